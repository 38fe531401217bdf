import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '../../src/contract/wallet';
import { createSession } from '../../src/server/auth/sessions.server';
import { TEST_AUTH_SETTINGS } from '../../src/server/auth/settings.server';
import { hashToken } from '../../src/server/auth/tokens.server';
import { createUser } from '../../src/server/auth/users.server';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import { confirmSocialLink, findOrCreateSocialUser, offerSocialLink } from '../../src/server/auth/social.server';
import { configDir, freshDb, json, testApi } from './helpers';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());

// Demo ID answers only to this machine: a loopback caller on a local host (this site is
// casino.localhost; callers are 127.x addresses, each its own for the per-address limits).
const API_HOST = 'api.casino.localhost';
const SITE = 'http://casino.localhost';
const social = [{ kind: 'demo', id: 'demo', name: 'Demo ID' }];
const store = new ConfigStore(configDir({ operator: { auth: { social } } }));
const withSso = new ConfigStore(
  configDir({ operator: { auth: { social }, settings: { sso: 'http://api.sso.test/sso' }, corsOrigins: [SITE] } }),
);

let ipSeq = 0;
const nextIp = () => `127.0.2.${++ipSeq}`;

type Api = ReturnType<typeof testApi>;
const api = (s = store, demo = true) => testApi(db, s, { auth: { demo }, siteOrigins: [SITE] });

const get = (app: Api, url: string, headers: Record<string, string> = {}) => {
  const u = new URL(url, `http://${API_HOST}`);
  return app.request(`${u.pathname}${u.search}`, {
    headers: { host: u.host, 'x-forwarded-for': '127.0.0.1', ...headers },
  });
};

function start(app: Api, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const req = json(body, { host: API_HOST, 'x-forwarded-for': nextIp(), ...headers });
  return app.request('/auth/login', { ...req, method: 'PUT' });
}

const unescapeHtml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
/** The fields of the demo provider's form, as a browser would submit them. */
function formFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="\w+" name="([^"]+)" value="([^"]*)"/g))
    fields[m[1]!] = unescapeHtml(m[2]!);
  return fields;
}

/**
 * The whole popup journey through the API: PUT /auth/login → our start hop → the demo
 * provider's page → its form → the callback. Returns where the popup ends up.
 */
