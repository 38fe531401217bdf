import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as passwords from '../../src/server/auth/password.server';
import { authTokenResponseSchema } from '../../src/contract/auth';
import { TERMS_VERSION } from '../../src/contract/wallet';
import { hashPassword } from '../../src/server/auth/password.server';

// The real verifyPassword, observed: counts how many password checks a login runs.
const verifyPasswordSpy = vi.hoisted(() => ({ mock: { calls: [] as unknown[][] } }));
vi.mock('../../src/server/auth/password.server', async (importOriginal) => {
  const real = await importOriginal<typeof passwords>();
  return {
    ...real,
    verifyPassword: (...args: Parameters<typeof real.verifyPassword>) => {
      verifyPasswordSpy.mock.calls.push(args);
      return real.verifyPassword(...args);
    },
  };
});
import { createSession } from '../../src/server/auth/sessions.server';
import { openSsoSession } from '../../src/server/auth/sso.server';
import { hashToken } from '../../src/server/auth/tokens.server';
import { createUser } from '../../src/server/auth/users.server';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import { configDir, freshDb, json, testApi } from './helpers';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());

const store = new ConfigStore(configDir({ operator: { features: ['bonus_balances'] } }));
const api = (auth: Parameters<typeof testApi>[2] = {}) => testApi(db, store, auth);

// Each test speaks from its own address so the per-IP rate limits of one test do not touch another.
let ipSeq = 0;
const nextIp = () => `198.51.100.${++ipSeq}`;
const from = (ip: string, extra: Record<string, string> = {}) => ({ 'x-forwarded-for': ip, ...extra });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const count = async (sql: string, params: unknown[] = []) =>
  Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]!.n);
const userByEmail = async (email: string) =>
  (await db.query<Record<string, unknown>>('SELECT * FROM users WHERE email = $1', [email])).rows[0];

const PASSWORD = 'correct horse battery';
let knownHash: string;
beforeAll(async () => {
  knownHash = await hashPassword(PASSWORD);
});

/** A player made directly in the database (no registration cost), with PASSWORD. */
async function player(email: string, extra: Partial<Parameters<typeof createUser>[1]> = {}) {
  return createUser(db, { email, passwordHash: knownHash, registerMethod: 'email', region: 'RU', ...extra });
}

async function profileStatus(token: string) {
  return (await api().request('/profile/user', { headers: { host: 'api.casino.test', ...bearer(token) } })).status;
}

