// Readiness (issue 23): what a load balancer asks before sending a process traffic. Ready when the
// database answers, every migration this build knows is applied, and the operator config is loaded.
import { migrations } from '../db/migrate.server';
import type { Db } from '../db/types';

export type CheckName = 'database' | 'migrations' | 'config' | 'draining';
export interface Readiness {
  ready: boolean;
  checks: Record<Exclude<CheckName, 'draining'>, 'ok' | 'failed'> & { draining?: 'failed' };
  /** Why each failed check failed (short, no connection strings). */
  problems: Partial<Record<CheckName, string>>;
}

/** A database that does not answer within this is as good as down for a balancer. */
const DB_TIMEOUT_MS = 2000;

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let t: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    t = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(t));
}

export async function readiness(
  getDb: () => Promise<Db>,
  getConfig: () => unknown,
  draining = false,
): Promise<Readiness> {
  const problems: Readiness['problems'] = {};
  // Shutting down (SIGTERM): still answering what it holds, taking nothing new.
  if (draining) problems.draining = 'shutting down';
  try {
    const db = await withTimeout(getDb(), DB_TIMEOUT_MS);
    if (db.closed) throw new Error('the database is closed');
    const { rows } = await withTimeout(
      db.query<{ version: number }>('SELECT version FROM schema_migrations'),
      DB_TIMEOUT_MS,
    );
    const applied = new Set(rows.map((r) => Number(r.version)));
    const missing = migrations.filter((m) => !applied.has(m.version)).map((m) => m.version);
    if (missing.length) problems.migrations = `not applied: ${missing.join(', ')}`;
  } catch (e) {
    // Never the error itself: a driver's message may quote the connection string.
    problems.database = (e as Error).message?.startsWith('no answer') ? 'no answer' : 'unavailable';
    problems.migrations = 'unknown (database unavailable)';
  }
  try {
    if (!getConfig()) problems.config = 'not loaded';
  } catch {
    problems.config = 'not loaded';
  }
  const status = (k: CheckName) => (problems[k] ? 'failed' : 'ok') as 'ok' | 'failed';
  return {
    ready: Object.keys(problems).length === 0,
    checks: {
      database: status('database'),
      migrations: status('migrations'),
      config: status('config'),
      ...(draining ? { draining: 'failed' as const } : {}),
    },
    problems,
  };
}
