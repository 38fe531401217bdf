// The studio's live tables, pure math (decision 042): roulette's layout and payouts, punto banco's
// drawing rules on known hands, exact odds and RTP, and the round hash → result derivation.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chainHashes, verifyChainLink } from '../../src/games/kit/fair/chain';
import {
  BACCARAT_BETS,
  baccaratCoup,
  baccaratOdds,
  baccaratReturn,
  baccaratRtp,
  bankerDraws,
  type Card,
  type Coup,
  playCoup,
  cardValue,
} from '../../src/studio/live/baccarat';
import { chainFloats } from '../../src/studio/live/fair';
import {
  coveredNumbers,
  INSIDE_COMBOS,
  INSIDE,
  OUTSIDE,
  type RouletteBet,
  rouletteReturn,
  rouletteRtp,
  roulettePocket,
  WHEEL_ORDER,
} from '../../src/studio/live/roulette';
import { resultOf, returnOf } from '../../src/studio/live/tables';

const hex = (i: number) => createHash('sha256').update(`live-test-${i}`).digest('hex');

describe('roulette', () => {
  it('has the single-zero wheel and the layout of a real table', () => {
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual([...Array(37).keys()]);
    // 57 splits on 1–36 plus 0-1, 0-2, 0-3; 12 streets plus the two zero trios; 22 corners plus
    // the first four; 11 six-lines.
    expect(INSIDE_COMBOS.split.size).toBe(60);
    expect(INSIDE_COMBOS.street.size).toBe(14);
    expect(INSIDE_COMBOS.corner.size).toBe(23);
    expect(INSIDE_COMBOS.line.size).toBe(11);
  });

  it('pays the standard odds and loses outside bets on zero', () => {
    const cases: [RouletteBet, number, number][] = [
      [{ type: 'straight', numbers: [17] }, 17, 3600],
      [{ type: 'straight', numbers: [0] }, 0, 3600],
      [{ type: 'split', numbers: [17, 20] }, 20, 1800],
      [{ type: 'split', numbers: [0, 2] }, 0, 1800],
      [{ type: 'street', numbers: [16, 17, 18] }, 18, 1200],
      [{ type: 'corner', numbers: [17, 18, 20, 21] }, 21, 900],
      [{ type: 'corner', numbers: [0, 1, 2, 3] }, 3, 900],
      [{ type: 'line', numbers: [31, 32, 33, 34, 35, 36] }, 34, 600],
      [{ type: 'dozen', index: 2 }, 24, 300],
      [{ type: 'column', index: 1 }, 34, 300],
      [{ type: 'red' }, 1, 200],
      [{ type: 'black' }, 2, 200],
      [{ type: 'odd' }, 35, 200],
      [{ type: 'even' }, 36, 200],
      [{ type: 'low' }, 18, 200],
      [{ type: 'high' }, 19, 200],
    ];
    for (const [bet, pocket, back] of cases) {
      expect(rouletteReturn(bet, 100, pocket), JSON.stringify(bet)).toBe(back);
    }
    for (const type of ['red', 'black', 'odd', 'even', 'low', 'high'] as const) {
      expect(rouletteReturn({ type }, 100, 0)).toBe(0);
    }
    expect(rouletteReturn({ type: 'dozen', index: 1 }, 100, 13)).toBe(0);
    expect(rouletteReturn({ type: 'column', index: 3 }, 100, 0)).toBe(0);
  });

  it('refuses positions that are not on the layout', () => {
    expect(coveredNumbers({ type: 'split', numbers: [3, 4] })).toBeNull(); // not adjacent across rows
    expect(coveredNumbers({ type: 'split', numbers: [1, 1] })).toBeNull();
    expect(coveredNumbers({ type: 'corner', numbers: [2, 3, 4, 5] })).toBeNull();
    expect(coveredNumbers({ type: 'street', numbers: [2, 3, 4] })).toBeNull();
    expect(coveredNumbers({ type: 'straight', numbers: [37] })).toBeNull();
    expect(coveredNumbers({ type: 'dozen', index: 4 })).toBeNull();
    expect(coveredNumbers({ type: 'split', numbers: [20, 17] })).toEqual([17, 20]);
  });

  it('returns 36/37 on every position', () => {
    const all: RouletteBet[] = [];
    for (const type of INSIDE)
      for (const k of INSIDE_COMBOS[type]) all.push({ type, numbers: k.split('-').map(Number) });
    for (const type of OUTSIDE) {
      if (type === 'dozen' || type === 'column') for (const index of [1, 2, 3]) all.push({ type, index });
      else all.push({ type });
    }
    for (const b of all) expect(rouletteRtp(b)).toBeCloseTo(36 / 37, 12);
    // The same, summed over the wheel: every position returns 36 units over the 37 pockets.
    for (const b of all) {
      let back = 0;
      for (let p = 0; p < 37; p++) back += rouletteReturn(b, 1, p);
      expect(back).toBe(36);
    }
  });

  it('derives the pocket from HMAC(round hash, salt) as fairness.md says, and the pockets are uniform', () => {
    const salt = hex(-1);
    const n = 37 * 800;
    const counts = new Array<number>(37).fill(0);
    for (let i = 0; i < n; i++) {
      const h = hex(i);
      const mac = createHmac('sha256', h).update(salt).digest();
      const f = mac[0]! / 256 + mac[1]! / 256 ** 2 + mac[2]! / 256 ** 3 + mac[3]! / 256 ** 4;
      const pocket = roulettePocket(h, salt);
      if (i < 500) expect(pocket).toBe(Math.floor(f * 37));
      counts[pocket]!++;
    }
    const e = n / 37;
    const chi2 = counts.reduce((s, c) => s + (c - e) ** 2 / e, 0);
    // chi-square with 36 degrees of freedom, 99 %: 58.62.
    expect(chi2).toBeLessThan(58.62);
  });
});

