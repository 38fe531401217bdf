// The live bets feed and game recall (issue 11, contract in src/contract/feed.ts). Reads only:
// settled bets, newest first. Players appear under their public name (src/contract/public-name.ts),
// never under the private `name` (a social provider's real name) or a contact; a player who hides
// their statistics, or has not chosen a name, appears without one (the site shows "Hidden").
import {
  BIG_WIN_MULTIPLIER,
  type BetDetailResponse,
  FEED_LIMIT,
  type FeedBet,
  type FeedResponse,
} from '../../contract/feed';
import type { Queryable } from '../db/types';

type Row = {
  id: number;
  game: string;
  player: string | null;
  amount: number;
  currency: string;
  multiplier: string | number;
  payout: number;
  created_at: Date | string;
};

/** The name other players see for user `u`: the public name, NULL while they hide their statistics. */
export const PUBLIC_PLAYER_SQL = 'CASE WHEN u.is_statistics_hidden THEN NULL ELSE u.public_name END';

const COLUMNS = `b.id, b.game, ${PUBLIC_PLAYER_SQL} AS player,
  b.amount, b.currency, b.multiplier, b.payout, b.created_at`;
const FROM = `FROM bets b JOIN users u ON u.id = b.user_id`;

const toFeedBet = (r: Row): FeedBet => ({
  id: Number(r.id),
  game: r.game,
  player: r.player,
  amount: Number(r.amount),
  currency: r.currency,
  multiplier: Number(r.multiplier),
  payout: Number(r.payout),
  created_at: new Date(r.created_at).toISOString(),
});

/** All players' latest bets and the last day's big wins, for one game or every game. */
export async function betsFeed(db: Queryable, game: string | undefined): Promise<FeedResponse['data']> {
  const [recent, big] = await Promise.all([
    db.query<Row>(
      `SELECT ${COLUMNS} ${FROM} WHERE b.status = 'settled' AND ($1::text IS NULL OR b.game = $1)
        ORDER BY b.id DESC LIMIT $2`,
      [game ?? null, FEED_LIMIT],
    ),
    // The multiplier is written into the text, so the planner can use the big wins' partial index.
    db.query<Row>(
      `SELECT ${COLUMNS} ${FROM} WHERE b.status = 'settled' AND ($1::text IS NULL OR b.game = $1)
          AND b.created_at > now() - interval '1 day' AND b.multiplier >= ${BIG_WIN_MULTIPLIER}
        ORDER BY b.payout DESC, b.id DESC LIMIT $2`,
      [game ?? null, FEED_LIMIT],
    ),
  ]);
  return { recent: recent.rows.map(toFeedBet), big_wins: big.rows.map(toFeedBet) };
}

/** The player's own latest settled bets (their public name shown to themselves even when hidden). */
export async function myBets(db: Queryable, userId: number, game: string | undefined): Promise<FeedBet[]> {
  const { rows } = await db.query<Row>(
    `SELECT b.id, b.game, u.public_name AS player, b.amount, b.currency, b.multiplier, b.payout, b.created_at
       ${FROM} WHERE b.user_id = $1 AND b.status = 'settled' AND ($2::text IS NULL OR b.game = $2)
      ORDER BY b.created_at DESC, b.id DESC LIMIT $3`,
    [userId, game ?? null, FEED_LIMIT],
  );
  return rows.map(toFeedBet);
}

/**
 * One settled bet with its verification data. The server seed is given only once its pair
 * has been rotated: before that it still commits the player's future bets.
 */
export async function betDetail(db: Queryable, id: number): Promise<BetDetailResponse['data'] | null> {
  const { rows } = await db.query<
    Row & {
      params: Record<string, unknown>;
      outcome: Record<string, unknown>;
      server_seed_hash: string;
      client_seed: string;
      nonce: number;
      server_seed: string | null;
    }
  >(
    `SELECT ${COLUMNS}, b.params, b.outcome, b.server_seed_hash, b.client_seed, b.nonce,
            CASE WHEN p.revealed_at IS NOT NULL THEN p.server_seed END AS server_seed
       ${FROM} JOIN fair_seed_pairs p ON p.id = b.seed_pair_id
      WHERE b.id = $1 AND b.status = 'settled'`,
    [id],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    ...toFeedBet(r),
    params: r.params,
    outcome: r.outcome,
    fair: { server_seed_hash: r.server_seed_hash, client_seed: r.client_seed, nonce: Number(r.nonce) },
    server_seed: r.server_seed,
  };
}
