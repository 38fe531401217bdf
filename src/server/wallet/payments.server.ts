import type { Currency } from '../../contract/common';
import {
  type Deposit,
  type DepositStatus,
  MIN_DEPOSIT,
  MIN_PAYOUT,
  type Wallet,
  type WithdrawalStatus,
} from '../../contract/wallet';
import { WalletError } from '../../contract/wallet-errors';
import type { WalletConfig } from '../config/schema';
import type { Db, Queryable } from '../db/types';
import { balancesOf, inWalletTransaction } from './ledger.server';
import { creditDeposit, hold, release, settleWithdrawal } from './movements.server';
import { assertNotExcluded, assertWithinLimits } from './protection.server';
import { providerById, providerForMethod } from './providers';
import {
  cardOutcome,
  SANDBOX_DELAY_SECONDS,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxEvent,
} from './providers/sandbox.server';

// Deposits and withdrawals. The ledger is credited only from a verified webhook (or the
// sandbox's own confirmation going through the same verification), never from a browser
// redirect. A deposit is created → pending → paid | failed, or expired when nobody paid.

const FINAL: DepositStatus[] = ['paid', 'failed', 'expired'];

async function accountCurrency(q: Queryable, userId: number): Promise<Currency> {
  const { rows } = await q.query<{ currency: Currency | null }>(`SELECT currency FROM users WHERE id = $1`, [userId]);
  const c = rows[0]?.currency;
  if (!c) throw new WalletError('currency_required');
  return c;
}

type DepositRow = {
  id: string;
  user_id: number;
  currency: Currency;
  amount: number;
  method: string;
  provider: string;
  status: DepositStatus;
  provider_ref: string | null;
  pay_url: string | null;
};

function depositView(d: DepositRow, payUrl: string | null): Deposit {
  return {
    id: d.id,
    status: d.status,
    amount: Number(d.amount),
    currency: d.currency,
    pay_url: FINAL.includes(d.status) ? null : payUrl,
  };
}

/** POST /wallet/deposits: checks exclusion, minimum and deposit limits before anything is created. */
export async function createDeposit(
  tx: Queryable,
  cfg: WalletConfig,
  userId: number,
  req: { amount: number; method: string },
): Promise<Deposit> {
  await tx.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [userId]); // one deposit decision at a time
  await assertNotExcluded(tx, userId);
  const currency = await accountCurrency(tx, userId);
  if (req.amount < MIN_DEPOSIT[currency]) {
    throw new WalletError('below_minimum', `The smallest deposit is ${MIN_DEPOSIT[currency]}`, {
      minimum: MIN_DEPOSIT[currency],
    });
  }
  const provider = providerForMethod(cfg.providers, req.method, currency, 'deposit');
  await assertWithinLimits(tx, userId, 'deposit', req.amount);
  const { rows } = await tx.query<DepositRow>(
    `INSERT INTO deposits (user_id, currency, amount, method, provider, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(mins => $6)) RETURNING *`,
    [userId, currency, req.amount, req.method, provider.id, cfg.depositExpiryMinutes],
  );
  const d = rows[0]!;
  const pay = await provider.createPayment(tx, { depositId: d.id, amount: req.amount, currency, method: req.method });
  await tx.query(`UPDATE deposits SET provider_ref = $2, pay_url = $3 WHERE id = $1`, [
    d.id,
    pay.providerRef,
    pay.payUrl,
  ]);
  return depositView(d, pay.payUrl);
}

/** GET /wallet/deposits/{id}: only the owner sees it (another player's id is 404, like a missing one). */
export async function getDeposit(db: Db, userId: number, id: string): Promise<Deposit> {
  await sweepDeposits(db, { id });
  const { rows } = await db.query<DepositRow>(`SELECT * FROM deposits WHERE id = $1 AND user_id = $2`, [id, userId]);
  const d = rows[0];
  if (!d) throw new WalletError('not_found');
  return depositView(d, d.pay_url);
}

/**
 * Applies a provider's webhook. Verified first (bad signature → invalid_signature, nothing
 * changes); the event id is recorded in the same transaction as its effect, so a replay
 * finds it and does nothing. Answers whether the event was new.
 */
