// One pure function per instant game from seeds and bet parameters to outcome and payout: used by
// the server when it settles a bet, by GET /fair/verify, by the browser verifier and (bundled) by
// scripts/verify-bet.mjs. Nothing here depends on the stake except the payout's scaling.
import type { z } from 'zod';
import type {
  casesParamsSchema,
  coinflipParamsSchema,
  diceParamsSchema,
  hiloVerifyParamsSchema,
  InstantGame,
  kenoParamsSchema,
  minerVerifyParamsSchema,
  rouletteParamsSchema,
} from '../contract/bets';
import type { VerifiableGame } from '../contract/instant-games';
import { openCases } from './cases/math';
import { CASE_CONTENTS } from './cases/contents';
import { playCoinflip } from './coinflip/math';
import { playDice } from './dice/math';
import { hiloReplay } from './hilo/math';
import { type SeedInput, payoutOf, roundMultiplier } from './kit/fair';
import { playKeno } from './keno/math';
import { minerMines, minerMultiplier } from './miner/math';
import { playRoulette } from './roulette/math';

export interface Settled {
  outcome: Record<string, unknown>;
  multiplier: number;
  payout: number;
  /** The stake the bet costs (roulette: sum of placements; cases: price × count). */
  stake: number;
}

export type GameParams = {
  dice: z.output<typeof diceParamsSchema>;
  coinflip: z.output<typeof coinflipParamsSchema>;
  keno: z.output<typeof kenoParamsSchema>;
  roulette: z.output<typeof rouletteParamsSchema>;
  cases: z.output<typeof casesParamsSchema>;
};
export type VerifyParams = GameParams & {
  miner: z.output<typeof minerVerifyParamsSchema>;
  hilo: z.output<typeof hiloVerifyParamsSchema>;
};

/** `amount`: the stake (dice, coinflip, keno) or the case price (cases); unused for roulette. */
export function settle<G extends InstantGame>(
  game: G,
  seed: SeedInput,
  params: GameParams[G],
  amount: number,
  edge = 0.01,
): Settled {
  switch (game) {
    case 'dice':
    case 'coinflip':
    case 'keno': {
      const r =
        game === 'dice'
          ? playDice(seed, params as GameParams['dice'], edge)
          : game === 'coinflip'
            ? playCoinflip(seed, params as GameParams['coinflip'], edge)
            : playKeno(seed, params as GameParams['keno']);
      return { outcome: r.outcome, multiplier: r.multiplier, payout: payoutOf(amount, r.multiplier), stake: amount };
    }
    case 'roulette': {
      const r = playRoulette(seed, (params as GameParams['roulette']).placements);
      return { outcome: r.outcome, multiplier: roundMultiplier(r.multiplier), payout: r.payout, stake: r.staked };
    }
    case 'cases': {
      const p = params as GameParams['cases'];
      const def = CASE_CONTENTS[p.case];
      if (!def) throw new RangeError(`unknown case ${p.case}`);
      const items = openCases(seed, def, p.count);
      const payout = items.reduce((s, i) => s + payoutOf(amount, i.value), 0);
      const stake = amount * p.count;
      return {
        outcome: { items: items.map((i) => ({ id: i.id, value: i.value })) },
        multiplier: roundMultiplier(payout / stake),
        payout,
        stake,
      };
    }
  }
  throw new RangeError(`unknown game ${String(game)}`);
}

/**
 * Recomputes any revealed bet: an instant game as `settle` does, a finished round (miner, hilo)
 * by replaying its moves the way rounds.server.ts plays them. `amount` is the stake.
 */
export function verifyBet<G extends VerifiableGame>(
  game: G,
  seed: SeedInput,
  params: VerifyParams[G],
  amount: number,
  edge = 0.01,
): Omit<Settled, 'stake'> {
  if (game === 'miner') {
    const { mines: count, revealed } = params as VerifyParams['miner'];
    const mines = minerMines(seed, count);
    const at = revealed.findIndex((t) => mines.includes(t));
    // Cashing out before any tile returns the stake; a mine ends the game with nothing.
    const multiplier = at >= 0 ? 0 : revealed.length === 0 ? 1 : minerMultiplier(count, revealed.length, edge);
    const outcome = {
      revealed: at >= 0 ? revealed.slice(0, at + 1) : revealed,
      mines,
      ...(at >= 0 ? { hit: revealed[at] } : {}),
    };
    return { outcome, multiplier, payout: payoutOf(amount, multiplier) };
  }
  if (game === 'hilo') {
    const { actions } = params as VerifyParams['hilo'];
    const r = hiloReplay(seed, actions, edge);
    return {
      outcome: { cards: r.cards, lost: r.lost },
      multiplier: r.multiplier,
      payout: payoutOf(amount, r.multiplier),
    };
  }
  const { stake: _stake, ...rest } = settle(game as InstantGame, seed, params as GameParams[InstantGame], amount, edge);
  return rest;
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
    if (bet.game === 'miner') {
      const revealed = (bet.outcome.revealed as number[] | undefined) ?? [];
      const s = verifyBet('miner', seed, { mines: Number(bet.params.mines), revealed }, bet.amount);
      return s.payout === bet.payout && (s.outcome.hit ?? null) === (bet.outcome.hit ?? null);
    }
    if (bet.game === 'hilo') {
      const actions = (bet.outcome.actions as VerifyParams['hilo']['actions'] | undefined) ?? [];
      return verifyBet('hilo', seed, { actions }, bet.amount).payout === bet.payout;
    }
    const game = bet.game as InstantGame;
    const s = settle(game, seed, bet.params as GameParams[typeof game], bet.amount);
    return JSON.stringify(s.outcome) === JSON.stringify(bet.outcome) && s.payout === bet.payout;
  } catch {
    return false;
  }
}
