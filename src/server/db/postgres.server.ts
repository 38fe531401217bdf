import pg from 'pg';
import type { Db, Queryable } from './types';
import { logFor } from '../log.server';

const log = logFor('db');

// int8 (bigint, used for money and ids) arrives as a string by default; parse it so
// both drivers hand the app the same JS types. Amounts stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

export async function openPostgres(url: string): Promise<Db> {
  // 10 connections: enough for two cores, and well under PostgreSQL's default 100.
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', (err) => log.error({ err }, 'idle client error'));
  const wrap = (c: { query: pg.Pool['query'] }): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const res = await c.query(sql, params);
      return { rows: res.rows as T[] };
    },
  });
  const base = wrap(pool);
  let closed = false;
  // LISTEN connections end with the database object, so nothing reconnects to a closed (or dropped) one.
  const listeners = new Set<() => Promise<void>>();
  return {
    kind: 'postgres',
    get closed() {
      return closed;
    },
    query: base.query,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
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
    close: async () => {
      closed = true;
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
    async dedicated(onLost) {
      if (closed) throw new Error('the database is closed');
      const client = new pg.Client({ connectionString: url });
      let closing = false;
      const lost = (err: Error) => {
        if (closing) return;
        closing = true;
        onLost(err);
      };
      client.on('error', lost);
      client.on('end', () => lost(new Error('connection ended')));
      await client.connect();
      const close = async () => {
        closing = true;
        listeners.delete(close);
        await client.end().catch(() => {});
      };
      listeners.add(close);
      return { ...wrap(client), close };
    },
    async listen(channel, onPayload, onLost) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error('bad channel');
      const client = new pg.Client({ connectionString: url });
      let closing = false;
      client.on('notification', (m) => {
        if (m.channel === channel) onPayload(m.payload ?? '');
      });
      client.on('error', (err) => {
        if (!closing) onLost(err);
      });
      client.on('end', () => {
        if (!closing) onLost(new Error('listen connection ended'));
      });
      if (closed) throw new Error('the database is closed');
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      const stop = async () => {
        closing = true;
        listeners.delete(stop);
        await client.end().catch(() => {});
      };
      listeners.add(stop);
      return stop;
    },
  };
}
