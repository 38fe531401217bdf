import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createApiApp } from '../../src/server/api/app';
import type { ConfigStore } from '../../src/server/config/store.server';
import { openDatabase } from '../../src/server/db/index.server';
import type { Db } from '../../src/server/db/types';
import { TEST_AUTH_SETTINGS, type AuthSettings } from '../../src/server/auth/settings.server';

/**
 * A fresh database per test file: in-memory PGlite, or, when DATABASE_URL is set,
 * a new database created on that PostgreSQL server and dropped afterwards.
 */
export async function freshDb(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openDatabase({});
    return { db, drop: () => db.close() };
  }
  const name = `casino_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const db = await openDatabase({ url: u.toString() });
  return {
    db,
    drop: async () => {
      await db.close();
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/** A config folder of its own, with the given files. */
export function configDir(files: { operator?: unknown; seo?: unknown; limits?: unknown } = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'casino-config-'));
  if (files.operator) writeFileSync(path.join(dir, 'operator.json'), JSON.stringify(files.operator));
  if (files.seo) writeFileSync(path.join(dir, 'seo.json'), JSON.stringify(files.seo));
  if (files.limits) writeFileSync(path.join(dir, 'bet-limits.json'), JSON.stringify(files.limits));
  return dir;
}

export function testApi(db: Db, store: ConfigStore, opts: { trustProxy?: boolean; auth?: Partial<AuthSettings> } = {}) {
  // Tests stand behind a trusted proxy by default so X-Forwarded-For picks the visitor's address.
  return createApiApp({
    getDb: async () => db,
    getConfig: () => store.current,
    trustProxy: opts.trustProxy ?? true,
    extraCorsOrigins: [],
    auth: { ...TEST_AUTH_SETTINGS, ...opts.auth },
  });
}

export const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', host: 'api.casino.test', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
