import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/password.server';
import { createUser } from '../../src/server/auth/users.server';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import { configDir, freshDb, json, testApi } from './helpers';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());

// The SSO host is api.sso.test; mirror.test is another mirror allowed to come back to it.
const SSO_HOST = 'api.sso.test';
const MIRROR = 'https://mirror.test';
const store = new ConfigStore(
  configDir({ operator: { settings: { sso: `http://${SSO_HOST}/sso` }, auth: { ssoReturnOrigins: [MIRROR] } } }),
);
const noSso = new ConfigStore(configDir({ operator: {} }));
const SITES = ['http://sso.test', MIRROR, 'http://casino.test'];
const api = () => testApi(db, store, { siteOrigins: SITES });

const PASSWORD = 'correct horse battery';
let ipSeq = 0;
const nextIp = () => `203.0.113.${++ipSeq}`;

/** Logs a new player in on the mirror's own API; returns the login answer. */
async function loginOnMirror(email: string): Promise<{ token: string; sso: string | null }> {
  await createUser(db, { email, passwordHash: await hashPassword(PASSWORD), registerMethod: 'email', region: 'RU' });
  const res = await api().request(
    '/api/v2/auth/login/email/password',
    json({ email, password: PASSWORD }, { host: 'api.mirror.test', 'x-forwarded-for': nextIp() }),
  );
  expect(res.status).toBe(200);
  return res.json();
}

/** A GET on the SSO host as a browser would send it, with its cookie jar. */
async function ssoGet(query: Record<string, string>, cookie?: string, headers: Record<string, string> = {}) {
  return api().request(`/sso?${new URLSearchParams(query)}`, {
    headers: { host: SSO_HOST, ...(cookie ? { cookie: `sso_session=${cookie}` } : {}), ...headers },
  });
}

const ssoCookieOf = (res: Response) => {
  const header = res.headers.getSetCookie().find((h) => h.startsWith('sso_session='));
  return header ? { value: decodeURIComponent(header.split(';')[0]!.slice('sso_session='.length)), header } : null;
};

const profileOf = (token: string) =>
  api().request('/profile/user', { headers: { host: 'api.mirror.test', authorization: `Bearer ${token}` } });

/** Login on the mirror, then the browser's hop to the SSO host with the ticket: the SSO cookie. */
async function ssoSessionFor(email: string) {
  const login = await loginOnMirror(email);
  const ticket = new URL(login.sso!).searchParams.get('ticket')!;
  const res = await ssoGet({ ticket, url: `${MIRROR}/en/games` });
  return { login, ticket, cookie: ssoCookieOf(res)!.value };
}

describe('the SSO link of a login answer', () => {
  it('points at the SSO host with a one-time ticket when SSO is configured', async () => {
    const login = await loginOnMirror('link@sso.test');
    const link = new URL(login.sso!);
    expect(`${link.origin}${link.pathname}`).toBe(`http://${SSO_HOST}/sso`);
    expect(link.searchParams.get('ticket')).toMatch(/^st1\./);
  });

  it('is null without an SSO host', async () => {
    await createUser(db, {
      email: 'plain@sso.test',
      passwordHash: await hashPassword(PASSWORD),
      registerMethod: 'email',
      region: 'RU',
    });
    const res = await testApi(db, noSso, { siteOrigins: SITES }).request(
      '/api/v2/auth/login/email/password',
      json({ email: 'plain@sso.test', password: PASSWORD }, { 'x-forwarded-for': nextIp() }),
    );
    expect((await res.json()).sso).toBeNull();
  });
});