describe('POST /api/v2/auth/register/email', () => {
  it('creates the player with everything given, logs them in and asks to confirm the e-mail', async () => {
    const ip = nextIp();
    const res = await api().request(
      '/api/v2/auth/register/email',
      json(
        {
          email: '  New.Player@Example.COM ',
          password: PASSWORD,
          accept_terms: true,
          currency: 'KZT',
          locale: 'en',
          timezone: 'Asia/Almaty',
          partner: 'p-7',
          adplace: 'banner',
          stag: 'st-1',
          promo: 'WELCOME',
          vip: true,
          fp: 'device-fp',
        },
        from(ip, { region: 'KZ', 'user-agent': 'TestBrowser/1' }),
      ),
    );
    expect(res.status).toBe(200);
    const body = authTokenResponseSchema.parse(await res.json());
    expect(body).toMatchObject({ success: true, sso: null, confirm: 'email' });
    expect(body.token).toMatch(/^s1\./);

    const u = await userByEmail('new.player@example.com');
    expect(u).toMatchObject({
      register_method: 'email',
      currency: 'KZT',
      locale: 'en',
      timezone: 'Asia/Almaty',
      region: 'KZ',
      partner: 'p-7',
      adplace: 'banner',
      stag: 'st-1',
      promo: 'WELCOME',
      premium_status: 'pending',
      is_email_verified: false,
    });
    expect(u!.vip_requested_at).not.toBeNull();
    // The terms and the 18+ declaration are on record with their version and time.
    expect(u!.terms_version).toBe(TERMS_VERSION);
    expect(u!.terms_accepted_at).not.toBeNull();
    expect(u!.adult_declared_at).not.toBeNull();
    expect(String(u!.password_hash)).toMatch(/^scrypt\$32768\$/);
    expect(await count(`wallet_accounts WHERE user_id = $1 AND currency = $2 AND kind = 'cash'`, [u!.id, 'KZT'])).toBe(
      1,
    );
    // The confirmation code is waiting in the outbox for the player's address.
    expect(await count(`auth_codes WHERE purpose = 'verify_email' AND target = $1`, ['new.player@example.com'])).toBe(
      1,
    );
    expect(await count(`outbox WHERE channel = 'email' AND recipient = $1`, ['new.player@example.com'])).toBe(1);
    // Logged in at once: the token reads the profile; the login history has the registration.
    expect(await profileStatus(body.token)).toBe(200);
    const events = await db.query('SELECT method, success, ip, user_agent FROM login_events WHERE user_id = $1', [
      u!.id,
    ]);
    expect(events.rows).toEqual([{ method: 'register', success: true, ip, user_agent: 'TestBrowser/1' }]);
  });

  it('takes the region from the country of the address when no Region header comes, RU otherwise', async () => {
    await api().request(
      '/api/v2/auth/register/email',
      json({ email: 'kz@example.com', password: PASSWORD, accept_terms: true }, from('2.72.0.1')),
    );
    await api().request(
      '/api/v2/auth/register/email',
      json(
        { email: 'us@example.com', password: PASSWORD, accept_terms: true, timezone: 'Not/AZone' },
        from('8.8.8.8', { region: 'XX' }),
      ),
    );
    expect(await userByEmail('kz@example.com')).toMatchObject({ region: 'KZ', currency: null, premium_status: 'none' });
    // An unknown time zone is dropped, not fatal: the client only guessed it.
    expect(await userByEmail('us@example.com')).toMatchObject({ region: 'RU', timezone: null });
    expect(
      await count('wallet_accounts w JOIN users u ON u.id = w.user_id WHERE u.email = $1', ['kz@example.com']),
    ).toBe(0);
  });

  it('422 email_taken for an e-mail already registered (any case), and nothing is written', async () => {
    const before = [await count('users'), await count('outbox'), await count('sessions'), await count('login_events')];
    const res = await api().request(
      '/api/v2/auth/register/email',
      json({ email: 'NEW.player@example.com', password: PASSWORD, accept_terms: true }, from(nextIp())),
    );
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { email: ['email_taken: This e-mail is already registered'] },
    });
    expect([await count('users'), await count('outbox'), await count('sessions'), await count('login_events')]).toEqual(
      before,
    );
  });

  it('422 under password for a weak password, and under email for a malformed address', async () => {
    const before = await count('users');
    const weak = await api().request(
      '/api/v2/auth/register/email',
      json({ email: 'weak@example.com', password: 'short', accept_terms: true }, from(nextIp())),
    );
    expect(weak.status).toBe(422);
    expect((await weak.json()).errors).toEqual({
      password: ['password_too_short: The password must be at least 8 characters long'],
    });
    const bad = await api().request(
      '/api/v2/auth/register/email',
      json({ email: 'not-an-email', password: PASSWORD, accept_terms: true }, from(nextIp())),
    );
    expect(Object.keys((await bad.json()).errors)).toEqual(['email']);
    expect(await count('users')).toBe(before);
  });
});

describe('registration terms', () => {
  it('422 accept_terms without the terms and 18+ checkbox (missing, false or a string): no account', async () => {
    for (const accept of [undefined, false, 'true']) {
      const res = await api().request(
        '/api/v2/auth/register/email',
        json({ email: 'noterms@example.com', password: PASSWORD, accept_terms: accept }, from(nextIp())),
      );
      expect(res.status).toBe(422);
      expect(Object.keys((await res.json()).errors)).toEqual(['accept_terms']);
    }
    expect(await count('users WHERE email = $1', ['noterms@example.com'])).toBe(0);
  });
});

