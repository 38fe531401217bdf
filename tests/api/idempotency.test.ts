import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { onApiError } from '../../src/server/api/errors';
import { idempotency } from '../../src/server/api/idempotency';
import type { ApiEnv } from '../../src/server/api/types';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import { configDir, freshDb, json, testApi } from './helpers';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());

const store = new ConfigStore(configDir({ operator: {} }));
const api = () => testApi(db, store);
const count = async () =>
  Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM mirror_visits')).rows[0]!.n);
const post = (body: unknown, key: string, ip = '5.5.5.5') =>
  api().request('/middleware/mirror', json(body, { 'idempotency-key': key, 'x-forwarded-for': ip }));

describe('Idempotency-Key', () => {
  it('runs a request once and replays its answer to a retry with the same key', async () => {
    const before = await count();
    const first = await post({ domain: 'a.example' }, 'key-aaaaaaaa-1');
    const again = await post({ domain: 'a.example' }, 'key-aaaaaaaa-1');
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(await count()).toBe(before + 1);
  });

  it('keeps callers apart and refuses one key for another body', async () => {
    const before = await count();
    await post({ domain: 'b.example' }, 'key-bbbbbbbb-1', '6.6.6.6');
    const other = await post({ domain: 'b.example' }, 'key-bbbbbbbb-1', '7.7.7.7');
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(await count()).toBe(before + 2);
    const reused = await post({ domain: 'c.example' }, 'key-bbbbbbbb-1', '6.6.6.6');
    expect(reused.status).toBe(422);
    expect((await reused.json()).errors['Idempotency-Key'][0]).toMatch(/^idempotency_key_reused: /);
    expect(await count()).toBe(before + 2);
  });

  it('answers 409 while the first request with the key is still running, then replays its answer', async () => {
    // The middleware in front of a handler the test holds open, so "still running" is certain
    // rather than a race between two requests.
    let release = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const app = new Hono<ApiEnv>();
    app.onError(onApiError);
    app.post('/slow', idempotency, async (c) => {
      await gate;
      return c.json({ done: true });
    });
    const env = { deps: { getDb: async () => db } as ApiEnv['Bindings']['deps'], clientIp: '8.8.8.8' };
    const send = () => app.request('/slow', json({ n: 1 }, { 'idempotency-key': 'key-slow-0001' }), env);
    const first = send();
    // The first request holds its key once its row exists.
    await vi.waitFor(async () => {
      const { rows } = await db.query("SELECT 1 FROM idempotency_keys WHERE key = 'key-slow-0001'");
      expect(rows).toHaveLength(1);
    });
    const during = await send();
    expect(during.status).toBe(409);
    release();
    expect((await first).status).toBe(200);
    const after = await send();
    expect(after.status).toBe(200);
    expect(after.headers.get('idempotent-replayed')).toBe('true');
    expect(await after.json()).toEqual({ done: true });
  });

  it('rejects a malformed key with a 422 and does nothing', async () => {
    const before = await count();
    const bad = await post({ domain: 'e.example' }, 'short');
    expect(bad.status).toBe(422);
    expect(await count()).toBe(before);
  });
});
