// Coinflip service: POST /coinflip/bets.
import { coinflipBetBodySchema } from '../../contract/bets';
import { instantBetRoutes } from '../../server/bets/routes';

export const coinflipRoutes = instantBetRoutes({
  game: 'coinflip',
  body: coinflipBetBodySchema,
  split: async ({ amount, side }) => ({ params: { side }, amount }),
});
