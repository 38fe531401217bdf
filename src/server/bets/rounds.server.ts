// Games in progress (miner, hilo): the bet row is the game. It is opened with the stake (placeBet,
// one round trip), acted on under a row lock, and settled once (loss, cash-out or the operator's
// timeout). Everything lives in the database, so reloads, second tabs and restarts see the same game.
// A round is played on the seeds it was opened with, as its row keeps them (the pair's server seed,
// the bet's own client seed and nonce): nothing done to the pair later can re-deal it.
// Every action carries an Idempotency-Key, kept on the row with the action's hash, so a retried
// action answers as the first did instead of acting twice. Domain code: no HTTP.
import { BetError, type RoundResponse } from '../../contract/bets';
import type { Currency } from '../../contract/common';
import { payoutOf, roundingFloat, type SeedInput } from '../../games/kit/fair';
import type { RoundPlay } from '../../games/kit/play';
import type { BetLimits } from '../config/schema';
import type { Db, Queryable } from '../db/types';
import { countSettledBet, inWalletTransaction, payWinnings, refundStake } from '../wallet';
import { type BetRow, EDGE, keyReused, type PlaceRequest, placeBet } from './bets.server';
import { maxPayout } from './limits.server';
import { logFor } from '../log.server';

const log = logFor('bets');

type Round = RoundPlay<unknown, unknown, unknown, unknown>;

type Row = {
  id: string;
  user_id: string;
  game: string;
  status: 'open' | 'settled';
  currency: string;
  amount: string;
  params: Record<string, unknown>;
  outcome: Record<string, unknown>;
  multiplier: string;
  payout: string;
  nonce: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  balance_after: string | null;
  action_keys: string[] | null;
};
const SELECT = `SELECT b.id, b.user_id, b.game, b.status, b.currency, b.amount, b.params, b.outcome, b.multiplier, b.payout,
  b.nonce, b.balance_after, b.server_seed_hash, b.client_seed, b.action_keys, p.server_seed
  FROM bets b JOIN fair_seed_pairs p ON p.id = b.seed_pair_id`;

/** The round's own seeds: the pair's server seed (it never changes) and the bet's copy of the rest. */
const seedOf = (r: Pick<Row, 'server_seed' | 'client_seed' | 'nonce'>): SeedInput => ({
  serverSeed: r.server_seed,
  clientSeed: r.client_seed,
  nonce: Number(r.nonce),
});

/** The state a player may see: mines and future cards stay hidden while the game is open. */
function view(
  def: Round,
  r: Row,
  balance: number | null = r.balance_after === null ? null : Number(r.balance_after),
): RoundResponse {
  const open = r.status === 'open';
  const m = Number(r.multiplier);
  return {
    bet: {
      id: Number(r.id),
      game: r.game,
      status: r.status,
      amount: Number(r.amount),
      params: r.params,
      state: def.view(seedOf(r), r.params, r.outcome, open),
      multiplier: m,
      // An open round shows what cashing out would pay at least (the rounding may add a unit).
      payout: open ? payoutOf(Number(r.amount), def.cashOutMultiplier(r.params, r.outcome, m)) : Number(r.payout),
    },
    fair: { server_seed_hash: r.server_seed_hash, client_seed: r.client_seed, nonce: Number(r.nonce) },
    balance,
  };
}

/** Opens a game: the stake leaves the balance now; the game's randomness is fixed by pair + nonce. */
export async function openRound(db: Db, limits: BetLimits, def: Round, req: PlaceRequest): Promise<RoundResponse> {
  const placed: BetRow = await placeBet(db, limits, def, req);
  const { rows } = await db.query<Row>(`${SELECT} WHERE b.id = $1`, [placed.id]);
  return view(def, rows[0]!, placed.balance_after);
}

