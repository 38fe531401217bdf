// Limbo's bets: body, math and bounds shared by the server, the verifier and the script.
import { z } from 'zod';
import { betAmountSchema, funSchema } from '../../contract/bets';
import { payoutCeiling, payoutOf, roundingFloat } from '../kit/fair';
import { defineInstant } from '../kit/play';
import { hundredths, LIMBO_MAX_TARGET, LIMBO_MIN_TARGET, limboRtp, playLimbo } from './math';

export const limboParamsSchema = z.object({
  // Two decimals; what passes as "a multiple of 0.01" within float error is made exactly one, so
  // the bet, its record and its verification all use the target the player saw (as dice does).
  target: z
    .number()
    .multipleOf(0.01)
    .min(LIMBO_MIN_TARGET)
    .max(LIMBO_MAX_TARGET)
    .transform((t) => hundredths(t) / 100),
});
export type LimboParams = z.output<typeof limboParamsSchema>;
export const limboBetBodySchema = limboParamsSchema.safeExtend({ amount: betAmountSchema, fun: funSchema }).strict();

export default defineInstant({
  slug: 'limbo',
  kind: 'instant',
  body: limboBetBodySchema,
  verifyParams: limboParamsSchema,
  example: { target: 2 },
  representativeEdge: (edge) => edge,
  split: ({ target, amount }) => ({ params: { target }, amount }),
  stakeOf: (_p, amount) => amount,
  amountOf: (_p, stake) => stake,
  settle(seed, params, amount, edge) {
    const r = playLimbo(seed, params, edge);
    return { ...r, payout: payoutOf(amount, r.multiplier, roundingFloat(seed)), stake: amount };
  },
  // A win pays the target, whatever the result: the most a bet can pay.
  bestCase: (p, amount) => payoutCeiling(amount, p.target),
  edgeOf: (p, edge) => 1 - limboRtp(p.target, edge),
});
