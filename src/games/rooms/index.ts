import { ROOM_COMMISSION_BPS } from '../../contract/rooms';
import { defineGame } from '../kit/types';
import { content } from './content';

/** The three rooms of spec section 2; their minimum bets are the operator's `rooms` limits (spec section 9). */
export const ROOMS = ['purple', 'red', 'yellow'] as const;
export type Room = (typeof ROOMS)[number];

export default defineGame({
  slug: 'rooms',
  kind: 'shared-round',
  routes: [
    { path: '/games/rooms', page: 'rooms', indexable: true },
    { path: '/games/rooms/[room]', page: 'room', indexable: true },
  ],
  // The spec names no rooms service; rounds run on `general` (docs/decisions/008-game-registry.md).
  service: 'general',
  // Per-room minimums live in the limits' own `rooms` section, not under `games`.
  limitKey: null,
  restrictedOnGamesDomains: false,
  card: { image: '/images/games/rooms.svg' },
  nav: { label: 'nav.rooms', order: 5 },
  footer: null,
  // A room keeps its published commission of every pot: that share of every stake in expectation.
  houseEdge: ROOM_COMMISSION_BPS / 10_000,
  content,
});
