// The exact figures of the line titles, by counting every combination of reel stops with the very
// functions that pay (no sampling): RTP, hit rate, standard deviation and the largest possible win.
// Slow (seconds), so it runs in the tests and the figures are written into each title as constants;
// the tests check the constants against this. Decision 041 explains each title's method.
import { lineWin } from './common';
import * as dragon from './dragon-vault';
import * as lucky from './lucky-sevens';
import * as pharaoh from './pharaoh-lines';

/** A distribution over integer values (cents of stake): value → probability. */
export type Dist = Map<number, number>;

/** What the exact count needs of a 5-reel line game: the same tables its `windowWin` pays with. */
export interface LineSpec {
  lines: readonly (readonly number[])[];
  /** pays[symbol × 6 + count], cents of stake. */
  pays: Int32Array;
  wild: number;
  blocks: Uint8Array;
  /** The symbol counted anywhere (scatter, coin) and its pay by count, cents of stake. */
  special: number;
  specialPays: Int32Array;
  symbols: number;
}

/**
 * Every stop combination of a 5-reel, 3-row strip set: counts by (window win in cents, special
 * symbols in view), keyed win × 16 + special. The win is lineWin over every line plus the special
 * pay, as windowWin pays it, but reel 5 is handled in bulk: for each stop of reels 1–4, a line whose
 * first four cells cannot run on into reel 5 has its pay fixed already (lineWin never reads reel 5
 * then), and a line that can gets a table of its pay for each symbol on reel 5. That makes the
 * 30^5 combinations cost a few seconds instead of a minute, with lineWin still the only judge.
 */
export function lineJoint5(
  set: readonly Uint8Array[],
  spec: LineSpec,
): { counts: Map<number, number>; combos: number } {
  const rows = 3;
  const cells = new Uint8Array(5 * rows);
  const { lines, pays, wild, blocks, special, specialPays, symbols } = spec;
  const table = new Int32Array(lines.length * symbols);
  const liveRow = new Int32Array(lines.length);
  let dense = new Float64Array(1 << 16); // counts by key (a Map per combination is slow)
  const [s0, s1, s2, s3, s4] = set as [Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array];
  const L4 = s4.length;
  // Reel 5's specials per stop.
  const special5 = Int32Array.from({ length: L4 }, (_, e) => {
    let n = 0;
    for (let r = 0; r < rows; r++) if (s4[(e + r) % L4] === special) n++;
    return n;
  });
  const put = (reel: number, strip: Uint8Array, stop: number) => {
    for (let r = 0; r < rows; r++) cells[reel * rows + r] = strip[(stop + r) % strip.length]!;
  };
  for (let a = 0; a < s0.length; a++) {
    put(0, s0, a);
    for (let b = 0; b < s1.length; b++) {
      put(1, s1, b);
      for (let c = 0; c < s2.length; c++) {
        put(2, s2, c);
        for (let d = 0; d < s3.length; d++) {
          put(3, s3, d);
          let sp4 = 0;
          for (let i = 0; i < 4 * rows; i++) if (cells[i] === special) sp4++;
          let fixed = 0;
          let live = 0;
          for (let l = 0; l < lines.length; l++) {
            const line = lines[l]!;
            // Does lineWin read reel 5? Only if the first four cells are wilds, or wilds and one
            // substitutable symbol.
            let w = 0;
            while (w < 4 && cells[w * rows + line[w]!] === wild) w++;
            let reaches = w === 4;
            if (!reaches) {
              const sym = cells[w * rows + line[w]!]!;
              reaches = !blocks[sym];
              for (let k = w + 1; reaches && k < 4; k++) {
                const x = cells[k * rows + line[k]!];
                reaches = x === sym || x === wild;
              }
            }
            if (!reaches) {
              fixed += lineWin(cells, rows, line, pays, wild, blocks);
              continue;
            }
            const at = 4 * rows + line[4]!;
            for (let x = 0; x < symbols; x++) {
              cells[at] = x;
              table[live * symbols + x] = lineWin(cells, rows, line, pays, wild, blocks);
            }
            liveRow[live++] = line[4]!;
          }
          for (let e = 0; e < L4; e++) {
            let win = fixed;
            for (let i = 0; i < live; i++) win += table[i * symbols + s4[(e + liveRow[i]!) % L4]!]!;
            const sp = sp4 + special5[e]!;
            const key = (win + specialPays[sp]!) * 16 + sp;
            if (key >= dense.length) {
              const grown = new Float64Array(Math.max(dense.length * 2, key + 1));
              grown.set(dense);
              dense = grown;
            }
            dense[key]!++;
          }
        }
      }
    }
  }
  const counts = new Map<number, number>();
  dense.forEach((n, key) => {
    if (n) counts.set(key, n);
  });
  return { counts, combos: s0.length * s1.length * s2.length * s3.length * L4 };
}

