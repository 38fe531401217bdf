import { describe, expect, it } from 'vitest';
import { racesConfigSchema } from '../../src/contract/top';
import { dayKey, periodAt, previousPeriod } from '../../src/server/top/periods';

const at = (iso: string) => new Date(iso);
const keys = (p: { start: Date; end: Date }) => [dayKey(p.start), dayKey(p.end)];

describe('top periods (UTC)', () => {
  it('a day runs midnight to midnight UTC, whatever the hour', () => {
    expect(keys(periodAt('day', at('2026-03-01T00:00:00Z')))).toEqual(['2026-03-01', '2026-03-02']);
    expect(keys(periodAt('day', at('2026-03-01T23:59:59.999Z')))).toEqual(['2026-03-01', '2026-03-02']);
  });

  it('a week is the ISO week, Monday to Monday, across months and years', () => {
    // 2026-01-01 is a Thursday: its ISO week began on Monday 2025-12-29.
    expect(keys(periodAt('week', at('2026-01-01T12:00:00Z')))).toEqual(['2025-12-29', '2026-01-05']);
    // A Sunday belongs to the week that began six days before.
    expect(keys(periodAt('week', at('2026-03-08T23:00:00Z')))).toEqual(['2026-03-02', '2026-03-09']);
    expect(keys(periodAt('week', at('2026-03-09T00:00:00Z')))).toEqual(['2026-03-09', '2026-03-16']);
  });

  it('a month is the calendar month, February and December included', () => {
    expect(keys(periodAt('month', at('2028-02-29T10:00:00Z')))).toEqual(['2028-02-01', '2028-03-01']);
    expect(keys(periodAt('month', at('2026-12-31T23:59:59Z')))).toEqual(['2026-12-01', '2027-01-01']);
  });

  it('the previous period ends where the given one starts', () => {
    const week = periodAt('week', at('2026-01-01T00:00:00Z'));
    expect(keys(previousPeriod('week', week))).toEqual(['2025-12-22', '2025-12-29']);
    expect(keys(previousPeriod('month', periodAt('month', at('2026-01-15T00:00:00Z'))))).toEqual([
      '2025-12-01',
      '2026-01-01',
    ]);
  });
});

describe('races.json', () => {
  it('accepts the demo shape and refuses a race without prizes or with a bad id', () => {
    const race = { name: { en: 'Daily', ru: 'Гонка' }, period: 'day', currency: 'RUB', prizes: [100, 50] };
    expect(racesConfigSchema.parse({ races: { 'daily-rub': race } }).races['daily-rub']?.enabled).toBe(true);
    expect(racesConfigSchema.safeParse({ races: { 'daily-rub': { ...race, prizes: [] } } }).success).toBe(false);
    expect(racesConfigSchema.safeParse({ races: { 'Bad Id': race } }).success).toBe(false);
    expect(racesConfigSchema.safeParse({ races: { x: { ...race, currency: 'GBP' } } }).success).toBe(false);
  });
});
