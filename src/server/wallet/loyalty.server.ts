import type { Queryable } from '../db/types';
import { assertMinor, type PostResult, post } from './ledger.server';

// VIP club money (issue 20, src/server/vip/vip.server.ts): a level-up reward, a rakeback claim, a
// weekly or monthly reward. Each is one balanced movement from the house's bonus_expense account
// 'vip' to the player's cash, under a key that names the one occasion it pays for, so a repeat (two
// requests at once, a retry) pays nothing more. Shown in the player's history as a bonus.

export type VipPayment = 'levelup' | 'rakeback' | 'weekly' | 'monthly';

export interface VipPaymentInput {
  payment: VipPayment;
  /** What it pays for: the level, the claim's number, 2026-W05, 2026-02. */
  occasion: string | number;
  userId: number;
  currency: string;
  amount: number;
}

/** The movement's idempotency key: vip:<payment>:<user>:<occasion>. */
export const vipPaymentKey = (p: Pick<VipPaymentInput, 'payment' | 'userId' | 'occasion'>) =>
  `vip:${p.payment}:${p.userId}:${p.occasion}`;

export function payVip(tx: Queryable, p: VipPaymentInput): Promise<PostResult> {
  assertMinor(p.amount);
  const key = vipPaymentKey(p);
  return post(tx, {
    key,
    kind: 'bonus',
    reference: key,
    userId: p.userId,
    currency: p.currency,
    meta: { reason: `vip_${p.payment}` },
    postings: [
      { account: { house: 'bonus_expense', name: 'vip' }, amount: -p.amount },
      { account: { user: p.userId, kind: 'cash' }, amount: p.amount },
    ],
  });
}
