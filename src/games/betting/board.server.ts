// The board (issue 22): the events players read, from the feed's state. The /betting pages read it
// on the server (bots get the list rendered) and GET /betting/events answers with it.
import type { Lang } from '../../contract/common';
import type { SbEvent, SbEventStatus, SbMarket } from '../../contract/sportsbook';
import type { Queryable } from '../../server/db/types';
import { marketGroup, marketName, outcomeName, SPORTS, sportIdOf, sportName } from './markets';

const k2d = (k: number | null) => (k === null ? null : k / 1000);
const ms = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v)));

export function eventStatusOf(s: number): SbEventStatus {
  if (s === 0) return 'prematch';
  if (s === 1 || s === 2) return 'live';
  if (s === 3) return 'ended';
  if (s === 4) return 'closed';
  return 'cancelled';
}
const MARKET_STATUS_NAMES: Record<number, SbMarket['status']> = {
  1: 'active',
  0: 'inactive',
  [-1]: 'suspended',
  [-2]: 'handed_over',
  [-3]: 'settled',
  [-4]: 'cancelled',
};
/** A market's status as players see it: an active market not on offer (producer down, pre-match past its start) is suspended. */
export const marketStatusName = (status: number, producerUp: boolean): SbMarket['status'] =>
  status === 1 && !producerUp ? 'suspended' : (MARKET_STATUS_NAMES[status] ?? 'suspended');

/** Producer up and heard from within its limit: the bet path's own test, in SQL. */
export const PRODUCER_UP = `(p.state = 'up' AND p.last_alive_at > now() - make_interval(secs => p.alive_limit_ms / 1000.0))`;
/**
 * A market's prices are on offer: its producer is up, and a pre-match market's event has not started
 * (nor lost its start time): the bet path's own test (migration 31), in SQL (aliases p, m, e).
 */
export const OFFERED = `(${PRODUCER_UP} AND (m.product = 1 OR coalesce(e.start_at > now(), false)))`;

// --- the board --------------------------------------------------------------------------------

interface BoardRow {
  id: string;
  sport_id: string;
  sport_name: string;
  category: string;
  tournament: string;
  home: string;
  away: string;
  start_ms: string | null;
  status: number;
  home_score: number | null;
  away_score: number | null;
  periods: { number: number; home: number; away: number }[] | null;
  clock: string | null;
  clock_ms: string | null;
  clock_stopped: boolean;
  market_id: string | null;
  type: number | null;
  specifiers: string | null;
  mstatus: number | null;
  cashout: boolean | null;
  up: boolean | null;
  outcome_id: string | null;
  ref: string | null;
  odds: number | null;
  active: boolean | null;
}

const BOARD_SQL = `
  SELECT e.id, e.sport_id, e.sport_name, e.category, e.tournament, e.home, e.away,
         extract(epoch FROM e.start_at) * 1000 AS start_ms, e.status, e.home_score, e.away_score, e.periods,
         e.clock, extract(epoch FROM e.clock_at) * 1000 AS clock_ms, e.clock_stopped,
         m.id AS market_id, m.type, m.specifiers, m.status AS mstatus, m.cashout, ${OFFERED} AS up,
         o.id AS outcome_id, o.ref, o.odds, o.active
    FROM sb_events e
    LEFT JOIN sb_markets m ON m.event_id = e.id AND m.status <> -2 AND ($3 OR m.status IN (1, 0, -1))
    LEFT JOIN sb_producers p ON p.product = m.product
    LEFT JOIN sb_outcomes o ON o.market_id = m.id`;

