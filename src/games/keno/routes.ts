// Keno on its service: POST …/bets (see play.ts for the body).
import { instantBetRoutes } from '../../server/bets/routes';
import keno from './play';

export default instantBetRoutes(keno);
