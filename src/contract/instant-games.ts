// The games settled in one request (issue 11), without their schemas: client code that only
// needs the list (the live feed) must not pull zod into a page's first load.
export const INSTANT_GAMES = ['dice', 'coinflip', 'keno', 'roulette', 'cases'] as const;
export type InstantGame = (typeof INSTANT_GAMES)[number];
