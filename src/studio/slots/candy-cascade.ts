// Candy Cascade: a 6 × 5 grid that pays clusters. 5 or more equal candies joined by edges pay and
// vanish; the candies above fall, new ones drop in from the top, and the grid pays again, each
// cascade at a higher multiplier, until nothing pays. Every cell, of the first grid and of each
// refill, is its own one-cell reel: the published virtual strip (each candy repeated by its weight),
// stopped at floor(f × length). Its RTP is measured by a deterministic simulation, not counted
// exactly: the cascades are far too many to enumerate (decision 041).
import { cumulativeOf, gridOf, pickWeighted, stakes } from './common';
import type { Cell, ClusterWin, Published, SpinStep } from './types';

const CODES = ['heart', 'star', 'drop', 'bean', 'gum', 'lolly'] as const;
const COLS = 6;
const ROWS = 5;
const CELLS = COLS * ROWS;
export const MIN_CLUSTER = 5;
export const MAX_WIN = 2500;
/** The multiplier of the n-th paying grid of a spin (the last one holds for longer chains). */
export const CASCADE_MULTIPLIERS = [1, 2, 3, 5, 8, 12, 20];
/** The weight of each candy: how often it repeats on the virtual strip every cell is drawn from. */
export const WEIGHTS = [5, 7, 9, 11, 13, 15];

/** Cluster pays in stakes by size (a size between two columns pays the lower one: 11 pays as 10). */
const SIZES = [5, 6, 7, 8, 9, 10, 12, 15, 20, 25];
/** The virtual strip of a cell: each candy repeated by its weight, in table order. */
const VIRTUAL_STRIP = CODES.flatMap((c, i) => Array<string>(WEIGHTS[i]!).fill(c));

const PAYS: Record<string, number[]> = {
  heart: [3, 5, 6, 10, 12, 20, 30, 80, 200, 600],
  star: [2, 3, 5, 6, 10, 12, 20, 50, 120, 300],
  drop: [1.5, 2.5, 3, 5, 6, 10, 15, 30, 80, 250],
  bean: [1.2, 2, 2.5, 3, 5, 6, 12, 25, 60, 150],
  gum: [1, 1.5, 2, 2.5, 3, 5, 10, 20, 50, 120],
  lolly: [0.7, 1.2, 1.5, 2, 2.5, 3, 6, 15, 30, 100],
};

export const published: Published = {
  rows: ROWS,
  reelsCount: COLS,
  symbols: [
    { code: 'heart', name: 'Heart', role: 'regular' },
    { code: 'star', name: 'Star', role: 'regular' },
    { code: 'drop', name: 'Drop', role: 'regular' },
    { code: 'bean', name: 'Jelly bean', role: 'regular' },
    { code: 'gum', name: 'Gumball', role: 'regular' },
    { code: 'lolly', name: 'Lollipop', role: 'regular' },
  ],
  reels: { cell: [VIRTUAL_STRIP] },
  lines: [],
  paytable: Object.fromEntries(
    Object.entries(PAYS).map(([sym, pays]) => [sym, Object.fromEntries(SIZES.map((n, i) => [n, pays[i]!]))]),
  ),
  rules: [
    '5 or more equal candies joined by their edges (not corners) form a cluster; every cluster pays by its size (sizes between two columns of the table pay the lower one).',
    'Paying candies vanish, the candies above fall down, new candies drop in from the top, and the grid pays again.',
    `The n-th paying grid of a spin pays ×${CASCADE_MULTIPLIERS.join(', ×')} (the last for all later ones).`,
    `A spin pays at most ${MAX_WIN} stakes.`,
  ],
  order:
    'Every cell is drawn as its own reel: the candy at floor(f × length) of the virtual strip (reels.cell). ' +
    'Floats 1–30: the first grid, column by column from the left, each column from its top cell down. ' +
    'After each cascade, one float per new candy, in the same order (column by column, top cell down).',
  extra: {
    weights: Object.fromEntries(CODES.map((c, i) => [c, WEIGHTS[i]!])),
    cascadeMultipliers: CASCADE_MULTIPLIERS,
  },
};

const CUM = cumulativeOf(WEIGHTS);
const STRIP_LENGTH = VIRTUAL_STRIP.length;
/** PAY[symbol × 31 + size] in cents of stake (sizes above 30 cannot happen on 30 cells). */
const PAY = new Int32Array(CODES.length * (CELLS + 1));
CODES.forEach((c, s) => {
  for (let size = MIN_CLUSTER; size <= CELLS; size++) {
    let i = 0;
    while (i + 1 < SIZES.length && SIZES[i + 1]! <= size) i++;
    PAY[s * (CELLS + 1) + size] = Math.round(PAYS[c]![i]! * 100);
  }
});

