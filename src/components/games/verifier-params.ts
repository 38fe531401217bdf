// The verifier's form, turned into what the games' verify functions take: amounts typed in the
// player's currency ("1.50") become minor units, each game's choices become its verify
// parameters (src/games/<slug>/play.ts). Pure and without zod, so the verifier's chunk stays small;
// the games' own schemas check the result once their code has loaded (the first check).

// The games' own display rules, so the verifier writes results as the screens do.
export { cardText, redCard } from '../../games/hilo/cards';
export { pocketColour } from '../../games/roulette/pockets';

/** One roulette bet as the form holds it: texts until checked. */
export interface PlacementRow {
  type: string;
  value: string;
  second: string;
  amount: string;
}

/** Every game's fields at once: switching games keeps what was typed for each. */
export interface VerifyState {
  amount: string;
  target: string;
  condition: 'over' | 'under';
  side: string;
  kenoRisk: string;
  numbers: number[];
  placements: PlacementRow[];
  wheelRisk: string;
  segments: string;
  limboTarget: string;
  plinkoRisk: string;
  rows: string;
  mines: string;
  tiles: number[];
  actions: string[];
  caseSlug: string;
  count: string;
}

export const INITIAL_STATE: VerifyState = {
  amount: '1.00',
  target: '50.00',
  condition: 'over',
  side: 'heads',
  kenoRisk: 'classic',
  numbers: [],
  placements: [{ type: 'red', value: '', second: '', amount: '1.00' }],
  wheelRisk: 'medium',
  segments: '10',
  limboTarget: '2.00',
  plinkoRisk: 'medium',
  rows: '16',
  mines: '3',
  tiles: [],
  actions: [],
  caseSlug: 'starter',
  count: '1',
};

/** Roulette bet types that name a number (value), as in roulette/math.ts ROULETTE_VALUE_TYPES. */
export const ROULETTE_NUMBERED = ['straight', 'split', 'street', 'corner', 'six_line', 'trio', 'dozen', 'column'];

/** The field a problem is about, shown next to it. */
export type Problem = { field: string };
export type Converted = { params: Record<string, unknown>; amount: number } | Problem;

/**
 * An amount typed in major units ("1", "1.5", "1,50", "1 000.00") in minor units; null when it is
 * not a positive amount with at most two decimals.
 */
export function minorOf(text: string): number | null {
  const t = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const minor = Math.round(Number(t) * 100);
  return minor > 0 && Number.isSafeInteger(minor) ? minor : null;
}

const wholeOf = (text: string): number | null => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** The verify parameters and the amount of `game` from the form, or the first field that is wrong. */
export function toParams(game: string, s: VerifyState): Converted {
  const stake = () => minorOf(s.amount);
  const withStake = (params: Record<string, unknown>): Converted => {
    const amount = stake();
    return amount === null ? { field: 'amount' } : { params, amount };
  };
  switch (game) {
    case 'dice': {
      const t = s.target.trim().replace(',', '.');
      if (!/^\d{1,2}(\.\d{1,2})?$/.test(t)) return { field: 'target' };
      return withStake({ target: Number(t), condition: s.condition });
    }
    case 'coinflip':
      return withStake({ side: s.side });
    case 'keno':
      if (s.numbers.length === 0) return { field: 'numbers' };
      return withStake({ risk: s.kenoRisk, numbers: s.numbers });
    case 'wheel':
      return withStake({ risk: s.wheelRisk, segments: Number(s.segments) });
    case 'limbo': {
      const t = s.limboTarget.trim().replace(',', '.');
      if (!/^\d{1,7}(\.\d{1,2})?$/.test(t)) return { field: 'limboTarget' };
      return withStake({ target: Number(t) });
    }
    case 'plinko': {
      const rows = wholeOf(s.rows);
      if (rows === null) return { field: 'rows' };
      return withStake({ rows, risk: s.plinkoRisk });
    }
    case 'miner': {
      const mines = wholeOf(s.mines);
      if (mines === null) return { field: 'mines' };
      return withStake({ mines, revealed: s.tiles });
    }
    case 'hilo':
      return withStake({ actions: s.actions });
    case 'cases': {
      const count = wholeOf(s.count);
      if (count === null) return { field: 'count' };
      // A case's amount is the price of one case.
      return withStake({ case: s.caseSlug, count });
    }
    case 'roulette': {
      const placements: Record<string, unknown>[] = [];
      for (const [i, row] of s.placements.entries()) {
        const amount = minorOf(row.amount);
        if (amount === null) return { field: `placement-${i}-amount` };
        const p: Record<string, unknown> = { type: row.type, amount };
        if (ROULETTE_NUMBERED.includes(row.type)) {
          const value = wholeOf(row.value);
          if (value === null) return { field: `placement-${i}-value` };
          p.value = value;
        }
        if (row.type === 'split') {
          const second = wholeOf(row.second);
          if (second === null) return { field: `placement-${i}-second` };
          p.second = second;
        }
        placements.push(p);
      }
      if (placements.length === 0) return { field: 'placements' };
      // Roulette's stakes are in its placements.
      return { params: { placements }, amount: 0 };
    }
    default:
      return { field: 'game' };
  }
}

const text2 = (minor: number) => (minor / 100).toFixed(2);

/**
 * The form filled in with a bet this page placed (the verifier opened with its seeds): its amount
 * and its own choices, read from its stored parameters; the rest as it was.
 */
export function fromBet(s: VerifyState, game: string, params: Record<string, unknown>, amount: number): VerifyState {
  const p = params;
  const str = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);
  const next: VerifyState = { ...s, amount: text2(amount) };
  switch (game) {
    case 'dice':
      return {
        ...next,
        target: typeof p.target === 'number' ? p.target.toFixed(2) : s.target,
        condition: p.condition === 'under' ? 'under' : 'over',
      };
    case 'coinflip':
      return { ...next, side: str(p.side, s.side) };
    case 'keno':
      return {
        ...next,
        kenoRisk: str(p.risk, s.kenoRisk),
        numbers: Array.isArray(p.numbers) ? (p.numbers as number[]) : [],
      };
    case 'wheel':
      return { ...next, wheelRisk: str(p.risk, s.wheelRisk), segments: String(p.segments ?? s.segments) };
    case 'limbo':
      return { ...next, limboTarget: typeof p.target === 'number' ? p.target.toFixed(2) : s.limboTarget };
    case 'plinko':
      return { ...next, plinkoRisk: str(p.risk, s.plinkoRisk), rows: String(p.rows ?? s.rows) };
    case 'roulette': {
      const rows = Array.isArray(p.placements) ? (p.placements as Record<string, unknown>[]) : [];
      return {
        ...next,
        placements: rows.map((r) => ({
          type: str(r.type, 'red'),
          value: r.value === undefined ? '' : String(r.value),
          second: r.second === undefined ? '' : String(r.second),
          amount: typeof r.amount === 'number' ? text2(r.amount) : '1.00',
        })),
      };
    }
    case 'cases': {
      const count = typeof p.count === 'number' && p.count > 0 ? p.count : 1;
      // A case's amount is the price of one case.
      return {
        ...next,
        amount: text2(Math.round(amount / count)),
        caseSlug: str(p.case, s.caseSlug),
        count: String(count),
      };
    }
    default:
      return next;
  }
}
