import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { caseItemIndex, caseRtp, openCases } from '../../src/games/cases/math';
import { CASE_CONTENTS } from '../../src/games/cases/contents';
import { coinRtp, playCoinflip } from '../../src/games/coinflip/math';
import { diceChance, diceMultiplier, diceRtp, diceWins, playDice } from '../../src/games/dice/math';
import { hiloProbability, hiloReplay, hiloRtp, hiloStepMultiplier, rankOf } from '../../src/games/hilo/math';
import { KENO_RISKS, KENO_TABLES, kenoHitProbability, kenoRtp, playKeno } from '../../src/games/keno/math';
import { minerMines, minerMultiplier, minerRtp } from '../../src/games/miner/math';
import {
  ROULETTE_BET_TYPES,
  ROULETTE_VALUE_TYPES,
  coveredNumbers,
  playRoulette,
  RED,
} from '../../src/games/roulette/math';
import { playWheel, WHEEL_RISKS, WHEEL_SEGMENTS, WHEEL_TABLES, wheelRtp } from '../../src/games/wheel/math';
import type { SeedInput } from '../../src/games/kit/fair';
import { refCard, refDice, refFloats, refMiner, refPocket, refShuffle } from './fair-reference';

// One fixed server seed and many nonces: every simulated round is a real engine outcome.
// A fixed server seed: each statistical check below holds at 99 %, so a random seed per run
// would fail about one run in twenty somewhere in this file. Fixed, the suite is deterministic;
// scripts/simulate-games.ts runs 10^7 rounds per game on fresh random seeds.
const server = createHash('sha256').update('games-math suite').digest('hex');
const seedAt = (nonce: number): SeedInput => ({ serverSeed: server, clientSeed: 'sim', nonce });

/** Runs n rounds, returns mean return and its 99% interval half-width from the sample variance. */
function simulate(n: number, round: (s: SeedInput) => number) {
  let sum = 0;
  let sq = 0;
  for (let i = 0; i < n; i++) {
    const r = round(seedAt(i));
    sum += r;
    sq += r * r;
  }
  const mean = sum / n;
  const sd = Math.sqrt(sq / n - mean * mean);
  return { mean, half: (2.576 * sd) / Math.sqrt(n) };
}

/** Pearson chi-square against expected probabilities; returns the statistic and df. */
function chiSquare(counts: number[], probs: number[], n: number) {
  let x = 0;
  for (let i = 0; i < counts.length; i++) x += (counts[i]! - n * probs[i]!) ** 2 / (n * probs[i]!);
  return { x, df: counts.length - 1 };
}
/** The 99% critical value of chi-square (Wilson–Hilferty approximation). */
function chi99(df: number) {
  const z = 2.326;
  return df * (1 - 2 / (9 * df) + z * Math.sqrt(2 / (9 * df))) ** 3;
}

const N = 100_000;
// 10^5 real engine rounds per game: seconds on an idle core, much longer on a loaded machine.
vi.setConfig({ testTimeout: 300_000 });

