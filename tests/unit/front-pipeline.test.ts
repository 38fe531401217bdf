import { describe, expect, it, vi } from 'vitest';
import { ApiCallError, type ApiClient } from '../../src/contract/api-client';
import type { ProfileResponse } from '../../src/contract/profile';
import { parseOperatorConfig } from '../../src/server/config/store.server';
import { compose } from '../../src/site/front/pipeline';
import { type FrontState, NO_MIRROR, redirectTo } from '../../src/site/front/state';
import {
  attribution,
  type FrontDeps,
  locale,
  NONCE_PLACEHOLDER,
  pageHeaders,
  redirects,
  renderCache,
  renderCacheKey,
  ssoFirstLoad,
  ssoHandover,
  visitor,
} from '../../src/site/front/steps.server';
import { RenderCache } from '../../src/site/render-cache';
import { TtlCache } from '../../src/site/ttl-cache';

const SERVICES = { dice: 'http://dice.localhost:3000' } as unknown as FrontState['bases']['services'];

/** A page GET from a person, anonymous, with no cookies; `o` overrides any field. */
function state(href = 'http://casino.test/games/dice', o: Partial<FrontState> = {}): FrontState {
  const url = new URL(href);
  const m = url.pathname.match(/^\/(en|kz|br|hi)(\/.*)?$/);
  return {
    raw: new Request(url),
    method: 'GET',
    url,
    isRsc: false,
    isDocument: true,
    path: m ? m[2] || '/' : url.pathname,
    lang: (m?.[1] as FrontState['lang']) ?? 'ru',
    prefixed: Boolean(m),
    origin: url.origin,
    host: url.host,
    ip: '77.88.1.2',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
    acceptLanguage: 'ru',
    bot: { isBot: false, skipGeo: false },
    cookies: {},
    token: undefined,
    config: { ...parseOperatorConfig({}), texts: {}, version: 7 },
    bases: { api: 'http://api.casino.test', services: SERVICES },
    api: {} as ApiClient,
    secureCookies: false,
    jar: [],
    profile: null,
    mirror: NO_MIRROR,
    country: null,
    blocked: false,
    region: 'RU',
    nonce: '',
    ...o,
  };
}

const PAGE = () => Promise.resolve(new Response('page', { status: 200 }));
const run = (step: (s: FrontState, next: () => Promise<Response>) => Promise<Response>, s: FrontState) => {
  const next = vi.fn(PAGE);
  return step(s, next).then((res) => ({ res, next, passed: next.mock.calls.length === 1 }));
};
const cookieNamed = (s: FrontState, name: string) => s.jar.find((c) => c.startsWith(`${name}=`));

describe('compose', () => {
  it('runs the steps in order and the last one after them; an answering step stops the rest', async () => {
    const seen: string[] = [];
    const step = (name: string, answer?: boolean) => async (_s: object, next: () => Promise<Response>) => {
      seen.push(name);
      return answer ? new Response(name) : next();
    };
    const last = async () => {
      seen.push('render');
      return new Response('render');
    };
    expect(await (await compose([step('a'), step('b')], last)({})).text()).toBe('render');
    expect(seen).toEqual(['a', 'b', 'render']);
    seen.length = 0;
    expect(await (await compose([step('a', true), step('b')], last)({})).text()).toBe('a');
    expect(seen).toEqual(['a']);
  });
});

describe('redirectTo', () => {
  it('carries the cookies set so far and percent-encodes a non-Latin-1 location like Hono', () => {
    const res = redirectTo({ jar: ['a=1', 'b=2'] }, '/страница', 301);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/%D1%81%D1%82%D1%80%D0%B0%D0%BD%D0%B8%D1%86%D0%B0');
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
  });
});

