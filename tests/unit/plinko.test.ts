import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { payoutCeiling, payoutOf, roundingFloat } from '../../src/games/kit/fair';
import {
  PLINKO_RISKS,
  PLINKO_ROWS,
  PLINKO_RTP_FLOOR,
  PLINKO_TABLES,
  type PlinkoRisk,
  type PlinkoRows,
  playPlinko,
  plinkoChance,
  plinkoMaxMultiplier,
  plinkoMeanEdge,
  plinkoRtp,
} from '../../src/games/plinko/math';
import { plinkoOffline } from '../../src/games/plinko/offline.mjs';
import plinko, { plinkoBetBodySchema, plinkoParamsSchema } from '../../src/games/plinko/play';
import { refFloats } from './fair-reference';

// Plinko (fairness.md): one float per row, direction floor(f × 2), bucket = number of rights, so
// bucket k has chance C(r, k) / 2^r. Each of the 27 tables (rows 8–16 × low/medium/high) is proved
// here: symmetric, and its RTP summed exactly over the binomial distribution (BigInt) equals the
// figure published below, between PLINKO_RTP_FLOOR (98.9 %) and 99 %.

const server = createHash('sha256').update('limbo and plinko recorded examples').digest('hex');

/** C(n, k) in BigInt, from Pascal's rule (independent of the module's product formula). */
function pascal(n: number): bigint[] {
  let row = [1n];
  for (let i = 0; i < n; i++) row = [1n, ...row.slice(1).map((v, j) => v + row[j]!), 1n];
  return row;
}

/** The exact RTP as a fraction: Σ C(r, k) × m_k (in ten-thousandths) over 2^r × 10^4. */
function exactRtp(rows: number, risk: PlinkoRisk): { num: bigint; den: bigint } {
  const c = pascal(rows);
  const t = PLINKO_TABLES[risk][rows as PlinkoRows];
  const num = t.reduce((s, m, k) => s + c[k]! * BigInt(Math.round(m * 10_000)), 0n);
  return { num, den: 2n ** BigInt(rows) * 10_000n };
}

// The RTP each table publishes (the game page shows plinkoRtp), to 8 decimals: rows 8 … 16.
const PUBLISHED: Record<PlinkoRisk, number[]> = {
  low: [0.98984375, 0.98984375, 0.98984375, 0.98994141, 0.98979492, 0.98999023, 0.98999023, 0.98991699, 0.98998718],
  medium: [0.9890625, 0.98984375, 0.9890625, 0.98994141, 0.98989258, 0.98994141, 0.98994141, 0.98998413, 0.98988342],
  high: [0.98984375, 0.98984375, 0.98984375, 0.98964844, 0.98999023, 0.98991699, 0.98978271, 0.98999023, 0.9897644],
};

describe('plinko: the tables', () => {
  it('has rows + 1 buckets per table, symmetric, positive, at most one decimal (4 as the engine pays)', () => {
    for (const risk of PLINKO_RISKS) {
      for (const rows of PLINKO_ROWS) {
        const t = PLINKO_TABLES[risk][rows];
        expect(t, `${risk}/${rows}`).toHaveLength(rows + 1);
        expect([...t].reverse(), `${risk}/${rows}`).toEqual(t);
        for (const m of t) {
          expect(m).toBeGreaterThan(0);
          expect(Math.round(m * 10) / 10, `${risk}/${rows}`).toBe(m);
        }
        // Outer buckets pay the most and the multipliers never rise towards the centre.
        for (let k = 1; k <= rows / 2; k++) expect(t[k]!, `${risk}/${rows} bucket ${k}`).toBeLessThanOrEqual(t[k - 1]!);
        expect(plinkoMaxMultiplier(rows, risk)).toBe(t[0]);
      }
    }
    expect(plinkoMaxMultiplier(16, 'high')).toBe(1000);
    expect(PLINKO_TABLES.medium[16]).toEqual([110, 41, 10, 5, 3, 1.5, 1, 0.5, 0.3, 0.5, 1, 1.5, 3, 5, 10, 41, 110]);
  });

  it('proves every table’s RTP exactly over the binomial distribution: the published figure, 98.9–99 %', () => {
    for (const risk of PLINKO_RISKS) {
      PLINKO_ROWS.forEach((rows, i) => {
        const { num, den } = exactRtp(rows, risk);
        // At most 99 % (fairness.md), at least the floor, as exact fractions.
        expect(num * 100n <= den * 99n, `${risk}/${rows} ≤ 99 %`).toBe(true);
        expect(num * 1000n >= den * BigInt(PLINKO_RTP_FLOOR * 1000), `${risk}/${rows} ≥ floor`).toBe(true);
        // The module's figure is the fraction's double; the published one is it to 8 decimals.
        expect(plinkoRtp(rows, risk), `${risk}/${rows}`).toBe(Number(num) / Number(den));
        expect(Math.abs(plinkoRtp(rows, risk) - PUBLISHED[risk][i]!), `${risk}/${rows}`).toBeLessThan(5e-9);
        expect(plinko.edgeOf({ rows, risk }, 0.01)).toBe(1 - plinkoRtp(rows, risk));
      });
    }
    // The mean edge over the 27 tables, where one figure per game is asked for.
    expect(plinkoMeanEdge()).toBeGreaterThanOrEqual(0.01);
    expect(plinkoMeanEdge()).toBeLessThan(0.0111);
  });

  it('states each bucket’s chance as C(r, k) / 2^r, summing to 1', () => {
    for (const rows of PLINKO_ROWS) {
      const c = pascal(rows);
      let sum = 0;
      for (let k = 0; k <= rows; k++) {
        expect(plinkoChance(rows, k)).toBe(Number(c[k]!) / 2 ** rows);
        sum += plinkoChance(rows, k);
      }
      expect(sum).toBe(1);
    }
  });
});

