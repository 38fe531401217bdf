import type { Queryable } from '../../db/types';
import { checks as bonus } from './bonus';
import { checks as crash } from './crash';
import { checks as instant } from './instant';
import { checks as providers } from './providers';
import { checks as rooms } from './rooms';
import { checks as sportsbook } from './sportsbook';
import { checks as studio } from './studio';
import type { ReconcileCheck, ReconcileProblem } from './types';

export type { ReconcileCheck, ReconcileProblem } from './types';

/** Every check, product by product. */
export const RECONCILE_CHECKS: readonly ReconcileCheck[] = [
  ...instant,
  ...crash,
  ...rooms,
  ...sportsbook,
  ...providers,
  ...studio,
  ...bonus,
];

export interface ReconcileReport {
  ok: boolean;
  /** Every check with how many problems it found (0: the books agree); `error` when it could not run. */
  checks: { kind: string; product: string; title: string; problems: number; error?: string }[];
  problems: ReconcileProblem[];
  /** How long the whole run took, ms. */
  ms: number;
}

/**
 * Runs every check (at most `limit` problems each), one after another (a check is one statement:
 * on PGlite's single connection they queue anyway, and on PostgreSQL one at a time keeps the
 * operator's probe off the pool the players use). A check that throws is a problem of its kind:
 * books that could not be read are not proven.
 */
export async function reconcile(q: Queryable, limit = 50): Promise<ReconcileReport> {
  const started = performance.now();
  const checks: ReconcileReport['checks'] = [];
  const problems: ReconcileProblem[] = [];
  for (const c of RECONCILE_CHECKS) {
    try {
      const found = await c.run(q, limit);
      checks.push({ kind: c.kind, product: c.product, title: c.title, problems: found.length });
      problems.push(...found);
    } catch (e) {
      const error = e instanceof Error ? e.message : String(e);
      checks.push({ kind: c.kind, product: c.product, title: c.title, problems: 1, error });
      problems.push({ kind: c.kind, detail: `the check could not run: ${error}` });
    }
  }
  return { ok: problems.length === 0, checks, problems, ms: performance.now() - started };
}

// /metrics and /health/ready?deep=1 share one run per database: a run in progress is joined, and a
// finished one answers for RECENT_MS, so scrapes and probes (however many, from anyone) cost the
// database at most one reconcile every RECENT_MS per process.
const RECENT_MS = 10_000;
const shared = new WeakMap<object, { at: number; run: Promise<ReconcileReport> }>();

/** The latest reconcile of `db`: a run finished less than `maxAgeMs` ago, the one in progress, or a new one. */
export function recentReconcile(db: Queryable, maxAgeMs = RECENT_MS): Promise<ReconcileReport> {
  const last = shared.get(db);
  if (last && (last.at === 0 || performance.now() - last.at < maxAgeMs)) return last.run;
  const entry = { at: 0, run: reconcile(db) };
  shared.set(db, entry);
  entry.run.then(
    () => {
      entry.at = performance.now();
    },
    // A failed run is not kept: the next caller tries again.
    () => {
      if (shared.get(db) === entry) shared.delete(db);
    },
  );
  return entry.run;
}
