// The VIP club's pure parts: vip.json's rules, points and levels, the UTC periods rewards are
// keyed by, and the house edge per game that rakeback is a share of.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { vipConfigSchema } from '../../src/contract/vip';
import { KENO_RISKS, kenoRtp } from '../../src/games/keno/math';
import { gameEdgesPpm } from '../../src/server/vip/edges.server';
import { calendarMonth, isoWeek } from '../../src/server/vip/periods';
import { levelForPoints, pointsOf } from '../../src/server/vip/vip.server';

const level = (id: string, minPoints: number) => ({ id, name: { en: id }, minPoints, rakeback: 5 });
const issues = (raw: unknown) => {
  const r = vipConfigSchema.safeParse(raw);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('vip.json', () => {
  it('the shipped file is valid and starts at the level minimum of 100 (spec section 9)', () => {
    const cfg = vipConfigSchema.parse(JSON.parse(readFileSync('private/vip.json', 'utf8')));
    expect(cfg.levels[0]?.minPoints).toBe(100);
    expect(cfg.levels.length).toBeGreaterThan(1);
  });

  it('refuses a first level under 100, thresholds that do not rise, a repeated id, a name without English', () => {
    expect(issues({ levels: [level('a', 99)] })).toEqual([
      'levels.0.minPoints: the first level starts at 100 points at the least',
    ]);
    expect(issues({ levels: [level('a', 100), level('b', 100)] })).toEqual([
      'levels.1.minPoints: minPoints must increase strictly from level to level',
    ]);
    expect(issues({ levels: [level('a', 100), level('a', 200)] })).toEqual(['levels.1.id: duplicate level id a']);
    expect(issues({ levels: [{ ...level('a', 100), name: { ru: 'А' } }] })).toHaveLength(1);
    expect(issues({ levels: [{ ...level('a', 100), rakeback: 5.555 }] })).toHaveLength(1);
    expect(issues({ points: { RUB: 0 } })).toHaveLength(1);
    // No file: no levels, nobody is paid.
    expect(vipConfigSchema.parse({})).toEqual({ points: {}, levels: [], rewardsEdgeShare: 15 });
  });
});

describe('points and levels', () => {
  const cfg = vipConfigSchema.parse({ points: { RUB: 100, USD: 1 }, levels: [level('a', 100), level('b', 300)] });
  it('converts each currency at its rate, rounding down, and ignores currencies without one', () => {
    expect(pointsOf(cfg, { RUB: 10_099, USD: 5, KZT: 1_000_000 })).toBe(105);
    expect(pointsOf(cfg, { RUB: -500 })).toBe(0);
  });
  it('holds level 0 below the first minimum and the highest level reached above', () => {
    expect([0, 99, 100, 299, 300, 10_000].map((p) => levelForPoints(cfg, p))).toEqual([0, 0, 1, 1, 2, 2]);
  });
});

describe('reward periods (UTC)', () => {
  it('numbers ISO weeks from Monday in the year of their Thursday', () => {
    expect(isoWeek(new Date('2021-01-03T23:59:59Z'))).toEqual({
      key: '2020-W53',
      from: '2020-12-28',
      until: '2021-01-04',
    });
    expect(isoWeek(new Date('2024-12-30T00:00:00Z'))).toEqual({
      key: '2025-W01',
      from: '2024-12-30',
      until: '2025-01-06',
    });
    expect(isoWeek(new Date('2026-02-04T12:00:00Z')).key).toBe('2026-W06');
  });
  it('spans calendar months, December running into the next year', () => {
    expect(calendarMonth(new Date('2025-12-31T23:00:00Z'))).toEqual({
      key: '2025-12',
      from: '2025-12-01',
      until: '2026-01-01',
    });
  });
});

describe('game edges', () => {
  it('derives each in-house game edge from its math', () => {
    const e = gameEdgesPpm();
    expect([e.dice, e.coinflip, e.hilo, e.miner, e.wheel, e.crash]).toEqual([
      10_000, 10_000, 10_000, 10_000, 10_000, 10_000,
    ]);
    expect(e.roulette).toBe(27_027);
    expect(e.rooms).toBe(50_000);
    // Keno: the mean of its 40 tables' exact edges; cases: of its cases' (2.6%–4.5%).
    const kenoEdges = KENO_RISKS.flatMap((r) => Array.from({ length: 10 }, (_, i) => 1 - kenoRtp(r, i + 1)));
    expect(e.keno).toBe(Math.round((kenoEdges.reduce((s, x) => s + x, 0) / 40) * 1e6));
    expect(e.keno).toBeGreaterThan(10_000);
    expect(e.cases).toBeGreaterThan(25_000);
    expect(e.cases).toBeLessThan(46_000);
    expect([e.slots, e['live-casino'], e.betting]).toEqual([null, null, null]);
  });
});
