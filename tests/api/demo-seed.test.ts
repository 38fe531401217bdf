import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, resolveSessionToken } from '../../src/server/auth/sessions.server';
import { TEST_AUTH_SETTINGS } from '../../src/server/auth/settings.server';
import { ConfigStore } from '../../src/server/config/store.server';
import { DEMO_ACCOUNT, retireDemoLogin, seedDemo } from '../../src/server/db/demo-seed.server';
import type { Db } from '../../src/server/db/types';
import { configDir, freshDb, json, testApi } from './helpers';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());

const api = () => testApi(db, new ConfigStore(configDir({ operator: {} })));
const login = () =>
  api().request(
    '/api/v2/auth/login/email/password',
    json(
      { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
      { host: 'api.localhost', 'x-forwarded-for': '127.0.0.1' },
    ),
  );

describe('the demo account', () => {
  it('logs in with its published password while DEMO_DATA=1, and not after a start with DEMO_DATA=0', async () => {
    await seedDemo(db);
    expect((await login()).status).toBe(200);
    const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [DEMO_ACCOUNT.email]);
    const { token } = await createSession(
      db,
      { userId: rows[0]!.id, method: 'password', ip: null, userAgent: null },
      TEST_AUTH_SETTINGS,
    );

    expect(await retireDemoLogin(db)).toBe(true);
    expect((await login()).status).toBe(422);
    expect(await resolveSessionToken(db, token)).toBeNull();
    // Nothing more to do on the next start.
    expect(await retireDemoLogin(db)).toBe(false);
  });

  it('has a public name for the demo feed, whose first change stays free', async () => {
    await seedDemo(db);
    const { rows } = await db.query<{ public_name: string | null; public_name_changed_at: string | null }>(
      'SELECT public_name, public_name_changed_at FROM users WHERE email = $1',
      [DEMO_ACCOUNT.email],
    );
    expect(rows[0]).toEqual({ public_name: DEMO_ACCOUNT.publicName, public_name_changed_at: null });
  });
});
