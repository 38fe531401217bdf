import { describe, expect, it } from 'vitest';
import {
  codeProblem,
  displayPhone,
  emailProblem,
  newPasswordProblem,
  phoneProblem,
} from '../../src/components/auth/client-checks';
import {
  attributionFromCookies,
  isVipPath,
  registrationExtras,
  userAgreementPath,
} from '../../src/components/auth/request-extras';

describe('registration request extras', () => {
  const base = { pathname: '/', lang: 'ru' as const, timezone: 'Europe/Moscow', fp: undefined, promo: '' };

  it('sends partner, adplace, stag from cookies only when present and plain', () => {
    expect(attributionFromCookies({ partner: 'p-1', adplace: 'top_banner', stag: 'abc.123', other: 'x' })).toEqual({
      partner: 'p-1',
      adplace: 'top_banner',
      stag: 'abc.123',
    });
    // A cookie someone tampered with (markup, spaces, too long) is left out, not sent.
    expect(attributionFromCookies({ partner: '<script>', adplace: 'a b', stag: 'x'.repeat(129), promo: '' })).toEqual(
      {},
    );
  });

  it('takes the promo from the field (prefilled from the cookie), and none when the player cleared it', () => {
    const cookies = { promo: 'COOKIE10', stag: 's1' };
    expect(registrationExtras({ ...base, cookies, promo: 'TYPED20' })).toMatchObject({ promo: 'TYPED20', stag: 's1' });
    expect(registrationExtras({ ...base, cookies, promo: '  ' })).not.toHaveProperty('promo');
  });

  it('joins the VIP club only from the VIP page, in any language', () => {
    expect(registrationExtras({ ...base, cookies: {}, pathname: '/vip-club' })).toMatchObject({ vip: true });
    expect(registrationExtras({ ...base, cookies: {}, pathname: '/en/vip-club/' })).toMatchObject({ vip: true });
    expect(registrationExtras({ ...base, cookies: {}, pathname: '/games/dice' })).not.toHaveProperty('vip');
    expect(isVipPath('/vip-club-fake')).toBe(false);
  });

  it('carries the interface language and a valid time zone only', () => {
    expect(registrationExtras({ ...base, cookies: {}, lang: 'kz' })).toEqual({
      locale: 'kz',
      timezone: 'Europe/Moscow',
    });
    expect(registrationExtras({ ...base, cookies: {}, timezone: 'not a zone!' })).toEqual({ locale: 'ru' });
    expect(registrationExtras({ ...base, cookies: {}, fp: 'abc' })).toMatchObject({ fp: 'abc' });
  });

  it('links the user agreement in Russian for ru and kz, in English otherwise', () => {
    expect(userAgreementPath('ru')).toBe('/policy/ru/user-agreement');
    expect(userAgreementPath('kz')).toBe('/policy/ru/user-agreement');
    expect(userAgreementPath('hi')).toBe('/policy/en/user-agreement');
  });
});

describe('checks before submit', () => {
  it('phone: required, then a real number by libphonenumber', () => {
    expect(phoneProblem({ country: 'ru', text: '' })).toBe('error.required');
    expect(phoneProblem({ country: 'ru', text: '+7 (912) 345' })).toBe('error.invalid_phone');
    expect(phoneProblem({ country: 'ru', text: '+7 (000) 123 45 67' })).toBe('error.invalid_phone');
    expect(phoneProblem({ country: 'ru', text: '+7 (912) 345 67 89' })).toBeUndefined();
    expect(phoneProblem({ country: 'by', text: '+375 (29) 123-45-67' })).toBeUndefined();
  });

  it('e-mail, code and new password', () => {
    expect(emailProblem(' ')).toBe('error.required');
    expect(emailProblem('name@')).toBe('auth.emailInvalid');
    expect(emailProblem(' Name@Example.com ')).toBeUndefined();
    expect(codeProblem('12345')).toBe('auth.codeFormat');
    expect(codeProblem('123456')).toBeUndefined();
    expect(newPasswordProblem('short')).toBe('error.password_too_short');
    expect(newPasswordProblem('password123')).toBe('error.password_common');
    expect(newPasswordProblem('violet-harbour-42')).toBeUndefined();
  });

  it('shows a stored number with its mask', () => {
    expect(displayPhone('+79123456789')).toBe('+7 (912) 345 67 89');
    expect(displayPhone('+375291234567')).toBe('+375 (29) 123-45-67');
  });
});
