import { describe, expect, it } from 'vitest';
import type { CrashEvent, CrashPublicBet, CrashState } from '../../src/contract/crash';
import {
  type CrashStreamState,
  crashReducer,
  initialCrashState,
  parseAutoCashout,
} from '../../src/games/crash/stream-state';
import { type Connection, type CrashStreamLike, startCrashStream } from '../../src/games/crash/use-crash-stream';

// The crash screen's view of the shared round, fed by hand: what a player sees when events come in
// order, twice, late, or after a gap, and how the clock offset the curve is drawn with is estimated.

const HASH = (c: string) => c.repeat(64);
const bet = (id: number, amount: number, player: string | null = `p${id}`): CrashPublicBet => ({
  id,
  player,
  currency: 'RUB',
  amount,
  cashed_out_at: null,
  payout: null,
});
const state = (over: Partial<CrashState> = {}): CrashState => ({
  id: 7,
  phase: 'betting',
  hash_commitment: HASH('a'),
  betting_ends_at: 10_000,
  started_at: null,
  server_time: 5_000,
  bets: [],
  ...over,
});

/** Folds events, each received `delay` ms after its server_time on a browser clock `skew` behind. */
function fold(events: CrashEvent[], from: CrashStreamState = initialCrashState, skew = 0, delay = 20) {
  return events.reduce((s, ev) => crashReducer(s, ev, ev.data.server_time - skew + delay), from);
}

