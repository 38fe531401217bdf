import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { floats } from '../../src/games/kit/fair';
import { PLINKO_RISKS, PLINKO_ROWS, PLINKO_TABLES, plinkoChance, plinkoRtp } from '../../src/games/plinko/math';

// 10^6 real engine drops (16 floats each, two HMAC rounds) on a fixed server seed. A bet of r rows
// uses the first r floats, so each drop gives the bucket of every row count at once: all 27 tables
// are simulated on the same 10^6 seeds. Each table's simulated return lies in the 99 % interval of
// its exact RTP, and the buckets of 8 and 16 rows pass a chi-square test against the binomial at
// 99 %. Fixed, so the suite is deterministic; the exact proofs are in plinko.test.ts. One to two
// minutes on a loaded core.
vi.setConfig({ testTimeout: 900_000 });

const N = 1_000_000;
const server = createHash('sha256').update('plinko simulation').digest('hex');

/** The 99 % critical value of chi-square (Wilson–Hilferty), as tests/unit/games-math.test.ts. */
const chi99 = (df: number) => df * (1 - 2 / (9 * df) + 2.326 * Math.sqrt(2 / (9 * df))) ** 3;

describe('plinko: 10^6 seeded drops', () => {
  it('every table returns its exact RTP within the 99 % interval; buckets follow the binomial', () => {
    // counts[rows][bucket]
    const counts = PLINKO_ROWS.map((rows) => new Array(rows + 1).fill(0) as number[]);
    for (let nonce = 0; nonce < N; nonce++) {
      const fs = floats({ serverSeed: server, clientSeed: 'sim', nonce }, 16);
      let rights = 0;
      for (let i = 0; i < 16; i++) {
        rights += Math.floor(fs[i]! * 2);
        const row = counts[i + 1 - 8];
        if (row) row[rights] = row[rights]! + 1;
      }
    }
    const misses: string[] = [];
    PLINKO_ROWS.forEach((rows, r) => {
      const c = counts[r]!;
      for (const risk of PLINKO_RISKS) {
        const t = PLINKO_TABLES[risk][rows];
        const mean = c.reduce((s, n, k) => s + n * t[k]!, 0) / N;
        const sd = Math.sqrt(c.reduce((s, n, k) => s + n * t[k]! ** 2, 0) / N - mean * mean);
        const half = (2.576 * sd) / Math.sqrt(N);
        if (Math.abs(mean - plinkoRtp(rows, risk)) >= half)
          misses.push(`${risk}/${rows}: ${mean} vs ${plinkoRtp(rows, risk)} ± ${half}`);
      }
      if (rows === 8 || rows === 16) {
        let x = 0;
        c.forEach((n, k) => {
          x += (n - N * plinkoChance(rows, k)) ** 2 / (N * plinkoChance(rows, k));
        });
        expect(x, `chi-square, ${rows} rows`).toBeLessThan(chi99(rows));
      }
    });
    expect(misses).toEqual([]);
  });
});
