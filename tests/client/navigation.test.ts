import { describe, expect, it } from 'vitest';
import { isIosSafari } from '../../src/client/install-prompt';
import { checkNavigation, NavigationRefused } from '../../src/client/navigation';

const BASE = 'https://casino.example/en/faq';

function refusal(fn: () => unknown): string | null {
  try {
    fn();
    return null;
  } catch (e) {
    return e instanceof NavigationRefused ? e.reason : 'other';
  }
}

describe('navigation guard (spec section 8)', () => {
  it('lets the site move within its own origin, relative or absolute', () => {
    expect(checkNavigation('/en/profile', BASE).href).toBe('https://casino.example/en/profile');
    expect(checkNavigation('https://casino.example/ru', BASE).pathname).toBe('/ru');
  });

  it('refuses another origin unless the caller says external', () => {
    expect(refusal(() => checkNavigation('https://pay.example/checkout', BASE))).toBe('external');
    expect(refusal(() => checkNavigation('//evil.example/x', BASE))).toBe('external');
    expect(checkNavigation('https://pay.example/checkout', BASE, { external: true }).host).toBe('pay.example');
  });

  it('refuses script and data protocols even when external is allowed', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      'blob:https://casino.example/1',
      'file:///etc/passwd',
    ]) {
      expect(
        refusal(() => checkNavigation(url, BASE, { external: true })),
        url,
      ).toBe('protocol');
    }
  });

  it('lets links start a mail or a call, but not a window navigation', () => {
    const linkable = new Set(['http:', 'https:', 'mailto:', 'tel:']);
    expect(checkNavigation('mailto:help@casino.example', BASE, {}, linkable).protocol).toBe('mailto:');
    expect(refusal(() => checkNavigation('tel:+77001234567', BASE))).toBe('protocol');
  });
});

describe('install hint', () => {
  it('is for Safari on iPhone and iPad, not other iOS browsers or desktops', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
    const ipad =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15';
    const chromeIos =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/138.0 Mobile/15E148 Safari/604.1';
    expect(isIosSafari(iphone, 5)).toBe(true);
    expect(isIosSafari(ipad, 5)).toBe(true);
    expect(isIosSafari(ipad, 0)).toBe(false);
    expect(isIosSafari(chromeIos, 5)).toBe(false);
  });
});
