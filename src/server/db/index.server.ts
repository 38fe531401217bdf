import path from 'node:path';
import { getEnv } from '../env.server';
import { renameCatalogItems } from './catalog-renames.server';
import { syncGameCatalog } from './game-catalog.server';
import { migrate } from './migrate.server';
import { openPglite } from './pglite.server';
import { openPostgres } from './postgres.server';
import type { Db } from './types';

export type { Db, Queryable } from './types';

/**
 * Opens the configured database and brings its schema and the games catalog up to date.
 * `pgliteTemplate`: an embedded database saved after this same step, to skip creating a cluster
 * and migrating it (tests open ~70 databases; that start-up was 4–5 s of each).
 */
export async function openDatabase(
  opts: { url?: string | undefined; dataDir?: string | undefined; pgliteTemplate?: Blob | undefined } = {},
): Promise<Db> {
  const db = opts.url ? await openPostgres(opts.url) : await openPglite(opts.dataDir, opts.pgliteTemplate);
  await migrate(db);
  await syncGameCatalog(db);
  await renameCatalogItems(db);
  return db;
}

// One database per process, shared by the API, the site's server components and
// the front server: they all live in the same module graph.
const KEY = Symbol.for('casino.db');
type Holder = { [KEY]?: Promise<Db> };

export function getDb(): Promise<Db> {
  const g = globalThis as Holder;
  if (!g[KEY]) {
    const env = getEnv();
    // Never log DATABASE_URL itself: it carries the password.
    g[KEY] = openDatabase(
      env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.resolve(env.DATA_DIR, 'pglite') },
    ).catch((e: unknown) => {
      delete g[KEY];
      throw e;
    });
  }
  return g[KEY];
}

/** Lets tests hand the app a database of their own. */
export function setDbForTests(db: Db | undefined): void {
  const g = globalThis as Holder;
  if (db) g[KEY] = Promise.resolve(db);
  else delete g[KEY];
}
