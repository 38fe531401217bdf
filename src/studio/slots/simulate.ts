// Deterministic simulation of a title: the tests' check of the exact figures, and candy-cascade's
// reference RTP (decision 041). sfc32 (Chris Doty-Humphrey's small fast counter generator, 32-bit)
// stands in for the HMAC stream: it passes PractRand far beyond these sample sizes and costs a few
// nanoseconds a float, while HMAC-SHA256 costs about a microsecond per 8 floats. Its floats have the
// HMAC stream's form (a uint32 over 2^32), so the spins take the same paths.
import type { SlotGame } from './types';

export function sfc32(seed: number): () => number {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 15; i++) next();
  return next;
}

export interface SimResult {
  spins: number;
  /** Mean multiplier (win per unit stake; for buys, per unit stake too, not per cost). */
  mean: number;
  sd: number;
  hitRate: number;
  max: number;
  /** Spins the cap cut. */
  capped: number;
}

/** `spins` spins (or buys) of `game` with sfc32 floats from `seed`. */
export function simulate(game: SlotGame, spins: number, seed: number, buy = false): SimResult {
  const next = sfc32(seed);
  const cap = game.maxWinX * 100;
  let s = 0;
  let s2 = 0;
  let hits = 0;
  let max = 0;
  let capped = 0;
  for (let i = 0; i < spins; i++) {
    const w = game.simulate(next, buy); // cents of stake, capped
    s += w;
    s2 += w * w;
    if (w > 0) hits++;
    if (w > max) max = w;
    if (w === cap) capped++;
  }
  const mean = s / spins / 100;
  return {
    spins,
    mean,
    sd: Math.sqrt(s2 / spins / 10_000 - mean * mean),
    hitRate: hits / spins,
    max: max / 100,
    capped,
  };
}
