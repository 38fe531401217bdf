import { startSocialFlow } from '../../src/components/auth/social-popup';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../src/contract/api-client';
import type { ProfileResponse } from '../../src/contract/profile';
import { socialCallbackResponse } from '../../src/site/social-callback';
import {
  exchangeSimpleAuth,
  loadSessionProfile,
  simpleAuthTokenOf,
  ssoFirstLoadLocation,
  withoutHandoverParams,
  type FirstLoadInput,
} from '../../src/site/sso-front.server';

const SSO = 'http://api.sso.test/sso';
const HERE = 'https://mirror.test/en/games?x=1';

/** Every condition for the first-load redirect holds. */
const base = (): FirstLoadInput => ({
  isPageGet: true,
  sso: SSO,
  hasToken: false,
  query: new URLSearchParams('x=1'),
  cookies: {},
  isDev: false,
  isBot: false,
});

describe('first-load SSO redirect (spec section 4)', () => {
  it('sends an anonymous visitor to the SSO link with the current address in url and a fresh state', () => {
    const bounce = ssoFirstLoadLocation(base(), HERE)!;
    const u = new URL(bounce.location);
    expect(`${u.origin}${u.pathname}`).toBe(SSO);
    expect(u.searchParams.get('url')).toBe(HERE);
    expect(u.searchParams.get('state')).toBe(bounce.state);
    expect(bounce.state).toMatch(/^[\w-]{24}$/);
    expect(ssoFirstLoadLocation(base(), HERE)!.state).not.toBe(bounce.state);
  });

  it('keeps a query the SSO link already has', () => {
    const u = new URL(ssoFirstLoadLocation({ ...base(), sso: `${SSO}?site=2` }, HERE)!.location);
    expect(u.searchParams.get('site')).toBe('2');
    expect(u.searchParams.get('url')).toBe(HERE);
  });

  const stoppers: [string, Partial<FirstLoadInput>][] = [
    ['no SSO link', { sso: null }],
    ['a token cookie', { hasToken: true }],
    ['no_sso in the query', { query: new URLSearchParams('no_sso=1') }],
    ['simpleAuthToken in the query', { query: new URLSearchParams('simpleAuthToken=sa1.abcdefghijklmnopqrstuvwxyz') }],
    ['the ssoRedirected cookie', { cookies: { ssoRedirected: '1' } }],
    ['development', { isDev: true }],
    ['a bot', { isBot: true }],
    ['not a page GET (HEAD, POST, RSC)', { isPageGet: false }],
  ];
  for (const [what, change] of stoppers) {
    it(`does not redirect with ${what}`, () => {
      expect(ssoFirstLoadLocation({ ...base(), ...change }, HERE)).toBeNull();
    });
  }

  it('ignores an SSO link that is not a URL instead of failing the page', () => {
    expect(ssoFirstLoadLocation({ ...base(), sso: 'not a url' }, HERE)).toBeNull();
  });
});

describe('simple-auth hand-over: when to exchange', () => {
  const token = 'sa1.abcdefghijklmnopqrstuvwxyz0123456789';
  const state = 'N0nceN0nceN0nceN0nceN0nc';
  const bounced = { ssoRedirected: state };
  it('needs the token and the simpleAuth cookie, or simple_auth in the same query', () => {
    const q = (o: Record<string, string>) => new URLSearchParams({ sso_state: state, ...o });
    expect(simpleAuthTokenOf(q({ simpleAuthToken: token }), { ...bounced, simpleAuth: '1' })).toEqual({ token });
    expect(simpleAuthTokenOf(q({ simpleAuthToken: token, simple_auth: '1' }), bounced)).toEqual({ token });
    expect(simpleAuthTokenOf(q({ simpleAuthToken: token }), bounced)).toEqual({ token: null });
    expect(simpleAuthTokenOf(q({ simple_auth: '1' }), { ...bounced, simpleAuth: '1' })).toBeNull();
    expect(simpleAuthTokenOf(q({ simpleAuthToken: 'short', simple_auth: '1' }), bounced)).toEqual({ token: null });
  });

  it('refuses a token this browser did not fetch: sso_state must match its ssoRedirected cookie', () => {
    const withState = (s: string | null) =>
      new URLSearchParams({ simpleAuthToken: token, simple_auth: '1', ...(s === null ? {} : { sso_state: s }) });
    expect(simpleAuthTokenOf(withState(state), bounced)).toEqual({ token });
    // A link someone sent: their token, no or another state, and this browser never bounced.
    expect(simpleAuthTokenOf(withState(null), bounced)).toEqual({ token: null });
    expect(simpleAuthTokenOf(withState('another-state-another-st'), bounced)).toEqual({ token: null });
    expect(simpleAuthTokenOf(withState(state), {})).toEqual({ token: null });
  });

  it('sends the browser to the same page without the one-time token', () => {
    const url = new URL(`https://mirror.test/en/games?x=1&simple_auth=1&simpleAuthToken=${token}&sso_state=abc&y=2`);
    expect(withoutHandoverParams(url)).toBe('/en/games?x=1&y=2');
    expect(withoutHandoverParams(new URL(`https://mirror.test/?simple_auth=1&simpleAuthToken=${token}`))).toBe('/');
  });
});

