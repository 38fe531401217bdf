import type { Db, Queryable } from '../db/types';
import { applyProviderTx, type ProviderTxStatus } from '../wallet';
import { logFor } from '../log.server';
import { failpoint } from '../ops/failpoints.server';

const log = logFor('providers');

// Provider rounds left open (issue 21). A provider closes its rounds with round_closed; one that
// never does (its server lost the round) is closed here after 48 hours WITHOUT any money moving and
// without asking the provider anything (Hub88's own rule): the stake stays staked, as the provider's
// last word left it. An operator who decides otherwise rolls the round back by command.

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

/** Closes the rounds open longer than OPEN_ROUND_HOURS; no money moves. Returns how many. */
export async function closeStaleRounds(q: Queryable, hours = OPEN_ROUND_HOURS): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `WITH c AS (UPDATE provider_rounds SET closed_at = now(), closed_by = 'timeout'
                 WHERE closed_at IS NULL AND opened_at <= now() - make_interval(hours => $1) RETURNING 1)
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
 */
export async function rollbackRound(db: Db, provider: string, roundId: string, userId: number): Promise<RoundRollback> {
  const { rows } = await db.query<{ tx_id: string; amount: string; game: string; currency: string }>(
    `SELECT tx_id, amount, game, currency FROM provider_transactions
      WHERE provider = $1 AND round_id = $2 AND user_id = $3 AND kind = 'bet' ORDER BY created_at`,
    [provider, roundId, userId],
  );
  const bets: RoundRollback['bets'] = [];
  for (const b of rows) {
    failpoint('providers.rollback.before-money');
    const res = await applyProviderTx(db, {
      provider,
      kind: 'rollback',
      providerTxId: `operator:${b.tx_id}`,
      roundId,
      referenceTxId: b.tx_id,
      userId,
      currency: b.currency,
      amount: 0,
      game: b.game,
      roundClosed: true,
      tokenHash: null,
    });
    bets.push({ tx: b.tx_id, amount: Number(b.amount), status: res.status });
  }
  await db.query(
    `UPDATE provider_rounds SET closed_at = coalesce(closed_at, now()), closed_by = coalesce(closed_by, 'operator')
      WHERE provider = $1 AND round_id = $2 AND user_id = $3`,
    [provider, roundId, userId],
  );
  return { bets };
}

const KEY = Symbol.for('casino.provider-rounds');
/** Every 10 minutes in every process (the update is idempotent). */
export function startProviderRoundSweeper(getDb: () => Promise<Db>): void {
  const g = globalThis as { [KEY]?: true };
  if (g[KEY]) return;
  g[KEY] = true;
  setInterval(async () => {
    try {
      const n = await closeStaleRounds(await getDb());
      if (n) log.info({ rounds: n, hours: OPEN_ROUND_HOURS }, 'stale provider rounds closed (no money moved)');
    } catch (e) {
      log.warn({ err: e }, 'provider round sweep failed');
    }
  }, SWEEP_EVERY_MS).unref();
}
