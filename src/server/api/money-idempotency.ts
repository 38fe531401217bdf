import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { z } from 'zod';
import type { Queryable } from '../db/types';
import { inWalletTransaction } from '../wallet';
import { validationError } from './errors';
import { IDEMPOTENCY_KEY } from './idempotency-key';
import type { ApiEnv } from './types';

// Idempotency of money calls (issue 10). Unlike the generic middleware (./idempotency.ts),
// the key belongs to the player (not the bearer token, which rotates at every refresh) and
// the answer is written in the SAME transaction as the movement: either both commit or
// neither does, so a crash can neither lose the answer nor leave the key blocked.
// A concurrent twin waits on the key's row and then replays the committed answer.
// The key is required: a money call without one is refused (422) before anything runs, since
// a double click or a retry of it could not be told from a second request. The key is bound to
// the request it first came with: the same key with another body is 422 idempotency_key_reused.
// Provider webhooks (their event id is the key) and GETs do not come here; neither does the
// event-stream ticket, which moves nothing.
// Loyalty and bonus calls (VIP claims, promo redemption, forfeit) come here too (issue 38: through
// the generic middleware a death between their money and their stored answer left every retry a
// 409 for a day). Their published contract made the key optional: without one the call runs once,
// in one transaction, protected by its own keys (a claim's number, a period, a redemption row).
// Responsible-gaming changes (limits, settings, exclusion) move no money and their contract made the
// key optional too: honoured when sent, never required (decision 063). Deposits and withdrawals
// require it, and the document says so.

const keySchema = z.string().regex(IDEMPOTENCY_KEY);
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

// The VIP claims and the bonus calls that move money (src/contract/vip.ts VIP_PATHS, bonus routes).
const LOYALTY_MONEY_PATH = /^\/api\/v2\/(?:vip\/(?:rakeback|rewards)\/claim|bonuses\/(?:redeem|[^/]+\/forfeit))$/;
/** A sportsbook cash-out (POST /betting/bets/{id}/cashout): its route calls moneyCall itself. */
const SB_CASHOUT_PATH = /^\/betting\/bets\/[^/]+\/cashout$/;

/** Paths whose POST/PUT take this path instead of the generic middleware. */
export function isMoneyPath(path: string): boolean {
  return (
    path === '/wallet' ||
    path.startsWith('/wallet/') ||
    path.startsWith('/responsible-gaming') ||
    LOYALTY_MONEY_PATH.test(path) ||
    SB_CASHOUT_PATH.test(path)
  );
}

export async function moneyCall(
  c: Context<ApiEnv>,
  userId: number,
  request: unknown,
  fn: (tx: Queryable) => Promise<unknown>,
  status: 200 | 201 = 200,
  opts: { keyRequired?: boolean } = {},
): Promise<Response> {
  const db = await c.env.deps.getDb();
  const raw = c.req.header('idempotency-key');
  if (raw === undefined && opts.keyRequired === false) {
    const body = JSON.stringify(await inWalletTransaction(db, fn));
    return c.newResponse(body, status, { 'content-type': 'application/json' });
  }
  if (raw === undefined) {
    throw validationError({
      'Idempotency-Key': ['required: An Idempotency-Key header (8-128 letters, digits, - or _) is required'],
    });
  }
  const key = keySchema.safeParse(raw);
  if (!key.success) throw validationError({ 'Idempotency-Key': ['invalid_format: 8 to 128 letters, digits, - or _'] });
  const route = `${c.req.method} ${c.req.routePath}`;
  const hash = sha256(JSON.stringify(request));
  const out = await inWalletTransaction(db, async (tx) => {
    const ins = await tx.query(
      `INSERT INTO wallet_idempotency (user_id, route, key, request_hash, status, body) VALUES ($1, $2, $3, $4, 0, '')
       ON CONFLICT DO NOTHING RETURNING 1`,
      [userId, route, key.data, hash],
    );
    if (!ins.rows.length) {
      const { rows } = await tx.query<{ request_hash: string; status: number; body: string }>(
        `SELECT request_hash, status, body FROM wallet_idempotency WHERE user_id = $1 AND route = $2 AND key = $3`,
        [userId, route, key.data],
      );
      const row = rows[0]!;
      if (row.request_hash !== hash) {
        throw validationError({ 'Idempotency-Key': ['idempotency_key_reused: This key was used for another request'] });
      }
      return { replayed: true as const, status: row.status, body: row.body };
    }
    const body = JSON.stringify(await fn(tx));
    await tx.query(
      `UPDATE wallet_idempotency SET status = $4, body = $5 WHERE user_id = $1 AND route = $2 AND key = $3`,
      [userId, route, key.data, status, body],
    );
    return { replayed: false as const, status, body };
  });
  return c.newResponse(out.body, out.status as 200, {
    'content-type': 'application/json',
    ...(out.replayed ? { 'idempotent-replayed': 'true' } : {}),
  });
}