describe('POST /api/v2/auth/register/phone', () => {
  it('stores the number in E.164, unverified, queues an SMS code and answers confirm: phone', async () => {
    const res = await api().request(
      '/api/v2/auth/register/phone',
      json({ phone: '+7 (916) 123-45-67', password: PASSWORD, accept_terms: true }, from(nextIp())),
    );
    expect(res.status).toBe(200);
    const body = authTokenResponseSchema.parse(await res.json());
    expect(body.confirm).toBe('phone');
    const { rows } = await db.query<Record<string, unknown>>('SELECT * FROM users WHERE phone = $1', ['+79161234567']);
    expect(rows[0]).toMatchObject({ register_method: 'phone', is_phone_verified: false, email: null });
    expect(await count(`outbox WHERE channel = 'sms' AND recipient = '+79161234567'`)).toBe(1);
    expect(await profileStatus(body.token)).toBe(200);
  });

  it('422 phone_taken for a registered number and invalid_phone for a landline; nothing written', async () => {
    const before = [await count('users'), await count('outbox')];
    const taken = await api().request(
      '/api/v2/auth/register/phone',
      json({ phone: '79161234567', password: PASSWORD, accept_terms: true }, from(nextIp())),
    );
    expect(taken.status).toBe(422);
    expect((await taken.json()).errors).toEqual({ phone: ['phone_taken: This phone number is already registered'] });
    // A Moscow landline cannot receive the confirmation SMS.
    const landline = await api().request(
      '/api/v2/auth/register/phone',
      json({ phone: '+7 495 123 45 67', password: PASSWORD, accept_terms: true }, from(nextIp())),
    );
    expect(landline.status).toBe(422);
    expect((await landline.json()).errors).toEqual({
      phone: ['invalid_phone: This is not a valid mobile phone number'],
    });
    expect([await count('users'), await count('outbox')]).toEqual(before);
  });
});

