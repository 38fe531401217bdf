import { WalletError } from '../../contract/wallet-errors';
import type { Db, Queryable } from '../db/types';
import { balanceChanged, balanceChangedCommitted } from './notify.server';

// The double-entry ledger (docs/decisions/011-wallet-ledger.md). Every movement is one
// wallet_transactions row (its idempotency key UNIQUE) plus postings summing to zero, written
// in the caller's database transaction; the database refuses a negative player balance and
// an unbalanced transaction, so a bug here fails loudly instead of losing money.

export type PlayerAccountKind = 'cash' | 'bonus' | 'withdrawal_pending' | 'frozen';
// receivable: what one player owes the house (its name is the player's id; migration 31).
export type HouseAccountKind = 'game' | 'payment_clearing' | 'bonus_expense' | 'adjustment' | 'receivable';
export type AccountRef = { user: number; kind: PlayerAccountKind } | { house: HouseAccountKind; name: string };

export interface Posting {
  account: AccountRef;
  /** Minor units; positive adds to the account, negative takes from it. */
  amount: number;
}
export interface Movement {
  key: string;
  kind: string;
  reference: string | null;
  /** The player the movement concerns (history, notifications). */
  userId: number | null;
  currency: string;
  postings: Posting[];
  meta?: Record<string, unknown>;
}
export interface PostResult {
  transactionId: number;
  replayed: boolean;
}

const PG_SERIALIZATION = '40001';
const PG_DEADLOCK = '40P01';

const codeOf = (e: unknown) => (e as { code?: string } | null)?.code;

/** Money must be a safe whole number; anything else is a bug upstream, refused before SQL. */
export function assertMinor(amount: number, allowZero = false): void {
  if (!Number.isSafeInteger(amount) || amount < 0 || (!allowZero && amount === 0)) {
    throw new WalletError('amount_too_large', `Not a valid amount: ${amount}`);
  }
}

// House accounts are created on first use; a process remembers the ids of those it has seen
// committed. An id found inside a transaction is remembered only once that transaction commits:
// a rolled-back one (a serialization retry, a refused stake) would otherwise leave the process
// holding the id of a row that never existed, and every later movement would fail.
const knownHouse = new WeakMap<object, Map<string, number>>();
type WalletTx = Queryable & { root?: object; houseIds?: Map<string, number> };

export async function houseAccount(
  tx: Queryable,
  currency: string,
  kind: HouseAccountKind,
  name: string,
): Promise<number> {
  const { root, houseIds } = tx as WalletTx;
  const k = `${currency}|${kind}|${name}`;
  const hit = (root ? knownHouse.get(root)?.get(k) : undefined) ?? houseIds?.get(k);
  if (hit) return hit;
  await tx.query(
    `INSERT INTO wallet_accounts (user_id, currency, kind, name) VALUES (NULL, $1, $2, $3) ON CONFLICT DO NOTHING`,
    [currency, kind, name],
  );
  const { rows } = await tx.query<{ id: number }>(
    `SELECT id FROM wallet_accounts WHERE user_id IS NULL AND currency = $1 AND kind = $2 AND name = $3`,
    [currency, kind, name],
  );
  const id = Number(rows[0]!.id);
  houseIds?.set(k, id);
  return id;
}

/**
 * A house account's id when it exists (committed), else null: read once per process, then
 * remembered with the others. For a caller that hands the id to the database (a bet), which makes
 * the account itself on first use.
 */
