'use client';
// The sportsbook's live stream, one EventSource per page however many parts listen (the lists, the
// event page, the slip, my bets): GET /betting/stream on the main API. Events are parsed with the
// contract's schemas (anything else is dropped). `seq` numbers the server's stream: a gap, a `board`
// event, an event asking for `reload`, or a new connection (its `hello`) means this page missed
// something, and listeners are told to read the lists again (`resync`). The browser retries a
// dropped connection by itself; when it gives up, a new one is opened after a backoff.
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { getHttpConfig } from '../../../client/http-config';
import type { sbStreamSchemas } from '../../../contract/sportsbook';
import { loadContract } from './api';

export type SbDelta = z.infer<(typeof sbStreamSchemas)['event']>;
export type SbProducer = z.infer<(typeof sbStreamSchemas)['producer']>;

export interface SbListener {
  onEvent?(d: SbDelta): void;
  onProducer?(p: SbProducer): void;
  /** Something was missed: read what is shown again. `eventId` when only that event's lines changed. */
  onResync?(eventId?: string): void;
}

export type SbConnection = 'connecting' | 'live' | 'lost';

const listeners = new Set<SbListener>();
const connectionListeners = new Set<(c: SbConnection) => void>();
let es: EventSource | null = null;
let lastSeq: number | null = null;
let attempt = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let connection: SbConnection = 'connecting';
/** Server clock − browser clock, from the last hello (ms). */
let offset = 0;

/** The server's time now, as the last hello measured it. */
export const serverNow = () => Date.now() + offset;

function setConnection(c: SbConnection) {
  connection = c;
  for (const l of connectionListeners) l(c);
}

const emit = (fn: (l: SbListener) => void) => {
  for (const l of [...listeners]) fn(l);
};

function resync(eventId?: string) {
  emit((l) => l.onResync?.(eventId));
}

/** Advances the sequence; true when the event follows the last one (a gap resyncs). */
function inOrder(seq: number): boolean {
  const expected = lastSeq === null ? seq : lastSeq + 1;
  lastSeq = Math.max(seq, lastSeq ?? seq);
  if (seq < expected) return false; // an old event replayed: already applied
  if (seq > expected) {
    resync();
    return false;
  }
  return true;
}

async function connect() {
  const c = await loadContract();
  if (!listeners.size) return;
  const base = getHttpConfig().apiBase.replace(/\/+$/, '');
  const source = new EventSource(`${base}/betting/stream`);
  es = source;
  const parse = <K extends keyof typeof c.sbStreamSchemas>(name: K, e: MessageEvent) => {
    if (es !== source) return null;
    try {
      const r = c.sbStreamSchemas[name].safeParse(JSON.parse(String(e.data)));
      return r.success ? (r.data as z.infer<(typeof c.sbStreamSchemas)[K]>) : null;
    } catch {
      return null;
    }
  };
  source.addEventListener('hello', (e) => {
    const h = parse('hello', e as MessageEvent);
    if (!h) return;
    offset = h.server_time - Date.now();
    lastSeq = h.seq;
    attempt = 0;
    setConnection('live');
    // What the page shows was read before this connection: whatever changed since is re-read.
    resync();
  });
  source.addEventListener('event', (e) => {
    const d = parse('event', e as MessageEvent);
    if (!d || !inOrder(d.seq)) return;
    if (d.reload) resync(d.event_id);
    emit((l) => l.onEvent?.(d));
  });
  source.addEventListener('producer', (e) => {
    const p = parse('producer', e as MessageEvent);
    if (!p || !inOrder(p.seq)) return;
    emit((l) => l.onProducer?.(p));
  });
  source.addEventListener('board', (e) => {
    const b = parse('board', e as MessageEvent);
    if (!b) return;
    inOrder(b.seq);
    resync();
  });
  source.onerror = () => {
    if (es !== source) return;
    setConnection('lost');
    if (source.readyState !== EventSource.CLOSED) return; // the browser retries by itself
    source.close();
    es = null;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void connect(), Math.min(15_000, 1000 * 2 ** Math.min(attempt++, 4)));
  };
}

/** Listens to the page's stream (opening it for the first listener, closing it after the last). */
export function subscribe(l: SbListener): () => void {
  listeners.add(l);
  if (listeners.size === 1 && !es) {
    lastSeq = null;
    void connect();
  }
  return () => {
    listeners.delete(l);
    if (listeners.size) return;
    clearTimeout(retryTimer);
    es?.close();
    es = null;
    setConnection('connecting');
  };
}

/** The stream's listener for a component's lifetime; `l` is read afresh on each event. */
export function useSbStream(l: SbListener) {
  const [ref] = useState(() => ({ current: l }));
  ref.current = l;
  useEffect(
    () =>
      subscribe({
        onEvent: (d) => ref.current.onEvent?.(d),
        onProducer: (p) => ref.current.onProducer?.(p),
        onResync: (id) => ref.current.onResync?.(id),
      }),
    [ref],
  );
}

/** The stream's state, for a "reconnecting" notice. */
export function useSbConnection(): SbConnection {
  const [c, setC] = useState<SbConnection>(connection);
  useEffect(() => {
    setC(connection);
    connectionListeners.add(setC);
    return () => {
      connectionListeners.delete(setC);
    };
  }, []);
  return c;
}
