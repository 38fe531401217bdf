import { failpoint } from '../ops/failpoints.server';
import type { Currency } from '../../contract/common';
import {
  type Deposit,
  type DepositStatus,
  MIN_DEPOSIT,
  MIN_PAYOUT,
  type PayoutState,
  type Wallet,
  type WithdrawalStatus,
} from '../../contract/wallet';
import { WalletError } from '../../contract/wallet-errors';
import type { WalletConfig } from '../config/schema';
import type { Db, Queryable } from '../db/types';
import { forfeitOnWithdrawal, grantOnDeposit } from './bonus.server';
import { balancesOf, inWalletTransaction } from './ledger.server';
import {
  creditDeposit,
  creditFrozenDeposit,
  hold,
  release,
  returnFrozenDeposit,
  settleWithdrawal,
} from './movements.server';
import { activeExclusion, assertNotExcluded, assertWithinLimits } from './protection.server';
import { type PaymentProvider, providerById, providerForMethod } from './providers';
import {
  cardOutcome,
  SANDBOX_DELAY_SECONDS,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxEvent,
} from './providers/sandbox.server';
import { logFor } from '../log.server';

const log = logFor('wallet');

// Deposits and withdrawals. The ledger is credited only from a verified webhook (or the
// sandbox's own confirmation going through the same verification), never from a browser
// redirect. A deposit is created → pending → paid | failed, or expired when nobody paid;
// cancelled when the player's exclusion starts while it is open; frozen when its money
// arrives but must not reach the balance, and returned once the operator refunded it.
// Money leaving the house (payouts, refunds) is sent after the ledger committed, outside any
// transaction, with an idempotency key (docs/decisions/035-payouts-frozen-payments-sandbox.md).

const FINAL: DepositStatus[] = ['paid', 'failed', 'expired', 'cancelled', 'frozen', 'returned'];

/** The operator's wallet settings with the providers offered to this request (providers/index.ts offeredProviders). */
export type WalletSettings = Omit<WalletConfig, 'providers'> & { offered: string[] };

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
  cfg: WalletSettings,
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
  const provider = providerForMethod(cfg.offered, req.method, currency, 'deposit');
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
  // The caller commits; nothing after this refuses the deposit.
  log.info(
    { depositId: d.id, userId, amount: req.amount, currency, method: req.method, provider: provider.id },
    'deposit created',
  );
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
 *
 * Money the provider took is never lost: a paid event is credited even when the deposit had
 * expired or was cancelled meanwhile. It goes to the player's cash only when the player may
 * have it now; otherwise (deposit cancelled by an exclusion, player excluded now, or expired
 * and over a deposit limit) to the player's frozen account, for the operator to return.
 */
