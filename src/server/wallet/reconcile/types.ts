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

/**
 * A product's house game account (`name`) in the ledger, per currency: stakes in, wins and refunds out
 * (kinds 'stake', 'win', 'refund'). A CTE body for a product's books check, named `l` by its caller.
 */
export const houseLedgerSql = (name: 'crash' | 'rooms') => `
       SELECT a.currency,
              coalesce(sum(p.amount) FILTER (WHERE t.kind = 'stake'), 0) AS stakes,
              coalesce(-sum(p.amount) FILTER (WHERE t.kind = 'win'), 0) AS paid,
              coalesce(-sum(p.amount) FILTER (WHERE t.kind = 'refund'), 0) AS refunded
         FROM wallet_accounts a JOIN wallet_postings p ON p.account_id = a.id
         JOIN wallet_transactions t ON t.id = p.transaction_id
        WHERE a.user_id IS NULL AND a.kind = 'game' AND a.name = '${name}'
        GROUP BY a.currency`;

/** One row per currency: the product's own totals beside the ledger's (houseLedgerSql). */
export interface BooksRow {
  currency: string;
  stakes: string;
  paid: string;
  refunded: string;
  l_stakes: string;
  l_paid: string;
  l_refunded: string;
}

/** Each total (stakes, payouts, refunds) where the product's books and the ledger differ. */
export function booksProblems(
  rows: BooksRow[],
  kind: string,
  detail: (r: BooksRow, what: string, mine: number, ledger: number) => string,
  limit: number,
): ReconcileProblem[] {
  const n = (v: unknown) => Number(v ?? 0);
  const out: ReconcileProblem[] = [];
  for (const r of rows) {
    for (const [what, mine, ledger] of [
      ['stakes', r.stakes, r.l_stakes],
      ['payouts', r.paid, r.l_paid],
      ['refunds', r.refunded, r.l_refunded],
    ] as const) {
      if (n(mine) !== n(ledger)) out.push({ kind, detail: detail(r, what, n(mine), n(ledger)) });
    }
  }
  return out.slice(0, limit);
}
