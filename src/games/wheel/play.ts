// Wheel's bets: body, math and bounds shared by the server, the verifier and the script.
import { z } from 'zod';
import { betAmountSchema, funSchema } from '../../contract/bets';
import { payoutCeiling, payoutOf, roundingFloat } from '../kit/fair';
import { defineInstant } from '../kit/play';
import { playWheel, WHEEL_RISKS, WHEEL_SEGMENTS, wheelMaxMultiplier, wheelRtp } from './math';

export const wheelParamsSchema = z.object({
  risk: z.enum(WHEEL_RISKS),
  segments: z.union(
    WHEEL_SEGMENTS.map((n) => z.literal(n)) as [z.ZodLiteral<10>, ...z.ZodLiteral<20 | 30 | 40 | 50>[]],
  ),
});
export const wheelBetBodySchema = wheelParamsSchema.extend({ amount: betAmountSchema, fun: funSchema }).strict();

export default defineInstant({
  slug: 'wheel',
  kind: 'instant',
  body: wheelBetBodySchema,
  verifyParams: wheelParamsSchema,
  example: { risk: 'medium', segments: 10 },
  // Every table returns 99%.
  verifierChoices: [{ field: 'wheelRisk', ns: 'wheel', values: WHEEL_RISKS }],
  representativeEdge: () => 0.01,
  split: ({ risk, segments, amount }) => ({ params: { risk, segments }, amount }),
  stakeOf: (_p, amount) => amount,
  amountOf: (_p, stake) => stake,
  settle(seed, params, amount) {
    const r = playWheel(seed, params);
    return { ...r, payout: payoutOf(amount, r.multiplier, roundingFloat(seed)), stake: amount };
  },
  bestCase: (p, amount) => payoutCeiling(amount, wheelMaxMultiplier(p.risk, p.segments)),
  edgeOf: (p) => 1 - wheelRtp(p.risk, p.segments),
});
