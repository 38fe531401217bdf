import { balanceEventSchema, logoutEventSchema, type BalanceEvent } from '../contract/wallet';
import { bus } from './bus';
import { walletApi, eventsUrl } from './wallet-api';

// The live balance (issue 10): the player's event stream on the API host pushes every
// balance change; this module turns them into `balance-changed` bus events, and passes
// them to the page's other tabs over a BroadcastChannel, so a tab whose stream is
// reconnecting still follows. EventSource cannot send the bearer header: a short-lived
// ticket (POST /wallet/events/ticket) goes in the query instead.

export const BALANCE_CHANNEL = 'wallet-balance';

/** What tabs tell each other: the stream's event id orders them (older ones are ignored). */
export interface BalanceMessage {
  seq: number;
  userId: number;
  event: BalanceEvent;
}

/** What this module uses of an EventSource. */
export interface StreamLike {
  addEventListener(type: string, fn: (e: MessageEvent) => void): void;
  close(): void;
  onerror: ((e: Event) => void) | null;
}
type ES = StreamLike;
export interface LiveBalanceDeps {
  /** EventSource constructor (tests pass a fake). */
  openStream?: (url: string) => ES;
  channel?: Pick<BroadcastChannel, 'postMessage' | 'close'> & {
    onmessage: ((e: MessageEvent) => void) | null;
  };
  /** The session ended on the server (exclusion, revoked). */
  onServerLogout?: (reason: string) => void;
  /** Delay before the n-th reconnect; tests make it 0. */
  backoff?: (attempt: number) => number;
}

const defaultBackoff = (n: number) => Math.min(30_000, 1000 * 2 ** Math.min(n, 5));

export function toBusPayload(e: BalanceEvent) {
  return { balance: e.balance, bonus: e.bonus_balance, total: e.total_balance, currency: e.currency };
}

/** Connects the stream for `userId`; returns stop(). */
export function startLiveBalance(userId: number, deps: LiveBalanceDeps = {}): () => void {
  const openStream = deps.openStream ?? ((url: string) => new EventSource(url));
  const channel =
    deps.channel ?? (typeof BroadcastChannel === 'function' ? new BroadcastChannel(BALANCE_CHANNEL) : null);
  const backoff = deps.backoff ?? defaultBackoff;
  let lastSeq = 0;
  let stream: ES | null = null;
  let stopped = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const apply = (seq: number, event: BalanceEvent): boolean => {
    if (seq <= lastSeq) return false; // a tab told us already, or a replay after resume
    lastSeq = seq;
    bus.emit('balance-changed', toBusPayload(event));
    return true;
  };

  if (channel) {
    channel.onmessage = (m: MessageEvent) => {
      const msg = m.data as Partial<BalanceMessage> | null;
      if (!msg || msg.userId !== userId || typeof msg.seq !== 'number') return;
      const parsed = balanceEventSchema.safeParse(msg.event);
      if (parsed.success) apply(msg.seq, parsed.data);
    };
  }

  const onBalance = (e: MessageEvent) => {
    attempt = 0;
    const seq = Number(e.lastEventId);
    let data: unknown;
    try {
      data = JSON.parse(String(e.data));
    } catch {
      return;
    }
    const parsed = balanceEventSchema.safeParse(data);
    if (!parsed.success || !Number.isSafeInteger(seq)) return;
    if (apply(seq, parsed.data)) channel?.postMessage({ seq, userId, event: parsed.data } satisfies BalanceMessage);
  };

  const onLogout = (e: MessageEvent) => {
    let data: unknown;
    try {
      data = JSON.parse(String(e.data));
    } catch {
      return;
    }
    const parsed = logoutEventSchema.safeParse(data);
    if (parsed.success) deps.onServerLogout?.(parsed.data.reason);
  };

  const connect = async () => {
    if (stopped) return;
    try {
      const { data } = await walletApi.eventsTicket();
      if (stopped) return;
      const es = openStream(eventsUrl(data.ticket, lastSeq ? String(lastSeq) : null));
      stream = es;
      es.addEventListener('balance', onBalance);
      es.addEventListener('logout', onLogout);
      es.addEventListener('open', () => {
        attempt = 0;
      });
      // EventSource retries by itself with the same URL, whose ticket is spent: take a new one.
      es.onerror = () => {
        es.close();
        if (stream === es) stream = null;
        retry();
      };
    } catch (e) {
      // Refused (the session is over, or the player is excluded): nothing to follow until the next login.
      const status = (e as { status?: number }).status;
      if (status === 401 || status === 403) return;
      retry();
    }
  };

  const retry = () => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void connect(), backoff(attempt++));
  };

  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    stream?.close();
    stream = null;
    if (channel) {
      channel.onmessage = null;
      if (!deps.channel) channel.close();
    }
  };
}