export async function existingHouseAccount(
  db: Db,
  currency: string,
  kind: HouseAccountKind,
  name: string,
): Promise<number | null> {
  const k = `${currency}|${kind}|${name}`;
  const hit = knownHouse.get(db)?.get(k);
  if (hit) return hit;
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM wallet_accounts WHERE user_id IS NULL AND currency = $1 AND kind = $2 AND name = $3`,
    [currency, kind, name],
  );
  if (!rows[0]) return null;
  const id = Number(rows[0].id);
  rememberHouseIds(db, new Map([[k, id]]));
  return id;
}

function rememberHouseIds(db: object, ids: Map<string, number>): void {
  if (!ids.size) return;
  let known = knownHouse.get(db);
  if (!known) {
    known = new Map();
    knownHouse.set(db, known);
  }
  for (const [k, id] of ids) known.set(k, id);
}

/** Creates a player's cash, bonus and withdrawal-pending accounts in a currency (idempotent). */
export async function openPlayerAccounts(tx: Queryable, userId: number, currency: string): Promise<void> {
  await tx.query(
    `INSERT INTO wallet_accounts (user_id, currency, kind)
     SELECT $1, $2, k FROM unnest(ARRAY['cash','bonus','withdrawal_pending','frozen']) AS k ON CONFLICT DO NOTHING`,
    [userId, currency],
  );
}

async function playerAccount(
  tx: Queryable,
  userId: number,
  currency: string,
  kind: PlayerAccountKind,
): Promise<number> {
  const find = () =>
    tx.query<{ id: number }>(
      `SELECT id FROM wallet_accounts WHERE user_id = $1 AND currency = $2 AND kind = $3 AND bonus_id IS NULL`,
      [userId, currency, kind],
    );
  let { rows } = await find();
  if (!rows.length) {
    await openPlayerAccounts(tx, userId, currency);
    ({ rows } = await find());
  }
  return Number(rows[0]!.id);
}

async function replayOf(tx: Queryable, m: Pick<Movement, 'key' | 'kind' | 'userId'>): Promise<PostResult> {
  const { rows } = await tx.query<{ id: number; kind: string; user_id: number | null }>(
    `SELECT id, kind, user_id FROM wallet_transactions WHERE idempotency_key = $1`,
    [m.key],
  );
  const row = rows[0];
  if (!row) throw new Error(`wallet: key ${m.key} neither inserted nor found`);
  if (row.kind !== m.kind || (row.user_id === null ? null : Number(row.user_id)) !== m.userId) {
    throw new WalletError('idempotency_conflict');
  }
  return { transactionId: Number(row.id), replayed: true };
}

/**
 * Writes one balanced movement inside the caller's transaction. A key seen before returns
 * the first movement (replayed: true) and moves nothing. A WalletError thrown here must
 * abort the caller's transaction (inWalletTransaction does).
 */
export async function post(tx: Queryable, m: Movement): Promise<PostResult> {
  if (!m.postings.length) throw new Error('wallet: a movement needs postings');
  let sum = 0;
  for (const p of m.postings) {
    if (!Number.isSafeInteger(p.amount) || p.amount === 0) throw new WalletError('amount_too_large');
    sum += p.amount;
  }
  if (sum !== 0) throw new Error(`wallet: postings of ${m.key} sum to ${sum}`);

  const ins = await tx.query<{ id: number }>(
    `INSERT INTO wallet_transactions (idempotency_key, kind, reference, user_id, currency, meta)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [m.key, m.kind, m.reference, m.userId, m.currency, m.meta ? JSON.stringify(m.meta) : null],
  );
  if (!ins.rows.length) return replayOf(tx, m);
  const transactionId = Number(ins.rows[0]!.id);

  const resolved = await Promise.all(
    m.postings.map(async (p) => ({
      amount: p.amount,
      player: 'user' in p.account,
      id:
        'user' in p.account
          ? await playerAccount(tx, p.account.user, m.currency, p.account.kind)
          : await houseAccount(tx, m.currency, p.account.house, p.account.name),
    })),
  );
  // A fixed lock order (account id) keeps two movements over the same accounts from deadlocking.
  resolved.sort((a, b) => a.id - b.id);
  const playerIds = [...new Set(resolved.filter((p) => p.player).map((p) => p.id))];
  const balances = new Map<number, number>();
  if (playerIds.length) {
    const { rows } = await tx.query<{ id: number; balance: number }>(
      `SELECT id, balance FROM wallet_accounts WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE`,
      [playerIds],
    );
    for (const r of rows) balances.set(Number(r.id), Number(r.balance));
  }
  // Each player posting carries the balance it leads to; the database moves the cached balance with
  // it, refusing any that does not continue the account's balance (migration 17).
  const params: unknown[] = [];
  const values: string[] = [];
  for (const p of resolved) {
    let after: number | null = null;
    if (p.player) {
      after = balances.get(p.id)! + p.amount;
      if (after < 0) throw new WalletError('insufficient_funds');
      balances.set(p.id, after);
    }
    const i = params.length;
    values.push(`($${i + 1}::bigint, $${i + 2}::bigint, $${i + 3}::bigint, $${i + 4}::bigint)`);
    params.push(transactionId, p.id, p.amount, after);
  }
  await tx.query(
    `INSERT INTO wallet_postings (transaction_id, account_id, amount, balance_after) VALUES ${values.join(', ')}`,
    params,
  );
  if (m.userId !== null) balanceChanged(tx, m.userId);
  return { transactionId, replayed: false };
}

export interface Balances {
  balance: number;
  bonusBalance: number;
  pending: number;
}

/** A player's cached balances in a currency (0 when the accounts do not exist yet). */
export async function balancesOf(q: Queryable, userId: number, currency: string): Promise<Balances> {
  const { rows } = await q.query<{ kind: string; balance: number }>(
    `SELECT kind, sum(balance) AS balance FROM wallet_accounts WHERE user_id = $1 AND currency = $2 GROUP BY kind`,
    [userId, currency],
  );
  // 'bonus' sums the player's bonus accounts (one per bonus, migration 22).
  const of = (k: string) => Number(rows.find((r) => r.kind === k)?.balance ?? 0);
  return { balance: of('cash'), bonusBalance: of('bonus'), pending: of('withdrawal_pending') };
}

/**
 * Runs fn in a transaction, retrying serialization failures and deadlocks (a few times,
 * with a short random pause), then tells listeners whose balance changed.
 */
export async function inWalletTransaction<T>(db: Db, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const touched = new Set<number>();
    const houseIds = new Map<string, number>();
    const afterCommit: (() => void)[] = [];
    try {
      const out = await db.transaction((tx) =>
        fn(Object.assign(Object.create(tx), { root: db, touched, houseIds, afterCommit })),
      );
      rememberHouseIds(db, houseIds);
      for (const u of touched) balanceChangedCommitted(db, u);
      for (const f of afterCommit) f();
      return out;
    } catch (e) {
      const code = codeOf(e);
      if ((code === PG_SERIALIZATION || code === PG_DEADLOCK) && attempt < 8) {
        await new Promise((r) => setTimeout(r, 2 + Math.random() * 10 * (attempt + 1)));
        continue;
      }
      throw e;
    }
  }
}

/**
 * SQL pieces for reads that join a player's balances onto another query (the profile's one
 * session lookup): selects `balance` and `bonus` of user alias `u` in its account currency.
 */
export const BALANCE_JOIN = {
  select: `wc.balance AS balance, (SELECT sum(wb.balance) FROM wallet_accounts wb
      WHERE wb.user_id = u.id AND wb.currency = u.currency AND wb.kind = 'bonus') AS bonus`,
  joins: `LEFT JOIN wallet_accounts wc ON wc.user_id = u.id AND wc.currency = u.currency AND wc.kind = 'cash'`,
};
