// Roulette's bets: placements, math and bounds shared by the server, the verifier and the script.
import { z } from 'zod';
import { betAmountSchema, funSchema } from '../../contract/bets';
import { roundMultiplier } from '../kit/fair';
import { defineInstant } from '../kit/play';
import { coveredNumbers, playRoulette, ROULETTE_BET_TYPES, ROULETTE_RTP, rouletteBestCase, rouletteRtp } from './math';

export const roulettePlacementSchema = z
  .object({
    type: z.enum(ROULETTE_BET_TYPES),
    value: z.number().int().min(0).max(36).optional(),
    second: z.number().int().min(0).max(36).optional(),
    amount: betAmountSchema,
  })
  .strict()
  .refine((p) => coveredNumbers(p.type, p.value, p.second) !== null, {
    message: 'Not a valid bet of this type: check value (and second for a split)',
    params: { code: 'invalid_bet' },
    path: ['value'],
  });
export const rouletteParamsSchema = z.object({ placements: z.array(roulettePlacementSchema).min(1).max(50) });
/** Roulette's stake is the sum of its placements. */
export const rouletteBetBodySchema = rouletteParamsSchema.extend({ fun: funSchema }).strict();

export default defineInstant({
  slug: 'roulette',
  kind: 'instant',
  body: rouletteBetBodySchema,
  verifyParams: rouletteParamsSchema,
  example: { placements: [{ type: 'red', amount: 100 }] },
  // 36 for 37 pockets.
  verifierChoices: [{ field: 'betType', ns: 'roulette', values: ROULETTE_BET_TYPES }],
  representativeEdge: () => 1 - ROULETTE_RTP,
  split: ({ placements }) => ({ params: { placements }, amount: 0 }),
  stakeOf: (p) => p.placements.reduce((s, x) => s + x.amount, 0),
  amountOf: () => 0,
  // Every roulette payout is a whole number of minor units (36/n of a stake of n-multiples or floored
  // per placement as the table pays), so no rounding float is needed.
  settle(seed, params) {
    const r = playRoulette(seed, params.placements);
    return { outcome: r.outcome, multiplier: roundMultiplier(r.multiplier), payout: r.payout, stake: r.staked };
  },
  bestCase: (p) => rouletteBestCase(p.placements),
  edgeOf: (p) => 1 - rouletteRtp(p.placements),
});
