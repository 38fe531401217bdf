// The playable in-house games, once: each folder's play.ts (parameters, math, bounds). The server
// settles, limits and verifies bets through this list; the browser verifier and the live feed's
// recheck load it lazily; scripts/verify-bet.mjs is an independent copy written from fairness.md.
// A new game is its folder plus one line here (and one in registry.ts, the server's
// src/server/api/services.ts and the screens' src/components/games/screens.tsx).
import cases from './cases/play';
import coinflip from './coinflip/play';
import dice from './dice/play';
import hilo from './hilo/play';
import keno from './keno/play';
import type { SeedInput } from './kit/fair';
import type { InstantPlay, RoundPlay, Settled } from './kit/play';
import miner from './miner/play';
import roulette from './roulette/play';
import wheel from './wheel/play';
import limbo from './limbo/play';
import plinko from './plinko/play';

export const PLAY_GAMES = [dice, coinflip, keno, roulette, cases, wheel, limbo, plinko, miner, hilo] as const;
export type PlayGame = (typeof PLAY_GAMES)[number];
export type PlaySlug = PlayGame['slug'];
export type InstantSlug = Extract<PlayGame, { kind: 'instant' }>['slug'];
export type RoundSlug = Extract<PlayGame, { kind: 'round' }>['slug'];
export const PLAY_SLUGS = PLAY_GAMES.map((g) => g.slug) as [PlaySlug, ...PlaySlug[]];

const BY_SLUG = new Map<string, PlayGame>(PLAY_GAMES.map((g) => [g.slug, g]));

/** The definition of a playable game by slug (a Map: no request can name a prototype key). */
export function playDef(slug: string): PlayGame | undefined {
  return BY_SLUG.get(slug);
}

type AnyInstant = InstantPlay<unknown, unknown>;
type AnyRound = RoundPlay<unknown, unknown, unknown, unknown>;
export const asInstant = (g: PlayGame) => g as unknown as AnyInstant;
export const asRound = (g: PlayGame) => g as unknown as AnyRound;

/**
 * Recomputes any revealed bet: an instant game as it settled, a finished round by replaying its
 * moves. `params` are the game's verify parameters (already parsed); `amount` the stake, or a
 * case's unit price. Throws RangeError for an unknown game or impossible parameters.
 */
export function verifyBet(
  game: string,
  seed: SeedInput,
  params: unknown,
  amount: number,
  edge = 0.01,
): Omit<Settled, 'stake'> {
  const def = playDef(game);
  if (!def) throw new RangeError(`unknown game ${game}`);
  if (def.kind === 'round') return asRound(def).verify(seed, params, amount, edge);
  const { stake: _stake, ...rest } = asInstant(def).settle(seed, params, amount, edge);
  return rest;
}

/** Equal as JSON values, whatever the keys' order: the database's jsonb keeps its own order. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a);
    const o = b as Record<string, unknown>;
    return (
      ka.length === Object.keys(o).length &&
      ka.every((k) => Object.hasOwn(o, k) && sameJson((a as Record<string, unknown>)[k], o[k]))
    );
  }
  return Object.is(a, b);
}

/**
 * Whether a stored bet (as GET /bets/:id shows it) is what its revealed seed gives: the same
 * outcome and payout for an instant bet; for a finished round, its moves replayed to the same
 * payout (and the same mine hit). What the bet detail and anyone's script can check.
 */
export function recheck(
  bet: {
    game: string;
    params: Record<string, unknown>;
    outcome: Record<string, unknown>;
    amount: number;
    payout: number;
  },
  seed: SeedInput,
): boolean {
  try {
    const def = playDef(bet.game);
    if (!def) return false;
    if (def.kind === 'round') {
      const r = asRound(def);
      const v = r.verify(seed, r.verifyParamsOf(bet.params, bet.outcome), bet.amount, 0.01);
      return v.payout === bet.payout && (v.outcome.hit ?? null) === (bet.outcome.hit ?? null);
    }
    const g = asInstant(def);
    const params = g.verifyParams.parse(bet.params);
    const s = g.settle(seed, params, g.amountOf(params, bet.amount), 0.01);
    return sameJson(s.outcome, bet.outcome) && s.payout === bet.payout;
  } catch {
    return false;
  }
}
