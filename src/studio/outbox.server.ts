// Wins and rollbacks the studio owes the casino's wallet, kept in studio_outbox so a restart loses
// nothing. Hub88's rule: a bet answered UNKNOWN/TIMEOUT (or not at all) is rolled back, and wins and
// rollbacks are retried until the wallet gives a final answer. Each row is written BEFORE its call;
// a bet writes an "armed" rollback first (a spin: in the spin's own first transaction), removed
// when the bet gets a definite answer, so a process that dies mid-bet still voids it once the guard
// expires. A row's final answer and what it means for its spin are written in one transaction
// (docs/decisions/056-studio-spins-finish-after-a-crash.md).
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../server/db/types';
import { logFor } from '../server/log.server';
import { failpoint } from '../server/ops/failpoints.server';
import {
  type Hub88Answer,
  type RollbackParams,
  type StudioWallet,
  settlementIsFinal,
  type WinParams,
} from './wallet-client';

const log = logFor('studio');

export interface OutboxDeps {
  db: Db;
  wallet: StudioWallet;
  now: () => number;
}

/** A row is leased this long while one caller works on it, so the timer does not send it twice at once. */
export const LEASE_MS = 30_000;
/** A bet's armed rollback fires when the bet got no definite answer within this (calls time out in 5 s). */
export const BET_GUARD_MS = 60_000;
/** Backoff 1 s, 2 s, 4 s … capped at 10 min; after 200 tries (~30 h) the row is left for the operator. */
const backoff = (attempts: number) => Math.min(1000 * 2 ** Math.min(attempts, 20), 600_000);
export const MAX_ATTEMPTS = 200;

export type OutboxRow = {
  id: string;
  kind: 'win' | 'rollback';
  tx_id: string;
  reference: string;
  round: string;
  payload: WinParams | RollbackParams;
  attempts: number;
  spin_id: string | null;
};
const ROW_COLS = 'id, kind, tx_id, reference, round, payload, attempts, spin_id';

export async function insertRow(
  q: Queryable,
  d: Pick<OutboxDeps, 'now'>,
  kind: 'win' | 'rollback',
  p: WinParams | RollbackParams,
  state: 'armed' | 'due',
  holdMs: number,
  spinId: string | null = null,
): Promise<OutboxRow> {
  const now = d.now();
  const { rows } = await q.query<OutboxRow>(
    `INSERT INTO studio_outbox (kind, tx_id, reference, round, payload, state, next_at, created_at, updated_at, spin_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9)
     ON CONFLICT (tx_id) DO UPDATE SET updated_at = EXCLUDED.updated_at
     RETURNING ${ROW_COLS}`,
    [kind, p.txId, p.referenceTxId, p.round, JSON.stringify(p), state, new Date(now + holdMs), new Date(now), spinId],
  );
  return rows[0]!;
}

/** One attempt on a row this caller holds; final answers close it, others schedule the next try. */
export async function attempt(d: OutboxDeps, row: OutboxRow): Promise<Hub88Answer> {
  if (row.kind === 'rollback') failpoint('studio.rollback.before-wallet');
  const a =
    row.kind === 'win'
      ? await d.wallet.win(row.payload as WinParams)
      : await d.wallet.rollback(row.payload as RollbackParams);
  const now = new Date(d.now());
  if (settlementIsFinal(a)) {
    failpoint('studio.outbox.after-wallet');
    await d.db.transaction(async (tx) => {
      // Closed once: a second sender of the same row (a lease that ran out) changes nothing.
      const { rows } = await tx.query(
        `UPDATE studio_outbox SET state = 'done', last_status = $2, updated_at = $3 WHERE id = $1 AND state <> 'done' RETURNING id`,
        [row.id, a.status, now],
      );
      if (rows.length && row.spin_id) await spinAnswered(tx, d, row, a.status);
    });
    return a;
  }
  const attempts = row.attempts + 1;
  const gaveUp = attempts >= MAX_ATTEMPTS;
  await d.db.query(
    `UPDATE studio_outbox SET state = $2, attempts = $3, next_at = $4, last_status = $5, updated_at = $6
      WHERE id = $1 AND state <> 'done'`,
    [
      row.id,
      gaveUp ? 'gave_up' : 'due',
      attempts,
      new Date(now.getTime() + backoff(attempts)),
      a.failure ?? a.status,
      now,
    ],
  );
  // Left for the operator: reconcile reports the row and its spin.
  if (gaveUp) log.error({ txId: row.tx_id, kind: row.kind }, 'studio outbox row gave up');
  return a;
}

/**
 * What a spin's call answered for good means for the spin, in the row's own transaction:
 * - its win: settled (RS_OK) or failed (refused: the operator's, reported by reconcile);
 * - its rollback accepted: rolled back (the stake returned, or the bet never taken);
 * - its rollback refused: the bet stands (Hub88: a bet that closed its own round as a loss, or one
 *   a win settled, is not rolled back), so the spin is finished with the outcome its seeds fixed:
 *   its win (0 for a loss) is queued, and the spin is settled when the wallet accepts it.
 */
