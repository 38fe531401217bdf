// Cases' bets: body, math and bounds shared by the server, the verifier and the script. The unit
// price is the catalog's (a database read), so the route fills `amount` in; the body names no amount.
import { z } from 'zod';
import { funSchema } from '../../contract/bets';
import { payoutCeiling, payoutOf, roundingFloat, roundMultiplier } from '../kit/fair';
import { defineInstant } from '../kit/play';
import { CASE_CONTENTS } from './contents';
import { type CaseDef, caseRtp, openCases } from './math';

/** The contents of a case by slug; own properties only, so no request can name a prototype key. */
export const caseContents = (slug: string): CaseDef | undefined =>
  Object.hasOwn(CASE_CONTENTS, slug) ? CASE_CONTENTS[slug] : undefined;

export const casesParamsSchema = z.object({
  case: z.string().regex(/^[a-z0-9-]{1,40}$/),
  count: z.number().int().min(1).max(5).default(1),
});
/** Cases: the stake is the case price × count; no amount is sent. */
export const casesBetBodySchema = casesParamsSchema.extend({ fun: funSchema }).strict();

function contentsOf(slug: string): CaseDef {
  const def = caseContents(slug);
  if (!def) throw new RangeError(`unknown case ${slug}`);
  return def;
}

export default defineInstant({
  slug: 'cases',
  kind: 'instant',
  body: casesBetBodySchema,
  verifyParams: casesParamsSchema,
  example: { case: 'starter', count: 1 },
  // The mean of each case's exact edge (1 − caseRtp; 2.6% steady … 4.5% volatile).
  verifierChoices: [
    {
      field: 'items',
      ns: 'casesPlay.items',
      values: [...new Set(Object.values(CASE_CONTENTS).flatMap((c) => c.items.map((i) => i.id)))],
    },
  ],
  representativeEdge: () => {
    const edges = Object.values(CASE_CONTENTS).map((c) => 1 - caseRtp(c));
    return edges.reduce((s, x) => s + x, 0) / edges.length;
  },
  split: (body) => ({ params: { case: body.case, count: body.count }, amount: 0 }),
  stakeOf: (p, price) => price * p.count,
  amountOf: (p, stake) => stake / p.count,
  settle(seed, params, price) {
    const items = openCases(seed, contentsOf(params.case), params.count);
    // One payout for the whole opening: price × the items' summed values, rounded once.
    const total = items.reduce((s, i) => s + Math.round(i.value * 10_000), 0) / 10_000;
    const stake = price * params.count;
    const payout = payoutOf(price, total, roundingFloat(seed));
    return {
      outcome: { items: items.map((i) => ({ id: i.id, value: i.value })) },
      multiplier: roundMultiplier(payout / stake),
      payout,
      stake,
    };
  },
  bestCase: (p, price) => payoutCeiling(price, Math.max(...contentsOf(p.case).items.map((i) => i.value)) * p.count),
  edgeOf: (p) => 1 - caseRtp(contentsOf(p.case)),
});