const profile = (id = 7, fresh?: string): ProfileResponse =>
  ({
    user: { id },
    features: [],
    region: 'RU',
    ...(fresh ? { fresh_token: fresh } : {}),
  }) as unknown as ProfileResponse;

describe('simple-auth hand-over: the exchange', () => {
  const token = 'sa1.abcdefghijklmnopqrstuvwxyz0123456789';
  function fakes(opts: { first?: () => Promise<ProfileResponse>; after?: () => Promise<ProfileResponse> } = {}) {
    const calls = {
      as: [] as string[],
      report: vi.fn(async () => ({ success: true as const })),
      attach: vi.fn(async () => ({ success: true as const })),
    };
    const api = { profileWithToken: vi.fn(opts.first ?? (async () => profile(7, 's1.fresh-token-0123456789'))) };
    const as = (t: string) => {
      calls.as.push(t);
      return {
        profile: vi.fn(opts.after ?? (async () => profile(7))),
        reportVisitor: calls.report,
        attachSource: calls.attach,
      };
    };
    return { api, as, calls };
  }
  const input = (f: ReturnType<typeof fakes>, query = `simple_auth=1&simpleAuthToken=${token}&stag=aff1`) => ({
    simpleAuthToken: token,
    url: new URL(`https://mirror.test/en/games?${query}`),
    cookies: { promo: 'BONUS', ssoRedirected: '1' },
    host: 'mirror.test',
    ip: '203.0.113.9',
    userAgent: 'Mozilla/5.0',
    api: f.api as never,
    as: f.as as never,
  });

  it('stores the fresh token, reports the visitor, attaches the source as the player, and clears ssoRedirected', async () => {
    const f = fakes();
    const res = await exchangeSimpleAuth(input(f));
    expect(f.api.profileWithToken).toHaveBeenCalledWith(token);
    expect(res.token).toBe('s1.fresh-token-0123456789');
    expect(res.location).toBe('/en/games?stag=aff1');
    expect(res.cookies).toEqual(
      expect.arrayContaining([
        { name: 'token', value: 's1.fresh-token-0123456789', maxAge: 30 * 24 * 3600 },
        { name: 'ssoRedirected', value: '', maxAge: 0 },
        { name: 'simpleAuth', value: '1', maxAge: 24 * 3600 },
      ]),
    );
    expect(f.calls.as).toEqual(['s1.fresh-token-0123456789']);
    expect(f.calls.report).toHaveBeenCalledWith({ host: 'mirror.test', userAgent: 'Mozilla/5.0' });
    expect(f.calls.attach).toHaveBeenCalledWith(
      expect.objectContaining({ stag: 'aff1', promo: 'BONUS', prHash: null }),
    );
  });

  it('clears the token cookie and stays anonymous when the profile call fails', async () => {
    const f = fakes({ first: async () => Promise.reject(new ApiCallError(401, null, '/profile/user')) });
    const res = await exchangeSimpleAuth(input(f));
    expect(res.token).toBeNull();
    expect(res.cookies).toContainEqual({ name: 'token', value: '', maxAge: 0 });
    expect(res.cookies.find((c) => c.name === 'ssoRedirected')).toBeUndefined();
    expect(res.location).toBe('/en/games?stag=aff1');
    expect(f.calls.attach).not.toHaveBeenCalled();
  });

  it('treats an answer without fresh_token as a failure', async () => {
    const res = await exchangeSimpleAuth(input(fakes({ first: async () => profile(7) })));
    expect(res.token).toBeNull();
  });
});

describe('the token cookie’s session', () => {
  const fake = (p: Partial<Record<'profile' | 'refreshToken' | 'profileWithToken', () => Promise<unknown>>>) =>
    ({
      profile: vi.fn(p.profile ?? (async () => profile())),
      refreshToken: vi.fn(p.refreshToken ?? (async () => ({ access_token: 's1.new-token-0123456789' }))),
      profileWithToken: vi.fn(p.profileWithToken ?? (async () => profile(8))),
    }) as never;
  const reject = (status: number) => async () => Promise.reject(new ApiCallError(status, null, '/x'));

  it('loads the profile with the cookie’s token', async () => {
    const res = await loadSessionProfile(fake({}), 's1.old');
    expect(res?.token).toBe('s1.old');
  });

  it('refreshes an expired token once and keeps the new one', async () => {
    const api = fake({ profile: reject(401) });
    const res = await loadSessionProfile(api, 's1.old');
    expect(res?.token).toBe('s1.new-token-0123456789');
    expect((res!.profile.user as { id: number }).id).toBe(8);
    expect((api as { profileWithToken: ReturnType<typeof vi.fn> }).profileWithToken).toHaveBeenCalledWith(
      's1.new-token-0123456789',
    );
  });

  it('ends the session when the refresh fails, or when the profile fails otherwise', async () => {
    expect(await loadSessionProfile(fake({ profile: reject(401), refreshToken: reject(401) }), 's1.old')).toBeNull();
    const noRefresh = fake({ profile: reject(500) });
    expect(await loadSessionProfile(noRefresh, 's1.old')).toBeNull();
    expect((noRefresh as { refreshToken: ReturnType<typeof vi.fn> }).refreshToken).not.toHaveBeenCalled();
  });
});

