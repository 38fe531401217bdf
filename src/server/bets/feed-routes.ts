// HTTP for the live bets feed and game recall (contract: src/contract/feed.ts).
import { Hono } from 'hono';
import {
  type BetDetailResponse,
  betIdSchema,
  type FeedResponse,
  feedQuerySchema,
  type MyBetsResponse,
} from '../../contract/feed';
import { ApiHttpError } from '../api/errors';
import { requireUser } from '../api/require-user';
import type { ApiEnv } from '../api/types';
import { parseQuery } from '../api/validate';
import { betDetail, betsFeed, myBets } from './feed.server';

// Every visitor on a game page polls the feed: one database read per game per second serves them all.
const FRESH_MS = 1000;

type Cached = { at: number; data: Promise<FeedResponse['data']> };
const caches = new WeakMap<object, Map<string, Cached>>();

export const feedRoutes = new Hono<ApiEnv>()
  .get('/bets/feed', async (c) => {
    const { game } = parseQuery(c, feedQuerySchema);
    const db = await c.env.deps.getDb();
    let cache = caches.get(db);
    if (!cache) {
      cache = new Map();
      caches.set(db, cache);
    }
    const k = game ?? '*';
    let hit = cache.get(k);
    if (!hit || Date.now() - hit.at > FRESH_MS) {
      hit = { at: Date.now(), data: betsFeed(db, game) };
      // A failed read is not kept: the next poll tries again.
      hit.data.catch(() => cache.delete(k));
      cache.set(k, hit);
      if (cache.size > 100) cache.delete(cache.keys().next().value as string);
    }
    c.header('Cache-Control', 'public, max-age=1');
    return c.json<FeedResponse>({ data: await hit.data });
  })
  .get('/bets/mine', requireUser, async (c) => {
    const { game } = parseQuery(c, feedQuerySchema);
    const db = await c.env.deps.getDb();
    c.header('Cache-Control', 'private, no-store');
    return c.json<MyBetsResponse>({ data: await myBets(db, c.get('session').userId, game) });
  })
  .get('/bets/:id', async (c) => {
    const id = betIdSchema.safeParse(c.req.param('id'));
    const db = await c.env.deps.getDb();
    const bet = id.success ? await betDetail(db, id.data) : null;
    if (!bet) throw new ApiHttpError(404, { message: 'No such bet' });
    return c.json<BetDetailResponse>({ data: bet });
  });
