// Dragon Vault: 5 reels × 3 rows, 10 lines, high volatility. The Dragon is wild. Gold coins carry
// values (in stakes) and block lines; 6 or more coins open the Vault: the coins lock, and each
// respin every empty cell may land a new coin, which resets the respins to 3. When the respins run
// out, every coin pays its value, and a full vault (15 coins) adds the Grand. The Vault can be
// bought for 100 stakes: it opens with 6 coins on cells drawn by fairness.md's shuffle.
import { fisherYates } from '../../games/kit/fair/engine';
import {
  cellsOfLine,
  cumulativeOf,
  fillWindow,
  gridOf,
  indexStrips,
  lastLine,
  lineWin,
  payArray,
  perStake,
  pickWeighted,
  stakes,
  stopOf,
} from './common';
import type { Coin, LineWin, Published, SpinStep } from './types';

const CODES = ['dragon', 'coin', 'ruby', 'emerald', 'sapphire', 'A', 'K', 'Q', 'J'] as const;
const WILD = 0;
const COIN = 1;
const ROWS = 3;
const REELS = 5;
const CELLS = REELS * ROWS;
const LINES = 10;
export const TRIGGER = 6;
export const RESPINS = 3;
/** A respin lands a coin on an empty cell when its float is below 145/2048 (a dyadic number: exact). */
export const LAND = 145 / 2048;
/** Coin values in stakes and their weights (out of 1000). */
export const COIN_VALUES = [1, 2, 3, 5, 10, 25, 100, 500];
export const COIN_WEIGHTS = [300, 250, 180, 130, 80, 40, 15, 5];
export const GRAND = 2000;
export const BUY_COST = 100;
export const MAX_WIN = 5000;

const LINE_PAYS: Record<string, Record<string, number>> = {
  dragon: { 3: 60, 4: 300, 5: 1500 },
  ruby: { 3: 25, 4: 125, 5: 600 },
  emerald: { 3: 20, 4: 70, 5: 250 },
  sapphire: { 3: 10, 4: 50, 5: 150 },
  A: { 3: 5, 4: 20, 5: 80 },
  K: { 3: 5, 4: 15, 5: 60 },
  Q: { 3: 5, 4: 10, 5: 50 },
  J: { 3: 4, 4: 10, 5: 40 },
};
const LINE_ROWS: number[][] = [
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
];

const STRIPS = {
  base: [
    [
      'K',
      'J',
      'Q',
      'ruby',
      'sapphire',
      'coin',
      'J',
      'coin',
      'J',
      'sapphire',
      'Q',
      'J',
      'K',
      'coin',
      'ruby',
      'emerald',
      'A',
      'Q',
      'emerald',
      'A',
      'Q',
      'K',
      'coin',
      'sapphire',
      'K',
      'coin',
      'K',
      'emerald',
      'dragon',
      'A',
      'J',
      'Q',
      'A',
    ],
    [
      'K',
      'Q',
      'coin',
      'Q',
      'coin',
      'ruby',
      'emerald',
      'ruby',
      'sapphire',
      'A',
      'Q',
      'K',
      'J',
      'coin',
      'emerald',
      'coin',
      'K',
      'sapphire',
      'Q',
      'J',
      'A',
      'J',
      'K',
      'dragon',
      'Q',
      'J',
      'sapphire',
      'K',
      'coin',
      'A',
      'emerald',
      'A',
      'J',
    ],
    [
      'Q',
      'K',
      'A',
      'emerald',
      'sapphire',
      'ruby',
      'sapphire',
      'A',
      'emerald',
      'K',
      'Q',
      'J',
      'Q',
      'coin',
      'emerald',
      'J',
      'dragon',
      'K',
      'dragon',
      'K',
      'J',
      'A',
      'coin',
      'J',
      'sapphire',
      'coin',
      'K',
      'coin',
      'ruby',
      'Q',
      'coin',
      'A',
      'Q',
      'J',
    ],
    [
      'Q',
      'dragon',
      'sapphire',
      'Q',
      'J',
      'coin',
      'K',
      'A',
      'K',
      'ruby',
      'K',
      'emerald',
      'coin',
      'J',
      'ruby',
      'J',
      'A',
      'Q',
      'emerald',
      'K',
      'emerald',
      'coin',
      'Q',
      'J',
      'sapphire',
      'A',
      'coin',
      'Q',
      'J',
      'sapphire',
      'A',
      'coin',
      'K',
    ],
    [
      'K',
      'coin',
      'J',
      'emerald',
      'J',
      'Q',
      'emerald',
      'sapphire',
      'A',
      'K',
      'J',
      'A',
      'ruby',
      'A',
      'coin',
      'J',
      'K',
      'coin',
      'Q',
      'sapphire',
      'coin',
      'J',
      'Q',
      'A',
      'K',
      'Q',
      'K',
      'sapphire',
      'Q',
      'dragon',
      'ruby',
      'emerald',
      'coin',
    ],
  ],
};

