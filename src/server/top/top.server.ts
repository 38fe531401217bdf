import type { Currency, Lang } from '../../contract/common';
import {
  type Race,
  type RaceStanding,
  racePrize,
  type RacesConfig,
  type RacesResponse,
  type RaceView,
  TOP_LIMIT,
  type TopBoard,
  type TopPeriod,
  type TopResponse,
  type TopRow,
} from '../../contract/top';
import { PUBLIC_PLAYER_SQL } from '../bets/feed.server';
import type { Queryable } from '../db/types';
import { dayKey, type Period, periodAt } from './periods';
import { rankByBestWin, rankByWagered, wageredRankOf } from './standings.server';

// The top's reads (issue 20): the boards and the races, from player_stats and race_results.
// A player who hides their statistics or their avatar appears with neither name nor avatar
// (the feed's public-name rule, PUBLIC_PLAYER_SQL, plus the avatar switch).

const PLAYER_SQL = `CASE WHEN u.is_avatar_hidden THEN NULL ELSE ${PUBLIC_PLAYER_SQL} END`;
const AVATAR_SQL = 'NOT (u.is_statistics_hidden OR u.is_avatar_hidden)';

type Shown = { player: string | null; avatar: boolean };

async function shownPlayers(q: Queryable, ids: number[]): Promise<Map<number, Shown>> {
  if (!ids.length) return new Map();
  const { rows } = await q.query<{ id: number; player: string | null; avatar: boolean }>(
    `SELECT u.id, ${PLAYER_SQL} AS player, ${AVATAR_SQL} AS avatar FROM users u WHERE u.id = ANY($1::bigint[])`,
    [ids],
  );
  return new Map(rows.map((r) => [Number(r.id), { player: r.player, avatar: r.avatar }]));
}

const HIDDEN: Shown = { player: null, avatar: false };

/**
 * Every open /top page asks every ~10 s; the same board is answered from memory for a few seconds
 * so that many viewers cost one query. Tests that read a board twice set `ms` to 0.
 */
export const topCache = { ms: 4_000 };
const cached = new WeakMap<object, Map<string, { at: number; value: Promise<unknown> }>>();

function remember<T>(db: object, key: string, make: () => Promise<T>): Promise<T> {
  if (topCache.ms <= 0) return make();
  let m = cached.get(db);
  if (!m) {
    m = new Map();
    cached.set(db, m);
  }
  const now = Date.now();
  const hit = m.get(key);
  if (hit && now - hit.at < topCache.ms) return hit.value as Promise<T>;
  for (const [k, v] of m) if (now - v.at >= topCache.ms) m.delete(k);
  const value = make();
  m.set(key, { at: now, value });
  // A failed read is not kept: the next viewer asks the database again.
  value.catch(() => m.delete(key));
  return value;
}

/** GET /api/v2/top: the board's first TOP_LIMIT rows in the period containing `now`. */
export async function topBoard(
  db: Queryable,
  q: { board: TopBoard; period: TopPeriod; currency: Currency },
  now: Date = new Date(),
): Promise<TopResponse['data']> {
  const p = periodAt(q.period, now);
  const rows = await remember(db, `top|${q.board}|${q.currency}|${q.period}|${dayKey(p.start)}`, async () => {
    const ranked =
      q.board === 'wins'
        ? await rankByBestWin(db, q.currency, p, TOP_LIMIT)
        : (await rankByWagered(db, q.currency, p, TOP_LIMIT)).map((r) => ({ ...r, game: null }));
    const shown = await shownPlayers(
      db,
      ranked.map((r) => r.userId),
    );
    return ranked.map(
      (r): TopRow => ({ rank: r.rank, ...(shown.get(r.userId) ?? HIDDEN), amount: r.amount, game: r.game }),
    );
  });
  return {
    board: q.board,
    period: q.period,
    currency: q.currency,
    starts_at: p.start.toISOString(),
    ends_at: p.end.toISOString(),
    rows,
  };
}

