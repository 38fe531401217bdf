import { EventEmitter } from 'node:events';
import type { Db, Queryable } from '../db/types';
import { logFor } from '../log.server';

const log = logFor('wallet');

// Balance-change fan-out for the event stream (GET /wallet/events).
// - A movement marks its player "touched" on the transaction; inWalletTransaction publishes
//   after COMMIT. NOTIFY is never sent from inside the ledger transaction: a transaction
//   holding notifications takes a global lock at commit and serializes every writer
//   (design/reference-notes.md section 3).
// - PostgreSQL: one `pg_notify('wallet_balance', '<userId>')` per player, batched every
//   few ms, reaches every process LISTENing on the same database.
// - PGlite is embedded in one process: an in-process emitter does the same job.
// - A movement written in a transaction not opened by inWalletTransaction publishes after
//   a short delay instead; the stream also re-reads every 15 s, so nothing stays stale.

const CHANNEL = 'wallet_balance';
// Batched: one NOTIFY per 20 ms carries every player touched meanwhile (a busy server sends ~50 a second, not one per bet).
const FLUSH_MS = 20;
const UNCOMMITTED_DELAY_MS = 250;

interface Hub {
  emitter: EventEmitter;
  pending: Set<number>;
  timer: NodeJS.Timeout | null;
  listening: Promise<void> | null;
  stop: (() => Promise<void>) | null;
}
const hubs = new WeakMap<Db, Hub>();

function hubOf(db: Db): Hub {
  let h = hubs.get(db);
  if (!h) {
    h = { emitter: new EventEmitter(), pending: new Set(), timer: null, listening: null, stop: null };
    h.emitter.setMaxListeners(0);
    hubs.set(db, h);
  }
  return h;
}

type TxMarks = { root?: Db; touched?: Set<number>; afterCommit?: (() => void)[] };

/**
 * Runs fn once the caller's transaction commits (inWalletTransaction), at once for a statement on
 * the database itself (committed already) or in a transaction that keeps no marks (a plain
 * db.transaction: fn then runs before its commit, which is near enough for a metric).
 */
export function afterCommit(tx: Queryable, fn: () => void): void {
  const marks = tx as TxMarks;
  if (marks.afterCommit) marks.afterCommit.push(fn);
  else fn();
}

/** Called by the ledger after a movement (in a transaction, or one statement on the database itself). */
export function balanceChanged(tx: Queryable, userId: number): void {
  const marks = tx as TxMarks;
  if (marks.touched) marks.touched.add(userId);
  // A movement made by one statement on the database itself (autocommit) is committed already.
  else if (typeof (tx as Partial<Db>).transaction === 'function') balanceChangedCommitted(tx as Db, userId);
  else if (marks.root) {
    const db = marks.root;
    setTimeout(() => balanceChangedCommitted(db, userId), UNCOMMITTED_DELAY_MS).unref();
  }
}

/** Called after COMMIT: tell every process. */
export function balanceChangedCommitted(db: Db, userId: number): void {
  const h = hubOf(db);
  if (db.kind !== 'postgres') {
    h.emitter.emit('change', userId);
    return;
  }
  h.pending.add(userId);
  h.timer ??= setTimeout(() => {
    h.timer = null;
    const ids = [...h.pending].map(String);
    h.pending.clear();
    // Closing (shutdown, end of a test): nobody is left to tell, and the pool refuses queries.
    if (db.closed) return;
    db.query(`SELECT pg_notify('${CHANNEL}', id) FROM unnest($1::text[]) AS id`, [ids]).catch((e: unknown) =>
      log.error({ err: e }, 'balance notify failed'),
    );
  }, FLUSH_MS);
}

async function startListening(db: Db, h: Hub): Promise<void> {
  if (!db.listen) return;
  try {
    h.stop = await db.listen(
      CHANNEL,
      (payload) => {
        const id = Number(payload);
        if (Number.isSafeInteger(id)) h.emitter.emit('change', id);
      },
      () => {
        // Connection lost: listen again shortly; the stream's periodic re-read covers the gap.
        h.stop = null;
        setTimeout(() => {
          h.listening = startListening(db, h);
        }, 1000).unref();
      },
    );
  } catch (e) {
    log.error({ err: e }, 'balance listen failed');
    setTimeout(() => {
      h.listening = startListening(db, h);
    }, 1000).unref();
  }
}

/** Calls fn whenever the player's balance may have changed; returns the unsubscribe. */
export async function onBalanceChange(db: Db, userId: number, fn: () => void): Promise<() => void> {
  const h = hubOf(db);
  if (db.kind === 'postgres') {
    h.listening ??= startListening(db, h);
    await h.listening;
  }
  const handler = (id: number) => {
    if (id === userId) fn();
  };
  h.emitter.on('change', handler);
  return () => h.emitter.off('change', handler);
}

/** Closes this process's LISTEN connection (tests, shutdown). */
export async function stopBalanceListener(db: Db): Promise<void> {
  const h = hubs.get(db);
  if (h?.stop) await h.stop();
  if (h) hubs.delete(db);
}
