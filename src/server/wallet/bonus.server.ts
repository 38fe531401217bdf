import type { Queryable } from '../db/types';
import { balanceChanged } from './notify.server';
import { logFor } from '../log.server';

const log = logFor('bonus');

// Bonus money (docs/decisions/039-bonus-money.md): each movement is one SQL function of
// migration 22 (bonus_grant, bonus_end), which locks the player's cash before the bonus, as a bet
// does, and writes one keyed ledger transaction. Staking and wagering happen inside the bet's own
// statement (wallet_game_move). These wrappers are the only way the rest of the server moves bonus
// money; the domain (src/server/bonus/) decides when.

export type BonusEnd = 'converted' | 'expired' | 'forfeited' | 'spent';
export type LiveStatus = 'waiting' | 'queued' | 'active';

/** Grants a waiting bonus `amount` from the house; a repeat changes nothing. Returns its status. */
export async function grantBonus(tx: Queryable, userId: number, bonusId: number, amount: number): Promise<string> {
  const { rows } = await tx.query<{ s: string }>('SELECT bonus_grant($1, $2) AS s', [bonusId, amount]);
  balanceChanged(tx, userId);
  log.info({ bonusId, userId, amount, status: rows[0]!.s }, 'bonus granted');
  return rows[0]!.s;
}

/**
 * Ends a live bonus: converted pays its balance to cash up to its maximum cash-out, the others
 * return it to the house. Null when it had already ended (nothing moved), else the cash paid.
 */
export async function endBonus(tx: Queryable, userId: number, bonusId: number, how: BonusEnd): Promise<number | null> {
  const { rows } = await tx.query<{ paid: string | number | null }>('SELECT bonus_end($1, $2) AS paid', [bonusId, how]);
  const paid = rows[0]!.paid;
  if (paid === null) return null;
  balanceChanged(tx, userId);
  // 'expired', 'forfeited', 'spent', or 'converted' (wagered through: `paid` went to cash).
  log.info({ bonusId, userId, how, paid: Number(paid) }, 'bonus ended');
  return Number(paid);
}

/**
 * A paid deposit grants the player's oldest deposit match waiting in its currency when the deposit
 * reaches its minimum: percent of the deposit, at most the template's amount (terms frozen at
 * redemption). Runs in the deposit's own transaction, so a payment and its bonus land together.
 */
export async function grantOnDeposit(
  tx: Queryable,
  d: { userId: number; currency: string; amount: number },
): Promise<number | null> {
  const { rows } = await tx.query<{ id: number; percent: number; cap: number }>(
    `SELECT id, (terms ->> 'percent')::int AS percent, (terms ->> 'amount')::bigint AS cap FROM bonuses
      WHERE user_id = $1 AND currency = $2 AND kind = 'deposit_match' AND status = 'waiting'
        AND coalesce((terms ->> 'minDeposit')::bigint, 0) <= $3 AND (expires_at IS NULL OR expires_at > now())
      ORDER BY id LIMIT 1`,
    [d.userId, d.currency, d.amount],
  );
  const b = rows[0];
  if (!b) return null;
  const amount = Math.min(Math.floor((d.amount * Number(b.percent)) / 100), Number(b.cap));
  if (amount <= 0) return null;
  await grantBonus(tx, d.userId, Number(b.id), amount);
  return Number(b.id);
}

/**
 * A withdrawal forfeits the player's live bonuses in its currency (a term shown before each bonus
 * is accepted): cash won while a bonus waits behind it cannot leave with the bonus kept for later.
 */
export async function forfeitOnWithdrawal(tx: Queryable, userId: number, currency: string): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `SELECT id FROM bonuses WHERE user_id = $1 AND currency = $2 AND status IN ('queued','active') ORDER BY id`,
    [userId, currency],
  );
  for (const r of rows) await endBonus(tx, userId, Number(r.id), 'forfeited');
  return rows.length;
}
