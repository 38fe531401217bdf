import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileResponseSchema } from '../../src/contract/profile';
import { createSession } from '../../src/server/auth/sessions.server';
import { issueSimpleAuthToken } from '../../src/server/auth/sso.server';
import { createUser } from '../../src/server/auth/users.server';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import { adjust, inWalletTransaction, post } from '../../src/server/wallet';
import { configDir, freshDb, testApi } from './helpers';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());

const store = new ConfigStore(configDir({ operator: { features: ['bonus_balances', 'vip'] } }));
const kycStore = new ConfigStore(configDir({ operator: { auth: { verificationRequired: true } } }));

let seq = 0;
async function player(extra: Partial<Parameters<typeof createUser>[1]> = {}) {
  const user = await createUser(db, {
    email: `p${++seq}@example.com`,
    passwordHash: null,
    registerMethod: 'social',
    region: 'RU',
    ...extra,
  });
  const { token } = await createSession(
    db,
    { userId: user.id, method: 'social', ip: null, userAgent: null },
    { accessTtlSeconds: 3600, sessionTtlDays: 30 },
  );
  return { user, token };
}
function profile(token: string | null, query = '', s: ConfigStore = store) {
  const headers: Record<string, string> = { host: 'api.casino.test' };
  if (token) headers.authorization = `Bearer ${token}`;
  return testApi(db, s).request(`/profile/user${query}`, { headers });
}
const devices = async (userId: number) =>
  (
    await db.query<{ device_id: string; last_seen: Date }>(
      'SELECT device_id, last_seen FROM user_devices WHERE user_id = $1 ORDER BY first_seen',
      [userId],
    )
  ).rows;

