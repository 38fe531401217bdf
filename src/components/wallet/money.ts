import { MINOR_PER_MAJOR } from '../../contract/common';
import { MAX_AMOUNT } from '../../contract/wallet';

/**
 * What a player types ("1500", "1 500,50", "12.5") → minor units, or null when it is not a
 * positive amount with at most two decimals. Parsed as text, so no float rounding.
 */
export function parseMajor(text: string): number | null {
  const s = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  const m = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  const minor = Number(m[1]) * MINOR_PER_MAJOR + Number((m[2] ?? '').padEnd(2, '0'));
  return minor > 0 && minor <= MAX_AMOUNT ? minor : null;
}

/** Minor units → the plain number a field shows ("1500", "12.50"). */
export function toMajorText(minor: number): string {
  const cents = minor % MINOR_PER_MAJOR;
  const whole = Math.trunc(minor / MINOR_PER_MAJOR);
  return cents ? `${whole}.${String(cents).padStart(2, '0')}` : String(whole);
}
