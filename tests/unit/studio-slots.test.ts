// The studio's slots (decision 041): exact RTPs recomputed from the published reels and paytables,
// what the screen is told adds up to what is paid, spins replay from their seeds, and the cap holds.
// The 10^7-spin simulations are in studio-slots-sim.test.ts (a file of their own so the two run in
// parallel).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { floatStream } from '../../src/games/kit/fair/engine';
import { payoutOf } from '../../src/games/kit/fair/money';
import { dragonFigures, luckyFigures, pharaohFigures, vaultCoins } from '../../src/studio/slots/exact';
import { FIGURES, SLOTS, type SpinOutcome, type SpinStep, slotByCode } from '../../src/studio/slots/index';
import { sfc32 } from '../../src/studio/slots/simulate';

const game = (code: string) => {
  const g = slotByCode(code);
  if (!g) throw new Error(code);
  return g;
};

describe('the catalogue', () => {
  it('has the four fixed codes, each with an RTP of 94–97%, a hit rate, a volatility and a cap', () => {
    expect(SLOTS.map((g) => g.code)).toEqual(['lucky-sevens', 'pharaoh-lines', 'candy-cascade', 'dragon-vault']);
    for (const g of SLOTS) {
      expect(g.kind).toBe('slots');
      expect(g.rtp).toBeGreaterThanOrEqual(94);
      expect(g.rtp).toBeLessThanOrEqual(97);
      expect(g.hitRate).toBeGreaterThan(0.05);
      expect(g.hitRate).toBeLessThan(1);
      expect(g.maxWinX).toBeGreaterThanOrEqual(50);
      // What a catalog page publishes must survive JSON.
      expect(JSON.parse(JSON.stringify(g.published))).toEqual(g.published);
    }
    expect(SLOTS.map((g) => g.volatility)).toEqual(['low', 'medium', 'low', 'very_high']);
    expect(slotByCode('nope')).toBeUndefined();
  });

  it('offers a bonus buy only on Dragon Vault, with its own RTP of 94–97%', () => {
    expect(SLOTS.filter((g) => g.buy).map((g) => g.code)).toEqual(['dragon-vault']);
    const buy = game('dragon-vault').buy!;
    expect(buy.costX).toBe(100);
    expect(buy.rtp).toBeGreaterThanOrEqual(94);
    expect(buy.rtp).toBeLessThanOrEqual(97);
    expect(() => game('lucky-sevens').spin(() => 0.5, { buy: true })).toThrow(/no bonus buy/);
  });
});

