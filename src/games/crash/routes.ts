// The crash service (issue 19; contract in src/contract/crash.ts): mounted at the root of the
// `crash` service, so the paths are /crash/fair, /crash/state, … on the API host.
import { Hono, type MiddlewareHandler } from 'hono';
import {
  type CrashBetResponse,
  CrashError,
  crashAnnounceBodySchema,
  crashSaltBodySchema,
  crashBetBodySchema,
  crashCashoutBodySchema,
  listLimitSchema,
} from '../../contract/crash';
import { ApiHttpError } from '../../server/api/errors';
import { requireUser } from '../../server/api/require-user';
import type { ApiEnv } from '../../server/api/types';
import { parseJson, parseQuery } from '../../server/api/validate';
import { requestHash } from '../../server/bets/bets.server';
import { asHttpError, type GameRoutes, keyOf } from '../../server/bets/routes';
import { sseResponse } from '../kit/shared/sse-route';
import { announceBet, announceCashout, crashRelay } from './relay.server';
import { getEnv } from '../../server/env.server';
import { metricsAuthorized } from '../../server/ops/routes';
import { announceChain, enterSalt } from './seeding.server';
import { cashOut, currentState, fairInfo, finishedRounds, placeCrashBet, playerBets } from './service.server';

function httpError(e: unknown): unknown {
  if (e instanceof CrashError) {
    return new ApiHttpError(e.status, { message: e.message, errors: { [e.field]: [`${e.code}: ${e.message}`] } });
  }
  return asHttpError(e);
}
const wrap = async <T>(fn: () => Promise<T>): Promise<T> => {
  try {
    return await fn();
  } catch (e) {
    throw httpError(e);
  }
};

// The operator's calls (the back office; decision 066): bearer ADMIN_TOKEN, compared in constant
// time as /metrics compares its token. Unset token: 401 to everyone.
const operatorOnly: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!metricsAuthorized(c.req.header('authorization'), getEnv().ADMIN_TOKEN)) {
    return c.json({ message: 'The operator’s token (ADMIN_TOKEN) is required' }, 401);
  }
  await next();
};

const app = new Hono<ApiEnv>()
  .get('/fair', async (c) => {
    const fair = await fairInfo(await c.env.deps.getDb());
    if (!fair) return c.json({ message: 'No chain yet: a chain is announced before its first round' }, 404);
    return c.json(fair);
  })
  .get('/state', async (c) => {
    const db = await c.env.deps.getDb();
    const state = await currentState(db);
    if (!state) return c.json({ message: 'No round yet: the engine is starting' }, 404);
    c.header('cache-control', 'no-store');
    return c.json(state);
  })
  .get('/rounds', async (c) => {
    const { limit } = parseQuery(c, listLimitSchema);
    const db = await c.env.deps.getDb();
    return c.json({ data: await finishedRounds(db, limit) });
  })
  .get('/events', async (c) => {
    const relay = crashRelay(await c.env.deps.getDb());
    await relay.ready;
    return sseResponse(c, relay.hub, relay.first());
  })
  .use('/seeding', operatorOnly)
  .use('/seeding/*', operatorOnly)
  .post('/seeding', async (c) => {
    const body = await parseJson(c, crashAnnounceBodySchema);
    const db = await c.env.deps.getDb();
    const out = await wrap(() => announceChain(db, body.block_height, getEnv().CRASH_CHAIN_LENGTH));
    return c.json(out);
  })
  .post('/seeding/salt', async (c) => {
    const body = await parseJson(c, crashSaltBodySchema);
    const db = await c.env.deps.getDb();
    return c.json(await wrap(() => enterSalt(db, body.terminating_hash, body.salt)));
  })
  .use('/bets', requireUser)
  .use('/cashout', requireUser)
  .get('/bets', async (c) => {
    const { limit } = parseQuery(c, listLimitSchema);
    const db = await c.env.deps.getDb();
    return c.json({ data: await playerBets(db, c.get('session').userId, limit) });
  })
  .post('/bets', async (c) => {
    const arrival = Date.now();
    const body = await parseJson(c, crashBetBodySchema);
    const key = keyOf(c);
    const deps = c.env.deps;
    const db = await deps.getDb();
    const out = await wrap(() =>
      placeCrashBet(db, deps.getConfig().betLimits, {
        userId: c.get('session').userId,
        amount: body.amount,
        autoCashout: body.auto_cashout === undefined ? null : Math.round(body.auto_cashout * 100),
        key,
        requestHash: requestHash('crash', body),
        arrival,
      }),
    );
    if (out.fresh) announceBet(db, out.roundId, out.bet);
    return c.json<CrashBetResponse>(out.response);
  })
  .post('/cashout', async (c) => {
    // Priced when the request arrived, before anything else is awaited.
    const arrival = Date.now();
    if (c.req.header('content-length') && c.req.header('content-length') !== '0') {
      await parseJson(c, crashCashoutBodySchema);
    }
    // Its key, when sent, is written on the bet with the money (crash_cash_out): a retry answers
    // from the bet row, so the generic idempotency store does not take this path (idempotency.ts).
    const key = c.req.header('idempotency-key') === undefined ? null : keyOf(c);
    const db = await c.env.deps.getDb();
    const out = await wrap(() => cashOut(db, c.get('session').userId, arrival, key));
    if (out.cashout) announceCashout(db, out.roundId, out.cashout);
    if (out.replayed) c.header('idempotent-replayed', 'true');
    return c.json<CrashBetResponse>(out.response);
  });

const routes: GameRoutes = { slug: 'crash', app };
export default routes;
