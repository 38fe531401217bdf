// Miner service: POST /miner/bets opens a game; GET /miner/bets/current resumes it;
// POST /miner/bets/current/reveal {tile}; POST /miner/bets/current/cashout.
import { minerOpenBodySchema, minerRevealBodySchema } from '../../contract/bets';
import { roundRoutes } from '../../server/bets/round-routes';
import { cashOut, minerReveal } from '../../server/bets/rounds.server';

export const minerRoutes = roundRoutes({
  game: 'miner',
  open: minerOpenBodySchema,
  params: (b) => ({ mines: b.mines }),
  act: {
    path: '/bets/current/reveal',
    body: minerRevealBodySchema,
    run: (db, userId, b) => minerReveal(db, userId, b.tile),
  },
  cashOut,
});