describe('login by password', () => {
  beforeAll(async () => {
    await player('login@example.com');
    await createUser(db, { phone: '+77011234567', passwordHash: knownHash, registerMethod: 'phone', region: 'KZ' });
    await createUser(db, { email: 'social@example.com', passwordHash: null, registerMethod: 'social', region: 'RU' });
  });

  it('logs in by e-mail (any case) and by phone (?type=sms), answering a working token', async () => {
    const byEmail = await api().request(
      '/api/v2/auth/login/email/password',
      json({ email: 'LOGIN@example.com', password: PASSWORD, fp: 'x' }, from(nextIp())),
    );
    expect(byEmail.status).toBe(200);
    const e = authTokenResponseSchema.parse(await byEmail.json());
    expect(await profileStatus(e.token)).toBe(200);

    const byPhone = await api().request(
      '/api/v2/auth/login/phone/password?type=sms',
      json({ phone: '+7 701 123 45 67', password: PASSWORD }, from(nextIp())),
    );
    expect(byPhone.status).toBe(200);
    expect(await profileStatus(authTokenResponseSchema.parse(await byPhone.json()).token)).toBe(200);
  });

  it('a wrong password, an unknown account and a password-less account all get the same 422', async () => {
    const expected = {
      message: 'The given data was invalid.',
      errors: { _: ['invalid_credentials: Wrong login or password'] },
    };
    const sessionsBefore = await count('sessions');
    for (const body of [
      { email: 'login@example.com', password: 'wrong password!' },
      { email: 'nobody@example.com', password: PASSWORD },
      { email: 'social@example.com', password: PASSWORD },
    ]) {
      const res = await api().request('/api/v2/auth/login/email/password', json(body, from(nextIp())));
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual(expected);
    }
    const phone = await api().request(
      '/api/v2/auth/login/phone/password',
      json({ phone: '+77011234567', password: 'nope nope nope' }, from(nextIp())),
    );
    expect(await phone.json()).toEqual(expected);
    expect(await count('sessions')).toBe(sessionsBefore);
  });

  it('with SSO configured the answer carries the SSO link with a one-time ticket', async () => {
    const sso = new ConfigStore(configDir({ operator: { settings: { sso: 'https://sso.casino.test/sso' } } }));
    const res = await testApi(db, sso).request(
      '/api/v2/auth/login/email/password',
      json({ email: 'login@example.com', password: PASSWORD }, from(nextIp())),
    );
    const body = authTokenResponseSchema.parse(await res.json());
    const link = new URL(body.sso!);
    expect(link.origin + link.pathname).toBe('https://sso.casino.test/sso');
    expect(link.searchParams.get('ticket')).toMatch(/^st1\./);
    expect(body.confirm).toBeNull();
  });

  it('an unknown account costs a password check too, so timing does not tell which accounts exist', async () => {
    // Counted, not timed (the machine is shared and noisy): a wrong password and an unknown
    // account must each run exactly one scrypt verification.
    const checks = () => verifyPasswordSpy.mock.calls.length;
    const attempt = async (email: string) => {
      const before = checks();
      await api().request(
        '/api/v2/auth/login/email/password',
        json({ email, password: 'timing test guess' }, from('198.51.100.250')),
      );
      return checks() - before;
    };
    expect(await attempt('login@example.com')).toBe(1);
    expect(await attempt('ghost@example.com')).toBe(1);
    await db.query(`DELETE FROM login_events WHERE ip = '198.51.100.250'`);
  });

  it('records failed attempts in the login history, with why they failed', async () => {
    const { rows } = await db.query<{ identifier: string; success: boolean; reason: string; has_user: boolean }>(
      `SELECT identifier, success, reason, user_id IS NOT NULL AS has_user FROM login_events
        WHERE success = false ORDER BY id`,
    );
    expect(rows).toEqual([
      { identifier: 'login@example.com', success: false, reason: 'wrong_password', has_user: true },
      { identifier: 'nobody@example.com', success: false, reason: 'unknown_account', has_user: false },
      { identifier: 'social@example.com', success: false, reason: 'no_password', has_user: true },
      { identifier: '+77011234567', success: false, reason: 'wrong_password', has_user: true },
    ]);
  });

  it('refuses an unknown ?type', async () => {
    const res = await api().request(
      '/api/v2/auth/login/phone/password?type=voice',
      json({ phone: '+77011234567', password: PASSWORD }, from(nextIp())),
    );
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors)).toEqual(['type']);
  });
});

