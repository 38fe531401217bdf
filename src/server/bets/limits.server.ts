// Stake and payout limits in force (spec section 9, issue 17): the operator's bet-limits.json over
// the games' built-in defaults. A field the operator left out, or a row that did not validate, takes
// the default; a game with neither in a currency is not offered there (fail closed: never unlimited).
import type { Currency } from '../../contract/common';
import { MIN_PAYOUT } from '../../contract/wallet';
import { GAMES } from '../../games/registry';
import { roomLimits } from '../../games/rooms/limits';
import { ROOM_NAMES } from '../../contract/rooms';
import type { BetLimits } from '../config/schema';

/**
 * The most one bet or one round may pay, minor units, unless the operator sets `maxPayout`: about
 * 10,000 USD in every currency. A bet or round whose best case is above it cannot start.
 */
export const DEFAULT_MAX_PAYOUT: Record<Currency, number> = {
  RUB: 100_000_000,
  USD: 1_000_000,
  EUR: 1_000_000,
  KZT: 500_000_000,
  INR: 100_000_000,
};

export interface StakeLimit {
  min: number;
  max: number;
}

const DEFAULTS = new Map<string, Partial<Record<Currency, StakeLimit>>>(
  GAMES.flatMap((g) => (g.limitKey ? [[g.limitKey, g.defaultLimits ?? {}] as const] : [])),
);

/** The stake limits of a game (its limit key) in a currency, or null when it is not offered there. */
export function stakeLimit(limits: BetLimits, currency: Currency, key: string): StakeLimit | null {
  const builtIn = DEFAULTS.get(key)?.[currency];
  const games = limits[currency]?.games as Record<string, { min?: number; max?: number }> | undefined;
  const row = games && Object.hasOwn(games, key) ? games[key] : undefined;
  const min = row?.min ?? builtIn?.min;
  const max = row?.max ?? builtIn?.max;
  if (min === undefined || max === undefined) return null;
  // An operator's min above the default max (or the reverse) would be an empty range: the default holds.
  if (min > max) return builtIn ?? null;
  return { min: Math.max(1, min), max };
}

export const maxPayout = (limits: BetLimits, currency: Currency): number =>
  limits[currency]?.maxPayout ?? DEFAULT_MAX_PAYOUT[currency];

/** Everything in force in one currency, as GET /bet-limits shows it. */
export function limitsInForce(limits: BetLimits, currency: Currency) {
  const games: Record<string, StakeLimit> = {};
  for (const key of DEFAULTS.keys()) {
    const l = stakeLimit(limits, currency, key);
    if (l) games[key] = l;
  }
  return {
    games,
    minPayout: limits[currency]?.minPayout ?? MIN_PAYOUT[currency],
    maxPayout: maxPayout(limits, currency),
    // Each room's minimum stake (the operator's or the built-in one; the maxima: GET /general/rooms).
    rooms: Object.fromEntries(ROOM_NAMES.map((r) => [r, roomLimits(limits, currency, r).min])),
  };
}
