import type { ReconcileCheck, ReconcileProblem } from './types';

// sportsbook: its books against the ledger and its stuck states (see ./types.ts; issue 38,
// docs/decisions/054-sportsbook-settlement-is-durable.md).
// - Books: every movement of a bet is an sb_moves row (the stake negative, payouts positive,
//   reversals negative) and one ledger transaction on the house's 'betting' account, which takes
//   exactly the other side (a payout that repaid a debt included: the receivable got that part).
//   So per currency the 'betting' account's postings sum to minus the moves; per bet, what it was
//   paid is the sum of its moves after the stake.
// - Debts: each player's sb_debts row equals their receivable in the ledger.
// - Stuck: an accepted bet its legs decide, a market whose queued settlement or whose later change
//   was not settled, a live bet whose delay ended long ago — each older than the sweepers' pace.

/** Older than this, a state the sweepers finish within seconds is stuck (they run every 2 s, after 10 s). */
export const SPORTSBOOK_STUCK_AFTER_MS = 60_000;

/**
 * Accepted bets that are decided by their legs as they stand (every leg decided, or, but for a system
 * bet, a leg lost) and whose last deciding change is older than `$1`: a bet a settlement missed.
 * (A leg is decided by a result, or void by a cancel window over the bet's placement.) The settlement
 * sweeper settles what this finds; the check reports it.
 */
export const DECIDED_ACCEPTED_SQL = `
  SELECT b.id, b.user_id, b.currency, b.stake, s.last FROM sb_bets b
   CROSS JOIN LATERAL (
     SELECT bool_and(x.cancelled OR x.result IS NOT NULL) AS all_decided,
            bool_or(NOT x.cancelled AND x.result = 0 AND coalesce(x.void_factor::numeric, 0) = 0) AS any_lost,
            max(x.results_at) AS last
       FROM (SELECT o.result, o.void_factor, m.results_at,
                    EXISTS (SELECT 1 FROM sb_cancels c WHERE c.market_id = l.market_id AND NOT c.rolled_back
                              AND (c.start_at IS NULL OR b.placed_at >= c.start_at)
                              AND (c.end_at IS NULL OR b.placed_at <= c.end_at)) AS cancelled
               FROM sb_legs l JOIN sb_outcomes o ON o.id = l.outcome_id JOIN sb_markets m ON m.id = l.market_id
              WHERE l.bet_id = b.id) x) s
   WHERE b.status = 'accepted' AND (s.all_decided OR (b.kind <> 'system' AND s.any_lost))
     AND coalesce(s.last, b.placed_at) < $1`;

const cutoff = () => new Date(Date.now() - SPORTSBOOK_STUCK_AFTER_MS);

