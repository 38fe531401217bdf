import { describe, expect, it } from 'vitest';
import { regionFromCountry } from '../../src/contract/common';
import { langFromAcceptLanguage, localePath, resolvePreferredLang, splitLangPrefix } from '../../src/site/locale';

describe('locale resolution (spec section 4)', () => {
  it('prefers the saved cookie over the browser language', () => {
    expect(resolvePreferredLang('kz', 'en-US,en;q=0.9')).toBe('kz');
  });
  it('falls back to the browser language when the cookie is absent or unknown', () => {
    expect(resolvePreferredLang(undefined, 'pt-BR,pt;q=0.9')).toBe('br');
    expect(resolvePreferredLang('xx', 'hi-IN')).toBe('hi');
  });
  it('falls back to the default language last', () => {
    expect(resolvePreferredLang(undefined, 'de-DE,fr;q=0.5')).toBe('ru');
    expect(resolvePreferredLang(undefined, undefined)).toBe('ru');
  });
  it('honours q-values and maps Kazakh (kk) to kz', () => {
    expect(langFromAcceptLanguage('en;q=0.3, kk-KZ;q=0.8, ru;q=0.5')).toBe('kz');
    expect(langFromAcceptLanguage('de, en;q=0')).toBeUndefined();
  });
});

describe('language prefixes', () => {
  it('splits a prefix off the path', () => {
    expect(splitLangPrefix('/en/games/dice')).toEqual({ lang: 'en', path: '/games/dice', prefixed: true });
    expect(splitLangPrefix('/br')).toEqual({ lang: 'br', path: '/', prefixed: true });
  });
  it('leaves unprefixed paths in the default language', () => {
    expect(splitLangPrefix('/games/dice')).toEqual({ lang: 'ru', path: '/games/dice', prefixed: false });
    // "/policy/en/kyc" names the document's language, not the interface's.
    expect(splitLangPrefix('/policy/en/kyc').prefixed).toBe(false);
    expect(splitLangPrefix('/xx/faq')).toEqual({ lang: 'ru', path: '/xx/faq', prefixed: false });
  });
  it('builds links without a prefix for the default language', () => {
    expect(localePath('ru', '/faq')).toBe('/faq');
    expect(localePath('hi', '/faq')).toBe('/hi/faq');
    expect(localePath('en', '/')).toBe('/en');
  });
});

describe('region mapping', () => {
  it('maps KZ to KZ and anything else to RU', () => {
    expect(regionFromCountry('KZ')).toBe('KZ');
    expect(regionFromCountry('kz')).toBe('KZ');
    expect(regionFromCountry('RU')).toBe('RU');
    expect(regionFromCountry('BR')).toBe('RU');
    expect(regionFromCountry(null)).toBe('RU');
  });
});
