// Hilo (fairness.md): unlimited deck, card = floor(f × 52), one float per card in order.
// Rank = floor(card / 4) (0 = two … 12 = ace), suit = card % 4. A guess pays (1 − e) / P(win).
import { type SeedInput, floats, roundMultiplier } from '../kit/fair';

export const HILO_GUESSES = ['higher', 'lower', 'same'] as const;
export type HiloGuess = (typeof HILO_GUESSES)[number];

export const hiloCard = (f: number) => Math.floor(f * 52);
import { rankOf } from './cards';

export { rankOf };

export function hiloProbability(rank: number, guess: HiloGuess): number {
  if (guess === 'higher') return (12 - rank) / 13;
  if (guess === 'lower') return rank / 13;
  return 1 / 13;
}

/** Multiplier of one guess; 0 when the guess cannot win (higher than an ace, lower than a two). */
export function hiloStepMultiplier(rank: number, guess: HiloGuess, edge = 0.01): number {
  const p = hiloProbability(rank, guess);
  return p === 0 ? 0 : roundMultiplier((1 - edge) / p);
}

export function hiloWins(prevRank: number, nextRank: number, guess: HiloGuess): boolean {
  if (guess === 'higher') return nextRank > prevRank;
  if (guess === 'lower') return nextRank < prevRank;
  return nextRank === prevRank;
}

/** Card i of a game (0 = the starting card). */
export function hiloCards(seed: SeedInput, count: number): number[] {
  return floats(seed, count).map(hiloCard);
}

/** Exact RTP of one guess from a rank (before the multiplier's rounding it is 1 − e). */
export const hiloRtp = (rank: number, guess: HiloGuess, edge = 0.01) =>
  hiloStepMultiplier(rank, guess, edge) * hiloProbability(rank, guess);

/** Replays a finished or running game: actions in order, returns state after them. */
export function hiloReplay(seed: SeedInput, actions: ('skip' | HiloGuess)[], edge = 0.01) {
  const cards = hiloCards(seed, actions.length + 1);
  let multiplier = 1;
  let lost = false;
  for (let i = 0; i < actions.length && !lost; i++) {
    const a = actions[i]!;
    if (a === 'skip') continue;
    const prev = rankOf(cards[i]!);
    if (hiloWins(prev, rankOf(cards[i + 1]!), a))
      multiplier = roundMultiplier(multiplier * hiloStepMultiplier(prev, a, edge));
    else lost = true;
  }
  return { cards, multiplier: lost ? 0 : multiplier, lost };
}

/**
 * The house edge at risk, per unit staked, of the guesses taken: for each guess, the multiplier the
 * player could have cashed out at before it minus its expected value, P(win) × the multiplier after a
 * win. Skips risk nothing. The last guess counts whether it won or lost.
 */
export function hiloRisk(seed: SeedInput, actions: ('skip' | HiloGuess)[], edge = 0.01): number {
  const cards = hiloCards(seed, actions.length + 1);
  let multiplier = 1;
  let risk = 0;
  for (let i = 0; i < actions.length; i++) {
    const a = actions[i]!;
    if (a === 'skip') continue;
    const prev = rankOf(cards[i]!);
    const after = roundMultiplier(multiplier * hiloStepMultiplier(prev, a, edge));
    risk += multiplier - hiloProbability(prev, a) * after;
    if (!hiloWins(prev, rankOf(cards[i + 1]!), a)) break;
    multiplier = after;
  }
  return Math.max(0, risk);
}