async function socialLogin(
  opts: {
    app?: Api;
    email?: string;
    name?: string;
    promo?: string;
    token?: string;
    flow?: string;
    stopAtCode?: boolean;
    /** The notice beside the buttons accepts the terms; false sends a start without it. */
    acceptTerms?: boolean;
  } = {},
) {
  const app = opts.app ?? api();
  const started = await start(app, {
    provider: 'demo',
    origin: SITE,
    promo: opts.promo,
    token: opts.token,
    flow: opts.flow,
    ...(opts.acceptTerms === false ? {} : { accept_terms: true }),
  });
  expect(started.status).toBe(200);
  const { url } = await started.json();

  const hop = await get(app, url);
  expect(hop.status).toBe(302);
  const cookie = hop.headers
    .getSetCookie()
    .find((h) => h.startsWith('oauth_state='))!
    .split(';')[0]!;
  const authorize = hop.headers.get('location')!;

  const page = await get(app, authorize);
  expect(page.status).toBe(200);
  const fields = formFields(await page.text());
  if (opts.email) fields.email = opts.email;
  if (opts.name) fields.name = opts.name;
  const submitted = await app.request('/oauth/demo/authorize', {
    method: 'POST',
    headers: { host: API_HOST, 'x-forwarded-for': '127.0.0.1', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  expect(submitted.status).toBe(302);
  const callback = submitted.headers.get('location')!;
  if (opts.stopAtCode) return { callback, cookie, authorize, landing: '' };

  const done = await get(app, callback, { cookie });
  expect(done.status).toBe(302);
  return { callback, cookie, authorize, landing: done.headers.get('location')! };
}

const fragmentOf = (landing: string) => new URLSearchParams(landing.slice(landing.indexOf('#') + 1));
const profileOf = async (token: string) =>
  api().request('/profile/user', { headers: { host: API_HOST, authorization: `Bearer ${token}` } });

describe('GET /auth/providers', () => {
  it('lists the usable providers; the demo one only on a demo install', async () => {
    expect(await (await get(api(), '/auth/providers')).json()).toEqual({ data: [{ id: 'demo', name: 'Demo ID' }] });
    expect(await (await get(api(store, false), '/auth/providers')).json()).toEqual({ data: [] });
  });
});

describe('PUT /auth/login', () => {
  it('answers a URL that leads, via our start hop, to the provider’s authorize URL with PKCE', async () => {
    const res = await start(api(), { provider: 'demo', origin: SITE });
    const { url } = await res.json();
    expect(url).toMatch(new RegExp(`^http://${API_HOST.replace(/\./g, '\\.')}/auth/social/demo/start\\?state=os1\\.`));
    const hop = await get(api(), url);
    const authorize = new URL(hop.headers.get('location')!);
    expect(authorize.origin + authorize.pathname).toBe(`http://${API_HOST}/oauth/demo/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'demo',
      redirect_uri: `http://${API_HOST}/auth/social/demo/callback`,
      code_challenge_method: 'S256',
      state: new URL(url).searchParams.get('state'),
    });
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    // The popup must stay attached to the page that opened it.
    expect(hop.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
  });

  it('422 for an unknown provider, and for the demo provider outside a demo install', async () => {
    for (const [app, provider] of [
      [api(), 'nope'],
      [api(store, false), 'demo'],
    ] as const) {
      const res = await start(app, { provider, origin: SITE });
      expect(res.status).toBe(422);
      expect((await res.json()).errors.provider[0]).toMatch(/^provider_unknown: /);
    }
  });

  it('422 for an origin that is not one of our sites', async () => {
    const res = await start(api(), { provider: 'demo', origin: 'https://evil.test' });
    expect(res.status).toBe(422);
    expect((await res.json()).errors.origin[0]).toMatch(/^origin_not_allowed: /);
  });
});

describe('the demo provider', () => {
  it('shows a script-free "Demo ID" form prefilled with a persona', async () => {
    const { url } = await (await start(api(), { provider: 'demo', origin: SITE })).json();
    const authorize = (await get(api(), url)).headers.get('location')!;
    const page = await get(api(), authorize);
    const html = await page.text();
    expect(html).toContain('Demo ID');
    expect(html).not.toContain('<script');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const fields = formFields(html);
    expect(fields.email).toMatch(/@example\.com$/);
    expect(fields.name).toBeTruthy();
  });

  it('refuses to send a code anywhere but this site’s callback', async () => {
    const { url } = await (await start(api(), { provider: 'demo', origin: SITE })).json();
    const authorize = new URL((await get(api(), url)).headers.get('location')!);
    authorize.searchParams.set('redirect_uri', 'https://evil.test/callback');
    expect((await get(api(), authorize.toString())).status).toBe(400);
  });

  it('is not there outside a demo install', async () => {
    expect((await get(api(store, false), '/oauth/demo/userinfo')).status).toBe(404);
  });

  it('rejects a wrong PKCE verifier at the token endpoint, and the code is dead afterwards', async () => {
    const verifierOf = async (state: string) =>
      (
        await db.query<{ data: { code_verifier: string } }>('SELECT data FROM auth_tokens WHERE token_hash = $1', [
          hashToken(state),
        ])
      ).rows[0]!.data.code_verifier;
    const tokenCall = (code: string, verifier: string) =>
      api().request('/oauth/demo/token', {
        method: 'POST',
        headers: {
          host: API_HOST,
          'x-forwarded-for': '127.0.0.1',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: `http://${API_HOST}/auth/social/demo/callback`,
          client_id: 'demo',
          code_verifier: verifier,
        }).toString(),
      });

    // The right verifier gets an access token…
    const good = new URL((await socialLogin({ stopAtCode: true, email: 'pkce-ok@example.com' })).callback);
    const ok = await tokenCall(good.searchParams.get('code')!, await verifierOf(good.searchParams.get('state')!));
    expect(ok.status).toBe(200);
    expect((await ok.json()).access_token).toMatch(/^da1\./);

    // …a wrong one does not, and spends the code.
    const bad = new URL((await socialLogin({ stopAtCode: true, email: 'pkce@example.com' })).callback);
    const wrong = await tokenCall(bad.searchParams.get('code')!, 'x'.repeat(43));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: 'invalid_grant' });
    const late = await tokenCall(bad.searchParams.get('code')!, await verifierOf(bad.searchParams.get('state')!));
    expect(late.status).toBe(400);
  });
});

