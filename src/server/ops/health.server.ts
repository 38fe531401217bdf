// Readiness (issue 23): what a load balancer asks before sending a process traffic. Ready when the
// database answers, every migration this build knows is applied, and the operator config is loaded.
// Deep (/health/ready?deep=1, issue 38): also every product's books agree with the ledger and no
// flow is stuck (`npm run wallet -- reconcile`), for an operator's monitor rather than a balancer.
import { migrations } from '../db/migrate.server';
import type { Db } from '../db/types';
import { recentReconcile } from '../wallet/reconcile';

export type CheckName = 'database' | 'migrations' | 'config' | 'reconcile' | 'draining';
export interface Readiness {
  ready: boolean;
  checks: Record<Exclude<CheckName, 'draining' | 'reconcile'>, 'ok' | 'failed'> & {
    draining?: 'failed';
    reconcile?: 'ok' | 'failed';
  };
  /** Why each failed check failed (short, no connection strings). */
  problems: Partial<Record<CheckName, string>>;
}

/** A database that does not answer within this is as good as down for a balancer. */
const DB_TIMEOUT_MS = 2000;
/** The reconcile reads whole books: longer than a probe, bounded all the same. */
const RECONCILE_TIMEOUT_MS = 15_000;

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
  opts: { deep?: boolean } = {},
): Promise<Readiness> {
  const problems: Readiness['problems'] = {};
  // Shutting down (SIGTERM): still answering what it holds, taking nothing new.
  if (draining) problems.draining = 'shutting down';
  let db: Db | null = null;
  try {
    db = await withTimeout(getDb(), DB_TIMEOUT_MS);
    if (db.closed) throw new Error('the database is closed');
    const { rows } = await withTimeout(
      db.query<{ version: number }>('SELECT version FROM schema_migrations'),
      DB_TIMEOUT_MS,
    );
    const applied = new Set(rows.map((r) => Number(r.version)));
    const missing = migrations.filter((m) => !applied.has(m.version)).map((m) => m.version);
    if (missing.length) problems.migrations = `not applied: ${missing.join(', ')}`;
  } catch (e) {
    db = null;
    // Never the error itself: a driver's message may quote the connection string.
    problems.database = (e as Error).message?.startsWith('no answer') ? 'no answer' : 'unavailable';
    problems.migrations = 'unknown (database unavailable)';
  }
  if (opts.deep) {
    if (!db || problems.migrations) problems.reconcile = 'unknown (database not ready)';
    else {
      try {
        const r = await withTimeout(recentReconcile(db), RECONCILE_TIMEOUT_MS);
        // Kinds and counts only: the details (bet ids, amounts) are for the operator's command.
        const found = r.checks.filter((c) => c.problems > 0).map((c) => `${c.kind} ${c.problems}`);
        if (found.length) problems.reconcile = `problems found (npm run wallet -- reconcile): ${found.join(', ')}`;
      } catch (e) {
        problems.reconcile = (e as Error).message?.startsWith('no answer') ? 'no answer' : 'could not run';
      }
    }
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
      ...(opts.deep ? { reconcile: status('reconcile') } : {}),
      ...(draining ? { draining: 'failed' as const } : {}),
    },
    problems,
  };
}
