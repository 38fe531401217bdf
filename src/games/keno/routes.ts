// Keno service: POST /keno/bets.
import { kenoBetBodySchema } from '../../contract/bets';
import { instantBetRoutes } from '../../server/bets/routes';

export const kenoRoutes = instantBetRoutes({
  game: 'keno',
  body: kenoBetBodySchema,
  split: async ({ amount, risk, numbers }) => ({ params: { risk, numbers }, amount }),
});
