import { STUDIO_PROVIDER } from '../../providers/studio-setup.server';
import type { ReconcileCheck } from './types';

// The in-house studio (src/studio, decisions 041, 042, 056): its own books (spins and live-table
// bets in real money) against the wallet's record of its calls, and the states its outbox
// sweeper should have ended (see ./types.ts). Margins are past the sweeper's own schedule.

/** A spin's guard fires after 60 s and the sweeper runs every 2 s. */
const PENDING_MINUTES = 10;
/** A win or rollback is retried with backoff up to 10 min apart. */
const OWED_MINUTES = 30;

const money = (v: string | number) => Number(v);

export const checks: ReconcileCheck[] = [
  {
    kind: 'studio_books',
    product: 'studio',
    // Reads its whole book whatever the scope: /metrics runs it at most every 10 minutes.
    wholeBooks: true,
    title: "the studio's spins and table bets equal, per currency, what the wallet recorded of its calls",
    async run(q, limit) {
      // Each finished item (a spin, a table bet) is net stake - payout on the studio's side and
      // bets - wins - rollbacks under its ids on the wallet's. Items still on their way (pending,
      // failed, or with a call in the outbox) are left out of both: the checks below watch them.
      const { rows } = await q.query<{ currency: string; studio: string; wallet: string }>(
        `WITH items AS (
           SELECT id, currency, CASE status WHEN 'settled' THEN cost - payout WHEN 'bet_ok' THEN cost ELSE 0 END AS net,
                  status IN ('pending', 'failed') AS open
             FROM studio_spins WHERE mode = 'real'
           UNION ALL
           SELECT id, currency,
                  CASE status WHEN 'settled' THEN amount - coalesce(payout, 0) WHEN 'accepted' THEN amount ELSE 0 END,
                  status = 'pending'
             FROM studio_table_bets WHERE session->>'mode' = 'real'),
         skip AS (SELECT id FROM items WHERE open UNION SELECT reference FROM studio_outbox WHERE state <> 'done'),
         studio AS (SELECT currency, sum(net) AS net FROM items WHERE id NOT IN (SELECT id FROM skip) GROUP BY currency),
         wallet AS (
           SELECT currency, sum(CASE kind WHEN 'bet' THEN amount WHEN 'tombstone' THEN 0 ELSE -amount END) AS net
             FROM provider_transactions
            WHERE provider = $2 AND currency IS NOT NULL AND coalesce(reference_tx, tx_id) NOT IN (SELECT id FROM skip)
            GROUP BY currency)
         SELECT coalesce(s.currency, w.currency) AS currency, coalesce(s.net, 0) AS studio, coalesce(w.net, 0) AS wallet
           FROM studio s FULL JOIN wallet w ON w.currency = s.currency
          WHERE coalesce(s.net, 0) <> coalesce(w.net, 0)
          ORDER BY 1 LIMIT $1`,
        [limit, STUDIO_PROVIDER],
      );
      return rows.map((r) => ({
        kind: 'studio_books',
        detail: `studio ${r.currency}: its books net ${money(r.studio)}, the wallet's ${money(r.wallet)}`,
      }));
    },
  },
  {
    kind: 'studio_spin_pending',
    product: 'studio',
    title: `no real-money spin is still pending ${PENDING_MINUTES} minutes after its guard`,
    async run(q, limit) {
      const { rows } = await q.query<{ id: string; cost: string }>(
        `SELECT id, cost FROM studio_spins WHERE status = 'pending' AND mode = 'real'
            AND created_at < now() - make_interval(mins => $2) ORDER BY created_at LIMIT $1`,
        [limit, PENDING_MINUTES + 1],
      );
      return rows.map((r) => ({ kind: 'studio_spin_pending', detail: `spin ${r.id} (${money(r.cost)}) pending` }));
    },
  },
  {
    kind: 'studio_spin_unpaid',
    product: 'studio',
    title: `no spin's win is owed ${OWED_MINUTES} minutes after its bet, or refused by the wallet`,
    async run(q, limit) {
      const { rows } = await q.query<{ id: string; status: string; payout: string; wallet_status: string | null }>(
        `SELECT id, status, payout, wallet_status FROM studio_spins
          WHERE mode = 'real' AND (status = 'failed' OR (status = 'bet_ok' AND created_at < now() - make_interval(mins => $2)))
          ORDER BY created_at LIMIT $1`,
        [limit, OWED_MINUTES],
      );
      return rows.map((r) => ({
        kind: 'studio_spin_unpaid',
        detail: `spin ${r.id}: ${r.status}, win ${money(r.payout)} (${r.wallet_status ?? 'no answer'})`,
      }));
    },
  },
  {
    kind: 'studio_outbox_stuck',
    product: 'studio',
    title: 'every win and rollback the studio owes is delivered within its retries, and the sweeper keeps up',
    async run(q, limit) {
      const { rows } = await q.query<{
        tx_id: string;
        kind: string;
        state: string;
        attempts: number;
        last_status: string | null;
      }>(
        `SELECT tx_id, kind, state, attempts, last_status FROM studio_outbox
          WHERE state = 'gave_up' OR (state IN ('armed', 'due') AND next_at < now() - make_interval(mins => $2))
          ORDER BY next_at LIMIT $1`,
        [limit, OWED_MINUTES],
      );
      return rows.map((r) => ({
        kind: 'studio_outbox_stuck',
        detail: `${r.kind} ${r.tx_id}: ${r.state} after ${r.attempts} attempt(s) (${r.last_status ?? 'never sent'})`,
      }));
    },
  },
  {
    kind: 'studio_table_bet_stuck',
    product: 'studio',
    title: 'no live-table bet waits for the wallet past its grace, or stays unpaid in a settled round',
    async run(q, limit) {
      const { rows } = await q.query<{ id: string; status: string; round_id: string }>(
        `SELECT b.id, b.status, b.round_id FROM studio_table_bets b JOIN studio_table_rounds r ON r.id = b.round_id
          WHERE (b.status = 'pending' AND b.placed_at < extract(epoch FROM now()) * 1000 - $2::bigint * 60000)
             OR (b.status = 'accepted' AND r.phase = 'settled')
          ORDER BY b.placed_at LIMIT $1`,
        [limit, PENDING_MINUTES],
      );
      return rows.map((r) => ({
        kind: 'studio_table_bet_stuck',
        detail: `table bet ${r.id} in round ${r.round_id}: ${r.status}`,
      }));
    },
  },
];
