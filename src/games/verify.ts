// One pure function per instant game from seeds and bet parameters to outcome and payout: used by
// the server when it settles a bet, by GET /fair/verify, by the browser verifier and (bundled) by
// scripts/verify-bet.mjs. Nothing here depends on the stake except the payout's scaling.
import type { z } from 'zod';
import type {
  casesParamsSchema,
  coinflipParamsSchema,
  diceParamsSchema,
  InstantGame,
  kenoParamsSchema,
  rouletteParamsSchema,
} from '../contract/bets';
import { openCases } from './cases/math';
import { CASE_CONTENTS } from './cases/contents';
import { playCoinflip } from './coinflip/math';
import { playDice } from './dice/math';
import { type SeedInput, payoutOf, roundMultiplier } from './kit/fair';
import { playKeno } from './keno/math';
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