export async function getRound(db: Queryable, userId: number, def: Round): Promise<RoundResponse> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE b.user_id = $1 AND b.game = $2 AND b.status = 'open'`, [
    userId,
    def.slug,
  ]);
  if (!rows[0]) throw new BetError('no_open_game', 'No game in progress', '_');
  return view(def, rows[0]);
}

/**
 * Settles a game at a multiplier (0 = lost) inside the caller's transaction, and counts it for
 * loyalty at the edge its moves put at risk. A game that risked nothing (only the operator's
 * timeout settles one: a player's cash-out is refused) gets its stake back as a refund and counts
 * nothing.
 */
async function settleRound(
  tx: Queryable,
  def: Round,
  r: Row,
  state: Record<string, unknown>,
  multiplier: number,
  action: string | null,
): Promise<RoundResponse> {
  const seed = seedOf(r);
  const stake = Number(r.amount);
  const risked = def.risked(r.params, state);
  const payout = risked ? payoutOf(stake, multiplier, roundingFloat(seed)) : stake;
  const move = {
    userId: Number(r.user_id),
    currency: r.currency,
    game: r.game,
    amount: payout,
    key: `bet:${r.id}:win`,
    reference: `bet:${r.id}`,
  };
  let balance: number | null = null;
  if (!risked) balance = (await refundStake(tx, move)).balance;
  else if (payout > 0) balance = (await payWinnings(tx, move)).balance;
  if (risked) {
    await countSettledBet(tx, {
      userId: move.userId,
      currency: r.currency,
      product: 'casino',
      game: r.game,
      wagered: stake,
      paid: payout,
      edge: stake * def.riskOf(seed, r.params, state, EDGE),
    });
  }
  const { rows } = await tx.query<{ created_at: unknown }>(
    `UPDATE bets SET status = 'settled', settled_at = now(), outcome = $2, multiplier = $3, payout = $4,
       balance_after = COALESCE($5, balance_after),
       action_keys = CASE WHEN $6::text IS NULL THEN action_keys ELSE array_append(action_keys, $6::text) END
     WHERE id = $1 RETURNING id`,
    [r.id, JSON.stringify(state), multiplier, payout, balance, action],
  );
  if (!rows[0]) throw new Error(`round ${r.id} vanished`);
  return view(
    def,
    {
      ...r,
      status: 'settled',
      outcome: state,
      multiplier: String(multiplier),
      payout: String(payout),
      balance_after: balance === null ? r.balance_after : String(balance),
    },
    balance,
  );
}

export interface ActionKey {
  key: string;
  hash: string;
}

/**
 * Runs an action on the player's open round under its row lock. An action whose key the round has
 * seen (a retry, even a late one) answers with the round as it now stands and does nothing, also
 * after the round ended; the same key with another request is refused.
 */
async function act(
  db: Db,
  userId: number,
  def: Round,
  k: ActionKey,
  fn: (tx: Queryable, r: Row, action: string) => Promise<RoundResponse>,
): Promise<RoundResponse> {
  const action = `${k.key}:${k.hash}`;
  const seen = (r: Row) => {
    const same = r.action_keys?.find((a) => a.startsWith(`${k.key}:`));
    if (same && same !== action) throw keyReused();
    return same !== undefined;
  };
  return inWalletTransaction(db, async (tx) => {
    const { rows } = await tx.query<Row>(
      `${SELECT} WHERE b.user_id = $1 AND b.game = $2 AND b.status = 'open' FOR UPDATE OF b`,
      [userId, def.slug],
    );
    const open = rows[0];
    if (open && seen(open)) return view(def, open);
    // A retry of an action of the round before (the one that ended it, most likely) answers with that
    // round, even when a new round is open by now: it must never act on the new one.
    const { rows: last } = await tx.query<Row>(
      `${SELECT} WHERE b.user_id = $1 AND b.game = $2 AND b.status = 'settled' AND b.action_keys IS NOT NULL
        ORDER BY b.id DESC LIMIT 1`,
      [userId, def.slug],
    );
    if (last[0] && seen(last[0])) return view(def, last[0]);
    if (open) return fn(tx, open, action);
    throw new BetError('no_open_game', 'No game in progress', '_');
  });
}

const invalidMove = (e: unknown) =>
  e instanceof RangeError && e.message.startsWith('invalid_move: ')
    ? new BetError('invalid_move', e.message.slice('invalid_move: '.length), 'action')
    : e;

/** One action of the round (a tile, a guess); a move whose win could pay above the maximum is refused. */
export function roundAction(db: Db, limits: BetLimits, userId: number, def: Round, action: unknown, k: ActionKey) {
  return act(db, userId, def, k, async (tx, r, keyed) => {
    const seed = seedOf(r);
    const m = Number(r.multiplier);
    const best = def.actionBestCase?.(seed, r.params, r.outcome, m, action, Number(r.amount), EDGE);
    const cap = maxPayout(limits, r.currency as Currency);
    if (best !== undefined && best > cap) {
      throw new BetError(
        'max_payout_exceeded',
        `Winning this could pay more than the maximum payout of ${cap}: cash out`,
      );
    }
    let next: ReturnType<Round['act']>;
    try {
      next = def.act(seed, r.params, r.outcome, action, EDGE);
    } catch (e) {
      throw invalidMove(e);
    }
    if (next.ends) return settleRound(tx, def, r, next.state, next.multiplier, keyed);
    await tx.query(
      'UPDATE bets SET outcome = $2, multiplier = $3, action_keys = array_append(action_keys, $4::text) WHERE id = $1',
      [r.id, JSON.stringify(next.state), next.multiplier, keyed],
    );
    return view(def, { ...r, outcome: next.state, multiplier: String(next.multiplier) }, null);
  });
}

/**
 * Cash out at the current multiplier. Refused before the round risked anything (no tile opened, no
 * card guessed): handing the stake back at 1.00× was a zero-risk bet that farmed loyalty (issue 38).
 */
export function cashOut(db: Db, userId: number, def: Round, k: ActionKey) {
  return act(db, userId, def, k, (tx, r, action) => {
    if (!def.risked(r.params, r.outcome)) {
      throw new BetError('invalid_move', 'Make a move before cashing out: nothing is at risk yet', 'action');
    }
    return settleRound(tx, def, r, r.outcome, def.cashOutMultiplier(r.params, r.outcome, Number(r.multiplier)), action);
  });
}

/**
 * The operator's timeout (default 30 days): games left open longer are cashed out as they stand.
 * Returns how many were settled; a game that fails is logged and left for the next run.
 */
export async function expireOpenRounds(db: Db, defs: readonly Round[], olderThanDays = 30): Promise<number> {
  const { rows } = await db.query<{ id: string; game: string }>(
    `SELECT id, game FROM bets WHERE status = 'open' AND created_at < now() - make_interval(days => $1)`,
    [olderThanDays],
  );
  let settled = 0;
  for (const { id, game } of rows) {
    const def = defs.find((d) => d.slug === game);
    if (!def) continue;
    try {
      await inWalletTransaction(db, async (tx) => {
        const { rows: locked } = await tx.query<Row>(
          `${SELECT} WHERE b.id = $1 AND b.status = 'open' FOR UPDATE OF b`,
          [id],
        );
        const r = locked[0];
        if (!r) return;
        await settleRound(
          tx,
          def,
          r,
          r.outcome,
          def.cashOutMultiplier(r.params, r.outcome, Number(r.multiplier)),
          null,
        );
        settled++;
      });
    } catch (e) {
      log.error({ roundId: id, err: e }, 'expiring a round failed');
    }
  }
  return settled;
}
