import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { z } from 'zod';
import { CURRENCIES, type Currency } from '../../contract/common';
import {
  fromHub88,
  fromHub88Floor,
  HUB88_SIGNATURE_HEADER,
  type Hub88Answer,
  type Hub88Status,
  hub88BalanceSchema,
  hub88BetSchema,
  hub88RollbackSchema,
  hub88User,
  hub88UserId,
  hub88UserInfoSchema,
  hub88WinSchema,
  toHub88,
} from '../../contract/providers';
import type { ApiEnv } from '../api/types';
import { stakeLimit } from '../bets/limits.server';
import type { Queryable } from '../db/types';
import { applyProviderTx, playerCash, type ProviderTxKind, type ProviderTxStatus } from '../wallet';
import { type Provider, providersOf } from './registry.server';
import { signBody, verifyBody, walletKeys } from './signing.server';

// The Hub88 seamless-wallet adapter (design/reference-notes.md 1.2): a thin translation between
// Hub88's bodies, amounts (1/100,000 of the currency) and RS_* statuses and the wallet's provider
// port. Every answer is HTTP 200 and signed with our key, errors included, as Hub88 expects.

const STATUS: Record<ProviderTxStatus, Hub88Status> = {
  ok: 'RS_OK',
  duplicate: 'RS_ERROR_DUPLICATE_TRANSACTION',
  not_found: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  rolled_back: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
  // Only the operator's own round rollback meets a settled bet now (a provider's rollback undoes
  // it, decision 064); should one reach here, it is final and names nothing left to undo.
  settled: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  invalid_token: 'RS_ERROR_INVALID_TOKEN',
  token_expired: 'RS_ERROR_TOKEN_EXPIRED',
  wrong_currency: 'RS_ERROR_WRONG_CURRENCY',
  insufficient_funds: 'RS_ERROR_NOT_ENOUGH_MONEY',
  excluded: 'RS_ERROR_USER_DISABLED',
  // Hub88's name for a limit's refusal (decision 064; Caleta's BET_LIMIT_EXCEEDED is not Hub88's).
  limit_exceeded: 'RS_ERROR_LIMIT_REACHED',
};

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const isCurrency = (c: string): c is Currency => (CURRENCIES as readonly string[]).includes(c);
const userIdOf = hub88UserId;

const valueAt = (v: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<PropertyKey, unknown>)[k] : undefined), v);

type Answer = Omit<Hub88Answer, 'request_uuid'> & { request_uuid?: string };
type C = Context<ApiEnv>;

async function reply(c: C, body: Answer): Promise<Response> {
  const text = JSON.stringify({ request_uuid: '', ...body });
  const keys = await walletKeys(await c.env.deps.getDb());
  return c.body(text, 200, {
    'content-type': 'application/json',
    [HUB88_SIGNATURE_HEADER]: await signBody(text, keys.privateKey),
  });
}

/** The player's currency and cash balance (for answers that name no currency). */
async function playerWallet(db: Queryable, userId: number): Promise<{ currency: string; balance: number } | null> {
  const { rows } = await db.query<{ currency: string | null }>('SELECT currency FROM users WHERE id = $1', [userId]);
  const currency = rows[0]?.currency;
  if (!currency) return null;
  return { currency, balance: (await playerCash(db, userId, currency)) ?? 0 };
}

const units = (minor: number, currency: string) => (isCurrency(currency) ? toHub88(minor, currency) : 0);

/**
 * Reads a signed call: the provider, the signature over the raw body, JSON, then the schema.
 * Returns the parsed body or the answer to send.
 */
async function readCall<S extends z.ZodType>(
  c: C,
  schema: S,
): Promise<{ provider: Provider; body: z.infer<S> } | { answer: Response }> {
  const provider = providersOf(c.env.deps.getConfig()).byName.get(c.req.param('name') ?? '');
  const raw = new Uint8Array(await c.req.arrayBuffer());
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw));
  } catch {
    json = undefined;
  }
  const requestUuid =
    json && typeof json === 'object' && typeof (json as { request_uuid?: unknown }).request_uuid === 'string'
      ? ((json as { request_uuid: string }).request_uuid.slice(0, 100) as string)
      : '';
  if (!provider) return { answer: await reply(c, { request_uuid: requestUuid, status: 'RS_ERROR_INVALID_PARTNER' }) };
  if (!(await verifyBody(raw, c.req.header(HUB88_SIGNATURE_HEADER), provider.key))) {
    return { answer: await reply(c, { request_uuid: requestUuid, status: 'RS_ERROR_INVALID_SIGNATURE' }) };
  }
  if (json === undefined)
    return { answer: await reply(c, { request_uuid: requestUuid, status: 'RS_ERROR_WRONG_SYNTAX' }) };
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    // A required field missing (or not an object at all) is the wrong form, Hub88's WRONG_SYNTAX;
    // a field present with the wrong type is WRONG_TYPES.
    const missing =
      typeof json !== 'object' ||
      json === null ||
      Array.isArray(json) ||
      parsed.error.issues.some(
        (i) => i.code === 'custom' || (i.code === 'invalid_type' && valueAt(json, i.path) === undefined),
      );
    return {
      answer: await reply(c, {
        request_uuid: requestUuid,
        status: missing ? 'RS_ERROR_WRONG_SYNTAX' : 'RS_ERROR_WRONG_TYPES',
      }),
    };
  }
  return { provider, body: parsed.data };
}

