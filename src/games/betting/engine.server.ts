// The sportsbook's moving parts. One process leads (the shared-round kit's election): it runs the
// match simulator when it is on, watches the producers' alive messages, decides live bets at the
// end of their delay, and sweeps the settlements a death or an error left half done (the queue each
// result message writes in its own transaction). Any process (or `npm run feed -- replay`) can feed
// messages in through feedSink: parsed at the adapter boundary, applied, announced to every
// process's pages, and the bets they touch settled again at once.
import type { Db } from '../../server/db/types';
import { lead, type Leadership, sleep } from '../kit/shared/leader.server';
import {
  type EventRow,
  type FeedChange,
  checkProducers,
  type IngestOptions,
  type IngestResult,
  ingestMany,
  ingestXml,
  pendingRecoveries,
} from './feed.server';
import { announce } from './relay.server';
import { decideDueBets, settleMarketsNow, sweepSettlements } from './service.server';
import { createSimulator, type Simulator } from './sim';
import { eventStatusOf } from './board.server';
import { toUofXml } from './uof/write';
import { logFor } from '../../server/log.server';
import { isFailpointStop } from '../../server/ops/failpoints.server';

const log = logFor('sportsbook');

export interface SinkOptions extends IngestOptions {
  /** The most a bet may pay in a currency (the operator's maximum payout). */
  maxPayoutOf: (currency: string) => number;
  /** Asked when a producer needs a snapshot (the simulator answers; a replay has nobody to ask). */
  onRecover?: (product: number, requestId: number) => void;
}

/** The stream event for what a message changed (null when pages see nothing of it). */
export function streamEvent(change: FeedChange, status?: number): Record<string, unknown> | null {
  if (!change.eventId || (!change.markets.size && !change.eventChanged)) return null;
  return {
    event_id: change.eventId,
    ...(status === undefined ? {} : { status: eventStatusOf(status) }),
    markets: [...change.markets].map(([id, m]) => ({
      id,
      status: (
        {
          1: 'active',
          0: 'inactive',
          [-1]: 'suspended',
          [-2]: 'handed_over',
          [-3]: 'settled',
          [-4]: 'cancelled',
        } as const
      )[m.status],
      prices: m.prices.map((p) => ({
        outcome_id: p.outcomeId,
        odds: p.odds === null ? null : p.odds / 1000,
        active: p.active,
      })),
    })),
  };
}

/** An event's state as pages are sent it. */
function eventState(e: EventRow) {
  return {
    status: eventStatusOf(e.status),
    score:
      e.home_score === null && e.away_score === null
        ? null
        : {
            home: e.home_score ?? 0,
            away: e.away_score ?? 0,
            periods: (e.periods ?? []).map((p) => ({ home: p.home, away: p.away })),
          },
    clock: e.clock ? { time: e.clock, at: Math.round(Number(e.clock_ms)), stopped: e.clock_stopped } : null,
  };
}

async function eventSnapshot(db: Db, id: string) {
  const { rows } = await db.query<EventRow>(
    `SELECT status, home_score, away_score, periods, clock, extract(epoch FROM clock_at) * 1000 AS clock_ms, clock_stopped
       FROM sb_events WHERE id = $1`,
    [id],
  );
  return rows[0] ? eventState(rows[0]) : {};
}

/** What follows from an applied message: the stream, the settlement of its bets, a recovery. */
async function afterMessage(db: Db, res: IngestResult, opts: SinkOptions): Promise<void> {
  if (!res.ok) return;
  const { change } = res;
  const ev = streamEvent(change);
  if (ev) {
    if (change.event) Object.assign(ev, eventState(change.event));
    else if (change.eventChanged && change.eventId) Object.assign(ev, await eventSnapshot(db, change.eventId));
    announce(db, 'event', ev);
  }
  if (change.board) announce(db, 'board', {});
  if (change.producer) announce(db, 'producer', { product: change.producer.product, up: change.producer.up });
  if (change.resettle.length) {
    // The bets of what this message settled, cancelled or rolled back (queued with it: a death here
    // leaves them to the leader's sweeper).
    const after =
      res.message.type === 'bet_settlement' ? 'sportsbook.settle.after-market' : 'sportsbook.resettle.after-market';
    try {
      await settleMarketsNow(db, change.resettle, opts.maxPayoutOf, after);
    } catch (e) {
      if (isFailpointStop(e)) throw e;
      // Still queued: the leader's sweeper settles them; the feed goes on.
      log.error({ markets: change.resettle, err: e }, 'settlement left to the sweeper');
    }
  }
  if (change.recover) opts.onRecover?.(change.recover.product, change.recover.requestId);
}

/** Applies one XML message and does what follows from it. Never throws for a bad message. */
export async function feedXml(db: Db, xml: string, opts: SinkOptions): Promise<IngestResult> {
  const res = await ingestXml(db, xml, opts);
  await afterMessage(db, res, opts);
  return res;
}

/** The most messages one transaction applies (a burst is applied in lots of this size). */
const LOT = 64;

/** Applies messages in order, in lots of one transaction each (a burst from the feed or a replay). */
export async function feedMany(db: Db, xmls: readonly string[], opts: SinkOptions): Promise<IngestResult[]> {
  const out: IngestResult[] = [];
  for (let i = 0; i < xmls.length; i += LOT) {
    const results = await ingestMany(db, xmls.slice(i, i + LOT), opts);
    for (const r of results) await afterMessage(db, r, opts);
    out.push(...results);
  }
  return out;
}

/**
 * A feed consumer's queue: messages pushed as they arrive are applied in arrival order; whatever
 * queued while a lot was being applied goes in the next lot (one commit for many under load, one
 * message at a time when it is quiet). Each push resolves when its message is applied.
 */
