// The event bus of shared rounds: what one process publishes (the engine's round events, a bet or
// cash-out taken by any web process) reaches every process, which relays it to its browsers.
// - PGlite is one process: an in-process emitter is the whole bus.
// - PostgreSQL: pg_notify from the pool in autocommit, never inside a ledger transaction (a
//   transaction holding notifications takes a global lock at commit and serialises every writer:
//   −53% throughput at 8 writers, design/reference-notes.md 3.4), and LISTEN on a dedicated
//   connection. A payload over NOTIFY's 8000 bytes is stored in round_events and sent by id.
//   Every payload carries the sender and a sequence number: PostgreSQL folds identical
//   notifications of one transaction, and a process skips its own (it delivered them already).
// - Moving on: when one PostgreSQL is not enough (several hosts, more than a few hundred events a
//   second), this file is the only one to change: publish to a Redis stream or a NATS subject and
//   subscribe to it; docs/decisions/038-shared-rounds.md says how.
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Db } from '../../../server/db/types';
import { logFor } from '../../../server/log.server';

const log = logFor('rounds');

const NOTIFY_LIMIT = 7900;
const ME = randomUUID().slice(0, 8);

interface Hub {
  emitter: EventEmitter;
  seq: number;
  /** channel → the LISTEN in progress or running. */
  listening: Map<string, Promise<void>>;
  stops: Set<() => Promise<void>>;
}
const hubs = new WeakMap<Db, Hub>();
function hubOf(db: Db): Hub {
  let h = hubs.get(db);
  if (!h) {
    h = { emitter: new EventEmitter(), seq: 0, listening: new Map(), stops: new Set() };
    h.emitter.setMaxListeners(0);
    hubs.set(db, h);
  }
  return h;
}

export type BusHandler = (event: string, data: unknown) => void;

/**
 * Sends an event to every process (this one at once). Call it after the commit of what it tells;
 * it never throws: a lost event is covered by the relays' periodic re-read.
 */
export function publish(db: Db, channel: string, event: string, data: unknown): void {
  const h = hubOf(db);
  h.emitter.emit(channel, event, data);
  if (db.kind !== 'postgres' || db.closed) return;
  const payload = JSON.stringify({ f: ME, s: ++h.seq, e: event, d: data });
  const send = async () => {
    if (Buffer.byteLength(payload) <= NOTIFY_LIMIT) {
      await db.query('SELECT pg_notify($1, $2)', [channel, payload]);
      return;
    }
    const { rows } = await db.query<{ id: string }>('INSERT INTO round_events (payload) VALUES ($1) RETURNING id', [
      payload,
    ]);
    await db.query('SELECT pg_notify($1, $2)', [
      channel,
      JSON.stringify({ f: ME, s: h.seq, ref: Number(rows[0]!.id) }),
    ]);
  };
  send().catch((e: unknown) => log.error({ channel, err: e }, 'publish failed'));
}

async function listen(db: Db, h: Hub, channel: string): Promise<void> {
  if (!db.listen) return;
  const deliver = (raw: string) => {
    let m: { f?: unknown; e?: unknown; d?: unknown; ref?: unknown };
    try {
      m = JSON.parse(raw) as typeof m;
    } catch {
      return;
    }
    if (m.f === ME) return;
    if (typeof m.ref === 'number') {
      db.query<{ payload: string }>('SELECT payload FROM round_events WHERE id = $1', [m.ref])
        .then(({ rows }) => rows[0] && deliver(rows[0].payload))
        .catch(() => {});
      return;
    }
    if (typeof m.e === 'string') h.emitter.emit(channel, m.e, m.d);
  };
  const retry = () => {
    setTimeout(() => {
      if (!db.closed) h.listening.set(channel, listen(db, h, channel));
    }, 1000).unref();
  };
  try {
    const stop = await db.listen(channel, deliver, () => {
      h.stops.delete(stop);
      // Whatever was sent meanwhile is lost here; relays re-read the state on reconnect.
      h.emitter.emit(`${channel}:lost`);
      retry();
    });
    h.stops.add(stop);
  } catch (e) {
    if (!db.closed) log.error({ channel, err: e }, 'listen failed');
    retry();
  }
}

/** Calls fn with every event of the channel, from any process; resolves once listening. */
export async function subscribe(db: Db, channel: string, fn: BusHandler, onGap?: () => void): Promise<() => void> {
  if (!/^[a-z_]+$/.test(channel)) throw new Error('bad channel');
  const h = hubOf(db);
  h.emitter.on(channel, fn);
  if (onGap) h.emitter.on(`${channel}:lost`, onGap);
  if (db.kind === 'postgres') {
    if (!h.listening.has(channel)) h.listening.set(channel, listen(db, h, channel));
    await h.listening.get(channel);
  }
  return () => {
    h.emitter.off(channel, fn);
    if (onGap) h.emitter.off(`${channel}:lost`, onGap);
  };
}

/** Stops this process's LISTEN connections (tests, shutdown). */
export async function stopBus(db: Db): Promise<void> {
  const h = hubs.get(db);
  if (!h) return;
  hubs.delete(db);
  await Promise.all([...h.stops].map((s) => s()));
}
