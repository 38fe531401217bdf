import { createHash } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { ApiHttpError, validationError } from './errors';
import { IDEMPOTENCY_KEY } from './idempotency-key';
import { isMoneyPath } from './money-idempotency';
import type { ApiEnv } from './types';

// How long a key is remembered (src/server/db/housekeeping.server.ts deletes older ones). The browser client retries within seconds; a day also
// covers a player who resubmits a form after their connection came back.
const KEEP_HOURS = 24;
const keySchema = z.string().regex(IDEMPOTENCY_KEY);
// Answers that hand out a credential are never stored: the database keeps no live token in
// plain text. A retry of such a call runs again (a login opens one more session, no harm).
const CREDENTIAL_KEYS = /"(token|access_token|fresh_token|reset_token)"\s*:/;

// Answers the client retries by itself (too many requests, conflict…) are not final.
const RETRYABLE = new Set([408, 409, 425, 429]);

// Bets and round actions of every game (`/<service>[/<game>]/bets[/current/<action>]`): their key is
// bound to the bet row in the same statement or transaction (src/server/bets), never stored here.
const GAME_BET_PATH = /^\/[a-z]+(?:\/[a-z][a-z0-9-]*)?\/bets(?:\/current\/[a-z]+)?$/;
// Crash's cash-out: its key is written on the bet by the statement that pays it (issue 38), so a
// kill between the money and the answer never leaves a retry 409 here for a day.
const OWN_KEY_PATHS = new Set(['/crash/cashout']);

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * Requests with a body that carry `Idempotency-Key` run once per caller and key: a repeat
 * with the same body gets the stored answer (header Idempotent-Replayed: true), a repeat
 * while the first still runs gets 409 (which the client retries), the same key with
 * another body gets 422. Server errors and retryable answers (429, 409…) are not stored,
 * so a retry after one runs again.
 */
export const idempotency = createMiddleware<ApiEnv>(async (c, next) => {
  const raw = c.req.header('idempotency-key');
  if (raw === undefined || !['POST', 'PUT', 'PATCH', 'DELETE'].includes(c.req.method)) return next();
  // Money calls record their key with the player and the movement in one transaction; a bet's key
  // is a unique column of its bet row, written with the stake (a repeat reads the bet back), and a
  // round's action key is kept on its row. Either way a second record here would only cost more trips.
  if (isMoneyPath(c.req.path) || GAME_BET_PATH.test(c.req.path) || OWN_KEY_PATHS.has(c.req.path)) return next();
  // A game launch hands out a provider token in its URL: never stored; a repeat makes another.
  if (c.req.path === '/games/launch') return next();
  const key = keySchema.safeParse(raw);
  if (!key.success) throw validationError({ 'Idempotency-Key': ['invalid_format: 8 to 128 letters, digits, - or _'] });
  // The caller: their bearer token, else their address. Keys of different callers never meet.
  const caller = c.req.header('authorization') ?? `ip:${c.env.clientIp ?? ''}`;
  const scope = sha256(`${caller}|${c.req.method}|${c.req.path}`);
  const requestHash = sha256(await c.req.raw.clone().text());
  const db = await c.env.deps.getDb();

  const inserted = await db.query(
    `INSERT INTO idempotency_keys (scope, key, request_hash) VALUES ($1, $2, $3) ON CONFLICT (scope, key) DO NOTHING RETURNING 1`,
    [scope, key.data, requestHash],
  );
  if (!inserted.rows.length) {
    const { rows } = await db.query<{
      request_hash: string;
      status: number | null;
      body: string | null;
      fresh: boolean;
    }>(
      `SELECT request_hash, status, body, created_at > now() - make_interval(hours => $3) AS fresh
         FROM idempotency_keys WHERE scope = $1 AND key = $2`,
      [scope, key.data, KEEP_HOURS],
    );
    const row = rows[0];
    if (row?.fresh) {
      if (row.request_hash !== requestHash) {
        throw validationError({ 'Idempotency-Key': ['idempotency_key_reused: This key was used for another request'] });
      }
      if (row.status === null) throw new ApiHttpError(409, { message: 'The same request is still being processed' });
      return c.newResponse(row.body, row.status as 200, {
        'content-type': 'application/json',
        'idempotent-replayed': 'true',
      });
    }
    // An expired key (or one whose row just went away): start afresh under it.
    await db.query(
      `INSERT INTO idempotency_keys (scope, key, request_hash) VALUES ($1, $2, $3)
       ON CONFLICT (scope, key) DO UPDATE SET request_hash = $3, status = NULL, body = NULL, created_at = now()`,
      [scope, key.data, requestHash],
    );
  }

  let stored = false;
  try {
    await next();
    const res = c.res;
    if (res.status < 500 && !RETRYABLE.has(res.status)) {
      const body = await res.clone().text();
      if (!CREDENTIAL_KEYS.test(body)) {
        await db.query('UPDATE idempotency_keys SET status = $3, body = $4 WHERE scope = $1 AND key = $2', [
          scope,
          key.data,
          res.status,
          body,
        ]);
        stored = true;
      }
    }
  } finally {
    if (!stored) await db.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2', [scope, key.data]);
  }
});
