import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokenResponseSchema } from '../../src/contract/auth';
import {
  twoFactorRecoveryCodesResponseSchema,
  twoFactorRequiredSchema,
  twoFactorStartResponseSchema,
} from '../../src/contract/two-factor';
import { hashPassword } from '../../src/server/auth/password.server';
import { createSession, resolveSessionToken } from '../../src/server/auth/sessions.server';
import { openSsoSession, ssoSessionUser } from '../../src/server/auth/sso.server';
import { hashToken } from '../../src/server/auth/tokens.server';
import { createUser } from '../../src/server/auth/users.server';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import { configDir, freshDb, json, testApi } from './helpers';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());

// The API's clock, moved by the tests: TOTP steps and the per-account backoff both read it.
let clock = Date.now();
const tick = (seconds = 31) => {
  clock += seconds * 1000;
};

const SITE = 'http://casino.localhost';
const API_HOST = 'api.casino.localhost';
const social = [{ kind: 'demo', id: 'demo', name: 'Demo ID' }];
const store = new ConfigStore(
  configDir({ operator: { auth: { social }, settings: { sso: 'http://api.sso.test/sso' }, corsOrigins: [SITE] } }),
);
const api = () => testApi(db, store, { auth: { now: () => clock, demo: true }, siteOrigins: [SITE] });

let ipSeq = 0;
const nextIp = () => `127.0.3.${++ipSeq}`;
const PASSWORD = 'correct horse battery';

let seq = 0;
async function player() {
  const email = `tf-${++seq}-${process.pid}@example.com`;
  const user = await createUser(db, {
    email,
    passwordHash: await hashPassword(PASSWORD),
    registerMethod: 'email',
    region: 'RU',
  });
  const { token } = await createSession(
    db,
    { userId: user.id, method: 'password', ip: null, userAgent: null },
    { accessTtlSeconds: 3600, sessionTtlDays: 30 },
  );
  return { id: user.id, email, auth: { authorization: `Bearer ${token}` } };
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  api().request(path, json(body, { host: API_HOST, 'x-forwarded-for': nextIp(), ...headers }));
const get = (path: string, headers: Record<string, string> = {}) =>
  api().request(path, { headers: { host: API_HOST, 'x-forwarded-for': nextIp(), ...headers } });

const codeAt = (secret: string, at = clock) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const errorsOf = async (res: Response) => ((await res.json()) as { errors: Record<string, string[]> }).errors;

/** A player with 2FA on: their secret and recovery codes. */
async function enrolled() {
  const p = await player();
  const started = await post('/profile/two-factor/start', { password: PASSWORD }, p.auth);
  expect(started.status).toBe(200);
  const { data } = twoFactorStartResponseSchema.parse(await started.json());
  tick();
  const confirmed = await post('/profile/two-factor/confirm', { code: codeAt(data.secret) }, p.auth);
  expect(confirmed.status).toBe(200);
  const { recovery_codes } = twoFactorRecoveryCodesResponseSchema.parse(await confirmed.json()).data;
  tick();
  return { ...p, secret: data.secret, recovery: recovery_codes };
}

const passwordLogin = (email: string, headers: Record<string, string> = {}) =>
  post('/api/v2/auth/login/email/password', { email, password: PASSWORD }, headers);

/** The first factor of an account with 2FA: a 403 with a challenge and no token. */
async function challengeFor(email: string): Promise<string> {
  const res = await passwordLogin(email);
  expect(res.status).toBe(403);
  const body = twoFactorRequiredSchema.parse(await res.json());
  expect(body).not.toHaveProperty('token');
  expect(body.errors?._?.[0]).toMatch(/^two_factor_required:/);
  return body.two_factor.challenge;
}

const secondStep = (challenge: string, code: string, headers: Record<string, string> = {}) =>
  post('/auth/two-factor/login', { challenge, code }, headers);

const sessionsOf = async (userId: number) =>
  Number(
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [userId])).rows[0]!.n,
  );

