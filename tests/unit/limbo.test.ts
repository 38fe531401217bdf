import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { payoutCeiling, payoutOf, roundingFloat } from '../../src/games/kit/fair';
import {
  LIMBO_MAX_TARGET,
  limboChance,
  limboResult,
  limboResultHundredths,
  limboRtp,
  limboWinningCount,
  playLimbo,
} from '../../src/games/limbo/math';
import { limboOffline } from '../../src/games/limbo/offline.mjs';
import limbo, { limboBetBodySchema, limboParamsSchema } from '../../src/games/limbo/play';
import { refFloats } from './fair-reference';

// Limbo (fairness.md): result = max(1, floor((1 − e) × 2^32 / (floor(f × 2^32) + 1) × 100) / 100),
// a win (result ≥ target) pays the target. The exact RTP of a target t (hundredths T) is
// T × W(T) / (100 × 2^32) with W(T) = floor(9900 × 2^32 / (100 T)) winning values of k; below it is
// proved for every one of the 99,999,900 targets, not sampled.

vi.setConfig({ testTimeout: 300_000 });

const U32 = 2 ** 32;
const server = createHash('sha256').update('limbo and plinko recorded examples').digest('hex');

/** The fairness.md formula in BigInt, written from the text (the result in hundredths). */
const refResult = (k: bigint) => {
  const h = (99n * 2n ** 32n) / (k + 1n);
  return h < 100n ? 100n : h;
};

describe('limbo: the result from the seeds', () => {
  it('matches recorded bets (server seed, client seed, nonce → result)', () => {
    // Recorded once from the engine; the reference floats below recompute them independently.
    const recorded: [number, number][] = [
      [0, 1.18],
      [1, 2.19],
      [2, 4.06],
      [3, 1.03],
      [7, 13.23],
      [42, 1.32],
    ];
    expect(server).toBe('fcbd6bec97c1a6b9ddedfe4d80a3ed731a27a873889957f84ed073d2e3eb22b5');
    for (const [nonce, result] of recorded) {
      const seed = { serverSeed: server, clientSeed: 'player-seed', nonce };
      const r = playLimbo(seed, { target: 2 });
      expect(r.outcome.result, `nonce ${nonce}`).toBe(result);
      expect(r.multiplier).toBe(result >= 2 ? 2 : 0);
      const k = BigInt(Math.floor(refFloats(server, 'player-seed', nonce, 1)[0]! * U32));
      expect(Number(refResult(k)) / 100).toBe(result);
    }
  });

  it('follows the fairness.md formula exactly at the edges of k and on real floats', () => {
    const ks = [0, 1, 2, 3, 98, 99, 100, 1000, 2 ** 31 - 1, 2 ** 31, U32 - 101, U32 - 100, U32 - 2, U32 - 1];
    for (let i = 0; i < 2000; i++) ks.push(Math.floor(refFloats(server, 'edges', i, 1)[0]! * U32));
    for (const k of ks) {
      expect(limboResultHundredths(k), `k ${k}`).toBe(Number(refResult(BigInt(k))));
      expect(limboResult(k / U32), `k ${k}`).toBe(Number(refResult(BigInt(k))) / 100);
    }
    // The highest result, at k = 0: 0.99 × 2^32.
    expect(limboResult(0)).toBe(4_252_017_623.04);
    expect(limboResult(1 - 2 ** -32)).toBe(1);
  });
});

