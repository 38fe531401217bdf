// European roulette (fairness.md): pocket = floor(f × 37). Every bet pays 36 / (numbers covered),
// i.e. the standard 35:1 … 1:1, so each bet's RTP is 36/37 = 97.30 % whatever the edge setting.
import { type SeedInput, floats } from '../kit/fair';
import { RED } from './pockets';

export { RED };

/** Roulette's bet types: the placement schema, the math and the screen's labels share this list. */
export const ROULETTE_BET_TYPES = [
  'straight',
  'split',
  'street',
  'corner',
  'six_line',
  'trio',
  'first_four',
  'dozen',
  'column',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
] as const;
export type RouletteBetType = (typeof ROULETTE_BET_TYPES)[number];

/** The bet types that name their numbers with `value` (and a split also with `second`). */
export const ROULETTE_VALUE_TYPES: readonly RouletteBetType[] = [
  'straight',
  'split',
  'street',
  'corner',
  'six_line',
  'trio',
  'dozen',
  'column',
];
export const ROULETTE_RTP = 36 / 37;

const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

/** Numbers a bet covers. `value`: the number (straight), the smallest number (split, street,
 *  corner, six_line), 1–3 (dozen, column), 2 or 3 for trio (0-1-2 or 0-2-3). null = not a valid bet:
 *  a type that names numbers without `value` is never read as 0. */
export function coveredNumbers(type: RouletteBetType, value?: number, second?: number): number[] | null {
  const col = (n: number) => ((n - 1) % 3) + 1;
  if (ROULETTE_VALUE_TYPES.includes(type) && value === undefined) return null;
  if (!ROULETTE_VALUE_TYPES.includes(type) && (value !== undefined || second !== undefined)) return null;
  if (type !== 'split' && second !== undefined) return null;
  if (value === undefined) value = 0;
  switch (type) {
    case 'straight':
      return value >= 0 && value <= 36 ? [value] : null;
    case 'split': {
      if (second === undefined) return null;
      const [a, b] = [Math.min(value, second), Math.max(value, second)];
      if (a < 0 || b > 36 || a === b) return null;
      if (a === 0) return b <= 3 ? [a, b] : null;
      if (b - a === 3 || (b - a === 1 && col(a) !== 3)) return [a, b];
      return null;
    }
    case 'street':
      return value >= 1 && value <= 34 && col(value) === 1 ? [value, value + 1, value + 2] : null;
    case 'corner':
      return value >= 1 && value <= 32 && col(value) !== 3 ? [value, value + 1, value + 3, value + 4] : null;
    case 'six_line':
      return value >= 1 && value <= 31 && col(value) === 1 ? range(value, value + 5) : null;
    case 'trio':
      return value === 2 ? [0, 1, 2] : value === 3 ? [0, 2, 3] : null;
    case 'first_four':
      return [0, 1, 2, 3];
    case 'dozen':
      return value >= 1 && value <= 3 ? range(value * 12 - 11, value * 12) : null;
    case 'column':
      return value >= 1 && value <= 3 ? range(1, 36).filter((n) => col(n) === value) : null;
    case 'red':
      return range(1, 36).filter((n) => RED.has(n));
    case 'black':
      return range(1, 36).filter((n) => !RED.has(n));
    case 'odd':
      return range(1, 36).filter((n) => n % 2 === 1);
    case 'even':
      return range(1, 36).filter((n) => n % 2 === 0);
    case 'low':
      return range(1, 18);
    case 'high':
      return range(19, 36);
  }
}

/** Total return per unit staked when the bet wins: 36 / covered. */
export const rouletteMultiplier = (covered: number) => 36 / covered;
export const roulettePocket = (f: number) => Math.floor(f * 37);

export interface RoulettePlacement {
  type: RouletteBetType;
  value?: number;
  second?: number;
  amount: number;
}

/** The most a set of placements can pay: the best pocket's total (36/n of each covering stake). */
export function rouletteBestCase(placements: RoulettePlacement[]): number {
  let best = 0;
  for (let pocket = 0; pocket <= 36; pocket++) {
    let total = 0;
    for (const p of placements) {
      const nums = coveredNumbers(p.type, p.value, p.second);
      if (nums?.includes(pocket)) total += Math.floor((p.amount * 36) / nums.length);
    }
    best = Math.max(best, total);
  }
  return best;
}

/** Spins once for a set of placements; payout per placement in minor units (36/n is exact). */
/**
 * Exact RTP of a set of placements: each of the 37 pockets is equally likely, and each pays what
 * the table pays (36/n of a placement on n numbers, floored to the minor unit). 36/37 for a single
 * placement whose amount divides evenly; a little less where the floor bites.
 */
export function rouletteRtp(placements: RoulettePlacement[]): number {
  let staked = 0;
  let paid = 0;
  for (const p of placements) {
    const nums = coveredNumbers(p.type, p.value, p.second);
    if (!nums) throw new RangeError(`invalid roulette bet ${p.type}`);
    staked += p.amount;
    paid += nums.length * Math.floor((p.amount * 36) / nums.length);
  }
  return staked ? paid / 37 / staked : 0;
}

export function playRoulette(seed: SeedInput, placements: RoulettePlacement[]) {
  const pocket = roulettePocket(floats(seed, 1)[0]!);
  let payout = 0;
  let staked = 0;
  for (const p of placements) {
    const nums = coveredNumbers(p.type, p.value, p.second);
    if (!nums) throw new RangeError(`invalid roulette bet ${p.type}`);
    staked += p.amount;
    if (nums.includes(pocket)) payout += Math.floor((p.amount * 36) / nums.length);
  }
  return { outcome: { pocket }, payout, staked, multiplier: staked ? payout / staked : 0 };
}