async function transaction(c: C, kind: ProviderTxKind): Promise<Response> {
  const schema = kind === 'bet' ? hub88BetSchema : kind === 'win' ? hub88WinSchema : hub88RollbackSchema;
  const call = await readCall(c, schema);
  if ('answer' in call) return call.answer;
  const { provider } = call;
  const body = call.body as z.infer<typeof hub88WinSchema> & z.infer<typeof hub88RollbackSchema>;
  const deps = c.env.deps;
  const db = await deps.getDb();
  const userId = userIdOf(body.user);
  const base = { request_uuid: body.request_uuid, user: body.user };
  const fail = async (status: Hub88Status) => {
    const w = userId > 0 ? await playerWallet(db, userId) : null;
    return reply(c, { ...base, status, ...(w ? { currency: w.currency, balance: units(w.balance, w.currency) } : {}) });
  };

  let amount = 0;
  let currency = '';
  if (kind !== 'rollback') {
    if (!isCurrency(body.currency)) return fail('RS_ERROR_WRONG_CURRENCY');
    currency = body.currency;
    // A stake finer than a minor unit is refused (WRONG_TYPES: Hub88 discards a refused bet and
    // nothing is owed); a win's fraction below a minor unit is dropped, so the win is paid and not
    // retried forever. Decision 064.
    const minor = kind === 'bet' ? fromHub88(body.amount, body.currency) : fromHub88Floor(body.amount, body.currency);
    if (minor === null) return fail('RS_ERROR_WRONG_TYPES');
    amount = minor;
  }
  if (kind === 'bet' && body.is_free) {
    // A free round (a reward's bet) takes nothing from the player; its win is paid like any win,
    // by the game's house account. It names its reward, and a round is all free or all paid.
    if (!body.reward_uuid) return fail('RS_ERROR_WRONG_SYNTAX');
    amount = 0;
  }
  if (kind === 'bet') {
    const mixed = await roundMixes(db, provider.name, body.round, userId, !!body.is_free);
    if (mixed) return fail('RS_ERROR_WRONG_TYPES');
  }
  if (kind === 'bet') {
    // New stakes only on a provider and game the operator offers now; wins and rollbacks of
    // earlier bets are owed whatever changed since.
    const game = provider.games.get(body.game_code);
    if (!provider.config.enabled) return fail('RS_ERROR_INVALID_PARTNER');
    if (!game) return fail('RS_ERROR_INVALID_GAME');
    if (!body.token) return fail('RS_ERROR_INVALID_TOKEN');
    if (!body.is_free) {
      const limit = stakeLimit(
        deps.getConfig().betLimits,
        currency as Currency,
        game.kind === 'slots' ? 'slots' : 'live',
      );
      if (!limit || amount < limit.min || amount > limit.max) return fail('RS_ERROR_LIMIT_REACHED');
    }
  }
  const res = await applyProviderTx(db, {
    provider: provider.name,
    kind,
    providerTxId: body.transaction_uuid,
    roundId: body.round,
    referenceTxId: kind === 'bet' ? null : body.reference_transaction_uuid,
    userId,
    currency: currency || 'XXX',
    amount,
    game: body.game_code,
    roundClosed: body.round_closed ?? false,
    tokenHash: kind === 'bet' && body.token ? tokenHash(body.token) : null,
  });
  if (res.balance === null || kind === 'rollback') {
    // A rollback names no currency: answer in the player's own.
    const w = userId > 0 ? await playerWallet(db, userId) : null;
    return reply(c, {
      ...base,
      status: STATUS[res.status],
      ...(w ? { currency: w.currency, balance: units(res.balance ?? w.balance, w.currency) } : {}),
    });
  }
  return reply(c, { ...base, status: STATUS[res.status], currency, balance: units(res.balance, currency) });
}

/**
 * True when the player's round already holds bets of the other kind (free vs paid): a paid round
 * cannot be turned into free spins halfway, nor a free round take money. Free bets are the only
 * bets of 0 (a paid stake is at least the stake limit's minimum).
 */
