// Multipliers are kept as plain numbers for display; payouts are integers in minor units,
// always rounded DOWN so the house never pays a fraction it did not promise.

/** Rounds a multiplier to 4 decimals (what players see and what payouts use). */
export const roundMultiplier = (m: number) => Math.floor(m * 10_000 + 1e-7) / 10_000;

/** amount × multiplier in minor units, floored; exact for 4-decimal multipliers. */
export function payoutOf(amount: number, multiplier: number): number {
  const m4 = Math.round(multiplier * 10_000);
  return Number((BigInt(amount) * BigInt(m4)) / 10_000n);
}
