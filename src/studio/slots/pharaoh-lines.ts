// Pharaoh Lines: 5 reels × 3 rows, 20 fixed lines. The Pharaoh is wild (stands in for all but the
// Ankh, and pays best of all); Ankhs pay anywhere, and 3 or more start 10 free spins on richer reels
// (one more wild on the middle reel) where every win is tripled. Free spins do not retrigger: the
// feature is 10 spins exactly, which keeps its win bounded under the cap (decision 041).
import {
  cellsOfLine,
  fillWindow,
  gridOf,
  indexStrips,
  lastLine,
  lineWin,
  payArray,
  perStake,
  stakes,
  stopOf,
} from './common';
import type { LineWin, Published, ScatterWin, SpinStep } from './types';

const CODES = ['pharaoh', 'ankh', 'eye', 'cat', 'scarab', 'A', 'K', 'Q', 'J'] as const;
const WILD = 0;
const SCATTER = 1;
const ROWS = 3;
const REELS = 5;
export const FREE_SPINS = 10;
export const FREE_MULTIPLIER = 3;
export const MAX_WIN = 2500;

/** The 20 lines: the row of each reel. */
export const LINES_20: number[][] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
];

/** Line pays in line bets (the stake is 20 line bets). */
const LINE_PAYS: Record<string, Record<string, number>> = {
  pharaoh: { 3: 50, 4: 200, 5: 1000 },
  eye: { 3: 25, 4: 100, 5: 400 },
  cat: { 3: 20, 4: 60, 5: 200 },
  scarab: { 3: 15, 4: 40, 5: 150 },
  A: { 3: 10, 4: 25, 5: 100 },
  K: { 3: 8, 4: 20, 5: 80 },
  Q: { 3: 5, 4: 15, 5: 60 },
  J: { 3: 5, 4: 10, 5: 50 },
};
/** Ankh pays anywhere, in stakes. */
const SCATTER_PAYS: Record<string, number> = { 3: 2, 4: 10, 5: 50 };

