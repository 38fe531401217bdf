import { WalletError } from '../../contract/wallet-errors';
import type { Queryable } from '../db/types';
import { assertMinor, type PostResult, post } from './ledger.server';

// The named movements besides stakes: each is one balanced post() with a fixed key shape,
// so a retry of any of them is harmless.

/** A paid deposit: the provider's clearing account pays the player's cash. */
export function creditDeposit(
  tx: Queryable,
  d: { id: string; userId: number; currency: string; amount: number; provider: string },
): Promise<PostResult> {
  assertMinor(d.amount);
  return post(tx, {
    key: `deposit:${d.id}`,
    kind: 'deposit',
    reference: `deposit:${d.id}`,
    userId: d.userId,
    currency: d.currency,
    postings: [
      { account: { user: d.userId, kind: 'cash' }, amount: d.amount },
      { account: { house: 'payment_clearing', name: d.provider }, amount: -d.amount },
    ],
  });
}

/**
 * A payment that must not reach the balance (its deposit was cancelled, the player is excluded,
 * or it came after expiry and would pass a deposit limit): the provider's clearing account pays
 * the player's frozen account, which cannot be staked or withdrawn. Same key as creditDeposit,
 * so one deposit is credited one way or the other, never both.
 */
export function creditFrozenDeposit(
  tx: Queryable,
  d: { id: string; userId: number; currency: string; amount: number; provider: string; reason: string },
): Promise<PostResult> {
  assertMinor(d.amount);
  return post(tx, {
    key: `deposit:${d.id}`,
    kind: 'deposit_frozen',
    reference: `deposit:${d.id}`,
    userId: d.userId,
    currency: d.currency,
    meta: { reason: d.reason },
    postings: [
      { account: { user: d.userId, kind: 'frozen' }, amount: d.amount },
      { account: { house: 'payment_clearing', name: d.provider }, amount: -d.amount },
    ],
  });
}

/** A frozen payment refunded to the payer: frozen → the provider's clearing account. */
export function returnFrozenDeposit(
  tx: Queryable,
  d: { id: string; userId: number; currency: string; amount: number; provider: string; actor: string },
): Promise<PostResult> {
  assertMinor(d.amount);
  return post(tx, {
    key: `deposit:${d.id}:return`,
    kind: 'deposit_return',
    reference: `deposit:${d.id}`,
    userId: d.userId,
    currency: d.currency,
    meta: { actor: d.actor },
    postings: [
      { account: { user: d.userId, kind: 'frozen' }, amount: -d.amount },
      { account: { house: 'payment_clearing', name: d.provider }, amount: d.amount },
    ],
  });
}

/** A withdrawal request: cash moves to withdrawal_pending (refused when it would go negative). */
export function hold(tx: Queryable, w: { id: string; userId: number; currency: string; amount: number }) {
  assertMinor(w.amount);
  return post(tx, {
    key: `withdrawal:${w.id}:hold`,
    kind: 'withdrawal',
    reference: `withdrawal:${w.id}`,
    userId: w.userId,
    currency: w.currency,
    postings: [
      { account: { user: w.userId, kind: 'cash' }, amount: -w.amount },
      { account: { user: w.userId, kind: 'withdrawal_pending' }, amount: w.amount },
    ],
  });
}

/** A rejected withdrawal: the hold goes back to cash. */
export function release(tx: Queryable, w: { id: string; userId: number; currency: string; amount: number }) {
  return post(tx, {
    key: `withdrawal:${w.id}:release`,
    kind: 'withdrawal_reject',
    reference: `withdrawal:${w.id}`,
    userId: w.userId,
    currency: w.currency,
    postings: [
      { account: { user: w.userId, kind: 'withdrawal_pending' }, amount: -w.amount },
      { account: { user: w.userId, kind: 'cash' }, amount: w.amount },
    ],
  });
}

/**
 * An approved withdrawal: the hold leaves through the provider's clearing account. Written in
 * the approval's transaction; the payout itself is sent after commit (payments.server.ts sendPayouts).
 */
export function settleWithdrawal(
  tx: Queryable,
  w: { id: string; userId: number; currency: string; amount: number; provider: string },
) {
  return post(tx, {
    key: `withdrawal:${w.id}:payout`,
    kind: 'withdrawal_payout',
    reference: `withdrawal:${w.id}`,
    userId: w.userId,
    currency: w.currency,
    postings: [
      { account: { user: w.userId, kind: 'withdrawal_pending' }, amount: -w.amount },
      { account: { house: 'payment_clearing', name: w.provider }, amount: w.amount },
    ],
  });
}

/** An operator's manual adjustment (signed), against the house adjustment account; audited in meta. */
export function adjust(
  tx: Queryable,
  a: { key: string; userId: number; currency: string; amount: number; reason: string; actor: string },
) {
  if (!Number.isSafeInteger(a.amount) || a.amount === 0) throw new WalletError('amount_too_large');
  return post(tx, {
    key: a.key,
    kind: 'adjustment',
    reference: `adjustment:${a.actor}`,
    userId: a.userId,
    currency: a.currency,
    meta: { reason: a.reason, actor: a.actor },
    postings: [
      { account: { user: a.userId, kind: 'cash' }, amount: a.amount },
      { account: { house: 'adjustment', name: 'manual' }, amount: -a.amount },
    ],
  });
}

/** The demo player's starting money: a grant from the house adjustment account. */
export function demoGrant(tx: Queryable, userId: number, currency: string, amount: number) {
  return post(tx, {
    key: `demo-seed:${userId}`,
    kind: 'demo_grant',
    reference: 'demo-seed',
    userId,
    currency,
    postings: [
      { account: { user: userId, kind: 'cash' }, amount },
      { account: { house: 'adjustment', name: 'demo' }, amount: -amount },
    ],
  });
}
