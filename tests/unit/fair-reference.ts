// An INDEPENDENT reference of /work/shared/design/fairness.md, written from the text alone with
// node:crypto (the product uses @noble/hashes), so a shared mistake is unlikely.
import { createHash, createHmac } from 'node:crypto';

export const refHash = (serverSeed: string) => createHash('sha256').update(serverSeed, 'utf8').digest('hex');

export function refFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const out: number[] = [];
  for (let round = 0; out.length < count; round++) {
    const b = createHmac('sha256', Buffer.from(serverSeed, 'utf8')).update(`${clientSeed}:${nonce}:${round}`).digest();
    for (let g = 0; g < 8 && out.length < count; g++) {
      let f = 0;
      for (let j = 0; j < 4; j++) f += b[g * 4 + j]! / 2 ** (8 * (j + 1));
      out.push(f);
    }
  }
  return out;
}

export function refShuffle(n: number, fs: number[]): number[] {
  const remaining = [...Array(n).keys()];
  return fs.map((f, i) => remaining.splice(Math.floor(f * (n - i)), 1)[0]!);
}

export const refDice = (f: number) => Math.floor(f * 10001) / 100;
export const refPocket = (f: number) => Math.floor(f * 37);
export const refCard = (f: number) => Math.floor(f * 52);

/** Multiplier for g safe picks with k mines, before rounding. */
export function refMiner(k: number, g: number, e = 0.01) {
  let m = 1 - e;
  for (let i = 0; i < g; i++) m *= (25 - i) / (25 - k - i);
  return m;
}
