import { describe, expect, it } from 'vitest';
import { HSTS_VALUE, reachedOverTls, withHsts } from '../../src/server/http/hsts';

// Issue 17: site answers (pages, RSC, static files; src/server/adapter.ts) carry
// Strict-Transport-Security like the API's, but only when the visitor came over TLS.

const req = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });
const hstsOf = (res: Response) => res.headers.get('strict-transport-security');

describe('reachedOverTls', () => {
  it('believes the request URL', () => {
    expect(reachedOverTls(req('https://casino.example/'), 0)).toBe(true);
    expect(reachedOverTls(req('http://casino.example/'), 0)).toBe(false);
  });

  it('believes X-Forwarded-Proto only from trusted proxies, read N from the right', () => {
    const https = { 'x-forwarded-proto': 'https' };
    expect(reachedOverTls(req('http://casino.example/', https), 0)).toBe(false);
    expect(reachedOverTls(req('http://casino.example/', https), false)).toBe(false);
    expect(reachedOverTls(req('http://casino.example/', https), 1)).toBe(true);
    expect(reachedOverTls(req('http://casino.example/', https), true)).toBe(true);
    expect(reachedOverTls(req('http://casino.example/', { 'x-forwarded-proto': 'HTTPS' }), 1)).toBe(true);
    expect(reachedOverTls(req('http://casino.example/', { 'x-forwarded-proto': 'http' }), 1)).toBe(false);
    // The client wrote the left entry; the one proxy we trust appended what it saw.
    expect(reachedOverTls(req('http://casino.example/', { 'x-forwarded-proto': 'https, http' }), 1)).toBe(false);
    expect(reachedOverTls(req('http://casino.example/', { 'x-forwarded-proto': 'https, http' }), 2)).toBe(true);
    expect(reachedOverTls(req('http://casino.example/'), 1)).toBe(false);
  });
});

describe('withHsts', () => {
  it('adds the header over TLS to pages, RSC, files and redirects (immutable headers too)', async () => {
    const tls = req('https://casino.example/en/faq');
    const page = withHsts(new Response('<html>', { headers: { 'content-type': 'text/html' } }), tls, 0);
    expect(hstsOf(page)).toBe(HSTS_VALUE);
    expect(HSTS_VALUE).toBe('max-age=15552000; includeSubDomains');
    const proxied = req('http://casino.example/RSC/R/en/faq.txt', { 'x-forwarded-proto': 'https' });
    expect(hstsOf(withHsts(new Response('0:{}'), proxied, 1))).toBe(HSTS_VALUE);
    const redirect = withHsts(Response.redirect('https://casino.example/en', 302), tls, 0);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('https://casino.example/en');
    expect(hstsOf(redirect)).toBe(HSTS_VALUE);
    const file = withHsts(new Response('body', { status: 200, headers: { 'cache-control': 'immutable' } }), tls, 0);
    expect(await file.text()).toBe('body');
    expect(file.headers.get('cache-control')).toBe('immutable');
  });

  it('never on plain http (localhost dev, an untrusted X-Forwarded-Proto), and keeps a value already set', () => {
    expect(hstsOf(withHsts(new Response('x'), req('http://localhost:3000/'), 0))).toBeNull();
    const forged = req('http://casino.example/', { 'x-forwarded-proto': 'https' });
    expect(hstsOf(withHsts(new Response('x'), forged, 0))).toBeNull();
    const own = new Response('x', { headers: { 'strict-transport-security': 'max-age=1' } });
    expect(hstsOf(withHsts(own, req('https://casino.example/'), 0))).toBe('max-age=1');
  });
});
