import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import {
  applyMask,
  caretAfterTokens,
  countryFromInternational,
  defaultPhoneCountry,
  formatPhoneInput,
  maskCapacity,
  maskPlaceholder,
  maskPrefix,
  nationalDigits,
  PHONE_COUNTRIES,
  unmask,
} from '../../src/client/phone-mask';

const { ru, kz, by } = PHONE_COUNTRIES;

describe('mask tokens', () => {
  it('fills digit, letter and alphanumeric tokens and skips characters a token refuses', () => {
    expect(applyMask('##-AA-**', '12ab3c')).toBe('12-ab-3c');
    // "x" cannot go into a digit slot and "5" cannot go into a letter slot: both are skipped.
    expect(applyMask('##-AA', '1x2-5cd')).toBe('12-cd');
    expect(applyMask('***', 'a-1_B')).toBe('a1B');
  });

  it('writes no trailing literals, so deleting removes typed characters', () => {
    expect(applyMask('+7 (###) ### ## ##', '912')).toBe('+7 (912');
    expect(applyMask('+7 (###) ### ## ##', '9123')).toBe('+7 (912) 3');
    expect(applyMask('+7 (###) ### ## ##', '')).toBe('');
  });

  it('drops characters beyond the mask', () => {
    expect(applyMask('+375 (##) ###-##-##', '2912345678999')).toBe('+375 (29) 123-45-67');
  });

  it('knows capacity, prefix, placeholder and unmasked value', () => {
    expect(maskCapacity(ru.mask)).toBe(10);
    expect(maskCapacity(by.mask)).toBe(9);
    expect(maskPrefix(by.mask)).toBe('+375 (');
    expect(maskPlaceholder(ru.mask)).toBe('+7 (___) ___ __ __');
    expect(unmask(ru.mask, '+7 (912) 345 67 89')).toBe('9123456789');
  });

  it('puts the caret after the n-th filled token', () => {
    expect(caretAfterTokens(ru.mask, '+7 (912) 3', 3)).toBe(7);
    expect(caretAfterTokens(ru.mask, '+7 (912) 3', 4)).toBe(10);
    expect(caretAfterTokens(ru.mask, '+7 (912) 3', 0)).toBe(4);
  });
});

describe('phone numbers typed or pasted', () => {
  it.each([
    ['+7 912 345-67-89', '9123456789'],
    ['89123456789', '9123456789'],
    ['+79123456789', '9123456789'],
    ['79123456789', '9123456789'],
    ['8 (912) 345-67-89', '9123456789'],
    ['9123456789', '9123456789'],
    // A St Petersburg number starts with 8 but is ten digits long: nothing is stripped.
    ['8123456789', '8123456789'],
  ])('ru: %s → %s', (input, digits) => {
    expect(nationalDigits(ru, input)).toBe(digits);
    expect(formatPhoneInput(ru, input).text).toBe(applyMask(ru.mask, digits));
  });

  it('formats a pasted Russian number completely, as E.164, and libphonenumber accepts it', () => {
    const s = formatPhoneInput(ru, '+7 912 345-67-89');
    expect(s).toMatchObject({ text: '+7 (912) 345 67 89', e164: '+79123456789', complete: true });
    expect(isValidPhoneNumber(s.e164)).toBe(true);
  });

  it('keeps a Kazakh number whose national part starts with 7', () => {
    expect(formatPhoneInput(kz, '+7 (701) 123 45 67').e164).toBe('+77011234567');
    expect(formatPhoneInput(kz, '87011234567').text).toBe('+7 (701) 123 45 67');
    expect(formatPhoneInput(kz, '77011234567').text).toBe('+7 (701) 123 45 67');
  });

  it('formats Belarusian numbers with their own mask and trunk prefix', () => {
    expect(formatPhoneInput(by, '+375 29 123 45 67').text).toBe('+375 (29) 123-45-67');
    expect(formatPhoneInput(by, '80291234567').text).toBe('+375 (29) 123-45-67');
    expect(formatPhoneInput(by, '375291234567').e164).toBe('+375291234567');
    expect(countryFromInternational('+375 29 123 45 67')).toBe('by');
    expect(countryFromInternational('+7 912')).toBeNull();
    expect(countryFromInternational('375291234567')).toBeNull();
  });

  it('corrects a number typed with a leading 8 once the eleventh digit arrives', () => {
    let text = '';
    for (const d of '89123456789') text = formatPhoneInput(ru, text + d).text;
    expect(text).toBe('+7 (912) 345 67 89');
  });

  it('one digit too many in a complete number does not shift it', () => {
    // A Kazakh number starts with 7 and a St Petersburg one with 8, like the prefixes.
    expect(formatPhoneInput(kz, '+7 (701) 123 45 671').text).toBe('+7 (701) 123 45 67');
    expect(formatPhoneInput(ru, '+7 (812) 345 67 899').text).toBe('+7 (812) 345 67 89');
    expect(formatPhoneInput(ru, '+7 (912) 345 67 890').text).toBe('+7 (912) 345 67 89');
  });

  it('typing digit by digit builds the mask and keeps the caret at the end', () => {
    let s = formatPhoneInput(ru, '');
    for (const d of '91234') s = formatPhoneInput(ru, s.text + d, s.text.length + 1);
    expect(s.text).toBe('+7 (912) 34');
    expect(s.caret).toBe(s.text.length);
    expect(s.complete).toBe(false);
  });

  it('keeps the caret after the digit inserted in the middle', () => {
    // "+7 (912) 345" with "0" typed after "912": the caret stood after the new fourth digit.
    const s = formatPhoneInput(ru, '+7 (9120) 345', 8);
    expect(s.text).toBe('+7 (912) 034 5');
    expect(s.text.slice(0, s.caret)).toBe('+7 (912) 0');
  });

  it('Backspace over a bracket moves the caret back to the digit before it', () => {
    // Deleting ")" from "+7 (912) 345" leaves the digits alone; the caret lands after "2".
    const s = formatPhoneInput(ru, '+7 (912 345', 7);
    expect(s.text).toBe('+7 (912) 345');
    expect(s.caret).toBe(7);
  });

  it('clearing the digits clears the field', () => {
    expect(formatPhoneInput(ru, '+7 (').text).toBe('');
    expect(formatPhoneInput(ru, '+7 (').e164).toBe('');
  });
});

describe('default phone country', () => {
  it('is Kazakhstan for the kz interface or region, else Russia', () => {
    expect(defaultPhoneCountry('kz', 'RU')).toBe('kz');
    expect(defaultPhoneCountry('ru', 'KZ')).toBe('kz');
    expect(defaultPhoneCountry('en', 'RU')).toBe('ru');
    expect(defaultPhoneCountry('ru', null)).toBe('ru');
  });
});
