// The fair calls on the general service: seeds, client seed, rotation, verification.
import { Hono } from 'hono';
import { type VerifyResponse, verifyQuerySchema } from '../../contract/bets';
import { issuesToFieldErrors } from '../../contract/errors';
import {
  clientSeedBodySchema,
  type FairRotateResponse,
  type FairSeedsResponse,
  fairRotateBodySchema,
} from '../../contract/fair';
import { hashServerSeed } from '../../games/kit/fair';
import { playDef, verifyBet } from '../../games/play';
import { validationError } from '../api/errors';
import { requireUser } from '../api/require-user';
import type { ApiEnv } from '../api/types';
import { parseJson, parseQuery } from '../api/validate';
import { EDGE } from './bets.server';
import { asHttpError } from './routes';
import { activePair, publicPair, rotate, setClientSeed } from './seeds.server';

export const fairRoutes = new Hono<ApiEnv>()
  .get('/fair/verify', (c) => {
    const q = parseQuery(c, verifyQuerySchema);
    const def = playDef(q.game);
    if (!def) throw validationError({ game: ['invalid_enum_value: No such game to verify'] });
    let raw: unknown;
    try {
      raw = JSON.parse(q.params);
    } catch {
      throw validationError({ params: ['invalid_json: params must be JSON'] });
    }
    const parsed = def.verifyParams.safeParse(raw);
    if (!parsed.success)
      throw validationError(
        issuesToFieldErrors(parsed.error.issues.map((i) => ({ ...i, path: ['params', ...i.path] }))),
      );
    let s: ReturnType<typeof verifyBet>;
    try {
      s = verifyBet(
        q.game,
        { serverSeed: q.server_seed, clientSeed: q.client_seed, nonce: q.nonce },
        parsed.data,
        q.amount,
        EDGE,
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
    const db = await c.env.deps.getDb();
    return c.json<FairSeedsResponse>(publicPair(await activePair(db, c.get('session').userId)));
  })
  .put('/fair/client-seed', async (c) => {
    const { client_seed } = await parseJson(c, clientSeedBodySchema);
    const db = await c.env.deps.getDb();
    try {
      return c.json<FairSeedsResponse>(publicPair(await setClientSeed(db, c.get('session').userId, client_seed)));
    } catch (e) {
      throw asHttpError(e);
    }
  })
  .post('/fair/rotate', async (c) => {
    // The body is optional (parseJson reads an empty one as {}): then the active pair rotates.
    const body = await parseJson(c, fairRotateBodySchema);
    const db = await c.env.deps.getDb();
    try {
      return c.json<FairRotateResponse>(await rotate(db, c.get('session').userId, body.server_seed_hash));
    } catch (e) {
      throw asHttpError(e);
    }
  });
