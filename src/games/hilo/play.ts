// Hilo's rounds: opening body, guesses, what the player may see, bounds and the replay that verifies
// a finished game. Shared by the server, the verifier and the script.
import { z } from 'zod';
import { betAmountSchema } from '../../contract/bets';
import { payoutCeiling, payoutOf, roundingFloat, roundMultiplier } from '../kit/fair';
import { defineRound } from '../kit/play';
import { HILO_GUESSES, type HiloGuess, hiloReplay, hiloRisk, hiloStepMultiplier, rankOf } from './math';

/** The most actions (guesses and skips) one game may take: the game is then cashed out or lost. */
export const HILO_MAX_ACTIONS = 200;
const ACTIONS = [...HILO_GUESSES, 'skip'] as const;
export type HiloAction = (typeof ACTIONS)[number];

export const hiloOpenBodySchema = z.object({ amount: betAmountSchema }).strict();
export const hiloGuessBodySchema = z.object({ guess: z.enum(ACTIONS) }).strict();
/** A finished game to recompute: its actions in order (any game that can exist fits). */
export const hiloVerifyParamsSchema = z.object({ actions: z.array(z.enum(ACTIONS)).max(HILO_MAX_ACTIONS) }).strict();

const actionsOf = (state: Record<string, unknown>) => (state.actions as HiloAction[] | undefined) ?? [];
/** The best a guess from this card can multiply by ('same' pays the most: 13 × (1 − e)). */
const bestStep = (rank: number, edge: number) =>
  Math.max(...HILO_GUESSES.map((g) => hiloStepMultiplier(rank, g, edge)));

export default defineRound({
  slug: 'hilo',
  kind: 'round',
  open: hiloOpenBodySchema,
  paramsOf: () => ({}),
  action: hiloGuessBodySchema,
  actionPath: '/bets/current/guess',
  verifyParams: hiloVerifyParamsSchema,
  example: { actions: ['higher', 'lower', 'skip'] },
  verifierChoices: [{ field: 'actions', ns: 'hilo', values: ['higher', 'lower', 'same', 'skip'] }],
  representativeEdge: (edge) => edge,
  initialMultiplier: 1,
  initial: () => ({ actions: [] }),
  act(seed, _p, state, { guess }, edge) {
    const done = actionsOf(state);
    if (done.length >= HILO_MAX_ACTIONS) throw new RangeError('invalid_move: This game has no more cards: cash out');
    // A game may not skip its way to the last card without a guess: it could then neither go on nor
    // be cashed out (a cash-out needs a guess first).
    if (guess === 'skip' && done.length === HILO_MAX_ACTIONS - 1 && !done.some((a) => a !== 'skip'))
      throw new RangeError('invalid_move: Make a guess: this is the last card of the game');
    const actions = [...done, guess];
    if (guess !== 'skip') {
      const prev = hiloReplay(seed, done, edge).cards[done.length]!;
      if (hiloStepMultiplier(rankOf(prev), guess as HiloGuess, edge) === 0)
        throw new RangeError('invalid_move: This guess cannot win on this card');
    }
    const res = hiloReplay(seed, actions, edge);
    return { state: { actions }, multiplier: res.lost ? 0 : res.multiplier, ends: res.lost };
  },
  cashOutMultiplier: (_p, _s, m) => m,
  // Skips risk nothing: a cash-out needs a guess first.
  risked: (_p, state) => actionsOf(state).some((a) => a !== 'skip'),
  riskOf: (seed, _p, state, edge) => hiloRisk(seed, actionsOf(state), edge),
  view: (seed, _p, state, _open) => {
    const actions = actionsOf(state);
    return { ...state, cards: hiloReplay(seed, actions).cards.slice(0, actions.length + 1) };
  },
  // The first guess's best win; every later guess is bounded by actionBestCase.
  bestCase: (_p, stake, edge) => payoutCeiling(stake, roundMultiplier(bestStep(0, edge))),
  actionBestCase(seed, _p, state, multiplier, { guess }, stake, edge) {
    if (guess === 'skip') return payoutCeiling(stake, multiplier);
    const done = actionsOf(state);
    const card = hiloReplay(seed, done, edge).cards[done.length]!;
    return payoutCeiling(
      stake,
      roundMultiplier(multiplier * hiloStepMultiplier(rankOf(card), guess as HiloGuess, edge)),
    );
  },
  verifyParamsOf: (_p, state) => ({ actions: actionsOf(state) }),
  verify(seed, { actions }, amount, edge) {
    const r = hiloReplay(seed, actions, edge);
    return {
      outcome: { cards: r.cards, lost: r.lost },
      multiplier: r.multiplier,
      payout: payoutOf(amount, r.multiplier, roundingFloat(seed)),
    };
  },
});