// The grid is a Uint8Array (cell = column × ROWS + row, row 0 on top) and, for finding clusters,
// one 30-bit mask per candy with the same cell numbering: a cluster grows by shifts (±1 within a
// column, ±5 across columns) instead of a flood fill over the array, several times faster, which
// the 10^7-spin tests need.
const grid = new Uint8Array(CELLS);
const masks = new Int32Array(CODES.length);
const FULL = 2 ** CELLS - 1;
let TOP = 0; // row 0 of every column
for (let col = 0; col < COLS; col++) TOP |= 1 << (col * ROWS);
const BOTTOM = TOP << (ROWS - 1);
const NOT_TOP = FULL & ~TOP;
const NOT_BOTTOM = FULL & ~BOTTOM;
/** The cells of the paying clusters found last. */
let goneMask = 0;

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}
/** x and its edge neighbours (a shift down by one row must not wrap into the next column). */
const grow = (x: number) => (x | ((x << 1) & NOT_TOP) | ((x >>> 1) & NOT_BOTTOM) | (x << ROWS) | (x >>> ROWS)) & FULL;

function buildMasks() {
  masks.fill(0);
  for (let c = 0; c < CELLS; c++) masks[grid[c]!]! |= 1 << c;
}

/**
 * Finds every paying cluster of `grid` (into goneMask) and returns their pay in cents (before the
 * multiplier). With `out`, lists the clusters.
 */
function clusters(out: { symbol: number; cells: number[]; pay: number }[] | null): number {
  buildMasks();
  goneMask = 0;
  let pay = 0;
  for (let sym = 0; sym < CODES.length; sym++) {
    const all = masks[sym]!;
    let left = all;
    while (popcount(left) >= MIN_CLUSTER) {
      let comp = left & -left;
      for (;;) {
        const g = grow(comp) & all;
        if (g === comp) break;
        comp = g;
      }
      left &= ~comp;
      const size = popcount(comp);
      if (size < MIN_CLUSTER) continue;
      const p = PAY[sym * (CELLS + 1) + size]!;
      pay += p;
      goneMask |= comp;
      if (out) {
        const cells: number[] = [];
        for (let c = 0; c < CELLS; c++) if ((comp >>> c) & 1) cells.push(c);
        out.push({ symbol: sym, cells, pay: p });
      }
    }
  }
  return pay;
}

/** Drops the survivors of each column to the bottom and fills the top with new candies. */
function cascade(next: () => number, dropped: string[][] | null) {
  for (let col = 0; col < COLS; col++) {
    const base = col * ROWS;
    let write = base + ROWS - 1;
    for (let read = base + ROWS - 1; read >= base; read--) if (!((goneMask >>> read) & 1)) grid[write--] = grid[read]!;
    const fresh: string[] | null = dropped ? [] : null;
    for (let c = base; c <= write; c++) {
      grid[c] = pickWeighted(next(), CUM);
      fresh?.push(CODES[grid[c]!]!);
    }
    dropped?.push(fresh ?? []);
  }
}

const cellOf = (i: number): Cell => [Math.floor(i / ROWS), i % ROWS];
const multiplierAt = (n: number) => CASCADE_MULTIPLIERS[Math.min(n, CASCADE_MULTIPLIERS.length - 1)]!;

/** One round in cents of stake, uncapped. */
export function play(next: () => number, steps: SpinStep[] | null): number {
  const stops: number[] | null = steps ? [] : null;
  for (let c = 0; c < CELLS; c++) {
    const f = next();
    grid[c] = pickWeighted(f, CUM);
    stops?.push(Math.floor(f * STRIP_LENGTH));
  }
  if (steps && stops)
    steps.push({ type: 'reels', phase: 'base', strips: 'cell', stops, grid: gridOf(CODES, grid, COLS, ROWS) });
  let total = 0;
  for (let n = 0; ; n++) {
    const found: { symbol: number; cells: number[]; pay: number }[] | null = steps ? [] : null;
    const pay = clusters(found);
    if (!pay) break;
    const mult = multiplierAt(n);
    total += pay * mult;
    if (steps && found) {
      const list: ClusterWin[] = found.map((k) => ({
        symbol: CODES[k.symbol]!,
        size: k.cells.length,
        cells: k.cells.map(cellOf),
        pay: stakes(k.pay * mult),
      }));
      steps.push({ type: 'clusters', clusters: list, multiplier: mult, win: stakes(pay * mult) });
      const removed: Cell[] = [];
      for (let i = 0; i < CELLS; i++) if ((goneMask >>> i) & 1) removed.push(cellOf(i));
      const dropped: string[][] = [];
      cascade(next, dropped);
      steps.push({ type: 'cascade', removed, dropped, grid: gridOf(CODES, grid, COLS, ROWS) });
    } else cascade(next, null);
  }
  return total;
}
