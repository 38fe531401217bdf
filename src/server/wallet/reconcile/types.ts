import type { Queryable } from '../../db/types';

// `npm run wallet -- reconcile` (issue 38): each product's own books against the ledger, and the
// states a flow can be stuck in. One file per product in this folder exports its checks; index.ts
// lists the files. A check reads only: it never repairs (the sweepers do that).

/** One thing the books and the ledger disagree on, or a flow stuck half-way. */
export interface ReconcileProblem {
  /** Stable name for metrics and alerts: casino_reconcile_problems{kind}. */
  kind: string;
  /** What a person reads: ids and amounts, never personal data. */
  detail: string;
}

/**
 * How much of the history a run reads (docs/decisions/057-reconcile-and-chaos.md):
 * - 'full': everything (the operator's command, the tests): its cost grows with the books;
 * - 'recent': what a /metrics scrape or a deep health probe can afford every few seconds: the
 *   newest rows through their indexes (e.g. the last few thousand bets), the live ones, and every
 *   stuck state. A check with nothing cheaper to do runs as in 'full' and says so (wholeBooks).
 */
export type ReconcileScope = 'full' | 'recent';

export interface ReconcileCheck {
  /** The kind its problems carry (one check may report one kind only). */
  kind: string;
  /** The product it looks at: instant, crash, rooms, sportsbook, provider:<name>, studio, bonus, wallet. */
  product: string;
  /** What it proves, one line (printed by the command with its result). */
  title: string;
  /** At most `limit` problems; none when the books agree. 'full' when no scope is given. */
  run(q: Queryable, limit: number, scope?: ReconcileScope): Promise<ReconcileProblem[]>;
  /**
   * It reads a whole book whatever the scope (a sum over every bet of a game): /metrics and
   * /health/ready?deep=1 run it at most every 10 minutes per process, the other checks every 10 s.
   */
  wholeBooks?: boolean;
}