const raceName = (name: RacesConfig['races'][string]['name'], lang: Lang) =>
  typeof name === 'string' ? name : (name[lang] ?? name.en!);

const PERIOD_ORDER: Record<TopPeriod, number> = { day: 0, week: 1, month: 2 };

async function standings(db: Queryable, race: Race, p: Period): Promise<RaceStanding[]> {
  const ranked = await rankByWagered(db, race.currency, p, TOP_LIMIT);
  const shown = await shownPlayers(
    db,
    ranked.map((r) => r.userId),
  );
  return ranked.map((r) => ({
    rank: r.rank,
    ...(shown.get(r.userId) ?? HIDDEN),
    amount: r.amount,
    prize: racePrize(race, r.rank, r.amount),
  }));
}

async function lastResults(db: Queryable, raceId: string): Promise<RaceView['last']> {
  const { rows: periods } = await db.query<{ start: string; end: string }>(
    `SELECT period_start::text AS start, period_end::text AS end FROM race_periods
      WHERE race_id = $1 ORDER BY period_start DESC LIMIT 1`,
    [raceId],
  );
  const last = periods[0];
  if (!last) return null;
  const { rows } = await db.query<{ rank: number; user_id: number; wagered: number | string; prize: number | string }>(
    `SELECT rank, user_id, wagered, prize FROM race_results WHERE race_id = $1 AND period_start = $2::date ORDER BY rank`,
    [raceId, last.start],
  );
  const shown = await shownPlayers(
    db,
    rows.map((r) => Number(r.user_id)),
  );
  return {
    starts_at: new Date(`${last.start}T00:00:00Z`).toISOString(),
    ends_at: new Date(`${last.end}T00:00:00Z`).toISOString(),
    winners: rows.map((r) => ({
      rank: Number(r.rank),
      ...(shown.get(Number(r.user_id)) ?? HIDDEN),
      amount: Number(r.wagered),
      prize: Number(r.prize),
    })),
  };
}

/**
 * GET /api/v2/races: the enabled races in `currency` whose current period counts (started on or
 * after the race's startsOn), shortest period first, with standings, the viewer's own place and
 * the last paid period's winners.
 */
export async function racesView(
  db: Queryable,
  config: RacesConfig,
  q: { currency: Currency; lang: Lang; userId: number | null },
  now: Date = new Date(),
): Promise<RacesResponse['data']> {
  const races = Object.entries(config.races)
    .filter(([, r]) => r.enabled && r.currency === q.currency)
    .map(([id, r]) => ({ id, r, p: periodAt(r.period, now) }))
    .filter(({ r, p }) => r.startsOn === undefined || dayKey(p.start) >= r.startsOn)
    .sort((a, b) => PERIOD_ORDER[a.r.period] - PERIOD_ORDER[b.r.period] || a.id.localeCompare(b.id));
  const views = await Promise.all(
    races.map(async ({ id, r, p }): Promise<RaceView> => {
      const key = `race|${id}|${r.currency}|${dayKey(p.start)}|${r.prizes.join(',')}|${r.prizeWagerMultiple}`;
      const [table, last, me] = await Promise.all([
        remember(db, key, () => standings(db, r, p)),
        remember(db, `last|${id}`, () => lastResults(db, id)),
        q.userId === null ? null : wageredRankOf(db, r.currency, p, q.userId),
      ]);
      return {
        id,
        name: raceName(r.name, q.lang),
        period: r.period,
        currency: r.currency,
        starts_at: p.start.toISOString(),
        ends_at: p.end.toISOString(),
        prizes: r.prizes,
        prize_wager_multiple: r.prizeWagerMultiple,
        standings: table,
        me: me && { ...me, prize: racePrize(r, me.rank, me.amount) },
        last,
      };
    }),
  );
  return { currency: q.currency, races: views };
}
