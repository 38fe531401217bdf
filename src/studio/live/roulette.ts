// European roulette (one zero), fairness.md "Roulette": pocket = floor(f × 37) with f the round's first
// chain float. Every bet covering k numbers pays 36/k − 1 to 1 (35:1 straight … 1:1 even money), so
// each returns 36/37 = 97.30 % whatever it covers; zero loses every outside bet (no la partage).
// Pure: the server, the browser's board and the verifier share it.
import { chainFloats } from './fair';

export const POCKETS = 37;
/** The wheel's pockets clockwise from zero (the single-zero layout). */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
] as const;
export const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
export const colorOf = (n: number): 'green' | 'red' | 'black' => (n === 0 ? 'green' : RED.has(n) ? 'red' : 'black');

export const pocketOf = (f: number) => Math.floor(f * POCKETS);
/** The round's pocket from its revealed hash and its chain's salt. */
export const roulettePocket = (roundHash: string, salt: string) => pocketOf(chainFloats(roundHash, salt)[0]!);

export const INSIDE = ['straight', 'split', 'street', 'corner', 'line'] as const;
export const OUTSIDE = ['dozen', 'column', 'red', 'black', 'odd', 'even', 'low', 'high'] as const;
export type RouletteBetType = (typeof INSIDE)[number] | (typeof OUTSIDE)[number];

/** One position on the layout: inside bets name their numbers, dozens and columns their index. */
export interface RouletteBet {
  type: RouletteBetType;
  numbers?: number[];
  index?: number;
}

const key = (ns: number[]) => [...ns].sort((a, b) => a - b).join('-');

// The layout: number n (1–36) sits in row floor((n − 1) / 3) and column (n − 1) % 3.
function insideCombos(): Record<(typeof INSIDE)[number], Set<string>> {
  const split = new Set<string>(['0-1', '0-2', '0-3']);
  const street = new Set<string>(['0-1-2', '0-2-3']);
  const corner = new Set<string>(['0-1-2-3']); // "first four"
  const line = new Set<string>();
  const straight = new Set<string>(Array.from({ length: 37 }, (_, n) => String(n)));
  for (let n = 1; n <= 36; n++) {
    const col = (n - 1) % 3;
    const row = Math.floor((n - 1) / 3);
    if (col < 2) split.add(key([n, n + 1]));
    if (row < 11) split.add(key([n, n + 3]));
    if (col === 0) street.add(key([n, n + 1, n + 2]));
    if (col < 2 && row < 11) corner.add(key([n, n + 1, n + 3, n + 4]));
    if (col === 0 && row < 11) line.add(key([n, n + 1, n + 2, n + 3, n + 4, n + 5]));
  }
  return { straight, split, street, corner, line };
}
export const INSIDE_COMBOS = insideCombos();
const SIZE = { straight: 1, split: 2, street: 3, corner: 4, line: 6 } as const;

/** The numbers a bet covers, or null when the position does not exist on the layout. */
export function coveredNumbers(b: RouletteBet): number[] | null {
  const all = Array.from({ length: 36 }, (_, i) => i + 1);
  switch (b.type) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'line': {
      const ns = b.numbers;
      if (!ns || ns.length !== SIZE[b.type] || new Set(ns).size !== ns.length) return null;
      return INSIDE_COMBOS[b.type].has(key(ns)) ? [...ns].sort((x, y) => x - y) : null;
    }
    case 'dozen':
      return b.index === 1 || b.index === 2 || b.index === 3 ? all.slice((b.index - 1) * 12, b.index * 12) : null;
    case 'column':
      return b.index === 1 || b.index === 2 || b.index === 3 ? all.filter((n) => (n - 1) % 3 === b.index! - 1) : null;
    case 'red':
      return all.filter((n) => RED.has(n));
    case 'black':
      return all.filter((n) => !RED.has(n));
    case 'odd':
      return all.filter((n) => n % 2 === 1);
    case 'even':
      return all.filter((n) => n % 2 === 0);
    case 'low':
      return all.slice(0, 18);
    case 'high':
      return all.slice(18);
    default:
      return null;
  }
}

/** Winnings to 1 of a bet covering k numbers: 35, 17, 11, 8, 5, 2, 1. */
export const rouletteOdds = (covered: number) => 36 / covered - 1;

/** A canonical name of a position (the board's chips and the stored bet agree on it). */
export function rouletteBetKey(b: RouletteBet): string {
  if (b.numbers) return `${b.type}:${key(b.numbers)}`;
  if (b.index !== undefined) return `${b.type}:${b.index}`;
  return b.type;
}

/** What a position returns on `pocket` (stake included; 0 when it loses). Odds are whole: no rounding. */
export function rouletteReturn(b: RouletteBet, amount: number, pocket: number): number {
  const ns = coveredNumbers(b);
  if (!ns?.includes(pocket)) return 0;
  return amount * (rouletteOdds(ns.length) + 1);
}

/** The exact return to player of a position, from the layout (36/37 for every one). */
export function rouletteRtp(b: RouletteBet): number {
  const ns = coveredNumbers(b);
  if (!ns) throw new RangeError('no such position');
  return (ns.length / POCKETS) * (rouletteOdds(ns.length) + 1);
}
