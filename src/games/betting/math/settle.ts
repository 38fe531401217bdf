// Bet settlement, exactly (reference-notes 2.3). Money never touches a float: leg factors are BigInt
// rationals (odds are thousandths, UOF factors decimal text such as "0.5" or "0.333333"), a bet's
// payout is computed as one exact rational and floored once, in minor units.
//
// Leg factor: won → odds × dead_heat_factor; lost → 0; void → 1; with void_factor vf the leg is
// vf × 1 + (1 − vf) × (won ? odds × dh : 0) (half-won = 0.5 + 0.5 × odds, half-lost = 0.5).

export type LegState =
  | { kind: 'open' }
  | { kind: 'won' | 'lost'; voidFactor?: string; deadHeatFactor?: string }
  | { kind: 'void' };
export type Leg = { /** The accepted price, thousandths. */ odds: number; state: LegState };

export type SystemName = 'trixie' | 'patent' | 'yankee' | 'lucky15';
/** k of n (every accumulator of exactly k legs) or a named full-cover bet. */
export type SystemSpec = { k: number; n: number } | { name: SystemName };
export type BetKind = 'single' | 'accumulator' | 'system';
export type BetInput = {
  /** The whole stake in minor units (a system bet's unit stake is stake / combinations). */
  stake: number;
  kind: BetKind;
  system?: SystemSpec;
  legs: Leg[];
};
export type Settlement = {
  /** No further leg result can change the payout. */
  decided: boolean;
  /** Minor units, floored; Number.MAX_SAFE_INTEGER when `overflow`. Meaningful once decided. */
  payout: number;
  /** The exact payout did not fit a safe integer: the caller pays its maximum payout instead. */
  overflow: boolean;
};

/** A bad bet description (the caller validated input; reaching this is a bug or an attack). */
export class SettleError extends Error {
  override name = 'SettleError';
}

export const MAX_LEGS = 20;
export const MAX_COMBINATIONS = 1_000_000;

/** Named systems: which accumulator sizes they hold, over how many legs. */
export const NAMED_SYSTEMS: Record<SystemName, { n: number; sizes: number[] }> = {
  trixie: { n: 3, sizes: [2, 3] },
  patent: { n: 3, sizes: [1, 2, 3] },
  yankee: { n: 4, sizes: [2, 3, 4] },
  lucky15: { n: 4, sizes: [1, 2, 3, 4] },
};

// --- exact rationals -------------------------------------------------------------------------

type Q = { n: bigint; d: bigint };
const ONE: Q = { n: 1n, d: 1n };
const ZERO: Q = { n: 0n, d: 1n };
const bgcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y) [x, y] = [y, x % y];
  return x;
};
const norm = (n: bigint, d: bigint): Q => {
  const g = bgcd(n, d) || 1n;
  return { n: n / g, d: d / g };
};
const mul = (a: Q, b: Q): Q => norm(a.n * b.n, a.d * b.d);
const add = (a: Q, b: Q): Q => norm(a.n * b.d + b.n * a.d, a.d * b.d);
const sub = (a: Q, b: Q): Q => norm(a.n * b.d - b.n * a.d, a.d * b.d);
const isZero = (a: Q) => a.n === 0n;

/** Decimal text ("0.5", "1", "0.333333") or a fraction ("1/3", parse.ts) → exact rational in [0, 1]. */
function factorQ(text: string): Q {
  const f = /^(\d{1,3})\/(\d{1,3})$/.exec(text);
  if (f) {
    const q = { n: BigInt(f[1]!), d: BigInt(f[2]!) };
    if (q.d === 0n || q.n > q.d) throw new SettleError(`bad factor ${text}`);
    return norm(q.n, q.d);
  }
  const m = /^(\d{1,3})(?:\.(\d{1,18}))?$/.exec(text);
  if (!m) throw new SettleError(`bad factor ${text}`);
  const frac = m[2] ?? '';
  const q = norm(BigInt(m[1]! + frac), 10n ** BigInt(frac.length));
  if (q.n > q.d) throw new SettleError(`factor ${text} above 1`);
  return q;
}

function checkOdds(odds: number) {
  if (!Number.isSafeInteger(odds) || odds <= 1000) throw new SettleError(`bad odds ${odds}`);
}

/** A settled leg's factor (null while open). */
function legFactor(leg: Leg): Q | null {
  checkOdds(leg.odds);
  const s = leg.state;
  if (s.kind === 'open') return null;
  if (s.kind === 'void') return ONE;
  let win = s.kind === 'won' ? norm(BigInt(leg.odds), 1000n) : ZERO;
  if (s.kind === 'won' && s.deadHeatFactor !== undefined) win = mul(win, factorQ(s.deadHeatFactor));
  if (s.voidFactor === undefined) return win;
  const vf = factorQ(s.voidFactor);
  return add(vf, mul(sub(ONE, vf), win));
}

// --- combinations ----------------------------------------------------------------------------

/** C(n, k), exactly (n ≤ 60 keeps it well inside safe integers). */
export function combinationsCount(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || n < 0 || n > 60) throw new SettleError('bad n');
  if (k < 0 || k > n) return 0;
  let c = 1n;
  for (let i = 1; i <= k; i++) c = (c * BigInt(n - k + i)) / BigInt(i);
  return Number(c);
}

