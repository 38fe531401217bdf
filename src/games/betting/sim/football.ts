// Football: goals as two independent Poisson processes (one per side) at constant rates per second of
// play, from the sides' ratings with home advantage. The whole match is drawn at kick-off (the
// simulator reveals it as the clock runs); prices come from the same rates over the time left.
import { AWAY_GOALS, type Club, HOME_GOALS } from './data';
import type { Cell } from './pricing';
import type { Rng } from './rng';

export const HALF = 45 * 60;

export interface FootballPlan {
  /** Seconds of play in each half, stoppage included. */
  first: number;
  second: number;
  /** Goals per second of play, home and away. */
  rates: [number, number];
  /** Every goal, in seconds of play from kick-off, in order. */
  goals: { side: 0 | 1; at: number }[];
}

/** Goals per second of play: expected goals over a nominal 95 minutes (stoppage included). */
export function footballRates(home: Club, away: Club): [number, number] {
  const seconds = 95 * 60;
  return [(HOME_GOALS * home.attack * away.defence) / seconds, (AWAY_GOALS * away.attack * home.defence) / seconds];
}

export function planFootball(rng: Rng, home: Club, away: Club): FootballPlan {
  const first = HALF + 60 + rng.int(180);
  const second = HALF + 120 + rng.int(300);
  const rates = footballRates(home, away);
  const goals: FootballPlan['goals'] = [];
  for (const side of [0, 1] as const) {
    for (let t = rng.exp(rates[side]); t < first + second; t += rng.exp(rates[side])) goals.push({ side, at: t });
  }
  goals.sort((x, y) => x.at - y.at);
  return { first, second, rates, goals };
}

function poisson(mean: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-mean);
  let cumulative = 0;
  for (let k = 0; k < 30; k++) {
    out.push(p);
    cumulative += p;
    if (k >= 3 && 1 - cumulative < 1e-7) break;
    p = (p * mean) / (k + 1);
  }
  return out;
}

/** The final-score distribution from (home, away) with `left` seconds of play still to come. */
export function footballCells(rates: readonly [number, number], home: number, away: number, left: number): Cell[] {
  const ph = poisson(rates[0] * Math.max(0, left));
  const pa = poisson(rates[1] * Math.max(0, left));
  const cells: Cell[] = [];
  let total = 0;
  for (let i = 0; i < ph.length; i++) {
    for (let j = 0; j < pa.length; j++) {
      const p = ph[i]! * pa[j]!;
      total += p;
      cells.push({ h: home + i, a: away + j, p });
    }
  }
  // The truncated tails are tiny; renormalise so the prices' probabilities sum to one.
  for (const cell of cells) cell.p /= total;
  return cells;
}
