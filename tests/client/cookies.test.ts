import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTokenCookie, readAllCookies, readTokenCookie, setTokenCookie } from '../../src/client/cookies';
import { cookieJar } from './harness';

afterEach(() => vi.unstubAllGlobals());

describe('token cookie (spec section 3: 30 days, path /)', () => {
  it('is Secure on https pages, and reads back decoded', () => {
    const c = cookieJar();
    vi.stubGlobal('document', c.doc);
    vi.stubGlobal('location', new URL('https://site.test/'));
    setTokenCookie('a b;c');
    expect(c.writes).toEqual(['token=a%20b%3Bc; Max-Age=2592000; Path=/; SameSite=Lax; Secure']);
    expect(readTokenCookie()).toBe('a b;c');
    clearTokenCookie();
    expect(c.writes.at(-1)).toContain('Max-Age=0');
    expect(readTokenCookie()).toBeNull();
  });

  it('does nothing outside a browser', () => {
    setTokenCookie('x');
    expect(readTokenCookie()).toBeNull();
    expect(readAllCookies()).toEqual({});
  });
});
