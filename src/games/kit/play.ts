// What a playable in-house game tells the rest of the system about its bets: its parameters (zod),
// its pure math (outcome and payout from seeds), the stake a bet costs and the most it can pay.
// One `play.ts` per game folder exports one of these; src/games/play.ts lists them. The server
// settles and verifies with it, the browser verifier and the offline script recompute with it;
// nothing here touches HTTP or a database.
import type { z } from 'zod';
import type { SeedInput } from './fair';

export interface Settled {
  outcome: Record<string, unknown>;
  /** The bet's multiplier (total return per unit staked), 4 decimals. */
  multiplier: number;
  /** What the bet pays, minor units (0: lost). */
  payout: number;
  /** What the bet costs, minor units. */
  stake: number;
}

interface PlayBase<V> {
  readonly slug: string;
  /** The parameters a finished bet is recomputed from (GET /fair/verify `params`, the verifier). */
  readonly verifyParams: z.ZodType<V>;
  /** A sample of verifyParams, shown in the verifier's form. */
  readonly example: V;
  /**
   * One house edge for the whole game (a fraction; `edge` is the configured one the formulas take),
   * for the operator's bonus cost estimate (src/server/vip/edges.server.ts, `npm run bonus --
   * templates`). Loyalty never reads it: each bet counts its own edgeOf / riskOf.
   */
  representativeEdge(edge: number): number;
  /**
   * The verifier's named choices of this game: the form field (a key of the verifier's choices),
   * the translation namespace and the values (each named by `ns.value`).
   */
  readonly verifierChoices?: readonly { field: string; ns: string; values: readonly string[] }[];
}

/** A game settled in the request that places it (dice, coinflip, keno, roulette, cases, wheel). */
export interface InstantPlay<P = unknown, B = unknown> extends PlayBase<P> {
  readonly kind: 'instant';
  /** The body of POST …/bets (besides `fun`, which every instant game takes). */
  readonly body: z.ZodType<B>;
  /** The game parameters and the amount (the stake, or a unit price) of a bet body. */
  split(body: B): { params: P; amount: number };
  /** The stake a bet costs, known before any randomness (so limits never see the outcome). */
  stakeOf(params: P, amount: number): number;
  /** The amount `settle` takes, back from a stored bet's stake (the inverse of stakeOf). */
  amountOf(params: P, stake: number): number;
  settle(seed: SeedInput, params: P, amount: number, edge: number): Settled;
  /** The most the bet can pay, minor units: a bet above the operator's maximum payout is refused. */
  bestCase(params: P, amount: number, edge: number): number;
  /**
   * The house edge a bet with these parameters puts at risk, per unit staked: 1 − its exact RTP,
   * from the game's own math (never a flat figure). Loyalty (VIP points, rakeback, rewards, races)
   * counts stake × this, once the bet is settled (docs/decisions/053).
   */
  edgeOf(params: P, edge: number): number;
}

/** A game of several steps on one bet (miner, hilo): opened with the stake, acted on, cashed out. */
export interface RoundPlay<P = unknown, O = unknown, A = unknown, V = unknown> extends PlayBase<V> {
  readonly kind: 'round';
  /** The body of POST …/bets that opens a round (`amount` is the stake). */
  readonly open: z.ZodType<O & { amount: number }>;
  /** The round's parameters from its opening body. */
  paramsOf(body: O): P;
  /** The body of the round's action (reveal a tile, guess a card). */
  readonly action: z.ZodType<A>;
  /** The path of the action under the game's mount, e.g. '/bets/current/reveal'. */
  readonly actionPath: string;
  /** The round's state before any action. */
  initial(params: P): Record<string, unknown>;
  /** The multiplier a round stands at before any action (miner 0: nothing found yet; hilo 1). */
  readonly initialMultiplier: number;
  /**
   * Applies one action to an open round. Returns the new state and either the multiplier the
   * round stands at (it goes on), or how it ends (lost: 0; or won outright at the multiplier).
   * Throws RangeError('invalid_move: …') for an action that is not allowed.
   */
  act(
    seed: SeedInput,
    params: P,
    state: Record<string, unknown>,
    action: A,
    edge: number,
  ): { state: Record<string, unknown>; multiplier: number; ends: boolean };
  /** The multiplier a cash-out pays now. */
  cashOutMultiplier(params: P, state: Record<string, unknown>, multiplier: number): number;
  /**
   * Whether the round has put anything at risk yet (a tile opened, a card guessed). A cash-out
   * before that is refused: it would hand the stake back for a bet that risked nothing, and such
   * rounds were farmed for loyalty (issue 38, docs/decisions/053).
   */
  risked(params: P, state: Record<string, unknown>): boolean;
  /**
   * The house edge the decisions taken put at risk, per unit staked, from the game's own math: for
   * each step, the value the player could have cashed out before it minus the step's expected value
   * (P(win) × the value after). 0 for a round that risked nothing. Loyalty counts stake × this once
   * the round is settled.
   */
  riskOf(seed: SeedInput, params: P, state: Record<string, unknown>, edge: number): number;
  /** What the player may see of a round: open rounds hide what is still to come. */
  view(seed: SeedInput, params: P, state: Record<string, unknown>, open: boolean): Record<string, unknown>;
  /** The most a round opened with these parameters can pay before it must be cashed out, minor units. */
  bestCase(params: P, stake: number, edge: number): number;
  /**
   * The most the round can pay if this action wins, from its current state (hilo: a guess whose
   * win would pay more than the maximum is refused; the player cashes out instead).
   */
  actionBestCase?(
    seed: SeedInput,
    params: P,
    state: Record<string, unknown>,
    multiplier: number,
    action: A,
    stake: number,
    edge: number,
  ): number;
  /** The verify params of a finished round, from its stored parameters and state. */
  verifyParamsOf(params: P, state: Record<string, unknown>): V;
  /** Recomputes a finished round from its revealed seed by replaying its moves. */
  verify(seed: SeedInput, params: V, amount: number, edge: number): Omit<Settled, 'stake'>;
}

export type PlayDef = InstantPlay<never, never> | RoundPlay<never, never, never, never>;

/** Keeps the literal slug and types the math by the game's own schemas. */
export const defineInstant = <V extends z.ZodType, B extends z.ZodType, const S extends string>(
  def: { slug: S; verifyParams: V; body: B } & Omit<
    InstantPlay<z.output<V>, z.output<B>>,
    'slug' | 'verifyParams' | 'body'
  >,
) => def;
export const defineRound = <
  P,
  V extends z.ZodType,
  O extends z.ZodType<{ amount: number }>,
  A extends z.ZodType,
  const S extends string,
>(
  def: { slug: S; verifyParams: V; open: O; action: A; paramsOf(body: z.output<O>): P } & Omit<
    RoundPlay<P, z.output<O>, z.output<A>, z.output<V>>,
    'slug' | 'verifyParams' | 'open' | 'action' | 'paramsOf'
  >,
) => def;
