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

export interface ReconcileCheck {
  /** The kind its problems carry (one check may report one kind only). */
  kind: string;
  /** The product it looks at: instant, crash, rooms, sportsbook, provider:<name>, studio, bonus, wallet. */
  product: string;
  /** What it proves, one line (printed by the command with its result). */
  title: string;
  /** At most `limit` problems; none when the books agree. */
  run(q: Queryable, limit: number): Promise<ReconcileProblem[]>;
}
