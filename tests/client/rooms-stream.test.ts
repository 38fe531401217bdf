import { describe, expect, it } from 'vitest';
import type { RoomRound, RoomState } from '../../src/contract/rooms';
import { initialView, midpointOffset, parseEvent, type RoomView, roomReducer } from '../../src/games/rooms/room-stream';

const LIMITS = { min: 100, max: 1_000_000, player_max: 5_000_000 };

function round(id: number, patch: Partial<RoomRound> = {}): RoomRound {
  return {
    id,
    room: 'red',
    currency: 'RUB',
    phase: 'open',
    hash_commitment: 'c'.repeat(64),
    ends_at: null,
    countdown_cap_at: null,
    total: 0,
    commission_bps: 500,
    entries: [],
    ...patch,
  };
}
const settled = (id: number, patch: Partial<RoomRound> = {}) =>
  round(id, {
    phase: 'settled',
    total: 300,
    entries: [
      { id: 1, player: 'ann', amount: 100, ticket_from: 0, ticket_to: 100 },
      { id: 2, player: 'bob', amount: 200, ticket_from: 100, ticket_to: 300 },
    ],
    hash: 'a'.repeat(64),
    salt: 's',
    winning_ticket: 150,
    winner_entry_id: 2,
    winner: 'bob',
    payout: 285,
    commission: 15,
    settled_at: 1_000,
    ...patch,
  });
const state = (r: RoomRound, last: RoomRound | null, serverTime = 10_000): RoomState => ({
  room: 'red',
  currency: 'RUB',
  limits: LIMITS,
  server_time: serverTime,
  round: r,
  last,
});
const run = (view: RoomView, ...actions: Parameters<typeof roomReducer>[1][]) => actions.reduce(roomReducer, view);

describe('the room stream', () => {
  it('takes the first state whole, with the clock offset to the server, and does not spin to a round settled before the page came', () => {
    const v = run(initialView(), { type: 'state', state: state(round(8), settled(7), 10_000), now: 9_250 });
    expect(v.live).toBe(true);
    expect(v.offset).toBe(750);
    expect(v.round?.id).toBe(8);
    expect(v.last?.id).toBe(7);
    expect(v.limits).toEqual(LIMITS);
    expect(v.spin).toBeNull();
  });

  it('replaces the round with each round event (stakes, countdown) and ignores an older one arriving late', () => {
    let v = run(initialView(), { type: 'state', state: state(round(8), null), now: 10_000 });
    const oneIn = round(8, {
      total: 100,
      entries: [{ id: 1, player: 'ann', amount: 100, ticket_from: 0, ticket_to: 100 }],
    });
    const countdown = round(8, {
      ...oneIn,
      phase: 'countdown',
      ends_at: 40_000,
      total: 300,
      entries: settled(8).entries,
    });
    v = run(v, { type: 'round', round: oneIn }, { type: 'round', round: countdown });
    expect(v.round?.phase).toBe('countdown');
    expect(v.round?.entries).toHaveLength(2);
    v = run(v, { type: 'round', round: round(7) });
    expect(v.round?.id).toBe(8);
  });

  it('spins once to a settled round, whether the settlement or the next round arrives first', () => {
    const start = run(initialView(), { type: 'state', state: state(round(8, { phase: 'countdown' }), null), now: 0 });
    for (const order of [
      [settled(8), round(9)],
      [round(9), settled(8)],
    ]) {
      let v = run(start, ...order.map((r) => ({ type: 'round' as const, round: r })));
      expect(v.spin?.id).toBe(8);
      expect(v.last?.winner).toBe('bob');
      expect(v.round?.id).toBe(9);
      v = run(v, { type: 'spun' });
      expect(v.spin).toBeNull();
      // The same settlement sent again (a relay's repeat) does not spin a second time.
      v = run(v, { type: 'round', round: settled(8) });
      expect(v.spin).toBeNull();
    }
  });

  it('says when the connection drops, and a reconnect resyncs: the round it watched settled meanwhile still spins', () => {
    let v = run(initialView(), { type: 'state', state: state(round(8, { phase: 'countdown' }), null), now: 0 });
    v = run(v, { type: 'drop' });
    expect(v.live).toBe(false);
    expect(v.round?.id).toBe(8);
    v = run(v, { type: 'state', state: state(round(9), settled(8), 50_000), now: 49_000 });
    expect(v.live).toBe(true);
    expect(v.offset).toBe(1_000);
    expect(v.round?.id).toBe(9);
    expect(v.spin?.id).toBe(8);
  });

  it('a reconnect long after (several rounds missed) shows the latest winner without spinning', () => {
    let v = run(initialView(), { type: 'state', state: state(round(8), null), now: 0 });
    v = run(v, { type: 'drop' }, { type: 'state', state: state(round(12), settled(11)), now: 0 });
    expect(v.spin).toBeNull();
    expect(v.last?.id).toBe(11);
    expect(v.spunId).toBe(11);
  });

  it('a refunded round is shown but never spun', () => {
    let v = run(initialView(), { type: 'state', state: state(round(8), null), now: 0 });
    v = run(v, { type: 'round', round: round(8, { phase: 'refunded' }) });
    expect(v.round?.phase).toBe('refunded');
    expect(v.spin).toBeNull();
  });

  it('keeps a refunded round to say so after the next round replaced it on screen (issue 39), across a reconnect', () => {
    const lone = round(8, {
      phase: 'refunded',
      total: 100,
      entries: [{ id: 5, player: 'ann', amount: 100, ticket_from: 0, ticket_to: 100 }],
    });
    let v = run(initialView(), { type: 'state', state: state(round(8), null), now: 0 });
    v = run(v, { type: 'round', round: lone }, { type: 'round', round: round(9) });
    expect(v.round?.id).toBe(9);
    expect(v.refunded?.id).toBe(8);
    // An older refunded round arriving late does not replace it; a reconnect keeps it.
    v = run(
      v,
      { type: 'round', round: round(7, { phase: 'refunded' }) },
      { type: 'state', state: state(round(9), null), now: 0 },
    );
    expect(v.refunded?.id).toBe(8);
    expect(v.spin).toBeNull();
  });

  it('skips a frame that is not JSON', () => {
    expect(parseEvent('{"id":1}')).toEqual({ id: 1 });
    expect(parseEvent('not json')).toBeNull();
  });

  it('a state that arrives late (a busy page) is corrected by a measured round trip', () => {
    // The server read 10 000; the page handled the event 3 s later: the first guess is 3 s behind.
    let v = run(initialView(), { type: 'state', state: state(round(8), null, 10_000), now: 13_000 });
    expect(v.offset).toBe(-3_000);
    // A request sent at 20 000 and answered at 20 100 whose server read 20 050: the clocks agree.
    v = run(v, { type: 'clock', offset: midpointOffset(20_050, 20_000, 20_100) });
    expect(v.offset).toBe(0);
  });
});