export async function handlePaymentWebhook(
  db: Db,
  providerId: string,
  rawBody: string,
  header: (name: string) => string | undefined,
): Promise<{ applied: boolean }> {
  const provider = providerById(providerId);
  const e = await provider.verifyWebhook(db, rawBody, header);
  return inWalletTransaction(db, async (tx) => {
    const fresh = await tx.query(
      `INSERT INTO payment_events (provider, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`,
      [provider.id, e.eventId],
    );
    if (!fresh.rows.length) return { applied: false };
    const { rows } = await tx.query<DepositRow>(`SELECT * FROM deposits WHERE id = $1 AND provider = $2 FOR UPDATE`, [
      e.depositId,
      provider.id,
    ]);
    const d = rows[0];
    if (!d) throw new WalletError('not_found');
    if (Number(d.amount) !== e.amount || d.currency !== e.currency) {
      throw new WalletError('invalid_state', 'The webhook does not match the deposit');
    }
    if (e.status === 'paid') {
      // Money the provider took is credited even if the deposit had expired meanwhile.
      if (d.status === 'paid' || d.status === 'failed') return { applied: false };
      const res = await creditDeposit(tx, {
        id: d.id,
        userId: Number(d.user_id),
        currency: d.currency,
        amount: Number(d.amount),
        provider: provider.id,
      });
      await tx.query(`UPDATE deposits SET status = 'paid', transaction_id = $2, updated_at = now() WHERE id = $1`, [
        d.id,
        res.transactionId,
      ]);
      return { applied: true };
    }
    if (e.status === 'failed') {
      if (FINAL.includes(d.status)) return { applied: false };
      await tx.query(`UPDATE deposits SET status = 'failed', updated_at = now() WHERE id = $1`, [d.id]);
      return { applied: true };
    }
    if (d.status !== 'created') return { applied: false };
    await tx.query(`UPDATE deposits SET status = 'pending', updated_at = now() WHERE id = $1`, [d.id]);
    return { applied: true };
  });
}

/** The sandbox's hosted page was submitted with a card: the sandbox decides and sends its webhook. */
export async function sandboxCharge(db: Db, depositId: string, card: string): Promise<DepositStatus | 'unknown_card'> {
  const { rows } = await db.query<DepositRow>(`SELECT * FROM deposits WHERE id = $1 AND provider = 'sandbox'`, [
    depositId,
  ]);
  const d = rows[0];
  if (!d) throw new WalletError('not_found');
  if (d.status !== 'created') return d.status;
  const outcome = cardOutcome(card);
  if (outcome === 'unknown') return 'unknown_card';
  const deliver = async (status: 'pending' | 'paid' | 'failed') => {
    const signed = await signSandboxEvent(db, { depositId, status, amount: Number(d.amount), currency: d.currency });
    await handlePaymentWebhook(db, 'sandbox', signed.body, (n) =>
      n.toLowerCase() === SANDBOX_SIGNATURE_HEADER ? signed.signature : undefined,
    );
  };
  if (outcome === 'delay') {
    await db.query(`UPDATE deposits SET confirm_at = now() + make_interval(secs => $2) WHERE id = $1`, [
      depositId,
      SANDBOX_DELAY_SECONDS,
    ]);
    await deliver('pending');
  } else await deliver(outcome === 'pay' ? 'paid' : 'failed');
  const { rows: after } = await db.query<{ status: DepositStatus }>(`SELECT status FROM deposits WHERE id = $1`, [
    depositId,
  ]);
  return after[0]!.status;
}

/**
 * Housekeeping for deposits: confirms sandbox payments whose delay has passed, and expires
 * deposits nobody paid in time. `id` limits it to one deposit (a status poll); `now`
 * lets tests look into the future.
 */
export async function sweepDeposits(db: Db, opts: { id?: string; now?: Date } = {}): Promise<number> {
  const now = opts.now ?? new Date();
  const due = await db.query<DepositRow>(
    `SELECT * FROM deposits WHERE provider = 'sandbox' AND status = 'pending' AND confirm_at <= $1
       AND ($2::uuid IS NULL OR id = $2)`,
    [now, opts.id ?? null],
  );
  for (const d of due.rows) {
    const signed = await signSandboxEvent(db, {
      depositId: d.id,
      status: 'paid',
      amount: Number(d.amount),
      currency: d.currency,
    });
    await handlePaymentWebhook(db, 'sandbox', signed.body, (n) =>
      n.toLowerCase() === SANDBOX_SIGNATURE_HEADER ? signed.signature : undefined,
    );
  }
  const expired = await db.query(
    `UPDATE deposits SET status = 'expired', updated_at = now()
      WHERE status IN ('created','pending') AND expires_at <= $1 AND confirm_at IS NULL AND ($2::uuid IS NULL OR id = $2)
      RETURNING id`,
    [now, opts.id ?? null],
  );
  return due.rows.length + expired.rows.length;
}

// ---------------------------------------------------------------------------- withdrawals

type WithdrawalRow = {
  id: string;
  user_id: number;
  currency: Currency;
  amount: number;
  method: string;
  destination: string;
  status: WithdrawalStatus;
  created_at: Date | string;
};

