import type { Queryable } from '../db/types';
import { countPayout } from '../ops/metrics.server';
import { afterCommit, balanceChanged } from './notify.server';
import { asWalletError, sqlRefusal } from './stakes.server';

// The sportsbook's money (issue 22): the only place its bets' money moves, through migration 28's
// functions. A bet's stake in one statement with the bet; every later movement (a settlement's
// difference, a reversal, a refund, a cash-out) appended to the bet's moves under the bet's lock.

export interface SportsBetInput {
  userId: number;
  currency: string;
  key: string;
  requestHash: string;
  kind: 'single' | 'accumulator' | 'system';
  system: string | null;
  stake: number;
  potentialWin: number;
  acceptOdds: 'none' | 'higher' | 'any';
  /**
   * The price each leg takes, at the outcome version the service read; a version of null checks the
   * price itself instead (the one-trip path, when the player takes only the price shown).
   */
  legs: { outcomeId: number; version: number | null; odds: number }[];
  /** Operator limits: the most one player may have open on one event, and open in all (null: none). */
  eventMax: number | null;
  openMax: number | null;
  /** Live delay in ms by the feed's sport id, with 'default'. */
  delays: Record<string, number>;
}

export type SportsBetPlaced =
  | {
      ok: true;
      betId: number;
      status: 'pending' | 'accepted';
      balance: number;
      decideAt: number | null;
      placedAt: number;
      replayed: boolean;
    }
  /** A leg moved (price version, status, producer) since it was priced: read again. */
  | { ok: false; code: 'changed' }
  | { ok: false; code: 'open_limit' | 'event_limit'; details: Record<string, unknown> };

const PLACE_SQL = 'SELECT * FROM sb_place_bet($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)';

export async function placeSportsBet(q: Queryable, b: SportsBetInput): Promise<SportsBetPlaced> {
  let rows: {
    bet_id: string;
    status: string;
    balance: string;
    decide_at: string | null;
    placed_at: string;
    replayed: boolean;
  }[];
  try {
    ({ rows } = await q.query(PLACE_SQL, [
      b.userId,
      b.currency,
      b.key,
      b.requestHash,
      b.kind,
      b.system,
      b.stake,
      b.potentialWin,
      b.acceptOdds,
      b.legs.map((l) => l.outcomeId),
      b.legs.map((l) => l.version),
      b.legs.map((l) => l.odds),
      b.eventMax,
      b.openMax,
      JSON.stringify(b.delays),
    ]));
  } catch (e) {
    const r = sqlRefusal(e);
    if (r?.code === 'sb_changed') return { ok: false, code: 'changed' };
    // Waiting on a market a result message holds can end in a deadlock with it (rare: a lot of
    // several messages): nothing was written, the service reads and tries again.
    const code = (e as { code?: string } | null)?.code;
    if (code === '40P01' || code === '40001') return { ok: false, code: 'changed' };
    if (r?.code === 'open_limit' || r?.code === 'event_limit') return { ok: false, code: r.code, details: r.details };
    throw asWalletError(e);
  }
  const r = rows[0]!;
  if (!r.replayed) balanceChanged(q, b.userId);
  return {
    ok: true,
    betId: Number(r.bet_id),
    status: r.status as 'pending' | 'accepted',
    balance: Number(r.balance),
    decideAt: r.decide_at === null ? null : Number(r.decide_at),
    placedAt: Number(r.placed_at),
    replayed: r.replayed,
  };
}

/**
 * Moves a bet's net paid to `target` (settlement, re-settlement after a rollback, a cash-out, the
 * refund of a rejected bet): pays or reverses the difference. Call inside a transaction holding the
 * bet's row lock. Returns the player's balance after it (null when nothing moved).
 */
export async function moveSportsBetTo(
  tx: Queryable,
  bet: { id: number; userId: number; paid: number; currency: string },
  target: number,
  kind: 'settle' | 'refund' | 'cashout',
): Promise<number | null> {
  const delta = target - bet.paid;
  if (delta === 0) return null;
  const { rows } =
    delta > 0
      ? await tx.query<{ balance: string }>('SELECT * FROM sb_pay($1, $2, $3)', [bet.id, kind, delta])
      : await tx.query<{ balance: string }>('SELECT * FROM sb_reverse($1, $2)', [bet.id, -delta]);
  balanceChanged(tx, bet.userId);
  // Paid out (a reversal takes back what a counter cannot give back: the metric counts payments).
  if (delta > 0) afterCommit(tx, () => countPayout('sportsbook', bet.currency, delta));
  return Number(rows[0]!.balance);
}
