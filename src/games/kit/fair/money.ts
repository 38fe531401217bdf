// Multipliers are 4-decimal numbers (what players see and what payouts use). A payout is
// amount × multiplier in minor units; when that product has a fraction of a minor unit, the
// fraction is paid as a chance of one more unit, decided by the bet's own seeds (the rounding
// float, fairness rules in docs/decisions/032-honest-rtp-at-every-stake.md). The house thus pays
// exactly amount × multiplier on average at every stake, while every payout stays a whole minor
// unit that anyone can recompute.
import { type SeedInput, roundBytes } from './engine';

/** Rounds a multiplier to 4 decimals, down (what players see and what payouts use). */
export const roundMultiplier = (m: number) => Math.floor(m * 10_000 + 1e-7) / 10_000;

const U32 = 2 ** 32;

/**
 * The bet's rounding float in [0, 1): the first 4 bytes of
 * HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:payout`), big-endian, over 2^32. A message no
 * game's outcome uses (their third field is a round number), so outcomes are untouched.
 */
export function roundingFloat(s: SeedInput): number {
  const b = roundBytes(s, 'payout');
  return new DataView(b.buffer, b.byteOffset, 4).getUint32(0) / U32;
}

/** amount × multiplier exactly, in ten-thousandths of a minor unit (multipliers have 4 decimals). */
const tenThousandths = (amount: number, multiplier: number) => BigInt(amount) * BigInt(Math.round(multiplier * 10_000));

/**
 * amount × multiplier in minor units. The whole part is paid; a fraction r (in ten-thousandths) adds
 * one unit when u × 10000 < r, i.e. with probability r / 10000. Without `u` the fraction is dropped
 * (a floor: displays and bounds only, never a settled payout).
 */
export function payoutOf(amount: number, multiplier: number, u?: number): number {
  const x = tenThousandths(amount, multiplier);
  const whole = x / 10_000n;
  const rest = Number(x % 10_000n);
  const paid = whole + (u !== undefined && u * 10_000 < rest ? 1n : 0n);
  if (paid > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('payout too large');
  return Number(paid);
}

/** The largest payout amount × multiplier can round to (the whole part, plus one unit for a fraction). */
export function payoutCeiling(amount: number, multiplier: number): number {
  const c = (tenThousandths(amount, multiplier) + 9_999n) / 10_000n;
  return c > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(c);
}
