import betting from './betting';
import cases from './cases';
import coinflip from './coinflip';
import crash from './crash';
import dice from './dice';
import hilo from './hilo';
import keno from './keno';
import { SERVICE_NAMES, type GameDef, type ServiceName } from './kit/types';
import liveCasino from './live-casino';
import miner from './miner';
import rooms from './rooms';
import roulette from './roulette';
import slots from './slots';
import wheel from './wheel';
import limbo from './limbo';
import plinko from './plinko';

// Every game and product area, once, in lobby order. The router, the header and footer, the
// lobby, the sitemap, the bet-limits schema, the service list and its base-URL variables, the
// games catalog table and the restricted-domain switch all read this list. A new game is a
// folder under src/games/ and one line here (see src/games/README.md).
//
// Server components read it; browser code gets what it needs as props, so the texts below
// never travel in a client bundle.
export const GAMES = [
  crash,
  dice,
  miner,
  coinflip,
  keno,
  hilo,
  roulette,
  wheel,
  limbo,
  plinko,
  cases,
  rooms,
  slots,
  liveCasino,
  betting,
] as const;

export type Game = (typeof GAMES)[number];
export type GameSlug = Game['slug'];
export type GamePageKey = Game['routes'][number]['page'];

export { SERVICE_NAMES, type ServiceName };
export type { GameDef, GameInfo, GameKind, GameRoute, Localized } from './kit/types';

const BY_SLUG = new Map<string, Game>(GAMES.map((g) => [g.slug, g]));

export function findGame(slug: string): Game | undefined {
  return BY_SLUG.get(slug);
}

export function getGame<S extends GameSlug>(slug: S): Extract<Game, { slug: S }> {
  return BY_SLUG.get(slug) as Extract<Game, { slug: S }>;
}

/** The game's main page, where the lobby, header and footer link. */
export const gameHref = (g: GameDef): string => g.routes[0].path;

export type BetLimitKey = NonNullable<Game['limitKey']>;
/** Keys of the operator's bet limits (spec section 9), for the config schema. */
export const BET_LIMIT_KEYS = GAMES.flatMap((g) => (g.limitKey ? [g.limitKey] : [])) as [BetLimitKey, ...BetLimitKey[]];

/**
 * The game services to mount and configure: those a game of the registry uses, in the spec's
 * order. The spec lists exactly these seven; a test holds the two lists equal.
 */
export const SERVICES: readonly ServiceName[] = SERVICE_NAMES.filter((s) => GAMES.some((g) => g.service === s));

/** The environment variable that moves a service to its own base URL, e.g. CRASH_API_URL. */
export const serviceEnvVar = <S extends ServiceName>(s: S) => `${s.toUpperCase() as Uppercase<S>}_API_URL` as const;

/** Is the game switched off on this host (the operator's restricted games domains, spec section 6)? */
export function isGameOffOn(g: GameDef, host: string, restrictedDomains: readonly string[]): boolean {
  return g.restrictedOnGamesDomains && restrictedDomains.includes(host.toLowerCase());
}

/** The games a visitor on this host may see and open. */
export function gamesOn(host: string, restrictedDomains: readonly string[]): Game[] {
  return GAMES.filter((g) => !isGameOffOn(g, host, restrictedDomains));
}

/** The game whose page this language-less path is, if any (a route's page or anything below it). */
export function gameAtPath(path: string): Game | undefined {
  return GAMES.find((g) =>
    g.routes.some((r) => {
      const base = r.path.split('/[')[0]!;
      return path === base || path.startsWith(`${base}/`);
    }),
  );
}