export const published: Published = {
  rows: ROWS,
  reelsCount: REELS,
  symbols: [
    { code: 'dragon', name: 'Dragon', role: 'wild' },
    { code: 'coin', name: 'Gold coin', role: 'coin' },
    { code: 'ruby', name: 'Ruby', role: 'regular' },
    { code: 'emerald', name: 'Emerald', role: 'regular' },
    { code: 'sapphire', name: 'Sapphire', role: 'regular' },
    { code: 'A', name: 'A', role: 'regular' },
    { code: 'K', name: 'K', role: 'regular' },
    { code: 'Q', name: 'Q', role: 'regular' },
    { code: 'J', name: 'J', role: 'regular' },
  ],
  reels: STRIPS,
  lines: LINE_ROWS,
  paytable: perStake(LINE_PAYS, LINES),
  rules: [
    'The stake covers 10 fixed lines; line pays are shown in stakes (a line bet is 1/10 of the stake).',
    'Lines pay left to right from the first reel, 3 or more in a row; the Dragon is wild for every symbol but the coin.',
    `Every coin shows a value in stakes. ${TRIGGER} or more coins open the Vault with ${RESPINS} respins; coins stay locked.`,
    `Each respin, every empty cell lands a coin with probability 145/2048; any new coin resets the respins to ${RESPINS}.`,
    `When the respins run out, every coin pays its value; all 15 cells filled add the Grand (${GRAND} stakes).`,
    `Bonus buy: ${BUY_COST} stakes open the Vault at once with ${TRIGGER} coins on random cells.`,
    `A spin pays at most ${MAX_WIN} stakes.`,
  ],
  order:
    'Base spin: floats 1–5 are the stops of reels 1–5 (floor(f × reel length)); then one float per coin in view, cell by cell (reel 1 top to bottom, then reel 2…), for its value. ' +
    "Bought Vault: fairness.md's shuffle of the 15 cells (cell = reel × 3 + row) takes 6 floats for the coins' cells, then one float per coin, in cell order, for its value. " +
    'Each respin: for every empty cell in cell order, one float (a coin lands when it is below 145/2048), and, when one lands, the next float for its value.',
  extra: {
    coinValues: COIN_VALUES,
    coinWeights: COIN_WEIGHTS,
    coinValuePick: 'the first value whose running weight total exceeds floor(f × 1000)',
    landProbability: '145/2048',
    grand: GRAND,
    trigger: TRIGGER,
    respins: RESPINS,
    buyCost: BUY_COST,
  },
};

const BASE = indexStrips(CODES, STRIPS.base);
const PAYS = payArray(CODES, perStake(LINE_PAYS, LINES));
const BLOCKS = Uint8Array.from(CODES, (_, i) => (i === COIN ? 1 : 0));
const VALUE_CUM = cumulativeOf(COIN_WEIGHTS);

const cells = new Uint8Array(CELLS);
const stops = new Int32Array(REELS);
/** Coin value (stakes) per cell, 0 for an empty cell. */
const values = new Int32Array(CELLS);