describe('abuse: what must be refused', () => {
  it('an enrolment is not switched on by a wrong code', async () => {
    const p = await player();
    const { data } = twoFactorStartResponseSchema.parse(
      await (await post('/profile/two-factor/start', { password: PASSWORD }, p.auth)).json(),
    );
    const res = await post('/profile/two-factor/confirm', { code: wrong(codeAt(data.secret)) }, p.auth);
    expect(res.status).toBe(422);
    expect((await errorsOf(res)).code?.[0]).toMatch(/^two_factor_code_invalid:/);
    const status = await (await get('/profile/two-factor', p.auth)).json();
    expect(status.data.enabled).toBe(false);
    // Not enabled: the password alone still logs in.
    expect((await passwordLogin(p.email)).status).toBe(200);
  });

  it('a session alone cannot turn 2FA on: the password is asked again, and wrong ones count like wrong codes', async () => {
    const p = await player();
    const none = await post('/profile/two-factor/start', {}, p.auth);
    expect(none.status).toBe(422);
    expect((await errorsOf(none)).password?.[0]).toMatch(/^two_factor_password_required:/);
    const bad = await post('/profile/two-factor/start', { password: 'not the password' }, p.auth);
    expect(bad.status).toBe(422);
    expect((await errorsOf(bad)).password?.[0]).toMatch(/^two_factor_password_invalid:/);
    const { rows } = await db.query('SELECT 1 FROM user_two_factor WHERE user_id = $1', [p.id]);
    expect(rows).toHaveLength(0);
    // Guessing is slowed per account, from any address: after ten, a wait.
    for (let i = 0; i < 9; i++) await post('/profile/two-factor/start', { password: `guess ${i}` }, p.auth);
    expect((await post('/profile/two-factor/start', { password: PASSWORD }, p.auth)).status).toBe(429);
  });

  it('an account without a password turns 2FA on only from a login of the last 15 minutes', async () => {
    const p = await player();
    await db.query('UPDATE users SET password_hash = NULL WHERE id = $1', [p.id]);
    await db.query(`UPDATE sessions SET created_at = now() - interval '16 minutes' WHERE user_id = $1`, [p.id]);
    const stale = await post('/profile/two-factor/start', {}, p.auth);
    expect(stale.status).toBe(422);
    expect((await errorsOf(stale))._?.[0]).toMatch(/^two_factor_reauth:/);
    await db.query(`UPDATE sessions SET created_at = now() WHERE user_id = $1`, [p.id]);
    expect((await post('/profile/two-factor/start', {}, p.auth)).status).toBe(200);
  });

  it('turning 2FA on ends every other session of the player (a stolen one included), not the one that did it', async () => {
    const p = await player();
    const other = await createSession(
      db,
      { userId: p.id, method: 'password', ip: null, userAgent: null },
      { accessTtlSeconds: 3600, sessionTtlDays: 30 },
    );
    const started = await post('/profile/two-factor/start', { password: PASSWORD }, p.auth);
    const { data } = twoFactorStartResponseSchema.parse(await started.json());
    expect((await post('/profile/two-factor/confirm', { code: codeAt(data.secret) }, p.auth)).status).toBe(200);
    tick();
    expect((await get('/profile/user', p.auth)).status).toBe(200);
    expect((await get('/profile/user', { authorization: `Bearer ${other.token}` })).status).toBe(401);
  });

  it('the password alone opens no session once 2FA is on', async () => {
    const p = await enrolled();
    const before = await sessionsOf(p.id);
    await challengeFor(p.email);
    expect(await sessionsOf(p.id)).toBe(before);
  });

  it('a login code alone opens no session once 2FA is on', async () => {
    const p = await enrolled();
    const ip = nextIp();
    await post('/api/v2/auth/login/email/verification', { email: p.email }, { 'x-forwarded-for': ip });
    const { rows } = await db.query<{ body: string }>(
      'SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
      [p.email],
    );
    const emailCode = /(?:^\s+|: )(\d{6})(?:$|\.)/m.exec(rows[0]!.body)![1]!;
    const res = await post(
      '/api/v2/auth/login/email/code',
      { email: p.email, code: emailCode },
      { 'x-forwarded-for': ip },
    );
    expect(res.status).toBe(403);
    const { two_factor } = twoFactorRequiredSchema.parse(await res.json());
    const done = await secondStep(two_factor.challenge, codeAt(p.secret));
    expect(done.status).toBe(200);
  });

  /** A reset by e-mail code up to its answer: the new password sent, the 403 challenge back. */
  async function resetByMail(p: Awaited<ReturnType<typeof enrolled>>, fresh: string) {
    const ip = nextIp();
    await post('/api/v2/auth/password/email/forgot', { email: p.email }, { 'x-forwarded-for': ip });
    const { rows } = await db.query<{ body: string }>(
      'SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
      [p.email],
    );
    const code = /(?:^\s+|: )(\d{6})(?:$|\.)/m.exec(rows[0]!.body)![1]!;
    const res = await post(
      '/api/v2/auth/password/email/reset/code',
      { email: p.email, code, password: fresh, password_confirm: fresh },
      { 'x-forwarded-for': ip },
    );
    expect(res.status).toBe(403);
    return twoFactorRequiredSchema.parse(await res.json()).two_factor.challenge;
  }
  const loginStatus = async (email: string, password: string) =>
    (await post('/api/v2/auth/login/email/password', { email, password }, { 'x-forwarded-for': nextIp() })).status;

  it('a password reset by a mailbox alone changes nothing: the password and the sessions stay until the code', async () => {
    const p = await enrolled();
    const fresh = 'another horse battery';
    const challenge = await resetByMail(p, fresh);
    // Not yet: the old password still earns its challenge, the new one is wrong, the owner's session lives.
    expect(await loginStatus(p.email, PASSWORD)).toBe(403);
    expect(await loginStatus(p.email, fresh)).toBe(422);
    expect((await get('/profile/user', p.auth)).status).toBe(200);
    // Five wrong codes kill the challenge: the reset is gone with it.
    for (let i = 0; i < 5; i++) expect((await secondStep(challenge, wrong(codeAt(p.secret)))).status).toBe(422);
    expect((await secondStep(challenge, codeAt(p.secret))).status).toBe(422);
    expect(await loginStatus(p.email, fresh)).toBe(422);
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM auth_tokens WHERE user_id = $1 AND data ? 'pendingReset'`,
      [p.id],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('a password reset of an account with 2FA sets the password when the code is given, and ends the old sessions', async () => {
    const p = await enrolled();
    const fresh = 'yet another horse battery';
    const challenge = await resetByMail(p, fresh);
    tick();
    const done = await secondStep(challenge, codeAt(p.secret));
    expect(done.status).toBe(200);
    const { token } = (await done.json()) as { token: string };
    expect((await get('/profile/user', { authorization: `Bearer ${token}` })).status).toBe(200);
    expect((await get('/profile/user', p.auth)).status).toBe(401);
    expect(await loginStatus(p.email, PASSWORD)).toBe(422);
    expect(await loginStatus(p.email, fresh)).toBe(403);
    // The hash waited in the challenge only until it was used.
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM auth_tokens WHERE user_id = $1 AND data ? 'pendingReset'`,
      [p.id],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('a code already used in its time step is refused the second time (replay)', async () => {
    const p = await enrolled();
    const code = codeAt(p.secret);
    expect((await secondStep(await challengeFor(p.email), code)).status).toBe(200);
    const replay = await secondStep(await challengeFor(p.email), code);
    expect(replay.status).toBe(422);
    // A code of the step before (still inside ±1) is older than the one used: refused too.
    const older = await secondStep(await challengeFor(p.email), codeAt(p.secret, clock - 30_000));
    expect(older.status).toBe(422);
  });

  it('a code from outside ±1 time step is refused', async () => {
    const p = await enrolled();
    const stale = await secondStep(await challengeFor(p.email), codeAt(p.secret, clock - 95_000));
    expect(stale.status).toBe(422);
    const early = await secondStep(await challengeFor(p.email), codeAt(p.secret, clock + 95_000));
    expect(early.status).toBe(422);
  });

  it('a recovery code works once', async () => {
    const p = await enrolled();
    const first = await secondStep(await challengeFor(p.email), p.recovery[0]!);
    expect(first.status).toBe(200);
    const again = await secondStep(await challengeFor(p.email), p.recovery[0]!);
    expect(again.status).toBe(422);
    // Typed without the dash and in capitals, another one still works.
    const other = await secondStep(await challengeFor(p.email), p.recovery[1]!.replace('-', '').toUpperCase());
    expect(other.status).toBe(200);
    const status = await (await get('/profile/two-factor', p.auth)).json();
    expect(status.data).toEqual({ enabled: true, recovery_codes_left: 8 });
  });

  it('recovery codes are stored hashed, never as typed', async () => {
    const p = await enrolled();
    const { rows } = await db.query<{ code_hash: string }>(
      'SELECT code_hash FROM user_recovery_codes WHERE user_id = $1',
      [p.id],
    );
    expect(rows).toHaveLength(10);
    const stored = rows.map((r) => r.code_hash).join(' ');
    for (const code of p.recovery) {
      expect(stored).not.toContain(code.replace('-', ''));
    }
    const secretRow = await db.query<{ secret_enc: string }>(
      'SELECT secret_enc FROM user_two_factor WHERE user_id = $1',
      [p.id],
    );
    expect(secretRow.rows[0]!.secret_enc).not.toContain(p.secret);
  });

  it('a challenge is single-use: one session, then it is dead', async () => {
    const p = await enrolled();
    const challenge = await challengeFor(p.email);
    expect((await secondStep(challenge, codeAt(p.secret))).status).toBe(200);
    tick();
    const reuse = await secondStep(challenge, codeAt(p.secret));
    expect(reuse.status).toBe(422);
    expect((await errorsOf(reuse)).challenge?.[0]).toMatch(/^two_factor_challenge_invalid:/);
  });

  it('an expired challenge is refused even with a right code', async () => {
    const p = await enrolled();
    const challenge = await challengeFor(p.email);
    await db.query(`UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
      hashToken(challenge),
    ]);
    const res = await secondStep(challenge, codeAt(p.secret));
    expect(res.status).toBe(422);
    expect((await errorsOf(res)).challenge?.[0]).toMatch(/^two_factor_challenge_invalid:/);
  });

  it('a challenge dies after five wrong codes', async () => {
    const p = await enrolled();
    const challenge = await challengeFor(p.email);
    for (let i = 0; i < 5; i++) expect((await secondStep(challenge, wrong(codeAt(p.secret)))).status).toBe(422);
    const res = await secondStep(challenge, codeAt(p.secret));
    expect((await errorsOf(res)).challenge?.[0]).toMatch(/^two_factor_challenge_invalid:/);
  });

  it('another player’s code does not pass my challenge, nor mine theirs', async () => {
    const a = await enrolled();
    const b = await enrolled();
    const res = await secondStep(await challengeFor(a.email), codeAt(b.secret));
    expect(res.status).toBe(422);
    const rec = await secondStep(await challengeFor(a.email), b.recovery[0]!);
    expect(rec.status).toBe(422);
    // b's recovery code was not spent by the attempt on a's account.
    expect((await secondStep(await challengeFor(b.email), b.recovery[0]!)).status).toBe(200);
  });

  it('a challenge logs in only its own account', async () => {
    const a = await enrolled();
    const b = await enrolled();
    const challenge = await challengeFor(a.email);
    // b's right code on a's challenge: refused, and no session for either.
    const before = [await sessionsOf(a.id), await sessionsOf(b.id)];
    expect((await secondStep(challenge, codeAt(b.secret))).status).toBe(422);
    expect([await sessionsOf(a.id), await sessionsOf(b.id)]).toEqual(before);
    const ok = await secondStep(challenge, codeAt(a.secret));
    const { token } = authTokenResponseSchema.parse(await ok.json());
    const session = await resolveSessionToken(db, token);
    expect(session?.userId).toBe(a.id);
  });

  it('wrong codes are slowed per account (from any address), and the owner gets in after the wait', async () => {
    const p = await enrolled();
    // Ten free wrong codes, each from a new address and a new challenge.
    for (let i = 0; i < 10; i++) {
      expect((await secondStep(await challengeFor(p.email), wrong(codeAt(p.secret)))).status).toBe(422);
    }
    // Now the account waits, even for a right code from a fresh address.
    const waiting = await secondStep(await challengeFor(p.email), codeAt(p.secret));
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
    tick(31);
    expect((await secondStep(await challengeFor(p.email), codeAt(p.secret))).status).toBe(200);
  });

  it('wrong codes are limited per address', async () => {
    const ip = nextIp();
    let status = 0;
    for (let i = 0; i < 31; i++) {
      const res = await secondStep(`tf1.${'x'.repeat(30)}${i}`, '123456', { 'x-forwarded-for': ip });
      status = res.status;
    }
    expect(status).toBe(429);
  });

  it('disabling needs a right code; regenerating recovery codes too', async () => {
    const p = await enrolled();
    expect((await post('/profile/two-factor/disable', { code: wrong(codeAt(p.secret)) }, p.auth)).status).toBe(422);
    expect((await post('/profile/two-factor/disable', {}, p.auth)).status).toBe(422);
    expect((await post('/profile/two-factor/recovery-codes', { code: '000000' }, p.auth)).status).toBe(422);
    await challengeFor(p.email); // still on

    const fresh = await post('/profile/two-factor/recovery-codes', { code: codeAt(p.secret) }, p.auth);
    expect(fresh.status).toBe(200);
    const { recovery_codes } = twoFactorRecoveryCodesResponseSchema.parse(await fresh.json()).data;
    // The old codes died with the new ones.
    expect((await secondStep(await challengeFor(p.email), p.recovery[0]!)).status).toBe(422);
    tick();
    expect((await post('/profile/two-factor/disable', { code: recovery_codes[0] }, p.auth)).status).toBe(200);
    expect((await passwordLogin(p.email)).status).toBe(200);
  });

  it('the profile calls need a session', async () => {
    expect((await get('/profile/two-factor')).status).toBe(401);
    expect((await post('/profile/two-factor/start', {})).status).toBe(401);
    expect((await post('/profile/two-factor/start', {}, { authorization: 'Bearer nope' })).status).toBe(401);
    expect((await post('/profile/two-factor/disable', { code: '123456' })).status).toBe(401);
  });

  it('bad input is a 422, never a 500', async () => {
    const p = await player();
    for (const body of [{ code: 'x' }, { code: 123456 }, { code: '12345678901234567890123456789012345' }, 'nope']) {
      expect((await post('/profile/two-factor/confirm', body, p.auth)).status).toBe(422);
    }
    expect((await post('/auth/two-factor/login', { challenge: 'abc', code: '123456' })).status).toBe(422);
    expect((await post('/profile/two-factor/start', { x: 1 }, p.auth)).status).toBe(422);
    expect((await post('/profile/two-factor/start', '{"x": ', p.auth)).status).toBe(422);
  });
});

describe('enrolment and login', () => {
  it('start answers a URI, the secret and a QR SVG; a right code enables it with ten recovery codes', async () => {
    const p = await player();
    const started = await post('/profile/two-factor/start', { password: PASSWORD }, p.auth);
    expect(started.headers.get('cache-control')).toBe('no-store');
    const { data } = twoFactorStartResponseSchema.parse(await started.json());
    expect(data.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(new URL(data.uri).searchParams.get('secret')).toBe(data.secret);
    expect(data.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const confirmed = await post('/profile/two-factor/confirm', { code: codeAt(data.secret) }, p.auth);
    const { recovery_codes } = twoFactorRecoveryCodesResponseSchema.parse(await confirmed.json()).data;
    expect(new Set(recovery_codes).size).toBe(10);
    expect((await (await get('/profile/two-factor', p.auth)).json()).data).toEqual({
      enabled: true,
      recovery_codes_left: 10,
    });
    // On: no new enrolment over it, not even with the password.
    expect((await post('/profile/two-factor/start', { password: PASSWORD }, p.auth)).status).toBe(422);
  });

  it('the second step answers what a login answers: a working token and the SSO link', async () => {
    const p = await enrolled();
    const res = await secondStep(await challengeFor(p.email), codeAt(p.secret));
    const body = authTokenResponseSchema.parse(await res.json());
    expect(body.sso).toMatch(/^http:\/\/api\.sso\.test\/sso\?ticket=st1\./);
    const profile = await api().request('/profile/user', {
      headers: { host: API_HOST, authorization: `Bearer ${body.token}` },
    });
    expect(profile.status).toBe(200);
    const history = await db.query<{ method: string; success: boolean }>(
      'SELECT method, success FROM login_events WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
      [p.id],
    );
    expect(history.rows[0]).toEqual({ method: 'password', success: true });
  });

  it('answers that carry a session token are never cached (no-store): the first factor, the second, the refresh', async () => {
    const p = await enrolled();
    const first = await passwordLogin(p.email);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const { two_factor } = twoFactorRequiredSchema.parse(await first.json());
    tick();
    const second = await secondStep(two_factor.challenge, codeAt(p.secret));
    expect(second.status).toBe(200);
    expect(second.headers.get('cache-control')).toBe('no-store');
    const plain = await player();
    const login = await passwordLogin(plain.email);
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
  });

  it('an account without 2FA logs in exactly as before', async () => {
    const p = await player();
    const res = await passwordLogin(p.email);
    expect(res.status).toBe(200);
    authTokenResponseSchema.parse(await res.json());
  });
});

describe('SSO and social logins respect it', () => {
  it('enabling 2FA ends the SSO host’s sessions, which vouched without the second factor', async () => {
    const p = await player();
    const sso = await openSsoSession(db, p.id);
    const { data } = twoFactorStartResponseSchema.parse(
      await (await post('/profile/two-factor/start', { password: PASSWORD }, p.auth)).json(),
    );
    expect((await post('/profile/two-factor/confirm', { code: codeAt(data.secret) }, p.auth)).status).toBe(200);
    tick();
    expect(await ssoSessionUser(db, sso)).toBeNull();
  });

  it('the first factor carries no SSO ticket: the SSO host learns of the login only after the code', async () => {
    const p = await enrolled();
    const res = await passwordLogin(p.email);
    const text = await res.text();
    expect(text).not.toContain('st1.');
    expect(text).not.toContain('"token"');
  });

  it('a social login of an account with 2FA lands with a challenge, not a token', async () => {
    const email = `tf-social-${process.pid}@example.com`;
    // The demo provider registers the identity on its first login; 2FA is turned on afterwards.
    const first = await socialLogin(email);
    const token = fragmentOf(first).get('token')!;
    const auth = { authorization: `Bearer ${token}` };
    const { data } = twoFactorStartResponseSchema.parse(
      await (await post('/profile/two-factor/start', {}, auth)).json(),
    );
    expect((await post('/profile/two-factor/confirm', { code: codeAt(data.secret) }, auth)).status).toBe(200);
    tick();

    const landing = await socialLogin(email, 'flow-nonce-abcdefghijkl');
    const fragment = fragmentOf(landing);
    expect(landing.startsWith(`${SITE}/auth/callback#`)).toBe(true);
    expect(fragment.get('token')).toBeNull();
    expect(fragment.get('flow')).toBe('flow-nonce-abcdefghijkl');
    const challenge = fragment.get('two_factor')!;
    expect(challenge).toMatch(/^tf1\./);
    const done = await secondStep(challenge, codeAt(data.secret));
    expect(done.status).toBe(200);
    const body = authTokenResponseSchema.parse(await done.json());
    const history = await db.query<{ method: string }>(
      'SELECT method FROM login_events WHERE success ORDER BY id DESC LIMIT 1',
    );
    expect(history.rows[0]!.method).toBe('social');
    expect(body.token).toMatch(/^s1\./);
  });
});

// ---------------------------------------------------------------------------- the social popup's journey

const fragmentOf = (landing: string) => new URLSearchParams(landing.slice(landing.indexOf('#') + 1));

const unescapeHtml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** PUT /auth/login → our start hop → the demo provider's form → the callback (as tests/api/social.test.ts). */
async function socialLogin(email: string, flow?: string): Promise<string> {
  const app = api();
  const hdr = { host: API_HOST, 'x-forwarded-for': '127.0.0.1' };
  const started = await app.request('/auth/login', {
    ...json({ provider: 'demo', origin: SITE, accept_terms: true, ...(flow ? { flow } : {}) }, hdr),
    method: 'PUT',
  });
  expect(started.status).toBe(200);
  const go = async (url: string, headers: Record<string, string> = {}) => {
    const u = new URL(url, `http://${API_HOST}`);
    return app.request(`${u.pathname}${u.search}`, { headers: { ...hdr, host: u.host, ...headers } });
  };
  const hop = await go((await started.json()).url);
  const cookie = hop.headers
    .getSetCookie()
    .find((h) => h.startsWith('oauth_state='))!
    .split(';')[0]!;
  const page = await go(hop.headers.get('location')!);
  const fields: Record<string, string> = {};
  for (const m of (await page.text()).matchAll(/<input type="\w+" name="([^"]+)" value="([^"]*)"/g))
    fields[m[1]!] = unescapeHtml(m[2]!);
  fields.email = email;
  const submitted = await app.request('/oauth/demo/authorize', {
    method: 'POST',
    headers: { ...hdr, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const done = await go(submitted.headers.get('location')!, { cookie });
  expect(done.status).toBe(302);
  const location = done.headers.get('location')!;
  // With SSO on, the popup first passes the SSO host; the fragment rides along.
  return location.startsWith(SITE) ? location : `${SITE}/auth/callback${location.slice(location.indexOf('#'))}`;
}
