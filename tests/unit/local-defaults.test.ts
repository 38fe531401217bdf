import { describe, expect, it } from 'vitest';
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { defaultCurrency } from '../../src/client/local-defaults';
import {
  countryFromInternational,
  countryOfE164,
  defaultPhoneCountry,
  formatPhoneInput as formatField,
  PHONE_COUNTRIES,
  PHONE_COUNTRY_IDS,
  phoneCountriesFor,
} from '../../src/client/phone-mask';
import { CURRENCIES, LANGS } from '../../src/contract/common';

describe('local defaults', () => {
  it('starts a sign-up in the currency of the language and region, always one of the five', () => {
    expect(defaultCurrency('RU', 'ru')).toBe('RUB');
    expect(defaultCurrency('KZ', 'ru')).toBe('KZT');
    expect(defaultCurrency('RU', 'kz')).toBe('KZT');
    expect(defaultCurrency('RU', 'hi')).toBe('INR');
    expect(defaultCurrency('RU', 'br')).toBe('USD');
    expect(defaultCurrency('RU', 'en')).toBe('USD');
    expect(defaultCurrency('KZ', 'en')).toBe('KZT');
    for (const lang of LANGS)
      for (const r of ['RU', 'KZ', null] as const) expect(CURRENCIES).toContain(defaultCurrency(r, lang));
  });

  it('offers the language’s own phone country first and keeps every country choosable', () => {
    expect(defaultPhoneCountry('hi', 'RU')).toBe('in');
    expect(defaultPhoneCountry('br', 'RU')).toBe('br');
    expect(defaultPhoneCountry('kz', 'RU')).toBe('kz');
    expect(phoneCountriesFor('hi', 'RU')[0]).toBe('in');
    expect(phoneCountriesFor('br', null)[0]).toBe('br');
    for (const lang of LANGS) expect([...phoneCountriesFor(lang, null)].sort()).toEqual([...PHONE_COUNTRY_IDS].sort());
  });

  it('formats Indian and Brazilian mobiles typed in any usual way to a valid E.164 number', () => {
    const india = PHONE_COUNTRIES.in;
    for (const typed of ['9876543210', '+91 98765 43210', '09876543210', '919876543210']) {
      const s = formatField(india, typed);
      expect(s.e164, typed).toBe('+919876543210');
      expect(s.text).toBe('+91 98765 43210');
      expect(s.complete).toBe(true);
    }
    const brazil = PHONE_COUNTRIES.br;
    const s = formatField(brazil, '+55 11 91234-5678');
    expect(s.text).toBe('+55 (11) 91234-5678');
    expect(isValidPhoneNumber(s.e164)).toBe(true);
  });

  it('recognises a pasted number’s country by its calling code', () => {
    expect(countryFromInternational('+91 98765 43210')).toBe('in');
    expect(countryFromInternational('+55 11 91234-5678')).toBe('br');
    expect(countryOfE164('+79123456789')).toBe('ru');
    expect(countryOfE164('+375291234567')).toBe('by');
  });
});
