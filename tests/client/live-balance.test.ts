import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { profileAtom, sessionAtom } from '../../src/client/atoms';
import { bus } from '../../src/client/bus';
import { startLiveBalance } from '../../src/client/live-balance';
import { API, profileFixture, setupClientHarness } from './harness';

const h = setupClientHarness();

/** A stand-in for EventSource: records its URL, lets the test push events and errors. */
class FakeStream {
  static opened: FakeStream[] = [];
  listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  onerror: ((e: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeStream.opened.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
  }
  push(type: string, id: number, data: unknown) {
    const e = new MessageEvent(type, { data: JSON.stringify(data), lastEventId: String(id) });
    for (const fn of this.listeners.get(type) ?? []) fn(e);
  }
}

/** Two tabs' ends of one BroadcastChannel. */
function channelPair() {
  const a = {
    onmessage: null as ((e: MessageEvent) => void) | null,
    sent: [] as unknown[],
    postMessage: (d: unknown) => void a.sent.push(d),
    close: () => {},
  };
  const b = {
    onmessage: null as ((e: MessageEvent) => void) | null,
    sent: [] as unknown[],
    postMessage: (d: unknown) => void b.sent.push(d),
    close: () => {},
  };
  return {
    a,
    b,
    deliverAtoB: () => {
      for (const d of a.sent.splice(0)) b.onmessage?.(new MessageEvent('message', { data: d }));
    },
  };
}

const balance = (cash: number, bonus = 0) => ({
  currency: 'RUB',
  balance: cash,
  bonus_balance: bonus,
  total_balance: cash + bonus,
  reason: 'deposit',
  at: '2026-11-22T10:00:00Z',
});

function ticketApi() {
  const tickets: (string | null)[] = [];
  let n = 0;
  h.server.use(
    mock.post(`${API}/wallet/events/ticket`, ({ request }) => {
      tickets.push(request.headers.get('authorization'));
      return HttpResponse.json({ data: { ticket: `t${++n}`, expires_in: 30 } });
    }),
  );
  return tickets;
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

describe('live balance', () => {
  it('takes a ticket with the bearer token, opens the stream on the API host, and moves the header balance', async () => {
    FakeStream.opened = [];
    const tickets = ticketApi();
    h.signIn('tok');
    bus.emit('profile-loaded', profileFixture({ balance: 0, bonus_balance: 0, total_balance: 0 }));
    const { a } = channelPair();
    const stop = startLiveBalance(7, { openStream: (u) => new FakeStream(u), channel: a });
    await until(() => FakeStream.opened.length === 1);
    expect(tickets).toEqual(['Bearer tok']);
    expect(FakeStream.opened[0]!.url).toBe(`${API}/wallet/events?ticket=t1`);

    FakeStream.opened[0]!.push('balance', 3, balance(150_000, 2_000));
    const user = h.store.get(profileAtom)!.user;
    expect([user.balance, user.bonus_balance, user.total_balance]).toEqual([150_000, 2_000, 152_000]);
    expect(h.store.get(sessionAtom).balance).toBe(152_000);
    // …and tells the other tabs.
    expect(a.sent).toEqual([{ seq: 3, userId: 7, event: balance(150_000, 2_000) }]);
    stop();
    expect(FakeStream.opened[0]!.closed).toBe(true);
  });

  it('another tab follows over the channel; stale and foreign messages are ignored', async () => {
    FakeStream.opened = [];
    ticketApi();
    h.signIn('tok');
    bus.emit('profile-loaded', profileFixture({ balance: 0, total_balance: 0 }));
    const { a, b, deliverAtoB } = channelPair();
    // Tab B's own stream never says anything (reconnecting); tab A's does.
    const stopB = startLiveBalance(7, { openStream: () => new FakeStream('b'), channel: b });
    await until(() => FakeStream.opened.length === 1);
    a.postMessage({ seq: 5, userId: 7, event: balance(90_000) });
    a.postMessage({ seq: 4, userId: 7, event: balance(1) }); // older: ignored
    a.postMessage({ seq: 9, userId: 8, event: balance(2) }); // another player's: ignored
    a.postMessage({ seq: 10, userId: 7, event: { currency: 'RUB', balance: 'lots' } }); // malformed
    deliverAtoB();
    expect(h.store.get(profileAtom)!.user.balance).toBe(90_000);
    stopB();
  });

  it('after an error, reconnects with a new ticket and resumes after the last event id', async () => {
    FakeStream.opened = [];
    const tickets = ticketApi();
    h.signIn('tok');
    const stop = startLiveBalance(7, {
      openStream: (u) => new FakeStream(u),
      channel: channelPair().a,
      backoff: () => 0,
    });
    await until(() => FakeStream.opened.length === 1);
    FakeStream.opened[0]!.push('balance', 12, balance(1000));
    FakeStream.opened[0]!.onerror?.(new Event('error'));
    expect(FakeStream.opened[0]!.closed).toBe(true);
    await until(() => FakeStream.opened.length === 2);
    expect(tickets).toHaveLength(2);
    expect(FakeStream.opened[1]!.url).toBe(`${API}/wallet/events?ticket=t2&last_event_id=12`);
    // A replayed event after the resume does not emit twice.
    const seen = vi.fn();
    bus.on('balance-changed', seen);
    FakeStream.opened[1]!.push('balance', 12, balance(1000));
    FakeStream.opened[1]!.push('balance', 13, balance(800));
    expect(seen).toHaveBeenCalledOnce();
    stop();
  });

  it('a logout event from the server ends the session in this tab', async () => {
    FakeStream.opened = [];
    ticketApi();
    h.signIn('tok');
    const onServerLogout = vi.fn();
    const stop = startLiveBalance(7, {
      openStream: (u) => new FakeStream(u),
      channel: channelPair().a,
      onServerLogout,
    });
    await until(() => FakeStream.opened.length === 1);
    FakeStream.opened[0]!.push('logout', 0, { reason: 'excluded' });
    expect(onServerLogout).toHaveBeenCalledWith('excluded');
    stop();
  });
});

describe('live balance after the session ends', () => {
  it('a refused ticket (session over) stops asking', async () => {
    FakeStream.opened = [];
    let asked = 0;
    h.server.use(
      mock.post(`${API}/wallet/events/ticket`, () => {
        asked++;
        return HttpResponse.json({ message: 'Unauthenticated' }, { status: 401 });
      }),
      mock.post(`${API}/auth/refresh-token`, () => HttpResponse.json({ message: 'Unauthenticated' }, { status: 401 })),
    );
    h.signIn('tok');
    const stop = startLiveBalance(7, {
      openStream: (u) => new FakeStream(u),
      channel: channelPair().a,
      backoff: () => 0,
    });
    await until(() => asked >= 1);
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toBe(1);
    expect(FakeStream.opened).toHaveLength(0);
    stop();
  });
});