describe('limbo: exact RTP of every target', () => {
  it('W(T) counts exactly the winning k of every target 1.01 … 1,000,000 (all 99,999,900)', () => {
    // The result falls as k grows, so "k < W wins" holds for all k once it holds at k = W − 1 and W.
    const X = 9900 * U32;
    let worst = 1;
    let worstT = 0;
    for (let t = 101; t <= LIMBO_MAX_TARGET * 100; t++) {
      const w = Math.floor(X / (100 * t));
      // k = w − 1 wins, k = w loses (result in hundredths, the engine's own function).
      if (limboResultHundredths(w - 1) < t || limboResultHundredths(w) >= t) throw new Error(`target ${t / 100}`);
      const rtp = (t * w) / (100 * U32);
      if (rtp > 0.99 || rtp < 0.99 - t / (100 * U32)) throw new Error(`rtp ${rtp} at ${t / 100}`);
      if (rtp < worst) {
        worst = rtp;
        worstT = t;
      }
    }
    // Every target returns between 98.9767 % and 99 %; the lowest sits near the top target.
    expect(worst).toBeGreaterThan(0.98976);
    expect(worstT).toBeGreaterThan(99_000_000);
  });

  it('the module states the same chance and RTP, equal to exact rationals (BigInt) by target class', () => {
    // One class per decade of the target; each checked at its ends and at 2,000 spread targets.
    const classes: [number, number][] = [
      [101, 999],
      [1000, 9999],
      [10_000, 99_999],
      [100_000, 999_999],
      [1_000_000, 9_999_999],
      [10_000_000, 100_000_000],
    ];
    const lowest: number[] = [];
    for (const [lo, hi] of classes) {
      let min = 1;
      for (let i = 0; i <= 2000; i++) {
        const t = lo + Math.floor(((hi - lo) * i) / 2000);
        const w = (9900n * 2n ** 32n) / (100n * BigInt(t));
        expect(limboWinningCount(t / 100)).toBe(Number(w));
        expect(limboChance(t / 100)).toBe(Number(w) / U32);
        // RTP as a rational: t × w / (100 × 2^32); a double of it within one part in 2^52.
        const exact = Number(BigInt(t) * w) / (100 * U32);
        expect(limboRtp(t / 100)).toBe(exact);
        expect(limbo.edgeOf({ target: t / 100 }, 0.01)).toBeCloseTo(1 - exact, 15);
        min = Math.min(min, exact);
      }
      // The bound of the proof above: never more than 99 %, never less by more than hi / (100 × 2^32).
      expect(min, `${lo / 100}–${hi / 100}`).toBeLessThanOrEqual(0.99);
      expect(min, `${lo / 100}–${hi / 100}`).toBeGreaterThanOrEqual(0.99 - hi / (100 * U32));
      lowest.push(Number(min.toFixed(6)));
    }
    // The lowest of each class, to six places (the sample includes each class's top target).
    expect(lowest).toEqual([0.99, 0.99, 0.99, 0.989998, 0.989977, 0.989773]);
    // 2× wins 49.5 % of the time, less 2^-32 of a rounding.
    expect(limboChance(2)).toBe(2_126_008_811 / U32);
    expect(limboRtp(2)).toBeCloseTo(0.99, 8);
  });

  it('takes the operator’s edge in the formula (2 %: 98 % at 2×)', () => {
    expect(limboRtp(2, 0.02)).toBeCloseTo(0.98, 8);
    expect(limboResultHundredths(0, 0.02)).toBe(Math.floor((9800 * U32) / 100));
  });
});

describe('limbo: its bets', () => {
  const seed = (nonce: number) => ({ serverSeed: server, clientSeed: 'player-seed', nonce });

  it('takes exactly {amount, target} (and fun), targets 1.01 … 1,000,000 in hundredths', () => {
    expect(limboBetBodySchema.parse({ amount: 100, target: 2 })).toEqual({ amount: 100, target: 2 });
    expect(limboBetBodySchema.parse({ amount: 100, target: 1.01, fun: true })).toEqual({
      amount: 100,
      target: 1.01,
      fun: true,
    });
    expect(limboParamsSchema.parse({ target: 1_000_000 })).toEqual({ target: 1_000_000 });
    // A float a hair off two decimals becomes exactly two decimals.
    expect(limboParamsSchema.parse({ target: 1.1 + 0.2 }).target).toBe(1.3);
    for (const bad of [1, 1.001, 0, -2, 1_000_000.01, Number.NaN, '2'])
      expect(limboParamsSchema.safeParse({ target: bad }).success, String(bad)).toBe(false);
    expect(limboBetBodySchema.safeParse({ amount: 100, target: 2, side: 'x' }).success).toBe(false);
    expect(limboBetBodySchema.safeParse({ target: 2 }).success).toBe(false);
    expect(limbo.split({ amount: 250, target: 3 })).toEqual({ params: { target: 3 }, amount: 250 });
  });

  it('settles: a win pays the target through the rounding float, the best case is stake × target', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const s = limbo.settle(seed(nonce), { target: 1.37 }, 333, 0.01);
      const won = (s.outcome.result as number) >= 1.37;
      expect(s.multiplier).toBe(won ? 1.37 : 0);
      expect(s.payout).toBe(won ? payoutOf(333, 1.37, roundingFloat(seed(nonce))) : 0);
      expect(s.stake).toBe(333);
    }
    expect(limbo.bestCase({ target: 1_000_000 }, 100, 0.01)).toBe(payoutCeiling(100, 1_000_000));
    expect(limbo.bestCase({ target: 2.5 }, 101, 0.01)).toBe(253);
    expect(limbo.edgeOf({ target: 2 }, 0.01)).toBeCloseTo(0.01, 8);
  });

  it('the offline script’s function (src/games/limbo/offline.mjs) agrees with the server', () => {
    for (let nonce = 0; nonce < 300; nonce++) {
      const target = [1.01, 1.5, 2, 9.99, 100][nonce % 5]!;
      const floats = (n: number) => refFloats(server, 'offline', nonce, n);
      // The script's payout, as scripts/verify-bet.mjs writes it (node:crypto, not the engine).
      const pay = (amount: number, m: number) => {
        const u = createHmac('sha256', server).update(`offline:${nonce}:payout`).digest().readUInt32BE(0) / U32;
        const x = BigInt(amount) * BigInt(Math.round(m * 10_000));
        return Number(x / 10_000n) + (u * 10_000 < Number(x % 10_000n) ? 1 : 0);
      };
      const site = limbo.settle({ serverSeed: server, clientSeed: 'offline', nonce }, { target }, 777, 0.01);
      const script = limboOffline(floats, { target }, 777, pay);
      expect(script).toEqual({ outcome: site.outcome, multiplier: site.multiplier, payout: site.payout });
    }
  });
});
