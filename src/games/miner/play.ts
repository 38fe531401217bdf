// Miner's rounds: opening body, moves, what the player may see, bounds and the replay that verifies
// a finished game. Shared by the server, the verifier and the script.
import { z } from 'zod';
import { betAmountSchema } from '../../contract/bets';
import { payoutCeiling, payoutOf, roundingFloat } from '../kit/fair';
import { defineRound } from '../kit/play';
import { MINER_MAX_MINES, MINER_MIN_MINES, MINER_TILES, minerMines, minerMultiplier, minerRisk } from './math';

export const minerOpenBodySchema = z
  .object({ amount: betAmountSchema, mines: z.number().int().min(MINER_MIN_MINES).max(MINER_MAX_MINES) })
  .strict();
export const minerRevealBodySchema = z
  .object({
    tile: z
      .number()
      .int()
      .min(0)
      .max(MINER_TILES - 1),
  })
  .strict();
/** A finished game to recompute: its mine count and the tiles it opened, in order. */
export const minerVerifyParamsSchema = z
  .object({
    mines: z.number().int().min(MINER_MIN_MINES).max(MINER_MAX_MINES),
    revealed: z
      .array(
        z
          .number()
          .int()
          .min(0)
          .max(MINER_TILES - 1),
      )
      .max(MINER_TILES - 1)
      .refine((t) => new Set(t).size === t.length, 'a tile opens once'),
  })
  .strict();

type Params = { mines: number };
const revealedOf = (state: Record<string, unknown>) => (state.revealed as number[] | undefined) ?? [];

export default defineRound({
  slug: 'miner',
  kind: 'round',
  open: minerOpenBodySchema,
  paramsOf: (b): Params => ({ mines: b.mines }),
  action: minerRevealBodySchema,
  actionPath: '/bets/current/reveal',
  verifyParams: minerVerifyParamsSchema,
  example: { mines: 3, revealed: [0, 1, 2] },
  representativeEdge: (edge) => edge,
  initialMultiplier: 0,
  initial: () => ({ revealed: [] }),
  act(seed, params, state, { tile }, edge) {
    const revealed = revealedOf(state);
    if (revealed.includes(tile)) throw new RangeError('invalid_move: This tile is already open');
    const next = [...revealed, tile];
    if (minerMines(seed, params.mines).includes(tile))
      return { state: { revealed: next, hit: tile }, multiplier: 0, ends: true };
    // Every safe tile found: nothing left to risk, so the game cashes out by itself.
    return {
      state: { revealed: next },
      multiplier: minerMultiplier(params.mines, next.length, edge),
      ends: next.length === MINER_TILES - params.mines,
    };
  },
  // A cash-out needs a tile opened first (risked); the operator's timeout returns the stake of a
  // game that never opened one.
  cashOutMultiplier: (_p, state, m) => (revealedOf(state).length === 0 ? 1 : m),
  risked: (_p, state) => revealedOf(state).length > 0,
  riskOf: (_seed, p, state, edge) => minerRisk(p.mines, revealedOf(state).length, edge),
  view: (seed, params, state, open) => (open ? { ...state } : { ...state, mines: minerMines(seed, params.mines) }),
  bestCase: (p, stake, edge) => payoutCeiling(stake, minerMultiplier(p.mines, MINER_TILES - p.mines, edge)),
  verifyParamsOf: (p, state) => ({ mines: p.mines, revealed: revealedOf(state) }),
  verify(seed, { mines: count, revealed }, amount, edge) {
    const mines = minerMines(seed, count);
    const at = revealed.findIndex((t) => mines.includes(t));
    const multiplier = at >= 0 ? 0 : revealed.length === 0 ? 1 : minerMultiplier(count, revealed.length, edge);
    const outcome = {
      revealed: at >= 0 ? revealed.slice(0, at + 1) : revealed,
      mines,
      ...(at >= 0 ? { hit: revealed[at] } : {}),
    };
    return { outcome, multiplier, payout: payoutOf(amount, multiplier, roundingFloat(seed)) };
  },
});
