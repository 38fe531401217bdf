// Shared rounds (crash, rooms, later live tables), /work/shared/design/fairness.md "Crash and other
// shared rounds": one hash chain for the whole game instead of a seed pair per player.
//
// Encodings (fairness.md "Encodings", the bustabit convention that public verifiers follow):
// - chain link: h(n−1) = sha256 of h(n)'s 64-character lowercase hex TEXT as UTF-8 (64 bytes in),
//   written out again as lowercase hex; never the 32 raw bytes the hex stands for;
// - round bytes: HMAC_SHA256(key = the round hash's hex TEXT as UTF-8, message = the salt as UTF-8);
// - r = the first 52 bits of those bytes (the first 13 hex digits), big-endian.
// Pure and synchronous on @noble/hashes, like engine.ts, so the server, the browser verifier and
// scripts agree.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

const HEX64 = /^[0-9a-f]{64}$/;

/** sha256 of the text (UTF-8), as lowercase hex. */
export const sha256Hex = (text: string) => bytesToHex(sha256(utf8ToBytes(text)));

/**
 * The chain's round hashes, round 1 first. `seedHex` (32 random bytes as hex, kept secret) is the
 * LAST round's hash h(length); each earlier one is sha256 of the next one's hex text, so the chain
 * is generated from the end and played backwards: hashes[0] (round 1) is the last one generated.
 * The published commitment is terminatingHash(hashes) = sha256(hashes[0]), which no round plays.
 */
export function chainHashes(seedHex: string, length: number): string[] {
  if (!HEX64.test(seedHex)) throw new RangeError('the chain seed must be 64 lowercase hex digits');
  if (!Number.isSafeInteger(length) || length < 1) throw new RangeError('the chain needs at least one round');
  const out = new Array<string>(length);
  let h = seedHex;
  out[length - 1] = h;
  for (let i = length - 2; i >= 0; i--) {
    h = sha256Hex(h);
    out[i] = h;
  }
  return out;
}

/** The hash published before round 1: one step past the first round's hash. */
export const terminatingHash = (hashes: readonly string[]) => sha256Hex(hashes[0] as string);

/**
 * True when `hash` (a revealed round hash) is the link before `previousHash` (the previous round's
 * hash, or the terminating hash for round 1): sha256(hash text) === previousHash.
 */
export const verifyChainLink = (hash: string, previousHash: string) =>
  HEX64.test(hash) && sha256Hex(hash) === previousHash.toLowerCase();

export const TWO_52 = 2 ** 52;

/** r in [0, 2^52): the first 52 bits of HMAC_SHA256(key = roundHash text, message = salt). Exact in a double. */
export function roundBits52(roundHash: string, salt: string): number {
  const b = hmac(sha256, utf8ToBytes(roundHash), utf8ToBytes(salt));
  const v = new DataView(b.buffer, b.byteOffset, 8);
  // 32 bits, then the next 20 (the top of the second word): r = hi × 2^20 + (lo >>> 12).
  return v.getUint32(0) * 2 ** 20 + (v.getUint32(4) >>> 12);
}
