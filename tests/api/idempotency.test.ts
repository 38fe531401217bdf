import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('answers 409 while the first request with the key is still running', async () => {
    const [a, b] = await Promise.all([
      post({ domain: 'd.example' }, 'key-dddddddd-1'),
      post({ domain: 'd.example' }, 'key-dddddddd-1'),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409].sort());
  });

  it('rejects a malformed key with a 422 and does nothing', async () => {
    const before = await count();
    const bad = await post({ domain: 'e.example' }, 'short');
    expect(bad.status).toBe(422);
    expect(await count()).toBe(before);
  });
});
