import { describe, expect, it } from 'vitest';
import {
  type AutobetPlan,
  type AutobetState,
  afterBet,
  planProblem,
  startState,
  stopBefore,
} from '../../src/games/kit/autobet';

const plan = (over: Partial<AutobetPlan> = {}): AutobetPlan => ({
  baseStake: 100,
  bets: 10,
  stopLoss: 1000,
  stopWin: null,
  onWin: { mode: 'reset', percent: 0 },
  onLoss: { mode: 'reset', percent: 0 },
  ...over,
});

/** Runs a plan against a fixed sequence of outcomes (true = a 2x win); returns the bets and why it stopped. */
function run(p: AutobetPlan, wins: boolean[]) {
  let s: AutobetState = startState(p);
  const stakes: number[] = [];
  for (;;) {
    const stop = stopBefore(p, s);
    if (stop) return { stakes, stop, net: s.net };
    const win = wins[s.placed] ?? false;
    stakes.push(s.stake);
    s = afterBet(p, s, { stake: s.stake, payout: win ? s.stake * 2 : 0 });
  }
}

describe('autobet', () => {
  it('refuses to start without a loss limit, with more than 100 bets or a bad stake or percent', () => {
    expect(planProblem(plan())).toBeNull();
    expect(planProblem(plan({ stopLoss: 0 }))).toBe('stopLoss');
    expect(planProblem(plan({ bets: 101 }))).toBe('bets');
    expect(planProblem(plan({ bets: 0 }))).toBe('bets');
    expect(planProblem(plan({ baseStake: 1.5 }))).toBe('stake');
    expect(planProblem(plan({ stopWin: -5 }))).toBe('stopWin');
    expect(planProblem(plan({ onLoss: { mode: 'increase', percent: 0 } }))).toBe('percent');
  });

  it('places exactly the number of bets asked for when no limit is reached', () => {
    const r = run(plan({ bets: 5 }), [true, false, true, false, true]);
    expect(r.stakes).toEqual([100, 100, 100, 100, 100]);
    expect(r.stop).toBe('count');
    expect(r.net).toBe(100);
  });

  it('doubles after a loss and resets after a win (martingale), never losing more than the limit', () => {
    const p = plan({ bets: 100, stopLoss: 1000, onLoss: { mode: 'increase', percent: 100 } });
    const r = run(p, []); // every bet loses
    // 100 + 200 + 400 = 700 lost; the next 800 would pass 1000, so it stops before it.
    expect(r.stakes).toEqual([100, 200, 400]);
    expect(r.stop).toBe('loss');
    expect(r.net).toBe(-700);
    expect(r.net).toBeGreaterThanOrEqual(-p.stopLoss);
    const back = run(p, [false, false, true, false]);
    expect(back.stakes.slice(0, 4)).toEqual([100, 200, 400, 100]);
  });

  it('stops once the total win reaches the target', () => {
    const r = run(plan({ bets: 100, stopWin: 250 }), new Array(100).fill(true));
    expect(r.stakes).toHaveLength(3);
    expect(r.stop).toBe('win');
    expect(r.net).toBe(300);
  });
});