describe('crash stream state', () => {
  it('follows a round from the countdown to the crash, bets and cash-outs merged into the list', () => {
    const s = fold([
      { event: 'state', data: state() },
      { event: 'bets', data: { round_id: 7, bets: [bet(1, 1000), bet(2, 500, null)], server_time: 5_100 } },
      { event: 'bets', data: { round_id: 7, bets: [bet(3, 200)], server_time: 5_200 } },
      { event: 'start', data: { round_id: 7, started_at: 10_000, server_time: 10_000 } },
      {
        event: 'cashouts',
        data: {
          round_id: 7,
          cashouts: [{ id: 2, player: null, at: 1.5, payout: 750, currency: 'RUB' }],
          server_time: 16_800,
        },
      },
      {
        event: 'crash',
        data: {
          round_id: 7,
          crash_point: 2.35,
          end_point: 2.35,
          ended_at: 24_240,
          hash: HASH('b'),
          server_time: 24_300,
        },
      },
    ]);
    expect(s.round?.phase).toBe('crashed');
    expect(s.round?.startedAt).toBe(10_000);
    expect(s.round?.crashPoint).toBe(2.35);
    // Where it ended is a multiplier, when it ended a time.
    expect([s.round?.endPoint, s.round?.endedAt]).toEqual([2.35, 24_240]);
    expect(s.round?.bets.map((b) => [b.id, b.cashed_out_at, b.payout])).toEqual([
      [1, null, 0],
      [2, 1.5, 750],
      [3, null, 0],
    ]);
    // The strip gets the finished round, with the hash the verifier checks.
    expect(s.history).toEqual([
      { id: 7, hash: HASH('b'), crash_point: 2.35, started_at: 10_000, end_point: 2.35, ended_at: 24_240 },
    ]);
    expect(s.resync).toBe(false);
  });

  it('applies an event seen twice once: a bet is listed once, a cash-out is not undone by a stale copy', () => {
    const cashout: CrashEvent = {
      event: 'cashouts',
      data: {
        round_id: 7,
        cashouts: [{ id: 1, player: 'p1', at: 1.2, payout: 1200, currency: 'RUB' }],
        server_time: 14_000,
      },
    };
    const bets: CrashEvent = { event: 'bets', data: { round_id: 7, bets: [bet(1, 1000)], server_time: 6_000 } };
    const start: CrashEvent = { event: 'start', data: { round_id: 7, started_at: 10_000, server_time: 10_000 } };
    const s = fold([{ event: 'state', data: state() }, bets, bets, start, cashout, start, cashout, bets]);
    expect(s.round?.bets).toHaveLength(1);
    expect(s.round?.bets[0]).toMatchObject({ id: 1, cashed_out_at: 1.2, payout: 1200 });
    expect(s.round?.phase).toBe('running');
    const crash: CrashEvent = {
      event: 'crash',
      data: { round_id: 7, crash_point: 3, end_point: 3, ended_at: 28_000, hash: HASH('c'), server_time: 28_000 },
    };
    const after = fold([crash, crash], s);
    expect(after.history).toHaveLength(1);
  });

  it('moves to the next round on round_open, keeps the last one in the strip and ignores late events of the old one', () => {
    const s = fold([
      { event: 'state', data: state({ phase: 'running', started_at: 10_000, bets: [bet(1, 1000)] }) },
      {
        event: 'crash',
        data: { round_id: 7, crash_point: 1.5, end_point: 1.5, ended_at: 16_760, hash: HASH('b'), server_time: 17_000 },
      },
      {
        event: 'round_open',
        data: { id: 8, hash_commitment: HASH('b'), betting_ends_at: 25_000, server_time: 20_000 },
      },
      // A cash-out of round 7 arriving late changes nothing in round 8.
      {
        event: 'cashouts',
        data: {
          round_id: 7,
          cashouts: [{ id: 1, player: 'p1', at: 1.4, payout: 1400, currency: 'RUB' }],
          server_time: 20_100,
        },
      },
      {
        event: 'round_open',
        data: { id: 8, hash_commitment: HASH('b'), betting_ends_at: 25_000, server_time: 20_200 },
      },
      { event: 'bets', data: { round_id: 8, bets: [bet(9, 300)], server_time: 21_000 } },
    ]);
    expect(s.round).toMatchObject({ id: 8, phase: 'betting', bettingEndsAt: 25_000, hashCommitment: HASH('b') });
    expect(s.round?.bets.map((b) => b.id)).toEqual([9]);
    expect(s.history.map((r) => r.id)).toEqual([7]);
    expect(s.resync).toBe(false);
  });

  it('asks for the state again after a gap, and takes the state as the truth', () => {
    const gap = fold([
      { event: 'state', data: state({ bets: [bet(1, 1000)] }) },
      // Round 8 starts: its round_open (and round 7's crash) never arrived.
      { event: 'start', data: { round_id: 8, started_at: 30_000, server_time: 30_000 } },
    ]);
    expect(gap.resync).toBe(true);
    expect(gap.round?.id).toBe(7);
    const fixed = fold(
      [{ event: 'state', data: state({ id: 8, phase: 'running', started_at: 30_000, server_time: 30_500, bets: [] }) }],
      gap,
    );
    expect(fixed.resync).toBe(false);
    expect(fixed.round).toMatchObject({ id: 8, phase: 'running', startedAt: 30_000, bets: [] });
    // A round_open that skips a number also means a crash was missed.
    const skipped = fold(
      [
        {
          event: 'round_open',
          data: { id: 10, hash_commitment: HASH('d'), betting_ends_at: 40_000, server_time: 35_000 },
        },
      ],
      fixed,
    );
    expect(skipped.resync).toBe(true);
    // A cash-out of a bet never listed: its stake is unknown, read the list again.
    const unknown = fold(
      [
        { event: 'state', data: state({ id: 11, phase: 'running', started_at: 50_000, server_time: 51_000 }) },
        {
          event: 'cashouts',
          data: {
            round_id: 11,
            cashouts: [{ id: 99, player: null, at: 1.1, payout: 110, currency: 'RUB' }],
            server_time: 52_000,
          },
        },
      ],
      skipped,
    );
    expect(unknown.resync).toBe(true);
  });

  it('keeps the least delayed offset sample: a slow event does not move the curve', () => {
    // The browser's clock runs 3 s behind the server's; events arrive 20 ms, then 900 ms late.
    const quick = fold([{ event: 'state', data: state() }], initialCrashState, 3_000, 20);
    expect(quick.offset).toBe(3_000 - 20);
    const slow = fold(
      [{ event: 'bets', data: { round_id: 7, bets: [bet(1, 100)], server_time: 6_000 } }],
      quick,
      3_000,
      900,
    );
    expect(slow.offset).toBe(3_000 - 20);
    const quicker = fold(
      [{ event: 'bets', data: { round_id: 7, bets: [bet(2, 100)], server_time: 7_000 } }],
      slow,
      3_000,
      5,
    );
    expect(quicker.offset).toBe(3_000 - 5);
    // Old samples age out, so a clock that was changed is followed.
    let s = quicker;
    for (let i = 0; i < 40; i++) {
      s = crashReducer(s, { event: 'bets', data: { round_id: 7, bets: [], server_time: 8_000 + i } }, 8_000 + i + 50);
    }
    expect(s.offset).toBe(-50);
  });

  it('reads the auto cash-out field as the contract takes it', () => {
    expect(parseAutoCashout('')).toBeNull();
    expect(parseAutoCashout(' 2 ')).toBe(2);
    expect(parseAutoCashout('1,5')).toBe(1.5);
    expect(parseAutoCashout('1.01')).toBe(1.01);
    expect(parseAutoCashout('1.00')).toBe('invalid');
    expect(parseAutoCashout('2.345')).toBe('invalid');
    expect(parseAutoCashout('abc')).toBe('invalid');
    expect(parseAutoCashout('1000001')).toBe('invalid');
  });
});

