import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loginHistoryResponseSchema,
  profileSettingsResponseSchema,
  sessionsResponseSchema,
  vipJoinResponseSchema,
} from '../../src/contract/auth';
import { hashPassword, verifyPassword } from '../../src/server/auth/password.server';
import { createSession } from '../../src/server/auth/sessions.server';
import { openSsoSession } from '../../src/server/auth/sso.server';
import { createUser } from '../../src/server/auth/users.server';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import { adjust, inWalletTransaction } from '../../src/server/wallet';
import { configDir, freshDb, testApi } from './helpers';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());

const store = new ConfigStore(configDir({ operator: {} }));
const api = () => testApi(db, store);

const PASSWORD = 'correct horse battery';
let knownHash: string;
beforeAll(async () => {
  knownHash = await hashPassword(PASSWORD);
});

let seq = 0;
/** A player with PASSWORD (or none) and one session; made in the database, no HTTP login. */
async function player(opts: { password?: boolean; currency?: 'RUB' | 'USD' } = {}) {
  const user = await createUser(db, {
    email: `acct${++seq}@example.com`,
    passwordHash: opts.password === false ? null : knownHash,
    registerMethod: opts.password === false ? 'social' : 'email',
    region: 'RU',
    currency: opts.currency ?? null,
  });
  const { token, sessionId } = await login(user.id);
  return { user, token, sessionId };
}
const login = (userId: number, ip: string | null = null) =>
  createSession(
    db,
    { userId, method: 'password', ip, userAgent: 'Agent/1' },
    { accessTtlSeconds: 3600, sessionTtlDays: 30 },
  );

function call(method: string, path: string, token: string | null, body?: unknown, ip = '192.0.2.1') {
  const headers: Record<string, string> = { host: 'api.casino.test', 'x-forwarded-for': ip };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return api().request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}
const userRow = async (id: number) =>
  (await db.query<Record<string, unknown>>('SELECT * FROM users WHERE id = $1', [id])).rows[0]!;
const count = async (sql: string, params: unknown[] = []) =>
  Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]!.n);
const INVALID = 'The given data was invalid.';

