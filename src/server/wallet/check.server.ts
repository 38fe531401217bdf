import type { Queryable } from '../db/types';

// The ledger's proof (npm run wallet -- check): every transaction has postings summing to
// zero, every posting is in its transaction's currency, every cached balance equals the sum of
// its postings, no player account is negative, each posting's balance_after matches the
// running sum, and every debt a player owes is a receivable in the ledger of exactly its amount. The database enforces each of these as it is written (migrations 9 and 17); this
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
  // Receivables (what a player owes the house: migration 31) never owe the player, and each equals
  // the sportsbook's debt it backs.
  const owing = await q.query<{ id: number; name: string; currency: string; owed: string; debt: string | null }>(
    `SELECT a.id, a.name, a.currency, -coalesce(sum(p.amount), 0) AS owed,
            (SELECT d.amount FROM sb_debts d WHERE d.user_id::text = a.name AND d.currency = a.currency) AS debt
       FROM wallet_accounts a LEFT JOIN wallet_postings p ON p.account_id = a.id
      WHERE a.user_id IS NULL AND a.kind = 'receivable' GROUP BY a.id ORDER BY a.id LIMIT 50`,
  );
  for (const r of owing.rows) {
    if (Number(r.owed) < 0) problems.push(`receivable ${r.id} (player ${r.name}) owes the player ${-Number(r.owed)}`);
    else if (Number(r.owed) !== Number(r.debt ?? 0)) {
      problems.push(
        `receivable ${r.id} (player ${r.name}, ${r.currency}) holds ${r.owed} but the debt is ${r.debt ?? 0}`,
      );
    }
  }
  const unbacked = await q.query<{ user_id: string; currency: string; amount: string }>(
    `SELECT d.user_id, d.currency, d.amount FROM sb_debts d WHERE d.amount > 0 AND NOT EXISTS (
       SELECT 1 FROM wallet_accounts a WHERE a.user_id IS NULL AND a.kind = 'receivable'
          AND a.name = d.user_id::text AND a.currency = d.currency) ORDER BY 1 LIMIT 50`,
  );
  for (const r of unbacked.rows) {
    problems.push(`player ${r.user_id} owes ${r.amount} ${r.currency} with no receivable in the ledger`);
  }
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
