// The simulator's dice: xoshiro128** on a 128-bit seed (Blackman & Vigna). Seeded, so a run can be
// replayed in tests; unseeded runs take the seed from the OS, so players cannot predict matches.
import { createHash, randomBytes } from 'node:crypto';

export interface Rng {
  /** A float in [0, 1) with 53 random bits. */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** Exponential waiting time with the given rate (events per unit). */
  exp(rate: number): number;
}

function seedWords(seed: Uint8Array | string | undefined): Uint32Array {
  let bytes: Uint8Array;
  if (seed === undefined) bytes = randomBytes(16);
  else if (typeof seed === 'string' || seed.length !== 16)
    bytes = createHash('sha256').update(seed).digest().subarray(0, 16);
  else bytes = seed;
  const view = new DataView(bytes.buffer, bytes.byteOffset, 16);
  const s = new Uint32Array([view.getUint32(0), view.getUint32(4), view.getUint32(8), view.getUint32(12)]);
  // xoshiro must not start from the all-zero state.
  if ((s[0]! | s[1]! | s[2]! | s[3]!) === 0) s[0] = 0x9e3779b9;
  return s;
}

export function createRng(seed?: Uint8Array | string): Rng {
  const s = seedWords(seed);
  const rotl = (x: number, k: number) => ((x << k) | (x >>> (32 - k))) >>> 0;
  const u32 = (): number => {
    const result = Math.imul(rotl(Math.imul(s[1]!, 5) >>> 0, 7), 9) >>> 0;
    const t = (s[1]! << 9) >>> 0;
    s[2]! ^= s[0]!;
    s[3]! ^= s[1]!;
    s[1]! ^= s[2]!;
    s[0]! ^= s[3]!;
    s[2]! ^= t;
    s[3] = rotl(s[3]!, 11);
    return result;
  };
  const next = () => ((u32() >>> 5) * 67108864 + (u32() >>> 6)) / 9007199254740992;
  return {
    next,
    int: (n) => Math.floor(next() * n),
    pick: (list) => list[Math.floor(next() * list.length)]!,
    exp: (rate) => -Math.log(1 - next()) / rate,
  };
}