/** Figures of a spin's distribution in cents of stake, capped at `capCents`. */
export function figuresOf(d: Dist, capCents: number) {
  let mass = 0;
  let m1 = 0;
  let m2 = 0;
  let hit = 0;
  let max = 0;
  let cappedMass = 0;
  for (const [v, p] of d) {
    const w = Math.min(v, capCents) / 100;
    mass += p;
    m1 += p * w;
    m2 += p * w * w;
    if (v > 0) hit += p;
    if (p > 0 && v > max) max = v;
    if (v > capCents) cappedMass += p;
  }
  return { mass, rtp: m1, hitRate: hit, sd: Math.sqrt(m2 - m1 * m1), maxUncapped: max / 100, cappedMass };
}

// ——— The titles ———

export interface ExactFigures {
  /** Percent. */
  rtp: number;
  hitRate: number;
  sd: number;
  /** The largest win the reels allow, in stakes, before the cap. */
  maxUncapped: number;
  /** Probability that the cap cuts a spin (or an upper bound of it, see each title). */
  cappedMass: number;
}

/** Lucky Sevens: all 24 × 24 × 23 stop combinations. */
export function luckyFigures(): ExactFigures {
  const [a, b, c] = lucky.strips as [Uint8Array, Uint8Array, Uint8Array];
  const cells = new Uint8Array(9);
  const d: Dist = new Map();
  const total = a.length * b.length * c.length;
  for (let i = 0; i < a.length; i++)
    for (let j = 0; j < b.length; j++)
      for (let k = 0; k < c.length; k++) {
        for (let r = 0; r < 3; r++) {
          cells[r] = a[(i + r) % a.length]!;
          cells[3 + r] = b[(j + r) % b.length]!;
          cells[6 + r] = c[(k + r) % c.length]!;
        }
        const w = lucky.windowWin(cells);
        d.set(w, (d.get(w) ?? 0) + 1 / total);
      }
  const f = figuresOf(d, lucky.MAX_WIN * 100);
  return { rtp: f.rtp * 100, hitRate: f.hitRate, sd: f.sd, maxUncapped: f.maxUncapped, cappedMass: f.cappedMass };
}

/** Moments of a window win (stakes) over the combinations whose special count passes `pick`. */
function moments(j: { counts: Map<number, number>; combos: number }, pick: (special: number) => boolean, factor = 1) {
  let p = 0;
  let m1 = 0;
  let m2 = 0;
  let zero = 0;
  let max = 0;
  for (const [key, n] of j.counts) {
    const sp = key % 16;
    if (!pick(sp)) continue;
    const w = (((key - sp) / 16) * factor) / 100;
    const q = n / j.combos;
    p += q;
    m1 += q * w;
    m2 += q * w * w;
    if (w === 0) zero += q;
    if (w > max) max = w;
  }
  return { p, m1, m2, zero, max };
}

/**
 * Pharaoh Lines: every stop combination of the base reels (for the base win and the Ankh count) and
 * of the free reels (one free spin). A round is B + F·[3+ Ankhs], where F is the sum of 10
 * independent free spins, each ×3: E[F] = 10μ, Var F = 10σ², so the moments are exact without the
 * distribution of F. The cap (2,500) is above every win but the few where a trigger's 50 joins ten
 * free spins of at least 222.5 each; `cappedMass` bounds their probability.
 */
export function pharaohFigures(): ExactFigures & { trigger: number; featureMean: number } {
  const base = lineJoint5(pharaoh.strips.base, pharaoh.lineSpec);
  const free = lineJoint5(pharaoh.strips.free, pharaoh.lineSpec);
  const all = moments(base, () => true);
  const trig = moments(base, (s) => s >= 3);
  const spin = moments(free, () => true, pharaoh.FREE_MULTIPLIER);
  const n = pharaoh.FREE_SPINS;
  const mean = n * spin.m1;
  const second = n * (spin.m2 - spin.m1 * spin.m1) + mean * mean;
  const rtp = all.m1 + trig.p * mean;
  const m2 = all.m2 + 2 * trig.m1 * mean + trig.p * second;
  // P(W > cap) ≤ P(trigger) × P(one free spin ≥ need)^10, need = what each of 10 spins must reach.
  const need = (pharaoh.MAX_WIN - trig.max - (n - 1) * spin.max) * 100;
  let tail = 0;
  for (const [key, c] of free.counts)
    if (((key - (key % 16)) / 16) * pharaoh.FREE_MULTIPLIER >= need) tail += c / free.combos;
  return {
    rtp: rtp * 100,
    hitRate: 1 - all.zero + trig.zero * (1 - spin.zero ** n),
    sd: Math.sqrt(m2 - rtp * rtp),
    maxUncapped: Math.max(all.max, trig.max + n * spin.max),
    cappedMass: trig.p * tail ** n,
    trigger: trig.p,
    featureMean: mean,
  };
}

