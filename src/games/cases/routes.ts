// Cases service: POST /cases/bets opens 1–5 of one case; the stake is its price × count.
import { BetError, casesBetBodySchema } from '../../contract/bets';
import { instantBetRoutes } from '../../server/bets/routes';
import { CASE_CONTENTS } from './contents';

export const casesRoutes = instantBetRoutes({
  game: 'cases',
  body: casesBetBodySchema,
  split: async (body, c) => {
    const db = await c.get('deps').getDb();
    const { rows } = await db.query<{ price: string; prices: Record<string, number> }>(
      'SELECT price, jsonb_build_object(currency, price) || prices AS prices FROM cases WHERE slug = $1 AND is_active',
      [body.case],
    );
    if (!rows[0] || !CASE_CONTENTS[body.case]) throw new BetError('not_found', 'No such case', 'case');
    // Fun openings cost the list price; a real one costs the case's price in the account currency.
    return {
      params: { case: body.case, count: body.count },
      amount: Number(rows[0].price),
      prices: rows[0].prices,
    };
  },
});