describe('rate limits', () => {
  const limited = new ConfigStore(
    configDir({
      operator: {
        auth: {
          rateLimits: {
            login: { ip: { limit: 5, windowSeconds: 600 }, account: { limit: 2, windowSeconds: 600 } },
            register: { ip: { limit: 1, windowSeconds: 3600 } },
          },
        },
      },
    }),
  );
  const limitedApi = () => testApi(db, limited);

  it('per account: guesses from elsewhere do not lock the owner out of an address they logged in from before', async () => {
    await player('owner@example.com');
    const home = nextIp();
    const first = await limitedApi().request(
      '/api/v2/auth/login/email/password',
      json({ email: 'owner@example.com', password: PASSWORD }, from(home)),
    );
    expect(first.status).toBe(200);
    // An attacker spends the account's budget from other addresses.
    for (let i = 0; i < 4; i++) {
      await limitedApi().request(
        '/api/v2/auth/login/email/password',
        json({ email: 'owner@example.com', password: 'wrong guess!' }, from(nextIp())),
      );
    }
    const stranger = await limitedApi().request(
      '/api/v2/auth/login/email/password',
      json({ email: 'owner@example.com', password: PASSWORD }, from(nextIp())),
    );
    expect(stranger.status).toBe(429);
    const owner = await limitedApi().request(
      '/api/v2/auth/login/email/password',
      json({ email: 'owner@example.com', password: PASSWORD }, from(home)),
    );
    expect(owner.status).toBe(200);
  });

  it('per account: after the limit even the right password gets 429 with Retry-After, and nothing is recorded', async () => {
    await player('limited@example.com');
    await player('unlimited@example.com');
    for (let i = 0; i < 2; i++) {
      const res = await limitedApi().request(
        '/api/v2/auth/login/email/password',
        json({ email: 'limited@example.com', password: 'wrong guess!' }, from(nextIp())),
      );
      expect(res.status).toBe(422);
    }
    const eventsBefore = await count('login_events');
    const sessionsBefore = await count('sessions');
    // A different address does not help: the account itself is limited.
    const res = await limitedApi().request(
      '/api/v2/auth/login/email/password',
      json({ email: 'Limited@example.com', password: PASSWORD }, from(nextIp())),
    );
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(600);
    const body = await res.json();
    expect(body.errors._[0]).toMatch(/^too_many_attempts: /);
    expect(await count('login_events')).toBe(eventsBefore);
    expect(await count('sessions')).toBe(sessionsBefore);
    // Other accounts are untouched.
    const other = await limitedApi().request(
      '/api/v2/auth/login/email/password',
      json({ email: 'unlimited@example.com', password: PASSWORD }, from(nextIp())),
    );
    expect(other.status).toBe(200);
  });

  describe('per account backoff instead of a hard lock (injected clock)', () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const clocked = () => testApi(db, limited, { auth: { now: () => now } });
    const attempt = (email: string, password: string) =>
      clocked().request('/api/v2/auth/login/email/password', json({ email, password }, from(nextIp())));

    it('grows the wait after each failure past the free ones, and the owner gets in once it runs out', async () => {
      await player('backoff@example.com');
      // limit 2: two free failures, then 30 s, then 60 s.
      for (let i = 0; i < 2; i++) expect((await attempt('backoff@example.com', 'wrong guess!')).status).toBe(422);
      const locked = await attempt('backoff@example.com', PASSWORD);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBe(30);
      now += 31_000;
      expect((await attempt('backoff@example.com', 'wrong guess!')).status).toBe(422);
      const longer = await attempt('backoff@example.com', PASSWORD);
      expect(longer.status).toBe(429);
      expect(Number(longer.headers.get('retry-after'))).toBe(60);
      // Refused tries do not make it longer.
      now += 30_000;
      expect(Number((await attempt('backoff@example.com', PASSWORD)).headers.get('retry-after'))).toBe(30);
      now += 31_000;
      // The owner, from a new address, is in once the wait is over, and the count is cleared.
      expect((await attempt('backoff@example.com', PASSWORD)).status).toBe(200);
      expect((await attempt('backoff@example.com', 'wrong guess!')).status).toBe(422);
      expect((await attempt('backoff@example.com', PASSWORD)).status).toBe(200);
    });

    it('never waits longer than the cap, however many guesses, and forgets failures after the window', async () => {
      await player('capped@example.com');
      for (let i = 0; i < 12; i++) {
        const res = await attempt('capped@example.com', 'wrong guess!');
        expect(res.status).toBe(422);
        now += 301_000; // each guess waits out the (capped) delay
      }
      now -= 301_000;
      const res = await attempt('capped@example.com', PASSWORD);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBe(300);
      now += 300_000;
      expect((await attempt('capped@example.com', PASSWORD)).status).toBe(200);
      // An unknown account is slowed the same way (no hint that it does not exist).
      for (let i = 0; i < 2; i++) expect((await attempt('nobody-bo@example.com', 'wrong guess!')).status).toBe(422);
      expect(Number((await attempt('nobody-bo@example.com', 'x')).headers.get('retry-after'))).toBe(30);
      now += 600_000; // the window (600 s) without failures: forgotten
      expect((await attempt('nobody-bo@example.com', 'wrong guess!')).status).toBe(422);
      expect((await attempt('nobody-bo@example.com', 'wrong guess!')).status).toBe(422);
    });
  });

  it('per address: registrations beyond the limit get 429 and create nobody', async () => {
    const ip = nextIp();
    const first = await limitedApi().request(
      '/api/v2/auth/register/email',
      json({ email: 'rl1@example.com', password: PASSWORD, accept_terms: true }, from(ip)),
    );
    expect(first.status).toBe(200);
    const users = await count('users');
    const second = await limitedApi().request(
      '/api/v2/auth/register/email',
      json({ email: 'rl2@example.com', password: PASSWORD, accept_terms: true }, from(ip)),
    );
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await count('users')).toBe(users);
  });
});