const STRIPS = {
  base: [
    [
      'Q',
      'K',
      'Q',
      'cat',
      'scarab',
      'K',
      'Q',
      'J',
      'pharaoh',
      'Q',
      'A',
      'Q',
      'eye',
      'J',
      'A',
      'scarab',
      'J',
      'A',
      'J',
      'K',
      'cat',
      'K',
      'eye',
      'K',
      'J',
      'ankh',
      'A',
      'scarab',
      'cat',
    ],
    [
      'K',
      'cat',
      'pharaoh',
      'eye',
      'A',
      'Q',
      'J',
      'Q',
      'A',
      'Q',
      'pharaoh',
      'J',
      'K',
      'Q',
      'K',
      'scarab',
      'K',
      'J',
      'K',
      'A',
      'scarab',
      'cat',
      'J',
      'Q',
      'J',
      'cat',
      'eye',
      'A',
      'ankh',
      'scarab',
    ],
    [
      'J',
      'cat',
      'K',
      'cat',
      'Q',
      'A',
      'J',
      'cat',
      'eye',
      'scarab',
      'eye',
      'J',
      'scarab',
      'Q',
      'A',
      'J',
      'K',
      'A',
      'K',
      'Q',
      'pharaoh',
      'K',
      'A',
      'scarab',
      'K',
      'pharaoh',
      'Q',
      'J',
      'Q',
      'ankh',
    ],
    [
      'cat',
      'eye',
      'A',
      'K',
      'A',
      'scarab',
      'Q',
      'scarab',
      'pharaoh',
      'J',
      'cat',
      'J',
      'A',
      'ankh',
      'Q',
      'eye',
      'pharaoh',
      'J',
      'K',
      'Q',
      'cat',
      'scarab',
      'J',
      'K',
      'J',
      'K',
      'A',
      'Q',
      'K',
      'Q',
    ],
    [
      'J',
      'A',
      'scarab',
      'J',
      'cat',
      'eye',
      'pharaoh',
      'K',
      'scarab',
      'J',
      'K',
      'Q',
      'cat',
      'eye',
      'cat',
      'Q',
      'K',
      'scarab',
      'J',
      'A',
      'Q',
      'K',
      'J',
      'Q',
      'A',
      'Q',
      'A',
      'ankh',
      'K',
    ],
  ],
  free: [
    [
      'pharaoh',
      'scarab',
      'K',
      'A',
      'J',
      'eye',
      'Q',
      'eye',
      'Q',
      'ankh',
      'A',
      'cat',
      'scarab',
      'J',
      'K',
      'cat',
      'J',
      'K',
      'J',
      'Q',
      'J',
      'cat',
      'Q',
      'A',
      'Q',
      'K',
      'A',
      'K',
      'scarab',
    ],
    [
      'K',
      'J',
      'A',
      'pharaoh',
      'Q',
      'scarab',
      'Q',
      'J',
      'scarab',
      'J',
      'eye',
      'K',
      'A',
      'cat',
      'K',
      'scarab',
      'J',
      'K',
      'Q',
      'K',
      'eye',
      'A',
      'ankh',
      'pharaoh',
      'J',
      'Q',
      'A',
      'cat',
      'Q',
      'cat',
    ],
    [
      'Q',
      'J',
      'cat',
      'J',
      'K',
      'J',
      'K',
      'J',
      'eye',
      'A',
      'Q',
      'cat',
      'pharaoh',
      'A',
      'scarab',
      'pharaoh',
      'J',
      'Q',
      'scarab',
      'eye',
      'ankh',
      'K',
      'Q',
      'A',
      'pharaoh',
      'K',
      'scarab',
      'Q',
      'K',
      'cat',
      'A',
    ],
    [
      'K',
      'A',
      'ankh',
      'A',
      'K',
      'Q',
      'K',
      'scarab',
      'Q',
      'A',
      'J',
      'scarab',
      'cat',
      'J',
      'cat',
      'Q',
      'J',
      'eye',
      'Q',
      'K',
      'J',
      'Q',
      'K',
      'pharaoh',
      'eye',
      'cat',
      'J',
      'pharaoh',
      'scarab',
      'A',
    ],
    [
      'Q',
      'K',
      'scarab',
      'Q',
      'cat',
      'J',
      'K',
      'A',
      'scarab',
      'A',
      'Q',
      'eye',
      'Q',
      'cat',
      'ankh',
      'K',
      'Q',
      'K',
      'eye',
      'cat',
      'J',
      'K',
      'J',
      'A',
      'J',
      'A',
      'J',
      'pharaoh',
      'scarab',
    ],
  ],
};

export const published: Published = {
  rows: ROWS,
  reelsCount: REELS,
  symbols: [
    { code: 'pharaoh', name: 'Pharaoh', role: 'wild' },
    { code: 'ankh', name: 'Ankh', role: 'scatter' },
    { code: 'eye', name: 'Eye of Horus', role: 'regular' },
    { code: 'cat', name: 'Bastet', role: 'regular' },
    { code: 'scarab', name: 'Scarab', role: 'regular' },
    { code: 'A', name: 'A', role: 'regular' },
    { code: 'K', name: 'K', role: 'regular' },
    { code: 'Q', name: 'Q', role: 'regular' },
    { code: 'J', name: 'J', role: 'regular' },
  ],
  reels: STRIPS,
  lines: LINES_20,
  paytable: { ...perStake(LINE_PAYS, 20), ankh: SCATTER_PAYS },
  rules: [
    'The stake covers 20 fixed lines; line pays are shown in stakes (a line bet is 1/20 of the stake).',
    'Lines pay left to right from the first reel, 3 or more in a row; the highest win per line.',
    'The Pharaoh is wild: it stands in for every symbol but the Ankh, and pays as itself.',
    'Ankhs pay anywhere (in stakes), added to the line wins.',
    `3 or more Ankhs start ${FREE_SPINS} free spins on the free reels; every free-spin win is ×${FREE_MULTIPLIER}. Free spins do not retrigger.`,
  ],
  order:
    'Floats 1–5: the stops of reels 1–5 (floor(f × reel length)); if free spins start, 5 more floats per free spin, in order.',
  extra: { freeSpins: FREE_SPINS, freeMultiplier: FREE_MULTIPLIER },
};

