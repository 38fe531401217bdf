// Coinflip's bets: body, math and bounds shared by the server, the verifier and the script.
import { z } from 'zod';
import { betAmountSchema, funSchema } from '../../contract/bets';
import { payoutCeiling, payoutOf, roundingFloat } from '../kit/fair';
import { defineInstant } from '../kit/play';
import { COIN_SIDES, coinMultiplier, coinRtp, playCoinflip } from './math';

export const coinflipParamsSchema = z.object({ side: z.enum(COIN_SIDES) });
export const coinflipBetBodySchema = coinflipParamsSchema.extend({ amount: betAmountSchema, fun: funSchema }).strict();

export default defineInstant({
  slug: 'coinflip',
  kind: 'instant',
  body: coinflipBetBodySchema,
  verifyParams: coinflipParamsSchema,
  example: { side: 'heads' },
  verifierChoices: [{ field: 'side', ns: 'coinflip', values: COIN_SIDES }],
  representativeEdge: (edge) => edge,
  split: ({ side, amount }) => ({ params: { side }, amount }),
  stakeOf: (_p, amount) => amount,
  amountOf: (_p, stake) => stake,
  settle(seed, params, amount, edge) {
    const r = playCoinflip(seed, params, edge);
    return { ...r, payout: payoutOf(amount, r.multiplier, roundingFloat(seed)), stake: amount };
  },
  bestCase: (_p, amount, edge) => payoutCeiling(amount, coinMultiplier(edge)),
  edgeOf: (_p, edge) => 1 - coinRtp(edge),
});