describe('SSO hand-over step', () => {
  const deps = { apiFor: vi.fn() };
  it('passes a request without a simple-auth token on', async () => {
    expect((await run(ssoHandover(deps), state('http://casino.test/?x=1'))).passed).toBe(true);
  });
  it('only takes a token this browser did not fetch out of the address', async () => {
    const { res, passed } = await run(
      ssoHandover(deps),
      state('http://casino.test/en/faq?simpleAuthToken=abcdefghijklmnopqrstuvwxyz&x=1'),
    );
    expect(passed).toBe(false);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/en/faq?x=1');
    expect(deps.apiFor).not.toHaveBeenCalled();
  });
  it('never spends the token on a HEAD request', async () => {
    const s = state('http://casino.test/?simpleAuthToken=abcdefghijklmnopqrstuvwxyz', { method: 'HEAD' });
    expect((await run(ssoHandover(deps), s)).passed).toBe(true);
  });
  it('exchanges a token of its own round trip for a session cookie and a clean address', async () => {
    const profile = { user: { currency: 'RUB' } } as unknown as ProfileResponse;
    const session = {
      profile: async () => profile,
      reportVisitor: async () => ({}),
      attachSource: async () => ({}),
    };
    const s = state('http://casino.test/faq?simpleAuthToken=abcdefghijklmnopqrstuvwxyz&simple_auth=1&sso_state=st4te', {
      cookies: { ssoRedirected: 'st4te' },
      api: { profileWithToken: async () => ({ fresh_token: 'fresh-session-token' }) } as unknown as ApiClient,
    });
    const { res, passed } = await run(ssoHandover({ apiFor: () => session as unknown as ApiClient }), s);
    expect(passed).toBe(false);
    expect(res.headers.get('location')).toBe('/faq');
    expect(res.headers.getSetCookie().find((c) => c.startsWith('token='))).toMatch(/^token=fresh-session-token;/);
  });
});

describe('visitor (session) step', () => {
  const geo = { ip: null, country_code: 'KZ', region: 'KZ' as const, blocked: false };
  const deps = (g: typeof geo | null = geo) => ({ mirrorOf: async () => null, geoOf: async () => g });
  it('learns country, region and block from geo, and the default mirror settings when /mirror failed', async () => {
    const s = state();
    expect((await run(visitor(deps()), s)).passed).toBe(true);
    expect([s.country, s.region, s.blocked, s.mirror]).toEqual(['KZ', 'KZ', false, NO_MIRROR]);
  });
  it('asks no geo for search engines that skip it', async () => {
    const geoOf = vi.fn(async () => geo);
    const s = state(undefined, { bot: { isBot: true, skipGeo: true } });
    await run(visitor({ mirrorOf: async () => null, geoOf }), s);
    expect(geoOf).not.toHaveBeenCalled();
    expect(s.country).toBeNull();
  });
  it('keeps a refreshed token in the cookie', async () => {
    const profile = { user: { currency: 'USD' } } as unknown as ProfileResponse;
    const api = {
      profile: async () => {
        throw new ApiCallError(401, 'expired', '/profile/user');
      },
      refreshToken: async () => ({ access_token: 'new-token' }),
      profileWithToken: async () => profile,
    } as unknown as ApiClient;
    const s = state(undefined, { token: 'old-token', api });
    await run(visitor(deps()), s);
    expect(s.token).toBe('new-token');
    expect(s.profile).toBe(profile);
    expect(cookieNamed(s, 'token')).toMatch(/^token=new-token;/);
  });
  it('ends a session whose profile cannot be loaded and clears the cookie', async () => {
    const api = {
      profile: async () => {
        throw new ApiCallError(403, 'no', '/profile/user');
      },
    } as unknown as ApiClient;
    const s = state(undefined, { token: 'dead-token', api });
    vi.spyOn(console, 'warn').mockImplementationOnce(() => {});
    await run(visitor(deps()), s);
    expect(s.token).toBeUndefined();
    expect(cookieNamed(s, 'token')).toMatch(/^token=; Max-Age=0/);
  });
});

describe('redirects step', () => {
  it('sends a blocked visitor to /no-access with the cookies already set', async () => {
    const s = state('http://casino.test/en/faq', { blocked: true, jar: ['token=; Max-Age=0'] });
    const { res, passed } = await run(redirects, s);
    expect(passed).toBe(false);
    expect(res.headers.get('location')).toBe('/en/no-access');
    expect(res.headers.getSetCookie()).toEqual(['token=; Max-Age=0']);
  });
  it('leaves RSC requests and unredirected pages to the next step', async () => {
    expect((await run(redirects, state('http://casino.test/faq', { blocked: true, isDocument: false }))).passed).toBe(
      true,
    );
    expect((await run(redirects, state('http://casino.test/faq'))).passed).toBe(true);
  });
});