/** A stand-in for EventSource: the test pushes events and errors and sets readyState. */
class FakeStream implements CrashStreamLike {
  static opened: FakeStream[] = [];
  listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  onerror: ((e: Event) => void) | null = null;
  readyState = 1;
  closed = false;
  constructor(readonly url: string) {
    FakeStream.opened.push(this);
  }
  addEventListener(type: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  push(type: string, data: unknown) {
    const e = new MessageEvent(type, { data: typeof data === 'string' ? data : JSON.stringify(data) });
    for (const fn of this.listeners.get(type) ?? []) fn(e);
  }
  fail(readyState: 0 | 2) {
    this.readyState = readyState;
    this.onerror?.(new Event('error'));
  }
}

const until = async (cond: () => boolean) => {
  for (let i = 0; i < 100 && !cond(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(cond()).toBe(true);
};

describe('crash event stream', () => {
  it('parses events with the contract, says when the connection is lost and resumes on the next state', async () => {
    FakeStream.opened = [];
    const events: CrashEvent[] = [];
    const connection: Connection[] = [];
    const stop = startCrashStream({
      openStream: (url) => new FakeStream(url),
      url: () => 'http://api.site.test/crash/events',
      onEvent: (ev) => events.push(ev),
      onConnection: (c) => connection.push(c),
      backoff: () => 0,
    });
    await until(() => FakeStream.opened.length === 1);
    const first = FakeStream.opened[0]!;
    expect(first.url).toBe('http://api.site.test/crash/events');
    first.push('state', state());
    first.push('bets', { round_id: 7, bets: [{ id: 1 }], server_time: 1 }); // not the contract's shape: dropped
    first.push('bets', 'not json');
    first.push('start', { round_id: 7, started_at: 10_000, server_time: 10_000 });
    expect(events.map((e) => e.event)).toEqual(['state', 'start']);
    expect(connection).toEqual(['live']);

    // The browser retries by itself (CONNECTING): the screen says so, no second stream is opened.
    first.fail(0);
    expect(connection.at(-1)).toBe('lost');
    first.push('state', state({ id: 9, server_time: 40_000 }));
    expect(connection.at(-1)).toBe('live');
    expect(FakeStream.opened).toHaveLength(1);

    // It gave up (CLOSED): a new stream is opened, and its first state is taken as the truth.
    first.fail(2);
    expect(connection.at(-1)).toBe('lost');
    await until(() => FakeStream.opened.length === 2);
    expect(first.closed).toBe(true);
    first.push('start', { round_id: 9, started_at: 1, server_time: 1 }); // the old stream is not listened to
    const second = FakeStream.opened[1]!;
    second.push('state', state({ id: 10, server_time: 50_000 }));
    expect(connection.at(-1)).toBe('live');
    expect(events.at(-1)).toMatchObject({ event: 'state', data: { id: 10 } });
    expect(events.filter((e) => e.event === 'start')).toHaveLength(1);

    stop();
    expect(second.closed).toBe(true);
  });
});
