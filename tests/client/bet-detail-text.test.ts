import { describe, expect, it } from 'vitest';
import { readable } from '../../src/components/games/live-bets';

// A bet's details in the live feed read as words (issue 39), in the verifier's own names.
describe('readable', () => {
  it('writes parameters and outcomes as name-value pairs, lists joined, never JSON', () => {
    expect(readable({ target: 50, condition: 'over' })).toBe('target 50 · condition over');
    expect(readable({ risk: 'low', numbers: [1, 2, 3] })).toBe('risk low · numbers 1, 2, 3');
    expect(
      readable({
        placements: [
          { type: 'red', amount: 100 },
          { type: 'straight', value: 7, amount: 5 },
        ],
      }),
    ).toBe('placements type red · amount 100, type straight · value 7 · amount 5');
    expect(readable({ bucket: 4, path: [0, 1] })).toBe('bucket 4 · path 0, 1');
    expect(readable({ case: { slug: 'gold' } })).toBe('case (slug gold)');
  });
});