export async function handlePaymentWebhook(
  db: Db,
  providerId: string,
  rawBody: string,
  header: (name: string) => string | undefined,
): Promise<{ applied: boolean }> {
  const provider = providerById(providerId);
  const e = await provider.verifyWebhook(db, rawBody, header);
  // Said after the commit, so a rolled-back credit is never logged as one.
  let credited: { depositId: string; userId: number; amount: number; currency: string; frozen?: string } | null = null;
  const out = await inWalletTransaction(db, async (tx) => {
    credited = null;
    const fresh = await tx.query(
      `INSERT INTO payment_events (provider, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`,
      [provider.id, e.eventId],
    );
    if (!fresh.rows.length) return { applied: false };
    const { rows: owner } = await tx.query<{ user_id: number }>(
      `SELECT user_id FROM deposits WHERE id = $1 AND provider = $2`,
      [e.depositId, provider.id],
    );
    if (!owner[0]) throw new WalletError('not_found');
    // The player first, then the deposit: the order createDeposit and cancelOpenDeposits lock in,
    // so an exclusion or a deposit limit decision and this payment never interleave.
    await tx.query(`SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE`, [owner[0].user_id]);
    const { rows } = await tx.query<DepositRow>(`SELECT * FROM deposits WHERE id = $1 FOR UPDATE`, [e.depositId]);
    const d = rows[0]!;
    if (Number(d.amount) !== e.amount || d.currency !== e.currency) {
      throw new WalletError('invalid_state', 'The webhook does not match the deposit');
    }
    if (e.status === 'paid') {
      if (d.status === 'paid' || d.status === 'failed' || d.status === 'frozen' || d.status === 'returned') {
        return { applied: false };
      }
      const move = {
        id: d.id,
        userId: Number(d.user_id),
        currency: d.currency,
        amount: Number(d.amount),
        provider: provider.id,
      };
      const reason = await freezeReason(tx, d);
      if (reason) {
        const res = await creditFrozenDeposit(tx, { ...move, reason });
        await tx.query(
          `UPDATE deposits SET status = 'frozen', frozen_reason = $3, transaction_id = $2, updated_at = now() WHERE id = $1`,
          [d.id, res.transactionId, reason],
        );
        credited = { depositId: d.id, userId: move.userId, amount: move.amount, currency: d.currency, frozen: reason };
        return { applied: true };
      }
      const res = await creditDeposit(tx, move);
      await tx.query(`UPDATE deposits SET status = 'paid', transaction_id = $2, updated_at = now() WHERE id = $1`, [
        d.id,
        res.transactionId,
      ]);
      await grantOnDeposit(tx, move);
      credited = { depositId: d.id, userId: move.userId, amount: move.amount, currency: d.currency };
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
  if (credited) log.info({ ...(credited as object), provider: provider.id }, 'deposit credited');
  return out;
}

export type FrozenReason = 'cancelled' | 'excluded' | 'limit';

/** Why a payment arriving now must not reach the player's cash (null: it may). Player row locked. */
async function freezeReason(tx: Queryable, d: DepositRow): Promise<FrozenReason | null> {
  if (d.status === 'cancelled') return 'cancelled';
  const userId = Number(d.user_id);
  if (await activeExclusion(tx, userId)) return 'excluded';
  if (d.status === 'expired') {
    // An expired deposit no longer counts towards the limits: its money passing them now is held.
    try {
      await assertWithinLimits(tx, userId, 'deposit', Number(d.amount));
    } catch (err) {
      if (err instanceof WalletError && err.code === 'limit_exceeded') return 'limit';
      throw err;
    }
  }
  return null;
}

/**
 * An exclusion starts (rg.server.ts startExclusion, same transaction): the player's open
 * deposits are cancelled, so nothing the player started before can still be paid in. A
 * payment that arrives for one anyway is frozen (handlePaymentWebhook). Answers how many.
 */
export async function cancelOpenDeposits(tx: Queryable, userId: number): Promise<number> {
  await tx.query(`SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE`, [userId]);
  const { rows } = await tx.query(
    `UPDATE deposits SET status = 'cancelled', updated_at = now()
      WHERE user_id = $1 AND status IN ('created','pending') RETURNING id`,
    [userId],
  );
  return rows.length;
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
    // A delayed card was charged: it confirms even if the deposit was cancelled meanwhile (then frozen).
    `SELECT * FROM deposits WHERE provider = 'sandbox' AND status IN ('pending','cancelled') AND confirm_at <= $1
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
  payout_state: PayoutState | null;
  payout_attempts: number;
  payout_last_error: string | null;
  provider_ref: string | null;
  created_at: Date | string;
};

/** POST /wallet/withdrawals: the amount is held at once; only an operator can approve or reject it. */
export async function requestWithdrawal(
  tx: Queryable,
  cfg: WalletSettings,
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
  const provider = providerForMethod(cfg.offered, req.method, currency, 'withdrawal');
  // Live bonuses end first (their money returns to the house; the cash stays): a term shown with
  // every bonus. A refused withdrawal rolls this back with it.
  await forfeitOnWithdrawal(tx, userId, currency);
  // What the player owes the house (a sportsbook reversal larger than their balance: their
  // receivable) stays with the house: only cash beyond it may leave. Read under the cash lock, which
  // every debt movement takes first.
  const { rows: cash } = await tx.query<{ balance: string; owed: string }>(
    `SELECT c.balance, wallet_owed($1, $2) AS owed FROM bonus_lock_cash($1, $2) c`,
    [userId, currency],
  );
  const balance = Number(cash[0]?.balance ?? 0);
  const owed = Number(cash[0]?.owed ?? 0);
  if (balance - owed < req.amount) {
    throw new WalletError(
      'insufficient_funds',
      owed > 0 ? `You owe ${owed}: at most ${Math.max(balance - owed, 0)} can be withdrawn` : undefined,
      owed > 0 ? { owed, available: Math.max(balance - owed, 0) } : undefined,
    );
  }
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO withdrawals (user_id, currency, amount, method, destination) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [userId, currency, req.amount, `${provider.id}:${req.method}`, req.destination],
  );
  const id = rows[0]!.id;
  await hold(tx, { id, userId, currency, amount: req.amount });
  // The caller commits; nothing after this refuses the withdrawal.
  log.info({ withdrawalId: id, userId, amount: req.amount, currency, provider: provider.id }, 'withdrawal requested');
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
  /** Approved ones: queued, sent (provider_ref kept) or failed (retried at payout_next_at). */
  payout_state: PayoutState | null;
  payout_attempts: number;
  payout_last_error: string | null;
  payout_next_at: string | null;
  provider_ref: string | null;
}

/** The operator's list: by status, every one, or those whose payout failed (`payout_failed`). */
export async function listWithdrawals(q: Queryable, filter: WithdrawalStatus | 'all' | 'payout_failed' = 'pending') {
  const { rows } = await q.query<
    Omit<WithdrawalListItem, 'created_at' | 'payout_next_at'> & {
      created_at: Date | string;
      payout_next_at: Date | string | null;
    }
  >(
    `SELECT w.id, w.user_id, u.email, w.currency, w.amount, w.method, w.status, w.created_at, w.payout_state,
            w.payout_attempts, w.payout_last_error, w.payout_next_at, w.provider_ref
       FROM withdrawals w JOIN users u ON u.id = w.user_id
      WHERE $1 = 'all' OR ($1 = 'payout_failed' AND w.payout_state = 'failed') OR w.status = $1
      ORDER BY w.created_at LIMIT 500`,
    [filter],
  );
  return rows.map((r) => ({
    ...r,
    amount: Number(r.amount),
    payout_attempts: Number(r.payout_attempts),
    created_at: new Date(r.created_at).toISOString(),
    payout_next_at: r.payout_next_at === null ? null : new Date(r.payout_next_at).toISOString(),
  }));
}

/**
 * Operator: approve or reject a pending withdrawal. Approval is one transaction: the hold leaves
 * through the provider's clearing account, the withdrawal is approved and its payout queued (an
 * outbox row). Nothing is sent from here: a retried transaction (serialization failure,
 * deadlock) must not pay twice. sendPayouts sends it after commit; the CLI calls it at once,
 * every process's wallet sweeper every 2 s. A rejection releases the hold.
 */
export async function decideWithdrawal(
  db: Db,
  id: string,
  decision: 'approve' | 'reject',
  by: { actor: string; reason?: string },
): Promise<WithdrawalRow> {
  return inWalletTransaction(db, async (tx) => {
    const { rows } = await tx.query<WithdrawalRow>(`SELECT * FROM withdrawals WHERE id = $1 FOR UPDATE`, [id]);
    const w = rows[0];
    if (!w) throw new WalletError('not_found');
    if (w.status !== 'pending') throw new WalletError('invalid_state', `The withdrawal is already ${w.status}`);
    const move = { id: w.id, userId: Number(w.user_id), currency: w.currency, amount: Number(w.amount) };
    if (decision === 'approve') {
      const provider = providerById(providerOfMethod(w.method));
      await settleWithdrawal(tx, { ...move, provider: provider.id });
      const { rows: upd } = await tx.query<WithdrawalRow>(
        `UPDATE withdrawals SET status = 'approved', decided_by = $2, reason = $3, decided_at = now(),
                payout_state = 'queued', payout_next_at = now(), payout_attempts = 0
          WHERE id = $1 RETURNING *`,
        [id, by.actor, by.reason ?? null],
      );
      return upd[0]!;
    }
    await release(tx, move);
    const { rows: upd } = await tx.query<WithdrawalRow>(
      `UPDATE withdrawals SET status = 'rejected', decided_by = $2, reason = $3, decided_at = now() WHERE id = $1 RETURNING *`,
      [id, by.actor, by.reason ?? null],
    );
    return upd[0]!;
  });
}

/** A withdrawal's method is stored as `<provider>:<method>`. */
const providerOfMethod = (method: string) => method.split(':')[0]!;

/** How long a sender owns a claimed payout; a crashed sender's claim lapses after it. */
export const PAYOUT_CLAIM_SECONDS = 300;
/** A provider call taking longer counts as failed (and is retried with the same key). */
export const PAYOUT_TIMEOUT_MS = 60_000;
/** Seconds before retry number n (1, 2, …): 30 s doubling, at most an hour. */
export const payoutBackoffSeconds = (attempts: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));

export interface PayoutOutcome {
  id: string;
  state: PayoutState | 'unrecorded';
  providerRef: string | null;
  error: string | null;
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the provider did not answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The payout sender: sends the approved withdrawals whose payout is due (queued, or failed and
 * its backoff over), outside any database transaction. Each is first claimed for
 * PAYOUT_CLAIM_SECONDS (FOR UPDATE SKIP LOCKED, then a claim column), so two processes never
 * send one payout at the same moment; the provider gets the withdrawal id as its idempotency
 * key, so a resend after a crash between "sent" and "recorded" (the claim lapses) pays nothing
 * twice and answers the same reference. `id` limits it to one withdrawal (the CLI after an
 * approval); `now` lets tests look into the future; `providerOf` lets them swap the provider.
 */
export async function sendPayouts(
  db: Db,
  opts: { id?: string; now?: Date; limit?: number; providerOf?: (id: string) => PaymentProvider } = {},
): Promise<PayoutOutcome[]> {
  const now = opts.now ?? null;
  // An approval commits the ledger and the queued payout together; dying here leaves it queued.
  failpoint('wallet.payout.after-settle');
  const { rows } = await db.query<WithdrawalRow>(
    `UPDATE withdrawals SET payout_claimed_until = coalesce($1::timestamptz, now()) + make_interval(secs => $2),
            payout_attempts = payout_attempts + 1
      WHERE id IN (SELECT id FROM withdrawals
                    WHERE payout_state IN ('queued','failed') AND payout_next_at <= coalesce($1::timestamptz, now())
                      AND (payout_claimed_until IS NULL OR payout_claimed_until <= coalesce($1::timestamptz, now()))
                      AND ($3::uuid IS NULL OR id = $3)
                    ORDER BY payout_next_at LIMIT $4 FOR UPDATE SKIP LOCKED)
      RETURNING *`,
    [now, PAYOUT_CLAIM_SECONDS, opts.id ?? null, opts.limit ?? 20],
  );
  const out: PayoutOutcome[] = [];
  for (const w of rows) {
    const attempts = Number(w.payout_attempts);
    let providerRef: string;
    try {
      const provider = (opts.providerOf ?? providerById)(providerOfMethod(w.method));
      ({ providerRef } = await withTimeout(
        provider.payout(db, {
          withdrawalId: w.id,
          idempotencyKey: w.id,
          amount: Number(w.amount),
          currency: w.currency,
          method: w.method.slice(w.method.indexOf(':') + 1),
          destination: w.destination,
        }),
        PAYOUT_TIMEOUT_MS,
      ));
    } catch (e) {
      const error = (e instanceof Error ? e.message : String(e)).slice(0, 500) || 'payout failed';
      try {
        await db.query(
          `UPDATE withdrawals SET payout_state = 'failed', payout_last_error = $2, payout_claimed_until = NULL,
                  payout_next_at = coalesce($3::timestamptz, now()) + make_interval(secs => $4)
            WHERE id = $1 AND payout_state <> 'sent'`,
          [w.id, error, now, payoutBackoffSeconds(attempts)],
        );
        out.push({ id: w.id, state: 'failed', providerRef: null, error });
      } catch (recordError) {
        // The claim lapses and the payout is tried again.
        out.push({ id: w.id, state: 'unrecorded', providerRef: null, error: (recordError as Error).message });
      }
      continue;
    }
    // The provider paid; dying before this is recorded leaves the claim to lapse and the payout to
    // be sent again under the same idempotency key, which the provider answers with the same reference.
    failpoint('wallet.payout.after-send');
    try {
      await db.query(
        `UPDATE withdrawals SET payout_state = 'sent', provider_ref = $2, paid_out_at = now(), payout_last_error = NULL,
                payout_claimed_until = NULL, payout_next_at = NULL
          WHERE id = $1`,
        [w.id, providerRef],
      );
      out.push({ id: w.id, state: 'sent', providerRef, error: null });
    } catch (e) {
      // Sent but not recorded (the database went away): once the claim lapses it is sent again
      // with the same idempotency key, and the provider answers the same reference.
      out.push({ id: w.id, state: 'unrecorded', providerRef, error: (e as Error).message });
    }
  }
  return out;
}

/** Operator: try a failed payout again now (the same idempotency key) instead of at its next backoff. */
export async function retryPayout(db: Db, id: string, opts: { now?: Date } = {}): Promise<PayoutOutcome> {
  const { rows } = await db.query<{ payout_state: PayoutState | null }>(
    `SELECT payout_state FROM withdrawals WHERE id = $1`,
    [id],
  );
  const w = rows[0];
  if (!w) throw new WalletError('not_found');
  if (w.payout_state !== 'failed' && w.payout_state !== 'queued') {
    throw new WalletError('invalid_state', `The payout is ${w.payout_state ?? 'not queued (not approved)'}`);
  }
  await db.query(
    `UPDATE withdrawals SET payout_next_at = coalesce($2::timestamptz, now()) WHERE id = $1 AND payout_state IN ('queued','failed')`,
    [id, opts.now ?? null],
  );
  const [res] = await sendPayouts(db, { id, now: opts.now });
  if (res) return res;
  // Claimed by another process right now: it is being sent.
  return { id, state: w.payout_state, providerRef: null, error: 'being sent by another process' };
}

// ---------------------------------------------------------------------------- frozen payments

export interface FrozenListItem {
  deposit_id: string;
  user_id: number;
  email: string | null;
  currency: string;
  amount: number;
  provider: string;
  status: 'frozen' | 'returned';
  reason: FrozenReason | null;
  frozen_at: string;
  refund_ref: string | null;
}

/** Operator: payments held in players' frozen accounts (all: returned ones too). */
export async function listFrozen(q: Queryable, all = false): Promise<FrozenListItem[]> {
  const { rows } = await q.query<Omit<FrozenListItem, 'frozen_at'> & { frozen_at: Date | string }>(
    `SELECT d.id AS deposit_id, d.user_id, u.email, d.currency, d.amount, d.provider, d.status, d.frozen_reason AS reason,
            t.created_at AS frozen_at, d.refund_ref
       FROM deposits d JOIN users u ON u.id = d.user_id JOIN wallet_transactions t ON t.id = d.transaction_id
      WHERE d.status = 'frozen' OR ($1 AND d.status = 'returned')
      ORDER BY t.created_at LIMIT 500`,
    [all],
  );
  return rows.map((r) => ({ ...r, amount: Number(r.amount), frozen_at: new Date(r.frozen_at).toISOString() }));
}

/**
 * Operator: return a frozen payment to the payer. The refund goes through the provider first,
 * outside any transaction, with the deposit id as its idempotency key; then one ledger
 * transaction moves the money frozen → the provider's clearing account and marks the deposit
 * returned. Running it again (after a crash between the two, or twice) refunds nothing more.
 */
export async function returnFrozen(
  db: Db,
  depositId: string,
  by: { actor: string },
  opts: { providerOf?: (id: string) => PaymentProvider } = {},
): Promise<{ status: 'returned'; refundRef: string | null; replayed: boolean }> {
  const { rows } = await db.query<DepositRow & { refund_ref: string | null }>(`SELECT * FROM deposits WHERE id = $1`, [
    depositId,
  ]);
  const d = rows[0];
  if (!d) throw new WalletError('not_found');
  if (d.status === 'returned') return { status: 'returned', refundRef: d.refund_ref, replayed: true };
  if (d.status !== 'frozen') throw new WalletError('invalid_state', `The deposit is ${d.status}, not frozen`);
  const provider = (opts.providerOf ?? providerById)(d.provider);
  const { providerRef } = await provider.refund(db, {
    depositId: d.id,
    idempotencyKey: d.id,
    paymentRef: d.provider_ref,
    amount: Number(d.amount),
    currency: d.currency,
  });
  return inWalletTransaction(db, async (tx) => {
    const { rows: locked } = await tx.query<DepositRow & { refund_ref: string | null }>(
      `SELECT * FROM deposits WHERE id = $1 FOR UPDATE`,
      [depositId],
    );
    const cur = locked[0]!;
    if (cur.status === 'returned') return { status: 'returned' as const, refundRef: cur.refund_ref, replayed: true };
    if (cur.status !== 'frozen') throw new WalletError('invalid_state', `The deposit is ${cur.status}, not frozen`);
    await returnFrozenDeposit(tx, {
      id: cur.id,
      userId: Number(cur.user_id),
      currency: cur.currency,
      amount: Number(cur.amount),
      provider: cur.provider,
      actor: by.actor,
    });
    await tx.query(
      `UPDATE deposits SET status = 'returned', refund_ref = $2, returned_by = $3, returned_at = now(), updated_at = now()
        WHERE id = $1`,
      [cur.id, providerRef, by.actor],
    );
    return { status: 'returned' as const, refundRef: providerRef, replayed: false };
  });
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
