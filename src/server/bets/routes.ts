// HTTP for bets: parses with each game's zod schemas, maps domain errors to the spec's error shape.
// A game's routes.ts builds its service routes from these helpers and its play definition.
import { Hono } from 'hono';
import { BetError, type BetResponse } from '../../contract/bets';
import { WALLET_ERROR_FIELD, WALLET_ERROR_STATUS, WalletError } from '../../contract/wallet-errors';
import type { InstantPlay, RoundPlay } from '../../games/kit/play';
import { ApiHttpError, validationError } from '../api/errors';
import { IDEMPOTENCY_KEY } from '../api/idempotency-key';
import { requireUser, sessionOf, unauthenticated } from '../api/require-user';
import type { ApiEnv } from '../api/types';
import { parseJson } from '../api/validate';
import { betResponse, placeBet, playForFun, requestHash } from './bets.server';
import { cashOut, getRound, openRound, roundAction } from './rounds.server';

const BET_STATUS: Record<BetError['code'], 404 | 409 | 422> = {
  below_min_bet: 422,
  above_max_bet: 422,
  currency_required: 422,
  game_unavailable: 422,
  not_found: 404,
  game_in_progress: 422,
  no_open_game: 404,
  invalid_move: 422,
  currency_mismatch: 422,
  max_payout_exceeded: 422,
  seeds_changed: 409,
  idempotency_key_reused: 422,
};

/** Domain failures → the spec's error shape. */
export function asHttpError(e: unknown): unknown {
  if (e instanceof BetError) {
    return new ApiHttpError(BET_STATUS[e.code], {
      message: e.message,
      errors: { [e.field]: [`${e.code}: ${e.message}`] },
    });
  }
  if (e instanceof WalletError) {
    const field = WALLET_ERROR_FIELD[e.code] ?? '_';
    return new ApiHttpError(WALLET_ERROR_STATUS[e.code], {
      message: e.message,
      errors: { [field]: [`${e.code}: ${e.message}`] },
    });
  }
  return e;
}

/** The request's Idempotency-Key: every call that moves money or plays must carry one. */
export function keyOf(c: { req: { header(n: string): string | undefined } }): string {
  const key = c.req.header('idempotency-key');
  if (!key || !IDEMPOTENCY_KEY.test(key)) {
    throw validationError({
      'Idempotency-Key': ['required: An Idempotency-Key header (8-128 letters, digits, - or _) is required'],
    });
  }
  return key;
}

type Deps = ApiEnv['Bindings']['deps'];

export interface InstantRoutesSpec<P> {
  /**
   * Fills in what the body cannot say (a case's price, from the catalog): the amount for fun bets
   * and the prices per account currency for real ones.
   */
  price?: (params: P, deps: Deps) => Promise<{ amount: number; prices: Record<string, number> }>;
}

/** A game's service routes; src/server/api/services.ts mounts them on the game's service. */
export interface GameRoutes {
  slug: string;
  app: Hono<ApiEnv>;
}

/** POST /bets for an instant game: real money with a session and an Idempotency-Key, or `fun: true`. */
export function instantBetRoutes<P, B>(def: InstantPlay<P, B>, spec: InstantRoutesSpec<P> = {}): GameRoutes {
  const anyDef = def as unknown as InstantPlay<unknown, unknown>;
  const app = new Hono<ApiEnv>().post('/bets', async (c) => {
    const body = (await parseJson(c, def.body)) as B & { fun?: boolean };
    try {
      const deps = c.env.deps;
      const split = def.split(body);
      const priced = spec.price ? await spec.price(split.params, deps) : undefined;
      const amount = priced?.amount ?? split.amount;
      if (body.fun) return c.json<BetResponse>(playForFun(anyDef, split.params, amount));
      const session = await sessionOf(c);
      if (!session) throw unauthenticated();
      const key = keyOf(c);
      const row = await placeBet(await deps.getDb(), deps.getConfig().betLimits, anyDef, {
        userId: session.userId,
        params: split.params,
        amount,
        ...(priced ? { prices: priced.prices } : {}),
        key,
        requestHash: requestHash(def.slug, body),
      });
      return c.json<BetResponse>(betResponse(def.slug, row));
    } catch (e) {
      throw asHttpError(e);
    }
  });
  return { slug: def.slug, app };
}

/** A round game's calls: open, resume, act, cash out; every call needs a session. */
export function roundRoutes<P, O, A, V>(def: RoundPlay<P, O, A, V>): GameRoutes {
  const round = def as unknown as RoundPlay<unknown, unknown, unknown, unknown>;
  const wrap = async <T>(fn: () => Promise<T>) => {
    try {
      return await fn();
    } catch (e) {
      throw asHttpError(e);
    }
  };
  const app = new Hono<ApiEnv>()
    .use('/bets', requireUser)
    .use('/bets/*', requireUser)
    .post('/bets', async (c) => {
      const body = await parseJson(c, def.open);
      const key = keyOf(c);
      const deps = c.env.deps;
      const db = await deps.getDb();
      return c.json(
        await wrap(() =>
          openRound(db, deps.getConfig().betLimits, round, {
            userId: c.get('session').userId,
            params: def.paramsOf(body),
            amount: body.amount,
            key,
            requestHash: requestHash(def.slug, body),
          }),
        ),
      );
    })
    .get('/bets/current', async (c) => {
      const db = await c.env.deps.getDb();
      return c.json(await wrap(() => getRound(db, c.get('session').userId, round)));
    })
    .post(def.actionPath, async (c) => {
      const body = await parseJson(c, def.action);
      const key = keyOf(c);
      const deps = c.env.deps;
      const db = await deps.getDb();
      return c.json(
        await wrap(() =>
          roundAction(db, deps.getConfig().betLimits, c.get('session').userId, round, body, {
            key,
            hash: requestHash(def.slug, body),
          }),
        ),
      );
    })
    .post('/bets/current/cashout', async (c) => {
      const key = keyOf(c);
      const db = await c.env.deps.getDb();
      return c.json(
        await wrap(() => cashOut(db, c.get('session').userId, round, { key, hash: requestHash(def.slug, 'cashout') })),
      );
    });
  return { slug: def.slug, app };
}

export { requireUser };