describe('the social login journey', () => {
  it('echoes the browser’s flow nonce next to the token, so only that browser’s callback page takes it', async () => {
    const flow = 'browser-flow-nonce-0123456789';
    const { landing } = await socialLogin({ email: 'flow.player@example.com', flow });
    expect(fragmentOf(landing).get('flow')).toBe(flow);
    const bad = await start(api(), { provider: 'demo', origin: SITE, flow: 'x"<>' });
    expect(bad.status).toBe(422);
  });

  it('registers a new player, who lands on the site’s popup page with a working token', async () => {
    const { landing } = await socialLogin({ email: 'new.player@example.com', name: 'New Player', promo: 'WELCOME' });
    expect(landing.startsWith(`${SITE}/auth/callback#`)).toBe(true);
    const fragment = fragmentOf(landing);
    expect(fragment.get('registered')).toBe('1');
    const res = await profileOf(fragment.get('token')!);
    expect(res.status).toBe(200);
    const { user } = await res.json();
    expect(user).toMatchObject({
      email: 'new.player@example.com',
      name: 'New Player',
      register_method: 'social',
      is_email_verified: false, // Demo ID proves no e-mail
    });
    expect(user.is_password_exists).toBe(false);
    const row = (
      await db.query<{ promo: string }>('SELECT promo FROM users WHERE email = $1', ['new.player@example.com'])
    ).rows[0]!;
    expect(row.promo).toBe('WELCOME');
  });

  it('logs the same identity in again without registering it again', async () => {
    const first = fragmentOf((await socialLogin({ email: 'twice@example.com' })).landing);
    const second = fragmentOf((await socialLogin({ email: 'twice@example.com' })).landing);
    expect(second.get('registered')).toBe('0');
    const id = async (t: string) => (await (await profileOf(t)).json()).user.id;
    expect(await id(second.get('token')!)).toBe(await id(first.get('token')!));
    const n = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE email = $1', [
      'twice@example.com',
    ]);
    expect(n.rows[0]!.n).toBe(1);
  });

  it('Demo ID never signs into an existing account with its e-mail, verified or not', async () => {
    // Demo ID vouches for whatever is typed into its form: matching e-mails would hand out accounts.
    for (const emailVerified of [true, false]) {
      const email = `taken-${emailVerified}@example.com`;
      await createUser(db, { email, passwordHash: null, registerMethod: 'email', region: 'RU', emailVerified });
      const refused = fragmentOf((await socialLogin({ email })).landing);
      expect(refused.get('error')).toBe('email_taken');
      expect(refused.get('token')).toBeNull();
    }
  });

  it('Demo ID identities are never linked to the logged-in player', async () => {
    const me = await createUser(db, {
      email: 'linker@casino.test',
      passwordHash: null,
      registerMethod: 'email',
      region: 'RU',
    });
    const { token } = await createSession(
      db,
      { userId: me.id, method: 'password', ip: null, userAgent: null },
      TEST_AUTH_SETTINGS,
    );
    const refused = fragmentOf((await socialLogin({ email: 'elsewhere@example.com', token })).landing);
    expect(refused.get('error')).toBe('link_refused');
    expect(refused.get('token')).toBeNull();
    const { rows } = await db.query('SELECT 1 FROM user_identities WHERE user_id = $1', [me.id]);
    expect(rows).toHaveLength(0);
  });

  it('registers a new player only with the terms accepted, and records their version and time', async () => {
    const refused = fragmentOf((await socialLogin({ email: 'no-terms@example.com', acceptTerms: false })).landing);
    expect(refused.get('error')).toBe('terms_required');
    expect(refused.get('token')).toBeNull();
    expect((await db.query('SELECT 1 FROM users WHERE email = $1', ['no-terms@example.com'])).rows).toHaveLength(0);

    const ok = fragmentOf((await socialLogin({ email: 'terms@example.com' })).landing);
    expect(ok.get('registered')).toBe('1');
    const { rows } = await db.query<{ terms_version: string | null; terms_accepted_at: Date | null }>(
      'SELECT terms_version, terms_accepted_at FROM users WHERE email = $1',
      ['terms@example.com'],
    );
    expect(rows[0]!.terms_version).toBe(TERMS_VERSION);
    expect(rows[0]!.terms_accepted_at).not.toBeNull();
    // An existing player logs in without the notice's acceptance (nothing new to accept).
    const again = fragmentOf((await socialLogin({ email: 'terms@example.com', acceptTerms: false })).landing);
    expect(again.get('token')).not.toBeNull();
  });

  it('Demo ID registers a new player whose e-mail stays unconfirmed', async () => {
    const ok = fragmentOf((await socialLogin({ email: 'demo-new@example.com' })).landing);
    expect(ok.get('registered')).toBe('1');
    const { rows } = await db.query<{ is_email_verified: boolean }>(
      'SELECT is_email_verified FROM users WHERE email = $1',
      ['demo-new@example.com'],
    );
    expect(rows[0]!.is_email_verified).toBe(false);
  });

  it('a real provider links a verified e-mail match; refuses an unverified match', async () => {
    // Domain code called directly, with no request: the rules for providers that do verify e-mails.
    const info = (sub: string, email: string) => ({ sub, email, email_verified: true });
    const base = { provider: 'real', promo: null, region: 'RU' as const };
    const verified = await createUser(db, {
      email: 'verified@example.com',
      passwordHash: null,
      registerMethod: 'email',
      region: 'RU',
      emailVerified: true,
    });
    expect(await findOrCreateSocialUser(db, { ...base, info: info('r1', 'verified@example.com') })).toEqual({
      userId: verified.id,
      registered: false,
    });
    await createUser(db, {
      email: 'unverified@example.com',
      passwordHash: null,
      registerMethod: 'email',
      region: 'RU',
    });
    await expect(
      findOrCreateSocialUser(db, { ...base, info: info('r2', 'unverified@example.com') }),
    ).rejects.toMatchObject({ code: 'email_taken' });
  });

  it('a link is only offered: the player it was offered to confirms it; anyone else, a replay or a taken identity is refused', async () => {
    const info = (sub: string) => ({ sub, email: `${sub}@example.com`, email_verified: true, name: 'Pat' });
    const player = (email: string) =>
      createUser(db, { email, passwordHash: null, registerMethod: 'email', region: 'RU' });
    const linksOf = async (userId: number) =>
      (await db.query('SELECT subject FROM user_identities WHERE user_id = $1', [userId])).rows.length;
    const me = await player('me@example.com');
    const attacker = await player('attacker-link@example.com');

    // The attacker's own start link, finished in my browser: an offer made to the attacker.
    const planted = (await offerSocialLink(db, { provider: 'real', info: info('mine1'), userId: attacker.id })) as {
      kind: string;
      token: string;
    };
    expect(planted.kind).toBe('offer');
    expect(await linksOf(attacker.id)).toBe(0);
    // My page cannot accept it (the offer is the attacker's); the token is spent.
    await expect(confirmSocialLink(db, planted.token, me.id)).rejects.toMatchObject({ code: 'link_refused' });
    await expect(confirmSocialLink(db, planted.token, attacker.id)).rejects.toMatchObject({ code: 'link_invalid' });
    expect(await linksOf(attacker.id)).toBe(0);

    // My own link, confirmed by me, links; a second confirmation of it does not.
    const mine = (await offerSocialLink(db, { provider: 'real', info: info('mine2'), userId: me.id })) as {
      kind: string;
      token: string;
      account: string;
    };
    expect(mine).toMatchObject({ kind: 'offer', account: 'mine2@example.com' });
    expect(await confirmSocialLink(db, mine.token, me.id)).toEqual({ provider: 'real' });
    expect(await linksOf(me.id)).toBe(1);
    await expect(confirmSocialLink(db, mine.token, me.id)).rejects.toMatchObject({ code: 'link_invalid' });

    // Linked already: nothing to offer; linked to someone else: refused.
    expect(await offerSocialLink(db, { provider: 'real', info: info('mine2'), userId: me.id })).toEqual({
      kind: 'already',
    });
    await expect(
      offerSocialLink(db, { provider: 'real', info: info('mine2'), userId: attacker.id }),
    ).rejects.toMatchObject({ code: 'identity_taken' });
  });

  it('POST /auth/social/link/confirm links for the signed-in player the offer was made to, and only them', async () => {
    const player = async (email: string) => {
      const u = await createUser(db, { email, passwordHash: null, registerMethod: 'email', region: 'RU' });
      const { token } = await createSession(
        db,
        { userId: u.id, method: 'password', ip: null, userAgent: null },
        TEST_AUTH_SETTINGS,
      );
      return { id: u.id, auth: { authorization: `Bearer ${token}` } };
    };
    const owner = await player('link-owner@example.com');
    const other = await player('link-other@example.com');
    const offer = async () =>
      (
        (await offerSocialLink(db, {
          provider: 'real',
          info: { sub: 'api-link', email: 'x@example.com' },
          userId: owner.id,
        })) as { token: string }
      ).token;
    const confirm = (body: unknown, headers: Record<string, string> = {}) =>
      api().request(
        '/auth/social/link/confirm',
        json(body, { host: API_HOST, 'x-forwarded-for': nextIp(), ...headers }),
      );
    const linkedTo = async () =>
      (await db.query<{ user_id: number }>('SELECT user_id FROM user_identities WHERE subject = $1', ['api-link']))
        .rows;

    expect((await confirm({ link: await offer() })).status).toBe(401);
    expect((await confirm({ link: 5 }, owner.auth)).status).toBe(422);
    const wrong = await confirm({ link: await offer() }, other.auth);
    expect(wrong.status).toBe(422);
    expect(JSON.stringify(await wrong.json())).toContain('link_refused');
    expect(await linkedTo()).toHaveLength(0);

    const ok = await confirm({ link: await offer() }, owner.auth);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ data: { provider: 'real' } });
    expect((await linkedTo()).map((r) => Number(r.user_id))).toEqual([owner.id]);
  });

  it('answers a bad or replayed state with an error fragment, and opens no session', async () => {
    const bad = await get(api(), `/auth/social/demo/callback?state=os1.${'a'.repeat(43)}&code=x`);
    expect(bad.headers.get('location')).toBe(`${SITE}/auth/callback#error=social_state_invalid`);

    const { callback, cookie } = await socialLogin({ email: 'replay@example.com' });
    const replay = await get(api(), callback, { cookie });
    expect(fragmentOf(replay.headers.get('location')!).get('error')).toBe('social_state_invalid');
  });

  it('refuses a callback link opened in a browser that did not start the login (login CSRF)', async () => {
    const { callback } = await socialLogin({ email: 'attacker@example.com', stopAtCode: true });
    const victim = await get(api(), callback); // no oauth_state cookie
    expect(fragmentOf(victim.headers.get('location')!).get('error')).toBe('social_state_invalid');
  });

  it('reports a refusal at the provider as cancelled', async () => {
    const { url } = await (await start(api(), { provider: 'demo', origin: SITE })).json();
    const hop = await get(api(), url);
    const cookie = hop.headers
      .getSetCookie()
      .find((h) => h.startsWith('oauth_state='))!
      .split(';')[0]!;
    const state = new URL(url).searchParams.get('state')!;
    const res = await get(api(), `/auth/social/demo/callback?state=${state}&error=access_denied`, { cookie });
    expect(res.headers.get('location')).toBe(`${SITE}/auth/callback#error=social_cancelled`);
  });

  it('with SSO on, goes back through the SSO host, the outcome riding in the fragment', async () => {
    const { landing } = await socialLogin({ app: api(withSso), email: 'sso-social@example.com' });
    const hop = new URL(landing);
    expect(hop.origin + hop.pathname).toBe('http://api.sso.test/sso');
    expect(hop.searchParams.get('ticket')).toMatch(/^st1\./);
    expect(hop.searchParams.get('url')).toBe(`${SITE}/auth/callback`);
    expect(fragmentOf(landing).get('token')).toMatch(/^s1\./);
  });
});
