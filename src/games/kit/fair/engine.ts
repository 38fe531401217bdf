// The provably fair engine of /work/shared/design/fairness.md: the ONLY source of randomness for
// game outcomes. Pure and synchronous, so it runs the same on the server, in the browser verifier
// and in scripts/verify-bet.mjs. @noble/hashes (audited, no dependencies) gives a synchronous
// HMAC-SHA256 in both runtimes; Web Crypto is async-only and too slow per call for the 100k/s goal.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export interface SeedInput {
  /** The server seed as its 64-character lowercase hex text (used as text, per fairness.md). */
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** The published commitment: sha256 of the server seed's hex text. */
export function hashServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

// A keyed HMAC with the key's pads already absorbed; cloned per round. One seed pair serves many
// bets, so the cache saves two of the four compressions per round.
type Keyed = ReturnType<typeof hmac.create>;
const keyed = new Map<string, Keyed>();
let scratch: Keyed | undefined;
function keyedHmac(serverSeed: string): Keyed {
  let h = keyed.get(serverSeed);
  if (!h) {
    if (keyed.size > 256) keyed.clear();
    h = hmac.create(sha256, utf8ToBytes(serverSeed));
    keyed.set(serverSeed, h);
  }
  // Reusing one scratch object avoids allocating two hash states per round.
  scratch = h._cloneInto(scratch);
  return scratch;
}

/**
 * HMAC_SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${round}`): 32 bytes. `round` is
 * a number for outcomes; the payout's rounding float uses the word 'payout' (money.ts).
 */
export function roundBytes(s: SeedInput, round: number | 'payout'): Uint8Array {
  return keyedHmac(s.serverSeed)
    .update(utf8ToBytes(`${s.clientSeed}:${s.nonce}:${round}`))
    .digest();
}

// b0/256 + b1/256² + b2/256³ + b3/256⁴ equals the big-endian uint32 over 2^32 exactly.
const floatAt = (b: Uint8Array, i: number) => new DataView(b.buffer, b.byteOffset, 32).getUint32(i) / 2 ** 32;

/** The first `count` floats in [0, 1): 4 bytes each, 8 per round, rounds from 0. */
export function floats(s: SeedInput, count: number): number[] {
  const out: number[] = [];
  for (let round = 0; out.length < count; round++) {
    const b = roundBytes(s, round);
    for (let i = 0; i < 32 && out.length < count; i += 4) {
      out.push(floatAt(b, i));
    }
  }
  return out;
}

/** A lazy stream of floats for games that do not know in advance how many they need. */
export function floatStream(s: SeedInput): () => number {
  let buf: number[] = [];
  let round = 0;
  return () => {
    if (!buf.length) {
      const b = roundBytes(s, round++);
      buf = [];
      for (let i = 0; i < 32; i += 4) {
        buf.push(floatAt(b, i));
      }
    }
    return buf.shift() as number;
  };
}

/** fairness.md's shuffle: draw i takes remaining.splice(floor(f_i × (n − i)), 1). */
export function fisherYates(n: number, draws: number, next: () => number): number[] {
  const remaining = Array.from({ length: n }, (_, i) => i);
  const out: number[] = [];
  for (let i = 0; i < draws; i++) out.push(remaining.splice(Math.floor(next() * (n - i)), 1)[0]!);
  return out;
}

export { bytesToHex };