describe('every account call needs a live session', () => {
  it.each([
    ['PUT', '/profile/settings'],
    ['POST', '/password/update'],
    ['POST', '/api/v2/auth/password/set'],
    ['POST', '/profile/currency'],
    ['POST', '/api/v2/vip/join'],
    ['GET', '/profile/sessions'],
    ['DELETE', '/profile/sessions/1'],
    ['GET', '/profile/login-history'],
  ])('%s %s → 401', async (method, path) => {
    const res = await call(method, path, 's1.notATokenWeEverIssued000000');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('PUT /profile/settings', () => {
  it('changes exactly the fields given and answers all four', async () => {
    const { user, token } = await player();
    await db.query(`UPDATE users SET locale = 'ru', is_statistics_hidden = true WHERE id = $1`, [user.id]);
    const res = await call('PUT', '/profile/settings', token, { timezone: 'Europe/Moscow', is_avatar_hidden: true });
    expect(res.status).toBe(200);
    expect(profileSettingsResponseSchema.parse(await res.json())).toEqual({
      success: true,
      data: { locale: 'ru', timezone: 'Europe/Moscow', is_avatar_hidden: true, is_statistics_hidden: true },
    });
    const again = await call('PUT', '/profile/settings', token, { locale: 'en' });
    expect((await again.json()).data).toEqual({
      locale: 'en',
      timezone: 'Europe/Moscow',
      is_avatar_hidden: true,
      is_statistics_hidden: true,
    });
  });

  it('422 invalid_timezone for a zone the server does not know; nothing changes', async () => {
    const { user, token } = await player();
    const res = await call('PUT', '/profile/settings', token, { timezone: 'Mars/Olympus_Mons', locale: 'en' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: INVALID,
      errors: { timezone: ['invalid_timezone: Unknown time zone'] },
    });
    expect(await userRow(user.id)).toMatchObject({ timezone: null, locale: null });
  });

  it('422 for an empty body, an unknown field or an unknown language', async () => {
    const { token } = await player();
    expect((await call('PUT', '/profile/settings', token, {})).status).toBe(422);
    expect(
      (await (await call('PUT', '/profile/settings', token, { nickname: 'x' })).json()).errors.nickname[0],
    ).toMatch(/^unknown_field: /);
    expect(
      Object.keys((await (await call('PUT', '/profile/settings', token, { locale: 'de' })).json()).errors),
    ).toEqual(['locale']);
  });
});

describe('POST /password/update', () => {
  const body = (o: Partial<{ old_password: string; password: string; password_confirm: string }>) => ({
    old_password: PASSWORD,
    password: 'a brand new secret',
    password_confirm: 'a brand new secret',
    ...o,
  });

  it('422 with the spec field names: old_password, new_password, password_confirm', async () => {
    const { user, token } = await player();
    const wrong = await call('POST', '/password/update', token, body({ old_password: 'not my password' }));
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toEqual({
      message: INVALID,
      errors: { old_password: ['password_wrong: The current password is wrong'] },
    });

    const weak = await call('POST', '/password/update', token, body({ password: 'short', password_confirm: 'short' }));
    expect((await weak.json()).errors).toEqual({
      new_password: ['password_too_short: The password must be at least 8 characters long'],
    });

    const common = await call(
      'POST',
      '/password/update',
      token,
      body({ password: 'password123', password_confirm: 'password123' }),
    );
    expect((await common.json()).errors).toEqual({
      new_password: ['password_common: This password is too common; choose another'],
    });

    const mismatch = await call('POST', '/password/update', token, body({ password_confirm: 'a brand new secreT' }));
    expect((await mismatch.json()).errors).toEqual({
      password_confirm: ['password_mismatch: The passwords do not match'],
    });

    const same = await call(
      'POST',
      '/password/update',
      token,
      body({ password: PASSWORD, password_confirm: PASSWORD }),
    );
    expect((await same.json()).errors).toEqual({
      new_password: ['password_same: The new password must differ from the current one'],
    });

    // Both notices at once when both are wrong.
    const both = await call(
      'POST',
      '/password/update',
      token,
      body({ old_password: 'nope nope', password_confirm: 'other' }),
    );
    expect(Object.keys((await both.json()).errors).sort()).toEqual(['old_password', 'password_confirm']);

    const row = await userRow(user.id);
    expect(row.password_hash).toBe(knownHash);
    expect(row.password_changed_at).toBeNull();
  });

  it('changes the password, keeps this session, ends the others and records nothing in the ledger', async () => {
    const { user, token } = await player();
    const other = await login(user.id);
    await openSsoSession(db, user.id);
    const ledger = await count('wallet_transactions');
    const res = await call('POST', '/password/update', token, body({}));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const row = await userRow(user.id);
    expect(await verifyPassword('a brand new secret', String(row.password_hash))).toBe(true);
    expect(row.password_changed_at).not.toBeNull();
    expect((await call('GET', '/profile/sessions', token)).status).toBe(200);
    expect((await call('GET', '/profile/sessions', other.token)).status).toBe(401);
    expect(await count('sso_sessions WHERE user_id = $1 AND revoked_at IS NULL', [user.id])).toBe(0);
    expect(await count('wallet_transactions')).toBe(ledger);
  });

  it('422 password_not_set for an account without a password', async () => {
    const { token } = await player({ password: false });
    const res = await call('POST', '/password/update', token, body({}));
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({
      old_password: ['password_not_set: This account has no password yet; set one first'],
    });
  });

  it('is rate limited per account (429 with Retry-After), and the limited call changes nothing', async () => {
    const limited = new ConfigStore(
      configDir({ operator: { auth: { rateLimits: { password: { account: { limit: 2, windowSeconds: 300 } } } } } }),
    );
    const { user, token } = await player();
    const send = (ip: string, b: unknown) =>
      testApi(db, limited).request('/password/update', {
        method: 'POST',
        headers: {
          host: 'api.casino.test',
          'x-forwarded-for': ip,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(b),
      });
    expect((await send('192.0.2.50', body({ old_password: 'guess one' }))).status).toBe(422);
    expect((await send('192.0.2.51', body({ old_password: 'guess two' }))).status).toBe(422);
    const third = await send('192.0.2.52', body({}));
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await third.json()).errors._[0]).toMatch(/^too_many_attempts: /);
    expect((await userRow(user.id)).password_hash).toBe(knownHash);
  });
});

describe('POST /api/v2/auth/password/set', () => {
  it('sets the first password of a social account; a second time is password_exists', async () => {
    const { user, token } = await player({ password: false });
    const mismatch = await call('POST', '/api/v2/auth/password/set', token, {
      password: 'first secret ok',
      confirm_password: 'first secret OK',
    });
    expect(mismatch.status).toBe(422);
    expect(await mismatch.json()).toEqual({
      message: INVALID,
      errors: { confirm_password: ['password_mismatch: The passwords do not match'] },
    });
    const weak = await call('POST', '/api/v2/auth/password/set', token, {
      password: '1234567',
      confirm_password: '1234567',
    });
    expect((await weak.json()).errors).toEqual({
      password: ['password_too_short: The password must be at least 8 characters long'],
    });
    expect((await userRow(user.id)).password_hash).toBeNull();

    const ok = await call('POST', '/api/v2/auth/password/set', token, {
      password: 'first secret ok',
      confirm_password: 'first secret ok',
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ success: true });
    expect(await verifyPassword('first secret ok', String((await userRow(user.id)).password_hash))).toBe(true);

    const again = await call('POST', '/api/v2/auth/password/set', token, {
      password: 'second secret',
      confirm_password: 'second secret',
    });
    expect(again.status).toBe(422);
    expect((await again.json()).errors).toEqual({
      password: ['password_exists: This account already has a password; change it instead'],
    });
    expect(await verifyPassword('first secret ok', String((await userRow(user.id)).password_hash))).toBe(true);
  });
});

describe('POST /profile/currency', () => {
  const LOCKED = {
    message: INVALID,
    errors: { currency: ['currency_locked: The account currency is already chosen and cannot change'] },
  };
  const accountsOf = async (userId: number) =>
    (
      await db.query<{ currency: string; kind: string }>(
        'SELECT currency, kind FROM wallet_accounts WHERE user_id = $1 ORDER BY kind',
        [userId],
      )
    ).rows;

  it('a player without a currency chooses it once, with its accounts; choosing it again is fine, another is currency_locked', async () => {
    const { user, token } = await player();
    const res = await call('POST', '/profile/currency', token, { currency: 'USD' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect((await userRow(user.id)).currency).toBe('USD');
    // cash, bonus, withdrawal_pending and frozen (decision 035)
    expect(await accountsOf(user.id)).toEqual(
      ['bonus', 'cash', 'frozen', 'withdrawal_pending'].map((kind) => ({ currency: 'USD', kind })),
    );

    // A repeat of the same choice (a retry, a double click) changes nothing and answers as the first.
    expect((await call('POST', '/profile/currency', token, { currency: 'USD' })).status).toBe(200);
    // Another currency, before any money moved or after: refused, nothing opened.
    const second = await call('POST', '/profile/currency', token, { currency: 'RUB' });
    expect(second.status).toBe(422);
    expect(await second.json()).toEqual(LOCKED);
    await inWalletTransaction(db, (tx) =>
      adjust(tx, {
        key: `cur:${user.id}`,
        userId: user.id,
        currency: 'USD',
        amount: 500,
        reason: 'test',
        actor: 'test',
      }),
    );
    const locked = await call('POST', '/profile/currency', token, { currency: 'EUR' });
    expect(locked.status).toBe(422);
    expect(await locked.json()).toEqual(LOCKED);
    expect((await userRow(user.id)).currency).toBe('USD');
    expect(await count('wallet_accounts WHERE user_id = $1', [user.id])).toBe(4);
  });

  it('6 choices at once (issue 38): one currency, one set of accounts, the others refused as a second choice is', async () => {
    const { user, token } = await player();
    const choices = ['RUB', 'USD', 'KZT', 'INR', 'EUR', 'USD'] as const;
    const answers = await Promise.all(
      choices.map(async (currency) => {
        const r = await call('POST', '/profile/currency', token, { currency });
        return { currency, status: r.status, body: (await r.json()) as unknown };
      }),
    );
    const chosen = (await userRow(user.id)).currency as string;
    expect(choices).toContain(chosen);
    for (const a of answers) {
      if (a.currency === chosen) expect(a).toEqual({ currency: chosen, status: 200, body: { success: true } });
      else expect(a).toEqual({ currency: a.currency, status: 422, body: LOCKED });
    }
    expect(answers.filter((a) => a.status === 200).length).toBe(choices.filter((c) => c === chosen).length);
    expect(await accountsOf(user.id)).toEqual(
      ['bonus', 'cash', 'frozen', 'withdrawal_pending'].map((kind) => ({ currency: chosen, kind })),
    );
  });

  it('a player registered with a currency cannot choose another', async () => {
    const { user, token } = await player({ currency: 'RUB' });
    const res = await call('POST', '/profile/currency', token, { currency: 'USD' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual(LOCKED);
    expect((await userRow(user.id)).currency).toBe('RUB');
    expect(await count(`wallet_accounts WHERE user_id = $1 AND currency = 'USD'`, [user.id])).toBe(0);
  });

  it('422 for a currency we do not offer', async () => {
    const { user, token } = await player();
    const res = await call('POST', '/profile/currency', token, { currency: 'GBP' });
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors)).toEqual(['currency']);
    expect((await userRow(user.id)).currency).toBeNull();
  });
});

describe('POST /api/v2/vip/join', () => {
  it('files the VIP request once: none → pending, and again leaves it as it was', async () => {
    const { user, token } = await player();
    const res = await call('POST', '/api/v2/vip/join', token);
    expect(res.status).toBe(200);
    expect(vipJoinResponseSchema.parse(await res.json())).toEqual({ success: true, data: { status: 'pending' } });
    const first = (await userRow(user.id)).vip_requested_at;
    expect(first).not.toBeNull();
    await db.query(`UPDATE users SET vip_requested_at = vip_requested_at - interval '1 hour' WHERE id = $1`, [user.id]);
    const requestedAt = (await userRow(user.id)).vip_requested_at;
    expect(await (await call('POST', '/api/v2/vip/join', token)).json()).toEqual({
      success: true,
      data: { status: 'pending' },
    });
    expect((await userRow(user.id)).vip_requested_at).toEqual(requestedAt);
    // An accepted VIP stays accepted.
    await db.query(`UPDATE users SET premium_status = 'active' WHERE id = $1`, [user.id]);
    expect(await (await call('POST', '/api/v2/vip/join', token)).json()).toEqual({
      success: true,
      data: { status: 'active' },
    });
  });
});

describe('sessions', () => {
  it('lists the live sessions with the current one marked; revoking another ends it', async () => {
    const { user, token, sessionId } = await player();
    const other = await login(user.id, '203.0.113.7');
    const ended = await login(user.id);
    await db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1', [ended.sessionId]);

    const res = await call('GET', '/profile/sessions', token);
    expect(res.status).toBe(200);
    const list = sessionsResponseSchema.parse(await res.json()).data;
    expect(list.map((s) => [s.id, s.current]).sort()).toEqual(
      [
        [sessionId, true],
        [other.sessionId, false],
      ].sort(),
    );
    expect(list.find((s) => s.id === other.sessionId)).toMatchObject({
      ip: '203.0.113.7',
      user_agent: 'Agent/1',
      method: 'password',
    });

    const del = await call('DELETE', `/profile/sessions/${other.sessionId}`, token);
    expect(del.status).toBe(200);
    expect(await del.json()).toEqual({ success: true });
    expect((await call('GET', '/profile/sessions', other.token)).status).toBe(401);
    expect(
      sessionsResponseSchema.parse(await (await call('GET', '/profile/sessions', token)).json()).data.map((s) => s.id),
    ).toEqual([sessionId]);
    // Already revoked: nothing left to end.
    expect((await call('DELETE', `/profile/sessions/${other.sessionId}`, token)).status).toBe(404);
  });

  it("another player's session answers 404 and stays alive; so does a malformed id", async () => {
    const me = await player();
    const them = await player();
    const res = await call('DELETE', `/profile/sessions/${them.sessionId}`, me.token);
    expect(res.status).toBe(404);
    expect((await call('GET', '/profile/sessions', them.token)).status).toBe(200);
    expect((await call('DELETE', '/profile/sessions/abc', me.token)).status).toBe(404);
  });
});

describe('GET /profile/login-history', () => {
  it('shows a failed and a successful login, newest first', async () => {
    const { user, token } = await player();
    const email = String((await userRow(user.id)).email);
    const post = (password: string) =>
      api().request('/api/v2/auth/login/email/password', {
        method: 'POST',
        headers: {
          host: 'api.casino.test',
          'content-type': 'application/json',
          'x-forwarded-for': '198.51.100.77',
          'user-agent': 'Phone/2',
        },
        body: JSON.stringify({ email, password }),
      });
    expect((await post('wrong password here')).status).toBe(422);
    expect((await post(PASSWORD)).status).toBe(200);
    const res = await call('GET', '/profile/login-history', token);
    expect(res.status).toBe(200);
    const body = loginHistoryResponseSchema.parse(await res.json());
    expect(body.data.map(({ method, success, ip, user_agent }) => ({ method, success, ip, user_agent }))).toEqual([
      { method: 'password', success: true, ip: '198.51.100.77', user_agent: 'Phone/2' },
      { method: 'password', success: false, ip: '198.51.100.77', user_agent: 'Phone/2' },
    ]);
    expect(body.meta).toEqual({ page: 1, per_page: 20, has_more: false });
  });

  it('pages by 20 with has_more, and shows only the player’s own events', async () => {
    const { user, token } = await player();
    const someoneElse = await player();
    await db.query(
      `INSERT INTO login_events (user_id, method, success, created_at)
       SELECT $1, 'password', true, now() - make_interval(mins => g) FROM generate_series(1, 25) AS g`,
      [user.id],
    );
    await db.query(`INSERT INTO login_events (user_id, method, success) VALUES ($1, 'code', true)`, [
      someoneElse.user.id,
    ]);
    const page1 = loginHistoryResponseSchema.parse(await (await call('GET', '/profile/login-history', token)).json());
    expect(page1.data).toHaveLength(20);
    expect(page1.meta).toEqual({ page: 1, per_page: 20, has_more: true });
    const times = page1.data.map((e) => Date.parse(e.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const page2 = loginHistoryResponseSchema.parse(
      await (await call('GET', '/profile/login-history?page=2', token)).json(),
    );
    expect(page2.data).toHaveLength(5);
    expect(page2.meta.has_more).toBe(false);
    expect(Date.parse(page2.data[0]!.created_at)).toBeLessThan(times[19]!);
    expect((await call('GET', '/profile/login-history?page=0', token)).status).toBe(422);
  });
});
