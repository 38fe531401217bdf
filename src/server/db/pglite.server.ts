import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './types';

/**
 * Embedded PostgreSQL (WebAssembly). `dataDir` undefined keeps it in memory (tests).
 * PGlite does not create missing parent folders, so the folder is made first. `template` is a
 * data folder saved with `dumpDataDir` to start from instead of an empty cluster.
 */
export async function openPglite(dataDir: string | undefined, template?: Blob): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // The options form: `new PGlite(undefined, options)` ignores its options.
  const pg = new PGlite({ ...(dataDir ? { dataDir } : {}), ...(template ? { loadDataDir: template } : {}) });
  await pg.waitReady;
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const res = await q.query<T>(sql, params as unknown[] | undefined);
      return { rows: res.rows };
    },
  });
  const base = wrap(pg);
  return {
    kind: 'pglite',
    query: base.query,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    close: () => pg.close(),
    // One process, one connection: notifications arrive before the statement that sent them resolves.
    async listen(channel, onPayload) {
      if (!/^[a-z_]+$/.test(channel)) throw new Error('bad channel');
      const stop = await pg.listen(channel, onPayload);
      return async () => {
        await stop().catch(() => {});
      };
    },
  };
}
