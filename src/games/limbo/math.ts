// Limbo (fairness.md): the player names a target multiplier t (1.01 … LIMBO_MAX_TARGET, two decimals);
// one float f gives k = floor(f × 2^32) and the result
//   max(1, floor((1 − e) × 2^32 / (k + 1) × 100) / 100);
// the bet wins when result ≥ t and then pays t. Everything is counted in whole hundredths and
// integers: with the edge in basis points b (9900 for 1 %), the result in hundredths is
// floor(b × 2^32 / (100 (k + 1))), which falls as k grows, so it is at least T (t in hundredths)
// for exactly the k below W(T) = floor(b × 2^32 / (100 T)): P(win) = W(T) / 2^32 and the exact
// RTP is t × W(T) / 2^32, a hair under 1 − e (at most t / 2^32 under it: 0.98977 at t = 1,000,000).
//
// Numbers stay exact in doubles: b × 2^32 < 2^46, and a quotient of integers below 2^53 whose
// true value lies under an integer q lies at least 1/divisor (relative 2^-46) under it, far more
// than a double's rounding (2^-53), so Math.floor never rounds up onto q.
import { type SeedInput, floats } from '../kit/fair';

export const LIMBO_MIN_TARGET = 1.01;
/** The highest target (as the leading sites): its exact RTP is still above 98.97 %. */
export const LIMBO_MAX_TARGET = 1_000_000;
const U32 = 2 ** 32;

/** The edge as whole basis points of return: 0.01 → 9900. */
export const returnBp = (edge = 0.01) => Math.round((1 - edge) * 10_000);

/** A target (or result) in whole hundredths: 2 → 200, 1.01 → 101. */
export const hundredths = (x: number) => Math.round(x * 100);

/** The result in whole hundredths for k = floor(f × 2^32). */
export function limboResultHundredths(k: number, edge = 0.01): number {
  return Math.max(100, Math.floor((returnBp(edge) * U32) / (100 * (k + 1))));
}

/** The result multiplier of one float, two decimals. */
export const limboResult = (f: number, edge = 0.01) => limboResultHundredths(Math.floor(f * U32), edge) / 100;

/** How many of the 2^32 equally likely k win at this target: those with k < W(T). */
export function limboWinningCount(target: number, edge = 0.01): number {
  const t = hundredths(target);
  return Math.min(U32, Math.floor((returnBp(edge) * U32) / (100 * t)));
}

/** The exact chance to win at this target, a fraction. */
export const limboChance = (target: number, edge = 0.01) => limboWinningCount(target, edge) / U32;

/** Exact RTP at this target: it pays the target with the chance above. */
export const limboRtp = (target: number, edge = 0.01) =>
  (hundredths(target) * limboWinningCount(target, edge)) / (100 * U32);

export function playLimbo(seed: SeedInput, p: { target: number }, edge = 0.01) {
  const result = limboResult(floats(seed, 1)[0]!, edge);
  const win = hundredths(result) >= hundredths(p.target);
  return { outcome: { result }, multiplier: win ? hundredths(p.target) / 100 : 0 };
}
