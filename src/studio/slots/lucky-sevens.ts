// Lucky Sevens: a classic 3-reel fruit machine, 3 rows, 5 lines (three rows and two diagonals).
// Three of a kind pay; any three of Sevens and Bars mixed pay; a Cherry on reel 1 always returns
// something. No features: low volatility, wins on more than half the spins.
import { fillWindow, gridOf, indexStrips, stakes, stopOf } from './common';
import type { LineWin, Published, SpinStep } from './types';

const CODES = ['seven', 'bar', 'bell', 'plum', 'orange', 'lemon', 'cherry'] as const;

const BAR = 1;
const CHERRY = 6;
const ROWS = 3;
/**
 * The cap is the top win the strips allow (exact.ts finds 60: three Sevens on one line; each strip
 * has one Seven, so no second line can pay with them), so it never cuts a win.
 */
export const MAX_WIN = 60;
const REELS = 3;
const LINES: number[][] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

/** Pays in line bets (the stake is 5 line bets), the first rule that matches a line. */
const THREE: Record<string, number> = { seven: 300, bar: 100, bell: 40, plum: 25, orange: 20, lemon: 15, cherry: 15 };
const ANY_BAR_OR_SEVEN = 10;
const TWO_CHERRIES = 5;
const ONE_CHERRY = 1;

const STRIPS = {
  base: [
    [
      'seven',
      'lemon',
      'plum',
      'orange',
      'lemon',
      'orange',
      'plum',
      'lemon',
      'orange',
      'bell',
      'cherry',
      'plum',
      'lemon',
      'bell',
      'cherry',
      'orange',
      'lemon',
      'bar',
      'orange',
      'cherry',
      'bar',
      'cherry',
      'plum',
      'bell',
    ],
    [
      'lemon',
      'cherry',
      'lemon',
      'seven',
      'orange',
      'cherry',
      'orange',
      'lemon',
      'plum',
      'lemon',
      'orange',
      'plum',
      'bell',
      'orange',
      'bar',
      'bell',
      'cherry',
      'lemon',
      'plum',
      'orange',
      'bar',
      'plum',
      'lemon',
      'bell',
    ],
    [
      'seven',
      'orange',
      'lemon',
      'bar',
      'lemon',
      'plum',
      'orange',
      'cherry',
      'lemon',
      'orange',
      'lemon',
      'plum',
      'bell',
      'orange',
      'bell',
      'plum',
      'lemon',
      'bar',
      'lemon',
      'cherry',
      'plum',
      'orange',
      'bell',
    ],
  ],
};

const LINE_CENTS = 100 / LINES.length; // a line bet in cents of stake
const threeCents = Int32Array.from(CODES, (c) => THREE[c]! * LINE_CENTS);

export const published: Published = {
  rows: ROWS,
  reelsCount: REELS,
  symbols: [
    { code: 'seven', name: 'Seven', role: 'regular' },
    { code: 'bar', name: 'Bar', role: 'regular' },
    { code: 'bell', name: 'Bell', role: 'regular' },
    { code: 'plum', name: 'Plum', role: 'regular' },
    { code: 'orange', name: 'Orange', role: 'regular' },
    { code: 'lemon', name: 'Lemon', role: 'regular' },
    { code: 'cherry', name: 'Cherry', role: 'regular' },
  ],
  reels: STRIPS,
  lines: LINES,
  paytable: {
    ...Object.fromEntries(CODES.map((c) => [c, { 3: stakes(THREE[c]! * LINE_CENTS) }])),
    'any seven/bar': { 3: stakes(ANY_BAR_OR_SEVEN * LINE_CENTS) },
    'cherry, cherry, any': { 2: stakes(TWO_CHERRIES * LINE_CENTS) },
    'cherry, any, any': { 1: stakes(ONE_CHERRY * LINE_CENTS) },
  },
  rules: [
    'The stake covers 5 fixed lines: the three rows and the two diagonals (a line bet is 1/5 of the stake).',
    'Each line pays the first of: three of a kind; any three of Sevens and Bars mixed; two Cherries on reels 1 and 2; a Cherry on reel 1.',
    'Pays are shown in stakes; a spin pays the sum of its lines.',
  ],
  order: 'Floats 1–3: the stops of reels 1–3 (floor(f × reel length)); nothing else is random.',
};

const REEL_SET = indexStrips(CODES, STRIPS.base);
const cells = new Uint8Array(REELS * ROWS);
const stops = new Int32Array(REELS);

/** One line's pay in cents of stake. */
function linePay(a: number, b: number, c: number): number {
  if (a === b && b === c) return threeCents[a]!;
  if (a <= BAR && b <= BAR && c <= BAR) return ANY_BAR_OR_SEVEN * LINE_CENTS;
  if (a === CHERRY) return (b === CHERRY ? TWO_CHERRIES : ONE_CHERRY) * LINE_CENTS;
  return 0;
}
/** How many symbols from the left a line's pay shows (for highlighting). */
function lineCount(a: number, b: number, c: number): number {
  if ((a === b && b === c) || (a <= BAR && b <= BAR && c <= BAR)) return 3;
  return b === CHERRY ? 2 : 1;
}

/** The window's win in cents of stake (exported so the exact count uses the paying code). */
export function windowWin(c: Uint8Array): number {
  let win = 0;
  for (let l = 0; l < LINES.length; l++) {
    const line = LINES[l]!;
    win += linePay(c[line[0]!]!, c[ROWS + line[1]!]!, c[2 * ROWS + line[2]!]!);
  }
  return win;
}

export const strips = REEL_SET;

export function play(next: () => number, steps: SpinStep[] | null): number {
  for (let r = 0; r < REELS; r++) stops[r] = stopOf(next(), REEL_SET[r]!.length);
  fillWindow(REEL_SET, stops, ROWS, cells);
  const win = windowWin(cells);
  if (steps) {
    const lines: LineWin[] = [];
    LINES.forEach((line, i) => {
      const [a, b, c] = line.map((row, reel) => cells[reel * ROWS + row]!) as [number, number, number];
      const pay = linePay(a, b, c);
      if (!pay) return;
      const count = lineCount(a, b, c);
      const symbol =
        a === b && b === c
          ? CODES[a]!
          : count === 3
            ? 'any seven/bar'
            : count === 2
              ? 'cherry, cherry, any'
              : 'cherry, any, any';
      lines.push({
        line: i,
        symbol,
        count,
        cells: line.slice(0, count).map((row, reel) => [reel, row] as const),
        pay: stakes(pay),
      });
    });
    steps.push({
      type: 'reels',
      phase: 'base',
      strips: 'base',
      stops: [...stops],
      grid: gridOf(CODES, cells, REELS, ROWS),
    });
    steps.push({ type: 'wins', lines, scatter: null, multiplier: 1, win: stakes(win) });
  }
  return win;
}
