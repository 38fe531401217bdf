import type { Db, Queryable } from '../../db/types';
import { checks as bonus } from './bonus';
import { checks as crash } from './crash';
import { checks as instant } from './instant';
import { checks as providers } from './providers';
import { checks as rooms } from './rooms';
import { checks as sportsbook } from './sportsbook';
import { checks as studio } from './studio';
import type { ReconcileCheck, ReconcileProblem, ReconcileScope } from './types';

export type { ReconcileCheck, ReconcileProblem, ReconcileScope } from './types';

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
  /** How long the run took, ms. */
  ms: number;
  /** A shared run (recentReconcile): how long the last run of each tier took, ms. */
  tiers?: { cheap: number; wholeBooks: number };
}

/**
 * Runs the checks (at most `limit` problems each), one after another: a check is one statement, so
 * on PGlite's single connection they queue anyway, and on PostgreSQL one at a time keeps the
 * operator's probe to one pooled connection. A check that throws is a problem of its kind: books
 * that could not be read are not proven.
 */
export async function reconcile(
  q: Queryable,
  limit = 50,
  scope: ReconcileScope = 'full',
  only: readonly ReconcileCheck[] = RECONCILE_CHECKS,
): Promise<ReconcileReport> {
  const started = performance.now();
  const checks: ReconcileReport['checks'] = [];
  const problems: ReconcileProblem[] = [];
  for (const c of only) {
    try {
      const found = await runCheck(q, c, limit, scope);
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

/** A run in scope 'recent' (a scrape, a probe) gives up on a statement after this: the database comes first. */
const RECENT_STATEMENT_MS = 5_000;

/**
 * One check. On PostgreSQL in a short transaction of its own with JIT off: a check's statement is
 * an analytical one whose estimated cost passes jit_above_cost, and compiling it took 2.4 s of a
 * 3 s run at 100k bets (0.6 s of work); a 'recent' run also bounds each statement. On PGlite (no
 * JIT) the statements run as they are: a transaction there would hold the one connection the
 * players' bets need for the whole check instead of one statement at a time.
 */
function runCheck(q: Queryable, c: ReconcileCheck, limit: number, scope: ReconcileScope) {
  const db = q as Partial<Db>;
  if (db.kind !== 'postgres' || !db.transaction) return c.run(q, limit, scope);
  return db.transaction(async (tx) => {
    await tx.query(
      scope === 'recent'
        ? `SELECT set_config('jit', 'off', true), set_config('statement_timeout', '${RECENT_STATEMENT_MS}', true)`
        : `SELECT set_config('jit', 'off', true)`,
    );
    return c.run(tx, limit, scope);
  });
}

// /metrics and /health/ready?deep=1 share runs per database, in scope 'recent': the cheap checks at
// most every RECENT_MS, the whole-book ones at most every WHOLE_BOOKS_MS (at 100k bets a whole
// book takes ~0.1-0.5 s, and on PGlite a statement holds the one connection the bets need). A run
// in progress is joined, so probes and scrapes from anyone cost the database no more than that.
export const RECENT_MS = 10_000;
export const WHOLE_BOOKS_MS = 10 * 60_000;

type Tier = { at: number; run: Promise<ReconcileReport> };
const tiers = new WeakMap<object, { cheap?: Tier; whole?: Tier }>();

function tier(db: Queryable, which: 'cheap' | 'whole', maxAgeMs: number): Promise<ReconcileReport> {
  let t = tiers.get(db);
  if (!t) {
    t = {};
    tiers.set(db, t);
  }
  const last = t[which];
  if (last && (last.at === 0 || performance.now() - last.at < maxAgeMs)) return last.run;
  const only = RECONCILE_CHECKS.filter((c) => !!c.wholeBooks === (which === 'whole'));
  const entry: Tier = { at: 0, run: reconcile(db, 50, 'recent', only) };
  t[which] = entry;
  void entry.run.then(() => {
    entry.at = performance.now();
  });
  return entry.run;
}

/**
 * The latest 'recent' reconcile of `db`, every check in RECONCILE_CHECKS order: the cheap checks no
 * older than RECENT_MS, the whole-book ones no older than WHOLE_BOOKS_MS (each run again when
 * older, or joined while running).
 */
export async function recentReconcile(db: Queryable): Promise<ReconcileReport> {
  const [cheap, whole] = await Promise.all([tier(db, 'cheap', RECENT_MS), tier(db, 'whole', WHOLE_BOOKS_MS)]);
  const byKind = new Map([...cheap.checks, ...whole.checks].map((c) => [c.kind, c]));
  const problems = [...cheap.problems, ...whole.problems];
  return {
    ok: problems.length === 0,
    checks: RECONCILE_CHECKS.map((c) => byKind.get(c.kind)!).filter(Boolean),
    problems,
    ms: cheap.ms + whole.ms,
    tiers: { cheap: cheap.ms, wholeBooks: whole.ms },
  };
}
