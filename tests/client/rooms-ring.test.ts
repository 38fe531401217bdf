import { describe, expect, it } from 'vitest';
import { ROOM_TIMING, type RoomEntry } from '../../src/contract/rooms';
import { winnerOf, winningTicket } from '../../src/games/rooms/math';
import {
  ringSegments,
  SPIN_MS,
  SPIN_TURNS,
  slicePath,
  spinStop,
  ticketAngle,
} from '../../src/games/rooms/ring-geometry';

/** Entries as the server issues them: consecutive ticket ranges in commit order. */
function entries(amounts: number[]): RoomEntry[] {
  let next = 0;
  return amounts.map((amount, i) => {
    const e = { id: 100 + i, player: `p${i}`, amount, ticket_from: next, ticket_to: next + amount };
    next += amount;
    return e;
  });
}

describe('the pot ring', () => {
  it('gives each player an arc equal to their share: the arcs close the circle and the chances sum to 100 %', () => {
    for (const amounts of [[100], [100, 300], [1, 999_999], [5000, 250, 17, 42_000, 3]]) {
      const list = entries(amounts);
      const total = amounts.reduce((a, b) => a + b, 0);
      const segs = ringSegments(list, total);
      expect(segs[0]!.start).toBe(0);
      expect(segs.at(-1)!.end).toBeCloseTo(360, 9);
      expect(segs.reduce((s, x) => s + (x.end - x.start), 0)).toBeCloseTo(360, 9);
      expect(segs.reduce((s, x) => s + x.chance, 0)).toBeCloseTo(100, 9);
      // Arcs follow each other without gaps or overlaps.
      for (let i = 1; i < segs.length; i++) expect(segs[i]!.start).toBe(segs[i - 1]!.end);
      for (const [i, s] of segs.entries()) expect(s.chance).toBeCloseTo((amounts[i]! / total) * 100, 9);
    }
  });

  it('an empty pot has no arcs', () => {
    expect(ringSegments([], 0)).toEqual([]);
  });

  it("the spin stops inside the winner's arc, after whole turns, for tickets at the edges of every range", () => {
    const list = entries([1, 2, 997, 1, 10_000]);
    const total = 11_001;
    const segs = ringSegments(list, total);
    for (const e of list) {
      for (const ticket of [e.ticket_from, e.ticket_to - 1]) {
        const stop = spinStop(ticket, total);
        expect(Math.floor(stop / 360)).toBe(SPIN_TURNS);
        const angle = stop - SPIN_TURNS * 360;
        const seg = segs.find((s) => s.id === e.id)!;
        expect(angle).toBeGreaterThan(seg.start);
        expect(angle).toBeLessThan(seg.end);
      }
    }
  });

  it("lands on the server's winner for drawn tickets (the ticket from hash and salt, not a guess)", () => {
    const list = entries([300, 50, 12_000, 7]);
    const total = 12_357;
    const ranges = list.map((e) => ({ player: e.id, amount: e.amount, from: e.ticket_from, to: e.ticket_to }));
    const segs = ringSegments(list, total);
    for (let i = 0; i < 50; i++) {
      const hash = `${i.toString(16).padStart(2, '0')}ab`.repeat(16);
      const ticket = winningTicket(hash, 'salt', total);
      const winner = winnerOf(ranges, ticket)!.player;
      const angle = ticketAngle(ticket, total);
      const under = segs.find((s) => angle > s.start && angle < s.end)!;
      expect(under.id).toBe(winner);
    }
  });

  it('draws a whole-pot arc (one player) as two half arcs, since one arc cannot start and end at one point', () => {
    const d = slicePath(100, 72, 96, 0, 360);
    expect(d.match(/M/g)).toHaveLength(2);
    expect(d).not.toContain('NaN');
    // A small arc uses the short sweep, a large one the long sweep.
    expect(slicePath(100, 72, 96, 0, 90)).toMatch(/A96 96 0 0 1/);
    expect(slicePath(100, 72, 96, 0, 270)).toMatch(/A96 96 0 1 1/);
  });

  it("spins for the contract's published time", () => {
    expect(SPIN_MS).toBe(ROOM_TIMING.spinMs);
  });
});
