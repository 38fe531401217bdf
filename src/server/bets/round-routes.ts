// HTTP for games in progress (miner, hilo); every call needs a session.
import { Hono } from 'hono';
import type { z } from 'zod';
import type { RoundResponse } from '../../contract/bets';
import { validationError } from '../api/errors';
import type { ApiEnv } from '../api/types';
import { parseJson } from '../api/validate';
import { requireUser } from '../api/require-user';
import type { Db } from '../db/types';
import { asHttpError } from './routes';
import { getRound, openRound, type RoundGame } from './rounds.server';

const KEY = /^[A-Za-z0-9_-]{8,128}$/;

export function roundRoutes<O extends z.ZodType<{ amount: number }>, A extends z.ZodType>(spec: {
  game: RoundGame;
  open: O;
  params: (body: z.output<O>) => Record<string, unknown>;
  act: { path: string; body: A; run: (db: Db, userId: number, body: z.output<A>) => Promise<RoundResponse> };
  cashOut: (db: Db, userId: number, game: RoundGame) => Promise<RoundResponse>;
}) {
  const wrap = async (fn: () => Promise<RoundResponse>) => {
    try {
      return await fn();
    } catch (e) {
      throw asHttpError(e);
    }
  };
  return new Hono<ApiEnv>()
    .use('/bets', requireUser)
    .use('/bets/*', requireUser)
    .post('/bets', async (c) => {
      const body = await parseJson(c, spec.open);
      const key = c.req.header('idempotency-key');
      if (!key || !KEY.test(key)) {
        throw validationError({
          'Idempotency-Key': ['required: An Idempotency-Key header (8-128 letters, digits, - or _) is required'],
        });
      }
      const deps = c.get('deps');
      const db = await deps.getDb();
      return c.json(
        await wrap(() =>
          openRound(db, deps.getConfig().betLimits, {
            userId: c.get('session').userId,
            game: spec.game,
            amount: body.amount,
            params: spec.params(body),
            key,
          }),
        ),
      );
    })
    .get('/bets/current', async (c) => {
      const db = await c.get('deps').getDb();
      return c.json(await wrap(() => getRound(db, c.get('session').userId, spec.game)));
    })
    .post(spec.act.path, async (c) => {
      const body = await parseJson(c, spec.act.body);
      const db = await c.get('deps').getDb();
      return c.json(await wrap(() => spec.act.run(db, c.get('session').userId, body)));
    })
    .post('/bets/current/cashout', async (c) => {
      const db = await c.get('deps').getDb();
      return c.json(await wrap(() => spec.cashOut(db, c.get('session').userId, spec.game)));
    });
}