describe('GET /profile/user', () => {
  it('answers every field of the profile, the features and the region', async () => {
    const { user, token } = await player({
      name: 'Ann',
      phone: '+79161234567',
      currency: 'RUB',
      locale: 'ru',
      timezone: 'Europe/Moscow',
      region: 'KZ',
      passwordHash: 'scrypt$1$1$1$x$y',
      registerMethod: 'phone',
      vip: true,
    });
    // Balances come from the ledger: a cash adjustment and a bonus grant.
    await inWalletTransaction(db, async (tx) => {
      await adjust(tx, {
        key: `p:${user.id}`,
        userId: user.id,
        currency: 'RUB',
        amount: 12345,
        reason: 't',
        actor: 't',
      });
      await post(tx, {
        key: `b:${user.id}`,
        kind: 'bonus',
        reference: null,
        userId: user.id,
        currency: 'RUB',
        postings: [
          { account: { user: user.id, kind: 'bonus' }, amount: 500 },
          { account: { house: 'bonus_expense', name: 'test' }, amount: -500 },
        ],
      });
    });
    const res = await profile(token);
    expect(res.status).toBe(200);
    const body = profileResponseSchema.parse(await res.json());
    expect(body.user).toEqual({
      id: user.id,
      name: 'Ann',
      email: user.email,
      phone: '+79161234567',
      balance: 12345,
      bonus: 500,
      bonus_balance: 500,
      total_balance: 12845,
      currency: 'RUB',
      locale: 'ru',
      timezone: 'Europe/Moscow',
      register_method: 'phone',
      is_phone_verified: false,
      is_email_verified: false,
      is_password_exists: true,
      is_avatar_hidden: false,
      is_statistics_hidden: false,
      public_name: null,
      public_name_next_change_at: null,
      image: { small: null },
      verification: { is_need: false, data: null },
      premium: { status: 'pending' },
    });
    expect(body.features).toEqual(['bonus_balances', 'vip']);
    expect(body.region).toBe('KZ');
    expect(body.fresh_token).toBeUndefined();
  });

  it('the public name: set, locked for 30 days, then free to change again; `name` stays the private one', async () => {
    const { user, token } = await player({ name: 'Ann Private' });
    const auth = { host: 'api.casino.test', authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const set = await testApi(db, store).request('/profile/public-name', {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ public_name: 'AnnTheBold' }),
    });
    expect(set.status).toBe(200);
    const locked = profileResponseSchema.parse(await (await profile(token)).json()).user;
    expect(locked.name).toBe('Ann Private');
    expect(locked.public_name).toBe('AnnTheBold');
    expect(Date.parse(locked.public_name_next_change_at!) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    await db.query(`UPDATE users SET public_name_changed_at = now() - interval '31 days' WHERE id = $1`, [user.id]);
    const free = profileResponseSchema.parse(await (await profile(token)).json()).user;
    expect(free).toMatchObject({ public_name: 'AnnTheBold', public_name_next_change_at: null });
  });

  it('a player without currency has zero balances and no password', async () => {
    const { token } = await player();
    const body = profileResponseSchema.parse(await (await profile(token)).json());
    expect(body.user).toMatchObject({
      currency: null,
      balance: 0,
      bonus: 0,
      total_balance: 0,
      is_password_exists: false,
    });
  });

  it('verification: is_need while the operator requires it and the player is not verified', async () => {
    const { user, token } = await player();
    const verification = async () =>
      profileResponseSchema.parse(await (await profile(token, '', kycStore)).json()).user.verification;
    expect(await verification()).toEqual({ is_need: true, data: null });
    await db.query(`UPDATE users SET verification_status = 'pending' WHERE id = $1`, [user.id]);
    expect(await verification()).toEqual({ is_need: true, data: { status: 'pending' } });
    await db.query(`UPDATE users SET verification_status = 'verified' WHERE id = $1`, [user.id]);
    expect(await verification()).toEqual({ is_need: false, data: { status: 'verified' } });
    // Without the operator's requirement nobody is asked, whatever the status.
    await db.query(`UPDATE users SET verification_status = 'failed' WHERE id = $1`, [user.id]);
    const body = profileResponseSchema.parse(await (await profile(token)).json());
    expect(body.user.verification).toEqual({ is_need: false, data: { status: 'failed' } });
  });

  it('401 without a token, with an unknown one, or with a revoked session', async () => {
    expect((await profile(null)).status).toBe(401);
    expect((await profile('s1.neverIssuedByThisServer00000')).status).toBe(401);
    const { user, token } = await player();
    await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1', [user.id]);
    const res = await profile(token);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('super_bonus (device id)', () => {
  it('issues a new device id when none is sent, and records it for the player', async () => {
    const { user, token } = await player();
    const body = profileResponseSchema.parse(await (await profile(token)).json());
    expect(body.super_bonus).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect((await devices(user.id)).map((d) => d.device_id)).toEqual([body.super_bonus]);
    // Another load without the cookie is another device.
    const second = profileResponseSchema.parse(await (await profile(token)).json());
    expect(second.super_bonus).not.toBe(body.super_bonus);
  });

  it('echoes a sent device id and records it once a day, not on every read', async () => {
    const { user, token } = await player();
    const body = profileResponseSchema.parse(await (await profile(token, '?whoAreYou=device_ABC-123')).json());
    expect(body.super_bonus).toBe('device_ABC-123');
    expect((await devices(user.id)).map((d) => d.device_id)).toEqual(['device_ABC-123']);

    // Seen an hour ago: a read does not write.
    await db.query(`UPDATE user_devices SET last_seen = now() - interval '1 hour' WHERE user_id = $1`, [user.id]);
    const hourAgo = (await devices(user.id))[0]!.last_seen;
    await profile(token, '?whoAreYou=device_ABC-123');
    expect((await devices(user.id))[0]!.last_seen).toEqual(hourAgo);

    // Seen two days ago: the read brings last_seen up to date.
    await db.query(`UPDATE user_devices SET last_seen = now() - interval '2 days' WHERE user_id = $1`, [user.id]);
    const old = (await devices(user.id))[0]!.last_seen;
    await profile(token, '?whoAreYou=device_ABC-123');
    const after = await devices(user.id);
    expect(after).toHaveLength(1);
    expect(after[0]!.last_seen.getTime()).toBeGreaterThan(old.getTime());
  });

  it('a malformed whoAreYou is replaced by a new id rather than failing the profile', async () => {
    const { user, token } = await player();
    const res = await profile(token, `?whoAreYou=${encodeURIComponent('<script>')}`);
    expect(res.status).toBe(200);
    const body = profileResponseSchema.parse(await res.json());
    expect(body.super_bonus).toMatch(/^[A-Za-z0-9_-]+$/);
    expect((await devices(user.id)).map((d) => d.device_id)).toEqual([body.super_bonus]);
    const long = profileResponseSchema.parse(await (await profile(token, `?whoAreYou=${'a'.repeat(65)}`)).json());
    expect(long.super_bonus).not.toBe('a'.repeat(65));
  });
});

describe('simple auth (SSO hand-over)', () => {
  it('spends the simple-auth token for a new session and answers its token as fresh_token', async () => {
    const { user } = await player({ name: 'Sso' });
    const simple = await issueSimpleAuthToken(db, user.id);
    const res = await profile(simple);
    expect(res.status).toBe(200);
    const body = profileResponseSchema.parse(await res.json());
    expect(body.user.id).toBe(user.id);
    expect(body.fresh_token).toMatch(/^s1\./);
    // The fresh token is a normal session token; the session is an 'sso' login in the history.
    expect((await profile(body.fresh_token!)).status).toBe(200);
    const { rows } = await db.query('SELECT method FROM sessions WHERE user_id = $1 ORDER BY id DESC LIMIT 1', [
      user.id,
    ]);
    expect(rows).toEqual([{ method: 'sso' }]);
    const events = await db.query('SELECT method, success FROM login_events WHERE user_id = $1', [user.id]);
    expect(events.rows).toEqual([{ method: 'sso', success: true }]);

    // Single use: the same token again is refused, and opens nothing.
    const sessions = (await db.query('SELECT id FROM sessions WHERE user_id = $1', [user.id])).rows.length;
    expect((await profile(simple)).status).toBe(401);
    expect((await db.query('SELECT id FROM sessions WHERE user_id = $1', [user.id])).rows.length).toBe(sessions);
  });

  it('two loads racing with one simple-auth token: exactly one gets a session', async () => {
    const { user } = await player();
    const simple = await issueSimpleAuthToken(db, user.id);
    const statuses = (await Promise.all([profile(simple), profile(simple)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 401]);
  });

  it('401 for an unknown or expired simple-auth token', async () => {
    expect((await profile('sa1.neverIssuedByThisServer00000')).status).toBe(401);
    const { user } = await player();
    const simple = await issueSimpleAuthToken(db, user.id);
    await db.query(`UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'simple_auth'`);
    expect((await profile(simple)).status).toBe(401);
  });
});
