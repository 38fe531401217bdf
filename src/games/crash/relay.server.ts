// Every process's side of the crash stream: one SseHub for its browsers, fed by the bus with the
// engine's events and with the bets and cash-outs any process took. It keeps the round's state
// up to date from those events, so a browser connecting gets the `state` event from memory (ten
// thousand connecting at once cost no database reads). The state is read again from the database
// at start, after each crash, and whenever the bus may have lost events.
import type { CrashPublicBet, CrashState } from '../../contract/crash';
import type { Db } from '../../server/db/types';
import { publish, subscribe } from '../kit/shared/bus.server';
import { SseHub, sseChunk } from '../kit/shared/sse-hub.server';
import { currentState } from './service.server';

export const CHANNEL = 'crash';

export interface CrashRelay {
  hub: SseHub;
  /** The `state` event for a new connection. */
  first(): string;
  ready: Promise<void>;
  stop(): void;
}

type Cashout = { id: number; player: string | null; at: number; payout: number; currency: string };

function apply(state: CrashState | null, event: string, data: Record<string, unknown>): CrashState | null {
  const now = Date.now();
  if (event === 'round_open') {
    return {
      id: data.id as number,
      phase: 'betting',
      hash_commitment: data.hash_commitment as string,
      betting_ends_at: data.betting_ends_at as number,
      started_at: null,
      server_time: now,
      bets: [],
    };
  }
  if (!state || data.round_id !== state.id) return state;
  switch (event) {
    case 'bets': {
      const known = new Set(state.bets.map((b) => b.id));
      const add = (data.bets as CrashPublicBet[]).filter((b) => !known.has(b.id));
      return { ...state, bets: [...state.bets, ...add] };
    }
    case 'start':
      return { ...state, phase: 'running', started_at: data.started_at as number };
    case 'cashouts': {
      const by = new Map((data.cashouts as Cashout[]).map((c) => [c.id, c]));
      return {
        ...state,
        bets: state.bets.map((b) => {
          const c = by.get(b.id);
          return c ? { ...b, cashed_out_at: c.at, payout: c.payout } : b;
        }),
      };
    }
    case 'crash':
      return {
        ...state,
        phase: 'crashed',
        crash_point: data.crash_point as number,
        end_point: data.end_point as number,
        ended_at: data.ended_at as number,
        hash: data.hash as string,
      };
    default:
      return state;
  }
}

const relays = new WeakMap<Db, CrashRelay>();

export function crashRelay(db: Db): CrashRelay {
  const had = relays.get(db);
  if (had) return had;
  const hub = new SseHub();
  let state: CrashState | null = null;
  let unsubscribe: (() => void) | null = null;
  let stopped = false;
  const reload = async () => {
    if (stopped || db.closed) return;
    const s = await currentState(db).catch(() => null);
    // Keep what events brought meanwhile for a newer round.
    if (s && (!state || s.id >= state.id)) state = s;
  };
  const ready = (async () => {
    unsubscribe = await subscribe(
      db,
      CHANNEL,
      (event, data) => {
        state = apply(state, event, data as Record<string, unknown>);
        hub.broadcast(event, data);
        if (event === 'crash') setTimeout(() => void reload(), 1000).unref();
      },
      () => void reload(),
    );
    await reload();
  })();
  const relay: CrashRelay = {
    hub,
    ready,
    first: () => sseChunk('state', state ? { ...state, server_time: Date.now() } : null),
    stop: () => {
      stopped = true;
      unsubscribe?.();
      hub.closeAll();
      relays.delete(db);
    },
  };
  relays.set(db, relay);
  return relay;
}

/** Closes the process's crash streams, if it has any (shutdown, tests). */
export function stopCrashRelay(db: Db): void {
  relays.get(db)?.stop();
}

// Bets and cash-outs taken by this process, sent on the bus in batches (the spec's "bets
// (batched)"): a busy second is ten messages, not a thousand.
const BET_FLUSH_MS = 100;
const CASHOUT_FLUSH_MS = 50;
type Batch = {
  bets: Map<number, CrashPublicBet[]>;
  cashouts: Map<number, Cashout[]>;
  tb: NodeJS.Timeout | null;
  tc: NodeJS.Timeout | null;
};
const batches = new WeakMap<Db, Batch>();
function batchOf(db: Db): Batch {
  let b = batches.get(db);
  if (!b) {
    b = { bets: new Map(), cashouts: new Map(), tb: null, tc: null };
    batches.set(db, b);
  }
  return b;
}

export function announceBet(db: Db, roundId: number, bet: CrashPublicBet): void {
  const b = batchOf(db);
  b.bets.set(roundId, [...(b.bets.get(roundId) ?? []), bet]);
  b.tb ??= setTimeout(() => {
    b.tb = null;
    for (const [round_id, bets] of b.bets) publish(db, CHANNEL, 'bets', { round_id, bets, server_time: Date.now() });
    b.bets.clear();
  }, BET_FLUSH_MS);
}

export function announceCashout(db: Db, roundId: number, c: Cashout): void {
  const b = batchOf(db);
  b.cashouts.set(roundId, [...(b.cashouts.get(roundId) ?? []), c]);
  b.tc ??= setTimeout(() => {
    b.tc = null;
    for (const [round_id, cashouts] of b.cashouts)
      publish(db, CHANNEL, 'cashouts', { round_id, cashouts, server_time: Date.now() });
    b.cashouts.clear();
  }, CASHOUT_FLUSH_MS);
}
