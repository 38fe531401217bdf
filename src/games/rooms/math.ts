// Rooms (fairness.md "Rooms"): jackpot pots. Tickets are issued in commit order, one per minor unit
// staked; the winning ticket is floor(f × totalTickets) with f = r / 2^52 from the round's committed
// hash and salt (r as for crash, ../kit/fair/chain.ts); the published commission never takes the winner
// below their own stake. Integers only (minor units); pure, runs in the browser verifier too.
import { TWO_52, roundBits52 } from '../kit/fair/chain';

export interface Stake<P = string> {
  player: P;
  /** Minor units; one ticket each. */
  amount: number;
}

/** A stake's tickets: [from, to), from inclusive, to exclusive. */
export interface TicketRange<P = string> extends Stake<P> {
  from: number;
  to: number;
}

/** Ranges in the order the stakes were committed: the first stake holds tickets 0 … amount − 1. */
export function assignTickets<P>(stakes: readonly Stake<P>[]): TicketRange<P>[] {
  let next = 0;
  return stakes.map((s) => {
    if (!Number.isSafeInteger(s.amount) || s.amount < 1) throw new RangeError('a stake is a positive whole amount');
    const from = next;
    next += s.amount;
    if (!Number.isSafeInteger(next)) throw new RangeError('the pot is too large');
    return { ...s, from, to: next };
  });
}

/**
 * floor(f × totalTickets), f = r / 2^52, computed exactly as floor(r × total / 2^52) in BigInt. (With
 * 52 bits the bias towards low tickets is at most total / 2^52: nil for any real pot.)
 */
export function winningTicket(roundHash: string, salt: string, totalTickets: number): number {
  if (!Number.isSafeInteger(totalTickets) || totalTickets < 1) throw new RangeError('the pot holds no tickets');
  return ticketFromBits(roundBits52(roundHash, salt), totalTickets);
}

/** The same from r in [0, 2^52) directly (tests and verifiers that derive r themselves). */
export const ticketFromBits = (r: number, totalTickets: number) =>
  Number((BigInt(r) * BigInt(totalTickets)) / BigInt(TWO_52));

/** The range holding the ticket (binary search over the ordered ranges), or undefined past the end. */
export function winnerOf<P>(ranges: readonly TicketRange<P>[], ticket: number): TicketRange<P> | undefined {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const r = ranges[mid] as TicketRange<P>;
    if (ticket < r.from) hi = mid - 1;
    else if (ticket >= r.to) lo = mid + 1;
    else return r;
  }
  return undefined;
}

/**
 * The winner's payout and the house commission from a pot of `total`: commission =
 * min(floor(total × bps / 10000), total − winnerStake), so the payout is never below the winner's own
 * stake (a winner holding 99% of the pot pays at most the other 1%).
 */
export function settlePot(total: number, winnerStake: number, commissionBps: number) {
  if (!Number.isSafeInteger(total) || total < 1) throw new RangeError('the pot must be a positive whole amount');
  if (!Number.isSafeInteger(winnerStake) || winnerStake < 1 || winnerStake > total)
    throw new RangeError("the winner's stake must be part of the pot");
  if (!Number.isInteger(commissionBps) || commissionBps < 0 || commissionBps > 10_000)
    throw new RangeError('the commission is 0–10000 basis points');
  const published = Number((BigInt(total) * BigInt(commissionBps)) / 10_000n);
  const commission = Math.min(published, total - winnerStake);
  return { payout: total - commission, commission };
}
