// Limbo on its service: POST …/bets (see play.ts for the body).
import { instantBetRoutes } from '../../server/bets/routes';
import limbo from './play';

export default instantBetRoutes(limbo);