describe('plinko: the path from the seeds', () => {
  it('matches recorded bets (server seed, client seed, nonce → bucket and path)', () => {
    // Recorded once from the engine; the reference floats recompute them independently.
    const recorded: [number, number, string, number, string][] = [
      // nonce, bucket at 16 rows, path, bucket at 8 rows, path
      [0, 10, '1101010011110011', 4, '11010100'],
      [1, 6, '0000100101100110', 2, '00001001'],
      [2, 11, '0011111111100110', 6, '00111111'],
      [3, 12, '1111011111101100', 7, '11110111'],
      [7, 6, '0001100001100011', 2, '00011000'],
      [42, 10, '1001110111011010', 5, '10011101'],
    ];
    for (const [nonce, b16, p16, b8, p8] of recorded) {
      const seed = { serverSeed: server, clientSeed: 'player-seed', nonce };
      const r16 = playPlinko(seed, { rows: 16, risk: 'high' });
      expect(r16.outcome, `nonce ${nonce}`).toEqual({ bucket: b16, path: [...p16].map(Number) });
      expect(r16.multiplier).toBe(PLINKO_TABLES.high[16][b16]);
      const r8 = playPlinko(seed, { rows: 8, risk: 'low' });
      expect(r8.outcome, `nonce ${nonce}`).toEqual({ bucket: b8, path: [...p8].map(Number) });
      const ref = refFloats(server, 'player-seed', nonce, 16).map((f) => (f < 0.5 ? '0' : '1'));
      expect(ref.join('')).toBe(p16);
    }
  });

  it('the path of r rows is the first r floats (floor(f × 2)) and the bucket counts its rights', () => {
    for (let nonce = 0; nonce < 300; nonce++) {
      const rows = PLINKO_ROWS[nonce % PLINKO_ROWS.length]!;
      const seed = { serverSeed: server, clientSeed: 'paths', nonce };
      const fs = refFloats(server, 'paths', nonce, rows);
      const r = playPlinko(seed, { rows, risk: 'medium' });
      expect(r.outcome.path).toEqual(fs.map((f) => Math.floor(f * 2)));
      expect(r.outcome.bucket).toBe(fs.filter((f) => f >= 0.5).length);
    }
  });
});

describe('plinko: its bets', () => {
  it('takes exactly {amount, rows, risk} (and fun): rows 8 … 16, risk low | medium | high', () => {
    expect(plinkoBetBodySchema.parse({ amount: 100, rows: 12, risk: 'high' })).toEqual({
      amount: 100,
      rows: 12,
      risk: 'high',
    });
    expect(plinkoBetBodySchema.safeParse({ amount: 100, rows: 8, risk: 'low', fun: true }).success).toBe(true);
    for (const rows of [7, 17, 8.5, '8', null])
      expect(plinkoParamsSchema.safeParse({ rows, risk: 'low' }).success).toBe(false);
    for (const risk of ['extreme', '', 'LOW'])
      expect(plinkoParamsSchema.safeParse({ rows: 8, risk }).success).toBe(false);
    expect(plinkoBetBodySchema.safeParse({ amount: 100, rows: 8, risk: 'low', segments: 10 }).success).toBe(false);
    expect(plinko.split({ amount: 250, rows: 9, risk: 'medium' })).toEqual({
      params: { rows: 9, risk: 'medium' },
      amount: 250,
    });
  });

  it('settles with the bucket’s multiplier through the rounding float; the best case is the top multiplier', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const seed = { serverSeed: server, clientSeed: 'settle', nonce };
      const s = plinko.settle(seed, { rows: 11, risk: 'high' }, 333, 0.01);
      const m = PLINKO_TABLES.high[11][s.outcome.bucket as number]!;
      expect(s.multiplier).toBe(m);
      expect(s.payout).toBe(payoutOf(333, m, roundingFloat(seed)));
      expect(s.stake).toBe(333);
    }
    expect(plinko.bestCase({ rows: 16, risk: 'high' }, 100, 0.01)).toBe(payoutCeiling(100, 1000));
    expect(plinko.bestCase({ rows: 8, risk: 'low' }, 101, 0.01)).toBe(566);
  });

  it('the offline script’s function (src/games/plinko/offline.mjs) agrees with the server', () => {
    for (let nonce = 0; nonce < 300; nonce++) {
      const rows = PLINKO_ROWS[nonce % PLINKO_ROWS.length]!;
      const risk = PLINKO_RISKS[nonce % 3]!;
      const floats = (n: number) => refFloats(server, 'offline', nonce, n);
      // The script's payout, as scripts/verify-bet.mjs writes it (node:crypto, not the engine).
      const pay = (amount: number, m: number) => {
        const u = createHmac('sha256', server).update(`offline:${nonce}:payout`).digest().readUInt32BE(0) / 2 ** 32;
        const x = BigInt(amount) * BigInt(Math.round(m * 10_000));
        return Number(x / 10_000n) + (u * 10_000 < Number(x % 10_000n) ? 1 : 0);
      };
      const site = plinko.settle({ serverSeed: server, clientSeed: 'offline', nonce }, { rows, risk }, 777, 0.01);
      const script = plinkoOffline(floats, { rows, risk }, 777, pay, PLINKO_TABLES[risk][rows]);
      expect(script).toEqual({ outcome: site.outcome, multiplier: site.multiplier, payout: site.payout });
      expect(plinkoOffline(floats, { rows, risk }, 777, pay, null).outcome).toEqual(site.outcome);
    }
  });
});
