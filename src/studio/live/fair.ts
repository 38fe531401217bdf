// The live tables' randomness (fairness.md "Crash and other shared rounds"): each round takes the next
// hash of its table's chain (played backwards, published terminating hash and salt) and its floats
// are HMAC_SHA256(key = round hash hex text, message = salt) read four bytes at a time,
// b0/256 + b1/256² + b2/256³ + b3/256⁴ (fairness.md "Turning seeds into numbers"): 8 floats, enough
// for a roulette spin (1) and a baccarat coup (at most 6 cards).
// Pure and synchronous on @noble/hashes: the server, the verification route and any verifier agree.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

export { sha256Hex, verifyChainLink } from '../../games/kit/fair/chain';

/** The round's 8 floats in [0, 1). */
export function chainFloats(roundHash: string, salt: string): number[] {
  const b = hmac(sha256, utf8ToBytes(roundHash), utf8ToBytes(salt));
  const v = new DataView(b.buffer, b.byteOffset, 32);
  const out: number[] = [];
  for (let i = 0; i < 32; i += 4) out.push(v.getUint32(i) / 2 ** 32);
  return out;
}
