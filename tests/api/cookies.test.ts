import { type Cookie, CookieJar } from 'tough-cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIES, type CookieKey } from '../../src/contract/cookies';
import { hashPassword } from '../../src/server/auth/password.server';
import { createUser } from '../../src/server/auth/users.server';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import { configDir, freshDb, json, testApi } from './helpers';

// The API's own cookies (GET /sso's sso_session, the social login's oauth_state), read the
// way a browser keeps them: through a tough-cookie jar, checked against the cookie table.

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());

const DAY = 86_400;
const SSO_HOST = 'api.sso.test';
const MIRROR = 'https://mirror.test';
const SITE = 'http://casino.localhost';
const store = new ConfigStore(
  configDir({
    operator: {
      settings: { sso: `http://${SSO_HOST}/sso` },
      auth: { ssoReturnOrigins: [MIRROR], social: [{ kind: 'demo', id: 'demo', name: 'Demo ID' }] },
    },
  }),
);
const api = () => testApi(db, store, { auth: { demo: true }, siteOrigins: ['http://sso.test', MIRROR, SITE] });

let ipSeq = 0;
const nextIp = () => `127.0.3.${++ipSeq}`;

/** Feeds a response's Set-Cookie headers into the jar as the browser at `url` would. */
async function keep(jar: CookieJar, res: Response, url: string) {
  for (const h of res.headers.getSetCookie()) await jar.setCookie(h, url);
}

async function cookieIn(jar: CookieJar, url: string, name: string): Promise<Cookie | undefined> {
  return (await jar.getCookies(url)).find((c) => c.key === name);
}

/** Name, path, SameSite, Secure, HttpOnly and lifetime as the table says. */
function expectRow(c: Cookie | undefined, key: CookieKey, secure: boolean) {
  const row = COOKIES[key];
  expect(c, row.name).toBeDefined();
  expect(c!.key).toBe(row.name);
  expect(c!.path).toBe(row.path);
  expect(c!.sameSite).toBe('lax');
  expect(c!.secure).toBe(secure);
  expect(c!.httpOnly).toBe(row.httpOnly);
  expect(Math.abs((c!.expiryTime() as number) - Date.now() - row.maxAge * 1000)).toBeLessThan(5_000);
}

/** A login on the mirror's API, then the browser's hop to the SSO host with its ticket. */
async function ssoHop(email: string, proto: 'http' | 'https') {
  await createUser(db, {
    email,
    passwordHash: await hashPassword('pw-123456789'),
    registerMethod: 'email',
    region: 'RU',
  });
  const login = await api().request(
    '/api/v2/auth/login/email/password',
    json({ email, password: 'pw-123456789' }, { host: 'api.mirror.test', 'x-forwarded-for': nextIp() }),
  );
  const ticket = new URL((await login.json()).sso).searchParams.get('ticket')!;
  const query = new URLSearchParams({ ticket, url: `${MIRROR}/en` });
  const res = await api().request(`/sso?${query}`, { headers: { host: SSO_HOST, 'x-forwarded-proto': proto } });
  expect(res.status).toBe(302);
  return { res, url: `${proto}://${SSO_HOST}/sso?${query}` };
}

describe('the SSO host’s cookie (GET /sso)', () => {
  it('keeps its session for the table’s 30 days, HttpOnly, under /sso only', async () => {
    expect(COOKIES.ssoSession.maxAge).toBe(30 * DAY);
    const jar = new CookieJar();
    const { res, url } = await ssoHop('jar-http@cookies.test', 'http');
    await keep(jar, res, url);
    expectRow(await cookieIn(jar, `http://${SSO_HOST}/sso`, 'sso_session'), 'ssoSession', false);
    // Not sent to the rest of the API.
    expect(await cookieIn(jar, `http://${SSO_HOST}/profile/user`, 'sso_session')).toBeUndefined();
  });

  it('is Secure when the browser came over https', async () => {
    const jar = new CookieJar();
    const { res, url } = await ssoHop('jar-https@cookies.test', 'https');
    await keep(jar, res, url);
    expectRow(await cookieIn(jar, `https://${SSO_HOST}/sso`, 'sso_session'), 'ssoSession', true);
  });

  it('is removed from the jar when the session it names is gone', async () => {
    const jar = new CookieJar();
    const { res, url } = await ssoHop('jar-stale@cookies.test', 'http');
    await keep(jar, res, url);
    const held = (await cookieIn(jar, `http://${SSO_HOST}/sso`, 'sso_session'))!;
    await db.query('UPDATE sso_sessions SET revoked_at = now()');
    const back = await api().request(`/sso?${new URLSearchParams({ url: `${MIRROR}/` })}`, {
      headers: { host: SSO_HOST, cookie: held.cookieString() },
    });
    await keep(jar, back, `http://${SSO_HOST}/sso`);
    expect(await cookieIn(jar, `http://${SSO_HOST}/sso`, 'sso_session')).toBeUndefined();
  });
});

describe('the social login’s state cookie', () => {
  const API_HOST = 'api.casino.localhost';
  const get = (path: string, headers: Record<string, string> = {}) => {
    const u = new URL(path, `http://${API_HOST}`);
    return api().request(`${u.pathname}${u.search}`, {
      headers: { host: API_HOST, 'x-forwarded-for': '127.0.0.1', ...headers },
    });
  };

  it('lives the table’s 10 minutes under /auth/social, HttpOnly, and the callback removes it', async () => {
    expect(COOKIES.oauthState.maxAge).toBe(10 * 60);
    const started = await api().request('/auth/login', {
      ...json({ provider: 'demo', origin: SITE, accept_terms: true }, { host: API_HOST, 'x-forwarded-for': nextIp() }),
      method: 'PUT',
    });
    expect(started.status).toBe(200);
    const { url } = await started.json();
    const hop = await get(url);
    expect(hop.status).toBe(302);
    const jar = new CookieJar();
    await keep(jar, hop, url);
    const state = await cookieIn(jar, `http://${API_HOST}/auth/social/demo/callback`, 'oauth_state');
    expectRow(state, 'oauthState', false);
    expect(await cookieIn(jar, `http://${API_HOST}/profile/user`, 'oauth_state')).toBeUndefined();

    const stateToken = new URL(url).searchParams.get('state')!;
    const callback = `/auth/social/demo/callback?state=${stateToken}&error=access_denied`;
    const done = await get(callback, { cookie: state!.cookieString() });
    expect(done.headers.get('location')).toBe(`${SITE}/auth/callback#error=social_cancelled`);
    await keep(jar, done, `http://${API_HOST}${callback}`);
    expect(await cookieIn(jar, `http://${API_HOST}/auth/social/demo/callback`, 'oauth_state')).toBeUndefined();
  });
});
