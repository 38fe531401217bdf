import { Hono } from 'hono';
import { SERVICES, type ServiceName } from '../../games/registry';
import { casesRoutes } from '../../games/cases/routes';
import { coinflipRoutes } from '../../games/coinflip/routes';
import { diceRoutes } from '../../games/dice/routes';
import { hiloRoutes } from '../../games/hilo/routes';
import { kenoRoutes } from '../../games/keno/routes';
import { minerRoutes } from '../../games/miner/routes';
import { rouletteRoutes } from '../../games/roulette/routes';
import { fairRoutes } from '../bets/fair-routes';
import { feedRoutes } from '../bets/feed-routes';
import type { ApiEnv } from './types';

/** The game services of spec section 7, as the game registry uses them; each has its own base URL (see env). */
export { SERVICES, type ServiceName };

// What each service serves besides its health check (issue 11). Hilo and roulette live on
// `general` under their own prefix, since the spec gives them no service of their own.
const SERVICE_ROUTES: Partial<Record<ServiceName, [string, Hono<ApiEnv>][]>> = {
  dice: [['/', diceRoutes]],
  coinflip: [['/', coinflipRoutes]],
  keno: [['/', kenoRoutes]],
  cases: [['/', casesRoutes]],
  miner: [['/', minerRoutes]],
  general: [
    ['/', fairRoutes],
    ['/', feedRoutes],
    ['/roulette', rouletteRoutes],
    ['/hilo', hiloRoutes],
  ],
};

/** A service's app, mounted at /<name> on the API host by default. */
export function createServiceApp(name: ServiceName) {
  const app = new Hono<ApiEnv>().get('/health', (c) => c.json({ service: name, status: 'ok' as const }));
  for (const [path, routes] of SERVICE_ROUTES[name] ?? []) app.route(path, routes);
  return app;
}
