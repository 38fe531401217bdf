import { WalletError } from '../../contract/wallet-errors';
import type { Queryable } from '../db/types';
import { assertMinor, balancesOf, houseAccount, post } from './ledger.server';
import { balanceChanged } from './notify.server';
import { assertMayStake } from './protection.server';

// Stakes and winnings: the hot path of every game. A stake is one statement in the common
// case (no loss limit, no exclusion: the account is not `guarded`), so it costs about what a
// bare conditional UPDATE plus a ledger INSERT costs (npm run bench:wallet).

export interface GameMoveInput {
  userId: number;
  currency: string;
  /** Minor units, integer > 0 (a payout may be 0: nothing is posted). */
  amount: number;
  /** Registry slug, e.g. 'dice': names the house account. */
  game: string;
  /** Unique per movement, e.g. `bet:<betId>:stake`. */
  key: string;
  /** e.g. `bet:<betId>` / `round:<id>`. */
  reference: string;
}
export interface GameMoveResult {
  balance: number;
  bonusBalance: number;
  replayed: boolean;
  postingId: string;
}

type FastRow = { tx_id: number | null; balance: number | null; posting_id: number | null; bonus: number | null };

// The player's cash moves by `sign * amount`; the game's house account the other way.
function fastSql(sign: 1 | -1): string {
  const guard = sign < 0 ? 'AND balance >= $5 AND NOT guarded' : '';
  return `WITH t AS (
    INSERT INTO wallet_transactions (idempotency_key, kind, reference, user_id, currency)
    SELECT $1, $7, $2, $3, $4 WHERE EXISTS (
      SELECT 1 FROM wallet_accounts WHERE user_id = $3 AND currency = $4 AND kind = 'cash' ${guard})
    ON CONFLICT (idempotency_key) DO NOTHING RETURNING id
  ), d AS (
    UPDATE wallet_accounts SET balance = balance + ${sign} * $5::bigint, updated_at = now()
     WHERE user_id = $3 AND currency = $4 AND kind = 'cash' ${guard} AND EXISTS (SELECT 1 FROM t)
    RETURNING id, balance
  ), p AS (
    INSERT INTO wallet_postings (transaction_id, account_id, amount, balance_after)
    SELECT t.id, d.id, ${sign} * $5::bigint, d.balance FROM t, d
    UNION ALL SELECT t.id, $6, ${-sign} * $5::bigint, NULL FROM t, d
    RETURNING id, account_id
  )
  SELECT (SELECT id FROM t) AS tx_id, (SELECT balance FROM d) AS balance,
         (SELECT id FROM p WHERE account_id <> $6) AS posting_id,
         (SELECT balance FROM wallet_accounts WHERE user_id = $3 AND currency = $4 AND kind = 'bonus') AS bonus`;
}
const STAKE_SQL = fastSql(-1);
const WIN_SQL = fastSql(1);

async function firstResult(tx: Queryable, m: GameMoveInput, kind: string): Promise<GameMoveResult | null> {
  const { rows } = await tx.query<{
    kind: string;
    user_id: number;
    balance_after: number | null;
    posting_id: number | null;
  }>(
    `SELECT t.kind, t.user_id, p.balance_after, p.id AS posting_id FROM wallet_transactions t
       LEFT JOIN wallet_postings p ON p.transaction_id = t.id AND p.balance_after IS NOT NULL
      WHERE t.idempotency_key = $1`,
    [m.key],
  );
  const r = rows[0];
  if (!r) return null;
  if (r.kind !== kind || Number(r.user_id) !== m.userId) throw new WalletError('idempotency_conflict');
  const now = await balancesOf(tx, m.userId, m.currency);
  return {
    balance: r.balance_after === null ? now.balance : Number(r.balance_after),
    bonusBalance: now.bonusBalance,
    replayed: true,
    postingId: r.posting_id === null ? '' : String(r.posting_id),
  };
}

async function move(tx: Queryable, m: GameMoveInput, kind: 'stake' | 'win'): Promise<GameMoveResult> {
  const house = await houseAccount(tx, m.currency, 'game', m.game);
  const { rows } = await tx.query<FastRow>(kind === 'stake' ? STAKE_SQL : WIN_SQL, [
    m.key,
    m.reference,
    m.userId,
    m.currency,
    m.amount,
    house,
    kind,
  ]);
  const r = rows[0]!;
  if (r.tx_id !== null && r.balance !== null) {
    balanceChanged(tx, m.userId);
    return {
      balance: Number(r.balance),
      bonusBalance: Number(r.bonus ?? 0),
      replayed: false,
      postingId: String(r.posting_id),
    };
  }
  // A transaction row without its postings would not balance: only a race gets here, and
  // the caller's transaction aborts on the error below.
  if (r.tx_id !== null) throw new WalletError('insufficient_funds');

  const first = await firstResult(tx, m, kind);
  if (first) return first;

  // Not done in one statement: no account in this currency, not enough money, or guarded.
  const { rows: acc } = await tx.query<{ balance: number; guarded: boolean }>(
    `SELECT balance, guarded FROM wallet_accounts WHERE user_id = $1 AND currency = $2 AND kind = 'cash' FOR UPDATE`,
    [m.userId, m.currency],
  );
  const a = acc[0];
  if (!a) throw new WalletError('currency_mismatch');
  if (kind === 'stake') {
    if (a.guarded) await assertMayStake(tx, m.userId, m.amount);
    if (Number(a.balance) < m.amount) throw new WalletError('insufficient_funds');
  }
  const sign = kind === 'stake' ? -1 : 1;
  const res = await post(tx, {
    key: m.key,
    kind,
    reference: m.reference,
    userId: m.userId,
    currency: m.currency,
    postings: [
      { account: { user: m.userId, kind: 'cash' }, amount: sign * m.amount },
      { account: { house: 'game', name: m.game }, amount: -sign * m.amount },
    ],
  });
  if (res.replayed) return (await firstResult(tx, m, kind))!;
  const b = await balancesOf(tx, m.userId, m.currency);
  const { rows: p } = await tx.query<{ id: number }>(
    `SELECT id FROM wallet_postings WHERE transaction_id = $1 AND balance_after IS NOT NULL`,
    [res.transactionId],
  );
  return { balance: b.balance, bonusBalance: b.bonusBalance, replayed: false, postingId: String(p[0]?.id ?? '') };
}

/**
 * Debits a stake from the player's cash into the game's house account, inside the caller's
 * transaction. Enforces loss limits and exclusions. Throws WalletError 'insufficient_funds' |
 * 'limit_exceeded' | 'excluded' | 'currency_mismatch'; a repeated key returns the first result.
 */
export async function placeStake(tx: Queryable, m: GameMoveInput): Promise<GameMoveResult> {
  assertMinor(m.amount);
  return move(tx, m, 'stake');
}

/** Credits winnings from the game's house account to the player's cash; 0 posts nothing. */
export async function payWinnings(tx: Queryable, m: GameMoveInput): Promise<GameMoveResult> {
  assertMinor(m.amount, true);
  if (m.amount === 0) {
    const b = await balancesOf(tx, m.userId, m.currency);
    return { balance: b.balance, bonusBalance: b.bonusBalance, replayed: false, postingId: '' };
  }
  return move(tx, m, 'win');
}