/** The Vault's final coin count from `start` coins: Markov chain over (coins, respins left). */
export function vaultCoins(start: number): number[] {
  const cells = 15;
  const q = dragon.LAND;
  const out = new Array<number>(cells + 1).fill(0);
  // states[k][r]: probability of k coins with r respins left, processed in rounds.
  let states = new Map<number, number>([[start * 4 + dragon.RESPINS, 1]]);
  while (states.size) {
    const nextStates = new Map<number, number>();
    for (const [key, p] of states) {
      const k = Math.floor(key / 4);
      const r = key % 4;
      if (r === 0 || k === cells) {
        out[k]! += p;
        continue;
      }
      const m = cells - k;
      let choose = 1; // C(m, j)
      for (let j = 0; j <= m; j++) {
        const pj = choose * q ** j * (1 - q) ** (m - j);
        const nk = (k + j) * 4 + (j ? dragon.RESPINS : r - 1);
        nextStates.set(nk, (nextStates.get(nk) ?? 0) + p * pj);
        choose = (choose * (m - j)) / (j + 1);
      }
    }
    states = nextStates;
  }
  return out;
}

/** The Vault's win (stakes) from `start` coins: coins drawn independently of where they land. */
export function vaultWin(start: number): Float64Array {
  const values = dragon.COIN_VALUES;
  const weights = dragon.COIN_WEIGHTS;
  const wsum = weights.reduce((a, b) => a + b, 0);
  const top = 15 * Math.max(...values) + dragon.GRAND;
  const counts = vaultCoins(start);
  const out = new Float64Array(top + 1);
  let sum = new Float64Array(top + 1);
  sum[0] = 1; // the sum of 0 coins
  for (let k = 1; k <= 15; k++) {
    const nextSum = new Float64Array(top + 1);
    for (let s = 0; s <= top; s++) {
      const p = sum[s]!;
      if (!p) continue;
      values.forEach((v, i) => {
        if (s + v <= top) nextSum[s + v]! += (p * weights[i]!) / wsum;
      });
    }
    sum = nextSum;
    const pk = counts[k]!;
    if (!pk) continue;
    const bonus = k === 15 ? dragon.GRAND : 0;
    for (let s = 0; s + bonus <= top; s++) out[s + bonus]! += pk * sum[s]!;
  }
  return out;
}

/**
 * Dragon Vault: every stop combination of the base reels gives the joint law of (line win, coins in
 * view); a Vault from n coins has the exact law vaultWin(n); a round is line win + Vault, capped at
 * 5,000 on the full law, so the cap is counted exactly. The buy is vaultWin(6) capped, per 100.
 */
export function dragonFigures(): ExactFigures & { trigger: number; buyRtp: number; buyCappedMass: number } {
  const base = lineJoint5(dragon.strips, dragon.lineSpec);
  const cap = dragon.MAX_WIN * 100;
  let m1 = 0;
  let m2 = 0;
  let hit = 0;
  let capped = 0;
  let trigger = 0;
  let max = 0;
  const vaults = new Map<number, Float64Array>();
  for (const [key, c] of base.counts) {
    const coins = key % 16;
    const b = (key - coins) / 16;
    const p = c / base.combos;
    if (coins < dragon.TRIGGER) {
      m1 += p * b;
      m2 += p * b * b;
      if (b > 0) hit += p;
      max = Math.max(max, b);
      continue;
    }
    trigger += p;
    const v = vaults.get(coins) ?? vaultWin(coins);
    vaults.set(coins, v);
    v.forEach((q, f) => {
      if (!q) return;
      const raw = b + f * 100;
      const w = Math.min(raw, cap);
      m1 += p * q * w;
      m2 += p * q * w * w;
      if (w > 0) hit += p * q;
      if (raw > cap) capped += p * q;
      max = Math.max(max, raw);
    });
  }
  const mean = m1 / 100;
  let buy = 0;
  let buyCapped = 0;
  vaultWin(dragon.TRIGGER).forEach((q, f) => {
    buy += q * Math.min(f, dragon.MAX_WIN);
    if (f > dragon.MAX_WIN) buyCapped += q;
  });
  return {
    rtp: mean * 100,
    hitRate: hit,
    sd: Math.sqrt(m2 / 10_000 - mean * mean),
    maxUncapped: max / 100,
    cappedMass: capped,
    trigger,
    buyRtp: (buy / dragon.BUY_COST) * 100,
    buyCappedMass: buyCapped,
  };
}