const BASE = indexStrips(CODES, STRIPS.base);
const FREE = indexStrips(CODES, STRIPS.free);
const PAYS = payArray(CODES, perStake(LINE_PAYS, 20));
const BLOCKS = Uint8Array.from(CODES, (_, i) => (i === SCATTER ? 1 : 0));
const SCATTER_CENTS = Int32Array.from({ length: 16 }, (_, k) => Math.round((SCATTER_PAYS[k] ?? 0) * 100));

/** Scratch for the hot loop (one spin at a time; spin is synchronous). */
const cells = new Uint8Array(REELS * ROWS);
const stops = new Int32Array(REELS);

/**
 * The lines and scatters of the window in `cells`, in cents of stake before any multiplier (exported
 * for the exact computation, which must count with the very code that pays).
 */
export function windowWin(c: Uint8Array): number {
  let win = 0;
  for (let l = 0; l < LINES_20.length; l++) win += lineWin(c, ROWS, LINES_20[l]!, PAYS, WILD, BLOCKS);
  return win + SCATTER_CENTS[scattersIn(c)]!;
}

export function scattersIn(c: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < c.length; i++) if (c[i] === SCATTER) n++;
  return n;
}

export const strips = { base: BASE, free: FREE };
/** The tables windowWin pays with, for exact.ts. */
export const lineSpec = {
  lines: LINES_20,
  pays: PAYS,
  wild: WILD,
  blocks: BLOCKS,
  special: SCATTER,
  specialPays: SCATTER_CENTS,
  symbols: CODES.length,
};

function spinOnce(set: Uint8Array[], next: () => number) {
  for (let r = 0; r < REELS; r++) stops[r] = stopOf(next(), set[r]!.length);
  fillWindow(set, stops, ROWS, cells);
}

function describe(mult: number): { lines: LineWin[]; scatter: ScatterWin | null } {
  const lines: LineWin[] = [];
  LINES_20.forEach((line, i) => {
    const pay = lineWin(cells, ROWS, line, PAYS, WILD, BLOCKS);
    if (pay > 0)
      lines.push({
        line: i,
        symbol: CODES[lastLine.symbol]!,
        count: lastLine.count,
        cells: cellsOfLine(line, lastLine.count),
        pay: stakes(pay * mult),
      });
  });
  const n = scattersIn(cells);
  const scatter: ScatterWin | null =
    n >= 3
      ? {
          symbol: 'ankh',
          count: n,
          cells: [...cells].flatMap((s, i) => (s === SCATTER ? [[Math.floor(i / ROWS), i % ROWS] as const] : [])),
          pay: stakes(SCATTER_CENTS[n]! * mult),
        }
      : null;
  return { lines, scatter };
}

/** One round in cents of stake (uncapped); with `steps`, records what the screen shows. */
export function play(next: () => number, steps: SpinStep[] | null): number {
  spinOnce(BASE, next);
  let total = windowWin(cells);
  const trigger = scattersIn(cells) >= 3;
  if (steps) {
    steps.push({
      type: 'reels',
      phase: 'base',
      strips: 'base',
      stops: [...stops],
      grid: gridOf(CODES, cells, REELS, ROWS),
    });
    steps.push({ type: 'wins', ...describe(1), multiplier: 1, win: stakes(total) });
  }
  if (!trigger) return total;
  if (steps) steps.push({ type: 'freeSpins', count: FREE_SPINS, multiplier: FREE_MULTIPLIER });
  for (let i = 1; i <= FREE_SPINS; i++) {
    spinOnce(FREE, next);
    const win = windowWin(cells) * FREE_MULTIPLIER;
    total += win;
    if (steps) {
      steps.push({
        type: 'reels',
        phase: 'free',
        strips: 'free',
        stops: [...stops],
        grid: gridOf(CODES, cells, REELS, ROWS),
        index: i,
        of: FREE_SPINS,
      });
      steps.push({ type: 'wins', ...describe(FREE_MULTIPLIER), multiplier: FREE_MULTIPLIER, win: stakes(win) });
    }
  }
  return total;
}
