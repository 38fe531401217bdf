// Every process's side of the sportsbook stream: one SseHub for its pages, fed by the bus with what
// the feed changed in whichever process applied it (the leader's simulator, a replay command, a real
// feed's consumer). Events carry this process's own sequence number: a page that sees a gap, or
// reconnects, reads the board again rather than trusting deltas it may have missed.
import type { Db } from '../../server/db/types';
import { publish, subscribe } from '../kit/shared/bus.server';
import { SseHub, sseChunk } from '../kit/shared/sse-hub.server';

export const SB_CHANNEL = 'sportsbook';

export interface SportsbookRelay {
  hub: SseHub;
  first(): string;
  ready: Promise<void>;
  stop(): void;
}

const KEY = Symbol.for('casino.sportsbook.relay');
const g = globalThis as { [KEY]?: WeakMap<Db, SportsbookRelay> };

export function sportsbookRelay(db: Db): SportsbookRelay {
  g[KEY] ??= new WeakMap();
  const existing = g[KEY].get(db);
  if (existing) return existing;
  const hub = new SseHub();
  let seq = 0;
  let unsubscribe: (() => void) | null = null;
  const send = (event: string, data: unknown) => {
    seq++;
    hub.broadcast(event, { ...(data as object), seq });
  };
  const ready = subscribe(
    db,
    SB_CHANNEL,
    (event, data) => send(event, data),
    // Whatever the bus lost: tell pages to read the board again.
    () => send('board', {}),
  ).then((u) => {
    unsubscribe = u;
  });
  const relay: SportsbookRelay = {
    hub,
    first: () => sseChunk('hello', { seq, server_time: Date.now() }),
    ready,
    stop() {
      unsubscribe?.();
      hub.closeAll();
      g[KEY]?.delete(db);
    },
  };
  g[KEY].set(db, relay);
  return relay;
}

/** Sends a stream event to every process's pages (after the commit of what it tells). */
export function announce(db: Db, event: 'event' | 'producer' | 'board', data: Record<string, unknown>): void {
  publish(db, SB_CHANNEL, event, data);
}
