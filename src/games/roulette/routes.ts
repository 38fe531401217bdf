// Roulette on the general service: POST /general/roulette/bets (the spec gives it no service).
import { instantBetRoutes } from '../../server/bets/routes';
import roulette from './play';

export default instantBetRoutes(roulette);