describe('GET /sso', () => {
  it('spends the ticket, opens the SSO session in its own cookie and goes back', async () => {
    const login = await loginOnMirror('ticket@sso.test');
    const ticket = new URL(login.sso!).searchParams.get('ticket')!;
    const res = await ssoGet({ ticket, url: `${MIRROR}/en/games?x=1` });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${MIRROR}/en/games?x=1`);
    const cookie = ssoCookieOf(res)!;
    expect(cookie.value).toMatch(/^sso1\./);
    expect(cookie.header).toMatch(/HttpOnly/i);
    expect(cookie.header).toMatch(/SameSite=Lax/i);
    expect(cookie.header).toMatch(/Path=\/sso/);
    expect(cookie.header).toMatch(/Max-Age=2592000/);
    expect(cookie.header).not.toMatch(/Secure/);
  });

  it('marks the cookie Secure when the browser came over https', async () => {
    const login = await loginOnMirror('https@sso.test');
    const ticket = new URL(login.sso!).searchParams.get('ticket')!;
    const res = await ssoGet({ ticket, url: `${MIRROR}/` }, undefined, { 'x-forwarded-proto': 'https' });
    expect(ssoCookieOf(res)!.header).toMatch(/Secure/);
  });

  it('hands a logged-in browser back with a simple-auth token the mirror exchanges for a session', async () => {
    const { cookie } = await ssoSessionFor('handover@sso.test');
    const res = await ssoGet({ url: `${MIRROR}/en/games?x=1`, state: 'mirror-state-0123456789' }, cookie);
    expect(res.status).toBe(302);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const back = new URL(res.headers.get('location')!);
    // The mirror's nonce comes back, for the mirror to match against its cookie.
    expect(back.searchParams.get('sso_state')).toBe('mirror-state-0123456789');
    expect(back.origin + back.pathname).toBe(`${MIRROR}/en/games`);
    expect(back.searchParams.get('x')).toBe('1');
    expect(back.searchParams.get('simple_auth')).toBe('1');
    const simpleAuthToken = back.searchParams.get('simpleAuthToken')!;
    expect(simpleAuthToken).toMatch(/^sa1\./);

    // The mirror's front server: GET /profile/user with the simple-auth token answers a fresh session token.
    const profile = await profileOf(simpleAuthToken);
    expect(profile.status).toBe(200);
    const body = await profile.json();
    expect(body.user.email).toBe('handover@sso.test');
    expect(body.fresh_token).toMatch(/^s1\./);
    expect((await profileOf(body.fresh_token)).status).toBe(200);
    // One time only.
    expect((await profileOf(simpleAuthToken)).status).toBe(401);
  });

  it('sends an anonymous browser back unchanged', async () => {
    const res = await ssoGet({ url: `${MIRROR}/en/games?x=1` });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${MIRROR}/en/games?x=1`);
  });

  it('accepts the SSO host’s own site and refuses any other address (no open redirect)', async () => {
    expect((await ssoGet({ url: 'https://www.sso.test/page' })).status).toBe(302);
    for (const url of ['https://evil.test/', 'https://mirror.test.evil.test/', 'javascript:alert(1)', '//evil.test/']) {
      const res = await ssoGet({ url });
      expect(res.status, url).toBe(400);
      const body = await res.json();
      expect(body.message).toBeTruthy();
      expect(body.errors.url[0]).toMatch(/^\w+: /);
    }
  });

  it('writes the address back percent-encoded: control characters, spaces and non-ASCII never reach the Location raw', async () => {
    for (const [path, encoded] of [
      // (The URL standard drops control characters and spaces at either end of an address.)
      ['/en/\u0000x', '/en/%00x'],
      ['/en/\u0001x', '/en/%01x'],
      ['/en/\u007f', '/en/%7F'],
      ['/en/a b', '/en/a%20b'],
      ['/en/<x>', '/en/%3Cx%3E'],
      ['/en/é', '/en/%C3%A9'],
    ]) {
      const res = await ssoGet({ url: `${MIRROR}${path}` });
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toBe(`${MIRROR}${encoded}`);
    }
  });

  it('a spent ticket opens no session', async () => {
    const { ticket } = await ssoSessionFor('spent@sso.test');
    // The same ticket again, from another browser (no cookie).
    const again = await ssoGet({ ticket, url: `${MIRROR}/` });
    expect(again.status).toBe(302);
    expect(ssoCookieOf(again)).toBeNull();
    const anonymous = await ssoGet({ url: `${MIRROR}/` });
    expect(anonymous.headers.get('location')).toBe(`${MIRROR}/`);
  });

  it('logout ends the SSO session: the next mirror gets no token and the dead cookie is dropped', async () => {
    const { login, cookie } = await ssoSessionFor('logout@sso.test');
    const out = await api().request('/auth/logout', {
      method: 'PUT',
      headers: { host: 'api.mirror.test', authorization: `Bearer ${login.token}` },
    });
    expect(out.status).toBe(200);
    const res = await ssoGet({ url: `${MIRROR}/` }, cookie);
    expect(res.headers.get('location')).toBe(`${MIRROR}/`);
    expect(ssoCookieOf(res)?.header).toMatch(/Max-Age=0/);
  });

  it('a new login on the same browser replaces the SSO session of the previous player', async () => {
    const first = await ssoSessionFor('first@sso.test');
    const login = await loginOnMirror('second@sso.test');
    const ticket = new URL(login.sso!).searchParams.get('ticket')!;
    const res = await ssoGet({ ticket, url: `${MIRROR}/` }, first.cookie);
    const second = ssoCookieOf(res)!.value;
    // The old cookie no longer vouches for anyone; the new one names the second player.
    expect((await ssoGet({ url: `${MIRROR}/` }, first.cookie)).headers.get('location')).toBe(`${MIRROR}/`);
    const back = new URL((await ssoGet({ url: `${MIRROR}/` }, second)).headers.get('location')!);
    const body = await (await profileOf(back.searchParams.get('simpleAuthToken')!)).json();
    expect(body.user.email).toBe('second@sso.test');
  });
});
