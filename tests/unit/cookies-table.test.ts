import { type Cookie, CookieJar } from 'tough-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError, type ApiClient } from '../../src/contract/api-client';
import { COOKIES, type CookieKey } from '../../src/contract/cookies';
import { deleteCookie, writeCookie } from '../../src/client/cookies';
import { startSocialFlow } from '../../src/components/auth/social-popup';
import { SSO_COOKIE, SSO_SESSION_TTL_DAYS } from '../../src/server/auth/sso.server';
import { parseOperatorConfig } from '../../src/server/config/store.server';
import { clearCookieHeader, setCookieHeader } from '../../src/server/http/cookies.server';
import { type FrontState, NO_MIRROR } from '../../src/site/front/state';
import { attribution, locale, ssoFirstLoad, visitor } from '../../src/site/front/steps.server';
import { TtlCache } from '../../src/site/ttl-cache';

const MIN = 60;
const DAY = 86_400;

// Spec section 3's table, copied here by hand so a change to either side is caught.
// advertiseUid & co have two readings (30 days or 1 day): the table keeps 30 days for the ad
// networks' ids, 1 day for prHash and the other attribution cookies.
const SPEC: Record<string, number> = {
  token: 30 * DAY,
  super_bonus: 5 * 365 * DAY, // "about 5 years"
  userVersion: DAY,
  userBrowser: DAY,
  stag: DAY,
  partnerId: DAY,
  advId: DAY,
  advertiseUid: 30 * DAY,
  advertiseSource: 30 * DAY,
  cpaOneUid: 30 * DAY,
  prHash: DAY,
  partner: DAY,
  adplace: DAY,
  promo: DAY,
  simpleAuth: DAY,
  adBonusType: 10 * MIN,
  adBonusValue: 10 * MIN,
  adBonusModal: 10 * MIN,
  waitingBonusExpiresAt: 3 * DAY,
  locale: 365 * DAY,
};
// "ssoRedirected | short-lived flag, lifetime not shown".
const SHORT_LIVED = ['ssoRedirected'];
// Not in the spec; each lives as long as the server-side secret it carries.
const NOT_IN_SPEC: Record<string, number> = {
  socialFlow: 10 * MIN,
  sso_session: SSO_SESSION_TTL_DAYS * DAY,
  oauth_state: 10 * MIN,
};

const rows = Object.entries(COOKIES) as [CookieKey, (typeof COOKIES)[CookieKey]][];

describe('the cookie table against spec section 3', () => {
  it('has every cookie of the spec, with the spec’s lifetime', () => {
    const byName = new Map(rows.map(([, r]) => [r.name, r]));
    for (const [name, seconds] of Object.entries(SPEC)) expect(byName.get(name)?.maxAge, name).toBe(seconds);
    expect(COOKIES.token.path).toBe('/'); // "30 days, path /"
  });

  it('gives every row a lifetime from the spec, or a short one where the spec shows none', () => {
    for (const [, r] of rows) {
      if (SHORT_LIVED.includes(r.name)) {
        expect(r.maxAge, r.name).toBeGreaterThan(0);
        expect(r.maxAge, r.name).toBeLessThanOrEqual(60 * MIN);
      } else expect(r.maxAge, r.name).toBe(SPEC[r.name] ?? NOT_IN_SPEC[r.name]);
    }
  });

  it('has one row per name, and the SSO host’s cookie is the one its sessions use', () => {
    expect(new Set(rows.map(([, r]) => r.name)).size).toBe(rows.length);
    expect(COOKIES.ssoSession.name).toBe(SSO_COOKIE);
  });

  it('keeps scripts away from every cookie no browser code reads or writes', () => {
    // What browser code reads besides what it writes (readCookie / readAllCookies in src/client,
    // src/components): attribution for registration and attach-source, the ad-bonus offer.
    const read = ['stag', 'partnerId', 'advId', 'advertiseUid', 'advertiseSource', 'cpaOneUid', 'prHash', 'partner'];
    read.push('adplace', 'promo', 'adBonusType', 'adBonusValue', 'adBonusModal');
    for (const [, r] of rows) expect(r.httpOnly, r.name).toBe(!(r.setBy.includes('browser') || read.includes(r.name)));
  });
});

