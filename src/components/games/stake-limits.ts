// The stake rules a game screen follows in the player's currency (spec section 9's min and max,
// and the most one bet may pay): chips, halve/double, the first stake, the message at the field.
// Pure: the server is still the judge, this only keeps the screen from offering refused stakes.
import { formatMoney } from '../../site/format';
import type { Currency, Lang } from '../../contract/common';

export interface StakeLabels {
  half: string;
  double: string;
  min: string;
  max: string;
  /** "Minimum bet: {{limit}}" */
  tooLow: string;
  /** "Maximum bet: {{limit}}" */
  tooHigh: string;
  /** "At ×{{multiplier}} the most you can win is {{payout}}: stake at most {{limit}}" */
  payoutCap: string;
  /** "Enter the bet amount" */
  invalid: string;
  chips: string;
}

/** What a stage passes its screen: the limits in minor units of `currency`, and their texts. */
export interface StakeKit {
  /** Smallest stake; 1 minor unit when the operator set none. */
  min: number;
  /** Largest stake; null when the operator set none (the balance is then the bound). */
  max: number | null;
  /** The most one bet or round may pay; null when unlimited. */
  maxPayout: number | null;
  currency: Currency;
  lang: Lang;
  labels: StakeLabels;
}

export const toMinor = (major: string): number => Math.round(Number(major.trim().replace(',', '.')) * 100);
/** Minor units → the field's text ("0.10"): no currency sign, a dot, as the screens parse it. */
export const toField = (minor: number): string => (minor / 100).toFixed(2);

/** The largest stake allowed at `multiplier` (the bet's best case): max, lowered by the payout cap. */
export function stakeCeiling(kit: Pick<StakeKit, 'max' | 'maxPayout'>, multiplier = 0): number | null {
  const byPayout = kit.maxPayout != null && multiplier > 0 ? Math.floor(kit.maxPayout / multiplier) : null;
  if (byPayout === null) return kit.max;
  return kit.max === null ? byPayout : Math.min(kit.max, byPayout);
}

const clamp = (v: number, lo: number, hi: number | null) => Math.max(lo, hi === null ? v : Math.min(hi, v));

/** Half the stake, never under the minimum. */
export const halve = (kit: StakeKit, minor: number, multiplier = 0) =>
  clamp(Math.floor(minor / 2), kit.min, stakeCeiling(kit, multiplier));
/** Twice the stake, never over the maximum (or the payout cap at `multiplier`). */
export const double = (kit: StakeKit, minor: number, multiplier = 0) =>
  clamp(Math.max(minor * 2, kit.min), kit.min, stakeCeiling(kit, multiplier));

/** The stake a screen starts with: one major unit, moved inside the limits. */
export const firstStake = (kit: Pick<StakeKit, 'min' | 'max'>) => clamp(100, kit.min, kit.max);

/**
 * Chips on a 1-2-5 ladder from the minimum to the maximum, at most `count`, the ends always in:
 * A table of 0.01–0.10 $ gets 0.01, 0.02, 0.05, 0.10 — never a chip the table refuses.
 */
export function chipValues(kit: Pick<StakeKit, 'min' | 'max'>, count = 5): number[] {
  const lo = Math.max(1, kit.min);
  const hi = kit.max ?? lo * 10_000;
  if (hi <= lo) return [lo];
  const ladder: number[] = [];
  for (let decade = 1; decade <= hi * 10; decade *= 10) {
    for (const step of [1, 2, 5]) {
      const v = step * decade;
      if (v > lo && v < hi) ladder.push(v);
    }
  }
  const inner = count - 2;
  const picked =
    ladder.length <= inner
      ? ladder
      : Array.from({ length: inner }, (_, i) => ladder[Math.round(((i + 1) * (ladder.length - 1)) / (inner + 1))]!);
  return [lo, ...new Set(picked), hi];
}

/** The message at the field for `minor` at `multiplier`, or null when the stake is allowed. */
export function stakeProblem(kit: StakeKit, minor: number, multiplier = 0): string | null {
  const fmt = (v: number) => formatMoney(v, kit.currency, kit.lang);
  if (!Number.isFinite(minor) || !Number.isInteger(minor) || minor <= 0) return kit.labels.invalid;
  if (minor < kit.min) return kit.labels.tooLow.replace('{{limit}}', fmt(kit.min));
  if (kit.max !== null && minor > kit.max) return kit.labels.tooHigh.replace('{{limit}}', fmt(kit.max));
  const ceiling = stakeCeiling(kit, multiplier);
  if (ceiling !== null && minor > ceiling && kit.maxPayout !== null) {
    return kit.labels.payoutCap
      .replace('{{multiplier}}', String(multiplier))
      .replace('{{payout}}', fmt(kit.maxPayout))
      .replace('{{limit}}', fmt(ceiling));
  }
  return null;
}
