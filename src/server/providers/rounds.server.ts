import { CURRENCIES, type Currency } from '../../contract/common';
import { hub88User, toHub88 } from '../../contract/providers';
import type { Db, Queryable } from '../db/types';
import { applyProviderTx, inWalletTransaction, type ProviderTxStatus } from '../wallet';
import { logFor } from '../log.server';
import { failpoint } from '../ops/failpoints.server';

const log = logFor('providers');

// Provider rounds left open (issue 21). A provider closes its rounds with round_closed; one that
// never does (its server lost the round) is closed here after 48 hours WITHOUT any money moving and
// without asking the provider anything (Hub88's own rule): the stake stays staked, as the provider's
// last word left it. An operator who decides otherwise rolls the round back by command; that
// decision is recorded before its money and finished by the sweeper after a crash (issue 38,
// decision 056).

export const OPEN_ROUND_HOURS = 48;
const SWEEP_EVERY_MS = 10 * 60_000;

export interface OpenRound {
  provider: string;
  round_id: string;
  user_id: number;
  game: string;
  currency: string;
  staked: number;
  paid: number;
  opened_at: string;
}

export async function openRounds(
  q: Queryable,
  opts: { provider?: string; olderThanHours?: number } = {},
): Promise<OpenRound[]> {
  const { rows } = await q.query<OpenRound>(
    `SELECT provider, round_id, user_id::int AS user_id, game, currency, staked::float8 AS staked, paid::float8 AS paid,
            opened_at::text AS opened_at
       FROM provider_rounds
      WHERE closed_at IS NULL AND ($1::text IS NULL OR provider = $1)
        AND opened_at <= now() - make_interval(hours => $2)
      ORDER BY opened_at LIMIT 1000`,
    [opts.provider ?? null, opts.olderThanHours ?? 0],
  );
  return rows.map((r) => ({ ...r, staked: Number(r.staked), paid: Number(r.paid) }));
}

/**
 * Closes the rounds open longer than OPEN_ROUND_HOURS; no money moves. A round whose operator
 * rollback is recorded is left to that rollback (closed with its money, never before). Returns how many.
 */
export async function closeStaleRounds(q: Queryable, hours = OPEN_ROUND_HOURS): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `WITH c AS (UPDATE provider_rounds SET closed_at = now(), closed_by = 'timeout'
                 WHERE closed_at IS NULL AND rollback_requested_at IS NULL
                   AND opened_at <= now() - make_interval(hours => $1) RETURNING 1)
     SELECT count(*)::int AS n FROM c`,
    [hours],
  );
  return rows[0]?.n ?? 0;
}

export interface RoundRollback {
  bets: { tx: string; amount: number; status: ProviderTxStatus }[];
}

/**
 * The operator's decision on a stuck round: every bet of it that no win settled is returned to the
 * player through the same port a provider's rollback takes (key `operator:<bet>`, so running the
 * command twice returns nothing twice), and the round is closed. Settled bets stay as they are.
 * The decision is recorded first; the stakes and the round's close are then one transaction, so a
 * kill in between leaves a recorded rollback that the sweeper finishes (finishRoundRollbacks).
 */
export async function rollbackRound(db: Db, provider: string, roundId: string, userId: number): Promise<RoundRollback> {
  const { rows } = await db.query(
    `UPDATE provider_rounds SET rollback_requested_at = coalesce(rollback_requested_at, now())
      WHERE provider = $1 AND round_id = $2 AND user_id = $3 RETURNING 1`,
    [provider, roundId, userId],
  );
  if (!rows.length) return { bets: [] };
  failpoint('providers.rollback.before-money');
  return (await finishRoundRollback(db, provider, roundId, userId, false)) ?? { bets: [] };
}

/**
 * Returns a recorded rollback's stakes and closes its round, in one transaction. Null when another
 * process holds the round (`skipLocked`, the sweeper) or nothing is recorded for it.
 */
async function finishRoundRollback(
  db: Db,
  provider: string,
  roundId: string,
  userId: number,
  skipLocked: boolean,
): Promise<RoundRollback | null> {
  return inWalletTransaction(db, async (tx) => {
    const { rows: round } = await tx.query(
      `SELECT 1 FROM provider_rounds WHERE provider = $1 AND round_id = $2 AND user_id = $3
          AND rollback_requested_at IS NOT NULL FOR UPDATE ${skipLocked ? 'SKIP LOCKED' : ''}`,
      [provider, roundId, userId],
    );
    if (!round.length) return null;
    const { rows } = await tx.query<{ tx_id: string; amount: string; game: string; currency: string }>(
      `SELECT tx_id, amount, game, currency FROM provider_transactions
        WHERE provider = $1 AND round_id = $2 AND user_id = $3 AND kind = 'bet' ORDER BY created_at, tx_id`,
      [provider, roundId, userId],
    );
    const bets: RoundRollback['bets'] = [];
    for (const b of rows) {
      const res = await applyProviderTx(tx, {
        provider,
        kind: 'rollback',
        providerTxId: `operator:${b.tx_id}`,
        roundId,
        referenceTxId: b.tx_id,
        userId,
        currency: b.currency,
        amount: 0,
        game: b.game,
        // Not closed by each rollback: a round's close leaves its other open bets lost, and the
        // next bet's stake is owed back too. The round is closed below, with all of them returned.
        roundClosed: false,
        tokenHash: null,
      });
      bets.push({ tx: b.tx_id, amount: Number(b.amount), status: res.status });
    }
    await tx.query(
      `UPDATE provider_rounds SET closed_at = coalesce(closed_at, now()), closed_by = coalesce(closed_by, 'operator'),
          rolled_back_at = coalesce(rolled_back_at, now())
        WHERE provider = $1 AND round_id = $2 AND user_id = $3`,
      [provider, roundId, userId],
    );
    return { bets };
  });
}

