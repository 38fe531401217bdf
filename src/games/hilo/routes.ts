// Hilo on the general service: POST /general/hilo/bets opens a game; GET …/bets/current resumes it;
// POST …/bets/current/guess {guess: higher|lower|same|skip}; POST …/bets/current/cashout.
import { roundRoutes } from '../../server/bets/routes';
import hilo from './play';

export default roundRoutes(hilo);
