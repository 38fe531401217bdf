// Dice's bets: the body, the math and the bounds the server, the verifier and the script share.
import { z } from 'zod';
import { betAmountSchema, funSchema } from '../../contract/bets';
import { payoutCeiling, payoutOf, roundingFloat } from '../kit/fair';
import { defineInstant } from '../kit/play';
import { DICE_MAX_CHANCE, DICE_MIN_CHANCE, diceChance, diceMultiplier, diceRtp, hundredths, playDice } from './math';

export const diceParamsSchema = z
  .object({
    // Two decimals; what passes as "a multiple of 0.01" within float error is made exactly one, so
    // the bet, its record and its verification all use the target the player saw.
    target: z
      .number()
      .multipleOf(0.01)
      .min(0.01)
      .max(99.99)
      .transform((t) => hundredths(t) / 100),
    condition: z.enum(['over', 'under']),
  })
  .refine(
    (p) => {
      const chance = diceChance(p.target, p.condition);
      return chance >= DICE_MIN_CHANCE - 1e-9 && chance <= DICE_MAX_CHANCE + 1e-9;
    },
    {
      message: 'The win chance must be between 0.01% and 98%',
      params: { code: 'chance_out_of_range' },
      path: ['target'],
    },
  );
export type DiceParams = z.output<typeof diceParamsSchema>;
export const diceBetBodySchema = diceParamsSchema.safeExtend({ amount: betAmountSchema, fun: funSchema }).strict();

export default defineInstant({
  slug: 'dice',
  kind: 'instant',
  body: diceBetBodySchema,
  verifyParams: diceParamsSchema,
  example: { target: 50, condition: 'over' },
  verifierChoices: [{ field: 'condition', ns: 'dice', values: ['over', 'under'] }],
  representativeEdge: (edge) => edge,
  split: ({ target, condition, amount }) => ({ params: { target, condition }, amount }),
  stakeOf: (_p, amount) => amount,
  amountOf: (_p, stake) => stake,
  settle(seed, params, amount, edge) {
    const r = playDice(seed, params, edge);
    return { ...r, payout: payoutOf(amount, r.multiplier, roundingFloat(seed)), stake: amount };
  },
  bestCase: (p, amount, edge) => payoutCeiling(amount, diceMultiplier(diceChance(p.target, p.condition), edge)),
  edgeOf: (p, edge) => 1 - diceRtp(p.target, p.condition, edge),
});