/** Finishes the recorded operator rollbacks a crash stopped before their money. Returns how many. */
export async function finishRoundRollbacks(db: Db, limit = 100): Promise<number> {
  const { rows } = await db.query<{ provider: string; round_id: string; user_id: string }>(
    `SELECT provider, round_id, user_id FROM provider_rounds
      WHERE rollback_requested_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY rollback_requested_at LIMIT $1`,
    [limit],
  );
  let n = 0;
  for (const r of rows) if (await finishRoundRollback(db, r.provider, r.round_id, Number(r.user_id), true)) n++;
  return n;
}

/** One pass of the sweeper: recorded rollbacks first (their rounds close with their money), then stale rounds. */
export async function sweepProviderRounds(db: Db): Promise<{ rolledBack: number; closed: number }> {
  const rolledBack = await finishRoundRollbacks(db);
  return { rolledBack, closed: await closeStaleRounds(db) };
}

/**
 * One provider transaction as we recorded it, in Hub88's own names and units, for reconciling
 * with the aggregator (Hub88's Transactions API lists a round's or a period's transactions by
 * transaction_uuid): the operator compares the two lists. A `tombstone` is the id of a bet whose
 * rollback came first (the bet itself is refused when it arrives).
 */
export interface ProviderTxRecord {
  transaction_uuid: string;
  kind: 'bet' | 'win' | 'rollback' | 'tombstone';
  user: string;
  round: string | null;
  reference_transaction_uuid: string | null;
  game_code: string | null;
  currency: string | null;
  /** Hub88 units (1/100,000 of the currency). */
  amount: number;
  /** A bet's state: open, settled, closed (lost with its round), rolled_back; others: done. */
  status: string;
  created_at: string;
}

/** The transactions of one transaction uuid, or of one round (every player's), oldest first. */
export async function providerTransactions(
  q: Queryable,
  provider: string,
  by: { tx: string } | { round: string },
): Promise<ProviderTxRecord[]> {
  const { rows } = await q.query<{
    tx_id: string;
    kind: ProviderTxRecord['kind'];
    user_id: string;
    round_id: string | null;
    reference_tx: string | null;
    game: string | null;
    currency: string | null;
    amount: string;
    status: string;
    created_at: string;
  }>(
    `SELECT tx_id, kind, user_id::text AS user_id, round_id, reference_tx, game, currency, amount::text AS amount, status,
            to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
       FROM provider_transactions
      WHERE provider = $1 AND ${'tx' in by ? 'tx_id = $2' : 'round_id = $2'}
      ORDER BY created_at, tx_id LIMIT 10000`,
    [provider, 'tx' in by ? by.tx : by.round],
  );
  return rows.map((r) => ({
    transaction_uuid: r.tx_id,
    kind: r.kind,
    user: hub88User(Number(r.user_id)),
    round: r.round_id,
    reference_transaction_uuid: r.reference_tx,
    game_code: r.game,
    currency: r.currency,
    // Tombstones carry no currency and no amount.
    amount: (CURRENCIES as readonly string[]).includes(r.currency ?? '')
      ? toHub88(Number(r.amount), r.currency as Currency)
      : 0,
    status: r.status,
    created_at: r.created_at,
  }));
}

const KEY = Symbol.for('casino.provider-rounds');
/**
 * A pass soon after start, then every 10 minutes, in every process: a recorded rollback is taken
 * under its round's lock (SKIP LOCKED) and every step is idempotent, so no leader is needed.
 */
export function startProviderRoundSweeper(getDb: () => Promise<Db>): void {
  const g = globalThis as { [KEY]?: true };
  if (g[KEY]) return;
  g[KEY] = true;
  const pass = async () => {
    try {
      const { rolledBack, closed } = await sweepProviderRounds(await getDb());
      if (rolledBack) log.info({ rounds: rolledBack }, 'recorded provider round rollbacks finished');
      if (closed)
        log.info({ rounds: closed, hours: OPEN_ROUND_HOURS }, 'stale provider rounds closed (no money moved)');
    } catch (e) {
      log.warn({ err: e }, 'provider round sweep failed');
    }
  };
  setTimeout(pass, 5_000).unref();
  setInterval(pass, SWEEP_EVERY_MS).unref();
}
