import type { Queryable } from '../db/types';

// The ledger's proof (npm run wallet -- check): every transaction has postings summing to
// zero, every posting is in its transaction's currency, every cached balance equals the sum of
// its postings, no player account is negative, and each posting's balance_after matches the
// running sum. The database enforces each of these as it is written (migrations 9 and 17); this
// proves the whole history, including rows older than those rules.

export interface CheckReport {
  ok: boolean;
  transactions: number;
  accounts: number;
  problems: string[];
}

export async function checkLedger(q: Queryable): Promise<CheckReport> {
  const problems: string[] = [];
  const unbalanced = await q.query<{ id: number; s: number | null }>(
    `SELECT t.id, sum(p.amount) AS s FROM wallet_transactions t LEFT JOIN wallet_postings p ON p.transaction_id = t.id
      GROUP BY t.id HAVING sum(p.amount) IS NULL OR sum(p.amount) <> 0 ORDER BY t.id LIMIT 50`,
  );
  for (const r of unbalanced.rows) {
    problems.push(r.s === null ? `transaction ${r.id} has no postings` : `transaction ${r.id} sums to ${r.s}, not 0`);
  }
  const drift = await q.query<{ id: number; balance: number; s: number }>(
    `SELECT a.id, a.balance, coalesce(sum(p.amount), 0) AS s FROM wallet_accounts a
       LEFT JOIN wallet_postings p ON p.account_id = a.id
      WHERE a.user_id IS NOT NULL GROUP BY a.id HAVING a.balance <> coalesce(sum(p.amount), 0) ORDER BY a.id LIMIT 50`,
  );
  for (const r of drift.rows) problems.push(`account ${r.id} caches ${r.balance} but its postings sum to ${r.s}`);
  const running = await q.query<{ id: number }>(
    `SELECT id FROM (SELECT p.id, p.balance_after, sum(p.amount) OVER (PARTITION BY p.account_id ORDER BY p.id) AS run
       FROM wallet_postings p JOIN wallet_accounts a ON a.id = p.account_id WHERE a.user_id IS NOT NULL) x
      WHERE balance_after IS DISTINCT FROM run ORDER BY id LIMIT 50`,
  );
  for (const r of running.rows) problems.push(`posting ${r.id} has a balance_after that is not its running sum`);
  const foreign = await q.query<{ id: number }>(
    `SELECT p.id FROM wallet_postings p JOIN wallet_accounts a ON a.id = p.account_id
       JOIN wallet_transactions t ON t.id = p.transaction_id WHERE a.currency <> t.currency ORDER BY p.id LIMIT 50`,
  );
  for (const r of foreign.rows) problems.push(`posting ${r.id} is in another currency than its transaction`);
  const negative = await q.query<{ id: number }>(
    `SELECT id FROM wallet_accounts WHERE user_id IS NOT NULL AND balance < 0 LIMIT 50`,
  );
  for (const r of negative.rows) problems.push(`player account ${r.id} is negative`);
  const counts = await q.query<{ t: number; a: number }>(
    `SELECT (SELECT count(*) FROM wallet_transactions)::int AS t, (SELECT count(*) FROM wallet_accounts)::int AS a`,
  );
  return {
    ok: problems.length === 0,
    transactions: Number(counts.rows[0]!.t),
    accounts: Number(counts.rows[0]!.a),
    problems,
  };
}