async function roundMixes(db: Queryable, provider: string, round: string, userId: number, free: boolean) {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM provider_transactions
      WHERE provider = $1 AND round_id = $2 AND user_id = $3 AND kind = 'bet' AND (amount = 0) <> $4`,
    [provider, round, userId, free],
  );
  return (rows[0]?.n ?? 0) > 0;
}

interface SessionRow {
  user_id: number;
  game: string;
  currency: string;
  live: boolean;
  public_name: string | null;
  balance: string | number | null;
}
async function sessionOf(db: Queryable, provider: string, token: string): Promise<SessionRow | null> {
  const { rows } = await db.query<SessionRow>(
    `SELECT s.user_id, s.game, s.currency, s.expires_at > now() AND a.revoked_at IS NULL AND a.expires_at > now() AS live,
            u.public_name,
            (SELECT a.balance FROM wallet_accounts a WHERE a.user_id = s.user_id AND a.currency = s.currency AND a.kind = 'cash') AS balance
       FROM provider_sessions s JOIN users u ON u.id = s.user_id JOIN sessions a ON a.id = s.session_id
      WHERE s.token_hash = $1 AND s.provider = $2`,
    [tokenHash(token), provider],
  );
  return rows[0] ?? null;
}

/**
 * user/info as Hub88 sends it, {user, request_uuid} with no token: the player's data, for a
 * player this provider has launched a real game for (a provider learns no one else's). Unknown
 * players answer INVALID_TOKEN, as a token that names nobody does: Hub88 lists no status for it.
 */
async function userInfoByUser(c: C, db: Queryable, provider: string, requestUuid: string, user: string) {
  const { rows } = await db.query<{
    id: string;
    currency: string | null;
    public_name: string | null;
    balance: string | null;
  }>(
    `SELECT u.id::text AS id, u.currency, u.public_name,
            (SELECT a.balance::text FROM wallet_accounts a WHERE a.user_id = u.id AND a.currency = u.currency AND a.kind = 'cash') AS balance
       FROM users u
      WHERE u.id = $1 AND EXISTS (SELECT 1 FROM provider_sessions s WHERE s.user_id = u.id AND s.provider = $2)`,
    [userIdOf(user), provider],
  );
  const u = rows[0];
  if (!u?.currency) return reply(c, { request_uuid: requestUuid, status: 'RS_ERROR_INVALID_TOKEN' });
  return reply(c, {
    request_uuid: requestUuid,
    status: 'RS_OK',
    user,
    currency: u.currency,
    balance: units(Number(u.balance ?? 0), u.currency),
    ...(u.public_name ? { display_name: u.public_name } : {}),
  });
}

export const hub88Routes = new Hono<ApiEnv>()
  .get('/providers/:name/public-key', async (c) => {
    const keys = await walletKeys(await c.env.deps.getDb());
    return c.body(keys.publicPem, 200, {
      'content-type': 'application/x-pem-file',
      'cache-control': 'public, max-age=300',
    });
  })
  .post('/providers/:name/user/info', async (c) => {
    const call = await readCall(c, hub88UserInfoSchema);
    if ('answer' in call) return call.answer;
    const { body, provider } = call;
    const db = await c.env.deps.getDb();
    if (body.token === undefined) return userInfoByUser(c, db, provider.name, body.request_uuid, body.user ?? '');
    const s = await sessionOf(db, provider.name, body.token);
    // A token opens only the game it was made for, and names its own player.
    if (
      !s ||
      (body.game_code != null && body.game_code !== s.game) ||
      (body.user !== undefined && userIdOf(body.user) !== Number(s.user_id))
    ) {
      return reply(c, { request_uuid: body.request_uuid, status: 'RS_ERROR_INVALID_TOKEN' });
    }
    if (!s.live) return reply(c, { request_uuid: body.request_uuid, status: 'RS_ERROR_TOKEN_EXPIRED' });
    return reply(c, {
      request_uuid: body.request_uuid,
      status: 'RS_OK',
      // The caller's own spelling when it sent one ("42" from a launch before the padding).
      user: body.user ?? hub88User(Number(s.user_id)),
      currency: s.currency,
      balance: units(Number(s.balance ?? 0), s.currency),
      ...(s.public_name ? { display_name: s.public_name } : {}),
    });
  })
  .post('/providers/:name/user/balance', async (c) => {
    const call = await readCall(c, hub88BalanceSchema);
    if ('answer' in call) return call.answer;
    const { body, provider } = call;
    const db = await c.env.deps.getDb();
    // An expired token still reads the balance (a game left open past its token shows it).
    const s = await sessionOf(db, provider.name, body.token);
    if (!s || Number(s.user_id) !== userIdOf(body.user)) {
      return reply(c, { request_uuid: body.request_uuid, status: 'RS_ERROR_INVALID_TOKEN' });
    }
    return reply(c, {
      request_uuid: body.request_uuid,
      status: 'RS_OK',
      user: body.user,
      currency: s.currency,
      balance: units(Number(s.balance ?? 0), s.currency),
    });
  })
  .post('/providers/:name/transaction/bet', (c) => transaction(c, 'bet'))
  .post('/providers/:name/transaction/win', (c) => transaction(c, 'win'))
  .post('/providers/:name/transaction/rollback', (c) => transaction(c, 'rollback'));