/** The accumulator sizes a system holds, for n legs; throws when the spec does not fit n. */
export function systemSizes(spec: SystemSpec, n: number): number[] {
  if ('name' in spec) {
    const named = NAMED_SYSTEMS[spec.name];
    if (!named) throw new SettleError('unknown system');
    if (named.n !== n) throw new SettleError(`${spec.name} needs ${named.n} selections`);
    return named.sizes;
  }
  const { k } = spec;
  if (spec.n !== n) throw new SettleError(`system ${k}/${spec.n} needs ${spec.n} selections`);
  if (!Number.isInteger(k) || !Number.isInteger(n) || n < 2 || n > MAX_LEGS || k < 1 || k > n)
    throw new SettleError('system k/n out of range');
  return [k];
}

/** How many accumulators (each at the unit stake) a system bet on n legs is. */
export function systemCombos(spec: SystemSpec, n: number): number {
  const total = systemSizes(spec, n).reduce((sum, k) => sum + combinationsCount(n, k), 0);
  if (total > MAX_COMBINATIONS) throw new SettleError('too many combinations');
  return total;
}

/**
 * Slip text → a system spec: "2/3" (k of n) or a name ("trixie", "patent", "yankee", "lucky15",
 * case and spaces ignored: "Lucky 15"). `legs` is the number of selections on the slip.
 */
export function parseSystem(
  text: string,
  legs: number,
): { ok: true; spec: SystemSpec; combinations: number } | { ok: false; error: string } {
  const t = text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]/g, '');
  let spec: SystemSpec;
  const m = /^(\d{1,2})\/(\d{1,2})$/.exec(t);
  if (m) spec = { k: Number(m[1]), n: Number(m[2]) };
  else if (Object.hasOwn(NAMED_SYSTEMS, t)) spec = { name: t as SystemName };
  else return { ok: false, error: 'unknown system' };
  try {
    return { ok: true, spec, combinations: systemCombos(spec, legs) };
  } catch (e) {
    return { ok: false, error: e instanceof SettleError ? e.message : 'bad system' };
  }
}

/**
 * Σ over every k-subset of Π factors, for each k in sizes: the elementary symmetric polynomials,
 * O(n²) instead of walking up to a million subsets.
 */
function subsetProductSum(factors: Q[], sizes: number[]): Q {
  const e: Q[] = [ONE, ...factors.map(() => ZERO)];
  for (const f of factors) for (let j = e.length - 1; j >= 1; j--) e[j] = add(e[j]!, mul(e[j - 1]!, f));
  return sizes.reduce((sum, k) => add(sum, e[k]!), ZERO);
}

function checkBet(bet: BetInput): number[] | null {
  if (!Number.isSafeInteger(bet.stake) || bet.stake < 0) throw new SettleError('bad stake');
  const n = bet.legs.length;
  if (n < 1 || n > MAX_LEGS) throw new SettleError('bad number of legs');
  if (bet.kind === 'single' && n !== 1) throw new SettleError('a single has one leg');
  if (bet.kind !== 'system') return null;
  if (!bet.system) throw new SettleError('system spec missing');
  systemCombos(bet.system, n);
  return systemSizes(bet.system, n);
}

/** stake × multiple, floored, capped at MAX_SAFE_INTEGER with a flag. */
function money(stake: number, multiple: Q): { payout: number; overflow: boolean } {
  const exact = (BigInt(stake) * multiple.n) / multiple.d;
  if (exact > BigInt(Number.MAX_SAFE_INTEGER)) return { payout: Number.MAX_SAFE_INTEGER, overflow: true };
  return { payout: Number(exact), overflow: false };
}

/** The multiple of the stake a bet returns given these leg factors (all known). */
function multiple(bet: BetInput, sizes: number[] | null, factors: Q[]): Q {
  if (!sizes) return factors.reduce(mul, ONE);
  // A system: Σ accumulators at unit stake = stake / combinations, so multiple = Σ / combinations.
  const combos = sizes.reduce((s, k) => s + combinationsCount(bet.legs.length, k), 0);
  return mul(subsetProductSum(factors, sizes), norm(1n, BigInt(combos)));
}

/**
 * Where a bet stands. An accumulator (or single) is decided by its first lost leg (payout 0) or when
 * no leg is open; a system bet only when no leg is open (it can still win after a lost leg).
 */
export function settleBet(bet: BetInput): Settlement {
  const sizes = checkBet(bet);
  const factors = bet.legs.map(legFactor);
  if (!sizes && factors.some((f) => f !== null && isZero(f))) return { decided: true, payout: 0, overflow: false };
  if (factors.some((f) => f === null)) return { decided: false, payout: 0, overflow: false };
  return { decided: true, ...money(bet.stake, multiple(bet, sizes, factors as Q[])) };
}

/** The payout if every open leg wins at its accepted price (settled legs count as they settled). */
export function potentialWin(bet: BetInput): number {
  const sizes = checkBet(bet);
  const factors = bet.legs.map((leg) => legFactor(leg) ?? norm(BigInt(leg.odds), 1000n));
  return money(bet.stake, multiple(bet, sizes, factors)).payout;
}

/** The whole bet is void (every leg void): the ledger returns the stake rather than paying a win. */
export function isVoidBet(bet: BetInput): boolean {
  return bet.legs.every((l) => l.state.kind === 'void');
}

/** @internal exact leg factor as [numerator, denominator] for cash-out and tests. */
export function legFactorExact(leg: Leg): [bigint, bigint] | null {
  const f = legFactor(leg);
  return f ? [f.n, f.d] : null;
}
