// The studio's four slots: pure maths, no HTTP, no database. Each title is published data (reels,
// paytable, lines, rules, the order floats are taken in) plus one `play` function that both the
// spin route (with steps for the screen) and the simulations (without) run, so what is measured is
// what pays. Figures (RTP, hit rate, standard deviation) are constants here, computed exactly by
// exact.ts (candy-cascade: by simulation.ts's reference run) and checked by
// tests/unit/studio-slots.test.ts. See docs/decisions/041-studio-slots.md.
import * as candy from './candy-cascade';
import * as dragon from './dragon-vault';
import * as lucky from './lucky-sevens';
import * as pharaoh from './pharaoh-lines';
import type { Published, SlotGame, SpinOutcome, SpinStep } from './types';

export type * from './types';

/** Volatility label from the standard deviation of one spin's multiplier. */
export function volatilityOf(sd: number): SlotGame['volatility'] {
  if (sd < 3) return 'low';
  if (sd < 7) return 'medium';
  if (sd < 15) return 'high';
  return 'very_high';
}

interface Definition {
  code: string;
  title: string;
  published: Published;
  maxWinX: number;
  /** Exact figures (percent for RTPs). */
  rtp: number;
  hitRate: number;
  sd: number;
  buy: { costX: number; rtp: number } | null;
  /** One round in cents of stake, uncapped; records steps when given an array. */
  play(next: () => number, buy: boolean, steps: SpinStep[] | null): number;
}

function define(d: Definition): SlotGame {
  const cap = d.maxWinX * 100;
  const check = (buy: boolean) => {
    if (buy && !d.buy) throw new Error(`${d.code} has no bonus buy`);
  };
  return {
    code: d.code,
    kind: 'slots',
    title: d.title,
    rtp: Math.round(d.rtp * 100) / 100,
    volatility: volatilityOf(d.sd),
    hitRate: d.hitRate,
    sd: d.sd,
    maxWinX: d.maxWinX,
    buy: d.buy && { costX: d.buy.costX, rtp: Math.round(d.buy.rtp * 100) / 100 },
    published: d.published,
    spin(next, { buy }): SpinOutcome {
      check(buy);
      let used = 0;
      const counted = () => {
        used++;
        return next();
      };
      const steps: SpinStep[] = [];
      const cents = d.play(counted, buy, steps);
      const multiplier = Math.min(cents, cap) / 100;
      steps.push({ type: 'total', multiplier, capped: cents > cap });
      return { multiplier, floatsUsed: used, steps };
    },
    simulate(next, buy) {
      check(buy);
      return Math.min(d.play(next, buy, null), cap);
    },
  };
}

/**
 * The figures of each title: exact.ts's exact results (RTP in percent, hit rate, standard deviation
 * of the multiplier), except candy-cascade's, which are simulation.ts's reference run (10^8 spins,
 * sfc32 seed 41; the RTP's 99% interval is ± CANDY_RTP_CI99 percentage points). The tests recompute
 * them.
 */
export const FIGURES = {
  'lucky-sevens': { rtp: 95.95410628019316, hitRate: 0.5658967391304283, sd: 2.2213771530389255 },
  'pharaoh-lines': { rtp: 96.52336202795567, hitRate: 0.5384764169639318, sd: 3.2881224874963895 },
  'candy-cascade': { rtp: 95.9759307, hitRate: 0.34887629, sd: 2.506616591049952 },
  'dragon-vault': {
    rtp: 96.31832551662414,
    hitRate: 0.2383798057771355,
    sd: 21.467836469549425,
    buyRtp: 95.85529815916487,
  },
} as const;
/** Half-width of the 99% interval of candy-cascade's reference RTP, in percentage points: 2.5758 × sd / √10^8. */
export const CANDY_RTP_CI99 = 0.0646;

export const SLOTS: readonly SlotGame[] = [
  define({
    code: 'lucky-sevens',
    title: 'Lucky Sevens',
    published: lucky.published,
    maxWinX: lucky.MAX_WIN,
    ...FIGURES['lucky-sevens'],
    buy: null,
    play: (next, _buy, steps) => lucky.play(next, steps),
  }),
  define({
    code: 'pharaoh-lines',
    title: 'Pharaoh Lines',
    published: pharaoh.published,
    maxWinX: pharaoh.MAX_WIN,
    ...FIGURES['pharaoh-lines'],
    buy: null,
    play: (next, _buy, steps) => pharaoh.play(next, steps),
  }),
  define({
    code: 'candy-cascade',
    title: 'Candy Cascade',
    published: candy.published,
    maxWinX: candy.MAX_WIN,
    ...FIGURES['candy-cascade'],
    buy: null,
    play: (next, _buy, steps) => candy.play(next, steps),
  }),
  define({
    code: 'dragon-vault',
    title: 'Dragon Vault',
    published: dragon.published,
    maxWinX: dragon.MAX_WIN,
    ...FIGURES['dragon-vault'],
    buy: { costX: dragon.BUY_COST, rtp: FIGURES['dragon-vault'].buyRtp },
    play: dragon.play,
  }),
];

const byCode = new Map(SLOTS.map((g) => [g.code, g]));
export function slotByCode(code: string): SlotGame | undefined {
  return byCode.get(code);
}
