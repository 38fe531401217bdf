import type { Currency } from '../../contract/common';
import { WalletError } from '../../contract/wallet-errors';
import type { Queryable } from '../db/types';
import { openPlayerAccounts } from './ledger.server';

/**
 * POST /profile/currency (spec section 7): sets the account currency and opens its accounts.
 * It may change until the first deposit; after that the ledger is kept in it for good
 * (any money movement or any deposit not failed/expired locks it).
 */
export async function setAccountCurrency(tx: Queryable, userId: number, currency: Currency): Promise<void> {
  const { rows } = await tx.query<{ currency: string | null }>(`SELECT currency FROM users WHERE id = $1 FOR UPDATE`, [
    userId,
  ]);
  const current = rows[0]?.currency ?? null;
  if (current !== currency) {
    const { rows: used } = await tx.query<{ used: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM wallet_transactions WHERE user_id = $1)
           OR EXISTS (SELECT 1 FROM deposits WHERE user_id = $1 AND status IN ('created','pending','paid')) AS used`,
      [userId],
    );
    if (used[0]?.used) {
      throw new WalletError('currency_locked', 'The account currency cannot change after the first deposit');
    }
    await tx.query(`UPDATE users SET currency = $2 WHERE id = $1`, [userId, currency]);
  }
  await openPlayerAccounts(tx, userId, currency);
}
