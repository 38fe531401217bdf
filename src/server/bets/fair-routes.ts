// The fair calls on the general service: seeds, client seed, rotation, verification.
import { Hono } from 'hono';
import type { z } from 'zod';
import {
  casesParamsSchema,
  coinflipParamsSchema,
  diceParamsSchema,
  hiloVerifyParamsSchema,
  kenoParamsSchema,
  minerVerifyParamsSchema,
  rouletteParamsSchema,
  type VerifyResponse,
  verifyQuerySchema,
} from '../../contract/bets';
import { issuesToFieldErrors } from '../../contract/errors';
import { clientSeedBodySchema, type FairRotateResponse, type FairSeedsResponse } from '../../contract/fair';
import { hashServerSeed } from '../../games/kit/fair';
import { type VerifyParams, verifyBet } from '../../games/verify';
import { validationError } from '../api/errors';
import type { ApiEnv } from '../api/types';
import { parseJson, parseQuery } from '../api/validate';
import { requireUser } from '../api/require-user';
import { asHttpError } from './routes';
import { assertNoOpenRound } from './rounds.server';
import { activePair, publicPair, rotate, setClientSeed } from './seeds.server';

const PARAMS = {
  dice: diceParamsSchema,
  coinflip: coinflipParamsSchema,
  keno: kenoParamsSchema,
  roulette: rouletteParamsSchema,
  cases: casesParamsSchema,
  miner: minerVerifyParamsSchema,
  hilo: hiloVerifyParamsSchema,
} as const;

export const fairRoutes = new Hono<ApiEnv>()
  .get('/fair/verify', (c) => {
    const q = parseQuery(c, verifyQuerySchema);
    let raw: unknown;
    try {
      raw = JSON.parse(q.params);
    } catch {
      throw validationError({ params: ['invalid_json: params must be JSON'] });
    }
    const parsed = (PARAMS[q.game] as z.ZodType).safeParse(raw);
    if (!parsed.success)
      throw validationError(
        issuesToFieldErrors(parsed.error.issues.map((i) => ({ ...i, path: ['params', ...i.path] }))),
      );
    let s: ReturnType<typeof verifyBet>;
    try {
      s = verifyBet(
        q.game,
        { serverSeed: q.server_seed, clientSeed: q.client_seed, nonce: q.nonce },
        parsed.data as VerifyParams[typeof q.game],
        q.amount,
      );
    } catch (e) {
      throw validationError({ params: [`invalid: ${(e as Error).message}`] });
    }
    return c.json<VerifyResponse>({
      server_seed_hash: hashServerSeed(q.server_seed),
      outcome: s.outcome,
      multiplier: s.multiplier,
      payout: s.payout,
    });
  })
  .use('/fair/seeds', requireUser)
  .use('/fair/client-seed', requireUser)
  .use('/fair/rotate', requireUser)
  .get('/fair/seeds', async (c) => {
    const db = await c.get('deps').getDb();
    return c.json<FairSeedsResponse>(publicPair(await activePair(db, c.get('session').userId)));
  })
  .put('/fair/client-seed', async (c) => {
    const { client_seed } = await parseJson(c, clientSeedBodySchema);
    const db = await c.get('deps').getDb();
    return c.json<FairSeedsResponse>(publicPair(await setClientSeed(db, c.get('session').userId, client_seed)));
  })
  .post('/fair/rotate', async (c) => {
    const db = await c.get('deps').getDb();
    const userId = c.get('session').userId;
    try {
      await assertNoOpenRound(db, userId);
    } catch (e) {
      throw asHttpError(e);
    }
    return c.json<FairRotateResponse>(await db.transaction((tx) => rotate(tx, userId)));
  });
