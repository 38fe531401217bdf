import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, refreshSession, resolveSessionToken } from '../../src/server/auth/sessions.server';
import { TEST_AUTH_SETTINGS } from '../../src/server/auth/settings.server';
import { seedDemo } from '../../src/server/db/demo-seed.server';
import { sweepExpired } from '../../src/server/db/housekeeping.server';
import type { Db } from '../../src/server/db/types';
import { freshDb } from './helpers';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());

const count = async (table: string) =>
  Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n);

describe('housekeeping', () => {
  it('removes rows whose use is over and keeps live ones, including replaced tokens that still detect theft', async () => {
    await seedDemo(db);
    const userId = (await db.query<{ id: number }>('SELECT id FROM users LIMIT 1')).rows[0]!.id;
    const live = await createSession(db, { userId, method: 'password', ip: null, userAgent: null }, TEST_AUTH_SETTINGS);
    const old = await createSession(db, { userId, method: 'password', ip: null, userAgent: null }, TEST_AUTH_SETTINGS);
    const rotated = await refreshSession(db, live.token, TEST_AUTH_SETTINGS);
    expect(rotated.ok).toBe(true);
    // The old session ended two months ago.
    await db.query(`UPDATE sessions SET revoked_at = now() - interval '60 days' WHERE id = $1`, [old.sessionId]);
    await db.query(
      `INSERT INTO auth_codes (purpose, target, code_hash, max_attempts, expires_at)
       VALUES ('login_email', 'a@example.com', 'x', 5, now() - interval '2 days'),
              ('login_email', 'b@example.com', 'y', 5, now() + interval '5 minutes')`,
    );
    await db.query(
      `INSERT INTO rate_limit_buckets (key, window_start, count) VALUES ('old', now() - interval '3 days', 5), ('new', now(), 1)`,
    );

    const removed = await sweepExpired(db);
    expect(removed.sessions).toBe(1);
    expect(removed.auth_codes).toBe(1);
    expect(removed.rate_limit_buckets).toBe(1);
    expect(await count('auth_codes')).toBe(1);
    expect(await count('rate_limit_buckets')).toBe(1);
    // The live session works; its replaced token is still known (reuse after grace revokes).
    expect(await resolveSessionToken(db, rotated.ok ? rotated.token : '')).not.toBeNull();
    expect(await count('session_tokens')).toBe(2);
    // A second sweep finds nothing more.
    expect(Object.values(await sweepExpired(db)).every((n) => n === 0)).toBe(true);
  });
});