function buildEvents(rows: BoardRow[], lang: Lang): SbEvent[] {
  const events = new Map<string, SbEvent>();
  const markets = new Map<string, SbMarket>();
  for (const r of rows) {
    let ev = events.get(r.id);
    if (!ev) {
      const sport = SPORTS[r.sport_id];
      ev = {
        id: r.id,
        sport: sport?.slug ?? r.sport_id,
        sport_name: sport ? sportName(r.sport_id, lang) : r.sport_name,
        category: r.category,
        tournament: r.tournament,
        home: r.home,
        away: r.away,
        start_at: ms(r.start_ms) ?? 0,
        status: eventStatusOf(r.status),
        score:
          r.home_score === null && r.away_score === null
            ? null
            : {
                home: r.home_score ?? 0,
                away: r.away_score ?? 0,
                periods: (r.periods ?? []).map((p) => ({ home: p.home, away: p.away })),
              },
        clock: r.clock ? { time: r.clock, at: ms(r.clock_ms) ?? 0, stopped: r.clock_stopped } : null,
        markets: [],
      };
      events.set(r.id, ev);
    }
    if (r.market_id === null || r.type === null) continue;
    const mkey = r.market_id;
    let market = markets.get(mkey);
    if (!market) {
      const names = { home: ev.home, away: ev.away };
      market = {
        id: Number(r.market_id),
        type: r.type,
        specifiers: r.specifiers ?? '',
        status: marketStatusName(r.mstatus ?? -1, r.up === true),
        name: marketName(r.type, r.specifiers ?? '', lang, names),
        group: marketGroup(r.type),
        cashout: r.cashout === true,
        outcomes: [],
      };
      markets.set(mkey, market);
      ev.markets.push(market);
    }
    if (r.outcome_id === null || r.ref === null) continue;
    market.outcomes.push({
      id: Number(r.outcome_id),
      ref: r.ref,
      name: outcomeName(r.type, r.ref, r.specifiers ?? '', lang, { home: ev.home, away: ev.away }),
      odds: k2d(r.odds),
      active: r.active === true && r.odds !== null,
    });
  }
  return [...events.values()];
}

// A short per-process cache: a page of bots or ten thousand openings cost one query per second.
const boardCache = new Map<string, { at: number; data: Promise<SbEvent[]> }>();
const BOARD_TTL_MS = 500;

/** Live events (and suspended ones) or those to come, by start time; the board of /betting. */
export async function listEvents(
  db: Queryable,
  opts: { status: 'live' | 'prematch'; sport?: string; lang: Lang; markets?: 'main' | 'all' },
): Promise<SbEvent[]> {
  const sportId = opts.sport ? (sportIdOf(opts.sport) ?? opts.sport) : null;
  const main = opts.markets === 'main';
  const key = `${opts.status}|${sportId ?? ''}|${opts.lang}|${main}`;
  const hit = boardCache.get(key);
  const now = Date.now();
  if (hit && now - hit.at < BOARD_TTL_MS) return hit.data;
  const data = db
    .query<BoardRow>(
      `${BOARD_SQL}
      WHERE e.home <> '' AND ($2::text IS NULL OR e.sport_id = $2)
        AND CASE WHEN $1 = 'live' THEN e.status IN (1, 2)
                 ELSE e.status = 0 AND e.start_at > now() - interval '3 hours' END
      ORDER BY e.start_at, e.id, m.type, m.specifiers, o.id`,
      [opts.status, sportId, false],
    )
    .then(({ rows }) => {
      const events = buildEvents(rows, opts.lang);
      // The lists show each event's main markets (1X2, the winner): a tenth of the bytes.
      if (main) for (const ev of events) ev.markets = ev.markets.filter((m) => m.group === 'main');
      return events;
    });
  boardCache.set(key, { at: now, data });
  data.catch(() => boardCache.delete(key));
  return data;
}

/** One event with every market it has offered (settled and cancelled ones too). */
export async function getEvent(db: Queryable, id: string, lang: Lang): Promise<SbEvent | null> {
  const { rows } = await db.query<BoardRow>(
    `${BOARD_SQL} WHERE e.id = $1 AND ($2::text IS NULL OR true) ORDER BY m.type, m.specifiers, o.id`,
    [id, null, true],
  );
  const ev = buildEvents(rows, lang)[0];
  return ev?.home ? ev : null;
}
