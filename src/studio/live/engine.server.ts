// The live tables' engines and relays (decision 042), on the shared-round kit of issue 19.
// - Engine: one per table across every process (lead(db, 'studio-roulette' | 'studio-baccarat')).
//   A loop over the database's state: open a round (next chain hash), close its betting window,
//   reveal the result once no bet is waiting for the wallet, wait while the browsers spin or deal,
//   pay every bet once, mark the round settled, pause, open the next. Each step is a conditional
//   update, so a leader that takes over mid-round carries on from the round's phase, and a
//   half-settled round is finished by whichever engine comes next (wins are idempotent by txId).
// - Relay: in each process, one SseHub per table fed by the bus; it keeps the table's state in
//   memory so a browser connecting costs no query, and re-reads it after each round and on a gap.
import type { Db } from '../../server/db/types';
import { publish, subscribe } from '../../games/kit/shared/bus.server';
import { type Leadership, lead, sleep } from '../../games/kit/shared/leader.server';
import { SseHub, sseChunk } from '../../games/kit/shared/sse-hub.server';
import { purseFor as studioPurseFor } from '../sessions.server';
import {
  CHANNEL,
  closeBetting,
  DEFAULT_LIVE_SETTINGS,
  HISTORY_SIZE,
  type LiveSettings,
  type LiveState,
  latestRound,
  markSettled,
  openRound,
  type PublicBet,
  type PublicRound,
  type PurseFor,
  publicRound,
  revealResult,
  roundBets,
  roundById,
  rollBackStale,
  settleRound,
  tableState,
} from './service.server';
import { CHAIN_GAME, TABLES, type TableCode } from './tables';
import { logFor } from '../../server/log.server';

const log = logFor('live');

export interface LiveEngineOptions {
  settings?: Partial<LiveSettings>;
  /** The purse of a stored bet's session (tests pass a fake wallet). */
  purseFor?: PurseFor;
  now?: () => number;
  /** Which tables to run (both by default). */
  tables?: readonly TableCode[];
}

/** The engine of one table, for lead(): runs until the signal aborts. */
export function tableEngine(db: Db, table: TableCode, opts: LiveEngineOptions = {}) {
  const s = { ...DEFAULT_LIVE_SETTINGS, ...opts.settings };
  const purseFor = opts.purseFor ?? studioPurseFor;
  const now = opts.now ?? Date.now;

  async function step(signal: AbortSignal): Promise<void> {
    const r = await latestRound(db, table);
    if (!r || r.phase === 'settled') {
      if (r && (await sleep((r.settledAt ?? 0) + s.pauseMs - now(), signal))) return;
      const opened = await openRound(db, table, s, now());
      if (opened) publish(db, CHANNEL, 'round_open', { table, round: publicRound(opened), server_time: now() });
      else await sleep(100, signal);
      return;
    }
    if (r.phase === 'betting') {
      if (await sleep(r.bettingEndsAt - now(), signal)) return;
      if (await closeBetting(db, r.id)) publish(db, CHANNEL, 'closed', { table, round_id: r.id, server_time: now() });
      return;
    }
    if (r.phase === 'closed') {
      await rollBackStale(db, purseFor, r.id, now() - s.pendingGraceMs);
      if (await revealResult(db, r.id, now())) {
        const shown = await roundById(db, table, r.id);
        if (shown) {
          // The browsers show the spin or the deal over animation_ms; the money moves after it.
          publish(db, CHANNEL, 'result', {
            table,
            round: publicRound(shown),
            animation_ms: s.animationMs,
            server_time: now(),
          });
        }
        return;
      }
      // A bet is still waiting for the wallet's answer.
      await sleep(100, signal);
      return;
    }
    // The result is out: the browsers show the spin or the deal, then the money moves.
    if (await sleep((r.resultAt ?? 0) + s.animationMs - now(), signal)) return;
    const { left } = await settleRound(db, purseFor, r, now);
    if (left) {
      await sleep(1000, signal);
      return;
    }
    if (await markSettled(db, r.id, now())) {
      const done = await roundById(db, table, r.id);
      if (done) {
        publish(db, CHANNEL, 'settled', {
          table,
          round: publicRound(done),
          payouts: (await roundBets(db, r.id)).map((b) => ({ id: b.id, payout: b.payout })),
          server_time: now(),
        });
      }
    }
  }

  return async (signal: AbortSignal): Promise<void> => {
    while (!signal.aborted && !db.closed) {
      try {
        await step(signal);
      } catch (e) {
        if (db.closed) return;
        log.error({ table, err: e }, 'engine step failed');
        if (await sleep(1000, signal)) return;
      }
    }
  };
}

export interface LiveTables {
  stop(): Promise<void>;
  readonly leading: Record<string, boolean>;
}