const c = (rank: number): Card => ({ rank, suit: 0 });
/** A coup from ranks in dealing order (0 ace … 9 ten, 12 king). */
const deal = (...ranks: number[]): Coup => {
  let i = 0;
  return playCoup(() => {
    if (i >= ranks.length) throw new Error('the coup drew more cards than the test gave');
    return c(ranks[i++]!);
  });
};
const R = (v: number) => (v === 0 ? 12 : v - 1); // a rank worth v (0 → king)

describe('baccarat drawing rules', () => {
  it('naturals stand on both sides', () => {
    const k = deal(R(4), R(1), R(4), R(2), R(9)); // player 8: natural, banker 3 must not draw
    expect(k.player).toHaveLength(2);
    expect(k.banker).toHaveLength(2);
    expect(k.winner).toBe('player');
    const b = deal(R(1), R(5), R(2), R(4)); // banker natural 9 beats player 3, no draw
    expect(b.player).toHaveLength(2);
    expect(b.winner).toBe('banker');
  });

  it('player draws on 0–5 and stands on 6–7; a standing player leaves the banker to draw on 0–5', () => {
    const stand = deal(R(3), R(2), R(3), R(3), R(1)); // player 6 stands, banker 5 draws
    expect(stand.player).toHaveLength(2);
    expect(stand.banker).toHaveLength(3);
    expect(stand.bankerTotal).toBe(6);
    expect(stand.winner).toBe('tie');
    const both = deal(R(3), R(3), R(4), R(3)); // player 7 stands, banker 6 stands
    expect(both.banker).toHaveLength(2);
    expect(both.winner).toBe('player');
  });

  it("the banker's tableau after a player's third card", () => {
    // Banker 3 draws unless the third card is an 8.
    expect(deal(R(2), R(1), R(3), R(2), R(8)).banker).toHaveLength(2);
    expect(deal(R(2), R(1), R(3), R(2), R(9), R(0)).banker).toHaveLength(3);
    // Banker 4 draws on 2–7; 5 on 4–7; 6 on 6–7; 7 stands.
    for (let p3 = 0; p3 <= 9; p3++) {
      expect(bankerDraws(4, p3)).toBe(p3 >= 2 && p3 <= 7);
      expect(bankerDraws(5, p3)).toBe(p3 >= 4 && p3 <= 7);
      expect(bankerDraws(6, p3)).toBe(p3 === 6 || p3 === 7);
      expect(bankerDraws(7, p3)).toBe(false);
      for (const b of [0, 1, 2]) expect(bankerDraws(b, p3)).toBe(true);
    }
    const k = deal(R(1), R(3), R(1), R(3), R(7), R(2)); // player 2 draws 7 → 9; banker 6 draws on 7 → 8
    expect(k.playerTotal).toBe(9);
    expect(k.bankerTotal).toBe(8);
    expect(k.winner).toBe('player');
  });

  it('pairs are the first two cards of one rank (a king and a queen are no pair)', () => {
    expect(deal(3, 0, 3, 0).playerPair).toBe(true); // two fours (a natural 8) against two aces
    expect(deal(3, 0, 3, 0).bankerPair).toBe(true);
    expect(deal(12, 1, 11, 2, 3, 4).playerPair).toBe(false);
    expect(cardValue(12) + cardValue(11) + cardValue(9)).toBe(0);
  });

  it('pays 1:1, 0.95:1 floored, 8:1 and 11:1; player and banker push on a tie', () => {
    const banker = deal(R(1), R(5), R(2), R(4));
    expect(baccaratReturn('banker', 1000, banker)).toBe(1950);
    expect(baccaratReturn('banker', 1010, banker)).toBe(1010 + 959); // 959.5 floored
    expect(baccaratReturn('player', 1000, banker)).toBe(0);
    const tie = deal(R(3), R(2), R(3), R(3), R(1));
    expect(baccaratReturn('player', 1000, tie)).toBe(1000);
    expect(baccaratReturn('banker', 1000, tie)).toBe(1000);
    expect(baccaratReturn('tie', 1000, tie)).toBe(9000);
    expect(baccaratReturn('player_pair', 1000, deal(4, 0, 4, 1, 7))).toBe(12000);
    expect(baccaratReturn('banker_pair', 1000, deal(4, 0, 4, 1, 7))).toBe(0);
  });
});

