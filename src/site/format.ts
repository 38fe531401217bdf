import { CURRENCY_SIGN, LOCALE_INFO, MINOR_PER_MAJOR, type Currency, type Lang } from '../contract/common';

/**
 * How an amount shows its sign. `auto`: a minus on negatives only (balances, prices, limits).
 * `always`: amounts that move money one way or the other (history, results, net figures) also get
 * an explicit plus; zero stays unsigned.
 */
export type MoneySign = 'auto' | 'always';

type Parts = { whole: Intl.NumberFormat; decimal: string; minus: string; plus: string };
const parts = new Map<Lang, Parts>();
function partsOf(lang: Lang): Parts {
  let p = parts.get(lang);
  if (!p) {
    // Kazakh writes numbers as Russian does ("5 000,50"); the browser's trimmed ICU has no Kazakh
    // data and falls back to "5,000.50", so a page formatted on the server would not hydrate.
    const iso = lang === 'kz' ? LOCALE_INFO.ru.iso : LOCALE_INFO[lang].iso;
    const part = (n: number, type: Intl.NumberFormatPartTypes, fallback: string) =>
      new Intl.NumberFormat(iso, { signDisplay: 'always' }).formatToParts(n).find((x) => x.type === type)?.value ??
      fallback;
    p = {
      whole: new Intl.NumberFormat(iso, { maximumFractionDigits: 0 }),
      decimal: part(1.5, 'decimal', '.'),
      minus: part(-1, 'minusSign', '-'),
      plus: part(1, 'plusSign', '+'),
    };
    parts.set(lang, p);
  }
  return p;
}

/** A whole number grouped as the reader's language groups it (the same on the server and in the browser). */
export const formatNumber = (n: number, lang: Lang): string => partsOf(lang).whole.format(n);

/**
 * Minor units → "1 234,50 ₽" in the reader's language. Integers in, text out: no float math on money.
 * The sign is written once, here, from the amount itself: callers never add their own ("--0.54 $").
 */
export function formatMoney(minor: number, currency: Currency, lang: Lang, sign: MoneySign = 'auto'): string {
  const p = partsOf(lang);
  const abs = Math.abs(minor);
  const major = Math.trunc(abs / MINOR_PER_MAJOR);
  const cents = abs % MINOR_PER_MAJOR;
  const lead = minor < 0 ? p.minus : minor > 0 && sign === 'always' ? p.plus : '';
  const number = cents
    ? `${p.whole.format(major)}${p.decimal}${String(cents).padStart(2, '0')}`
    : p.whole.format(major);
  return `${lead}${number} ${CURRENCY_SIGN[currency]}`;
}

/** An amount with its direction: "+0.54 $", "-0.54 $", "0 $". */
export const formatSignedMoney = (minor: number, currency: Currency, lang: Lang): string =>
  formatMoney(minor, currency, lang, 'always');

/**
 * A decimal figure (a multiplier, odds, a percentage) as the reader's language writes it: "11,25"
 * in ru and kz, "11.25" in en; at most `digits` decimals with trailing zeros dropped, or exactly
 * `digits` with `fixed` ("1,00"). Built from the same parts as money, so server and browser agree.
 */
export function formatDecimal(n: number, lang: Lang, digits = 2, fixed = false): string {
  const p = partsOf(lang);
  const abs = Math.abs(n);
  const text = fixed ? abs.toFixed(digits) : String(Number(abs.toFixed(digits)));
  const [whole = '0', frac] = text.split('.');
  return `${n < 0 ? p.minus : ''}${p.whole.format(Number(whole))}${frac ? `${p.decimal}${frac}` : ''}`;
}

/** A multiplier, "×11,25" (ru) / "×11.25" (en). */
export const formatTimes = (m: number, lang: Lang, fixed = false): string => `×${formatDecimal(m, lang, 2, fixed)}`;