export function windowWin(c: Uint8Array): number {
  let win = 0;
  for (let l = 0; l < LINES; l++) win += lineWin(c, ROWS, LINE_ROWS[l]!, PAYS, WILD, BLOCKS);
  return win;
}
export function coinsIn(c: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < CELLS; i++) if (c[i] === COIN) n++;
  return n;
}
export const strips = BASE;
/** The tables windowWin pays with, for exact.ts (coins pay nothing in the base game). */
export const lineSpec = {
  lines: LINE_ROWS,
  pays: PAYS,
  wild: WILD,
  blocks: BLOCKS,
  special: COIN,
  specialPays: new Int32Array(16),
  symbols: CODES.length,
};

const coinValue = (f: number) => COIN_VALUES[pickWeighted(f, VALUE_CUM)]!;
const cellOf = (i: number) => [Math.floor(i / ROWS), i % ROWS] as const;
const coinsList = (): Coin[] => {
  const out: Coin[] = [];
  for (let i = 0; i < CELLS; i++) if (values[i]) out.push({ cell: cellOf(i), value: values[i]! });
  return out;
};

/** The Vault from the coins in `values`: its win in stakes. */
function vault(next: () => number, steps: SpinStep[] | null, bought: boolean): number {
  let locked = 0;
  for (let i = 0; i < CELLS; i++) if (values[i]) locked++;
  if (steps) steps.push({ type: 'vault', coins: coinsList(), respins: RESPINS, bought });
  let left = RESPINS;
  while (left > 0 && locked < CELLS) {
    const landed: Coin[] | null = steps ? [] : null;
    let hit = false;
    for (let i = 0; i < CELLS; i++) {
      if (values[i]) continue;
      if (next() < LAND) {
        values[i] = coinValue(next());
        locked++;
        hit = true;
        landed?.push({ cell: cellOf(i), value: values[i]! });
      }
    }
    left = hit ? RESPINS : left - 1;
    if (steps && landed) steps.push({ type: 'respin', coins: landed, respinsLeft: left });
  }
  let sum = 0;
  for (let i = 0; i < CELLS; i++) sum += values[i]!;
  const grand = locked === CELLS ? GRAND : 0;
  if (steps) steps.push({ type: 'vaultEnd', coinsTotal: sum, grand, win: sum + grand });
  return sum + grand;
}

/** One round in cents of stake, uncapped. */
export function play(next: () => number, buy: boolean, steps: SpinStep[] | null): number {
  values.fill(0);
  if (buy) {
    const picked = fisherYates(CELLS, TRIGGER, next).sort((a, b) => a - b);
    for (const i of picked) values[i] = coinValue(next());
    return vault(next, steps, true) * 100;
  }
  for (let r = 0; r < REELS; r++) stops[r] = stopOf(next(), BASE[r]!.length);
  fillWindow(BASE, stops, ROWS, cells);
  let coins = 0;
  for (let i = 0; i < CELLS; i++)
    if (cells[i] === COIN) {
      values[i] = coinValue(next());
      coins++;
    }
  const lines = windowWin(cells);
  if (steps) {
    const wins: LineWin[] = [];
    LINE_ROWS.forEach((line, i) => {
      const pay = lineWin(cells, ROWS, line, PAYS, WILD, BLOCKS);
      if (pay > 0)
        wins.push({
          line: i,
          symbol: CODES[lastLine.symbol]!,
          count: lastLine.count,
          cells: cellsOfLine(line, lastLine.count),
          pay: stakes(pay),
        });
    });
    steps.push({
      type: 'reels',
      phase: 'base',
      strips: 'base',
      stops: [...stops],
      grid: gridOf(CODES, cells, REELS, ROWS),
      coins: coinsList(),
    });
    steps.push({ type: 'wins', lines: wins, scatter: null, multiplier: 1, win: stakes(lines) });
  }
  return coins >= TRIGGER ? lines + vault(next, steps, false) * 100 : lines;
}