describe('logout', () => {
  it('ends the session (the token answers 401 after) and the SSO host sessions of the player', async () => {
    const u = await player('logout@example.com');
    await openSsoSession(db, u.id);
    const login = await api().request(
      '/api/v2/auth/login/email/password',
      json({ email: 'logout@example.com', password: PASSWORD }, from(nextIp())),
    );
    const { token } = authTokenResponseSchema.parse(await login.json());
    const res = await api().request('/auth/logout', {
      method: 'PUT',
      headers: { host: 'api.casino.test', ...bearer(token) },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(await profileStatus(token)).toBe(401);
    expect(await count('sso_sessions WHERE user_id = $1 AND revoked_at IS NULL', [u.id])).toBe(0);
    const refresh = await api().request('/auth/refresh-token', {
      method: 'POST',
      headers: { host: 'api.casino.test', ...bearer(token) },
    });
    expect(refresh.status).toBe(401);
    // A second logout with the dead token is just unauthenticated.
    expect((await api().request('/auth/logout', { method: 'PUT', headers: bearer(token) })).status).toBe(401);
  });
});

describe('POST /auth/refresh-token', () => {
  let seq = 0;
  async function loginToken(): Promise<string> {
    const email = `refresh${++seq}@example.com`;
    const u = await player(email);
    return (
      await createSession(
        db,
        { userId: u.id, method: 'password', ip: null, userAgent: null },
        { accessTtlSeconds: 3600, sessionTtlDays: 30 },
      )
    ).token;
  }
  const refresh = (token: string, auth: Parameters<typeof testApi>[2] = {}) =>
    api(auth).request('/auth/refresh-token', {
      method: 'POST',
      headers: { host: 'api.casino.test', 'x-forwarded-for': '203.0.113.9', ...bearer(token) },
    });

  const wallet = async (token: string) =>
    (await api().request('/wallet', { headers: { host: 'api.casino.test', ...bearer(token) } })).status;

  it('answers a new working token, and the token it replaced answers 401 at once (issue 38)', async () => {
    const old = await loginToken();
    // Checked once before: the process remembers it (session-cache.server.ts) and must forget it.
    expect(await wallet(old)).toBe(200);
    const res = await refresh(old);
    expect(res.status).toBe(200);
    const { access_token } = await res.json();
    expect(access_token).toMatch(/^s1\./);
    expect(access_token).not.toBe(old);
    expect(await profileStatus(access_token)).toBe(200);
    expect(await wallet(access_token)).toBe(200);
    expect(await profileStatus(old)).toBe(401);
    expect(await wallet(old)).toBe(401);
  });

  it('a refresh replayed inside the grace gets the same one token back, never a second live one', async () => {
    const old = await loginToken();
    const { access_token: first } = await (await refresh(old)).json();
    // The answer was lost, or another tab refreshed the same token: the one successor again.
    const again = await refresh(old);
    expect(again.status).toBe(200);
    expect((await again.json()).access_token).toBe(first);
    expect(await wallet(old)).toBe(401);
    expect(await wallet(first)).toBe(200);
    const live = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM session_tokens
        WHERE session_id = (SELECT session_id FROM session_tokens WHERE token_hash = $1) AND superseded_at IS NULL`,
      [hashToken(old)],
    );
    expect(live.rows[0]!.n).toBe(1);
    // Once the successor was itself replaced, the old token leads nowhere.
    const { access_token: second } = await (await refresh(first)).json();
    expect((await refresh(old)).status).toBe(401);
    expect(await wallet(second)).toBe(200);
  });

  it('concurrent refreshes of one token all get its one successor; the session lives on', async () => {
    const old = await loginToken();
    const answers = await Promise.all(Array.from({ length: 8 }, () => refresh(old)));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    const tokens = new Set(await Promise.all(answers.map(async (r) => (await r.json()).access_token as string)));
    // One token refreshed eight times within the grace is one live successor, not eight.
    expect(tokens.size).toBe(1);
    const [next] = [...tokens];
    expect(await profileStatus(next!)).toBe(200);
    const { rows } = await db.query(
      'SELECT count(*)::int AS n FROM session_tokens WHERE session_id = (SELECT session_id FROM session_tokens WHERE token_hash = $1)',
      [hashToken(old)],
    );
    expect(rows[0]).toEqual({ n: 2 });
    expect(await wallet(old)).toBe(401);
    // The successor can be refreshed again.
    expect((await refresh(next!)).status).toBe(200);
  });

  it('a replaced token stops working after the grace period, and presenting it then revokes the session', async () => {
    const old = await loginToken();
    const { access_token: fresh } = await (await refresh(old)).json();
    // Move the replacement 60 s into the past: beyond the 30 s grace.
    await db.query(`UPDATE session_tokens SET superseded_at = now() - interval '60 seconds' WHERE token_hash = $1`, [
      hashToken(old),
    ]);
    expect(await profileStatus(old)).toBe(401);
    expect(await profileStatus(fresh)).toBe(200);
    // Replaying the old token is theft or a replay: the whole session ends, the fresh token too.
    expect((await refresh(old)).status).toBe(401);
    expect(await profileStatus(fresh)).toBe(401);
    expect((await refresh(fresh)).status).toBe(401);
  });

  it('with no grace configured the replaced token fails at once', async () => {
    const old = await loginToken();
    const res = await refresh(old, { auth: { refreshGraceSeconds: 0 } });
    expect(res.status).toBe(200);
    const { access_token } = await res.json();
    expect((await refresh(old, { auth: { refreshGraceSeconds: 0 } })).status).toBe(401);
    expect((await refresh(access_token, { auth: { refreshGraceSeconds: 0 } })).status).toBe(401);
  });

  it('refreshes an expired access token while the session is alive', async () => {
    const old = await loginToken();
    await db.query(`UPDATE session_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [
      hashToken(old),
    ]);
    expect(await profileStatus(old)).toBe(401);
    const res = await refresh(old);
    expect(res.status).toBe(200);
    expect(await profileStatus((await res.json()).access_token)).toBe(200);
  });

  it("the player's inactivity logout ends a session left without requests, for reads and refreshes alike", async () => {
    const token = await loginToken();
    const sessionOf = `(SELECT session_id FROM session_tokens WHERE token_hash = '${hashToken(token)}')`;
    await db.query(
      `UPDATE users SET inactivity_logout_minutes = 30 WHERE id = (SELECT user_id FROM sessions WHERE id = ${sessionOf})`,
    );
    // Used 20 minutes ago: still within 30.
    await db.query(`UPDATE sessions SET last_used_at = now() - interval '20 minutes' WHERE id = ${sessionOf}`);
    expect(await profileStatus(token)).toBe(200);
    // Untouched for 40 minutes (beyond 30 and the 5-minute touch interval): over.
    await db.query(`UPDATE sessions SET last_used_at = now() - interval '40 minutes' WHERE id = ${sessionOf}`);
    expect(await profileStatus(token)).toBe(401);
    expect((await refresh(token)).status).toBe(401);
    // Without the setting the same session would still be alive (the 30-day session life applies).
    await db.query(
      `UPDATE users SET inactivity_logout_minutes = NULL WHERE id = (SELECT user_id FROM sessions WHERE id = ${sessionOf})`,
    );
    expect(await profileStatus(token)).toBe(200);
  });

  it('401 for an unknown token or none', async () => {
    expect((await refresh('s1.thisTokenWasNeverIssuedByUs0000')).status).toBe(401);
    const none = await api().request('/auth/refresh-token', { method: 'POST', headers: { host: 'api.casino.test' } });
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ message: 'Unauthenticated.' });
  });
});
