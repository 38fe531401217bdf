// The games settled in one request (issue 11), without their schemas: client code that only
// needs the list (the live feed) must not pull zod into a page's first load.
export const INSTANT_GAMES = ['dice', 'coinflip', 'keno', 'roulette', 'cases'] as const;
export type InstantGame = (typeof INSTANT_GAMES)[number];

/** Roulette's bet types: the placement schema, the math and the screen's labels share this list. */
export const ROULETTE_BET_TYPES = [
  'straight',
  'split',
  'street',
  'corner',
  'six_line',
  'trio',
  'first_four',
  'dozen',
  'column',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
] as const;
export type RouletteBetType = (typeof ROULETTE_BET_TYPES)[number];

/** Every game a revealed bet can be recomputed for: the instant games and the rounds. */
export const VERIFIABLE_GAMES = [...INSTANT_GAMES, 'miner', 'hilo'] as const;
export type VerifiableGame = (typeof VERIFIABLE_GAMES)[number];
