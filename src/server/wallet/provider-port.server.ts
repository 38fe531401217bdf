import type { Queryable } from '../db/types';
import { countBet, countPayout } from '../ops/metrics.server';
import { afterCommit, balanceChanged } from './notify.server';
import { sqlRefusal } from './stakes.server';

// The one port every game provider's calls go through (issue 21; PAM-style, like Valkyrie's
// addTransaction): a bet, win or rollback applied in one statement, provider_apply (migration 25),
// idempotent by (provider, provider_tx_id). Adapters (src/server/providers/) only translate wire
// formats to this and its statuses back.

export type ProviderTxKind = 'bet' | 'win' | 'rollback';

export interface ProviderTx {
  provider: string;
  kind: ProviderTxKind;
  providerTxId: string;
  roundId: string;
  /** The bet a win or rollback refers to (null for a bet). */
  referenceTxId: string | null;
  userId: number;
  /** Ignored for a rollback (the bet's own currency is used). */
  currency: string;
  /** Minor units (a rollback returns the bet's own amount, whatever is sent). */
  amount: number;
  /** The provider's game code. */
  game: string;
  roundClosed: boolean;
  /** SHA-256 of the launch token: checked on bets only. */
  tokenHash: string | null;
}

export type ProviderTxStatus =
  | 'ok'
  | 'duplicate'
  | 'not_found'
  | 'rolled_back'
  | 'settled'
  | 'invalid_token'
  | 'token_expired'
  | 'wrong_currency'
  | 'insufficient_funds'
  | 'excluded'
  | 'limit_exceeded';

export interface ProviderTxResult {
  status: ProviderTxStatus;
  /** The cash balance after the call (null: the player has no account in that currency yet). */
  balance: number | null;
  replayed: boolean;
}

/** The house account a provider game's money moves through (and whose edge VIP reads). */
export const providerHouseGame = (provider: string, game: string) => `${provider}:${game}`;

const REFUSALS = new Set<ProviderTxStatus>(['insufficient_funds', 'excluded', 'limit_exceeded']);
const APPLY_SQL = 'SELECT * FROM provider_apply($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)';

export async function applyProviderTx(q: Queryable, t: ProviderTx): Promise<ProviderTxResult> {
  if (!Number.isSafeInteger(t.amount) || t.amount < 0)
    throw new RangeError('amount must be a whole number of minor units');
  let rows: { status: ProviderTxStatus; balance: string | number | null; replayed: boolean }[];
  try {
    ({ rows } = await q.query(APPLY_SQL, [
      t.provider,
      t.kind,
      t.providerTxId,
      t.roundId,
      t.referenceTxId,
      t.userId,
      t.currency,
      t.amount,
      t.game,
      providerHouseGame(t.provider, t.game),
      t.roundClosed,
      t.tokenHash,
    ]));
  } catch (e) {
    const r = sqlRefusal(e);
    // A win refused after its row was written raises (so the row is undone): casino:provider_<status>.
    if (r?.code.startsWith('provider_')) {
      const status = r.code.slice('provider_'.length) as ProviderTxStatus;
      return { status, balance: await playerCash(q, t.userId, t.currency), replayed: false };
    }
    if (r && REFUSALS.has(r.code as ProviderTxStatus)) {
      return {
        status: r.code as ProviderTxStatus,
        balance: await playerCash(q, t.userId, t.currency),
        replayed: false,
      };
    }
    // A currency the player has no account in.
    if (r?.code === 'currency_mismatch') return { status: 'wrong_currency', balance: null, replayed: false };
    throw e;
  }
  const row = rows[0]!;
  if (row.status === 'ok' && !row.replayed) {
    balanceChanged(q, t.userId);
    // By provider, not by title: a provider's catalogue would be hundreds of label values.
    const game = `provider:${t.provider}`;
    if (t.kind === 'bet') afterCommit(q, () => countBet(game, t.currency, t.amount, 0));
    else if (t.kind === 'win' && t.amount > 0) afterCommit(q, () => countPayout(game, t.currency, t.amount));
  }
  return {
    status: row.status,
    balance: row.balance === null ? null : Number(row.balance),
    replayed: row.replayed,
  };
}

/** The player's cash balance in a currency, or null without an account. */
export async function playerCash(q: Queryable, userId: number, currency: string): Promise<number | null> {
  const { rows } = await q.query<{ balance: string | number }>(
    `SELECT balance FROM wallet_accounts WHERE user_id = $1 AND currency = $2 AND kind = 'cash'`,
    [userId, currency],
  );
  return rows[0] ? Number(rows[0].balance) : null;
}
