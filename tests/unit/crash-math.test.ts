// Crash's provably fair math (fairness.md "Crash and other shared rounds"), checked against values
// computed here from the text alone with node:crypto (the product uses @noble/hashes).
import { execFileSync } from 'node:child_process';
import { createHash, createHmac, hash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  chainHashes,
  crashEdge,
  crashEdgeRate,
  crashHundredths,
  crashPoint,
  elapsedFor,
  multiplierAt,
  reachCount,
  terminatingHash,
  verifyChainLink,
} from '../../src/games/crash/math';

const TWO_52 = 2 ** 52;
const sha256Text = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Reference r: the first 13 hex digits (52 bits) of HMAC_SHA256(key = hash text, message = salt). */
const refBits = (roundHash: string, salt: string) =>
  Number.parseInt(
    createHmac('sha256', Buffer.from(roundHash, 'utf8')).update(salt, 'utf8').digest('hex').slice(0, 13),
    16,
  );
/** Reference crash point: max(1, floor(99 / (1 − X)) / 100) with X = r / 2^52, exactly. */
const refCrash = (r: number) => {
  const h = Number((99n * BigInt(TWO_52)) / BigInt(TWO_52 - r));
  return Math.max(100, h) / 100;
};

/** A reference chain: round 1 first, the seed last, each hash sha256 of the next one's hex text. */
function refChain(seed: string, n: number): string[] {
  const out = [seed];
  for (let i = 1; i < n; i++) out.push(sha256Text(out[i - 1]!));
  return out.reverse();
}

const SEED = sha256Text('crash-math test chain');
const SALT = '0000000000000000000fa3b65e43e4240d71762a5bf397d5304b2596d116859c';

describe('crash hash chain', () => {
  it('is generated from the seed and played backwards, each hash the sha256 of the next hash text', () => {
    const chain = chainHashes(SEED, 50);
    expect(chain).toEqual(refChain(SEED, 50));
    expect(chain[49]).toBe(SEED); // the last round plays the secret seed itself
    expect(terminatingHash(chain)).toBe(sha256Text(chain[0]!));
    // Hex TEXT is hashed, not the 32 bytes it spells: a verifier using raw bytes would not agree.
    expect(chain[0]).not.toBe(createHash('sha256').update(Buffer.from(chain[1]!, 'hex')).digest('hex'));
  });

  it('lets each revealed hash prove the previous one, and refuses a broken or skipped link', () => {
    const chain = chainHashes(SEED, 20);
    expect(verifyChainLink(chain[0]!, terminatingHash(chain))).toBe(true);
    for (let i = 1; i < 20; i++) expect(verifyChainLink(chain[i]!, chain[i - 1]!)).toBe(true);
    const forged = `${chain[5]!.slice(0, 63)}${chain[5]!.endsWith('0') ? '1' : '0'}`;
    expect(verifyChainLink(forged, chain[4]!)).toBe(false);
    expect(verifyChainLink(chain[6]!, chain[4]!)).toBe(false); // a skipped round
    expect(verifyChainLink(chain[4]!, chain[5]!)).toBe(false); // the wrong direction
    expect(() => chainHashes('ABC', 3)).toThrow(RangeError);
  });
});