export function feedQueue(db: Db, opts: SinkOptions) {
  const queue: { xml: string; done: (r: IngestResult) => void }[] = [];
  let running = false;
  const drain = async () => {
    running = true;
    try {
      while (queue.length) {
        const lot = queue.splice(0, LOT);
        const results = await ingestMany(
          db,
          lot.map((q) => q.xml),
          opts,
        );
        for (let i = 0; i < lot.length; i++) {
          await afterMessage(db, results[i]!, opts);
          lot[i]!.done(results[i]!);
        }
      }
    } finally {
      running = false;
    }
  };
  return {
    push(xml: string): Promise<IngestResult> {
      return new Promise((done) => {
        queue.push({ xml, done });
        if (!running) void drain();
      });
    },
    get pending() {
      return queue.length;
    },
  };
}

export interface SportsbookEngineOptions {
  maxPayoutOf: (currency: string) => number;
  /** Run the in-house simulator (demo data). */
  simulate: boolean;
  /** Match seconds per real second. */
  speed: number;
  seed?: string;
  /** How often the leader steps, ms. */
  stepMs?: number;
  /** How often the leader sweeps unfinished settlements, ms. */
  sweepMs?: number;
}

/** The highest numeric event id the simulator used, so a restart continues above it. */
async function nextEventId(db: Db): Promise<number> {
  const { rows } = await db.query<{ max: string | null }>(
    `SELECT max(substring(id FROM '^sr:match:(\\d+)$')::bigint) AS max FROM sb_events`,
  );
  return Number(rows[0]?.max ?? 0) + 1;
}

/**
 * Matches a previous simulator left unfinished (it restarted, or another process led): their
 * markets are cancelled, so their bets are void and the stakes go back. A real feed would carry on;
 * ours cannot, its matches lived in the old process's memory.
 */
async function cancelOrphans(db: Db, sim: Simulator, opts: SinkOptions): Promise<void> {
  const { rows } = await db.query<{ id: string; type: number; specifiers: string }>(
    `SELECT e.id, m.type, m.specifiers FROM sb_events e LEFT JOIN sb_markets m ON m.event_id = e.id AND m.status NOT IN (-3, -4)
      WHERE e.status IN (0, 1, 2) AND e.id LIKE 'sr:match:%'`,
  );
  const byEvent = new Map<string, { id: number; specifiers: string }[]>();
  for (const r of rows) {
    if (sim.state().matches.some((m) => m.event_id === r.id)) continue;
    const list = byEvent.get(r.id) ?? [];
    if (r.type !== null) list.push({ id: r.type, specifiers: r.specifiers });
    byEvent.set(r.id, list);
  }
  const now = Date.now();
  for (const [eventId, markets] of byEvent) {
    if (markets.length) {
      await feedXml(db, toUofXml({ type: 'bet_cancel', event_id: eventId, product: 1, timestamp: now, markets }), opts);
    }
    await feedXml(
      db,
      toUofXml({ type: 'fixture_change', event_id: eventId, product: 3, timestamp: now, change_type: 3 }),
      opts,
    );
  }
}

/** Stands for election; the leader runs the simulator, the producer watch, the live delay and the settlement sweeper. */
export function startSportsbook(db: Db, o: SportsbookEngineOptions): Leadership {
  const step = o.stepMs ?? 250;
  return lead(db, 'sportsbook', async (signal) => {
    let sim: Simulator | null = null;
    const recoveries: { product: number; requestId: number }[] = [];
    /** product → the request id this holder last asked its source for. */
    const asked = new Map<number, number>();
    const sink: SinkOptions = {
      maxPayoutOf: o.maxPayoutOf,
      onRecover: (product, requestId) => recoveries.push({ product, requestId }),
    };
    if (o.simulate) {
      sim = createSimulator({
        ...(o.seed ? { seed: o.seed } : {}),
        now: Date.now,
        speed: o.speed,
        nextId: await nextEventId(db),
      });
      await cancelOrphans(db, sim, sink);
    }
    let lastWatch = 0;
    let lastSweep = 0;
    let sweeps = 0;
    while (!signal.aborted) {
      const started = Date.now();
      try {
        if (sim) {
          await feedMany(db, sim.tick(started).map(toUofXml), sink);
          while (recoveries.length) {
            const r = recoveries.shift()!;
            asked.set(r.product, r.requestId);
            await feedMany(db, sim.requestRecovery(r.product, r.requestId).map(toUofXml), sink);
          }
        }
        if (started - lastWatch >= 1000) {
          lastWatch = started;
          // Recoveries another process recorded (a replay's alive), or ours left unanswered: the
          // holder of the feed asks (issue 40: a replay's request used to reach nobody).
          if (sim) recoveries.push(...(await pendingRecoveries(db, asked)));
          for (const product of await checkProducers(db)) announce(db, 'producer', { product, up: false });
        }
        await decideDueBets(db);
        if (started - lastSweep >= (o.sweepMs ?? 2_000)) {
          lastSweep = started;
          // The queue every sweep; the scan of open bets for strays every 15th (about 30 s).
          await sweepSettlements(db, { maxPayoutOf: o.maxPayoutOf, stray: sweeps++ % 15 === 0 });
        }
      } catch (e) {
        if (!db.closed) log.error({ err: e }, 'engine step failed');
      }
      // The kit's sleep takes its abort listener off again: one added per step and never removed
      // piled up on the leadership's signal (four a second, for as long as the process led).
      await sleep(Math.max(10, step - (Date.now() - started)), signal);
    }
  });
}