/**
 * Stands for election for each table (lead() per chain game): the process that wins runs that
 * table's engine. The lead calls this from the runtime with the studio's database.
 */
export function startLiveTables(db: Db, opts: LiveEngineOptions = {}): LiveTables {
  const all = new Map<TableCode, Leadership>();
  for (const t of opts.tables ?? TABLES) all.set(t, lead(db, CHAIN_GAME[t], tableEngine(db, t, opts)));
  return {
    get leading() {
      return Object.fromEntries([...all].map(([k, l]) => [k, l.leading]));
    },
    async stop() {
      await Promise.all([...all.values()].map((l) => l.stop()));
      await stopLiveRelay(db);
    },
  };
}

// ---- The relay.

type Event = { table?: unknown; round_id?: unknown; round?: PublicRound; bets?: PublicBet[]; payouts?: unknown };

function apply(state: LiveState, event: string, d: Event): LiveState {
  const current = state.round;
  switch (event) {
    case 'round_open':
      return d.round ? { ...state, round: d.round, bets: [] } : state;
    case 'bets': {
      if (!current || d.round_id !== current.id || !d.bets) return state;
      const known = new Set(state.bets.map((b) => b.id));
      return { ...state, bets: [...state.bets, ...d.bets.filter((b) => !known.has(b.id))] };
    }
    case 'closed':
      return current && d.round_id === current.id ? { ...state, round: { ...current, phase: 'closed' } } : state;
    case 'result': {
      if (!d.round?.result) return state;
      const history = [
        { id: d.round.id, result: d.round.result },
        ...state.history.filter((h) => h.id !== d.round!.id),
      ];
      return { ...state, round: d.round, history: history.slice(0, HISTORY_SIZE) };
    }
    case 'settled': {
      if (!d.round || current?.id !== d.round.id) return state;
      const by = new Map((d.payouts as { id: string; payout: number | null }[]).map((p) => [p.id, p.payout]));
      return {
        ...state,
        round: d.round,
        bets: state.bets.map((b) => (by.has(b.id) ? { ...b, payout: by.get(b.id)! } : b)),
      };
    }
    default:
      return state;
  }
}

export interface LiveRelay {
  hub(table: TableCode): SseHub;
  /** The `state` event for a new connection. */
  first(table: TableCode): string;
  state(table: TableCode): LiveState | null;
  ready: Promise<void>;
  stop(): void;
}

const relays = new WeakMap<Db, LiveRelay>();
const REFRESH_MS = 3_000;

/** This process's relay of both tables, started on first use. */
export function liveRelay(db: Db, now: () => number = Date.now): LiveRelay {
  const had = relays.get(db);
  if (had) return had;
  const hubs = new Map<TableCode, SseHub>(TABLES.map((t) => [t, new SseHub()]));
  const states = new Map<TableCode, LiveState>();
  let unsubscribe: (() => void) | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const reload = async (table: TableCode) => {
    if (stopped || db.closed) return;
    const s = await tableState(db, table, now()).catch(() => null);
    const had = states.get(table);
    // Keep what the events brought meanwhile for a newer round.
    if (s && (!had?.round || !s.round || s.round.id >= had.round.id)) states.set(table, s);
  };
  const ready = (async () => {
    unsubscribe = await subscribe(
      db,
      CHANNEL,
      (event, data) => {
        const d = data as Event;
        const table = d?.table as TableCode;
        const hub = hubs.get(table);
        if (!hub) return;
        const st = states.get(table);
        if (st) states.set(table, apply(st, event, d));
        hub.broadcast(event, data);
        if (event === 'settled') setTimeout(() => void reload(table), 500).unref();
      },
      () => void Promise.all(TABLES.map(reload)),
    );
    await Promise.all(TABLES.map(reload));
    // A lost event (a bus reconnect, a leader that changed process) is covered by a re-read of
    // both tables: two small reads per interval, and GET /state stays right without a stream.
    timer = setInterval(() => {
      for (const t of TABLES) void reload(t);
    }, REFRESH_MS);
    timer.unref();
  })();
  const relay: LiveRelay = {
    hub: (t) => hubs.get(t)!,
    state: (t) => states.get(t) ?? null,
    first: (t) =>
      sseChunk('state', { ...(states.get(t) ?? { table: t, round: null, bets: [], history: [] }), server_time: now() }),
    ready,
    stop: () => {
      stopped = true;
      if (timer) clearInterval(timer);
      unsubscribe?.();
      for (const h of hubs.values()) h.closeAll();
      relays.delete(db);
    },
  };
  relays.set(db, relay);
  return relay;
}

/** Closes the process's live-table streams (shutdown, tests). */
export async function stopLiveRelay(db: Db): Promise<void> {
  relays.get(db)?.stop();
}
