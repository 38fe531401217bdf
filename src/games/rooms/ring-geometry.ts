// The pot ring's geometry (pure, shared by the screen and its tests): each entry's arc is its ticket
// range on a circle of `total` tickets, 0° at the top, clockwise, so an arc's sweep is exactly the
// player's chance. The spin lands on the winning ticket's own position, (ticket + ½) / total of a
// turn: inside the winner's arc by construction, whatever the arc's size.
import type { RoomEntry } from '../../contract/rooms';

export interface RingSegment {
  id: number;
  /** Degrees from the top, clockwise. */
  start: number;
  end: number;
  /** Percent of the pot, the player's chance. */
  chance: number;
  color: string;
}

/** Distinct hues for neighbouring entries (the golden angle), readable on the dark theme. */
export const segmentColor = (index: number) => `hsl(${Math.round((index * 137.508 + 20) % 360)} 75% 58%)`;

export function ringSegments(entries: readonly Pick<RoomEntry, 'id' | 'ticket_from' | 'ticket_to'>[], total: number) {
  if (total <= 0) return [] as RingSegment[];
  return entries.map(
    (e, i): RingSegment => ({
      id: e.id,
      start: (e.ticket_from / total) * 360,
      end: (e.ticket_to / total) * 360,
      chance: ((e.ticket_to - e.ticket_from) / total) * 100,
      color: segmentColor(i),
    }),
  );
}

/** The angle of a ticket's middle on the ring. */
export const ticketAngle = (ticket: number, total: number) => ((ticket + 0.5) / total) * 360;

/**
 * ROOM_TIMING.spinMs of the contract, written out: the contract module brings zod, which a screen's
 * first load must not (a test holds the two equal).
 */
export const SPIN_MS = 5_000;

/** Whole turns the pointer makes before it stops (the spin's length is ROOM_TIMING.spinMs). */
export const SPIN_TURNS = 5;

/** Where the spinning pointer stops: several full turns, then the winning ticket's angle. */
export const spinStop = (ticket: number, total: number, turns = SPIN_TURNS) => turns * 360 + ticketAngle(ticket, total);

/** The point at `deg` (0° top, clockwise) on a circle of radius r around (c, c). */
export function polar(c: number, r: number, deg: number): [number, number] {
  const a = ((deg - 90) * Math.PI) / 180;
  return [c + r * Math.cos(a), c + r * Math.sin(a)];
}

/**
 * An SVG path of the donut slice from `start` to `end` degrees between radii `r0` < `r1`. A slice of
 * the whole ring is drawn as two half arcs (one arc command cannot start and end at one point).
 */
export function slicePath(c: number, r0: number, r1: number, start: number, end: number): string {
  const sweep = end - start;
  if (sweep >= 359.999) {
    return `${slicePath(c, r0, r1, start, start + 180)} ${slicePath(c, r0, r1, start + 180, start + 360)}`;
  }
  const large = sweep > 180 ? 1 : 0;
  const f = (n: number) => n.toFixed(3);
  const [x1, y1] = polar(c, r1, start);
  const [x2, y2] = polar(c, r1, end);
  const [x3, y3] = polar(c, r0, end);
  const [x4, y4] = polar(c, r0, start);
  return `M${f(x1)} ${f(y1)}A${r1} ${r1} 0 ${large} 1 ${f(x2)} ${f(y2)}L${f(x3)} ${f(y3)}A${r0} ${r0} 0 ${large} 0 ${f(x4)} ${f(y4)}Z`;
}
