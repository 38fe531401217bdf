// Wins and rollbacks the studio owes the casino's wallet, kept in studio_outbox so a restart loses
// nothing. Hub88's rule: a bet answered UNKNOWN/TIMEOUT (or not at all) is rolled back, and wins and
// rollbacks are retried until the wallet gives a final answer. Each row is written BEFORE its call;
// a bet writes an "armed" rollback first, disarmed when the bet gets a definite answer, so a process
// that dies mid-bet still refunds it once the guard expires.
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../server/db/types';
import {
  type Hub88Answer,
  type RollbackParams,
  type StudioWallet,
  settlementIsFinal,
  type WinParams,
} from './wallet-client';
import { logFor } from '../server/log.server';

const log = logFor('studio');

export interface OutboxEvent {
  kind: 'win' | 'rollback';
  txId: string;
  referenceTxId: string;
  round: string;
  /** The wallet's final status ('RS_OK', 'RS_ERROR_…'), or 'GAVE_UP' after the retry cap. */
  status: string;
  balance?: number;
}

export interface OutboxDeps {
  db: Db;
  wallet: StudioWallet;
  now: () => number;
  /** Told of every settled row (the slot service marks its spins). */
  listeners: ((e: OutboxEvent) => void | Promise<void>)[];
}

/** A row is leased this long while one caller works on it, so the timer does not send it twice at once. */
const LEASE_MS = 30_000;
/** A bet's armed rollback fires when the bet got no definite answer within this (calls time out in 5 s). */
export const BET_GUARD_MS = 60_000;
/** Backoff 1 s, 2 s, 4 s … capped at 10 min; after 200 tries (~30 h) the row is left for the operator. */
const backoff = (attempts: number) => Math.min(1000 * 2 ** Math.min(attempts, 20), 600_000);
export const MAX_ATTEMPTS = 200;

type Row = {
  id: string;
  kind: 'win' | 'rollback';
  tx_id: string;
  reference: string;
  round: string;
  payload: WinParams | RollbackParams;
  attempts: number;
};

async function insertRow(
  q: Queryable,
  d: OutboxDeps,
  kind: 'win' | 'rollback',
  p: WinParams | RollbackParams,
  state: 'armed' | 'due',
  holdMs: number,
): Promise<Row> {
  const now = d.now();
  const { rows } = await q.query<Row>(
    `INSERT INTO studio_outbox (kind, tx_id, reference, round, payload, state, next_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
     ON CONFLICT (tx_id) DO UPDATE SET updated_at = EXCLUDED.updated_at
     RETURNING id, kind, tx_id, reference, round, payload, attempts`,
    [kind, p.txId, p.referenceTxId, p.round, JSON.stringify(p), state, new Date(now + holdMs), new Date(now)],
  );
  return rows[0]!;
}

/** One attempt on a row this caller holds; final answers close it, others schedule the next try. */
async function attempt(d: OutboxDeps, row: Row): Promise<Hub88Answer> {
  const a =
    row.kind === 'win'
      ? await d.wallet.win(row.payload as WinParams)
      : await d.wallet.rollback(row.payload as RollbackParams);
  const now = d.now();
  if (settlementIsFinal(a)) {
    await d.db.query(`UPDATE studio_outbox SET state = 'done', last_status = $2, updated_at = $3 WHERE id = $1`, [
      row.id,
      a.status,
      new Date(now),
    ]);
    await emit(d, {
      kind: row.kind,
      txId: row.tx_id,
      referenceTxId: row.reference,
      round: row.round,
      status: a.status,
      balance: a.balance,
    });
    return a;
  }
  const attempts = row.attempts + 1;
  const gaveUp = attempts >= MAX_ATTEMPTS;
  await d.db.query(
    `UPDATE studio_outbox SET state = $2, attempts = $3, next_at = $4, last_status = $5, updated_at = $6 WHERE id = $1`,
    [
      row.id,
      gaveUp ? 'gave_up' : 'due',
      attempts,
      new Date(now + backoff(attempts)),
      a.failure ?? a.status,
      new Date(now),
    ],
  );
  if (gaveUp)
    await emit(d, {
      kind: row.kind,
      txId: row.tx_id,
      referenceTxId: row.reference,
      round: row.round,
      status: 'GAVE_UP',
    });
  return a;
}

async function emit(d: OutboxDeps, e: OutboxEvent) {
  for (const l of d.listeners) {
    try {
      await l(e);
    } catch (err) {
      log.error({ err }, 'studio outbox listener failed');
    }
  }
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
 * Arms a rollback of the bet `bet.txId` before the bet is sent. `disarm` when the wallet gave the
 * bet a definite answer; `fire` when it did not (UNKNOWN, TIMEOUT, no trustworthy answer).
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
  const { rows } = await d.db.query<Row>(
    `UPDATE studio_outbox SET next_at = $2, state = 'due'
      WHERE id IN (SELECT id FROM studio_outbox WHERE state IN ('armed', 'due') AND next_at <= $1
                   ORDER BY next_at LIMIT $3 FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, tx_id, reference, round, payload, attempts`,
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
