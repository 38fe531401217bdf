import { WALLET_ERROR_CODES, WalletError, type WalletErrorCode } from '../../contract/wallet-errors';
import type { Queryable } from '../db/types';
import { assertMinor } from './ledger.server';
import { countBet, countPayout } from '../ops/metrics.server';
import { afterCommit, balanceChanged } from './notify.server';

// Stakes and winnings: the hot path of every game. Each movement is ONE statement, the database's
// wallet_game_move (migration 17): the exclusion, the balance and every loss limit of the player
// are checked there from running totals, and the ledger transaction, its postings and the cached
// balance are written together. A refusal raises and changes nothing.

export interface GameMoveInput {
  userId: number;
  currency: string;
  /** Minor units, integer > 0 (a payout may be 0: nothing is posted). */
  amount: number;
  /** Registry slug, e.g. 'dice': names the house account. */
  game: string;
  /** Unique per movement, e.g. `bet:<betId>:stake`. */
  key: string;
  /** e.g. `bet:<betId>` / `round:<id>`. */
  reference: string;
}
export interface GameMoveResult {
  /** The cash balance after the movement (after the first one, for a replay). */
  balance: number;
  replayed: boolean;
  postingId: string;
}

/** A refusal raised by the database's bet functions: `casino:<code>` with JSON details. */
export interface SqlRefusal {
  code: string;
  details: Record<string, unknown>;
}

/** Reads a refusal of migration 17's functions out of a driver error (PGlite and node-postgres alike). */
export function sqlRefusal(e: unknown): SqlRefusal | null {
  const err = e as { message?: unknown; detail?: unknown } | null;
  const m = typeof err?.message === 'string' ? /^casino:([a-z_]+)$/.exec(err.message) : null;
  if (!m) return null;
  let details: Record<string, unknown> = {};
  try {
    if (typeof err?.detail === 'string' && err.detail) details = JSON.parse(err.detail) as Record<string, unknown>;
  } catch {
    // Details are a courtesy; the code is what counts.
  }
  return { code: m[1]!, details };
}

/** A database refusal as the wallet's own error, or the error as it came. */
export function asWalletError(e: unknown): unknown {
  const r = sqlRefusal(e);
  if (!r || !(WALLET_ERROR_CODES as readonly string[]).includes(r.code)) return e;
  return new WalletError(r.code as WalletErrorCode, undefined, r.details);
}

const MOVE_SQL = 'SELECT * FROM wallet_game_move($1, $2, $3, $4, $5, $6, $7, $8)';

async function move(tx: Queryable, m: GameMoveInput, kind: 'stake' | 'win' | 'refund'): Promise<GameMoveResult> {
  let rows: { balance: number; posting_id: number | null; replayed: boolean }[];
  try {
    ({ rows } = await tx.query(MOVE_SQL, [
      m.userId,
      m.currency,
      m.game,
      kind === 'stake' ? m.amount : 0,
      kind === 'stake' ? 0 : m.amount,
      m.key,
      kind,
      m.reference,
    ]));
  } catch (e) {
    throw asWalletError(e);
  }
  const r = rows[0]!;
  if (!r.replayed) {
    balanceChanged(tx, m.userId);
    // The metrics by game (rooms, round games' winnings, refunds): counted once the money moved for good.
    afterCommit(tx, () =>
      kind === 'stake' ? countBet(m.game, m.currency, m.amount, 0) : countPayout(m.game, m.currency, m.amount),
    );
  }
  return {
    balance: Number(r.balance),
    replayed: r.replayed,
    postingId: r.posting_id === null ? '' : String(r.posting_id),
  };
}

/**
 * Debits a stake from the player's cash into the game's house account: inside the caller's
 * transaction, or on the database itself, where the one statement is its own transaction (one round
 * trip). Enforces loss limits and exclusions. Throws WalletError 'insufficient_funds' |
 * 'limit_exceeded' | 'excluded' | 'currency_mismatch'; a repeated key returns the first result.
 */
export async function placeStake(tx: Queryable, m: GameMoveInput): Promise<GameMoveResult> {
  assertMinor(m.amount);
  return move(tx, m, 'stake');
}

/** Credits winnings from the game's house account to the player's cash; 0 posts nothing. */
export async function payWinnings(tx: Queryable, m: GameMoveInput): Promise<GameMoveResult> {
  assertMinor(m.amount, true);
  if (m.amount === 0) return { balance: await cashBalance(tx, m.userId, m.currency), replayed: false, postingId: '' };
  return move(tx, m, 'win');
}

/** The player's cash balance in a currency (0 without an account): what a replayed game call answers. */
export async function cashBalance(db: Queryable, userId: number, currency: string): Promise<number> {
  const { rows } = await db.query<{ balance: number }>(
    `SELECT balance FROM wallet_accounts WHERE user_id = $1 AND currency = $2 AND kind = 'cash'`,
    [userId, currency],
  );
  return Number(rows[0]?.balance ?? 0);
}

/**
 * Returns a stake from the game's house account to the player (a shared round that never started,
 * a room left with one player): posted as kind 'refund', so history and loss limits read it as such.
 */
export async function refundStake(tx: Queryable, m: GameMoveInput): Promise<GameMoveResult> {
  assertMinor(m.amount);
  return move(tx, m, 'refund');
}