describe('first-load SSO step', () => {
  const withSso = (o: Partial<FrontState> = {}) =>
    state('http://casino.test/faq', { mirror: { ...NO_MIRROR, sso: 'http://sso.test/sso' }, ...o });
  it('bounces an anonymous person once, remembering the state in an httpOnly cookie', async () => {
    const s = withSso();
    const { res, passed } = await run(ssoFirstLoad({ isDev: false }), s);
    expect(passed).toBe(false);
    const to = new URL(res.headers.get('location')!);
    expect(to.searchParams.get('url')).toBe('http://casino.test/faq');
    expect(cookieNamed(s, 'ssoRedirected')).toContain(`ssoRedirected=${to.searchParams.get('state')};`);
    expect(cookieNamed(s, 'ssoRedirected')).toContain('HttpOnly');
  });
  it('never bounces bots, development, or a visitor already bounced', async () => {
    expect((await run(ssoFirstLoad({ isDev: true }), withSso())).passed).toBe(true);
    expect((await run(ssoFirstLoad({ isDev: false }), withSso({ bot: { isBot: true, skipGeo: false } }))).passed).toBe(
      true,
    );
    expect((await run(ssoFirstLoad({ isDev: false }), withSso({ cookies: { ssoRedirected: 'x' } }))).passed).toBe(true);
  });
});

describe('locale step', () => {
  it('sends a visitor whose browser prefers English to the English page, query kept', async () => {
    const { res } = await run(locale, state('http://casino.test/faq?a=1', { acceptLanguage: 'en-US,en;q=0.9' }));
    expect(res.headers.get('location')).toBe('/en/faq?a=1');
  });
  it('remembers the Russian choice (?lang=ru) and answers the clean address', async () => {
    const s = state('http://casino.test/faq?lang=ru&a=1', { cookies: { locale: 'en' } });
    const { res } = await run(locale, s);
    expect(res.headers.get('location')).toBe('/faq?a=1');
    expect(cookieNamed(s, 'locale')).toMatch(/^locale=ru;/);
  });
  it('remembers the language of a prefixed page, and never redirects bots', async () => {
    const s = state('http://casino.test/kz/faq', { cookies: { locale: 'en' } });
    expect((await run(locale, s)).passed).toBe(true);
    expect(cookieNamed(s, 'locale')).toMatch(/^locale=kz;/);
    const bot = state('http://casino.test/faq', { acceptLanguage: 'en', bot: { isBot: true, skipGeo: false } });
    expect((await run(locale, bot)).passed).toBe(true);
    expect(bot.jar).toEqual([]);
  });
});

describe('attribution step', () => {
  const fakeApi = () => ({
    utm: vi.fn(async () => ({ advId: 'adv-1', promo: null })),
    affiliate: vi.fn(async () => ({})),
    registerPageOpenEvent: vi.fn(async () => ({})),
    reportVisitor: vi.fn(async () => ({})),
    attachSource: vi.fn(async () => ({})),
  });
  it('stores partner cookies and the utm advId, and reports the visit once a day per address', async () => {
    const api = fakeApi();
    const reportedVisitors = new TtlCache<true>(10, 60_000);
    const href = 'http://casino.test/?stag=s1&utm_source=a&utm_medium=b&utm_campaign=c&utm_term=d';
    const s = state(href, { api: api as unknown as ApiClient });
    expect((await run(attribution({ reportedVisitors }), s)).passed).toBe(true);
    expect(cookieNamed(s, 'stag')).toMatch(/^stag=s1;/);
    expect(cookieNamed(s, 'advId')).toMatch(/^advId=adv-1;/);
    expect(api.attachSource).toHaveBeenCalledWith(expect.objectContaining({ stag: 's1', advId: 'adv-1' }));
    await run(attribution({ reportedVisitors }), state(href, { api: api as unknown as ApiClient }));
    expect(api.reportVisitor).toHaveBeenCalledTimes(1);
  });
  it('records nothing for bots', async () => {
    const api = fakeApi();
    const s = state('http://casino.test/?stag=s1', {
      api: api as unknown as ApiClient,
      bot: { isBot: true, skipGeo: false },
    });
    await run(attribution({ reportedVisitors: new TtlCache<true>(10, 60_000) }), s);
    expect(s.jar).toEqual([]);
    expect(api.reportVisitor).not.toHaveBeenCalled();
  });
});

