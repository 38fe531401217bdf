import type { ReconcileCheck } from './types';

// Bonus money and withdrawals: their rows against the ledger, and their stuck states (see ./types.ts).
//
// A bonus (migration 22, bonus_grant / bonus_end) has its own ledger account (wallet_accounts.bonus_id):
// granted from the house account bonus_expense 'bonuses' in a transaction keyed bonus:<id>:grant,
// ended once in one keyed bonus:<id>:end (kind bonus_<status>: converted pays its balance to cash up
// to the maximum cash-out, the rest goes back to the house). A withdrawal (migrations 10 and 16) holds
// its amount (withdrawal:<id>:hold), then either leaves through the provider's clearing account with
// its payout queued in the same transaction (withdrawal:<id>:payout) or returns (withdrawal:<id>:release).
// Each check is one statement (one snapshot); the per-row lookups go through the unique index on
// idempotency keys and the postings' (account_id, id) index.

const ENDED = `('converted','expired','forfeited','spent')`;
/** In scope 'recent': live bonuses and those ended (withdrawals made) in the last days (the per-row lookups). */
export const RECENT_DAYS = 7;
/** $n::int is NULL in scope 'full' (every row), else the days a row counts as recent. */
const recentDays = (scope: string | undefined) => (scope === 'recent' ? RECENT_DAYS : null);

/** A bonus's account as its row says it must be. */
const accounts: ReconcileCheck = {
  kind: 'bonus_account',
  product: 'bonus',
  title:
    "each bonus's account: none while waiting, its own while live (cache = postings), empty and untouched once ended",
  async run(q, limit, scope) {
    const { rows } = await q.query<{
      id: string;
      status: string;
      account_id: string | null;
      acc: string | null;
      owner_ok: boolean | null;
      balance: string | null;
      posted: string | null;
      after_end: boolean | null;
      orphan: boolean;
    }>(
      `WITH x AS (
         SELECT x.id, x.status, x.account_id, a.id AS acc,
                (a.bonus_id = x.id AND a.user_id = x.user_id AND a.currency = x.currency AND a.kind = 'bonus') AS owner_ok,
                a.balance,
                CASE WHEN x.status IN ('active','queued')
                  THEN (SELECT coalesce(sum(p.amount), 0) FROM wallet_postings p WHERE p.account_id = a.id) END AS posted,
                -- Ended: nothing moves on its account after its end (the last posting is the end's, or the
                -- grant's or a bet's when it ended empty; never one written after the end transaction).
                CASE WHEN x.status IN ${ENDED} AND a.id IS NOT NULL
                  THEN (SELECT max(p.id) FROM wallet_postings p WHERE p.account_id = a.id) >
                       coalesce((SELECT max(p.id) FROM wallet_transactions t JOIN wallet_postings p ON p.transaction_id = t.id
                                  WHERE t.idempotency_key = 'bonus:' || x.id || ':end'), 0)
                       AND EXISTS (SELECT 1 FROM wallet_transactions t WHERE t.idempotency_key = 'bonus:' || x.id || ':end') END
                  AS after_end,
                false AS orphan
           FROM bonuses x LEFT JOIN wallet_accounts a ON a.id = x.account_id
          WHERE $2::int IS NULL OR x.ended_at IS NULL OR x.ended_at > now() - make_interval(days => $2::int)
         UNION ALL
         -- A bonus account no bonus row owns.
         SELECT a.bonus_id, NULL, a.id, a.id, NULL, a.balance, NULL, NULL, true
           FROM wallet_accounts a LEFT JOIN bonuses x ON x.id = a.bonus_id
          WHERE a.bonus_id IS NOT NULL AND (x.id IS NULL OR x.account_id IS DISTINCT FROM a.id))
       SELECT * FROM x
        WHERE orphan
           OR (status = 'waiting' AND account_id IS NOT NULL)
           OR (status IN ('active','queued') AND (acc IS NULL OR NOT owner_ok OR balance <> posted))
           OR (status IN ${ENDED} AND acc IS NOT NULL AND (NOT owner_ok OR balance <> 0 OR after_end))
           OR (status IN ${ENDED} AND account_id IS NOT NULL AND acc IS NULL)
        ORDER BY id LIMIT $1`,
      [limit, recentDays(scope)],
    );
    return rows.map((r) => {
      let why: string;
      if (r.orphan) why = `account ${r.acc} (balance ${r.balance}) belongs to no bonus row`;
      else if (r.status === 'waiting') why = `is waiting but already has account ${r.account_id}`;
      else if (r.acc === null) why = `is ${r.status} but its account ${r.account_id ?? '(none)'} does not exist`;
      else if (!r.owner_ok) why = `is ${r.status} but account ${r.acc} is not its own bonus account`;
      else if (r.status === 'active' || r.status === 'queued')
        why = `is ${r.status}: account ${r.acc} caches ${r.balance} but its postings sum to ${r.posted}`;
      else if (Number(r.balance) !== 0) why = `is ${r.status} but account ${r.acc} still holds ${r.balance}`;
      else why = `is ${r.status} but account ${r.acc} moved after the bonus ended`;
      return { kind: 'bonus_account', detail: `bonus ${r.id} ${why}` };
    });
  },
};

