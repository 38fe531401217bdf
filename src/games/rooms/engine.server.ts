// The rooms' round engine and relay (issue 19).
// - Engine: one per deployment (lead(), advisory-lock election). It settles rounds whose countdown
//   is over and refunds rounds whose wait for a second player is over, each in a transaction of its own that locks the round and
//   acts only if it is still in the phase it expects: two engines overlapping for a moment change
//   nothing twice, and a process dying mid-settlement leaves the round (rolled back) to the next
//   engine. Stakes never wait for it: a stake that finds a countdown over settles that round itself
//   (service.server.ts), so the engine only has to catch the rounds nobody stakes into afterwards.
//   It sleeps until the next countdown ends, at most `pollMs`, and bus events (a stake that started
//   or pushed back a countdown, on any process) wake it early.
// - Relay: one SseHub per room and currency in each process, fed by the bus: on an event it re-reads
//   the round once for all its browsers and sends `round` (the full round). Re-reading, not trusting
//   the event's order, means the last thing a browser gets is the round as committed; a periodic
//   re-read covers an event lost on the way.
import type { Currency } from '../../contract/common';
import type { RoomName } from '../../contract/rooms';
import type { Db } from '../../server/db/types';
import { subscribe } from '../kit/shared/bus.server';
import { type Leadership, lead, sleep } from '../kit/shared/leader.server';
import { SseHub, sseChunk } from '../kit/shared/sse-hub.server';
import {
  CHANNEL,
  dueRounds,
  GAME,
  liveRoundId,
  refundAlone,
  roomSettings,
  type RoundRow,
  roundView,
  settleDue,
} from './service.server';
import { logFor } from '../../server/log.server';

const log = logFor('rooms');

export interface RoomEngineOptions {
  /** The longest the engine sleeps without a deadline or an event (a lost event costs at most this). */
  pollMs?: number;
  now?: () => number;
}
/** Events can come by the hundred a second: the engine looks at most this often. */
const MIN_GAP_MS = 25;

/** The lines of a settled or refunded round (as it was before) and of the round opened after it. */
function roundLines([ended, opened]: RoundRow[], what: string): void {
  if (ended)
    log.info(
      {
        game: 'rooms',
        roundId: ended.id,
        room: ended.room,
        currency: ended.currency,
        pot: ended.total,
        players: ended.players,
      },
      what,
    );
  if (opened)
    log.info({ game: 'rooms', roundId: opened.id, room: opened.room, currency: opened.currency }, 'round opened');
}

/** One pass: settles every round due and refunds every one left alone. Returns when to look again (epoch ms). */
export async function roomsTick(db: Db, now = Date.now()): Promise<number | null> {
  const s = roomSettings(db);
  const due = await dueRounds(db, now, s.idleRefundMs);
  for (const id of due.settle) {
    try {
      roundLines(await settleDue(db, id, now), 'round settled');
    } catch (e) {
      log.error({ roundId: id, err: e }, 'settling a round failed');
    }
  }
  for (const id of due.refund) {
    try {
      roundLines(await refundAlone(db, id, now), 'round refunded: one player');
    } catch (e) {
      log.error({ roundId: id, err: e }, 'refunding a round failed');
    }
  }
  return due.settle.length ? now : due.nextAt;
}

/** The engine's loop, for lead(): runs until the signal aborts. */
export function roomEngine(db: Db, opts: RoomEngineOptions = {}): (signal: AbortSignal) => Promise<void> {
  const pollMs = opts.pollMs ?? 1000;
  const now = opts.now ?? Date.now;
  return async (signal) => {
    let wake: (() => void) | null = null;
    let woken = false;
    const stop = await subscribe(db, CHANNEL, () => {
      woken = true;
      wake?.();
    });
    try {
      while (!signal.aborted && !db.closed) {
        woken = false;
        let next: number | null = null;
        try {
          next = await roomsTick(db, now());
        } catch (e) {
          if (!db.closed) log.error({ err: e }, 'engine pass failed');
        }
        const wait = Math.max(MIN_GAP_MS, Math.min(pollMs, next === null ? pollMs : next - now() + 1));
        if (woken) {
          await sleep(MIN_GAP_MS, signal);
          continue;
        }
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(t);
            signal.removeEventListener('abort', done);
            wake = null;
            resolve();
          };
          const t = setTimeout(done, wait);
          signal.addEventListener('abort', done, { once: true });
          wake = done;
        });
      }
    } finally {
      stop();
    }
  };
}

