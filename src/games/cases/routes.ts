// Cases service: POST /cases/bets opens 1–5 of one case; the stake is its price × count.
import { BetError } from '../../contract/bets';
import { instantBetRoutes } from '../../server/bets/routes';
import cases, { caseContents } from './play';

export default instantBetRoutes(cases, {
  // Fun openings cost the list price; a real one costs the case's price in the account currency.
  async price(params, deps) {
    const db = await deps.getDb();
    const { rows } = await db.query<{ price: string; prices: Record<string, number> }>(
      'SELECT price, jsonb_build_object(currency, price) || prices AS prices FROM cases WHERE slug = $1 AND is_active',
      [params.case],
    );
    if (!rows[0] || !caseContents(params.case)) throw new BetError('not_found', 'No such case', 'case');
    return { amount: Number(rows[0].price), prices: rows[0].prices };
  },
});
