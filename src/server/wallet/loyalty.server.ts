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

/** A settled bet as loyalty counts it (migration 30's loyalty_count). */
export interface SettledBetCount {
  userId: number;
  currency: string;
  product: 'casino' | 'sportsbook';
  /** Registry slug (or provider game) shown as the best win's game. */
  game: string;
  /** The player's own money the bet staked (never bonus money), minor units. */
  wagered: number;
  /** What it paid back of the player's own money, minor units. */
  paid: number;
  /** The house edge it put at risk, minor units (fractional): stake × the game's edgeOf / riskOf. */
  edge: number;
}

/**
 * Counts one settled bet for VIP points, rakeback, rewards, races, cashback and the boards, inside
 * the transaction that settles it (so it counts exactly once, and only with its money). A bet that
 * was refunded or voided is never counted.
 */
export async function countSettledBet(tx: Queryable, b: SettledBetCount): Promise<void> {
  assertMinor(b.wagered, true);
  assertMinor(b.paid, true);
  if (!Number.isFinite(b.edge)) throw new RangeError('loyalty edge must be finite');
  await tx.query('SELECT loyalty_count($1, $2, $3, $4, $5, $6, $7)', [
    b.userId,
    b.currency,
    b.product,
    b.game,
    b.wagered,
    b.paid,
    Math.max(0, b.edge),
  ]);
}
