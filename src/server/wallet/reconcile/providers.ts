import type { ReconcileCheck } from './types';

// Game providers (Hub88 and the like, the studio among them; decision 043): each provider's record
// of calls against the ledger, and the round states a sweeper should have ended (see ./types.ts).

/** Margins past each sweeper's own schedule before a state counts as stuck. */
const STALE_ROUND_HOURS = 49; // closed at 48 h by a sweep every 10 min
const ROLLBACK_MINUTES = 30; // finished by the same sweep

const money = (v: string | number) => Number(v);

export const checks: ReconcileCheck[] = [
  {
    kind: 'provider_books',
    product: 'providers',
    // Reads its whole book whatever the scope: /metrics runs it at most every 10 minutes.
    wholeBooks: true,
    title:
      "each provider's bets less its wins and rollbacks equal, per currency, what its house accounts hold in the ledger",
    async run(q, limit) {
      // Every call's money moved through wallet_game_move onto the house account <provider>:<game>
      // (stake - payout): a bet adds its amount, a win or a rollback takes its amount back.
      const { rows } = await q.query<{ provider: string; currency: string; calls: string; ledger: string }>(
        `WITH pt AS (
           SELECT provider, currency,
                  sum(CASE kind WHEN 'bet' THEN amount WHEN 'tombstone' THEN 0 ELSE -amount END) AS net
             FROM provider_transactions WHERE currency IS NOT NULL GROUP BY provider, currency),
         led AS (
           SELECT split_part(a.name, ':', 1) AS provider, a.currency, sum(p.amount) AS net
             FROM wallet_accounts a JOIN wallet_postings p ON p.account_id = a.id
            WHERE a.user_id IS NULL AND a.kind = 'game' AND a.name LIKE '%:%'
              AND split_part(a.name, ':', 1) IN (SELECT provider FROM pt)
            GROUP BY 1, 2)
         SELECT coalesce(pt.provider, led.provider) AS provider, coalesce(pt.currency, led.currency) AS currency,
                coalesce(pt.net, 0) AS calls, coalesce(led.net, 0) AS ledger
           FROM pt FULL JOIN led ON led.provider = pt.provider AND led.currency = pt.currency
          WHERE coalesce(pt.net, 0) <> coalesce(led.net, 0)
          ORDER BY 1, 2 LIMIT $1`,
        [limit],
      );
      return rows.map((r) => ({
        kind: 'provider_books',
        detail: `provider ${r.provider} ${r.currency}: calls net ${money(r.calls)}, house accounts ${money(r.ledger)}`,
      }));
    },
  },
  {
    kind: 'provider_round_stale',
    product: 'providers',
    title: `no provider round (and its open bets) is left open past the sweeper's ${STALE_ROUND_HOURS - 1} hours`,
    async run(q, limit) {
      const { rows } = await q.query<{ provider: string; round_id: string; user_id: string; open: number }>(
        `SELECT r.provider, r.round_id, r.user_id,
                (SELECT count(*)::int FROM provider_transactions t WHERE t.provider = r.provider AND t.round_id = r.round_id
                    AND t.user_id = r.user_id AND t.kind = 'bet' AND t.status = 'open') AS open
           FROM provider_rounds r
          WHERE r.closed_at IS NULL AND r.rollback_requested_at IS NULL
            AND r.opened_at < now() - make_interval(hours => $2)
          ORDER BY r.opened_at LIMIT $1`,
        [limit, STALE_ROUND_HOURS],
      );
      return rows.map((r) => ({
        kind: 'provider_round_stale',
        detail: `provider ${r.provider} round ${r.round_id} (user ${r.user_id}) still open, ${r.open} open bet(s)`,
      }));
    },
  },
  {
    kind: 'provider_rollback_pending',
    product: 'providers',
    title: `an operator's round rollback has returned its stakes within ${ROLLBACK_MINUTES} minutes`,
    async run(q, limit) {
      const { rows } = await q.query<{ provider: string; round_id: string; user_id: string }>(
        `SELECT provider, round_id, user_id FROM provider_rounds
          WHERE rollback_requested_at IS NOT NULL AND rolled_back_at IS NULL
            AND rollback_requested_at < now() - make_interval(mins => $2)
          ORDER BY rollback_requested_at LIMIT $1`,
        [limit, ROLLBACK_MINUTES],
      );
      return rows.map((r) => ({
        kind: 'provider_rollback_pending',
        detail: `provider ${r.provider} round ${r.round_id} (user ${r.user_id}): rollback recorded, stakes not returned`,
      }));
    },
  },
];
