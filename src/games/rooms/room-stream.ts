// What a room's screen knows from its event stream (pure, tested without a browser): `state` comes
// first on every (re)connection and replaces everything; `round` events carry the full round and
// replace the one on screen. A round that settles is queued as the spin (`spin`), once per round,
// whatever order the settlement and the next round's opening arrive in (the next round opens at
// the lock, possibly before the settlement is sent).
import type { RoomLimits, RoomRound, RoomState } from '../../contract/rooms';

export interface RoomView {
  limits: RoomLimits | null;
  /** server clock − browser clock, ms: the countdown reads Date.now() + offset. */
  offset: number;
  /** The round taking stakes (or, until the next one arrives, the one that just settled). */
  round: RoomRound | null;
  /** The latest settled round. */
  last: RoomRound | null;
  /** The latest round refunded while the page watched (nobody joined its lone player, issue 39). */
  refunded: RoomRound | null;
  /** A settled round the screen has not spun to yet. */
  spin: RoomRound | null;
  /** The highest round id spun to (or seen settled on connect): never spun twice. */
  spunId: number;
  /** False from a dropped connection until the next `state` resyncs the screen. */
  live: boolean;
}

export type RoomAction =
  | { type: 'state'; state: RoomState; now: number }
  | { type: 'round'; round: RoomRound }
  /** A measured clock offset (a round trip's midpoint), better than the stream's first sample. */
  | { type: 'clock'; offset: number }
  | { type: 'drop' }
  /** The screen has shown `spin` (its animation ended or was skipped). */
  | { type: 'spun' };

export const initialView = (limits: RoomLimits | null = null): RoomView => ({
  limits,
  offset: 0,
  round: null,
  last: null,
  refunded: null,
  spin: null,
  spunId: 0,
  live: false,
});

const settled = (r: RoomRound) => r.phase === 'settled';

export function roomReducer(view: RoomView, action: RoomAction): RoomView {
  switch (action.type) {
    case 'state': {
      const { state, now } = action;
      const watched = view.round;
      // The round this page watched settled while the connection was down: still spin to it.
      const missed =
        watched && state.last && state.last.id === watched.id && state.last.id > view.spunId ? state.last : null;
      return {
        limits: state.limits,
        offset: state.server_time - now,
        round: state.round,
        last: state.last,
        refunded: view.refunded,
        // A spin not shown yet is kept: a reconnect does not swallow a result.
        spin: missed ?? view.spin,
        spunId: missed ? view.spunId : Math.max(view.spunId, state.last?.id ?? 0),
        live: true,
      };
    }
    case 'round': {
      const r = action.round;
      const current = view.round;
      let next = view;
      if (!current || r.id >= current.id) next = { ...next, round: r };
      // A refunded round is replaced on screen by the pot's next one at once: kept to say so.
      if (r.phase === 'refunded' && (!view.refunded || r.id > view.refunded.id)) next = { ...next, refunded: r };
      if (settled(r) && r.id > view.spunId && (!view.last || r.id >= view.last.id)) {
        next = { ...next, last: r, spin: r };
      }
      return next;
    }
    case 'clock':
      return { ...view, offset: action.offset };
    case 'drop':
      return view.live ? { ...view, live: false } : view;
    case 'spun':
      return view.spin ? { ...view, spunId: Math.max(view.spunId, view.spin.id), spin: null } : view;
  }
}

/**
 * server clock − browser clock from one request: the server read its clock somewhere between
 * `sentAt` and `receivedAt`, so the midpoint is off by at most half the round trip. (The stream's
 * `state` alone can arrive seconds late while the page hydrates: its offset only bounds from below.)
 */
export const midpointOffset = (serverTime: number, sentAt: number, receivedAt: number) =>
  serverTime - Math.round((sentAt + receivedAt) / 2);

/** Parses one event's data; null when it is not JSON (a broken frame is skipped, not fatal). */
export function parseEvent<T>(data: unknown): T | null {
  try {
    return JSON.parse(String(data)) as T;
  } catch {
    return null;
  }
}