/**
 * A bonus's ends against its row: a converted bonus paid the cash its row says (settled_amount) in
 * its one end transaction of kind bonus_converted; a bonus that ended otherwise paid no cash; a live
 * one has no end transaction. With the accounts check above (nothing moves after the end) a
 * conversion is paid exactly once.
 */
const conversions: ReconcileCheck = {
  kind: 'bonus_conversion',
  product: 'bonus',
  title: 'each ended bonus: one end transaction of its kind, a conversion paying exactly settled_amount to cash',
  async run(q, limit, scope) {
    const { rows } = await q.query<{
      id: string;
      status: string;
      settled_amount: string | null;
      end_kind: string | null;
      to_cash: string | null;
    }>(
      `SELECT x.id, x.status, x.settled_amount, t.kind AS end_kind,
              (SELECT coalesce(sum(p.amount), 0) FROM wallet_postings p JOIN wallet_accounts a ON a.id = p.account_id
                WHERE p.transaction_id = t.id AND a.kind = 'cash' AND a.user_id = x.user_id) AS to_cash
         FROM bonuses x
         LEFT JOIN wallet_transactions t ON t.idempotency_key = 'bonus:' || x.id || ':end'
        WHERE ($2::int IS NULL OR x.ended_at IS NULL OR x.ended_at > now() - make_interval(days => $2::int)) AND CASE
          WHEN x.status NOT IN ${ENDED} THEN t.id IS NOT NULL
          -- An end with money writes its transaction; an empty one (nothing left to move) writes none.
          WHEN t.id IS NULL THEN x.status = 'converted' AND coalesce(x.settled_amount, 0) <> 0
          ELSE t.kind <> 'bonus_' || x.status
            OR (SELECT coalesce(sum(p.amount), 0) FROM wallet_postings p JOIN wallet_accounts a ON a.id = p.account_id
                 WHERE p.transaction_id = t.id AND a.kind = 'cash' AND a.user_id = x.user_id)
               <> CASE WHEN x.status = 'converted' THEN coalesce(x.settled_amount, 0) ELSE 0 END
          END
        ORDER BY x.id LIMIT $1`,
      [limit, recentDays(scope)],
    );
    return rows.map((r) => {
      let why: string;
      if (!['converted', 'expired', 'forfeited', 'spent'].includes(r.status))
        why = `is ${r.status} but has an end transaction (${r.end_kind})`;
      else if (r.end_kind === null) why = `is converted to ${r.settled_amount} but no conversion is in the ledger`;
      else if (r.end_kind !== `bonus_${r.status}`) why = `is ${r.status} but its end transaction is ${r.end_kind}`;
      else
        why = `is ${r.status}${r.status === 'converted' ? ` to ${r.settled_amount}` : ''} but its end paid ${r.to_cash} to cash`;
      return { kind: 'bonus_conversion', detail: `bonus ${r.id} ${why}` };
    });
  },
};

/**
 * The house's bonus account per currency: every posting on it is a bonus's grant (exactly the
 * bonus's amount) or a bonus's end. Money paid from it any other way is a bonus the rows do not know.
 */
