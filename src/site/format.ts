import { CURRENCY_SIGN, LOCALE_INFO, MINOR_PER_MAJOR, type Currency, type Lang } from '../contract/common';

/** Minor units → "1 234,50 ₽" in the reader's language. Integers in, text out: no float math on money. */
export function formatMoney(minor: number, currency: Currency, lang: Lang): string {
  const major = Math.trunc(minor / MINOR_PER_MAJOR);
  const cents = Math.abs(minor % MINOR_PER_MAJOR);
  const nf = new Intl.NumberFormat(LOCALE_INFO[lang].iso, { maximumFractionDigits: 0 });
  const decimal =
    new Intl.NumberFormat(LOCALE_INFO[lang].iso).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  const sign = minor < 0 && major === 0 ? '-' : '';
  const whole = `${sign}${nf.format(major)}`;
  return cents
    ? `${whole}${decimal}${String(cents).padStart(2, '0')} ${CURRENCY_SIGN[currency]}`
    : `${whole} ${CURRENCY_SIGN[currency]}`;
}
