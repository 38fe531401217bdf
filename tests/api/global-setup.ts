import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/index.server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding an embedded database already migrated and synced (freshDb starts from it). */
    pgliteTemplate: string;
  }
}

/**
 * Once per run: the embedded database every API test file starts from, migrated and with the
 * games catalog in, saved as a data-folder archive. Creating a PGlite cluster and running the
 * migrations took 4–5 s of each of ~70 test files; loading the archive takes about one.
 * Against PostgreSQL (DATABASE_URL) each file still creates and migrates its own database.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return;
  const work = mkdtempSync(path.join(tmpdir(), 'casino-pglite-template-'));
  const dataDir = path.join(work, 'pglite');
  const db = await openDatabase({ dataDir });
  await db.close();
  const pg = new PGlite(dataDir);
  // dumpDataDir on a PGlite that has not finished starting never settles.
  await pg.waitReady;
  const archive = await pg.dumpDataDir('none');
  await pg.close();
  const file = path.join(work, 'template.tar');
  writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(work, { recursive: true, force: true });
}
