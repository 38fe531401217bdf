import type { Currency } from '../../contract/common';
import { WalletError } from '../../contract/wallet-errors';
import type { Queryable } from '../db/types';
import { openPlayerAccounts } from './ledger.server';

/**
 * POST /profile/currency (spec section 7): a player without a currency chooses it once and
 * its accounts open; the same choice again changes nothing, any other is `currency_locked`
 * (issue 38, decision 058). The user row is locked first, so of racing choices one sets the
 * currency and the rest, reading the row it committed, are refused as a later choice is: one
 * currency, one set of accounts.
 */
export async function setAccountCurrency(tx: Queryable, userId: number, currency: Currency): Promise<void> {
  const { rows } = await tx.query<{ currency: string | null }>(`SELECT currency FROM users WHERE id = $1 FOR UPDATE`, [
    userId,
  ]);
  const current = rows[0]?.currency ?? null;
  if (current !== null && current !== currency) throw new WalletError('currency_locked');
  if (current === null) {
    // Money moved without a currency (an operator's adjustment) keeps the choice closed as well.
    const { rows: used } = await tx.query<{ used: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM wallet_transactions WHERE user_id = $1)
           OR EXISTS (SELECT 1 FROM deposits WHERE user_id = $1 AND status IN ('created','pending','paid')) AS used`,
      [userId],
    );
    if (used[0]?.used) throw new WalletError('currency_locked');
    await tx.query(`UPDATE users SET currency = $2 WHERE id = $1`, [userId, currency]);
  }
  await openPlayerAccounts(tx, userId, currency);
}
