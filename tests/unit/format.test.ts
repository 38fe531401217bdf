import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/site/format';

describe('money formatting from minor units', () => {
  it('formats whole amounts with the currency sign in the reader’s language', () => {
    expect(formatMoney(5_000_000, 'RUB', 'en')).toBe('50,000 ₽');
    expect(formatMoney(5_000_000, 'RUB', 'ru')).toBe('50\u00a0000 ₽');
  });
  it('keeps cents exact, without floating-point rounding', () => {
    expect(formatMoney(1, 'USD', 'en')).toBe('0.01 $');
    expect(formatMoney(10, 'EUR', 'br')).toBe('0,10 €');
    expect(formatMoney(123_456_789_01, 'KZT', 'en')).toBe('123,456,789.01 ₸');
  });
});
