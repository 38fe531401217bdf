import type { LimitKind, LimitPeriod } from '../../contract/wallet';
import { WalletError } from '../../contract/wallet-errors';
import type { Queryable } from '../db/types';

// Player protection enforced where money moves: exclusions, deposit limits, loss limits. All of
// them belong to the player, so every account the player has or opens later is covered.
// Deposit limits count rolling windows (24 h, 7 days, 30 days) of deposits. Loss limits count the
// net loss of periods of the same lengths that run back to back from the limit's first use: the
// database keeps each period's running total beside the limit and checks it in the stake's own
// statement (wallet_game_move, migration 17), so a stake never scans the ledger. Several limits
// apply at once, so the lowest remaining one wins. A lowered limit applies at once; a raise or
// removal waits 24 h.

export const PERIOD_SECONDS: Record<LimitPeriod, number> = { day: 86_400, week: 7 * 86_400, month: 30 * 86_400 };
export const RAISE_DELAY_SECONDS = 86_400;

export interface Exclusion {
  kind: 'cool_off' | 'self_exclusion';
  until: string;
}

export async function activeExclusion(q: Queryable, userId: number): Promise<Exclusion | null> {
  const { rows } = await q.query<{ kind: Exclusion['kind']; until: Date | string }>(
    `SELECT kind, until FROM rg_exclusions WHERE user_id = $1 AND until > now() ORDER BY until DESC LIMIT 1`,
    [userId],
  );
  const r = rows[0];
  return r ? { kind: r.kind, until: new Date(r.until).toISOString() } : null;
}

export async function assertNotExcluded(q: Queryable, userId: number): Promise<void> {
  const ex = await activeExclusion(q, userId);
  if (ex) throw new WalletError('excluded', undefined, { until: ex.until, kind: ex.kind });
}

export interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  /** In force now (a pending change whose time has come counts). */
  amount: number | null;
  pending: { amount: number | null; effectiveAt: string } | null;
  /** Loss limits: the net loss of the current period and when that period ends (null: none yet). */
  window: { used: number; resetsAt: string } | null;
}

export async function limitsOf(q: Queryable, userId: number): Promise<LimitRow[]> {
  const { rows } = await q.query<{
    kind: LimitKind;
    period: LimitPeriod;
    amount: number | null;
    pending_amount: number | null;
    pending_at: Date | string | null;
    due: boolean;
    window_net: number;
    window_end: Date | string | null;
    window_over: boolean | null;
  }>(
    `SELECT kind, period, amount, pending_amount, pending_at, pending_at IS NOT NULL AND pending_at <= now() AS due,
            window_net, window_start + make_interval(secs => rg_period_seconds(period)) AS window_end,
            window_start + make_interval(secs => rg_period_seconds(period)) <= now() AS window_over
       FROM rg_limits WHERE user_id = $1`,
    [userId],
  );
  return rows.map((r) => {
    const num = (v: number | null) => (v === null ? null : Number(v));
    const window =
      r.kind === 'loss' && r.window_end !== null && !r.window_over
        ? { used: Math.max(0, Number(r.window_net)), resetsAt: new Date(r.window_end).toISOString() }
        : null;
    if (r.due) return { kind: r.kind, period: r.period, amount: num(r.pending_amount), pending: null, window };
    return {
      kind: r.kind,
      period: r.period,
      amount: num(r.amount),
      pending: r.pending_at
        ? { amount: num(r.pending_amount), effectiveAt: new Date(r.pending_at).toISOString() }
        : null,
      window,
    };
  });
}

/** Gross deposits in the window: paid ones and those still open, so opening many cannot bypass a limit. */
export async function depositsUsed(q: Queryable, userId: number, seconds: number): Promise<number> {
  const { rows } = await q.query<{ s: number | null }>(
    `SELECT sum(amount) AS s FROM deposits WHERE user_id = $1 AND status IN ('created','pending','paid')
       AND created_at > now() - make_interval(secs => $2)`,
    [userId, seconds],
  );
  return Number(rows[0]?.s ?? 0);
}

/** Net loss in a rolling window: stakes minus winnings on the player's cash (the profile's figure; never on a stake). */
export async function lossUsed(q: Queryable, userId: number, seconds: number): Promise<number> {
  const { rows } = await q.query<{ s: number | null }>(
    `SELECT -sum(p.amount) AS s FROM wallet_transactions t
       JOIN wallet_postings p ON p.transaction_id = t.id
       JOIN wallet_accounts a ON a.id = p.account_id AND a.user_id = t.user_id AND a.kind = 'cash'
      WHERE t.user_id = $1 AND t.kind IN ('stake','win','bet') AND t.created_at > now() - make_interval(secs => $2)`,
    [userId, seconds],
  );
  return Math.max(0, Number(rows[0]?.s ?? 0));
}

/** Refuses a deposit that would pass any deposit limit (the lowest remaining wins). */
export async function assertWithinLimits(q: Queryable, userId: number, kind: 'deposit', amount: number): Promise<void> {
  const limits = (await limitsOf(q, userId)).filter((l) => l.kind === kind && l.amount !== null);
  for (const l of limits) {
    const used = await depositsUsed(q, userId, PERIOD_SECONDS[l.period]);
    if (used + amount > l.amount!) {
      throw new WalletError('limit_exceeded', `This would pass your ${l.period} ${kind} limit`, {
        period: l.period,
        limit: l.amount,
        used,
        remaining: Math.max(0, l.amount! - used),
      });
    }
  }
}

/** Registration: the terms version, when it was accepted, and the 18+ declaration (same checkbox). */
export async function recordTermsAcceptance(q: Queryable, userId: number, version: string): Promise<void> {
  await q.query(
    `UPDATE users SET terms_version = $2, terms_accepted_at = now(), adult_declared_at = now() WHERE id = $1`,
    [userId, version],
  );
}
