// Miner service: POST /miner/bets opens a game; GET /miner/bets/current resumes it;
// POST /miner/bets/current/reveal {tile}; POST /miner/bets/current/cashout.
import { roundRoutes } from '../../server/bets/routes';
import miner from './play';

export default roundRoutes(miner);
