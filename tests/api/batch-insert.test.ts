import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchInsert } from '../../src/server/db/batch-insert.server';
import type { Db } from '../../src/server/db/types';
import { freshDb } from './helpers';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());

describe('BatchInsert', () => {
  it('commits a burst of rows in few statements, and each caller learns when its row is stored', async () => {
    let statements = 0;
    const counting: Db = {
      ...db,
      query: (sql, params) => {
        statements++;
        return db.query(sql, params);
      },
    };
    const writer = new BatchInsert(async () => counting, 'mirror_visits', ['domain', 'ip'], 50);
    await Promise.all(Array.from({ length: 120 }, (_, i) => writer.add([`m${i}.example`, '1.2.3.4'])));
    const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM mirror_visits WHERE ip = '1.2.3.4'");
    expect(rows[0]!.n).toBe(120);
    expect(statements).toBeLessThanOrEqual(3);
  });

  it('rejects every caller of a failed batch, so none believes its row is stored', async () => {
    const writer = new BatchInsert(async () => db, 'mirror_visits', ['domain', 'no_such_column']);
    const results = await Promise.allSettled([writer.add(['a', 1]), writer.add(['b', 2])]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});
