// The shapes the studio's spin route and reel animation build on. Every amount in a step is a
// multiple of the stake (a `pay` of 0.25 on a 2.00 stake is 0.50), with at most 2 decimals, so the
// screen can show it without knowing the money rules. Grids are columns (reels) of rows, top row
// first: grid[reel][row] is a symbol code from the game's `published.symbols`.

/** A cell of a grid: [reel (column), row], both from 0, row 0 on top. */
export type Cell = readonly [reel: number, row: number];

/** A winning payline: which published line, which symbol, how many in a row from the left. */
export interface LineWin {
  /** Index into `published.lines`. */
  line: number;
  /** The paying symbol's code; lucky-sevens' mixed pays give their paytable key ('any seven/bar', 'cherry, cherry, any'…). */
  symbol: string;
  count: number;
  /** The cells of the run (to highlight), left to right. */
  cells: Cell[];
  /** What this line paid, in stakes, after the round's multiplier (free spins). */
  pay: number;
}

/** A scatter pay (anywhere on the grid). */
export interface ScatterWin {
  symbol: string;
  count: number;
  cells: Cell[];
  pay: number;
}

/** A paying cluster of the cascading grid. */
export interface ClusterWin {
  symbol: string;
  /** Number of cells (5 or more, joined by edges). */
  size: number;
  cells: Cell[];
  /** Pay in stakes, after the cascade multiplier. */
  pay: number;
}

/** A coin of the Dragon Vault feature, locked on a cell with its value in stakes. */
export interface Coin {
  cell: Cell;
  value: number;
}

/**
 * What the screen animates, in order. A spin starts with one `reels` step (a bought Vault starts with
 * its `vault` step instead); a feature adds its steps after the base game's; the last step is always
 * `total`.
 */
export type SpinStep =
  /**
   * The reels stop (`stops[i]` is reel i's stop: row r shows strip[(stop + r) mod length]), showing
   * `grid`. candy-cascade draws every cell from one virtual strip: `stops` has one stop per cell, in
   * cell order (column by column, top cell first).
   */
  | {
      type: 'reels';
      /** `base`: the paid spin; `free`: a free spin of the feature (its index from 1 of `of`). */
      phase: 'base' | 'free';
      /** The strip set used (a key of `published.reels`). */
      strips: string;
      stops: number[];
      grid: string[][];
      /** Free spins only: this spin's number (from 1) and how many were awarded. */
      index?: number;
      of?: number;
      /** Dragon Vault: the value (stakes) shown on each coin in view. */
      coins?: Coin[];
    }
  /** Line and scatter wins of the grid just shown (after its multiplier); `win` is their sum. */
  | { type: 'wins'; lines: LineWin[]; scatter: ScatterWin | null; multiplier: number; win: number }
  /** Clusters that pay on the current grid (candy-cascade), at `multiplier`, summing to `win`. */
  | { type: 'clusters'; clusters: ClusterWin[]; multiplier: number; win: number }
  /**
   * Winning cells vanish, the symbols above fall, new ones drop in at the top. `removed` are the
   * cells that vanished; `dropped` the new symbols per column (top first); `grid` the result.
   */
  | { type: 'cascade'; removed: Cell[]; dropped: string[][]; grid: string[][] }
  /** Free spins start: `count` spins, each win multiplied by `multiplier`. */
  | { type: 'freeSpins'; count: number; multiplier: number }
  /** The Vault feature starts with these coins locked and `respins` respins. */
  | { type: 'vault'; coins: Coin[]; respins: number; bought: boolean }
  /** A Vault respin: new coins (possibly none) and the respins left after it (reset to 3 on a hit). */
  | { type: 'respin'; coins: Coin[]; respinsLeft: number }
  /** The Vault's end: the coins' sum, plus the grand prize when all 15 cells are filled. */
  | { type: 'vaultEnd'; coinsTotal: number; grand: number; win: number }
  /** The spin's total in stakes (capped), and whether the cap cut it. */
  | { type: 'total'; multiplier: number; capped: boolean };

export interface SpinOutcome {
  /** Total win ÷ stake, capped at `maxWinX`; an exact decimal with at most 2 decimals (fits money.ts's 4). */
  multiplier: number;
  /** How many floats of the stream the spin took (the published order, see each game's `published.order`). */
  floatsUsed: number;
  steps: SpinStep[];
}

export interface SlotGame {
  code: string;
  kind: 'slots';
  /** English display name. */
  title: string;
  /** Return to player in percent, e.g. 96.12: from the exact computation (candy-cascade: see decision 041). */
  rtp: number;
  volatility: 'low' | 'medium' | 'high' | 'very_high';
  /** Probability that a paid spin returns something (multiplier > 0). */
  hitRate: number;
  /** Standard deviation of one spin's multiplier (win per unit stake). */
  sd: number;
  /** The largest multiplier a spin pays; a larger win is cut to it. */
  maxWinX: number;
  /** The bonus buy: it costs `costX` stakes and returns `rtp` percent of that; null if none. */
  buy: { costX: number; rtp: number } | null;
  /** Everything a player or auditor needs to recompute spins and the RTP (JSON-serialisable). */
  published: Published;
  /**
   * One spin. `next` gives the spin's floats in order (floatStream(seedInput) in production).
   * With `buy`, the feature is bought (cost `buy.costX` stakes, debited by the caller); the multiplier
   * is still relative to the stake, not to the cost.
   */
  spin(next: () => number, opts: { buy: boolean }): SpinOutcome;
  /** The same spin without steps, for simulations: the multiplier in hundredths of the stake, capped. */
  simulate(next: () => number, buy: boolean): number;
}

/** The published data of a title. */
export interface Published {
  /** Rows × columns of the window. */
  rows: number;
  reelsCount: number;
  symbols: { code: string; name: string; role: 'regular' | 'wild' | 'scatter' | 'coin' }[];
  /** Strip sets by name (e.g. `base`, `free`): one array of symbol codes per reel. */
  reels: Record<string, string[][]>;
  /** Paylines: for each line, its row on each reel. Empty for cluster pays. */
  lines: number[][];
  /** Pays in stakes, by symbol, then by count (line games: per line, already ÷ the number of lines). */
  paytable: Record<string, Record<string, number>>;
  /** Free-form rules of the title, and the order floats are taken in. */
  rules: string[];
  order: string;
  /** Anything else the maths uses (coin values, refill weights, cascade multipliers…). */
  extra?: Record<string, unknown>;
}
