// Dice service: POST /dice/bets.
import { diceBetBodySchema } from '../../contract/bets';
import { instantBetRoutes } from '../../server/bets/routes';

export const diceRoutes = instantBetRoutes({
  game: 'dice',
  body: diceBetBodySchema,
  split: async ({ amount, target, condition }) => ({ params: { target, condition }, amount }),
});
