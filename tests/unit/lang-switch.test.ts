import { describe, expect, it } from 'vitest';
import { langSwitchHref } from '../../src/site/locale';

describe('the language menu links', () => {
  it('lead to the same page in each language, keeping the query; Russian carries the choice', () => {
    expect(langSwitchHref('en', '/games/dice', '?a=1')).toBe('/en/games/dice?a=1');
    expect(langSwitchHref('kz', '/', '')).toBe('/kz');
    // The unprefixed page alone would send a visitor with another saved language back to it.
    expect(langSwitchHref('ru', '/games/dice', '?a=1')).toBe('/games/dice?a=1&lang=ru');
    expect(langSwitchHref('ru', '/', '')).toBe('/?lang=ru');
    // A choice already in the address is not repeated or carried to another language.
    expect(langSwitchHref('en', '/faq', '?lang=ru')).toBe('/en/faq');
  });
});
