// Hilo on the general service: POST /general/hilo/bets opens a game; GET …/bets/current resumes it;
// POST …/bets/current/guess {guess: higher|lower|same|skip}; POST …/bets/current/cashout.
import { hiloGuessBodySchema, hiloOpenBodySchema } from '../../contract/bets';
import { roundRoutes } from '../../server/bets/round-routes';
import { cashOut, hiloGuess } from '../../server/bets/rounds.server';

export const hiloRoutes = roundRoutes({
  game: 'hilo',
  open: hiloOpenBodySchema,
  params: () => ({}),
  act: {
    path: '/bets/current/guess',
    body: hiloGuessBodySchema,
    run: (db, userId, b) => hiloGuess(db, userId, b.guess),
  },
  cashOut,
});
