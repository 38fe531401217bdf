import { Hono } from 'hono';
import cases from '../../games/cases/routes';
import coinflip from '../../games/coinflip/routes';
import crash from '../../games/crash/routes';
import dice from '../../games/dice/routes';
import hilo from '../../games/hilo/routes';
import keno from '../../games/keno/routes';
import miner from '../../games/miner/routes';
import { findGame, SERVICES, type ServiceName } from '../../games/registry';
import rooms from '../../games/rooms/routes';
import roulette from '../../games/roulette/routes';
import wheel from '../../games/wheel/routes';
import limbo from '../../games/limbo/routes';
import plinko from '../../games/plinko/routes';
import { fairRoutes } from '../bets/fair-routes';
import { feedRoutes } from '../bets/feed-routes';
import type { GameRoutes } from '../bets/routes';
import type { ApiEnv } from './types';

/** The game services of spec section 7, as the game registry uses them; each has its own base URL (see env). */
export { SERVICES, type ServiceName };

// The server's list of playable games: each game's routes.ts, one line per game. A game is mounted
// on its registry service: at the service's root when the service is its own (dice on `dice`),
// else under its slug (roulette, hilo and wheel on `general`: /general/roulette/bets).
const GAME_ROUTES: readonly GameRoutes[] = [
  crash,
  dice,
  coinflip,
  keno,
  cases,
  miner,
  roulette,
  hilo,
  wheel,
  limbo,
  plinko,
  rooms,
];

// What `general` serves besides its games: the seeds, verification and the live feed.
const SHARED: Partial<Record<ServiceName, Hono<ApiEnv>[]>> = { general: [fairRoutes, feedRoutes] };

/** A service's app, mounted at /<name> on the API host by default. */
export function createServiceApp(name: ServiceName) {
  const app = new Hono<ApiEnv>().get('/health', (c) => c.json({ service: name, status: 'ok' as const }));
  for (const routes of SHARED[name] ?? []) app.route('/', routes);
  for (const g of GAME_ROUTES) {
    const service = findGame(g.slug)?.service;
    if (service === name) app.route(service === g.slug ? '/' : `/${g.slug}`, g.app);
  }
  return app;
}