/** POST /wallet/withdrawals: the amount is held at once; only an operator can approve or reject it. */
export async function requestWithdrawal(
  tx: Queryable,
  cfg: WalletConfig,
  userId: number,
  req: { amount: number; method: string; destination: string },
): Promise<{ id: string; status: WithdrawalStatus }> {
  const { rows: u } = await tx.query<{ currency: Currency | null; verification_status: string | null }>(
    `SELECT currency, verification_status FROM users WHERE id = $1 FOR UPDATE`,
    [userId],
  );
  const currency = u[0]?.currency;
  if (!currency) throw new WalletError('currency_required');
  if (req.amount < MIN_PAYOUT[currency]) {
    throw new WalletError('below_minimum', `The smallest payout is ${MIN_PAYOUT[currency]}`, {
      minimum: MIN_PAYOUT[currency],
    });
  }
  if (cfg.withdrawalVerificationRequired && !['success', 'verified'].includes(u[0]?.verification_status ?? '')) {
    throw new WalletError('verification_required');
  }
  const provider = providerForMethod(cfg.providers, req.method, currency, 'withdrawal');
  const { balance } = await balancesOf(tx, userId, currency);
  if (balance < req.amount) throw new WalletError('insufficient_funds');
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO withdrawals (user_id, currency, amount, method, destination) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [userId, currency, req.amount, `${provider.id}:${req.method}`, req.destination],
  );
  const id = rows[0]!.id;
  await hold(tx, { id, userId, currency, amount: req.amount });
  return { id, status: 'pending' };
}

export interface WithdrawalListItem {
  id: string;
  user_id: number;
  email: string | null;
  currency: string;
  amount: number;
  method: string;
  status: WithdrawalStatus;
  created_at: string;
}

export async function listWithdrawals(q: Queryable, status: WithdrawalStatus | 'all' = 'pending') {
  const { rows } = await q.query<WithdrawalListItem>(
    `SELECT w.id, w.user_id, u.email, w.currency, w.amount, w.method, w.status, w.created_at
       FROM withdrawals w JOIN users u ON u.id = w.user_id
      WHERE $1 = 'all' OR w.status = $1 ORDER BY w.created_at LIMIT 500`,
    [status],
  );
  return rows.map((r) => ({ ...r, amount: Number(r.amount), created_at: new Date(r.created_at).toISOString() }));
}

/** Operator: approve (pay out through the provider) or reject (release the hold). Only pending ones. */
export async function decideWithdrawal(
  db: Db,
  id: string,
  decision: 'approve' | 'reject',
  by: { actor: string; reason?: string },
): Promise<WithdrawalRow> {
  const out = await inWalletTransaction(db, async (tx) => {
    const { rows } = await tx.query<WithdrawalRow>(`SELECT * FROM withdrawals WHERE id = $1 FOR UPDATE`, [id]);
    const w = rows[0];
    if (!w) throw new WalletError('not_found');
    if (w.status !== 'pending') throw new WalletError('invalid_state', `The withdrawal is already ${w.status}`);
    const move = { id: w.id, userId: Number(w.user_id), currency: w.currency, amount: Number(w.amount) };
    const providerId = w.method.split(':')[0]!;
    if (decision === 'approve') {
      const provider = providerById(providerId);
      await provider.payout(tx, {
        withdrawalId: w.id,
        amount: move.amount,
        currency: w.currency,
        method: w.method,
        destination: w.destination,
      });
      await settleWithdrawal(tx, { ...move, provider: providerId });
    } else {
      await release(tx, move);
    }
    const status: WithdrawalStatus = decision === 'approve' ? 'approved' : 'rejected';
    const { rows: upd } = await tx.query<WithdrawalRow>(
      `UPDATE withdrawals SET status = $2, decided_by = $3, reason = $4, decided_at = now() WHERE id = $1 RETURNING *`,
      [id, status, by.actor, by.reason ?? null],
    );
    return upd[0]!;
  });
  return out;
}

// ---------------------------------------------------------------------------- GET /wallet

/** Lifetime deposits paid minus withdrawals requested (pending or paid out). */
export async function netDeposits(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ n: number | null }>(
    `SELECT coalesce((SELECT sum(amount) FROM deposits WHERE user_id = $1 AND status = 'paid'), 0)
          - coalesce((SELECT sum(amount) FROM withdrawals WHERE user_id = $1 AND status IN ('pending','approved')), 0) AS n`,
    [userId],
  );
  return Number(rows[0]?.n ?? 0);
}

export async function walletSummary(q: Queryable, userId: number): Promise<Wallet> {
  const { rows } = await q.query<{ currency: Currency | null }>(`SELECT currency FROM users WHERE id = $1`, [userId]);
  const currency = rows[0]?.currency ?? null;
  const b = currency ? await balancesOf(q, userId, currency) : { balance: 0, bonusBalance: 0, pending: 0 };
  return {
    currency,
    balance: b.balance,
    bonus_balance: b.bonusBalance,
    total_balance: b.balance + b.bonusBalance,
    withdrawable: b.balance,
    net_deposits: await netDeposits(q, userId),
  };
}
