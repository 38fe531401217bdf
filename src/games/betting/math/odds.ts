// Odds formats. We store decimal prices as integers in thousandths (2.10 → 2100) and only convert
// for display or for input in other formats (reference-notes 2.3: fractional a/b → 1 + a/b; American
// +X → 1 + X/100, −X → 1 + 100/X). Everything here is integer or string arithmetic: "1.85" must be
// 1850, never 1849 from a float that was 1.8499999.

export type OddsFormat = 'decimal' | 'fractional' | 'american';

/** Lowest price a selection can have: anything at or below 1.00 returns no profit. */
export const MIN_ODDS = 1001;

const DECIMAL_TEXT = /^(\d{1,7})(?:\.(\d{1,12}))?$/;

/**
 * Decimal odds text ("1.85", "2", "1.8333") → thousandths, half-up on a fourth decimal. null when the
 * text is not a plain non-negative decimal. Range checks (> 1.00) are the caller's.
 */
export function decimalToThousandths(text: string): number | null {
  const m = DECIMAL_TEXT.exec(text.trim());
  if (!m) return null;
  const frac = (m[2] ?? '').padEnd(4, '0');
  let k = Number(m[1]) * 1000 + Number(frac.slice(0, 3));
  if (Number(frac[3]) >= 5) k += 1;
  return k;
}

/** Thousandths → decimal text with two decimals, three when the price needs them ("2.10", "1.833"). */
export function thousandthsToDecimal(k: number): string {
  const whole = Math.floor(k / 1000);
  const frac = String(k % 1000).padStart(3, '0');
  return `${whole}.${frac.endsWith('0') ? frac.slice(0, 2) : frac}`;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** Fractions UK bookmakers quote (profit per unit staked), reduced, ascending. */
const LADDER: ReadonlyArray<readonly [number, number]> = [
  [1, 10],
  [1, 9],
  [1, 8],
  [1, 7],
  [1, 6],
  [1, 5],
  [2, 9],
  [1, 4],
  [2, 7],
  [3, 10],
  [1, 3],
  [4, 11],
  [2, 5],
  [4, 9],
  [1, 2],
  [8, 15],
  [4, 7],
  [8, 13],
  [2, 3],
  [8, 11],
  [4, 5],
  [5, 6],
  [17, 20],
  [9, 10],
  [10, 11],
  [1, 1],
  [21, 20],
  [11, 10],
  [6, 5],
  [5, 4],
  [11, 8],
  [7, 5],
  [3, 2],
  [8, 5],
  [13, 8],
  [7, 4],
  [15, 8],
  [2, 1],
  [9, 4],
  [5, 2],
  [11, 4],
  [3, 1],
  [10, 3],
  [7, 2],
  [4, 1],
  [9, 2],
  [5, 1],
  [11, 2],
  [6, 1],
  [13, 2],
  [7, 1],
  [15, 2],
  [8, 1],
  [17, 2],
  [9, 1],
  [10, 1],
];

/**
 * Thousandths → reduced fraction text ("5/4", "1/1"). The exact fraction when its denominator is small
 * (≤ 20: 1.85 → 17/20); otherwise the nearest ladder fraction (1.833 → 5/6, 1.91 → 10/11), or n/1 or
 * 1/n for prices outside the ladder (151.00 → 150/1, 1.01 → 1/100).
 */
export function toFractional(k: number): string {
  const profit = k - 1000;
  if (profit <= 0) return '0/1';
  const g = gcd(profit, 1000);
  const [num, den] = [profit / g, 1000 / g];
  if (den <= 20) return `${num}/${den}`;
  const target = profit / 1000;
  const candidates: Array<readonly [number, number]> = [...LADDER];
  if (target > 10) candidates.push([Math.round(target), 1]);
  if (target < 0.1) candidates.push([1, Math.round(1 / target)]);
  let best = candidates[0]!;
  let bestErr = Number.POSITIVE_INFINITY;
  for (const c of candidates) {
    // Relative error: 1/100 vs 1/50 matters as much as 100/1 vs 50/1.
    const err = Math.abs(c[0] / c[1] - target) / target;
    if (err < bestErr) {
      best = c;
      bestErr = err;
    }
  }
  return `${best[0]}/${best[1]}`;
}

/** "5/4", "evens" → thousandths (rounded half-up to the nearest thousandth); null when not a fraction. */
export function fromFractional(text: string): number | null {
  const t = text.trim().toLowerCase();
  if (t === 'evens' || t === 'evs') return 2000;
  const m = /^(\d{1,6})\/(\d{1,6})$/.exec(t);
  if (!m) return null;
  const a = Number(m[1]);
  const b = Number(m[2]);
  if (a === 0 || b === 0) return null;
  return 1000 + Math.floor((2000 * a + b) / (2 * b));
}

/** Thousandths → American text: "+150" for 2.50, "-200" for 1.50, whole numbers rounded half-up. */
export function toAmerican(k: number): string {
  const profit = k - 1000;
  if (profit <= 0) return '-';
  if (profit >= 1000) return `+${Math.floor((profit + 5) / 10)}`;
  return `-${Math.floor((200_000 + profit) / (2 * profit))}`;
}

/** "+150" → 2500, "-200" → 1500, "-110" → 1909; null when not American odds (|X| ≥ 100). */
export function fromAmerican(text: string): number | null {
  const m = /^([+-]?)(\d{3,7})$/.exec(text.trim());
  if (!m) return null;
  const x = Number(m[2]);
  if (x < 100) return null;
  if (m[1] === '-') return 1000 + Math.floor((200_000 + x) / (2 * x));
  return 1000 + x * 10;
}

/** A price for display in the player's chosen format. */
export function formatOdds(k: number, format: OddsFormat): string {
  if (format === 'fractional') return toFractional(k);
  if (format === 'american') return toAmerican(k);
  return thousandthsToDecimal(k);
}
