// HTTP for bets and seeds: parses with the contract's zod schemas, maps domain errors to the
// spec's error shape. The games' own routes.ts files are built from these helpers.
import { Hono } from 'hono';
import type { z } from 'zod';
import { BetError, type BetResponse, type InstantGame } from '../../contract/bets';
import { WALLET_ERROR_FIELD, WALLET_ERROR_STATUS, WalletError } from '../../contract/wallet-errors';
import type { GameParams } from '../../games/verify';
import { ApiHttpError, validationError } from '../api/errors';
import type { ApiEnv } from '../api/types';
import { parseJson } from '../api/validate';
import { requireUser, sessionOf, unauthenticated } from '../api/require-user';
import { placeInstantBet, playForFun } from './bets.server';

const KEY = /^[A-Za-z0-9_-]{8,128}$/;
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

export interface InstantBetSpec<G extends InstantGame, S extends z.ZodType> {
  game: G;
  body: S;
  /** The body's game parameters and the amount passed to settle (stake or unit price). */
  split: (
    body: z.output<S>,
    c: { get: (k: 'deps') => ApiEnv['Variables']['deps'] },
  ) => Promise<{ params: GameParams[G]; amount: number; prices?: Record<string, number> }>;
}

/** POST /bets for an instant game: real money with a session and Idempotency-Key, or `fun: true`. */
export function instantBetRoutes<G extends InstantGame, S extends z.ZodType>(spec: InstantBetSpec<G, S>) {
  return new Hono<ApiEnv>().post('/bets', async (c) => {
    const body = (await parseJson(c, spec.body)) as z.output<S> & { fun?: boolean };
    try {
      const { params, amount, prices } = await spec.split(body, c);
      if (body.fun) return c.json<BetResponse>(playForFun(spec.game, params, amount));
      const session = await sessionOf(c);
      if (!session) throw unauthenticated();
      const key = c.req.header('idempotency-key');
      if (!key || !KEY.test(key)) {
        throw validationError({
          'Idempotency-Key': ['required: An Idempotency-Key header (8-128 letters, digits, - or _) is required'],
        });
      }
      const deps = c.get('deps');
      const res = await placeInstantBet(await deps.getDb(), deps.getConfig().betLimits, {
        userId: session.userId,
        game: spec.game,
        params,
        amount,
        prices,
        key,
      });
      return c.json<BetResponse>(res);
    } catch (e) {
      throw asHttpError(e);
    }
  });
}

export { requireUser };
