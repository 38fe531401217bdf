import {
  COOL_OFF_PERIODS,
  type ExclusionRequest,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitPeriod,
  type LimitsRequest,
  type LimitState,
  type RgSettingsRequest,
  type RgState,
} from '../../contract/wallet';
import type { Queryable } from '../db/types';
import { cancelOpenDeposits } from './payments.server';
import {
  activeExclusion,
  depositsUsed,
  limitsOf,
  lossUsed,
  PERIOD_SECONDS,
  RAISE_DELAY_SECONDS,
} from './protection.server';

// The player's responsible-gaming settings (GET/PUT /responsible-gaming…).

/** The whole state the profile page shows. */
export async function rgState(q: Queryable, userId: number, sessionStartedAt: string | null): Promise<RgState> {
  const limits = await limitsOf(q, userId);
  const out = { deposit: {}, loss: {} } as RgState['limits'];
  for (const kind of LIMIT_KINDS) {
    for (const period of LIMIT_PERIODS) {
      const row = limits.find((l) => l.kind === kind && l.period === period);
      const seconds = PERIOD_SECONDS[period];
      // A loss limit's own period when it has one running; otherwise the rolling window, for information.
      const used =
        kind === 'deposit'
          ? await depositsUsed(q, userId, seconds)
          : (row?.window?.used ?? (row?.amount != null ? 0 : await lossUsed(q, userId, seconds)));
      const state: LimitState = {
        amount: row?.amount ?? null,
        used,
        pending: row?.pending ? { amount: row.pending.amount, effective_at: row.pending.effectiveAt } : null,
        resets_at: row?.window?.resetsAt ?? null,
      };
      out[kind][period] = state;
    }
  }
  const { rows } = await q.query<{ r: number | null; i: number | null }>(
    `SELECT reality_check_minutes AS r, inactivity_logout_minutes AS i FROM users WHERE id = $1`,
    [userId],
  );
  let net = 0;
  if (sessionStartedAt) {
    const { rows: n } = await q.query<{ s: number | null }>(
      `SELECT sum(p.amount) AS s FROM wallet_transactions t JOIN wallet_postings p ON p.transaction_id = t.id
         JOIN wallet_accounts a ON a.id = p.account_id AND a.user_id = t.user_id AND a.kind = 'cash'
        WHERE t.user_id = $1 AND t.kind IN ('stake','win','bet') AND t.created_at >= $2`,
      [userId, sessionStartedAt],
    );
    net = Number(n[0]?.s ?? 0);
  }
  return {
    limits: out,
    exclusion: await activeExclusion(q, userId),
    reality_check_minutes: rows[0]?.r ?? null,
    inactivity_logout_minutes: rows[0]?.i ?? null,
    session: { started_at: sessionStartedAt, net },
  };
}

/**
 * PUT /responsible-gaming/limits. A new or lower limit applies at once; a higher one or a
 * removal (null) waits 24 hours, answered as `pending.effective_at`.
 */
export async function setLimits(tx: Queryable, userId: number, req: LimitsRequest): Promise<void> {
  await tx.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [userId]);
  const current = await limitsOf(tx, userId);
  for (const kind of LIMIT_KINDS) {
    const given = req[kind];
    if (!given) continue;
    for (const period of LIMIT_PERIODS) {
      if (!(period in given)) continue;
      const next = given[period] ?? null;
      const now = current.find((l) => l.kind === kind && l.period === period)?.amount ?? null;
      const tighter = next !== null && (now === null || next <= now);
      if (tighter || (next === null && now === null)) {
        await tx.query(
          `INSERT INTO rg_limits (user_id, kind, period, amount) VALUES ($1, $2, $3, $4)
           ON CONFLICT (user_id, kind, period) DO UPDATE SET amount = $4, pending_amount = NULL, pending_at = NULL, updated_at = now()`,
          [userId, kind, period, next],
        );
      } else {
        await tx.query(
          `INSERT INTO rg_limits (user_id, kind, period, amount, pending_amount, pending_at)
           VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))
           ON CONFLICT (user_id, kind, period) DO UPDATE SET amount = $4, pending_amount = $5,
             pending_at = now() + make_interval(secs => $6), updated_at = now()`,
          [userId, kind, period, now, next, RAISE_DELAY_SECONDS],
        );
      }
    }
  }
  // A new loss limit starts its first period now, counting the losses of the period just past:
  // setting a limit after a bad hour does not wipe that hour.
  const { rows: fresh } = await tx.query<{ period: LimitPeriod }>(
    `SELECT period FROM rg_limits WHERE user_id = $1 AND kind = 'loss' AND window_start IS NULL`,
    [userId],
  );
  for (const { period } of fresh) {
    await tx.query(
      `UPDATE rg_limits SET window_start = now(), window_net = $3 WHERE user_id = $1 AND kind = 'loss' AND period = $2`,
      [userId, period, await lossUsed(tx, userId, PERIOD_SECONDS[period])],
    );
  }
}

export async function setRgSettings(tx: Queryable, userId: number, req: RgSettingsRequest): Promise<void> {
  if ('reality_check_minutes' in req) {
    await tx.query(`UPDATE users SET reality_check_minutes = $2 WHERE id = $1`, [userId, req.reality_check_minutes]);
  }
  if ('inactivity_logout_minutes' in req) {
    await tx.query(`UPDATE users SET inactivity_logout_minutes = $2 WHERE id = $1`, [
      userId,
      req.inactivity_logout_minutes,
    ]);
  }
}

const PERIOD_SQL: Record<string, string> = {
  '1d': '1 day',
  '1w': '7 days',
  '1m': '1 month',
  '2m': '2 months',
  '3m': '3 months',
  '6m': '6 months',
  '1y': '1 year',
  '5y': '5 years',
};

/**
 * POST /responsible-gaming/exclusion. Starts at once; a longer one may follow a shorter one,
 * but nothing shortens a running exclusion. The caller ends the player's sessions in the
 * same transaction. Pending withdrawals are untouched: they continue.
 */
export async function startExclusion(
  tx: Queryable,
  userId: number,
  req: ExclusionRequest,
): Promise<{ kind: ExclusionRequest['kind']; until: string }> {
  if (req.kind === 'cool_off' && !(COOL_OFF_PERIODS as readonly string[]).includes(req.period)) {
    throw new Error('unreachable: the contract checks periods');
  }
  const { rows } = await tx.query<{ until: Date | string }>(
    `INSERT INTO rg_exclusions (user_id, kind, period, until) VALUES ($1, $2, $3, now() + $4::interval) RETURNING until`,
    [userId, req.kind, req.period, PERIOD_SQL[req.period]],
  );
  await cancelOpenDeposits(tx, userId); // money still arriving for them is frozen (payments.server.ts)
  const longest = await activeExclusion(tx, userId);
  return longest ?? { kind: req.kind, until: new Date(rows[0]!.until).toISOString() };
}

/** Marketing must not reach an excluded player (for the mailing code to ask). */
export async function mayReceiveMarketing(q: Queryable, userId: number): Promise<boolean> {
  return (await activeExclusion(q, userId)) === null;
}
