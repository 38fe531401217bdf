// Settling an instant bet: nonce, outcome, bet row, stake and winnings in ONE transaction, so a
// bet either happened completely (and is found again by its key) or not at all. Domain code.
import type { BetResponse, InstantGame } from '../../contract/bets';
import { BetError } from '../../contract/bets';
import { hashServerSeed } from '../../games/kit/fair';
import { type GameParams, settle } from '../../games/verify';
import type { BetLimits } from '../config/schema';
import type { Db, Queryable } from '../db/types';
import { inWalletTransaction, payWinnings, placeStake } from '../wallet';
import { newClientSeed, newServerSeed, takeNonce } from './seeds.server';

export interface BetRequest<G extends InstantGame> {
  userId: number;
  game: G;
  params: GameParams[G];
  /** The stake (dice, coinflip, keno) or the unit price (cases); roulette sums its placements. */
  amount: number;
  /**
   * Prices per account currency, when the game sets its price (cases): the account currency's
   * replaces `amount`; a currency without one cannot play (currency_mismatch).
   */
  prices?: Record<string, number>;
  key: string;
}

type BetRow = {
  id: string;
  game: string;
  currency: string;
  amount: string;
  params: Record<string, unknown>;
  outcome: Record<string, unknown>;
  multiplier: string;
  payout: string;
  created_at: Date | string;
  server_seed_hash: string;
  client_seed: string;
  nonce: string;
  balance_after: string | null;
};

const BET_SELECT = `SELECT b.id, b.game, b.currency, b.amount, b.params, b.outcome, b.multiplier, b.payout, b.created_at, b.balance_after,
  p.server_seed_hash, p.client_seed, b.nonce FROM bets b JOIN fair_seed_pairs p ON p.id = b.seed_pair_id`;

function toResponse(r: BetRow, balance = r.balance_after === null ? null : Number(r.balance_after)): BetResponse {
  const bet = {
    id: Number(r.id),
    game: r.game,
    amount: Number(r.amount),
    currency: r.currency,
    params: r.params,
    outcome: r.outcome,
    multiplier: Number(r.multiplier),
    payout: Number(r.payout),
    created_at: new Date(r.created_at).toISOString(),
  };
  return {
    bet,
    fair: { server_seed_hash: r.server_seed_hash, client_seed: r.client_seed, nonce: Number(r.nonce) },
    outcome: bet.outcome,
    multiplier: bet.multiplier,
    payout: bet.payout,
    balance,
  };
}

/** Checks a stake against the operator's table (spec section 9); games without a row are unlimited. */
export function checkLimits(limits: BetLimits, currency: string, game: string, stake: number) {
  const row = (limits as Record<string, { games?: Record<string, { min?: number; max?: number }> }>)[currency]?.games?.[
    game
  ];
  if (row?.min !== undefined && stake < row.min)
    throw new BetError('below_min_bet', `The minimum bet is ${row.min} (minor units)`);
  if (row?.max !== undefined && stake > row.max)
    throw new BetError('above_max_bet', `The maximum bet is ${row.max} (minor units)`);
}

async function findBet(db: Queryable, userId: number, game: string, key: string): Promise<BetRow | undefined> {
  const { rows } = await db.query<BetRow>(
    `${BET_SELECT} WHERE b.user_id = $1 AND b.game = $2 AND b.idempotency_key = $3`,
    [userId, game, key],
  );
  return rows[0];
}

const isUniqueViolation = (e: unknown) => (e as { code?: string }).code === '23505';

/**
 * Places and settles an instant bet. A repeat with the same key returns the first bet and moves
 * no money; two racing repeats: one inserts, the other hits the unique key and reads it back.
 */
export async function placeInstantBet<G extends InstantGame>(
  db: Db,
  limits: BetLimits,
  req: BetRequest<G>,
  edge = 0.01,
): Promise<BetResponse> {
  // One round trip for the account currency and an earlier bet under the same key.
  const { rows: first } = await db.query<BetRow & { user_currency: string | null }>(
    `SELECT u.currency AS user_currency, x.* FROM users u LEFT JOIN (${BET_SELECT} WHERE b.user_id = $1 AND b.game = $2 AND b.idempotency_key = $3) x ON true
      WHERE u.id = $1`,
    [req.userId, req.game, req.key],
  );
  const currency = first[0]?.user_currency;
  if (!currency) throw new BetError('currency_required', 'Choose the account currency first', 'currency');
  if (first[0]?.id) return toResponse(first[0]);
  if (req.prices) {
    const price = req.prices[currency];
    if (!Number.isSafeInteger(price) || price! <= 0)
      throw new BetError('currency_mismatch', `This has no price in ${currency}`, 'currency');
    req = { ...req, amount: price! };
  }
  // The stake is known before any randomness: limits never see the outcome.
  const stakeOnly = settle(
    req.game,
    { serverSeed: '0'.repeat(64), clientSeed: 'x', nonce: 0 },
    req.params,
    req.amount,
    edge,
  ).stake;
  checkLimits(limits, currency, req.game, stakeOnly);
  try {
    return await inWalletTransaction(db, async (tx) => {
      const pair = await takeNonce(tx, req.userId);
      const s = settle(
        req.game,
        { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nonce },
        req.params,
        req.amount,
        edge,
      );
      // Movement keys derive from the request's own key, so the bet row can be written last,
      // with the balance the movements produced, in a single INSERT.
      const ref = `bet:${req.userId}:${req.game}:${req.key}`;
      const move = { userId: req.userId, currency, game: req.game, reference: ref };
      let result = await placeStake(tx, { ...move, amount: s.stake, key: `${ref}:stake` });
      if (s.payout > 0) result = await payWinnings(tx, { ...move, amount: s.payout, key: `${ref}:win` });
      const { rows } = await tx.query<BetRow>(
        `INSERT INTO bets (user_id, game, currency, amount, seed_pair_id, nonce, params, outcome, multiplier, payout, idempotency_key, settled_at, balance_after)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now(), $14)
         RETURNING id, game, currency, amount, params, outcome, multiplier, payout, created_at, balance_after, $12::text AS server_seed_hash, $13::text AS client_seed, nonce`,
        [
          req.userId,
          req.game,
          currency,
          s.stake,
          pair.id,
          pair.nonce,
          JSON.stringify(req.params),
          JSON.stringify(s.outcome),
          s.multiplier,
          s.payout,
          req.key,
          pair.serverSeedHash,
          pair.clientSeed,
          result.balance,
        ],
      );
      const bet = rows[0]!;
      return toResponse(bet, result.balance);
    });
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    const again = await findBet(db, req.userId, req.game, req.key);
    if (!again) throw e;
    return toResponse(again);
  }
}

/** Play for fun: a throwaway pair revealed at once; no database, no wallet. */
export function playForFun<G extends InstantGame>(
  game: G,
  params: GameParams[G],
  amount: number,
  edge = 0.01,
): BetResponse {
  const serverSeed = newServerSeed();
  const clientSeed = newClientSeed();
  const s = settle(game, { serverSeed, clientSeed, nonce: 0 }, params, amount, edge);
  const fair = { server_seed_hash: hashServerSeed(serverSeed), client_seed: clientSeed, nonce: 0 };
  return {
    bet: {
      id: null,
      game,
      amount: s.stake,
      currency: null,
      params: params as Record<string, unknown>,
      outcome: s.outcome,
      multiplier: s.multiplier,
      payout: s.payout,
      created_at: new Date().toISOString(),
    },
    fair,
    outcome: s.outcome,
    multiplier: s.multiplier,
    payout: s.payout,
    balance: null,
    server_seed: serverSeed,
  };
}
