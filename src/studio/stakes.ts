// The studio's bet levels per currency, in minor units: a 1-2-5 ladder between the currency's
// minimum and maximum (RUB 10.00–10,000.00 and the same order of value elsewhere). Any other stake is
// refused (422). Pure: the page's stake selector and the spin route share it.

const ladder = (min: number, max: number): number[] => {
  const out: number[] = [];
  for (let p = 1; p <= max; p *= 10) for (const m of [1, 2, 5]) if (p * m >= min && p * m <= max) out.push(p * m);
  return out;
};

/** Minor units. XXX is the demo's play money (10,000.00 per session). */
export const STAKE_LEVELS: Record<string, readonly number[]> = {
  RUB: ladder(1_000, 1_000_000),
  USD: ladder(10, 10_000),
  EUR: ladder(10, 10_000),
  KZT: ladder(5_000, 5_000_000),
  INR: ladder(1_000, 1_000_000),
  XXX: ladder(100, 100_000),
};

export const stakeLevels = (currency: string): readonly number[] => STAKE_LEVELS[currency] ?? [];
export const isStakeLevel = (currency: string, stake: number) => stakeLevels(currency).includes(stake);