describe('the social login popup page (/auth/callback)', () => {
  const FLOW = 'f1owNonce_0123456789abcdef';
  async function run(hash: string, opts: { opener: boolean; protocol?: string; cookie?: string }) {
    const res = socialCallbackResponse({ cookie: 'en', acceptLanguage: undefined });
    const html = await res.text();
    const nonce = res.headers.get('content-security-policy')!.match(/'nonce-([^']+)'/)![1]!;
    const code = html.match(
      new RegExp(`<script nonce="${nonce.replace(/[+/=]/g, '\\$&')}">([\\s\\S]*?)</script>`),
    )![1]!;
    const posted: { msg: unknown; target: string }[] = [];
    const win = {
      opener: opts.opener ? { postMessage: (msg: unknown, target: string) => posted.push({ msg, target }) } : null,
      closed: false,
      close() {
        this.closed = true;
      },
    };
    const location = {
      hash,
      pathname: '/auth/callback',
      origin: 'https://casino.test',
      protocol: opts.protocol ?? 'https:',
      replaced: '',
      replace(u: string) {
        this.replaced = u;
      },
    };
    const history = { replaceState: vi.fn() };
    const document = { cookie: opts.cookie ?? '' };
    runInNewContext(code, { window: win, location, history, document, URLSearchParams });
    return { res, html, posted, win, location, history, document };
  }

  it('is private, unframed, unindexed, and keeps the popup attached to its opener', async () => {
    const { res, html } = await run('', { opener: false });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    expect(res.headers.get('content-security-policy')).toMatch(/script-src [^;]*'nonce-/);
    expect(html).toContain('You can close this window.');
  });

  it('posts the token to its opener, on this origin only, and closes', async () => {
    const { posted, win, history } = await run(`#token=s1.abc&registered=1&flow=${FLOW}`, {
      opener: true,
      cookie: `locale=en; socialFlow=${FLOW}`,
    });
    expect(posted).toEqual([
      {
        msg: { type: 'casino:social-login', ok: true, token: 's1.abc', registered: true },
        target: 'https://casino.test',
      },
    ]);
    expect(win.closed).toBe(true);
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/auth/callback');
  });

  it('posts an error outcome', async () => {
    const { posted } = await run('#error=email_taken', { opener: true });
    expect(posted[0]!.msg).toEqual({ type: 'casino:social-login', ok: false, error: 'email_taken' });
  });

  it('without an opener keeps the token in the cookie and goes home', async () => {
    const { document, location } = await run(`#token=s1.abc&registered=0&flow=${FLOW}`, {
      opener: false,
      cookie: `socialFlow=${FLOW}`,
    });
    expect(document.cookie).toBe('token=s1.abc; path=/; max-age=2592000; samesite=lax; secure');
    expect(location.replaced).toBe('/');
  });

  // Login CSRF (issue 7 finding 3): a link carrying someone else's token hands nothing over.
  it('refuses a token without the flow nonce this browser holds, with or without an opener', async () => {
    for (const [hash, cookie] of [
      ['#token=s1.attacker&registered=0', ''],
      ['#token=s1.attacker&registered=0', `socialFlow=${FLOW}`],
      [`#token=s1.attacker&registered=0&flow=${FLOW}`, ''],
      [`#token=s1.attacker&registered=0&flow=${FLOW}`, 'socialFlow=another-nonce-0123456789'],
    ] as const) {
      const lone = await run(hash, { opener: false, cookie });
      expect(lone.document.cookie, hash + cookie).toBe(cookie);
      expect(lone.location.replaced).toBe('/');
      const popup = await run(hash, { opener: true, cookie });
      expect(popup.posted[0]!.msg).toEqual({ type: 'casino:social-login', ok: false, error: 'social_state_invalid' });
    }
  });
});

describe('starting a social login flow', () => {
  it('stores a fresh URL-safe nonce for the callback page only', () => {
    const doc = { cookie: '' };
    const flow = startSocialFlow(doc, true, (b) => b.fill(251));
    expect(flow).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(doc.cookie).toBe(`socialFlow=${flow}; path=/auth/callback; max-age=600; samesite=lax; secure`);
    expect(startSocialFlow({ cookie: '' }, false)).not.toBe(startSocialFlow({ cookie: '' }, false));
  });
});