/** A second, independent statement of the tableau, by value only, enumerated over 13^6 sequences. */
function bruteForce() {
  const out = { player: 0, banker: 0, tie: 0 };
  const v = (r: number) => (r < 9 ? r + 1 : 0);
  for (let s = 0; s < 13 ** 6; s++) {
    const r = [
      s % 13,
      Math.floor(s / 13) % 13,
      Math.floor(s / 169) % 13,
      Math.floor(s / 2197) % 13,
      Math.floor(s / 28561) % 13,
      Math.floor(s / 371293) % 13,
    ];
    let p = (v(r[0]!) + v(r[2]!)) % 10;
    let b = (v(r[1]!) + v(r[3]!)) % 10;
    if (p < 8 && b < 8) {
      let next = 4;
      let p3 = -1;
      if (p <= 5) {
        p3 = v(r[next++]!);
        p = (p + p3) % 10;
      }
      const draw =
        p3 < 0
          ? b <= 5
          : b <= 2 ||
            (b === 3 && p3 !== 8) ||
            (b === 4 && p3 >= 2 && p3 <= 7) ||
            (b === 5 && p3 >= 4 && p3 <= 7) ||
            (b === 6 && p3 >= 6 && p3 <= 7);
      if (draw) b = (b + v(r[next]!)) % 10;
    }
    out[p > b ? 'player' : b > p ? 'banker' : 'tie']++;
  }
  return out;
}

describe('baccarat odds', () => {
  it('are exact: the enumeration matches a second statement of the rules over all 13^6 deals', () => {
    const o = baccaratOdds();
    expect(o.player + o.banker + o.tie).toBe(o.denominator);
    const b = bruteForce();
    expect({ player: o.player, banker: o.banker, tie: o.tie }).toEqual(b);
    // The infinite-deck figures (house edge banker 1.064 %, player 1.228 %, tie 14.12 %).
    expect(o.banker / o.denominator).toBeCloseTo(0.458428, 6);
    expect(o.player / o.denominator).toBeCloseTo(0.446147, 6);
    expect(o.tie / o.denominator).toBeCloseTo(0.095426, 6);
    expect(baccaratRtp('banker')).toBeCloseTo(0.98936, 5);
    expect(baccaratRtp('player')).toBeCloseTo(0.98772, 5);
    expect(baccaratRtp('tie')).toBeCloseTo(0.85883, 5);
    expect(baccaratRtp('player_pair')).toBeCloseTo(12 / 13, 12);
  }, 60_000);

  it('a simulation over chain rounds lies within the 99 % confidence interval of every bet', () => {
    const n = 120_000;
    const salt = hex(-2);
    const back: Record<string, number> = Object.fromEntries(BACCARAT_BETS.map((t) => [t, 0]));
    const sq: Record<string, number> = { ...back };
    for (let i = 0; i < n; i++) {
      const coup = baccaratCoup(hex(i), salt);
      for (const t of BACCARAT_BETS) {
        // Stakes of 100 000: the banker's floor is exact (0.95 × 100 000), so the mean is the RTP.
        const x = baccaratReturn(t, 100_000, coup) / 100_000;
        back[t]! += x;
        sq[t]! += x * x;
      }
    }
    for (const t of BACCARAT_BETS) {
      const mean = back[t]! / n;
      const sd = Math.sqrt(sq[t]! / n - mean * mean);
      expect(Math.abs(mean - baccaratRtp(t)), t).toBeLessThan((2.576 * sd) / Math.sqrt(n));
    }
  }, 60_000);
});

describe('chain → result', () => {
  it('is what a verifier recomputes from the revealed hash and the salt, link by link', () => {
    const seed = hex(99);
    const hashes = chainHashes(seed, 20);
    const salt = hex(100);
    for (let i = 1; i < hashes.length; i++) expect(verifyChainLink(hashes[i]!, hashes[i - 1]!)).toBe(true);
    for (const h of hashes) {
      const mac = createHmac('sha256', h).update(salt).digest();
      const floats = Array.from({ length: 8 }, (_, k) => mac.readUInt32BE(k * 4) / 2 ** 32);
      expect(chainFloats(h, salt)).toEqual(floats);
      expect(resultOf('roulette-live', h, salt)).toEqual({ pocket: Math.floor(floats[0]! * 37) });
      const coup = resultOf('baccarat-live', h, salt) as Coup;
      const order = [coup.player[0], coup.banker[0], coup.player[1], coup.banker[1]];
      expect(order.map((x) => x!.rank * 4 + x!.suit)).toEqual(
        floats.slice(0, 4).map((f) => {
          const card = Math.floor(f * 52);
          return (card % 13) * 4 + Math.floor(card / 13);
        }),
      );
    }
  });

  it('a bet of several positions returns the sum of each', () => {
    const positions = [
      { type: 'straight' as const, numbers: [7], amount: 100 },
      { type: 'red' as const, amount: 200 },
      { type: 'dozen' as const, index: 1, amount: 300 },
    ];
    expect(returnOf('roulette-live', positions, { pocket: 7 })).toBe(3600 + 400 + 900);
    expect(returnOf('roulette-live', positions, { pocket: 0 })).toBe(0);
  });
});