describe('crash points', () => {
  it('match the independently computed values for 2,000 rounds of a chain', () => {
    const chain = chainHashes(SEED, 2000);
    let below2 = 0;
    for (const h of chain) {
      const want = refCrash(refBits(h, SALT));
      expect(crashPoint(h, SALT)).toBe(want);
      if (want < 2) below2++;
    }
    expect(below2).toBeGreaterThan(0); // the sample is not degenerate
  });

  it('use the salt: another salt gives other points for the same chain', () => {
    const chain = chainHashes(SEED, 20);
    expect(chain.map((h) => crashPoint(h, 'other salt'))).not.toEqual(chain.map((h) => crashPoint(h, SALT)));
  });

  it('are exact at the hundredth boundaries, where float division would slip', () => {
    expect(crashHundredths(0)).toBe(100); // X = 0: 0.99 → 1.00×
    // The 1% instant crash: every X < 0.01 gives 1.00×, X = 0.01 gives 1.00× too (99 / 0.99 = 100).
    expect(crashHundredths(Math.floor(TWO_52 * 0.01))).toBe(100);
    for (const m of [101, 150, 200, 1000, 10_000, 1_000_000]) {
      // The smallest r with floor(99 × 2^52 / (2^52 − r)) ≥ m: 2^52 − r ≤ 99 × 2^52 / m.
      const r = TWO_52 - Number((99n * BigInt(TWO_52)) / BigInt(m));
      expect(crashHundredths(r)).toBe(m);
      expect(crashHundredths(r - 1)).toBe(m - 1);
    }
    expect(crashHundredths(TWO_52 - 1)).toBe(Number(99n * BigInt(TWO_52)));
    expect(() => crashHundredths(TWO_52)).toThrow(RangeError);
  });

  it('satisfy P(crash ≥ m) = 0.99 / m within 99% confidence over 10^6 rounds of a chain', () => {
    const N = 1_000_000;
    // The chain and HMACs by node:crypto's one-shot hash (a hand-written RFC 2104 HMAC: the key, 64
    // bytes of hex text, is exactly one block) — createHmac costs several times more per call. The
    // first rounds are checked against createHmac and the module, so the shortcut cannot drift.
    const block = Buffer.alloc(64 + SALT.length);
    block.write(SALT, 64, 'utf8');
    const outer = Buffer.alloc(96);
    const hundredths = new Float64Array(N);
    let h = SEED;
    for (let i = 0; i < N; i++) {
      for (let j = 0; j < 64; j++) {
        const k = h.charCodeAt(j);
        block[j] = k ^ 0x36;
        outer[j] = k ^ 0x5c;
      }
      // The inner digest as a 'binary' (latin1) string and the outer as hex: node's fastest paths.
      outer.write(hash('sha256', block, 'binary'), 64, 'binary');
      const r = Number.parseInt(hash('sha256', outer, 'hex').slice(0, 13), 16);
      if (i < 200) expect([r, crashPoint(h, SALT)]).toEqual([refBits(h, SALT), refCrash(r)]);
      hundredths[i] = crashHundredths(r);
      h = hash('sha256', h, 'hex');
    }
    for (const m of [1.01, 1.5, 2, 5, 10, 100]) {
      const p = 0.99 / m;
      let hits = 0;
      for (let i = 0; i < N; i++) if (hundredths[i]! >= Math.round(m * 100)) hits++;
      const z = (hits - N * p) / Math.sqrt(N * p * (1 - p));
      expect(Math.abs(z), `m = ${m}: ${hits} of ${N}, expected ${N * p}`).toBeLessThan(2.576);
    }
  }, 60_000);
});

describe('the multiplier curve', () => {
  it('grows as e^(0.00006 t) floored to hundredths, from 1.00 at the start', () => {
    expect(multiplierAt(0)).toBe(1);
    expect(multiplierAt(-50)).toBe(1);
    expect(multiplierAt(10_000)).toBe(Math.floor(100 * Math.exp(0.6)) / 100); // 1.82
    // ln 2 / 0.00006 = 11552.45 ms: 1.99 just before, 2.00 from 11553 ms.
    expect(multiplierAt(11_552)).toBe(1.99);
    expect(multiplierAt(11_553)).toBe(2);
    expect(elapsedFor(2)).toBe(11_553);
    let prev = 1;
    for (let t = 0; t < 120_000; t += 37) {
      const m = multiplierAt(t);
      expect(m).toBeGreaterThanOrEqual(prev);
      prev = m;
    }
  });

  it('round-trips: elapsedFor(m) is the first millisecond the curve shows m', () => {
    for (let c = 101; c <= 16_600; c++) {
      const m = c / 100;
      const t = elapsedFor(m);
      expect(multiplierAt(t)).toBe(m);
      expect(multiplierAt(t - 1)).toBeLessThan(m);
    }
    // Past ~166× the curve gains more than 0.01 a millisecond: the first millisecond at or above m.
    for (const m of [200, 1234.56, 1e6]) {
      const t = elapsedFor(m);
      expect(multiplierAt(t)).toBeGreaterThanOrEqual(m);
      expect(multiplierAt(t - 1)).toBeLessThan(m);
    }
    expect(elapsedFor(1)).toBe(0);
  });
});

