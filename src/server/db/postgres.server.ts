import pg from 'pg';
import type { Db, Queryable } from './types';

// int8 (bigint, used for money and ids) arrives as a string by default; parse it so
// both drivers hand the app the same JS types. Amounts stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

export async function openPostgres(url: string): Promise<Db> {
  // 10 connections: enough for two cores, and well under PostgreSQL's default 100.
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', (err) => console.error('[db] idle client error:', err.message));
  const wrap = (c: { query: pg.Pool['query'] }): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const res = await c.query(sql, params);
      return { rows: res.rows as T[] };
    },
  });
  const base = wrap(pool);
  return {
    kind: 'postgres',
    query: base.query,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn(wrap(client));
        await client.query('COMMIT');
        return out;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => {});
        throw e;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
