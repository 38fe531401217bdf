// The verifier's arithmetic, shared by the games' forms (src/games/<slug>/verify-form.tsx): amounts
// typed in the player's currency ("1.50") become minor units, whole numbers and decimals are read
// the same way in every form. Pure and without zod, so the verifier's chunk stays small; the games'
// own schemas check the result once their code has loaded (the first check).

/** The field a problem is about, shown next to it. */
export type Problem = { field: string };
export type Converted = { params: Record<string, unknown>; amount: number } | Problem;

/**
 * An amount typed in major units ("1", "1.5", "1,50", "1 000.00") in minor units; null when it is
 * not a positive amount with at most two decimals.
 */
export function minorOf(text: string): number | null {
  const t = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const minor = Math.round(Number(t) * 100);
  return minor > 0 && Number.isSafeInteger(minor) ? minor : null;
}

/** A whole number typed in, or null. */
export const wholeOf = (text: string): number | null => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** A decimal typed with a dot or a comma, at most `digits` before the point and two after; or null. */
export function decimalOf(text: string, digits: number): number | null {
  const t = text.trim().replace(',', '.');
  return new RegExp(`^\\d{1,${digits}}(\\.\\d{1,2})?$`).test(t) ? Number(t) : null;
}

/** Minor units as the form shows them: "1.50". */
export const majorText = (minor: number) => (minor / 100).toFixed(2);

/** The parameters with the stake typed in, or the stake as the problem. */
export function withStake(params: Record<string, unknown>, amount: string): Converted {
  const minor = minorOf(amount);
  return minor === null ? { field: 'amount' } : { params, amount: minor };
}

/** A string parameter of a stored bet, or the fallback. */
export const strOf = (v: unknown, fallback: string): string => (typeof v === 'string' ? v : fallback);