export const checks: ReconcileCheck[] = [
  {
    kind: 'sportsbook_books',
    product: 'sportsbook',
    // Reads its whole book whatever the scope: /metrics runs it at most every 10 minutes.
    wholeBooks: true,
    title: "the 'betting' house account equals the bets' moves, per currency",
    async run(q, limit) {
      const { rows } = await q.query<{ currency: string; books: string | null; ledger: string | null }>(
        `WITH books AS (SELECT b.currency, -sum(m.amount) AS s FROM sb_moves m JOIN sb_bets b ON b.id = m.bet_id
                         GROUP BY b.currency),
              ledger AS (SELECT a.currency, sum(p.amount) AS s FROM wallet_accounts a
                           JOIN wallet_postings p ON p.account_id = a.id
                          WHERE a.user_id IS NULL AND a.kind = 'game' AND a.name = 'betting' GROUP BY a.currency)
         SELECT currency, books.s AS books, ledger.s AS ledger FROM books FULL JOIN ledger USING (currency)
          WHERE coalesce(books.s, 0) <> coalesce(ledger.s, 0) ORDER BY currency LIMIT $1`,
        [limit],
      );
      return rows.map((r) => ({
        kind: 'sportsbook_books',
        detail: `${r.currency}: the bets' moves give the house ${r.books ?? 0}, its ledger account holds ${r.ledger ?? 0}`,
      }));
    },
  },
  {
    kind: 'sportsbook_bet_paid',
    product: 'sportsbook',
    // Reads its whole book whatever the scope: /metrics runs it at most every 10 minutes.
    wholeBooks: true,
    title: "each bet's paid and stake equal its moves",
    async run(q, limit) {
      const { rows } = await q.query<{ id: string; paid: string; moved: string; stake: string; staked: string }>(
        `SELECT b.id, b.paid, b.stake, coalesce(sum(m.amount) FILTER (WHERE m.kind <> 'stake'), 0) AS moved,
                coalesce(-sum(m.amount) FILTER (WHERE m.kind = 'stake'), 0) AS staked
           FROM sb_bets b LEFT JOIN sb_moves m ON m.bet_id = b.id
          GROUP BY b.id HAVING b.paid <> coalesce(sum(m.amount) FILTER (WHERE m.kind <> 'stake'), 0)
              OR b.stake <> coalesce(-sum(m.amount) FILTER (WHERE m.kind = 'stake'), 0)
          ORDER BY b.id LIMIT $1`,
        [limit],
      );
      return rows.map((r) => ({
        kind: 'sportsbook_bet_paid',
        detail: `bet ${r.id}: paid ${r.paid} but moved ${r.moved}; stake ${r.stake} but staked ${r.staked}`,
      }));
    },
  },
  {
    kind: 'sportsbook_debts',
    product: 'sportsbook',
    // Reads its whole book whatever the scope: /metrics runs it at most every 10 minutes.
    wholeBooks: true,
    title: "each player's debt equals their receivable in the ledger",
    async run(q, limit) {
      const { rows } = await q.query<{ user_id: string; currency: string; debt: string; owed: string }>(
        `WITH owed AS (SELECT a.name AS user_id, a.currency, -coalesce(sum(p.amount), 0) AS owed
                         FROM wallet_accounts a LEFT JOIN wallet_postings p ON p.account_id = a.id
                        WHERE a.user_id IS NULL AND a.kind = 'receivable' GROUP BY a.id)
         SELECT coalesce(d.user_id::text, o.user_id) AS user_id, coalesce(d.currency, o.currency) AS currency,
                coalesce(d.amount, 0) AS debt, coalesce(o.owed, 0) AS owed
           FROM sb_debts d FULL JOIN owed o ON o.user_id = d.user_id::text AND o.currency = d.currency
          WHERE coalesce(d.amount, 0) <> coalesce(o.owed, 0) ORDER BY 1, 2 LIMIT $1`,
        [limit],
      );
      return rows.map((r) => ({
        kind: 'sportsbook_debts',
        detail: `player ${r.user_id} ${r.currency}: debt ${r.debt}, receivable ${r.owed}`,
      }));
    },
  },
  {
    kind: 'sportsbook_unsettled',
    product: 'sportsbook',
    title: 'no accepted bet is left that its legs decide',
    async run(q, limit) {
      const { rows } = await q.query<{ id: string; stake: string }>(`${DECIDED_ACCEPTED_SQL} ORDER BY b.id LIMIT $2`, [
        cutoff(),
        limit,
      ]);
      return rows.map((r) => ({
        kind: 'sportsbook_unsettled',
        detail: `bet ${r.id} (stake ${r.stake}) is accepted though its legs decide it`,
      }));
    },
  },
  {
    kind: 'sportsbook_resettle_behind',
    product: 'sportsbook',
    title: 'every change of results reached the bets it touches',
    async run(q, limit) {
      const at = cutoff();
      const { rows: queued } = await q.query<{ market_id: string; gen: string }>(
        'SELECT market_id, gen FROM sb_settle_queue WHERE queued_at < $1 ORDER BY queued_at LIMIT $2',
        [at, limit],
      );
      const out: ReconcileProblem[] = queued.map((r) => ({
        kind: 'sportsbook_resettle_behind',
        detail: `market ${r.market_id}: its settlement (change ${r.gen}) is still queued`,
      }));
      const { rows: behind } = await q.query<{ id: string; market_id: string }>(
        `SELECT DISTINCT ON (b.id) b.id, l.market_id FROM sb_bets b
           JOIN sb_legs l ON l.bet_id = b.id JOIN sb_markets m ON m.id = l.market_id
          WHERE b.status IN ('accepted', 'settled') AND m.results_at < $1
            AND m.results_at > coalesce(b.checked_at, b.placed_at)
          ORDER BY b.id LIMIT $2`,
        [at, limit],
      );
      for (const r of behind) {
        out.push({
          kind: 'sportsbook_resettle_behind',
          detail: `bet ${r.id}: market ${r.market_id} changed its results after the bet was last settled`,
        });
      }
      return out.slice(0, limit);
    },
  },
  {
    kind: 'sportsbook_pending_overdue',
    product: 'sportsbook',
    title: 'no live bet waits long past its delay',
    async run(q, limit) {
      const { rows } = await q.query<{ id: string }>(
        `SELECT id FROM sb_bets WHERE status = 'pending' AND decide_at < $1 ORDER BY decide_at LIMIT $2`,
        [cutoff(), limit],
      );
      return rows.map((r) => ({ kind: 'sportsbook_pending_overdue', detail: `bet ${r.id} is pending past its delay` }));
    },
  },
];
