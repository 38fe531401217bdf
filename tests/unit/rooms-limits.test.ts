// The rooms' limits in force: the operator's bet-limits.json `rooms` over the built-in defaults.
import { describe, expect, it } from 'vitest';
import { roomLimits } from '../../src/games/rooms/limits';
import { parseBetLimits } from '../../src/server/config/schema';

describe('room limits', () => {
  it('reads a bare number as the minimum, as bet-limits.json always wrote it', () => {
    const { limits, warnings } = parseBetLimits({ RUB: { rooms: { red: 250 } } });
    expect(warnings).toEqual([]);
    expect(roomLimits(limits, 'RUB', 'red')).toEqual({ min: 250, max: 100_000, player_max: 500_000 });
    // Spec section 9's minimums where the operator says nothing.
    expect(roomLimits(limits, 'RUB', 'yellow').min).toBe(1000);
    expect(roomLimits(limits, 'RUB', 'purple').min).toBe(5000);
  });

  it('takes {min, max, playerMax}, each falling back to the default', () => {
    const { limits } = parseBetLimits({ USD: { rooms: { purple: { max: 2000 } } } });
    expect(roomLimits(limits, 'USD', 'purple')).toEqual({ min: 50, max: 2000, player_max: 500_000 });
    expect(roomLimits({}, 'KZT', 'red')).toEqual({ min: 500, max: 500_000, player_max: 2_500_000 });
  });

  it('never leaves an empty range: a row contradicting itself or the defaults gives way to them', () => {
    const bad = parseBetLimits({ RUB: { rooms: { red: { min: 500, max: 100 } } } });
    expect(bad.warnings.join()).toMatch(/rooms/);
    expect(roomLimits(bad.limits, 'RUB', 'red').min).toBe(100);
    // A minimum above the built-in maximum: the room keeps its defaults rather than take no stake.
    const { limits } = parseBetLimits({ RUB: { rooms: { red: 200_000 } } });
    expect(roomLimits(limits, 'RUB', 'red')).toEqual({ min: 100, max: 100_000, player_max: 500_000 });
  });
});
