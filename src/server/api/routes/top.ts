import { Hono } from 'hono';
import type { Currency } from '../../../contract/common';
import {
  type RacesResponse,
  racesQuerySchema,
  TOP_PATHS,
  type TopResponse,
  topQuerySchema,
} from '../../../contract/top';
import { langFromAcceptLanguage } from '../../../site/locale';
import type { Db } from '../../db/types';
import { racesView, topBoard } from '../../top/top.server';
import { sessionOf } from '../require-user';
import type { ApiEnv } from '../types';
import { parseQuery } from '../validate';

// The top (issue 20, contract in src/contract/top.ts): public reads. The currency is the one
// asked for, else the signed-in player's, else the site's (RUB, as the front's default).

const SITE_CURRENCY: Currency = 'RUB';

async function viewerCurrency(db: Db, userId: number | undefined): Promise<Currency> {
  if (userId === undefined) return SITE_CURRENCY;
  const { rows } = await db.query<{ currency: Currency | null }>('SELECT currency FROM users WHERE id = $1', [userId]);
  return rows[0]?.currency ?? SITE_CURRENCY;
}

export const topRoutes = new Hono<ApiEnv>()
  .get(TOP_PATHS.top, async (c) => {
    const q = parseQuery(c, topQuerySchema);
    const db = await c.env.deps.getDb();
    const currency = q.currency ?? (await viewerCurrency(db, (await sessionOf(c))?.userId));
    const data = await topBoard(db, { board: q.board, period: q.period, currency });
    return c.json<TopResponse>({ data });
  })
  .get(TOP_PATHS.races, async (c) => {
    const q = parseQuery(c, racesQuerySchema);
    const deps = c.env.deps;
    const db = await deps.getDb();
    const userId = (await sessionOf(c))?.userId ?? null;
    const currency = q.currency ?? (await viewerCurrency(db, userId ?? undefined));
    const lang = q.lang ?? langFromAcceptLanguage(c.req.header('accept-language')) ?? 'en';
    const data = await racesView(db, deps.getConfig().races, { currency, lang, userId });
    return c.json<RacesResponse>({ data });
  });