const house: ReconcileCheck = {
  kind: 'bonus_books',
  product: 'bonus',
  // Every bonus's grant and end, whatever the scope.
  wholeBooks: true,
  title: "the house's bonus account per currency: only the bonuses' grants (at their amount) and ends move it",
  async run(q, limit) {
    const { rows } = await q.query<{ currency: string; held: string; explained: string; bad_grants: string }>(
      `WITH h AS (
         SELECT a.id, a.currency, (SELECT coalesce(sum(p.amount), 0) FROM wallet_postings p WHERE p.account_id = a.id) AS held
           FROM wallet_accounts a WHERE a.user_id IS NULL AND a.kind = 'bonus_expense' AND a.name = 'bonuses'),
       x AS (
         SELECT x.currency, x.amount, x.account_id,
                (SELECT coalesce(sum(p.amount), 0) FROM wallet_transactions t JOIN wallet_postings p ON p.transaction_id = t.id
                  JOIN h ON h.id = p.account_id WHERE t.idempotency_key = 'bonus:' || x.id || ':grant') AS granted,
                (SELECT coalesce(sum(p.amount), 0) FROM wallet_transactions t JOIN wallet_postings p ON p.transaction_id = t.id
                  JOIN h ON h.id = p.account_id WHERE t.idempotency_key = 'bonus:' || x.id || ':end') AS returned
           FROM bonuses x WHERE x.account_id IS NOT NULL),
       s AS (
         SELECT currency, sum(granted + returned) AS explained,
                count(*) FILTER (WHERE granted <> -amount) AS bad_grants
           FROM x GROUP BY currency)
       SELECT coalesce(h.currency, s.currency) AS currency, coalesce(h.held, 0) AS held,
              coalesce(s.explained, 0) AS explained, coalesce(s.bad_grants, 0) AS bad_grants
         FROM h FULL JOIN s ON s.currency = h.currency
        WHERE coalesce(h.held, 0) <> coalesce(s.explained, 0) OR coalesce(s.bad_grants, 0) > 0
        ORDER BY 1 LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({
      kind: 'bonus_books',
      detail:
        Number(r.bad_grants) > 0 && r.held === r.explained
          ? `${r.currency}: ${r.bad_grants} bonus(es) granted another amount than their row says`
          : `${r.currency}: the house's bonus account moved ${r.held}, the bonuses' grants and ends explain ${r.explained}` +
            (Number(r.bad_grants) > 0 ? ` (and ${r.bad_grants} grant(s) differ from their row)` : ''),
    }));
  },
};

/**
 * Each withdrawal against its ledger: its hold, then the payout (approved) or the release
 * (rejected), each of its amount; a pending one has neither.
 */
const withdrawalMoney: ReconcileCheck = {
  kind: 'withdrawal_money',
  product: 'wallet',
  title: 'each withdrawal: held, then paid out (approved) or released (rejected), each at its amount, once',
  async run(q, limit, scope) {
    const { rows } = await q.query<{
      id: string;
      status: string;
      amount: string;
      held: string | null;
      paid: string | null;
      released: string | null;
    }>(
      `WITH w AS (
         SELECT w.id, w.status, w.amount,
                (SELECT sum(p.amount) FROM wallet_transactions t JOIN wallet_postings p ON p.transaction_id = t.id
                   JOIN wallet_accounts a ON a.id = p.account_id AND a.kind = 'withdrawal_pending'
                  WHERE t.idempotency_key = 'withdrawal:' || w.id || ':hold') AS held,
                (SELECT -sum(p.amount) FROM wallet_transactions t JOIN wallet_postings p ON p.transaction_id = t.id
                   JOIN wallet_accounts a ON a.id = p.account_id AND a.kind = 'withdrawal_pending'
                  WHERE t.idempotency_key = 'withdrawal:' || w.id || ':payout') AS paid,
                (SELECT -sum(p.amount) FROM wallet_transactions t JOIN wallet_postings p ON p.transaction_id = t.id
                   JOIN wallet_accounts a ON a.id = p.account_id AND a.kind = 'withdrawal_pending'
                  WHERE t.idempotency_key = 'withdrawal:' || w.id || ':release') AS released
           FROM withdrawals w
          WHERE $2::int IS NULL OR w.status = 'pending' OR w.created_at > now() - make_interval(days => $2::int))
       SELECT * FROM w
        WHERE held IS DISTINCT FROM amount
           OR paid IS DISTINCT FROM CASE WHEN status = 'approved' THEN amount END
           OR released IS DISTINCT FROM CASE WHEN status = 'rejected' THEN amount END
        ORDER BY id LIMIT $1`,
      [limit, scope === 'recent' ? 30 : null],
    );
    return rows.map((r) => {
      const parts: string[] = [];
      const say = (what: string, v: string | null, want: string | null) => {
        if (String(v) !== String(want)) parts.push(`${what} ${v ?? 'nothing'} (expected ${want ?? 'nothing'})`);
      };
      say('held', r.held, r.amount);
      say('paid out', r.paid, r.status === 'approved' ? r.amount : null);
      say('released', r.released, r.status === 'rejected' ? r.amount : null);
      return {
        kind: 'withdrawal_money',
        detail: `withdrawal ${r.id} (${r.status}, ${r.amount}): ${parts.join(', ')}`,
      };
    });
  },
};

/** A due payout the sender (every process, every 2 s) has had this long to take is stuck. */
const PAYOUT_STUCK_MINUTES = 10;

/** A settled withdrawal (approved: its money left the player) whose payout is neither sent nor on its way. */
const payouts: ReconcileCheck = {
  kind: 'withdrawal_payout',
  product: 'wallet',
  title: `each approved withdrawal's payout is sent, or queued/failed with a retry due; none due unclaimed for ${PAYOUT_STUCK_MINUTES} min`,
  async run(q, limit) {
    const { rows } = await q.query<{ id: string; payout_state: string | null; payout_next_at: Date | null }>(
      `SELECT id, payout_state, payout_next_at FROM withdrawals
        WHERE status = 'approved'
          AND (payout_state IS NULL
            OR (payout_state IN ('queued','failed') AND (payout_next_at IS NULL
              OR (payout_next_at < now() - make_interval(mins => $1)
                  AND (payout_claimed_until IS NULL OR payout_claimed_until < now())))))
        ORDER BY id LIMIT $2`,
      [PAYOUT_STUCK_MINUTES, limit],
    );
    return rows.map((r) => ({
      kind: 'withdrawal_payout',
      detail:
        r.payout_state === null
          ? `withdrawal ${r.id} is approved (its money left the player) but its payout is neither sent nor queued`
          : r.payout_next_at === null
            ? `withdrawal ${r.id}: payout ${r.payout_state} with no retry planned`
            : `withdrawal ${r.id}: payout ${r.payout_state}, due since ${new Date(r.payout_next_at).toISOString()} and not taken`,
    }));
  },
};

export const checks: ReconcileCheck[] = [accounts, conversions, house, withdrawalMoney, payouts];
