import { describe, expect, it } from 'vitest';
import { CURRENCIES, CURRENCY_SIGN, LANGS } from '../../src/contract/common';
import { formatMoney, formatSignedMoney } from '../../src/site/format';

// The decimal mark each language writes (ru, kz, br: comma; en, hi: point).
const DECIMAL = { en: '.', ru: ',', kz: ',', br: ',', hi: '.' } as const;

describe('money formatting from minor units', () => {
  it('formats whole amounts with the currency sign in the reader’s language', () => {
    expect(formatMoney(5_000_000, 'RUB', 'en')).toBe('50,000 ₽');
    expect(formatMoney(5_000_000, 'RUB', 'ru')).toBe('50\u00a0000 ₽');
    expect(formatMoney(5_000_000, 'INR', 'hi')).toBe('50,000 ₹');
    expect(formatMoney(123_456_789, 'INR', 'hi')).toBe('12,34,567.89 ₹');
    expect(formatMoney(123_456_789, 'RUB', 'br')).toBe('1.234.567,89 ₽');
  });
  it('keeps cents exact, without floating-point rounding', () => {
    expect(formatMoney(1, 'USD', 'en')).toBe('0.01 $');
    expect(formatMoney(10, 'EUR', 'br')).toBe('0,10 €');
    expect(formatMoney(123_456_789_01, 'KZT', 'en')).toBe('123,456,789.01 ₸');
  });
});

describe('negative amounts and amounts under 1 carry one sign, in every currency and language', () => {
  for (const lang of LANGS) {
    for (const currency of CURRENCIES) {
      const d = DECIMAL[lang];
      const s = CURRENCY_SIGN[currency];
      it(`${currency} in ${lang}`, () => {
        // Balances, prices: a minus only on negatives (there was a second one under 1: "--0.54 $").
        expect(formatMoney(-1, currency, lang)).toBe(`-0${d}01 ${s}`);
        expect(formatMoney(-54, currency, lang)).toBe(`-0${d}54 ${s}`);
        expect(formatMoney(-100, currency, lang)).toBe(`-1 ${s}`);
        expect(formatMoney(-154, currency, lang)).toBe(`-1${d}54 ${s}`);
        expect(formatMoney(0, currency, lang)).toBe(`0 ${s}`);
        expect(formatMoney(-0, currency, lang)).toBe(`0 ${s}`);
        expect(formatMoney(54, currency, lang)).toBe(`0${d}54 ${s}`);
        // Movements (history, results): the direction shown both ways, zero unsigned.
        expect(formatSignedMoney(-1, currency, lang)).toBe(`-0${d}01 ${s}`);
        expect(formatSignedMoney(-54, currency, lang)).toBe(`-0${d}54 ${s}`);
        expect(formatSignedMoney(-100, currency, lang)).toBe(`-1 ${s}`);
        expect(formatSignedMoney(0, currency, lang)).toBe(`0 ${s}`);
        expect(formatSignedMoney(1, currency, lang)).toBe(`+0${d}01 ${s}`);
        expect(formatSignedMoney(54, currency, lang)).toBe(`+0${d}54 ${s}`);
        expect(formatSignedMoney(100, currency, lang)).toBe(`+1 ${s}`);
        // One sign, whatever the amount.
        for (const minor of [-99, -1_000_001, 99, 1_000_001]) {
          const text = formatSignedMoney(minor, currency, lang);
          expect(text.match(/[-+−]/g), text).toHaveLength(1);
        }
      });
    }
  }

  it('groups large negatives like positives', () => {
    expect(formatSignedMoney(-123_456_789, 'RUB', 'ru')).toBe('-1\u00a0234\u00a0567,89 ₽');
    expect(formatSignedMoney(-123_456_789, 'INR', 'hi')).toBe('-12,34,567.89 ₹');
    expect(formatSignedMoney(123_456_789, 'USD', 'en')).toBe('+1,234,567.89 $');
  });
});