describe('dice', () => {
  it('compares in whole hundredths: a target a float step off two decimals wins no extra roll', () => {
    expect(diceWins(0.01, 0.010000000000000002, 'under')).toBe(false);
    expect(diceWins(0, 0.010000000000000002, 'under')).toBe(true);
    expect(diceWins(99.99, 99.98999999999998, 'over')).toBe(false);
    expect(diceChance(99.98999999999998, 'over')).toBe(0.01);
    expect(diceChance(0.010000000000000002, 'under')).toBe(0.01);
  });
  it('matches the reference roll and multiplier', () => {
    for (let i = 0; i < 200; i++) {
      const s = seedAt(i);
      const roll = refDice(refFloats(server, 'sim', i, 1)[0]!);
      const r = playDice(s, { target: 50, condition: 'over' });
      expect(r.outcome.roll).toBe(roll);
      expect(r.multiplier).toBe(roll > 50 ? 1.98 : 0);
    }
    expect(diceMultiplier(0.01)).toBe(9900);
    expect(diceMultiplier(98)).toBe(1.0102);
  });
  it('states an exact RTP of 99% × 10000/10001 for every whole-percent chance', () => {
    for (let c = 1; c <= 98; c++) {
      // 99/c is rounded down to 4 decimals, so a hair under the ideal figure.
      const rtp = diceRtp(100 - c, 'over');
      expect(rtp).toBeLessThanOrEqual((0.99 * 10000) / 10001 + 1e-12);
      expect(rtp).toBeGreaterThan(0.9895);
      expect(diceRtp(c, 'under')).toBeCloseTo(rtp, 12);
    }
  });
  it('simulated RTP lands in the 99% interval and rolls are uniform', () => {
    const counts = new Array(10).fill(0);
    const sim = simulate(N, (s) => {
      const r = playDice(s, { target: 50.5, condition: 'under' });
      counts[Math.min(9, Math.floor(r.outcome.roll / 10))]++;
      return r.multiplier;
    });
    expect(Math.abs(sim.mean - diceRtp(50.5, 'under'))).toBeLessThan(sim.half);
    const probs = Array.from({ length: 10 }, (_, i) => (i === 9 ? 1001 : 1000) / 10001);
    const { x, df } = chiSquare(counts, probs, N);
    expect(x).toBeLessThan(chi99(df));
  });
});

describe('coinflip', () => {
  it('pays 1.98 and is fair', () => {
    expect(coinRtp()).toBeCloseTo(0.99, 12);
    let heads = 0;
    const sim = simulate(N, (s) => {
      const r = playCoinflip(s, { side: 'heads' });
      if (r.outcome.side === 'heads') heads++;
      if (s.nonce < 300)
        expect(r.outcome.side).toBe(refFloats(server, 'sim', s.nonce, 1)[0]! < 0.5 ? 'heads' : 'tails');
      return r.multiplier;
    });
    expect(Math.abs(sim.mean - 0.99)).toBeLessThan(sim.half);
    expect(chiSquare([heads, N - heads], [0.5, 0.5], N).x).toBeLessThan(chi99(1));
  });
});

describe('roulette', () => {
  it('covers the standard layouts and every bet returns 36/37', () => {
    expect(coveredNumbers('split', 1, 2)).toEqual([1, 2]);
    expect(coveredNumbers('split', 3, 4)).toBeNull();
    expect(coveredNumbers('split', 0, 3)).toEqual([0, 3]);
    expect(coveredNumbers('corner', 3)).toBeNull();
    expect(coveredNumbers('column', 1)?.slice(0, 3)).toEqual([1, 4, 7]);
    expect(RED.size).toBe(18);
    // A type that names its numbers needs `value` (never read as 0); the others take none.
    expect(coveredNumbers('straight')).toBeNull();
    expect(coveredNumbers('red', 3)).toBeNull();
    for (const type of ROULETTE_BET_TYPES) {
      const value = ROULETTE_VALUE_TYPES.includes(type) ? (type === 'trio' ? 2 : 1) : undefined;
      const nums = coveredNumbers(type, value, type === 'split' ? 2 : undefined);
      expect(nums, type).not.toBeNull();
      const n = nums?.length ?? 0;
      expect(((36 / n) * n) / 37).toBeCloseTo(0.973, 3);
    }
  });
  it('matches the reference pocket; simulation and pocket frequencies are fair', () => {
    const counts = new Array(37).fill(0);
    const sim = simulate(N, (s) => {
      const r = playRoulette(s, [{ type: 'red', amount: 100 }]);
      if (s.nonce < 300) expect(r.outcome.pocket).toBe(refPocket(refFloats(server, 'sim', s.nonce, 1)[0]!));
      counts[r.outcome.pocket]++;
      return r.payout / 100;
    });
    expect(Math.abs(sim.mean - 36 / 37)).toBeLessThan(sim.half);
    expect(chiSquare(counts, new Array(37).fill(1 / 37), N).x).toBeLessThan(chi99(36));
  });
});

