import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fisherYates, floats, floatStream, hashServerSeed } from '../../src/games/kit/fair';
import { refFloats, refHash, refShuffle } from './fair-reference';

const seeds = Array.from({ length: 50 }, (_, i) => ({
  serverSeed: randomBytes(32).toString('hex'),
  clientSeed: i % 5 === 0 ? 'привет 🎲' : randomBytes(8).toString('hex'),
  nonce: i * 7919,
}));

describe('fair engine against the independent reference', () => {
  it('commits to sha256 of the seed text', () => {
    for (const s of seeds) expect(hashServerSeed(s.serverSeed)).toBe(refHash(s.serverSeed));
    // A published vector: sha256("abc")
    expect(hashServerSeed('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('gives the same floats over several rounds, lazily or at once', () => {
    for (const s of seeds) {
      const want = refFloats(s.serverSeed, s.clientSeed, s.nonce, 20);
      expect(floats(s, 20)).toEqual(want);
      const next = floatStream(s);
      expect(Array.from({ length: 20 }, next)).toEqual(want);
    }
  });

  it('is keyed by the secret seed, not its hash: another seed with the same client seed differs', () => {
    const a = floats({ serverSeed: 'a'.repeat(64), clientSeed: 'c', nonce: 0 }, 8);
    const b = floats({ serverSeed: 'b'.repeat(64), clientSeed: 'c', nonce: 0 }, 8);
    expect(a).not.toEqual(b);
  });

  it('shuffles like the reference', () => {
    for (const s of seeds) {
      const fs = refFloats(s.serverSeed, s.clientSeed, s.nonce, 25);
      let i = 0;
      expect(fisherYates(25, 25, () => fs[i++]!)).toEqual(refShuffle(25, fs));
    }
  });
});