async function spinAnswered(tx: Queryable, d: OutboxDeps, row: OutboxRow, status: string): Promise<void> {
  const at = new Date(d.now());
  if (row.kind === 'win') {
    await tx.query(
      `UPDATE studio_spins SET status = $2, wallet_status = $3, settled_at = $4 WHERE id = $1 AND status = 'bet_ok'`,
      [row.spin_id, status === 'RS_OK' ? 'settled' : 'failed', status, at],
    );
    return;
  }
  if (status === 'RS_OK') {
    await tx.query(
      `UPDATE studio_spins SET status = 'rolled_back', wallet_status = $2, settled_at = $3 WHERE id = $1 AND status = 'pending'`,
      [row.spin_id, status, at],
    );
    return;
  }
  const { rows } = await tx.query<{ id: string; win_tx: string; payout: string; currency: string }>(
    `UPDATE studio_spins SET status = 'bet_ok', wallet_status = $2 WHERE id = $1 AND status = 'pending'
     RETURNING id, win_tx, payout, currency`,
    [row.spin_id, status],
  );
  const s = rows[0];
  if (!s) return;
  const rb = row.payload as RollbackParams;
  const win: WinParams = {
    user: rb.user,
    token: rb.token,
    game: rb.game,
    currency: s.currency,
    txId: s.win_tx,
    round: s.id,
    roundClosed: true,
    amount: Number(s.payout),
    referenceTxId: s.id,
  };
  await insertRow(tx, d, 'win', win, 'due', 0, s.id);
}

/** Takes a row to send now (the caller's lease); null when another caller holds it or it is done. */
export async function claim(d: OutboxDeps, where: string, params: unknown[]): Promise<OutboxRow | null> {
  const { rows } = await d.db.query<OutboxRow>(
    `UPDATE studio_outbox SET state = 'due', next_at = $1
      WHERE id = (SELECT id FROM studio_outbox WHERE ${where} LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING ${ROW_COLS}`,
    [new Date(d.now() + LEASE_MS), ...params],
  );
  return rows[0] ?? null;
}

/** Sends a win or rollback now, written to the outbox first; a non-final answer leaves it queued. */
export async function sendSettlement(
  d: OutboxDeps,
  kind: 'win' | 'rollback',
  p: WinParams | RollbackParams,
): Promise<{ answer: Hub88Answer; queued: boolean }> {
  const row = await insertRow(d.db, d, kind, p, 'due', LEASE_MS);
  const answer = await attempt(d, row);
  return { answer, queued: !settlementIsFinal(answer) };
}

/**
 * Arms a rollback of the bet `bet.txId` before the bet is sent (the live tables' bets). `disarm`
 * when the wallet gave the bet a definite answer; `fire` when it did not (UNKNOWN, TIMEOUT, no
 * trustworthy answer).
 */
export async function armBetGuard(
  d: OutboxDeps,
  bet: Omit<RollbackParams, 'txId' | 'referenceTxId'> & { txId: string },
): Promise<{ disarm(): Promise<void>; fire(): Promise<Hub88Answer> }> {
  const p: RollbackParams = { ...bet, txId: randomUUID(), referenceTxId: bet.txId };
  const row = await insertRow(d.db, d, 'rollback', p, 'armed', BET_GUARD_MS);
  return {
    async disarm() {
      await d.db.query(`DELETE FROM studio_outbox WHERE id = $1 AND state = 'armed'`, [row.id]);
    },
    async fire() {
      await d.db.query(`UPDATE studio_outbox SET state = 'due', next_at = $2 WHERE id = $1`, [
        row.id,
        new Date(d.now() + LEASE_MS),
      ]);
      return attempt(d, row);
    },
  };
}

/** One pass of the timer: claims due rows (and armed guards whose bet never got an answer). */
export async function runOutboxOnce(d: OutboxDeps, limit = 20): Promise<number> {
  const now = d.now();
  const { rows } = await d.db.query<OutboxRow>(
    `UPDATE studio_outbox SET next_at = $2, state = 'due'
      WHERE id IN (SELECT id FROM studio_outbox WHERE state IN ('armed', 'due') AND next_at <= $1
                   ORDER BY next_at LIMIT $3 FOR UPDATE SKIP LOCKED)
      RETURNING ${ROW_COLS}`,
    [new Date(now), new Date(now + LEASE_MS), limit],
  );
  for (const row of rows) await attempt(d, row);
  return rows.length;
}

/** Starts the retry timer (every 2 s); returns a stop function. */
export function startOutbox(d: OutboxDeps, everyMs = 2000): () => void {
  let busy = false;
  const t = setInterval(() => {
    if (busy || d.db.closed) return;
    busy = true;
    runOutboxOnce(d)
      .catch((err) => log.error({ err }, 'studio outbox pass failed'))
      .finally(() => {
        busy = false;
      });
  }, everyMs);
  t.unref?.();
  return () => clearInterval(t);
}
