import { describe, expect, it } from 'vitest';
import { asInstant, PLAY_GAMES, recheck, sameJson } from '../../src/games/play';

// The bet detail's "Verified" line (issue 39): the bet comes back from the database, whose jsonb
// keeps its keys in its own order (shorter keys first), so Plinko's {bucket, path} returns as
// {path, bucket}. The check compares values, never the order of keys.
const seed = { serverSeed: 'e2e-server-seed', clientSeed: 'player-seed', nonce: 7 };

/** The object with its keys reversed, as a store that orders keys its own way returns it. */
const reordered = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).reverse());

describe('recheck of a stored bet', () => {
  for (const def of PLAY_GAMES) {
    if (def.kind !== 'instant') continue;
    const game = def.slug;
    it(`${game}: the bet as stored is verified, whatever its outcome's key order; another payout is not`, () => {
      const g = asInstant(def);
      const params = g.verifyParams.parse(def.example);
      const amount = 1000;
      const s = g.settle(seed, params, g.amountOf(params, amount), 0.01);
      const stored = {
        game,
        params: def.example as Record<string, unknown>,
        outcome: reordered(s.outcome),
        amount,
        payout: s.payout,
      };
      expect(recheck(stored, seed)).toBe(true);
      expect(recheck({ ...stored, payout: s.payout + 1 }, seed)).toBe(false);
    });
  }

  it('sameJson: order-free objects, ordered arrays', () => {
    expect(sameJson({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(sameJson({ a: 1, b: [1, 2] }, { a: 1, b: [2, 1] })).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameJson({ a: null }, { a: 0 })).toBe(false);
  });
});
