import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprintKeyResponseSchema } from '../../src/contract/fingerprint';
import { hashPassword } from '../../src/server/auth/password.server';
import { createUser } from '../../src/server/auth/users.server';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import { configDir, freshDb, json, testApi } from './helpers';

// The sealed device fingerprint (spec section 7; decision 021): the browser encrypts it with
// the server's public key; the server opens it at login and keeps only its hash.

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());

const store = new ConfigStore(configDir());
const api = () => testApi(db, store);
const PASSWORD = 'correct-horse-42';
let ip = 0;
const from = () => ({ 'x-forwarded-for': `203.0.113.${++ip}` });

/** What the browser does (src/client/fingerprint.ts): WebCrypto RSA-OAEP with the served key. */
async function seal(id: string, iat = Date.now()): Promise<string> {
  const res = await api().request('/api/v2/auth/fingerprint-key', { headers: { host: 'api.casino.test' } });
  const { kid, key } = fingerprintKeyResponseSchema.parse(await res.json());
  const publicKey = await crypto.subtle.importKey(
    'spki',
    Buffer.from(key, 'base64'),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const data = new TextEncoder().encode(JSON.stringify({ id, iat }));
  const sealed = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, data);
  return `e1.${kid}.${Buffer.from(sealed).toString('base64url')}`;
}

async function devices(userId: number): Promise<string[]> {
  const { rows } = await db.query<{ device_id: string }>(
    "SELECT device_id FROM user_devices WHERE user_id = $1 AND device_id LIKE 'fp:%' ORDER BY device_id",
    [userId],
  );
  return rows.map((r) => r.device_id);
}

async function player(email: string) {
  return createUser(db, { email, passwordHash: await hashPassword(PASSWORD), registerMethod: 'email', region: 'RU' });
}

const login = (email: string, fp: unknown) =>
  api().request('/api/v2/auth/login/email/password', json({ email, password: PASSWORD, fp }, from()));

describe('sealed fingerprint', () => {
  it('serves one public key per database, the same on every call, cacheable for an hour', async () => {
    const a = await api().request('/api/v2/auth/fingerprint-key', { headers: { host: 'api.casino.test' } });
    const b = await api().request('/api/v2/auth/fingerprint-key', { headers: { host: 'api.casino.test' } });
    expect(a.status).toBe(200);
    expect(a.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await a.json()).toEqual(await b.json());
  });

  it('a login with a sealed fingerprint records the device by its hash, never the value', async () => {
    const user = await player('fp-ok@example.com');
    const id = 'visitor0123456789abcdef';
    const res = await login('fp-ok@example.com', await seal(id));
    expect(res.status).toBe(200);
    expect(await devices(user.id)).toEqual([`fp:${createHash('sha256').update(id).digest('base64url')}`]);
    const { rows } = await db.query('SELECT 1 FROM user_devices WHERE device_id LIKE $1', [`%${id}%`]);
    expect(rows).toEqual([]);
  });

  it('an old, forged or plain fingerprint is ignored: the login still works and records nothing', async () => {
    const user = await player('fp-ignored@example.com');
    const dayAndMore = Date.now() - 25 * 60 * 60 * 1000;
    for (const fp of [
      await seal('visitor0123456789abcdef', dayAndMore),
      `e1.nokid.${'A'.repeat(342)}`,
      'visitor0123456789abcdef',
    ]) {
      expect((await login('fp-ignored@example.com', fp)).status).toBe(200);
    }
    expect(await devices(user.id)).toEqual([]);
  });

  it('an fp that is not even text of the right shape is refused with 422 and logs nobody in', async () => {
    await player('fp-bad@example.com');
    const before = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions')).rows[0]!.n;
    for (const fp of ['<script>', 'x'.repeat(801), 42]) {
      expect((await login('fp-bad@example.com', fp)).status).toBe(422);
    }
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions')).rows[0]!.n).toBe(before);
  });
});