describe('keno', () => {
  it('publishes tables for every risk and 1–10 picks with their exact RTP', () => {
    for (const risk of KENO_RISKS)
      for (let k = 1; k <= 10; k++) {
        expect(KENO_TABLES[risk][k]).toHaveLength(k + 1);
        const total = Array.from({ length: k + 1 }, (_, h) => kenoHitProbability(k, h)).reduce((a, b) => a + b);
        expect(total).toBeCloseTo(1, 12);
        const rtp = kenoRtp(risk, k);
        expect(rtp, `${risk}/${k}`).toBeGreaterThan(0.985);
        expect(rtp, `${risk}/${k}`).toBeLessThanOrEqual(0.99 + 1e-12);
      }
  });
  it('draws like the reference; simulation in the interval; hit counts fit the hypergeometric law', () => {
    const picks = [3, 7, 11, 19, 22, 30, 40];
    const counts = new Array(8).fill(0);
    const sim = simulate(N, (s) => {
      const r = playKeno(s, { risk: 'classic', numbers: picks });
      if (s.nonce < 300) {
        const ref = refShuffle(40, refFloats(server, 'sim', s.nonce, 10)).map((n) => n + 1);
        expect(r.outcome.drawn).toEqual(ref);
      }
      counts[r.outcome.hits.length]++;
      return r.multiplier;
    });
    expect(Math.abs(sim.mean - kenoRtp('classic', 7))).toBeLessThan(sim.half);
    // Merge the rare 6–7 hits into 5 so every expected count is large enough.
    const probs = Array.from({ length: 8 }, (_, h) => kenoHitProbability(7, h));
    const c = [...counts.slice(0, 5), counts[5] + counts[6] + counts[7]];
    const p = [...probs.slice(0, 5), probs[5]! + probs[6]! + probs[7]!];
    expect(chiSquare(c, p, N).x).toBeLessThan(chi99(5));
  });
});

describe('miner', () => {
  it('multiplier follows the formula for every mine count and step', () => {
    for (let k = 1; k <= 24; k++)
      for (let g = 1; g <= 25 - k; g++) {
        const ref = refMiner(k, g);
        expect(minerMultiplier(k, g)).toBeLessThanOrEqual(ref + 1e-9);
        expect(minerMultiplier(k, g)).toBeGreaterThan(ref - 0.0001 - 1e-9);
        expect(minerRtp(k, g)).toBeLessThanOrEqual(0.99 + 1e-9);
      }
    expect(minerMultiplier(3, 1)).toBe(1.125);
  });
  it('places mines like the reference; simulated cash-out after 3 tiles is fair', () => {
    const tiles = [0, 1, 2];
    const hitCount = new Array(25).fill(0);
    const sim = simulate(N, (s) => {
      const mines = minerMines(s, 3);
      if (s.nonce < 300) expect(mines).toEqual(refShuffle(25, refFloats(server, 'sim', s.nonce, 3)));
      for (const m of mines) hitCount[m]++;
      return tiles.some((t) => mines.includes(t)) ? 0 : minerMultiplier(3, 3);
    });
    expect(Math.abs(sim.mean - minerRtp(3, 3))).toBeLessThan(sim.half);
    expect(chiSquare(hitCount, new Array(25).fill(1 / 25), 3 * N).x).toBeLessThan(chi99(24));
  });
});

describe('hilo', () => {
  it('prices each guess from its true probability', () => {
    for (let r = 0; r < 13; r++) {
      expect(hiloProbability(r, 'higher') + hiloProbability(r, 'lower') + hiloProbability(r, 'same')).toBeCloseTo(
        1,
        12,
      );
      for (const g of ['higher', 'lower', 'same'] as const) {
        if (hiloProbability(r, g) === 0) expect(hiloStepMultiplier(r, g)).toBe(0);
        else expect(hiloRtp(r, g)).toBeGreaterThan(0.9899);
      }
    }
    expect(hiloStepMultiplier(0, 'same')).toBe(12.87);
  });
  it('cards match the reference; one guess per round simulates at the declared RTP; ranks uniform', () => {
    const counts = new Array(13).fill(0);
    let expected = 0;
    const sim = simulate(N, (s) => {
      const first = rankOf(hiloReplay(s, []).cards[0]!);
      counts[first]++;
      const guess = first < 6 ? 'higher' : 'lower';
      expected += hiloRtp(first, guess);
      const r = hiloReplay(s, [guess]);
      if (s.nonce < 300) expect(r.cards).toEqual(refFloats(server, 'sim', s.nonce, 2).map(refCard));
      return r.multiplier;
    });
    expect(Math.abs(sim.mean - expected / N)).toBeLessThan(sim.half);
    expect(chiSquare(counts, new Array(13).fill(1 / 13), N).x).toBeLessThan(chi99(12));
  });
});

