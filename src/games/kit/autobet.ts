// Autobet (issue 11): a run of at most 100 bets that stops on a total loss the player must set,
// optionally on a total win, and changes the stake after a win or a loss. Pure: the screen asks
// `nextStake` before each bet and `afterBet` after it; money stays integer minor units.

export const AUTOBET_MAX_BETS = 100;

export interface StakeChange {
  /** 'reset' goes back to the base stake; 'increase' multiplies the last stake by (1 + percent/100). */
  mode: 'reset' | 'increase';
  percent: number;
}

export interface AutobetPlan {
  baseStake: number;
  bets: number;
  /** Stop before the run could lose more than this in total (required: no run without it). */
  stopLoss: number;
  /** Stop once the run has won at least this in total; null runs to the end. */
  stopWin: number | null;
  onWin: StakeChange;
  onLoss: StakeChange;
}

export interface AutobetState {
  placed: number;
  /** Winnings minus stakes so far (minor units). */
  net: number;
  stake: number;
}

export type AutobetStop = 'count' | 'loss' | 'win';

export type PlanProblem = 'stake' | 'bets' | 'stopLoss' | 'stopWin' | 'percent';

const isMinor = (n: number) => Number.isSafeInteger(n) && n > 0;

/** What is wrong with a plan, or null when it may start. */
export function planProblem(p: AutobetPlan): PlanProblem | null {
  if (!isMinor(p.baseStake)) return 'stake';
  if (!Number.isInteger(p.bets) || p.bets < 1 || p.bets > AUTOBET_MAX_BETS) return 'bets';
  if (!isMinor(p.stopLoss)) return 'stopLoss';
  if (p.stopWin !== null && !isMinor(p.stopWin)) return 'stopWin';
  for (const c of [p.onWin, p.onLoss]) {
    if (c.mode === 'increase' && !(Number.isFinite(c.percent) && c.percent > 0 && c.percent <= 1000)) return 'percent';
  }
  return null;
}

export const startState = (p: AutobetPlan): AutobetState => ({ placed: 0, net: 0, stake: p.baseStake });

/**
 * Whether the run stops before its next bet: the count is reached, the win target is met,
 * or the next stake could take the total loss past the limit (checked before betting, so the
 * limit is never exceeded, not merely noticed afterwards).
 */
export function stopBefore(p: AutobetPlan, s: AutobetState): AutobetStop | null {
  if (s.placed >= p.bets) return 'count';
  if (p.stopWin !== null && s.net >= p.stopWin) return 'win';
  if (s.net - s.stake < -p.stopLoss) return 'loss';
  return null;
}

/** The state after a settled bet: the total moves by payout − stake, the stake by the rule. */
export function afterBet(p: AutobetPlan, s: AutobetState, result: { stake: number; payout: number }): AutobetState {
  const won = result.payout > result.stake;
  const rule = won ? p.onWin : p.onLoss;
  const stake = rule.mode === 'reset' ? p.baseStake : Math.max(1, Math.round(s.stake * (1 + rule.percent / 100)));
  return { placed: s.placed + 1, net: s.net + result.payout - result.stake, stake };
}
