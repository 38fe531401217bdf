import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { floats } from '../../src/games/kit/fair';
import { limboResultHundredths, limboRtp, limboWinningCount } from '../../src/games/limbo/math';

// 10^6 real engine rounds (one HMAC each) on a fixed server seed: the simulated return of each
// target lies in the 99 % interval of its exact RTP, and the results fall into bands with the exact
// chances (chi-square at 99 %). Fixed, so the suite is deterministic; the exact proofs are in
// limbo.test.ts. 15–60 s on a loaded core.
vi.setConfig({ testTimeout: 600_000 });

const N = 1_000_000;
const U32 = 2 ** 32;
const server = createHash('sha256').update('limbo simulation').digest('hex');
const TARGETS = [1.01, 1.5, 2, 3, 10, 100, 1000] as const;

describe('limbo: 10^6 seeded rounds', () => {
  it('each target returns its exact RTP within the 99 % interval; results fall in bands as the chances say', () => {
    const sum = TARGETS.map(() => 0);
    const sq = TARGETS.map(() => 0);
    // Bands: below 1.01, [1.01, 1.5), …, [100, 1000), 1000 and above.
    const counts = new Array(TARGETS.length + 1).fill(0);
    for (let nonce = 0; nonce < N; nonce++) {
      const h = limboResultHundredths(
        Math.floor(floats({ serverSeed: server, clientSeed: 'sim', nonce }, 1)[0]! * U32),
      );
      let band = 0;
      TARGETS.forEach((t, i) => {
        if (h >= Math.round(t * 100)) {
          sum[i] = sum[i]! + t;
          sq[i] = sq[i]! + t * t;
          band = i + 1;
        }
      });
      counts[band]++;
    }
    TARGETS.forEach((t, i) => {
      const mean = sum[i]! / N;
      const sd = Math.sqrt(sq[i]! / N - mean * mean);
      const half = (2.576 * sd) / Math.sqrt(N);
      expect(Math.abs(mean - limboRtp(t)), `target ${t}: ${mean} vs ${limboRtp(t)} ± ${half}`).toBeLessThan(half);
    });
    const atLeast = [U32, ...TARGETS.map((t) => limboWinningCount(t)), 0];
    const probs = counts.map((_, b) => (atLeast[b]! - atLeast[b + 1]!) / U32);
    let x = 0;
    counts.forEach((c, b) => {
      x += (c - N * probs[b]!) ** 2 / (N * probs[b]!);
    });
    // 99 % critical value of chi-square with 7 degrees of freedom.
    expect(x).toBeLessThan(18.475);
  });
});