describe('cases', () => {
  it('picks by cumulative weights and every case states its exact RTP', () => {
    const items = [
      { id: 'a', value: 1, weight: 1 },
      { id: 'b', value: 2, weight: 3 },
    ];
    expect(caseItemIndex(items, 0)).toBe(0);
    expect(caseItemIndex(items, 0.2499)).toBe(0);
    expect(caseItemIndex(items, 0.25)).toBe(1);
    expect(caseItemIndex(items, 0.9999)).toBe(1);
    for (const c of Object.values(CASE_CONTENTS)) {
      const rtp = caseRtp(c);
      expect(rtp, c.slug).toBeGreaterThan(0.9);
      expect(rtp, c.slug).toBeLessThan(1);
    }
  });
  it('simulated openings land in the interval and item frequencies follow the weights', () => {
    const c = CASE_CONTENTS.silver!;
    const counts = new Array(c.items.length).fill(0);
    const sim = simulate(N, (s) => {
      const [item] = openCases(s, c, 1);
      counts[c.items.indexOf(item!)]++;
      return item!.value;
    });
    expect(Math.abs(sim.mean - caseRtp(c))).toBeLessThan(sim.half);
    const W = c.items.reduce((a, i) => a + i.weight, 0);
    expect(
      chiSquare(
        counts,
        c.items.map((i) => i.weight / W),
        N,
      ).x,
    ).toBeLessThan(chi99(c.items.length - 1));
  });
});

describe('wheel', () => {
  it('has a table of the right size for every risk and segment count, each returning at most 99%', () => {
    for (const risk of WHEEL_RISKS) {
      for (const n of WHEEL_SEGMENTS) {
        const t = WHEEL_TABLES[risk][n];
        expect(t, `${risk}/${n}`).toHaveLength(n);
        for (const m of t) {
          expect(m, `${risk}/${n}`).toBeGreaterThanOrEqual(0);
          // Published with at most 4 decimals, as the engine pays them.
          expect(Math.round(m * 10_000) / 10_000, `${risk}/${n}`).toBe(m);
        }
        const mean = t.reduce((a, m) => a + m, 0) / n;
        expect(wheelRtp(risk, n), `${risk}/${n}`).toBeCloseTo(mean, 12);
        expect(wheelRtp(risk, n), `${risk}/${n}`).toBeLessThanOrEqual(0.99 + 1e-12);
        expect(wheelRtp(risk, n), `${risk}/${n}`).toBeCloseTo(0.99, 9);
      }
    }
  });
  it('lands on floor(f × segments) of the reference float and pays that segment', () => {
    for (let i = 0; i < 200; i++) {
      const s = seedAt(i);
      const f = refFloats(server, 'sim', i, 1)[0]!;
      for (const n of WHEEL_SEGMENTS) {
        const r = playWheel(s, { risk: 'medium', segments: n });
        expect(r.outcome.segment).toBe(Math.floor(f * n));
        expect(r.multiplier).toBe(WHEEL_TABLES.medium[n][r.outcome.segment]);
      }
    }
  });
  it('every segment is equally likely and the simulated return lands in the interval', () => {
    const counts = new Array(50).fill(0);
    const sim = simulate(N, (s) => {
      const r = playWheel(s, { risk: 'low', segments: 50 });
      counts[r.outcome.segment]++;
      return r.multiplier;
    });
    expect(chiSquare(counts, new Array(50).fill(1 / 50), N).x).toBeLessThan(chi99(49));
    expect(Math.abs(sim.mean - wheelRtp('low', 50))).toBeLessThan(sim.half);
  });
});
