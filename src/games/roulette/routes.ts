// Roulette on the general service: POST /general/roulette/bets (the spec gives it no service).
import { BetError, rouletteBetBodySchema } from '../../contract/bets';
import { instantBetRoutes } from '../../server/bets/routes';
import { coveredNumbers } from './math';

export const rouletteRoutes = instantBetRoutes({
  game: 'roulette',
  body: rouletteBetBodySchema,
  split: async ({ placements }) => {
    placements.forEach((p, i) => {
      if (!coveredNumbers(p.type, p.value, p.second)) {
        throw new BetError('game_unavailable', `Placement ${i + 1} is not a valid ${p.type} bet`, `placements.${i}`);
      }
    });
    return { params: { placements }, amount: 0 };
  },
});
