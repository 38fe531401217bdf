// Pricing and settlement share one rule per market: how an outcome settles on a final score. The
// fair price of an outcome is read from the same rule over the distribution of final scores, so a
// price and its settlement can never disagree (Asian quarter lines included).
import { MARKET_TYPES, parseSpecifiers } from '../markets';
import { MARKET_STATUS, type OddsMarket } from '../uof/messages';

/** A possible final result: goals (football) or games (tennis) per side; w the match winner (tennis). */
export interface Cell {
  h: number;
  a: number;
  /** 0 home, 1 away; tennis only. */
  w?: 0 | 1;
  p: number;
}

/** How one outcome settles: the part of the stake that wins at the price and the part refunded. */
export interface Settle {
  win: number;
  void: number;
}

/** A line split into its Asian halves: 2.25 → [2, 2.5]; 2.5 → [2.5]; -0.75 → [-1, -0.5]. */
export function lineParts(line: number): number[] {
  return Number.isInteger(line * 2) ? [line] : [line - 0.25, line + 0.25];
}

/** Each part wins when margin + part > 0, pushes at 0: a quarter line half-wins or half-loses. */
function byLine(margin: number, line: number): Settle {
  const parts = lineParts(line);
  let win = 0;
  let refund = 0;
  for (const part of parts) {
    const d = margin + part;
    if (d > 0) win += 1 / parts.length;
    else if (d === 0) refund += 1 / parts.length;
  }
  return { win, void: refund };
}

const WIN: Settle = { win: 1, void: 0 };
const LOSE: Settle = { win: 0, void: 0 };
const yes = (b: boolean): Settle => (b ? WIN : LOSE);

/** How outcome `ref` of market `type` settles on the final (h, a, w); undefined when we do not know it. */
export function settleOutcome(type: number, ref: string, spec: Record<string, string>, cell: Cell): Settle | undefined {
  const { h, a } = cell;
  switch (type) {
    case 1:
      return ref === '1' ? yes(h > a) : ref === '2' ? yes(h === a) : ref === '3' ? yes(h < a) : undefined;
    case 29:
      return ref === '74' ? yes(h > 0 && a > 0) : ref === '76' ? yes(!(h > 0 && a > 0)) : undefined;
    case 186:
      return ref === '4' ? yes(cell.w === 0) : ref === '5' ? yes(cell.w === 1) : undefined;
    case 18:
    case 189: {
      const total = Number(spec.total);
      if (!Number.isFinite(total)) return undefined;
      // Over L is "goals − L > 0"; under L is "L − goals > 0".
      return ref === '12' ? byLine(h + a, -total) : ref === '13' ? byLine(-(h + a), total) : undefined;
    }
    case 16:
    case 187: {
      const hcp = Number(spec.hcp);
      if (!Number.isFinite(hcp)) return undefined;
      // hcp is the home side's: home covers when h + hcp > a; the away side takes the opposite line.
      return ref === '1714' ? byLine(h - a, hcp) : ref === '1715' ? byLine(a - h, -hcp) : undefined;
    }
    default:
      return undefined;
  }
}

/** Power-method margin: implied probabilities q^k with k < 1 chosen so they sum to 1 + margin. */
export function withMargin(fair: readonly number[], margin: number): number[] {
  const target = 1 + margin;
  let lo = 0.01;
  let hi = 1;
  const sum = (k: number) => fair.reduce((s, q) => s + (q > 0 ? q ** k : 0), 0);
  if (sum(lo) < target) lo = 1e-4;
  for (let i = 0; i < 32; i++) {
    const mid = (lo + hi) / 2;
    if (sum(mid) > target) lo = mid;
    else hi = mid;
  }
  const k = (lo + hi) / 2;
  return fair.map((q) => (q > 0 ? 1 / q ** k : Number.POSITIVE_INFINITY));
}

export const MIN_ODDS = 1010;
export const MAX_ODDS = 1_000_000;
/**
 * Decimal price → thousandths, rounded down to two decimals (toward the book, as bookmakers round)
 * and kept within the feed's bounds. Rounding to the nearest gave a near-certain favourite more than
 * its margin took away (1.005 shown as 1.01): a red-team run won 202 of 203 such bets (issue 38).
 */
export function toThousandths(price: number): number {
  if (!Number.isFinite(price)) return MAX_ODDS;
  // The epsilon keeps 1.15 (1.1499999… in binary) at 1.15.
  return Math.min(MAX_ODDS, Math.floor(price * 100 + 1e-9) * 10);
}

export interface Priced {
  market: OddsMarket;
  /** True when no future result can change how it settles. */
  decided: boolean;
}

/**
 * The distribution a market type needs, folded to what it settles on: totals only see h + a,
 * handicaps and 1X2 only h − a. Pricing over ~20 sums instead of ~120 scores keeps a tick cheap.
 */
