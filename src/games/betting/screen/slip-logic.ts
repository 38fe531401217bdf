// The bet slip's rules, pure: what adding a selection does, which systems fit the legs, how a system's
// whole stake splits over its combinations and what the slip would pay. The server decides the bet;
// these figures are what the slip shows before it asks (the answer's potential_win replaces them).
// Prices are the API's decimal numbers; sums run on integer thousandths in BigInt so twenty legs of
// long odds neither overflow nor drift.

/** A selection on the slip: the outcome and the texts to show it by, at the price last shown. */
export interface SlipSelection {
  outcomeId: number;
  eventId: string;
  /** "Home – Away" */
  event: string;
  market: string;
  outcome: string;
  /** Decimal price as the API gave it; sent back as it is. */
  odds: number;
  /** The price before the last change seen, for the slip's arrow; null when unchanged since added. */
  prevOdds: number | null;
  /** False while the market does not take bets (suspended, outcome inactive). */
  active: boolean;
}

export const MAX_SLIP_LEGS = 20;

/**
 * The slip after the player picked `sel`: the same outcome again takes it off (the price buttons
 * toggle); another outcome of an event already on the slip replaces that leg (one leg per event);
 * a new event is added unless the slip is full (then it stays as it was).
 */
export function toggleSelection(list: readonly SlipSelection[], sel: SlipSelection): SlipSelection[] {
  if (list.some((s) => s.outcomeId === sel.outcomeId)) return list.filter((s) => s.outcomeId !== sel.outcomeId);
  const i = list.findIndex((s) => s.eventId === sel.eventId);
  if (i >= 0) return list.map((s, j) => (j === i ? sel : s));
  if (list.length >= MAX_SLIP_LEGS) return [...list];
  return [...list, sel];
}

export type NamedSystem = 'trixie' | 'patent' | 'yankee' | 'lucky15';
/** "k/n" or a named system, as POST /betting/bets takes it. */
export type SystemChoice = string;

const NAMED: Record<NamedSystem, { legs: number; sizes: number[] }> = {
  trixie: { legs: 3, sizes: [2, 3] },
  patent: { legs: 3, sizes: [1, 2, 3] },
  yankee: { legs: 4, sizes: [2, 3, 4] },
  lucky15: { legs: 4, sizes: [1, 2, 3, 4] },
};

/** The systems a slip of n legs offers: k/n for 2 ≤ k < n, and the named ones of 3 and 4 legs. */
export function systemsFor(n: number): SystemChoice[] {
  if (n < 3) return [];
  const out: SystemChoice[] = [];
  for (let k = 2; k < n; k++) out.push(`${k}/${n}`);
  for (const [name, def] of Object.entries(NAMED)) if (def.legs === n) out.push(name);
  return out;
}

/** The sizes of the accumulators a system is made of (2/4 → [2]; patent → [1, 2, 3]); null when it does not fit n legs. */
export function systemSizes(system: SystemChoice, n: number): number[] | null {
  const named = NAMED[system as NamedSystem];
  if (named) return named.legs === n ? named.sizes : null;
  const m = /^(\d{1,2})\/(\d{1,2})$/.exec(system);
  if (!m) return null;
  const k = Number(m[1]);
  return Number(m[2]) === n && k >= 1 && k <= n ? [k] : null;
}

function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/** How many bets a system is (Trixie 4, Patent 7, Yankee 11, Lucky 15 15, 2/4 6); 0 when it does not fit. */
export function combinationCount(system: SystemChoice, n: number): number {
  const sizes = systemSizes(system, n);
  return sizes ? sizes.reduce((sum, k) => sum + choose(n, k), 0) : 0;
}

/** A system's stake per combination, or null when the whole stake does not split evenly. */
export function unitStake(stake: number, combinations: number): number | null {
  if (combinations <= 0 || !Number.isInteger(stake) || stake <= 0 || stake % combinations !== 0) return null;
  return stake / combinations;
}

export type SlipKind = 'single' | 'accumulator' | 'system';