/** The cookies a browser at `url` keeps after these Set-Cookie headers, read back through a jar. */
async function jarAfter(headers: string[], url: string, readAt = url) {
  const jar = new CookieJar();
  for (const h of headers) await jar.setCookie(h, url);
  return jar.getCookies(readAt);
}

function expectRow(c: Cookie | undefined, key: CookieKey, secure: boolean, pathPrefix = '') {
  const row = COOKIES[key];
  expect(c, row.name).toBeDefined();
  expect(c!.key).toBe(row.name);
  expect(c!.path).toBe(`${pathPrefix}${row.path}`);
  expect(c!.sameSite).toBe('lax');
  expect(c!.secure).toBe(secure);
  expect(c!.httpOnly).toBe(row.httpOnly);
  const expiry = c!.expiryTime() as number;
  expect(Math.abs(expiry - Date.now() - row.maxAge * 1000), row.name).toBeLessThan(5_000);
}

describe('the Set-Cookie builder', () => {
  it('writes every row with its name, path, SameSite, HttpOnly and lifetime', async () => {
    for (const [key, row] of rows) {
      const [c] = await jarAfter([setCookieHeader(key, 'v', { secure: false })], `http://casino.test${row.path}`);
      expectRow(c, key, false);
    }
  });

  it('is Secure only when asked (served over https), and a plain-http page never sees it', async () => {
    const header = setCookieHeader('token', 't', { secure: true });
    expectRow((await jarAfter([header], 'https://casino.test/'))[0], 'token', true);
    expect(await jarAfter([header], 'https://casino.test/', 'http://casino.test/')).toEqual([]);
  });

  it('puts API cookies under the API’s path prefix', async () => {
    const [c] = await jarAfter(
      [setCookieHeader('ssoSession', 's', { secure: false, pathPrefix: '/_api' })],
      'http://10.0.0.5/_api/sso',
    );
    expectRow(c, 'ssoSession', false, '/_api');
  });

  it('percent-encodes values, and clearing removes the cookie from the jar', async () => {
    const ua = 'Mozilla/5.0 (X11; Linux) ; a=b';
    const [c] = await jarAfter([setCookieHeader('userBrowser', ua, { secure: false })], 'http://casino.test/');
    expect(decodeURIComponent(c!.value)).toBe(ua);
    const gone = await jarAfter(
      [setCookieHeader('locale', 'en', { secure: false }), clearCookieHeader('locale', { secure: false })],
      'http://casino.test/',
    );
    expect(gone).toEqual([]);
    expect(clearCookieHeader('locale', { secure: false })).toMatch(/^locale=; Max-Age=0; Path=\//);
  });
});

describe('browser writes take the table’s attributes', () => {
  afterEach(() => vi.unstubAllGlobals());

  function fakeDocument() {
    const writes: string[] = [];
    vi.stubGlobal('document', {
      get cookie() {
        return '';
      },
      set cookie(v: string) {
        writes.push(v);
      },
    });
    vi.stubGlobal('location', new URL('https://casino.test/'));
    return writes;
  }

  it('for every cookie browser code writes', async () => {
    const writes = fakeDocument();
    const written = rows.filter(([k, r]) => r.setBy.includes('browser') && k !== 'socialFlow');
    for (const [key] of written) writeCookie(key, 'v');
    const doc = { cookie: '' };
    startSocialFlow(doc, true);
    writes.push(doc.cookie);
    for (const [i, [key, row]] of [...written, ['socialFlow', COOKIES.socialFlow] as const].entries()) {
      const [c] = await jarAfter([writes[i]!], `https://casino.test${row.path}`);
      expectRow(c, key, true);
    }
  });

  it('deletes with the same name and path', async () => {
    const writes = fakeDocument();
    writeCookie('adBonusModal', '1');
    deleteCookie('adBonusModal');
    expect(await jarAfter(writes, 'https://casino.test/')).toEqual([]);
  });
});

// The site's front writes its cookies through the same builder: a page load with attribution
// in the query, a saved language, an SSO bounce and an expired session, read through a jar.
describe('the site front’s Set-Cookie', () => {
  function state(href: string, o: Partial<FrontState> = {}): FrontState {
    const url = new URL(href);
    return {
      raw: new Request(url),
      method: 'GET',
      url,
      isRsc: false,
      isDocument: true,
      path: url.pathname,
      lang: 'ru',
      prefixed: false,
      origin: url.origin,
      host: url.host,
      ip: '77.88.1.2',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
      acceptLanguage: 'ru',
      bot: { isBot: false, skipGeo: false },
      cookies: {},
      token: undefined,
      config: { ...parseOperatorConfig({}), texts: {}, version: 7 },
      bases: { api: 'https://api.casino.test', services: {} as FrontState['bases']['services'] },
      api: {} as ApiClient,
      secureCookies: url.protocol === 'https:',
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
  const next = async () => new Response('page');
  const byName = (cookies: Cookie[]) => new Map(cookies.map((c) => [c.key, c]));

  it('sets attribution and the ad bonus with the table’s lifetimes, Secure on https', async () => {
    const api = {
      utm: vi.fn(async () => ({ advId: 'adv-1', promo: { type: 'freespins', value: '10' } })),
      affiliate: vi.fn(async () => ({})),
      registerPageOpenEvent: vi.fn(async () => ({})),
      reportVisitor: vi.fn(async () => ({})),
      attachSource: vi.fn(async () => ({})),
    };
    const href =
      'https://casino.test/?stag=s1&partnerId=p7&pr=h1&simple_auth=sa&advertiseUid=u1&advertiseSource=src&cpaOneUid=c1' +
      '&partner=pa&adplace=ad&promo=PR&utm_source=a&utm_medium=b&utm_campaign=c&utm_term=d';
    const s = state(href, { api: api as unknown as ApiClient });
    await attribution({ reportedVisitors: new TtlCache<true>(10, 60_000) })(s, next);
    const got = byName(await jarAfter(s.jar, 'https://casino.test/'));
    const expected: CookieKey[] = [
      'stag',
      'partnerId',
      'prHash',
      'simpleAuth',
      'advertiseUid',
      'advertiseSource',
      'cpaOneUid',
      'partner',
      'adplace',
      'promo',
      'advId',
      'adBonusType',
      'adBonusValue',
      'adBonusModal',
      'userVersion',
      'userBrowser',
    ];
    for (const key of expected) expectRow(got.get(COOKIES[key].name), key, true);
    expect(got.get('stag')!.value).toBe('s1');
  });

  it('saves the language for a year, and the SSO bounce nonce out of scripts’ reach', async () => {
    const s = state('http://casino.test/faq?lang=ru');
    await locale(s, next);
    expectRow(byName(await jarAfter(s.jar, 'http://casino.test/')).get('locale'), 'locale', false);

    const bounce = state('http://casino.test/faq', {
      mirror: { ...NO_MIRROR, sso: 'http://api.sso.test/sso' },
      bot: { isBot: false, skipGeo: false },
    });
    await ssoFirstLoad({ isDev: false })(bounce, next);
    expectRow(byName(await jarAfter(bounce.jar, 'http://casino.test/')).get('ssoRedirected'), 'ssoRedirected', false);
  });

  it('refreshes the token for 30 days, and clears it when the session is over', async () => {
    const deps = { mirrorOf: async () => null, geoOf: async () => null };
    const expired = () => {
      throw new ApiCallError(401, 'expired', '/profile/user');
    };
    const refreshing = {
      profile: expired,
      refreshToken: async () => ({ access_token: 'new-token' }),
      profileWithToken: async () => ({ user: { currency: 'USD' } }),
    } as unknown as ApiClient;
    const s = state('https://casino.test/', { token: 'old-token', api: refreshing });
    await visitor(deps)(s, next);
    const [c] = await jarAfter(s.jar, 'https://casino.test/');
    expectRow(c, 'token', true);
    expect(c!.value).toBe('new-token');

    const dead = {
      profile: () => Promise.reject(new ApiCallError(403, 'no', '/profile/user')),
    } as unknown as ApiClient;
    const ended = state('https://casino.test/', { token: 'dead-token', api: dead });
    vi.spyOn(console, 'warn').mockImplementationOnce(() => {});
    await visitor(deps)(ended, next);
    const jar = new CookieJar();
    await jar.setCookie(setCookieHeader('token', 'dead-token', { secure: true }), 'https://casino.test/');
    for (const h of ended.jar) await jar.setCookie(h, 'https://casino.test/');
    expect(await jar.getCookies('https://casino.test/')).toEqual([]);
  });
});
