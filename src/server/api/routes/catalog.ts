import { Hono } from 'hono';
import { betLimitsQuerySchema, type BetLimitsResponse } from '../../../contract/catalog';
import { limitsInForce } from '../../bets/limits.server';
import { parseQuery } from '../validate';
import type { ApiEnv } from '../types';

// Fixed queries per kind: the kind is matched against this map, never interpolated.
const QUERIES = {
  games: 'SELECT slug, kind FROM games WHERE is_active ORDER BY sort, slug',
  // The list price always stands for its own currency, whatever the operator left in prices.
  cases:
    'SELECT slug, name, price, currency, jsonb_build_object(currency, price) || prices AS prices, picture FROM cases WHERE is_active ORDER BY sort, slug',
  // Issue 21: what the lobby filters and sorts by (added_at reaches the JSON as ISO time).
  slots:
    'SELECT slug, name, provider, picture, rtp_bp, has_demo, provider_game, category, volatility, added_at, plays FROM slots WHERE is_active ORDER BY sort, slug',
  live: 'SELECT slug, name, provider, kind, picture, has_demo, provider_game, category, rtp_bp, added_at, plays FROM live_tables WHERE is_active ORDER BY sort, slug',
} as const;

export const catalogRoutes = new Hono<ApiEnv>()
  .get('/catalog/:kind', async (c) => {
    const kind = c.req.param('kind');
    if (!Object.hasOwn(QUERIES, kind)) return c.json({ message: 'Not found' }, 404);
    const db = await c.env.deps.getDb();
    const { rows } = await db.query(QUERIES[kind as keyof typeof QUERIES]);
    // The catalog changes only with an operator's edit: let browsers and CDNs keep it a minute.
    return c.json({ data: rows }, 200, { 'cache-control': 'public, max-age=60' });
  })
  .get('/bet-limits', (c) => {
    const { currency } = parseQuery(c, betLimitsQuerySchema);
    const body: BetLimitsResponse = { currency, ...limitsInForce(c.env.deps.getConfig().betLimits, currency) };
    return c.json(body);
  });
