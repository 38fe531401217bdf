import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/index.server';
import { createPgDatabase } from './pg-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding an embedded database already migrated and synced (freshDb starts from it). */
    pgliteTemplate?: string;
    /** On PostgreSQL: a database already migrated and synced, for CREATE DATABASE … TEMPLATE. */
    pgTemplate?: string;
  }
}

/**
 * Once per run: the database every API test file starts from, migrated and with the games
 * catalog in. Creating a PGlite cluster and running the migrations took 4–5 s of each of ~70 test
 * files (loading the saved archive takes about one); on PostgreSQL, CREATE DATABASE … TEMPLATE
 * copies a migrated database instead of migrating each new one.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) return postgresTemplate(project, url);
  const work = mkdtempSync(path.join(tmpdir(), 'casino-pglite-template-'));
  const dataDir = path.join(work, 'pglite');
  const db = await openDatabase({ dataDir });
  await db.close();
  const lite = new PGlite(dataDir);
  // dumpDataDir on a PGlite that has not finished starting never settles.
  await lite.waitReady;
  const archive = await lite.dumpDataDir('none');
  await lite.close();
  const file = path.join(work, 'template.tar');
  writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(work, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject, url: string) {
  const template = await createPgDatabase(url, 'casino_template');
  // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
  const db = await openDatabase({ url: template.url });
  await db.close();
  project.provide('pgTemplate', template.name);
  return template.drop;
}
