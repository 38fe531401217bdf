import type { Queryable } from '../../db/types';
import { type BooksRow, booksProblems, houseLedgerSql, type ReconcileCheck, type ReconcileProblem } from './types';

// crash: its books (crash_bets) against the ledger of its house account, and the states a round can
// be stuck in (docs/decisions/055-crash-rounds-settle-durably.md). Every bet's stake, win and refund
// is one ledger transaction of that kind on the `game`/`crash` house account of its currency: the
// house side of a stake is +stake, of a win −payout, of a refund −stake.

/** A bet still open this long after its round ended is stuck (the engine settles within a second). */
export const CRASH_STUCK_AFTER_S = 60;

const n = (v: unknown) => Number(v ?? 0);

async function books(q: Queryable, limit: number): Promise<ReconcileProblem[]> {
  const { rows } = await q.query<BooksRow>(
    `WITH b AS (
       SELECT currency, sum(amount) AS stakes,
              coalesce(sum(payout) FILTER (WHERE status = 'cashed'), 0) AS paid,
              coalesce(sum(amount) FILTER (WHERE status = 'refunded'), 0) AS refunded
         FROM crash_bets GROUP BY currency),
     l AS (${houseLedgerSql('crash')})
     SELECT coalesce(b.currency, l.currency) AS currency,
            coalesce(b.stakes, 0) AS stakes, coalesce(b.paid, 0) AS paid, coalesce(b.refunded, 0) AS refunded,
            coalesce(l.stakes, 0) AS l_stakes, coalesce(l.paid, 0) AS l_paid, coalesce(l.refunded, 0) AS l_refunded
       FROM b FULL JOIN l ON l.currency = b.currency ORDER BY 1`,
  );
  return booksProblems(
    rows,
    'crash_books',
    (r, what, mine, ledger) => `crash ${r.currency}: ${what} ${mine} in crash_bets, ${ledger} in the ledger`,
    limit,
  );
}

/** Open bets of rounds over for a while: owed a payout (`owed`), or neither owed nor settled. */
function openInFinished(owed: boolean) {
  return async (q: Queryable, limit: number): Promise<ReconcileProblem[]> => {
    const { rows } = await q.query<{ id: string; round_id: string; phase: string; owed: string | null }>(
      `SELECT b.id, b.round_id, r.phase, b.owed_hundredths AS owed
         FROM crash_bets b JOIN crash_rounds r ON r.id = b.round_id
        WHERE b.status = 'open' AND r.phase IN ('crashed', 'refunded')
          AND (b.owed_hundredths IS NOT NULL) = $1
          AND r.ended_at < now() - make_interval(secs => $2)
        ORDER BY b.id LIMIT $3`,
      [owed, CRASH_STUCK_AFTER_S, limit],
    );
    return rows.map((r) =>
      owed
        ? {
            kind: 'crash_owed_unpaid',
            detail: `crash bet ${r.id} (round ${r.round_id}) is owed its cash-out at ${n(r.owed) / 100}× and not paid`,
          }
        : {
            kind: 'crash_open_in_finished_round',
            detail: `crash bet ${r.id} is still open in ${r.phase} round ${r.round_id}`,
          },
    );
  };
}

/** Bets settled as lost that their round's end owed (an auto cash-out it reached, or a forced end). */
async function owedButLost(q: Queryable, limit: number): Promise<ReconcileProblem[]> {
  const { rows } = await q.query<{ id: string; round_id: string }>(
    `SELECT b.id, b.round_id FROM crash_bets b JOIN crash_rounds r ON r.id = b.round_id
      WHERE b.status = 'lost' AND (r.force_hundredths IS NOT NULL OR b.auto_cashout <= r.ended_hundredths)
      ORDER BY b.id LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({
    kind: 'crash_owed_marked_lost',
    detail: `crash bet ${r.id} (round ${r.round_id}) was settled as lost though its round's end owed it a cash-out`,
  }));
}

export const checks: ReconcileCheck[] = [
  {
    kind: 'crash_books',
    product: 'crash',
    // Reads its whole book whatever the scope: /metrics runs it at most every 10 minutes.
    wholeBooks: true,
    title: "crash bets' stakes, payouts and refunds per currency equal the crash house account's postings",
    run: books,
  },
  {
    kind: 'crash_owed_unpaid',
    product: 'crash',
    title: `no cash-out owed by a round's end is unpaid ${CRASH_STUCK_AFTER_S} s after it`,
    run: openInFinished(true),
  },
  {
    kind: 'crash_open_in_finished_round',
    product: 'crash',
    title: `no bet is still open ${CRASH_STUCK_AFTER_S} s after its round crashed or was refunded`,
    run: openInFinished(false),
  },
  {
    kind: 'crash_owed_marked_lost',
    product: 'crash',
    // Reads its whole book whatever the scope: /metrics runs it at most every 10 minutes.
    wholeBooks: true,
    title: 'no bet owed a cash-out by its round’s end was settled as lost',
    run: owedButLost,
  },
];
