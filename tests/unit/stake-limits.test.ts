// The stake rules the game screens follow: chips never above the table's maximum, ½ and ×2 inside
// the limits and the payout cap, and the message a player sees at the field.
import { describe, expect, it } from 'vitest';
import {
  chipValues,
  double,
  firstStake,
  halve,
  type StakeKit,
  stakeCeiling,
  stakeProblem,
  toField,
  toMinor,
} from '../../src/components/games/stake-limits';

const labels = {
  half: 'half',
  double: 'double',
  min: 'min',
  max: 'max',
  tooLow: 'Minimum bet: {{limit}}',
  tooHigh: 'Maximum bet: {{limit}}',
  payoutCap: 'At ×{{multiplier}} at most {{payout}}: bet at most {{limit}}',
  invalid: 'Enter the bet amount',
  chips: 'Chips',
};
const kit = (k: Partial<StakeKit>): StakeKit => ({
  min: 1,
  max: 10_000,
  maxPayout: 1_000_000,
  currency: 'USD',
  lang: 'en',
  labels,
  ...k,
});

describe('chips', () => {
  it('USD roulette (0.01–0.10 $) offers nothing above 0.10 $', () => {
    const chips = chipValues(kit({ min: 1, max: 10 }));
    expect(chips).toEqual([1, 2, 5, 10]);
    expect(Math.max(...chips)).toBeLessThanOrEqual(10);
  });

  it('a wide table gets at most five chips on the 1-2-5 ladder, ends included, ascending', () => {
    const chips = chipValues(kit({ min: 100, max: 1_000_000 }));
    expect(chips.length).toBeLessThanOrEqual(5);
    expect(chips[0]).toBe(100);
    expect(chips.at(-1)).toBe(1_000_000);
    expect([...chips].sort((a, b) => a - b)).toEqual(chips);
    for (const c of chips.slice(1, -1)) expect(String(c)).toMatch(/^[125]0*$/);
  });

  it('a table whose min equals its max has one chip (KZT roulette: 5 ₸)', () => {
    expect(chipValues(kit({ min: 500, max: 500, currency: 'KZT' }))).toEqual([500]);
  });
});

describe('½ and ×2', () => {
  it('stay inside the minimum and the maximum', () => {
    const k = kit({ min: 100, max: 1000 });
    expect(halve(k, 150)).toBe(100);
    expect(halve(k, 1)).toBe(100);
    expect(double(k, 600)).toBe(1000);
    expect(double(k, 300)).toBe(600);
  });

  it('×2 stops at the payout cap for the bet’s multiplier', () => {
    const k = kit({ min: 1, max: 100_000, maxPayout: 1_000_000 });
    expect(stakeCeiling(k, 99)).toBe(10_101);
    expect(double(k, 8000, 99)).toBe(10_101);
  });

  it('the first stake is one unit moved inside the limits', () => {
    expect(firstStake(kit({ min: 1, max: 10 }))).toBe(10);
    expect(firstStake(kit({ min: 500, max: 5_000_000 }))).toBe(500);
    expect(firstStake(kit({ min: 1, max: null }))).toBe(100);
  });
});

describe('the message at the field', () => {
  it('names the limit in the currency', () => {
    const k = kit({ min: 1, max: 10 });
    expect(stakeProblem(k, 100)).toBe('Maximum bet: 0.10 $');
    expect(stakeProblem(k, 10)).toBeNull();
    expect(stakeProblem(kit({ min: 100, currency: 'RUB', lang: 'ru' }), 50)).toBe('Minimum bet: 1 ₽');
  });

  it('explains the payout cap', () => {
    expect(stakeProblem(kit({ max: 100_000 }), 20_000, 99)).toBe('At ×99 at most 10,000 $: bet at most 101.01 $');
  });

  it('refuses empty, negative and fractional-cent stakes', () => {
    const k = kit({});
    expect(stakeProblem(k, toMinor('abc'))).toBe('Enter the bet amount');
    expect(stakeProblem(k, -5)).toBe('Enter the bet amount');
    expect(stakeProblem(k, 1.5)).toBe('Enter the bet amount');
  });

  it('reads and writes the field in major units', () => {
    expect(toMinor('1,25')).toBe(125);
    expect(toMinor(' 0.1 ')).toBe(10);
    expect(toField(5)).toBe('0.05');
  });
});
