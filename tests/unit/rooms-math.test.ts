// The rooms' jackpot math (fairness.md "Rooms"): tickets in commit order, the winning ticket from the
// round's hash and salt, the commission that never takes the winner below their stake. Expected values
// come from node:crypto here, independently of the module's @noble/hashes.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { assignTickets, settlePot, ticketFromBits, winnerOf, winningTicket } from '../../src/games/rooms/math';

const TWO_52 = 2 ** 52;
const sha256Text = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
/** floor(f × total), f = first 52 bits of HMAC_SHA256(key = hash text, message = salt) / 2^52. */
const refTicket = (roundHash: string, salt: string, total: number) => {
  const r = BigInt(`0x${createHmac('sha256', roundHash).update(salt).digest('hex').slice(0, 13)}`);
  return Number((r * BigInt(total)) / BigInt(TWO_52));
};

describe('room tickets', () => {
  const ranges = assignTickets([
    { player: 'ann', amount: 100 },
    { player: 'bob', amount: 250 },
    { player: 'ann', amount: 1 },
  ]);

  it('are issued in commit order, one per minor unit, a stake at a time', () => {
    expect(ranges.map((r) => [r.player, r.from, r.to])).toEqual([
      ['ann', 0, 100],
      ['bob', 100, 350],
      ['ann', 350, 351],
    ]);
    expect(() => assignTickets([{ player: 'x', amount: 0 }])).toThrow(RangeError);
    expect(() => assignTickets([{ player: 'x', amount: 1.5 }])).toThrow(RangeError);
  });

  it('give the winner by the range holding the ticket, edges included', () => {
    const who = (t: number) => {
      const w = winnerOf(ranges, t);
      return w && [w.player, w.from];
    };
    expect(who(0)).toEqual(['ann', 0]);
    expect(who(99)).toEqual(['ann', 0]);
    expect(who(100)).toEqual(['bob', 100]);
    expect(who(349)).toEqual(['bob', 100]);
    expect(who(350)).toEqual(['ann', 350]); // the last ticket: the one-unit late stake
    expect(who(351)).toBeUndefined();
  });

  it('draws the winning ticket as the independent computation does, first and last ticket reachable', () => {
    for (let i = 0; i < 300; i++) {
      const h = sha256Text(`round ${i}`);
      const total = [1, 2, 351, 1_000_000, 9_007_199_254_740_991][i % 5]!;
      expect(winningTicket(h, 'salt', total)).toBe(refTicket(h, 'salt', total));
    }
    expect(ticketFromBits(0, 351)).toBe(0);
    expect(ticketFromBits(TWO_52 - 1, 351)).toBe(350);
    expect(ticketFromBits(TWO_52 - 1, 9_007_199_254_740_991)).toBe(9_007_199_254_740_989);
    expect(() => winningTicket(sha256Text('x'), 'salt', 0)).toThrow(RangeError);
  });

  it('make each stake win in proportion to its size (chi-square, 99%)', () => {
    const stakes = [1, 10, 50, 100, 839].map((amount, i) => ({ player: `p${i}`, amount }));
    const rs = assignTickets(stakes);
    const total = 1000;
    const N = 20_000;
    const wins = new Map<string, number>();
    for (let i = 0; i < N; i++) {
      const w = winnerOf(rs, winningTicket(sha256Text(`chi ${i}`), 'room salt', total));
      wins.set(w!.player, (wins.get(w!.player) ?? 0) + 1);
    }
    let chi2 = 0;
    for (const s of stakes) {
      const expected = (N * s.amount) / total;
      chi2 += ((wins.get(s.player) ?? 0) - expected) ** 2 / expected;
    }
    expect(chi2).toBeLessThan(13.277); // 4 degrees of freedom, 99%
  });
});

describe('settling a pot', () => {
  it('takes the published commission, rounded down to a minor unit', () => {
    expect(settlePot(10_000, 1_000, 500)).toEqual({ payout: 9_500, commission: 500 });
    expect(settlePot(999, 100, 500)).toEqual({ payout: 950, commission: 49 }); // 49.95 → 49
    expect(settlePot(10_000, 1_000, 0)).toEqual({ payout: 10_000, commission: 0 });
  });

  it('never takes the winner below their own stake', () => {
    // Holding 99% of the pot: 5% of it would eat into the stake, so only the others' 1% is taken.
    expect(settlePot(10_000, 9_900, 500)).toEqual({ payout: 9_900, commission: 100 });
    expect(settlePot(10_000, 9_500, 500)).toEqual({ payout: 9_500, commission: 500 });
    expect(settlePot(10_000, 10_000, 500)).toEqual({ payout: 10_000, commission: 0 });
    for (let i = 0; i < 1_000; i++) {
      const total = 2 + ((i * 7919) % 1_000_000);
      const stake = 1 + ((i * 104_729) % total);
      const bps = (i * 37) % 10_001;
      const { payout, commission } = settlePot(total, stake, bps);
      expect(payout + commission).toBe(total);
      expect(payout).toBeGreaterThanOrEqual(stake);
      expect(commission).toBeLessThanOrEqual(Math.floor((total * bps) / 10_000));
    }
  });

  it('is exact for pots past 2^53 / 10000 and refuses impossible inputs', () => {
    const total = 9_007_199_254_740_991;
    expect(settlePot(total, 1, 250).commission).toBe(Number((BigInt(total) * 250n) / 10_000n));
    expect(() => settlePot(100, 101, 500)).toThrow(RangeError);
    expect(() => settlePot(100, 10, 10_001)).toThrow(RangeError);
    expect(() => settlePot(100, 10, 2.5)).toThrow(RangeError);
  });
});