/** One selection is a single; several an accumulator unless a system fitting them is chosen. */
export function slipKind(n: number, system: SystemChoice | null): SlipKind {
  if (n <= 1) return 'single';
  return system && systemSizes(system, n) ? 'system' : 'accumulator';
}

/** A decimal price in thousandths (2.1 → 2100). */
export const toThousandths = (odds: number) => Math.round(odds * 1000);

/** The accumulator's price: the legs' product, in thousandths (rounded down). */
export function totalOdds(odds: readonly number[]): number {
  if (!odds.length) return 0;
  let p = 1n;
  for (const o of odds) p *= BigInt(toThousandths(o));
  return Number(p / 1000n ** BigInt(odds.length - 1));
}

/**
 * What the slip pays if every leg wins, in minor units (rounded down): stake × price for a single,
 * stake × product for an accumulator, and for a system the unit stake times the sum, over its
 * combinations, of each combination's product. 0 when a system's stake does not split evenly.
 */
export function potentialWin(stake: number, odds: readonly number[], system: SystemChoice | null): number {
  const n = odds.length;
  if (!n || !Number.isInteger(stake) || stake <= 0) return 0;
  const ks = odds.map((o) => BigInt(toThousandths(o)));
  const kind = slipKind(n, system);
  if (kind !== 'system') {
    const product = ks.reduce((a, b) => a * b, 1n);
    return Number((BigInt(stake) * product) / 1000n ** BigInt(n));
  }
  const sizes = systemSizes(system!, n)!;
  const unit = unitStake(stake, combinationCount(system!, n));
  if (unit === null) return 0;
  // e[k] = the sum over every k-leg combination of its product: elementary symmetric sums, built
  // leg by leg (no list of the C(20,10) combinations a big system would have).
  const e: bigint[] = [1n, ...Array<bigint>(n).fill(0n)];
  for (const k of ks) for (let j = n; j >= 1; j--) e[j] = e[j]! + e[j - 1]! * k;
  // Over a common denominator of 1000^n, so that the sum rounds down once.
  const scale = 1000n ** BigInt(n);
  let sum = 0n;
  for (const size of sizes) sum += e[size]! * 1000n ** BigInt(n - size);
  return Number((BigInt(unit) * sum) / scale);
}

/** Prices from the stream or an odds_changed answer applied to the slip; the previous price kept for the arrow. */
export function applyPrices(
  list: readonly SlipSelection[],
  prices: readonly { outcome_id: number; odds: number | null; active: boolean }[],
): SlipSelection[] {
  if (!prices.length) return [...list];
  const by = new Map(prices.map((p) => [p.outcome_id, p]));
  let changed = false;
  const next = list.map((s) => {
    const p = by.get(s.outcomeId);
    if (!p) return s;
    const odds = p.odds ?? s.odds;
    const active = p.active && p.odds !== null;
    if (odds === s.odds && active === s.active) return s;
    changed = true;
    return { ...s, odds, active, prevOdds: odds !== s.odds ? s.odds : s.prevOdds };
  });
  return changed ? next : [...list];
}

/** The slip's state as localStorage had it, checked field by field (anything else is dropped). */
export function restoreSelections(raw: unknown): SlipSelection[] {
  if (!Array.isArray(raw)) return [];
  const out: SlipSelection[] = [];
  for (const x of raw) {
    if (!x || typeof x !== 'object') continue;
    const s = x as Record<string, unknown>;
    if (
      Number.isSafeInteger(s.outcomeId) &&
      typeof s.eventId === 'string' &&
      typeof s.event === 'string' &&
      typeof s.market === 'string' &&
      typeof s.outcome === 'string' &&
      typeof s.odds === 'number' &&
      Number.isFinite(s.odds) &&
      s.odds > 1 &&
      !out.some((o) => o.eventId === s.eventId)
    ) {
      out.push({
        outcomeId: s.outcomeId as number,
        eventId: s.eventId,
        event: s.event,
        market: s.market,
        outcome: s.outcome,
        odds: s.odds,
        prevOdds: null,
        active: s.active !== false,
      });
    }
    if (out.length >= MAX_SLIP_LEGS) break;
  }
  return out;
}
