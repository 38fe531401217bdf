'use client';
// The crash screen's link to the shared round: one EventSource on the crash service's stream, its
// events parsed with the contract's schemas and folded by stream-state.ts, GET /crash/state when
// events were missed and GET /crash/rounds for the strip. Reconnects like the wallet's stream
// (src/client/live-balance.ts): the browser retries by itself while it can, and when it gives up
// (the stream answered an error) we open a new one after a backoff. The schemas and the HTTP client
// load after hydration, not with the page.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { z } from 'zod';
import { getHttpConfig } from '../../client/http-config';
import type { CrashEvent, CrashRound } from '../../contract/crash';
import { addHistory, type CrashStreamState, crashReducer, initialCrashState } from './stream-state';

type Contract = typeof import('../../contract/crash');
/** The contract module, loaded once (zod comes with it). */
let contract: Promise<Contract> | null = null;
export const loadContract = () => {
  contract ??= import('../../contract/crash');
  return contract;
};

/** One call to the crash service, its answer parsed with a schema of the contract. */
export async function crashRequest<S extends z.ZodType>(
  pick: (c: Contract) => S,
  method: string,
  path: string,
  opts: { json?: unknown; query?: Record<string, string | number> } = {},
): Promise<z.output<S>> {
  const [{ apiRequest }, c] = await Promise.all([import('../../client/api'), loadContract()]);
  return (await apiRequest(pick(c), method, path, { ...opts, context: { service: 'crash' } })) as z.output<S>;
}

/** The stream's address: the crash service's base (the page's runtime config) + /events. */
export function crashEventsUrl(): string | null {
  const base = getHttpConfig().services.crash;
  return base ? `${base.replace(/\/+$/, '')}/events` : null;
}

/** What this hook uses of an EventSource (tests pass a fake). */
export interface CrashStreamLike {
  addEventListener(type: string, fn: (e: MessageEvent) => void): void;
  close(): void;
  onerror: ((e: Event) => void) | null;
  readonly readyState: number;
}

type Action = { kind: 'event'; ev: CrashEvent; at: number } | { kind: 'history'; rounds: CrashRound[] };
function reduce(s: CrashStreamState, a: Action): CrashStreamState {
  return a.kind === 'event' ? crashReducer(s, a.ev, a.at) : { ...s, history: addHistory(s.history, a.rounds) };
}

/** 'connecting' before the first state, 'live' once it came, 'lost' from an error until the next state. */
export type Connection = 'connecting' | 'live' | 'lost';

const CLOSED = 2;
const backoff = (n: number) => Math.min(15_000, 1000 * 2 ** Math.min(n, 4));

export interface CrashStreamDeps {
  openStream: (url: string) => CrashStreamLike;
  /** A parsed event and the browser's clock when it arrived. */
  onEvent: (ev: CrashEvent, receivedAt: number) => void;
  onConnection: (c: Connection) => void;
  /** The stream's address (default: the page's crash service). */
  url?: () => string | null;
  /** Delay before the n-th new connection after the browser gave up; tests make it 0. */
  backoff?: (attempt: number) => number;
  now?: () => number;
}

/**
 * Follows the crash stream until stop() (returned): each event parsed with its contract schema
 * (anything else is dropped), 'live' on every `state` (the first event of each connection), 'lost'
 * on an error. The browser retries a dropped connection by itself; when it gives up (CLOSED) a new
 * one is opened after a backoff.
 */
export function startCrashStream(deps: CrashStreamDeps): () => void {
  const url = deps.url ?? crashEventsUrl;
  const wait = deps.backoff ?? backoff;
  const now = deps.now ?? Date.now;
  let stopped = false;
  let stream: CrashStreamLike | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    const c = await loadContract();
    const address = url();
    if (stopped || !address) return;
    const es = deps.openStream(address);
    stream = es;
    for (const name of c.CRASH_EVENTS) {
      es.addEventListener(name, (e: MessageEvent) => {
        if (stream !== es) return;
        let data: unknown;
        try {
          data = JSON.parse(String(e.data));
        } catch {
          return;
        }
        const parsed = c.crashEventSchemas[name].safeParse(data);
        if (!parsed.success) return;
        deps.onEvent({ event: name, data: parsed.data } as CrashEvent, now());
        if (name === 'state') {
          attempt = 0;
          deps.onConnection('live');
        }
      });
    }
    es.onerror = () => {
      if (stream !== es) return;
      deps.onConnection('lost');
      // CONNECTING: the browser retries by itself. CLOSED: it gave up; open a new one later.
      if (es.readyState !== CLOSED) return;
      es.close();
      stream = null;
      clearTimeout(timer);
      timer = setTimeout(() => void connect(), wait(attempt++));
    };
  };
  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    stream?.close();
    stream = null;
  };
}

const openEventSource = (url: string): CrashStreamLike => new EventSource(url);

/** `openStream` must be stable (a module-level function): a new one reconnects. */
export function useCrashStream(openStream: (url: string) => CrashStreamLike = openEventSource) {
  const [state, dispatch] = useReducer(reduce, initialCrashState);
  const [connection, setConnection] = useState<Connection>('connecting');
  const stateRef = useRef(state);
  stateRef.current = state;
  // Promises waiting for a state (autobet waits for the next betting phase and for its round's end).
  const waiters = useRef(new Set<() => void>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new state is the trigger; the waiters read it through stateRef.
  useEffect(() => {
    for (const check of [...waiters.current]) check();
  }, [state]);

  const loadHistory = useCallback(() => {
    crashRequest((c) => c.crashRoundsResponseSchema, 'GET', '/rounds', { query: { limit: 20 } })
      .then((r) => dispatch({ kind: 'history', rounds: r.data }))
      .catch(() => {}); // the strip fills from the stream's crashes meanwhile
  }, []);

  useEffect(() => {
    let wasLost = false;
    return startCrashStream({
      openStream,
      onEvent: (ev, at) => dispatch({ kind: 'event', ev, at }),
      onConnection: (c) => {
        setConnection(c);
        if (c === 'lost') wasLost = true;
        else if (c === 'live' && wasLost) {
          wasLost = false;
          loadHistory(); // rounds that ended while we were away belong in the strip too
        }
      },
    });
  }, [openStream, loadHistory]);
  useEffect(() => {
    loadHistory();
    return () => waiters.current.clear();
  }, [loadHistory]);

  // Events were missed (a round we never saw open): the state answer replaces what we have.
  useEffect(() => {
    if (!state.resync) return;
    let cancelled = false;
    crashRequest((c) => c.crashStateSchema, 'GET', '/state')
      .then((s) => {
        if (!cancelled) dispatch({ kind: 'event', ev: { event: 'state', data: s }, at: Date.now() });
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [state.resync]);

  /** Resolves once `pred` holds of the state (checked now and after every change), or on `signal`. */
  const waitFor = useCallback(
    (pred: (s: CrashStreamState) => boolean, signal?: AbortSignal) =>
      new Promise<boolean>((resolve) => {
        const check = () => {
          if (signal?.aborted) {
            waiters.current.delete(check);
            resolve(false);
          } else if (pred(stateRef.current)) {
            waiters.current.delete(check);
            resolve(true);
          }
        };
        waiters.current.add(check);
        signal?.addEventListener('abort', check, { once: true });
        check();
      }),
    [],
  );

  return { state, stateRef, connection, waitFor };
}