describe('the house edge a crash bet puts at risk (loyalty)', () => {
  it('counts exactly the r that reach a target: the first r whose point reaches t is 2^52 − reachCount(t)', () => {
    for (const t of [101, 102, 150, 199, 200, 333, 1000, 12_345, 1_000_000, 100_000_000]) {
      const first = TWO_52 - Number(reachCount(t));
      expect(crashHundredths(first), `t=${t}`).toBeGreaterThanOrEqual(t);
      expect(crashHundredths(first - 1), `t=${t}`).toBeLessThan(t);
    }
    // 1.00×: a cash-out in the first 166 ms pays only when the round does not end at the start.
    expect(reachCount(100)).toBe(reachCount(101));
    expect(() => reachCount(99)).toThrow(RangeError);
  });

  it('is 1 − t × P(crash ≥ t): 0.01 and a hair for any target from 1.01×, 1 − 0.99/1.01 at 1.00×', () => {
    for (const t of [101, 150, 200, 1000, 12_345, 100_000_000]) {
      const rate = crashEdgeRate(t);
      expect(rate).toBeGreaterThanOrEqual(0.01);
      expect(rate - 0.01).toBeLessThan(t / 100 / TWO_52 + 1e-15);
    }
    expect(crashEdgeRate(100)).toBeCloseTo(1 - 0.99 / 1.01, 12);
    // Exactly, at 2×: 1 − 200 × floor(99·2^52/200) / (100·2^52).
    const exact = 1 - (200 * Math.floor((99 * TWO_52) / 200)) / (100 * TWO_52);
    expect(crashEdgeRate(200)).toBeCloseTo(exact, 15);
  });

  it('per bet counts the payout as paid (floored to minor units) times its chance', () => {
    // 1,000 at 2×: pays 2,000 with P = floor(99·2^52/200)/2^52.
    expect(crashEdge(1000, 200)).toBeCloseTo(1000 * crashEdgeRate(200), 9);
    // A 1-unit bet cashed at 1.50× is paid 1 (the floor): it risked 1 − P(≥ 1.5) of its unit.
    expect(crashEdge(1, 150)).toBeCloseTo(1 - Number(reachCount(150)) / TWO_52, 12);
    expect(crashEdge(1, 150)).toBeGreaterThan(0.3);
    // Never negative, never above the stake; 0 staked risks nothing.
    for (const [a, t] of [
      [1, 100],
      [7, 101],
      [5_000_000, 100_000_000],
    ] as const) {
      expect(crashEdge(a, t)).toBeGreaterThan(0);
      expect(crashEdge(a, t)).toBeLessThanOrEqual(a);
    }
    expect(crashEdge(0, 200)).toBe(0);
  });
});

describe('scripts/verify-bet.mjs --game crash (offline, Node only)', () => {
  const run = (args: string[]) => {
    try {
      return {
        code: 0,
        out: JSON.parse(execFileSync(process.execPath, ['scripts/verify-bet.mjs', ...args], { encoding: 'utf8' })),
      };
    } catch (e) {
      const err = e as { status: number; stdout: string };
      return { code: err.status, out: JSON.parse(err.stdout) };
    }
  };

  it('recomputes the crash point the site plays and checks the chain link', () => {
    const chain = chainHashes(SEED, 3);
    const base = ['--game', 'crash', '--salt', SALT, '--round-hash', chain[1]!];
    expect(run([...base, '--previous-hash', chain[0]!])).toEqual({
      code: 0,
      out: { crash_point: crashPoint(chain[1]!, SALT), links_to_previous: true },
    });
    expect(run([...base, '--previous-hash', chain[2]!])).toMatchObject({ code: 1, out: { links_to_previous: false } });
  });
});
