// The stored chain (checkpoints every `step` hashes) gives every round exactly the hash the
// published scheme gives it (src/games/kit/fair/chain.ts, which the browser verifier runs).
import { describe, expect, it } from 'vitest';
import { chainHashes, terminatingHash, verifyChainLink } from '../../src/games/kit/fair/chain';
import { buildChain, hashAt } from '../../src/games/kit/shared/chain-store.server';

describe('the stored hash chain', () => {
  it.each([1, 7, 1000, 2500])(
    'length %i: every index from the checkpoints equals the chain built hash by hash',
    async (length) => {
      const c = await buildChain(length, 3);
      // chainHashes(seed, L)[i] is round i + 1; the seed is the last round (index L).
      const rounds = chainHashes(c.seed, length);
      expect(hashAt(c, 0)).toBe(c.terminatingHash);
      expect(terminatingHash(rounds)).toBe(c.terminatingHash);
      for (const i of [1, 2, Math.floor(length / 2), length - 1, length].filter((x) => x >= 1 && x <= length)) {
        expect(hashAt(c, i)).toBe(rounds[i - 1]);
        expect(verifyChainLink(hashAt(c, i), hashAt(c, i - 1))).toBe(true);
      }
      expect(() => hashAt(c, length + 1)).toThrow(RangeError);
      expect(() => hashAt(c, -1)).toThrow(RangeError);
    },
  );

  it('every chain has its own secret and salt', async () => {
    const a = await buildChain(10);
    const b = await buildChain(10);
    expect(a.seed).not.toBe(b.seed);
    expect(a.salt).not.toBe(b.salt);
    expect(a.salt).toMatch(/^[0-9a-f]{64}$/);
  });
});