describe('exact RTP from the published reels and paytables', () => {
  it('Lucky Sevens: all stop combinations', () => {
    const f = luckyFigures();
    expect(f.rtp).toBeCloseTo(FIGURES['lucky-sevens'].rtp, 9);
    expect(f.hitRate).toBeCloseTo(FIGURES['lucky-sevens'].hitRate, 9);
    expect(f.sd).toBeCloseTo(FIGURES['lucky-sevens'].sd, 9);
    expect(f.maxUncapped).toBe(game('lucky-sevens').maxWinX); // the cap is the top win: never cuts
    expect(game('lucky-sevens').rtp).toBe(95.95);
  });

  it('Pharaoh Lines: all base and free-spin stop combinations; the cap cuts with probability < 1e-50', () => {
    const f = pharaohFigures();
    expect(f.rtp).toBeCloseTo(FIGURES['pharaoh-lines'].rtp, 9);
    expect(f.hitRate).toBeCloseTo(FIGURES['pharaoh-lines'].hitRate, 9);
    expect(f.sd).toBeCloseTo(FIGURES['pharaoh-lines'].sd, 9);
    expect(f.maxUncapped).toBe(2525);
    // Cutting 2525 to 2500 on so rare a round moves the RTP by less than 25 × 1e-50.
    expect(f.cappedMass).toBeLessThan(1e-50);
    expect(game('pharaoh-lines').rtp).toBe(96.52);
  }, 120_000);

  it('Pharaoh Lines: an auditor gets the same RTP from the published data alone, line by line', () => {
    // Each row of a reel shows the strip's composition, so every line has the same expectation;
    // lines add up (linearity), Ankhs are counted per reel window and convolved.
    const pub = game('pharaoh-lines').published;
    const wild = pub.symbols.find((s) => s.role === 'wild')!.code;
    const scatter = pub.symbols.find((s) => s.role === 'scatter')!.code;
    const payOf = (seq: string[]) => {
      let best = 0;
      for (const sym of Object.keys(pub.paytable)) {
        if (sym === scatter) continue;
        let n = 0;
        while (n < seq.length && (seq[n] === sym || seq[n] === wild)) n++;
        if (sym === wild) n = seq.findIndex((x) => x !== wild) < 0 ? 5 : seq.findIndex((x) => x !== wild);
        best = Math.max(best, pub.paytable[sym]![n] ?? 0);
      }
      return best;
    };
    const spinMean = (strips: string[][]) => {
      const comp = strips.map((strip) => {
        const m = new Map<string, number>();
        for (const x of strip) m.set(x, (m.get(x) ?? 0) + 1 / strip.length);
        return [...m];
      });
      let line = 0;
      const walk = (reel: number, seq: string[], p: number) => {
        if (reel === 5) line += p * payOf(seq);
        else for (const [x, q] of comp[reel]!) walk(reel + 1, [...seq, x], p * q);
      };
      walk(0, [], 1);
      let ankhs = [1];
      for (const strip of strips) {
        const inWindow = [0, 0, 0, 0];
        strip.forEach((_, stop) => {
          const k = [0, 1, 2].filter((r) => strip[(stop + r) % strip.length] === scatter).length;
          inWindow[k]! += 1 / strip.length;
        });
        const out = new Array<number>(ankhs.length + 3).fill(0);
        ankhs.forEach((a, i) => {
          inWindow.forEach((b, j) => {
            out[i + j]! += a * b;
          });
        });
        ankhs = out;
      }
      const scatterMean = ankhs.reduce((a, p, k) => a + p * (pub.paytable[scatter]![k] ?? 0), 0);
      return { mean: pub.lines.length * line + scatterMean, trigger: ankhs.slice(3).reduce((a, b) => a + b, 0) };
    };
    const base = spinMean(pub.reels.base!);
    const free = spinMean(pub.reels.free!);
    const { freeSpins, freeMultiplier } = pub.extra as { freeSpins: number; freeMultiplier: number };
    const rtp = base.mean + base.trigger * freeSpins * freeMultiplier * free.mean;
    expect(rtp * 100).toBeCloseTo(FIGURES['pharaoh-lines'].rtp, 9);
  });

  it('Dragon Vault: the base reels, the Vault chain and the cap counted on the full law; the buy too', () => {
    const f = dragonFigures();
    expect(f.rtp).toBeCloseTo(FIGURES['dragon-vault'].rtp, 9);
    expect(f.hitRate).toBeCloseTo(FIGURES['dragon-vault'].hitRate, 9);
    expect(f.sd).toBeCloseTo(FIGURES['dragon-vault'].sd, 9);
    expect(f.buyRtp).toBeCloseTo(FIGURES['dragon-vault'].buyRtp, 9);
    expect(f.maxUncapped).toBeGreaterThan(game('dragon-vault').maxWinX); // the cap can bind…
    expect(f.cappedMass).toBeGreaterThan(0); // …and is counted
    expect(game('dragon-vault').rtp).toBe(96.32);
    expect(game('dragon-vault').buy!.rtp).toBe(95.86);
  }, 120_000);

  it('the Vault chain is a law: final coin counts sum to 1, never below the start', () => {
    for (let n = 6; n <= 15; n++) {
      const k = vaultCoins(n);
      expect(k.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      expect(k.slice(0, n).every((p) => p === 0)).toBe(true);
    }
    expect(vaultCoins(15)[15]).toBe(1);
  });
});

/** The sum of what the steps show as won: what the screen counts up must be what is paid. */
function shownTotal(steps: SpinStep[]): number {
  let cents = 0;
  for (const s of steps) {
    if (s.type === 'wins' || s.type === 'clusters' || s.type === 'vaultEnd') cents += Math.round(s.win * 100);
  }
  return cents;
}

/** Checks an outcome against the published data, as an auditor's verifier would. */
function audit(code: string, o: SpinOutcome) {
  const g = game(code);
  const total = o.steps.at(-1)!;
  expect(total).toEqual({ type: 'total', multiplier: o.multiplier, capped: expect.any(Boolean) });
  expect(o.multiplier).toBe(Math.min(shownTotal(o.steps) / 100, g.maxWinX));
  // At most 4 decimals, so money.ts pays it exactly: E[payout] = stake × multiplier.
  expect(Math.round(o.multiplier * 10_000)).toBe(o.multiplier * 10_000);
  for (const s of o.steps) {
    if (s.type !== 'reels') continue;
    const strips = g.published.reels[s.strips]!;
    s.grid.forEach((col, reel) => {
      const strip = code === 'candy-cascade' ? strips[0]! : strips[reel]!;
      col.forEach((sym, row) => {
        // candy-cascade: one stop per cell (cell order); the others: one per reel, the top row's.
        const at = code === 'candy-cascade' ? s.stops[reel * col.length + row]! : s.stops[reel]! + row;
        expect(sym).toBe(strip[at % strip.length]);
      });
    });
  }
  for (const s of o.steps) {
    if (s.type === 'wins') {
      const pays = s.lines.reduce((a, l) => a + Math.round(l.pay * 100), 0) + Math.round((s.scatter?.pay ?? 0) * 100);
      expect(pays).toBe(Math.round(s.win * 100));
    }
    if (s.type === 'clusters') {
      expect(s.clusters.every((c) => c.size >= 5 && c.cells.length === c.size)).toBe(true);
      expect(s.clusters.reduce((a, c) => a + Math.round(c.pay * 100), 0)).toBe(Math.round(s.win * 100));
    }
  }
}

describe('spins', () => {
  it('show what they pay: the steps add up to the multiplier and match the published strips', () => {
    for (const g of SLOTS) {
      const next = sfc32(7);
      const kinds = new Set<string>();
      for (let i = 0; i < 3000; i++) {
        const o = g.spin(next, { buy: false });
        audit(g.code, o);
        for (const s of o.steps) kinds.add(s.type);
      }
      // Every title's features came up in 3000 spins, so their steps were checked too.
      const want = {
        'lucky-sevens': ['reels', 'wins', 'total'],
        'pharaoh-lines': ['reels', 'wins', 'freeSpins', 'total'],
        'candy-cascade': ['reels', 'clusters', 'cascade', 'total'],
        'dragon-vault': ['reels', 'wins', 'vault', 'respin', 'vaultEnd', 'total'],
      }[g.code]!;
      expect([...kinds].sort()).toEqual([...want].sort());
    }
    const next = sfc32(8);
    for (let i = 0; i < 300; i++) audit('dragon-vault', game('dragon-vault').spin(next, { buy: true }));
  });

  it('take exactly floatsUsed floats, and the same floats give the same spin', () => {
    for (const g of SLOTS) {
      for (const buy of g.buy ? [false, true] : [false]) {
        const next = sfc32(11);
        for (let i = 0; i < 300; i++) {
          const taken: number[] = [];
          const o = g.spin(
            () => {
              const f = next();
              taken.push(f);
              return f;
            },
            { buy },
          );
          expect(o.floatsUsed).toBe(taken.length);
          let j = 0;
          const replay = g.spin(
            () => {
              if (j >= taken.length) throw new Error('took more floats than it said');
              return taken[j++]!;
            },
            { buy },
          );
          expect(replay).toEqual(o);
          // The fast path used by simulations is the same code path.
          j = 0;
          expect(g.simulate(() => taken[j++]!, buy)).toBe(Math.round(o.multiplier * 100));
        }
      }
    }
  });

  it('replay from the player seeds: a published golden vector per title', () => {
    const serverSeed = createHash('sha256').update('studio-slots golden vector').digest('hex');
    const seeds = { serverSeed, clientSeed: 'player-1', nonce: 1 };
    const firstStops = (o: SpinOutcome) => (o.steps[0]!.type === 'reels' ? o.steps[0]!.stops.slice(0, 6) : null);
    const got = SLOTS.map((g) => {
      const o = g.spin(floatStream(seeds), { buy: false });
      expect(g.spin(floatStream(seeds), { buy: false })).toEqual(o);
      return { code: g.code, multiplier: o.multiplier, floatsUsed: o.floatsUsed, stops: firstStops(o) };
    });
    expect(got).toEqual(GOLDEN);
    const bought = game('dragon-vault').spin(floatStream(seeds), { buy: true });
    expect({ multiplier: bought.multiplier, floatsUsed: bought.floatsUsed }).toEqual(GOLDEN_BUY);
    // Another nonce is another spin.
    const other = game('pharaoh-lines').spin(floatStream({ ...seeds, nonce: 2 }), { buy: false });
    expect(firstStops(other)).not.toEqual(GOLDEN[1]!.stops);
  });

  it('are cut to the cap: a full Vault of 500s (9,500 stakes) pays 5,000', () => {
    const g = game('dragon-vault');
    // Bought Vault: 6 shuffle floats, 6 coin values, then each of the 9 empty cells lands (0) a 500 (0.9999).
    const script = [...Array<number>(12).fill(0.9999), ...Array.from({ length: 18 }, (_, i) => (i % 2 ? 0.9999 : 0))];
    let i = 0;
    const o = g.spin(() => script[i++]!, { buy: true });
    const end = o.steps.find((s) => s.type === 'vaultEnd');
    expect(end).toEqual({ type: 'vaultEnd', coinsTotal: 7500, grand: 2000, win: 9500 });
    expect(o.multiplier).toBe(5000);
    expect(o.steps.at(-1)).toEqual({ type: 'total', multiplier: 5000, capped: true });
    expect(o.floatsUsed).toBe(30);
    i = 0;
    expect(g.simulate(() => script[i++]!, true)).toBe(500_000);
    // The money side pays the capped multiplier: 1.00 stake → 5,000.00.
    expect(payoutOf(100, o.multiplier, 0.5)).toBe(500_000);
  });
});

// Spin 1 of serverSeed sha256("studio-slots golden vector"), client seed "player-1", nonce 1.
const GOLDEN = [
  { code: 'lucky-sevens', multiplier: 0, floatsUsed: 3, stops: [0, 20, 22] },
  // Three Ankhs (2 stakes) and ten free spins.
  { code: 'pharaoh-lines', multiplier: 14.15, floatsUsed: 55, stops: [1, 26, 29, 18, 25] },
  // candy-cascade: one stop per cell; the first six cells shown.
  { code: 'candy-cascade', multiplier: 12, floatsUsed: 53, stops: [2, 52, 59, 37, 53, 44] },
  { code: 'dragon-vault', multiplier: 0, floatsUsed: 7, stops: [1, 28, 33, 20, 29] },
];
const GOLDEN_BUY = { multiplier: 239, floatsUsed: 46 };
