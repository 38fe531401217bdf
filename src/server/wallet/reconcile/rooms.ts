import type { Queryable } from '../../db/types';
import { type BooksRow, booksProblems, houseLedgerSql, type ReconcileCheck, type ReconcileProblem } from './types';

// rooms: the pots' books (room_rounds, room_entries) against the ledger of the `game`/`rooms` house
// account, and the money each finished round must have moved (src/games/rooms/service.server.ts:
// a round is settled or refunded in one transaction with its money, so any gap here is a bug).
// Entry stakes are kind 'stake' (key room-entry:<id>:stake), the winner's payout kind 'win'
// (room-round:<id>:win), a refunded round's entries kind 'refund' (room-entry:<id>:refund).

const n = (v: unknown) => Number(v ?? 0);

async function books(q: Queryable, limit: number): Promise<ReconcileProblem[]> {
  const { rows } = await q.query<BooksRow>(
    `WITH s AS (SELECT currency, sum(amount) AS stakes FROM room_entries GROUP BY currency),
     w AS (SELECT currency, sum(payout) AS paid FROM room_rounds WHERE phase = 'settled' GROUP BY currency),
     f AS (SELECT e.currency, sum(e.amount) AS refunded FROM room_entries e JOIN room_rounds r ON r.id = e.round_id
            WHERE r.phase = 'refunded' GROUP BY e.currency),
     l AS (${houseLedgerSql('rooms')}),
     c AS (SELECT currency FROM s UNION SELECT currency FROM l)
     SELECT c.currency, coalesce(s.stakes, 0) AS stakes, coalesce(w.paid, 0) AS paid,
            coalesce(f.refunded, 0) AS refunded, coalesce(l.stakes, 0) AS l_stakes, coalesce(l.paid, 0) AS l_paid,
            coalesce(l.refunded, 0) AS l_refunded
       FROM c LEFT JOIN s ON s.currency = c.currency LEFT JOIN w ON w.currency = c.currency
       LEFT JOIN f ON f.currency = c.currency LEFT JOIN l ON l.currency = c.currency ORDER BY 1`,
  );
  return booksProblems(
    rows,
    'rooms_books',
    (r, what, mine, ledger) => `rooms ${r.currency}: ${what} ${mine} in the rooms' rounds, ${ledger} in the ledger`,
    limit,
  );
}

/** Settled rounds whose pot does not add up, or whose winner was not paid. */
async function settledUnpaid(q: Queryable, limit: number): Promise<ReconcileProblem[]> {
  const { rows } = await q.query<{ id: string; total: string; entries: string | null; paid: boolean }>(
    `SELECT r.id, r.total, (SELECT sum(e.amount) FROM room_entries e WHERE e.round_id = r.id) AS entries,
            EXISTS (SELECT 1 FROM wallet_transactions t WHERE t.idempotency_key = 'room-round:' || r.id || ':win') AS paid
       FROM room_rounds r
      WHERE r.phase = 'settled'
        AND (r.payout + r.commission <> r.total
          OR r.total <> (SELECT coalesce(sum(e.amount), 0) FROM room_entries e WHERE e.round_id = r.id)
          OR NOT EXISTS (SELECT 1 FROM wallet_transactions t WHERE t.idempotency_key = 'room-round:' || r.id || ':win'))
      ORDER BY r.id LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({
    kind: 'rooms_settled_unpaid',
    detail: r.paid
      ? `room round ${r.id}: pot ${n(r.total)}, entries ${n(r.entries)}, payout and commission do not add up`
      : `room round ${r.id} is settled and its winner was not paid`,
  }));
}

/** Entries of refunded rounds without their refund, and entries without their stake. */
async function entriesWithoutMoney(q: Queryable, limit: number): Promise<ReconcileProblem[]> {
  const { rows } = await q.query<{ id: string; round_id: string; missing: string }>(
    `SELECT e.id, e.round_id, CASE WHEN s.id IS NULL THEN 'stake' ELSE 'refund' END AS missing
       FROM room_entries e JOIN room_rounds r ON r.id = e.round_id
       LEFT JOIN wallet_transactions s ON s.idempotency_key = 'room-entry:' || e.id || ':stake'
       LEFT JOIN wallet_transactions f ON f.idempotency_key = 'room-entry:' || e.id || ':refund'
      WHERE s.id IS NULL OR (r.phase = 'refunded' AND f.id IS NULL)
      ORDER BY e.id LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({
    kind: 'rooms_entry_without_money',
    detail: `room entry ${r.id} (round ${r.round_id}) has no ${r.missing} in the ledger`,
  }));
}

export const checks: ReconcileCheck[] = [
  {
    kind: 'rooms_books',
    product: 'rooms',
    // Reads its whole book whatever the scope: /metrics runs it at most every 10 minutes.
    wholeBooks: true,
    title: "rooms' stakes, winners' payouts and refunds per currency equal the rooms house account's postings",
    run: books,
  },
  {
    kind: 'rooms_settled_unpaid',
    product: 'rooms',
    // Reads its whole book whatever the scope: /metrics runs it at most every 10 minutes.
    wholeBooks: true,
    title: 'every settled room round adds up (entries, payout and commission) and paid its winner',
    run: settledUnpaid,
  },
  {
    kind: 'rooms_entry_without_money',
    product: 'rooms',
    // Reads its whole book whatever the scope: /metrics runs it at most every 10 minutes.
    wholeBooks: true,
    title: 'every room entry has its stake in the ledger, and its refund when its round was refunded',
    run: entriesWithoutMoney,
  },
];