describe('page headers step', () => {
  it("puts the body's nonce in the CSP, this response's cookies, and private no-cache", async () => {
    const s = state(undefined, { jar: ['a=1'] });
    const res = await pageHeaders({ isDev: false })(s, async () => {
      s.nonce = 'n0';
      return new Response('x');
    });
    expect(res.headers.get('content-security-policy')).toContain("'nonce-n0'");
    expect(res.headers.get('content-security-policy')).toContain('http://dice.localhost:3000');
    expect(res.headers.getSetCookie()).toEqual(['a=1']);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toBe('Cookie, Accept-Language');
  });
});

describe('render cache step', () => {
  const deps = (): Pick<FrontDeps, 'isDev' | 'cache'> => ({ isDev: false, cache: new RenderCache(10) });
  const html = (s: FrontState) => async () =>
    new Response(`<script nonce="${s.nonce}"></script>`, { headers: { 'content-type': 'text/html' } });

  it('keys anonymous GETs on what changes the bytes, and never a session, a POST or a no-cache route', () => {
    const d = deps();
    expect(renderCacheKey(state(), d)).toContain('doc|GET|http://casino.test|/games/dice||ru|RU|human|');
    expect(renderCacheKey(state(undefined, { token: 't' }), d)).toBeNull();
    expect(renderCacheKey(state(undefined, { method: 'POST' }), d)).toBeNull();
    expect(renderCacheKey(state('http://casino.test/reset-password/abc'), d)).toBeNull();
    expect(renderCacheKey(state(), { ...d, isDev: true })).toBeNull();
  });
  it('renders a miss once with the placeholder, then answers hits with a fresh nonce each', async () => {
    const d = deps();
    const first = state();
    const render = vi.fn(html(first));
    const a = await renderCache(d)(first, render);
    expect(render).toHaveBeenCalledTimes(1);
    const body = await a.text();
    expect(body).not.toContain(NONCE_PLACEHOLDER);
    expect(body).toBe(`<script nonce="${first.nonce}"></script>`);
    const second = state();
    const b = await renderCache(d)(second, render);
    expect(render).toHaveBeenCalledTimes(1);
    expect(await b.text()).toBe(`<script nonce="${second.nonce}"></script>`);
    expect(second.nonce).not.toBe(first.nonce);
  });
  it('keeps no error page, and never sends the placeholder in one', async () => {
    const d = deps();
    const s = state();
    const res = await renderCache(d)(
      s,
      async () => new Response(`<p>${s.nonce}</p>`, { status: 500, headers: { 'content-type': 'text/html' } }),
    );
    expect(await res.text()).toBe(`<p>${s.nonce}</p>`);
    expect(s.nonce).not.toBe(NONCE_PLACEHOLDER);
    expect(d.cache.size).toBe(0);
  });
  it('renders a logged-in page every time with a real nonce', async () => {
    const d = deps();
    const s = state(undefined, { token: 't' });
    const render = vi.fn(html(s));
    await renderCache(d)(s, render);
    await renderCache(d)(state(undefined, { token: 't' }), render);
    expect(render).toHaveBeenCalledTimes(2);
    expect(s.nonce).not.toBe(NONCE_PLACEHOLDER);
    expect(d.cache.size).toBe(0);
  });
});

describe('render cache step, compressed hits', () => {
  it('answers a hit gzipped for a browser that accepts it, varying on Accept-Encoding', async () => {
    const { gunzipSync } = await import('node:zlib');
    const d = { isDev: false, cache: new RenderCache(10) };
    const html = (s: FrontState) => async () =>
      new Response(`<script nonce="${s.nonce}"></script>`, { headers: { 'content-type': 'text/html' } });
    const first = state();
    await renderCache(d)(first, html(first));
    const s = state();
    s.raw = new Request(s.url, { headers: { 'accept-encoding': 'gzip, br' } });
    const res = await pageHeaders({ isDev: false })(s, () => renderCache(d)(s, html(s)));
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Cookie, Accept-Language, Accept-Encoding');
    const body = gunzipSync(Buffer.from(await res.arrayBuffer())).toString();
    expect(body).toBe(`<script nonce="${s.nonce}"></script>`);
    expect(res.headers.get('content-security-policy')).toContain(`'nonce-${s.nonce}'`);
  });
});
