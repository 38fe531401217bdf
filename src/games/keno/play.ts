// Keno's bets: body, math and bounds shared by the server, the verifier and the script.
import { z } from 'zod';
import { betAmountSchema, funSchema } from '../../contract/bets';
import { payoutCeiling, payoutOf, roundingFloat } from '../kit/fair';
import { defineInstant } from '../kit/play';
import { KENO_RISKS, KENO_SQUARES, KENO_TABLES, kenoRtp, playKeno } from './math';

export const kenoParamsSchema = z.object({
  risk: z.enum(KENO_RISKS),
  numbers: z
    .array(z.number().int().min(1).max(KENO_SQUARES))
    .min(1)
    .max(10)
    .refine((a) => new Set(a).size === a.length, {
      message: 'Numbers must differ',
      params: { code: 'duplicate_numbers' },
    }),
});
export const kenoBetBodySchema = kenoParamsSchema.extend({ amount: betAmountSchema, fun: funSchema }).strict();

export default defineInstant({
  slug: 'keno',
  kind: 'instant',
  body: kenoBetBodySchema,
  verifyParams: kenoParamsSchema,
  example: { risk: 'classic', numbers: [1, 2, 3] },
  // A table per risk and pick count, each scaled to about 99% (kenoRtp is exact): the plain mean of
  // the 40 tables' edges (≈1.03%).
  verifierChoices: [{ field: 'kenoRisk', ns: 'keno', values: KENO_RISKS }],
  representativeEdge: () => {
    const edges = KENO_RISKS.flatMap((risk) => Array.from({ length: 10 }, (_, i) => 1 - kenoRtp(risk, i + 1)));
    return edges.reduce((s, x) => s + x, 0) / edges.length;
  },
  split: ({ risk, numbers, amount }) => ({ params: { risk, numbers }, amount }),
  stakeOf: (_p, amount) => amount,
  amountOf: (_p, stake) => stake,
  settle(seed, params, amount) {
    const r = playKeno(seed, params);
    return { ...r, payout: payoutOf(amount, r.multiplier, roundingFloat(seed)), stake: amount };
  },
  bestCase: (p, amount) => payoutCeiling(amount, Math.max(...KENO_TABLES[p.risk][p.numbers.length]!)),
  edgeOf: (p) => 1 - kenoRtp(p.risk, p.numbers.length),
});