/** Runs the rooms engine wherever this process wins the election (src/server/rounds/engines.server.ts). */
export function startRoomsEngine(db: Db, opts: RoomEngineOptions = {}): Leadership {
  return lead(db, GAME, roomEngine(db, opts));
}

// ---- The relay.

interface Stream {
  hub: SseHub;
  room: RoomName;
  currency: string;
  /** Re-reads run one after another, so browsers get each round's states in order. */
  queue: Promise<void>;
  /** Round ids waiting for a re-read that has not started yet (events for them fold into it). */
  pending: Set<number>;
  /** What was last sent per round id: a re-read that finds nothing new sends nothing. */
  sent: Map<number, string>;
}

export class RoomRelay {
  readonly #streams = new Map<string, Stream>();
  #timer: NodeJS.Timeout | null = null;
  #unsubscribe: (() => void) | null = null;

  constructor(
    private readonly db: Db,
    private readonly refreshMs: number,
  ) {}

  async start(): Promise<void> {
    this.#unsubscribe = await subscribe(
      this.db,
      CHANNEL,
      (event, data) => {
        const d = data as { id?: unknown; room?: unknown; currency?: unknown } | null;
        if (event !== 'round' || typeof d?.id !== 'number' || typeof d.room !== 'string') return;
        const s = this.#streams.get(`${d.room}|${String(d.currency)}`);
        if (s?.hub.clients.size) this.#reread(s, d.id);
      },
      () => this.refresh(),
    );
    this.#timer = setInterval(() => this.refresh(), this.refreshMs);
    this.#timer.unref();
  }

  /** The browsers of one pot. */
  hub(room: RoomName, currency: Currency): SseHub {
    const k = `${room}|${currency}`;
    let s = this.#streams.get(k);
    if (!s) {
      s = { hub: new SseHub(), room, currency, queue: Promise.resolve(), pending: new Set(), sent: new Map() };
      this.#streams.set(k, s);
    }
    return s.hub;
  }

  /** Re-reads the live round of every pot someone watches (a lost event, a reconnected bus). */
  refresh(): void {
    for (const s of this.#streams.values()) {
      if (!s.hub.clients.size) continue;
      liveRoundId(this.db, s.room, s.currency)
        .then((id) => id !== null && this.#reread(s, id))
        .catch(() => {});
    }
  }

  #reread(s: Stream, id: number): void {
    if (s.pending.has(id)) return;
    s.pending.add(id);
    s.queue = s.queue
      .then(async () => {
        s.pending.delete(id);
        if (this.db.closed) return;
        const round = await roundView(this.db, id);
        if (!round || round.room !== s.room || round.currency !== s.currency) return;
        const chunk = sseChunk('round', round);
        if (s.sent.get(id) === chunk) return;
        s.sent.set(id, chunk);
        // Only the last few rounds can still change.
        if (s.sent.size > 8) s.sent.delete(s.sent.keys().next().value as number);
        s.hub.send(chunk);
      })
      .catch((e: unknown) => {
        s.pending.delete(id);
        if (!this.db.closed) log.error({ err: e }, 'relay re-read failed');
      });
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#unsubscribe?.();
    for (const s of this.#streams.values()) s.hub.closeAll();
    this.#streams.clear();
  }
}

const relays = new WeakMap<Db, Promise<RoomRelay>>();
/** This process's relay for the database, started on first use. */
export function roomRelay(db: Db, refreshMs = 5000): Promise<RoomRelay> {
  let r = relays.get(db);
  if (!r) {
    const relay = new RoomRelay(db, refreshMs);
    r = relay.start().then(() => relay);
    r.catch(() => relays.delete(db));
    relays.set(db, r);
  }
  return r;
}

/** Stops the relay of a database (tests, shutdown). */
export async function stopRoomRelay(db: Db): Promise<void> {
  const r = relays.get(db);
  relays.delete(db);
  (await r?.catch(() => null))?.stop();
}