export class Folded {
  private total: Cell[] | undefined;
  private diff: Cell[] | undefined;
  constructor(readonly cells: readonly Cell[]) {}
  for(type: number): readonly Cell[] {
    if (type === 18 || type === 189) {
      this.total ??= fold(this.cells, (c) => ({ h: c.h + c.a, a: 0 }));
      return this.total;
    }
    if (type === 1 || type === 16 || type === 187) {
      this.diff ??= fold(this.cells, (c) => (c.h >= c.a ? { h: c.h - c.a, a: 0 } : { h: 0, a: c.a - c.h }));
      return this.diff;
    }
    return this.cells;
  }
}
function fold(cells: readonly Cell[], by: (c: Cell) => { h: number; a: number }): Cell[] {
  const acc = new Map<number, Cell>();
  for (const c of cells) {
    const k = by(c);
    const id = k.h * 1024 + k.a;
    const cur = acc.get(id);
    if (cur) cur.p += c.p;
    else acc.set(id, { ...k, p: c.p });
  }
  return [...acc.values()];
}

/**
 * The market priced over the final-score distribution: decided markets are suspended with no
 * prices; a market whose favourite would fall under 1.01 is suspended too (its prices shown, not
 * taken).
 */
export function priceMarket(type: number, specifiers: string, cells: readonly Cell[], margin: number): Priced {
  const known = MARKET_TYPES[type]!;
  const spec = parseSpecifiers(specifiers);
  const refs = known.outcomes.map((o) => o.ref);
  const fair: number[] = [];
  let decided = true;
  for (const ref of refs) {
    let win = 0;
    let refund = 0;
    let first: Settle | undefined;
    for (const cell of cells) {
      const s = settleOutcome(type, ref, spec, cell)!;
      if (first === undefined) first = s;
      else if (s.win !== first.win || s.void !== first.void) decided = false;
      win += cell.p * s.win;
      refund += cell.p * s.void;
    }
    // Conditional on not being refunded, the stake wins `win` of the time: the fair price is 1/that.
    fair.push(refund < 1 - 1e-12 ? win / (1 - refund) : 0);
  }
  // Decided, or one side can no longer win (under 2 at 2-0: a push at best): nothing to offer.
  if (decided || fair.some((q) => q <= 0)) {
    return {
      decided,
      market: {
        id: type,
        specifiers,
        status: MARKET_STATUS.suspended,
        cashout: false,
        outcomes: refs.map((id) => ({ id, active: false })),
      },
    };
  }
  const total = fair.reduce((s, q) => s + q, 0);
  const prices = withMargin(
    fair.map((q) => q / total),
    margin,
  ).map(toThousandths);
  const tooShort = prices.some((o) => o < MIN_ODDS);
  return {
    decided,
    market: {
      id: type,
      specifiers,
      status: tooShort ? MARKET_STATUS.suspended : MARKET_STATUS.active,
      cashout: known.cashout && !tooShort,
      outcomes: refs.map((id, i) => ({ id, odds: Math.max(MIN_ODDS, prices[i]!), active: true })),
    },
  };
}

/** UOF settlement of every outcome of a market on the final result. */
export function settleMarket(type: number, specifiers: string, final: Cell) {
  const spec = parseSpecifiers(specifiers);
  return {
    id: type,
    specifiers,
    outcomes: (MARKET_TYPES[type]?.outcomes ?? []).map((o) => {
      const s = settleOutcome(type, o.ref, spec, final)!;
      return {
        id: o.ref,
        result: (s.win > 0 ? 1 : 0) as 0 | 1,
        ...(s.void > 0 ? { void_factor: s.void === 1 ? '1' : String(s.void) } : {}),
      };
    }),
  };
}

/** "total=2.5" / "hcp=-0.75": the feed's specifier text for a line. */
export function lineSpec(key: 'total' | 'hcp', value: number): string {
  return `${key}=${String(value === 0 ? 0 : value)}`;
}

/**
 * The lines to offer around `main`: the `count` closest candidates (within `from`..`to` in steps of
 * 0.25), about half of them plain half-lines (x.5) and the rest Asian (whole and quarter) lines
 * unless `asianLines` is false.
 */
export function pickLines(main: number, count: number, from: number, to: number, asianLines = true): number[] {
  const half: number[] = [];
  const asian: number[] = [];
  for (let x = Math.ceil(from * 4) / 4; x <= to + 1e-9; x += 0.25) {
    const v = Math.round(x * 4) / 4;
    (Number.isInteger(v * 2) && !Number.isInteger(v) ? half : asian).push(v);
  }
  const near = (list: number[]) => list.sort((p, q) => Math.abs(p - main) - Math.abs(q - main) || p - q);
  const nHalf = asianLines ? Math.ceil(count * 0.55) : count;
  return [...near(half).slice(0, nHalf), ...near(asian).slice(0, count - nHalf)].sort((p, q) => p - q);
}
