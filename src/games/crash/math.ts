// Crash (fairness.md "Crash and other shared rounds"): a hash chain played backwards, a salt committed
// before round 1, and per round X = r / 2^52 with r the first 52 bits of
// HMAC_SHA256(key = round hash hex text, message = salt); crash point max(1, floor(99 / (1 − X)) / 100),
// so P(crash ≥ m) = 0.99 / m. The chain and byte conventions live in ../kit/fair/chain.ts (rooms share them).
// Pure: no HTTP, no database; runs in the browser verifier too.
import { TWO_52, roundBits52 } from '../kit/fair/chain';

export { chainHashes, terminatingHash, verifyChainLink } from '../kit/fair/chain';

const TWO_52N = BigInt(TWO_52);

/**
 * The crash point in whole hundredths (100 = 1.00×) from r in [0, 2^52): max(100, floor(99 / (1 − X)))
 * with X = r / 2^52, computed exactly as floor(99 × 2^52 / (2^52 − r)) in BigInt (99 × 2^52 exceeds
 * 2^53, and a float division could land a hair under a whole hundredth).
 */
export function crashHundredths(r: number): number {
  if (!Number.isSafeInteger(r) || r < 0 || r >= TWO_52) throw new RangeError('r must be a 52-bit integer');
  const h = (99n * TWO_52N) / (TWO_52N - BigInt(r));
  // Past 2^53 hundredths (a chance of about 1e-14 a round) the number is the nearest double.
  return h < 100n ? 100 : Number(h);
}

/** The round's crash point as a two-decimal multiplier (crashHundredths / 100). */
export const crashPoint = (roundHash: string, salt: string) => crashHundredths(roundBits52(roundHash, salt)) / 100;

/** The published growth rate: the multiplier is e^(GROWTH × t), t in ms since the round's start. */
export const GROWTH_PER_MS = 0.00006;

/**
 * The multiplier shown and paid t ms into a round: e^(0.00006 t) floored to two decimals (1.00 at
 * t ≤ 0). The 1e-9 keeps an exact hundredth (e.g. at elapsedFor's instants) from flooring one step
 * down through float error. The server's clock prices cash-outs with this; browsers only draw it.
 */
export function multiplierAt(elapsedMs: number): number {
  if (!(elapsedMs > 0)) return 1;
  return Math.floor(100 * Math.exp(GROWTH_PER_MS * elapsedMs) + 1e-9) / 100;
}

/**
 * The first whole millisecond at which multiplierAt reaches `multiplier` (when an auto cash-out at
 * that target fires, and when a round crashing there ends). multiplierAt(elapsedFor(m)) ≥ m and
 * multiplierAt(elapsedFor(m) − 1) < m; it equals m while the curve gains under 0.01 a ms (m ≲ 166).
 */
export function elapsedFor(multiplier: number): number {
  if (!(multiplier > 1)) return 0;
  if (!Number.isFinite(multiplier)) throw new RangeError('the multiplier must be finite');
  let t = Math.max(0, Math.ceil(Math.log(multiplier) / GROWTH_PER_MS));
  // The float estimate can be a millisecond off either way; settle it on multiplierAt itself.
  while (multiplierAt(t) < multiplier) t++;
  while (t > 0 && multiplierAt(t - 1) >= multiplier) t--;
  return t;
}

// ---- The house edge a bet puts at risk (loyalty counts it once the bet is settled: issue 38,
// docs/decisions/055-crash-rounds-settle-durably.md).
//
// Exactly from crashHundredths: for a target t ≥ 101 hundredths, floor(99·2^52/(2^52 − r)) ≥ t
// ⟺ 2^52 − r ≤ floor(99·2^52/t), so P(crash ≥ t) = floor(99·2^52/t) / 2^52 (≈ 0.99/m; the
// max(100, …) floor never reaches t). A cash-out at 1.00× (in the first 166 ms) is the instant-crash
// case: a round crashing at 1.00 ends at the start, so it pays only when the crash is ≥ 1.01.

/** The count of r in [0, 2^52) whose round reaches `t` hundredths, i.e. P(a cash-out at t pays) × 2^52. */
export function reachCount(t: number): bigint {
  if (!Number.isSafeInteger(t) || t < 100) throw new RangeError('t must be whole hundredths ≥ 100');
  return (99n * TWO_52N) / BigInt(Math.max(t, 101));
}

/**
 * The house edge per unit staked of a bet cashed out (or aimed) at `t` hundredths, before payouts
 * are floored to minor units: 1 − t/100 × P(crash ≥ t). 0.01 plus a hair for every t ≥ 1.01×
 * (the point's flooring to hundredths); 1 − 0.99/1.01 ≈ 0.0198 at 1.00×.
 */
export function crashEdgeRate(t: number): number {
  const reach = reachCount(t);
  const scale = 100n * TWO_52N;
  // 1 − t·reach/scale, with the subtraction done in integers (reach·t is about 4.5e17).
  return Number(scale - BigInt(t) * reach) / Number(scale);
}

/**
 * The house edge, minor units (fractional), of a bet of `amount` cashed out (or aimed) at `t`
 * hundredths: the stake less the payout it gets (floor(amount × t / 100), as paid) times the
 * chance it gets it. What loyalty counts for a settled crash bet; mirrored by crash_edge() in SQL
 * (migration 32).
 */
export function crashEdge(amount: number, t: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError('amount must be whole minor units');
  const payout = (BigInt(amount) * BigInt(t)) / 100n;
  const num = BigInt(amount) * TWO_52N - reachCount(t) * payout;
  return Number(num) / TWO_52;
}
