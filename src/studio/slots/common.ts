// Pieces the four titles share. Wins are counted in integer hundredths of the stake ("cents of
// stake") so that sums are exact and the multiplier has at most 2 decimals (money.ts allows 4).
import type { Cell } from './types';

/** Symbol codes → indices, and a strip set as index arrays (the hot loops compare small integers). */
export function indexStrips(codes: readonly string[], strips: readonly (readonly string[])[]): Uint8Array[] {
  return strips.map((strip) =>
    Uint8Array.from(strip, (c) => {
      const i = codes.indexOf(c);
      if (i < 0) throw new Error(`unknown symbol ${c}`);
      return i;
    }),
  );
}

/** fairness.md's reel stop: floor(f × reel length). */
export const stopOf = (f: number, length: number) => Math.floor(f * length);

/**
 * Fills `cells` (reel-major: cells[reel × rows + row]) with the window of each strip at its stop:
 * row r of reel i shows strip[(stop + r) mod length], so the stop is the top row's position.
 */
export function fillWindow(strips: readonly Uint8Array[], stops: ArrayLike<number>, rows: number, cells: Uint8Array) {
  for (let reel = 0; reel < strips.length; reel++) {
    const strip = strips[reel]!;
    const len = strip.length;
    const s = stops[reel]!;
    for (let r = 0; r < rows; r++) cells[reel * rows + r] = strip[(s + r) % len]!;
  }
}

/** A grid of codes (columns of rows) for the steps. */
export function gridOf(codes: readonly string[], cells: Uint8Array, reels: number, rows: number): string[][] {
  const out: string[][] = [];
  for (let reel = 0; reel < reels; reel++) {
    const col: string[] = [];
    for (let r = 0; r < rows; r++) col.push(codes[cells[reel * rows + r]!]!);
    out.push(col);
  }
  return out;
}

/** Index chosen by a float from integer weights: the first i with f × total < w0 + … + wi. */
export function pickWeighted(f: number, cumulative: Int32Array): number {
  const x = Math.floor(f * cumulative[cumulative.length - 1]!);
  let i = 0;
  while (x >= cumulative[i]!) i++;
  return i;
}

export function cumulativeOf(weights: readonly number[]): Int32Array {
  const out = new Int32Array(weights.length);
  let sum = 0;
  weights.forEach((w, i) => {
    sum += w;
    out[i] = sum;
  });
  return out;
}

/** What the last `lineWin` call found (read right after the call; saves an allocation per line). */
export const lastLine = { symbol: 0, count: 0 };

/**
 * One payline, left to right: a run of one symbol where the wild stands in for any symbol but the
 * non-substitutable ones (`blocks`: scatters, coins). A run that starts with wilds pays the better
 * of the wilds' own run and the run of the first other symbol. `pays[symbol × 6 + count]` is in
 * cents of stake. Returns the pay (0 if none) and leaves the symbol and count in `lastLine`.
 */
export function lineWin(
  cells: Uint8Array,
  rows: number,
  line: ArrayLike<number>,
  pays: Int32Array,
  wild: number,
  blocks: Uint8Array,
): number {
  const n = line.length;
  let w = 0;
  while (w < n && cells[w * rows + line[w]!] === wild) w++;
  const wildPay = w > 0 ? pays[wild * 6 + w]! : 0;
  if (w === n) {
    lastLine.symbol = wild;
    lastLine.count = n;
    return wildPay;
  }
  const s = cells[w * rows + line[w]!]!;
  if (blocks[s]) {
    lastLine.symbol = wild;
    lastLine.count = w;
    return wildPay;
  }
  let c = w + 1;
  while (c < n) {
    const x = cells[c * rows + line[c]!];
    if (x === s || x === wild) c++;
    else break;
  }
  const symPay = pays[s * 6 + c]!;
  if (symPay >= wildPay) {
    lastLine.symbol = s;
    lastLine.count = c;
    return symPay;
  }
  lastLine.symbol = wild;
  lastLine.count = w;
  return wildPay;
}

/** `pays[symbol × 6 + count]` in cents of stake from a published table (stakes by symbol and count). */
export function payArray(codes: readonly string[], table: Record<string, Record<string, number>>): Int32Array {
  const out = new Int32Array(codes.length * 6);
  for (const [sym, byCount] of Object.entries(table)) {
    const i = codes.indexOf(sym);
    for (const [count, pay] of Object.entries(byCount)) out[i * 6 + Number(count)] = Math.round(pay * 100);
  }
  return out;
}

export const cellsOfLine = (line: readonly number[], count: number): Cell[] =>
  line.slice(0, count).map((row, reel) => [reel, row] as const);

/** Cents of stake → stakes (exact: at most 2 decimals). */
export const stakes = (cents: number) => cents / 100;

/**
 * Per-line pays in line bets → pays in stakes (÷ the number of lines). Every entry must come out a
 * whole number of cents of stake, or the sums would stop being exact.
 */
export function perStake(
  table: Record<string, Record<string, number>>,
  lines: number,
): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const [sym, byCount] of Object.entries(table)) {
    out[sym] = {};
    for (const [count, pay] of Object.entries(byCount)) {
      const cents = (pay * 100) / lines;
      if (!Number.isInteger(cents)) throw new Error(`${sym}×${count} is not a whole cent of stake`);
      out[sym]![count] = cents / 100;
    }
  }
  return out;
}
