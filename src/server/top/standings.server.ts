import { RATED_EDGE } from '../../contract/vip';
import type { Queryable } from '../db/types';
import { dayKey, type Period } from './periods';

// Rankings read from player_stats (migrations 22, 30): one row per player, currency, UTC day and
// product. "Wagered" is the rated wager (src/contract/vip.ts RATED_EDGE): the house edge the
// player's settled bets put at risk, as the stake that carries it at 1 %, so a bet that risked
// nothing (a round cashed out before any move, a refunded stake) ranks nothing (issue 38). Rows
// counted before that may hold a negative day: each counts at least 0. Equal amounts rank by the
// older account first, so a ranking is the same every time it is read (a race's prizes follow it).

export interface Ranked {
  userId: number;
  rank: number;
  amount: number;
}

// floor(Σ edge / RATED_EDGE): a fraction of a minor unit never ranks a player higher.
const WAGERED = `floor(sum(greatest(s.edge, 0)) / ${RATED_EDGE})`;
const IN_PERIOD = 's.currency = $1 AND s.day >= $2::date AND s.day < $3::date';

/** The first `limit` players by what they wagered in `currency` over the period. */
export async function rankByWagered(q: Queryable, currency: string, p: Period, limit: number): Promise<Ranked[]> {
  const { rows } = await q.query<{ user_id: number; amount: number | string }>(
    `SELECT s.user_id, ${WAGERED}::bigint AS amount FROM player_stats s WHERE ${IN_PERIOD}
      GROUP BY s.user_id HAVING ${WAGERED} > 0 ORDER BY amount DESC, s.user_id LIMIT $4`,
    [currency, dayKey(p.start), dayKey(p.end), limit],
  );
  return rows.map((r, i) => ({ userId: Number(r.user_id), rank: i + 1, amount: Number(r.amount) }));
}

/** One player's place by wagered over the period, or null when they wagered nothing in it. */
export async function wageredRankOf(
  q: Queryable,
  currency: string,
  p: Period,
  userId: number,
): Promise<{ rank: number; amount: number } | null> {
  const { rows } = await q.query<{ amount: number | string; rank: number | string }>(
    `WITH t AS (SELECT s.user_id, ${WAGERED} AS amount FROM player_stats s WHERE ${IN_PERIOD}
                 GROUP BY s.user_id HAVING ${WAGERED} > 0)
     SELECT me.amount::bigint AS amount,
            (SELECT count(*) FROM t o WHERE o.amount > me.amount OR (o.amount = me.amount AND o.user_id < me.user_id)) + 1 AS rank
       FROM t me WHERE me.user_id = $4`,
    [currency, dayKey(p.start), dayKey(p.end), userId],
  );
  const r = rows[0];
  return r ? { rank: Number(r.rank), amount: Number(r.amount) } : null;
}

/** The largest single payout of each player over the period, largest first, with its game. */
export async function rankByBestWin(
  q: Queryable,
  currency: string,
  p: Period,
  limit: number,
): Promise<(Ranked & { game: string | null })[]> {
  const { rows } = await q.query<{ user_id: number; amount: number | string; game: string | null }>(
    `SELECT user_id, amount, game FROM (
       SELECT DISTINCT ON (s.user_id) s.user_id, s.best_win AS amount, s.best_win_game AS game, s.day
         FROM player_stats s WHERE ${IN_PERIOD} AND s.best_win > 0
        ORDER BY s.user_id, s.best_win DESC, s.day) b
      ORDER BY amount DESC, day, user_id LIMIT $4`,
    [currency, dayKey(p.start), dayKey(p.end), limit],
  );
  return rows.map((r, i) => ({ userId: Number(r.user_id), rank: i + 1, amount: Number(r.amount), game: r.game }));
}
