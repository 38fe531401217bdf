import { describe, expect, it } from 'vitest';
import { parseOperatorConfig } from '../../src/server/config/store.server';
import { decideRedirect } from '../../src/site/redirects';
import { isSafeLocalPath, safeLocalPath } from '../../src/site/safe-path';
import { withoutHandoverParams } from '../../src/site/sso-front.server';

describe('redirect targets stay on the site (issue 7, finding 4)', () => {
  it('accepts plain paths with their query and fragment', () => {
    for (const p of ['/', '/en/games/dice', '/a?next=//evil.example/&u=https://x.example', '/faq#top', '/a%20b']) {
      expect(isSafeLocalPath(p), p).toBe(true);
    }
  });
  it('refuses every spelling a browser or proxy reads as another host or scheme', () => {
    const bad = [
      '//evil.example/',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/%2F/evil.example',
      '/%2f%2fevil.example',
      '/%5Cevil.example',
      '/%252F%252Fevil.example',
      '/\t/evil.example',
      '/%09/evil.example',
      '/\n/evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'evil.example',
      '',
      '/%E0%A4%A',
    ];
    for (const p of bad) expect(isSafeLocalPath(p), JSON.stringify(p)).toBe(false);
    expect(safeLocalPath('//evil.example/')).toBe('/');
    expect(safeLocalPath('//evil.example/', '/en')).toBe('/en');
  });
  it('the SSO hand-over never answers a protocol-relative Location', () => {
    const url = new URL('http://casino.test//evil.example/?simpleAuthToken=aaaaaaaaaaaaaaaaaaaaaaaa&x=1');
    expect(url.pathname).toBe('//evil.example/');
    expect(withoutHandoverParams(url)).toBe('/?x=1');
    expect(withoutHandoverParams(new URL('http://casino.test/%2F%2Fevil.example/?simpleAuthToken=a'))).toBe('/');
  });
  it('refuses encoded off-site paths in operator route rules and root redirect', () => {
    expect(() => parseOperatorConfig({ site: JSON.stringify({ rootRedirect: '/%2F%2Fevil.example' }) })).toThrow();
    expect(() =>
      parseOperatorConfig({ site: JSON.stringify({ routeRules: [{ from: '/a', to: '/%5Cevil.example' }] }) }),
    ).toThrow();
  });
  it('ignores an off-site path rule that slipped past the schema', () => {
    const site = parseOperatorConfig({ site: '{}' }).site;
    const r = decideRedirect({
      path: '/',
      search: '',
      lang: 'ru',
      host: 'casino.test',
      site: {
        ...site,
        rootRedirect: '//evil.example',
        routeRules: [{ from: '/x', to: '/\\evil.example', status: 302 }],
      },
      blocked: false,
      skipGeo: false,
    });
    expect(r).toBeNull();
    expect(
      decideRedirect({
        path: '/x',
        search: '',
        lang: 'ru',
        host: 'casino.test',
        site: { ...site, routeRules: [{ from: '/x', to: '/\\evil.example', status: 302 }] },
        blocked: false,
        skipGeo: false,
      }),
    ).toBeNull();
  });
});
