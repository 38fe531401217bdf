// Dice (fairness.md): roll = floor(f × 10001) / 100, 0.00–100.00. Chance c% → (100 − e%) / c.
// Rolls and targets are compared in whole hundredths: a target is a two-decimal number, and a float a
// hair off one (0.010000000000000002) must neither widen the win nor keep the narrower win's price.
import { type SeedInput, floats, roundMultiplier } from '../kit/fair';

export type DiceCondition = 'over' | 'under';
export const DICE_MIN_CHANCE = 0.01;
export const DICE_MAX_CHANCE = 98;

export const diceRoll = (f: number) => Math.floor(f * 10001) / 100;

/** A target (or roll) in whole hundredths: 0.01 → 1, 99.99 → 9999. */
export const hundredths = (x: number) => Math.round(x * 100);

/** Win chance in percent for a target (two decimals), as shown to the player. */
export function diceChance(target: number, condition: DiceCondition): number {
  const t = hundredths(target);
  return (condition === 'over' ? 10000 - t : t) / 100;
}

export function diceMultiplier(chance: number, edge = 0.01): number {
  return roundMultiplier((100 - edge * 100) / chance);
}

export function diceWins(roll: number, target: number, condition: DiceCondition): boolean {
  const [r, t] = [hundredths(roll), hundredths(target)];
  return condition === 'over' ? r > t : r < t;
}

/** Exact RTP: of the 10001 equally likely rolls, count the winning ones. */
export function diceRtp(target: number, condition: DiceCondition, edge = 0.01): number {
  const t = hundredths(target);
  const wins = condition === 'over' ? 10000 - t : t;
  return (diceMultiplier(diceChance(target, condition), edge) * wins) / 10001;
}

export function playDice(seed: SeedInput, p: { target: number; condition: DiceCondition }, edge = 0.01) {
  const roll = diceRoll(floats(seed, 1)[0]!);
  const multiplier = diceMultiplier(diceChance(p.target, p.condition), edge);
  const win = diceWins(roll, p.target, p.condition);
  return { outcome: { roll }, multiplier: win ? multiplier : 0 };
}
