import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigStore } from '../../src/server/config/store.server';
import { openDatabase } from '../../src/server/db/index.server';
import type { Db } from '../../src/server/db/types';
import { configDir, freshDb, json, loggedInPlayer, testApi } from './helpers';

// Issue 17: the API trusts a checked session for a while without reading the database, and every
// revocation reaches every process at once. With DATABASE_URL a second database object (its own
// pool and LISTEN connection, as another process has) stands for a second process.

let db: Db;
let other: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  const fresh = await freshDb();
  ({ db, drop } = fresh);
  other = fresh.url ? await openDatabase({ url: fresh.url }) : db;
});
afterAll(async () => {
  if (other !== db) await other.close();
  await drop();
});

const store = new ConfigStore(configDir());
// Process A's database, counting the session reads it makes.
let sessionReads = 0;
let counted: Db;
const processA = () => {
  counted ??= {
    ...db,
    query: (sql: string, params?: unknown[]) => {
      if (sql.includes('FROM session_tokens')) sessionReads++;
      return db.query(sql, params);
    },
  } as Db;
  return testApi(counted, store);
};
const processB = () => testApi(other, store);
const wallet = (app: ReturnType<typeof testApi>, auth: Record<string, string>) =>
  app.request('/wallet', { headers: auth });

/** Asks until the answer is 401, for at most a second; returns how long it took. */
async function refusedWithinASecond(auth: Record<string, string>): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < 1000) {
    if ((await wallet(processA(), auth)).status === 401) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('still accepted after a second');
}

/** Waits until process A trusts its copy (no more session reads): a revocation is then heard, not read. */
async function warm(auth: Record<string, string>) {
  let before = -1;
  for (let i = 0; i < 100 && before !== sessionReads; i++) {
    before = sessionReads;
    expect((await wallet(processA(), auth)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 10));
  }
  for (let i = 0; i < 20; i++) expect((await wallet(processA(), auth)).status).toBe(200);
  expect(sessionReads).toBe(before);
}

describe('sessions remembered by the process', () => {
  it('a logout in another process ends the session here within a second', async () => {
    const { auth } = await loggedInPlayer(db);
    await warm(auth);
    expect((await processB().request('/auth/logout', { ...json({}, auth), method: 'PUT' })).status).toBe(200);
    expect(await refusedWithinASecond(auth)).toBeLessThan(1000);
  });

  it('an operator ending sessions in SQL, and an exclusion, are heard as well', async () => {
    const a = await loggedInPlayer(db);
    await warm(a.auth);
    await other.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1', [a.user.id]);
    expect(await refusedWithinASecond(a.auth)).toBeLessThan(1000);

    const b = await loggedInPlayer(db);
    await warm(b.auth);
    const ex = await processB().request(
      '/responsible-gaming/exclusion',
      json({ kind: 'cool_off', period: '1d' }, { ...b.auth, 'idempotency-key': `excl-${b.user.id}-x` }),
    );
    expect(ex.status).toBe(200);
    expect(await refusedWithinASecond(b.auth)).toBeLessThan(1000);
  });

  const refresh = (app: ReturnType<typeof testApi>, auth: Record<string, string>) =>
    app.request('/auth/refresh-token', { method: 'POST', headers: { host: 'api.casino.test', ...auth } });

  it('a refresh here ends the token it replaced here at once, though this process trusted it (issue 38)', async () => {
    const { auth } = await loggedInPlayer(db);
    await warm(auth);
    const res = await refresh(processA(), auth);
    expect(res.status).toBe(200);
    const fresh = { authorization: `Bearer ${(await res.json()).access_token}` };
    expect((await wallet(processA(), auth)).status).toBe(401);
    expect((await wallet(processA(), fresh)).status).toBe(200);
    expect((await wallet(processB(), auth)).status).toBe(401);
  });

  it('a refresh in another process ends the replaced token here within a second', async () => {
    const { auth } = await loggedInPlayer(db);
    await warm(auth);
    const res = await refresh(processB(), auth);
    expect(res.status).toBe(200);
    const fresh = { authorization: `Bearer ${(await res.json()).access_token}` };
    expect((await wallet(processB(), auth)).status).toBe(401);
    expect(await refusedWithinASecond(auth)).toBeLessThan(1000);
    expect((await wallet(processA(), fresh)).status).toBe(200);
  });

  it('the same token refreshed twice at once, in two processes, makes one live token', async () => {
    const { auth } = await loggedInPlayer(db);
    const answers = await Promise.all([refresh(processA(), auth), refresh(processB(), auth)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const tokens = new Set(await Promise.all(answers.map(async (r) => (await r.json()).access_token as string)));
    expect(tokens.size).toBe(1);
    const [next] = [...tokens];
    expect((await wallet(processA(), { authorization: `Bearer ${next}` })).status).toBe(200);
    expect((await wallet(processA(), auth)).status).toBe(401);
    expect((await wallet(processB(), auth)).status).toBe(401);
  });
});
