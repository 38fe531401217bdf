// Plinko's bets: body, math and bounds shared by the server, the verifier and the script.
import { z } from 'zod';
import { betAmountSchema, funSchema } from '../../contract/bets';
import { payoutCeiling, payoutOf, roundingFloat } from '../kit/fair';
import { defineInstant } from '../kit/play';
import {
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  plinkoMeanEdge,
  type PlinkoRows,
  playPlinko,
  plinkoMaxMultiplier,
  plinkoRtp,
} from './math';

export const plinkoParamsSchema = z.object({
  rows: z
    .number()
    .int()
    .min(PLINKO_MIN_ROWS)
    .max(PLINKO_MAX_ROWS)
    .transform((r) => r as PlinkoRows),
  risk: z.enum(PLINKO_RISKS),
});
export type PlinkoParams = z.output<typeof plinkoParamsSchema>;
export const plinkoBetBodySchema = plinkoParamsSchema.safeExtend({ amount: betAmountSchema, fun: funSchema }).strict();

export default defineInstant({
  slug: 'plinko',
  kind: 'instant',
  body: plinkoBetBodySchema,
  verifyParams: plinkoParamsSchema,
  example: { rows: 16, risk: 'medium' },
  verifierChoices: [{ field: 'plinkoRisk', ns: 'gameKit', values: PLINKO_RISKS }],
  // The plain mean of the 27 tables' exact edges (≈1.0 %): the operator's bonus-weight hint only.
  representativeEdge: () => plinkoMeanEdge(),
  split: ({ rows, risk, amount }) => ({ params: { rows, risk }, amount }),
  stakeOf: (_p, amount) => amount,
  amountOf: (_p, stake) => stake,
  // The payout tables are published at 98.9–99 %: the operator's edge does not change them (as the wheel's).
  settle(seed, params, amount) {
    const r = playPlinko(seed, params);
    return { ...r, payout: payoutOf(amount, r.multiplier, roundingFloat(seed)), stake: amount };
  },
  bestCase: (p, amount) => payoutCeiling(amount, plinkoMaxMultiplier(p.rows, p.risk)),
  edgeOf: (p) => 1 - plinkoRtp(p.rows, p.risk),
});
