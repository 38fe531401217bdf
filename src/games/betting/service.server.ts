// The sportsbook's domain (issue 22): the board players read, the bet path, the live delay,
// settlement and cash-out. No HTTP here (routes.ts); money only through the wallet's sportsbook
// port; prices compared in thousandths, payouts by the exact maths of math/settle.ts.
import { createHash } from 'node:crypto';
import type { Currency, Lang } from '../../contract/common';
import {
  type AcceptOdds,
  type CashoutAccept,
  cashoutFloor,
  cashoutPays,
  type SbBet,
  SbError,
  type SbPlaceBody,
  SPORTSBOOK_DEFAULTS,
  type SportsbookConfig,
} from '../../contract/sportsbook';
import { WalletError } from '../../contract/wallet-errors';
import type { BetLimits } from '../../server/config/schema';
import type { Db, Queryable } from '../../server/db/types';
import { maxPayout, stakeLimit } from '../../server/bets/limits.server';
import { countSettledBet, inWalletTransaction, moveSportsBetTo, placeSportsBet } from '../../server/wallet';
import { marketName, outcomeName, sportIdOf } from './markets';
import { OFFERED } from './board.server';
import { cashoutValue } from './math/cashout';
import {
  type BetKind,
  type Leg,
  type LegState,
  parseSystem,
  potentialWin,
  type SystemSpec,
  settleBet,
} from './math/settle';
import { countBet } from '../../server/ops/metrics.server';
import { DECIDED_ACCEPTED_SQL } from '../../server/wallet/reconcile/sportsbook';
import { failpoint, isFailpointStop } from '../../server/ops/failpoints.server';
import { logFor } from '../../server/log.server';

const log = logFor('sportsbook');

const k2d = (k: number | null) => (k === null ? null : k / 1000);
const ms = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v)));

// --- settings -----------------------------------------------------------------------------------

export interface SbSettings {
  min: number;
  max: number;
  maxPayout: number;
  eventMax: number | null;
  openMax: number | null;
  /** ms by the feed's sport id, and 'default'. */
  delays: Record<string, number>;
  /** The same by sport slug, as the operator wrote it. */
  delaysBySlug: Record<string, number>;
  marginBp: number;
  maxLegs: number;
  presets: number[];
}

const PRESET_MULTIPLES = [1, 5, 10, 50];
export function sbSettings(limits: BetLimits, sb: SportsbookConfig, currency: Currency): SbSettings {
  const stake = stakeLimit(limits, currency, 'betting');
  // The operator's table replaces the built-in one whole: a "default" alone means every sport.
  const delaysBySlug: Record<string, number> = sb.live_delay_ms
    ? { default: SPORTSBOOK_DEFAULTS.live_delay_ms.default ?? 0, ...sb.live_delay_ms }
    : SPORTSBOOK_DEFAULTS.live_delay_ms;
  const delays: Record<string, number> = { default: delaysBySlug.default ?? 0 };
  for (const [slug, v] of Object.entries(delaysBySlug)) {
    const id = sportIdOf(slug);
    if (id) delays[id] = v;
  }
  const min = stake?.min ?? 0;
  const preset = sb.presets?.[currency];
  return {
    // Fail closed: no limits for this currency means no bets in it.
    min: stake?.min ?? Number.MAX_SAFE_INTEGER,
    max: stake?.max ?? 0,
    maxPayout: maxPayout(limits, currency),
    // Unset, a player may stake twice the largest bet on one event and ten times it in all open
    // bets: splitting a stake over many bets never lifts the exposure a limit means to cap.
    eventMax: sb.max_event_stake?.[currency] ?? (stake ? stake.max * 2 : 0),
    openMax: sb.max_open_stake?.[currency] ?? (stake ? stake.max * 10 : 0),
    delays,
    delaysBySlug,
    marginBp: sb.cashout_margin_bp ?? SPORTSBOOK_DEFAULTS.cashout_margin_bp,
    maxLegs: sb.max_legs ?? SPORTSBOOK_DEFAULTS.max_legs,
    presets: preset ? [preset * 100] : PRESET_MULTIPLES.map((m) => Math.max(min, 100) * m * 10),
  };
}

// --- placing a bet --------------------------------------------------------------------------------

interface PricedLeg {
  id: number;
  odds: number | null;
  active: boolean;
  version: string;
  result: number | null;
  market_id: string;
  mstatus: number;
  mcashout: boolean;
  type: number;
  specifiers: string;
  ref: string;
  event_id: string;
  estatus: number;
  home: string;
  away: string;
  up: boolean;
}

/**
 * What never changes of an outcome (its market, event, type, line, ref; the event's names but for a
 * rare fixture correction), remembered per database from the reads of the bet path: a bet the player
 * places at the price shown then needs no read before the one statement that places it.
 */
type OutcomeMeta = Pick<
  PricedLeg,
  'market_id' | 'event_id' | 'type' | 'specifiers' | 'ref' | 'home' | 'away' | 'mcashout'
>;
const META_MAX = 100_000;
const metaCaches = new WeakMap<object, Map<number, OutcomeMeta>>();
function metaOf(db: object): Map<number, OutcomeMeta> {
  let m = metaCaches.get(db);
  if (!m) {
    m = new Map();
    metaCaches.set(db, m);
  }
  return m;
}
function remember(db: object, rows: Iterable<PricedLeg>): void {
  const m = metaOf(db);
  for (const r of rows) {
    if (m.size >= META_MAX) m.delete(m.keys().next().value!);
    m.set(r.id, {
      market_id: r.market_id,
      event_id: r.event_id,
      type: r.type,
      specifiers: r.specifiers,
      ref: r.ref,
      home: r.home,
      away: r.away,
      mcashout: r.mcashout,
    });
  }
}

/** The selections as they stand, with what the answer names them by (one read: the bet path's first trip). */
async function readLegs(q: Queryable, ids: number[]): Promise<Map<number, PricedLeg>> {
  const { rows } = await q.query<PricedLeg & { id: string }>('SELECT * FROM sb_legs_now($1::bigint[])', [ids]);
  return new Map(rows.map((r) => [Number(r.id), { ...r, id: Number(r.id) }]));
}

const priceOf = (l: PricedLeg) => ({ outcome_id: l.id, odds: k2d(l.odds), active: l.active && l.odds !== null });
const takesBets = (l: PricedLeg) =>
  l.active && l.odds !== null && l.result === null && l.mstatus === 1 && l.up && (l.estatus === 0 || l.estatus === 1);

/** Whether a price moved against what the player accepts (current vs shown, thousandths). */
export function priceAllowed(shown: number, current: number, accept: AcceptOdds): boolean {
  if (accept === 'any') return true;
  if (accept === 'higher') return current >= shown;
  return current === shown;
}

export const sbRequestHash = (body: SbPlaceBody) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

export interface PlaceInput {
  userId: number;
  currency: Currency;
  key: string;
  body: SbPlaceBody;
  settings: SbSettings;
  lang: Lang;
}

function betShape(body: SbPlaceBody): { kind: BetKind; spec: SystemSpec | undefined; combos: number } {
  const n = body.selections.length;
  if (body.system !== undefined) {
    const parsed = parseSystem(body.system, n);
    if (!parsed.ok) throw new SbError('bad_system', `This system does not fit ${n} selections.`, 'system');
    if (body.stake % parsed.combinations !== 0) {
      throw new SbError('bad_system', `The stake must split evenly over ${parsed.combinations} bets.`, 'stake', 422, {
        combinations: parsed.combinations,
      });
    }
    return { kind: 'system', spec: parsed.spec, combos: parsed.combinations };
  }
  return { kind: n === 1 ? 'single' : 'accumulator', spec: undefined, combos: 1 };
}

export async function placeBet(db: Db, p: PlaceInput) {
  const { body, settings } = p;
  const n = body.selections.length;
  if (n > settings.maxLegs) throw new SbError('too_many_legs', `At most ${settings.maxLegs} selections.`, 'selections');
  const ids = body.selections.map((s) => s.outcome_id);
  if (new Set(ids).size !== n) throw new SbError('same_event', 'The same selection twice.', 'selections');
  const shape = betShape(body);
  // A system bet is that many bets: each line's stake is held to the minimum.
  if (body.stake < settings.min * shape.combos)
    throw new SbError('stake_too_small', 'The stake is below the minimum.', 'stake', 422, {
      min: settings.min * shape.combos,
    });
  if (body.stake > settings.max)
    throw new SbError('stake_too_large', 'The stake is above the maximum.', 'stake', 422, { max: settings.max });
  const hash = sbRequestHash(body);
  try {
    return await placeFresh(db, p, shape, hash);
  } catch (e) {
    // A repeated request answers with the bet it made, whatever the prices do now: a client retrying
    // a lost answer must not read "odds changed" for a bet it holds (and place it again). Looked up
    // only when the bet path refuses: the first try of a bet costs no extra read.
    if (e instanceof SbError) {
      const prior = await replayOf(db, p, hash);
      if (prior) return prior;
    }
    throw e;
  }
}

type Shape = ReturnType<typeof betShape>;
/** What the answer is built from: a leg as placed, named. */
type PlacedLeg = OutcomeMeta & { id: number; odds: number | null; active: boolean; mstatus: number; up: boolean };

async function placeFresh(db: Db, p: PlaceInput, shape: Shape, hash: string) {
  const { body } = p;
  const n = body.selections.length;
  const ids = body.selections.map((s) => s.outcome_id);
  const shown = body.selections.map((s) => Math.round(s.odds * 1000));
  // One trip: the player takes only the price shown and the process knows the selections; the
  // statement checks each price, status and event itself. Anything off → the read path below says what.
  const known = ids.map((id) => metaOf(db).get(id));
  if (body.accept_odds === 'none' && known.every((m) => m !== undefined)) {
    const legs = known.map((m, i) => ({ ...m!, id: ids[i]!, odds: shown[i]!, active: true, mstatus: 1, up: true }));
    const fast = await placeAt(db, p, shape, hash, legs, shown, null);
    if (fast) return fast;
  }
  for (let attempt = 0; ; attempt++) {
    const legs = await readLegs(db, ids);
    remember(db, legs.values());
    const missing = ids.find((id) => !legs.has(id));
    if (missing !== undefined) throw new SbError('not_found', 'No such selection.', 'selections', 404);
    const rows = ids.map((id) => legs.get(id)!);
    const events = new Set(rows.map((r) => r.event_id));
    if (n > 1 && events.size !== n) throw new SbError('same_event', 'One selection per event.', 'selections');
    const prices = rows.map(priceOf);
    if (rows.some((r) => r.estatus !== 0 && r.estatus !== 1 && r.estatus !== 2)) {
      throw new SbError('event_over', 'An event of this bet is over.', 'selections', 422, { prices });
    }
    if (!rows.every(takesBets)) {
      throw new SbError('market_suspended', 'A market of this bet is not taking bets now.', 'selections', 422, {
        prices,
      });
    }
    if (rows.some((r, i) => !priceAllowed(shown[i]!, r.odds!, body.accept_odds))) {
      throw new SbError('odds_changed', 'The odds have changed.', 'selections', 422, { prices });
    }
    const placed = await placeAt(
      db,
      p,
      shape,
      hash,
      rows,
      rows.map((r) => r.odds!),
      rows.map((r) => Number(r.version)),
    );
    if (placed) return placed;
    // A price or status moved between the read and the bet: read again (a few times at most).
    if (attempt >= 3) throw new SbError('odds_changed', 'The odds have changed.', 'selections', 422, { prices });
  }
}

/**
 * Places the bet at these prices (at these outcome versions, or, with none, at the prices themselves)
 * and answers it; null when a leg moved meanwhile (the caller reads again).
 */
async function placeAt(
  db: Db,
  p: PlaceInput,
  shape: Shape,
  hash: string,
  legs: PlacedLeg[],
  accepted: number[],
  versions: number[] | null,
) {
  const { body, settings } = p;
  const potential = potentialWin({
    stake: body.stake,
    kind: shape.kind,
    ...(shape.spec ? { system: shape.spec } : {}),
    legs: accepted.map((odds) => ({ odds, state: { kind: 'open' } })),
  });
  if (potential > settings.maxPayout) {
    throw new SbError('payout_too_large', 'The potential win is above the maximum payout.', 'stake', 422, {
      max: settings.maxPayout,
    });
  }
  const placed = await placeSportsBet(db, {
    userId: p.userId,
    currency: p.currency,
    key: p.key,
    requestHash: hash,
    kind: shape.kind,
    system: body.system ?? null,
    stake: body.stake,
    potentialWin: potential,
    acceptOdds: body.accept_odds,
    legs: legs.map((l, i) => ({ outcomeId: l.id, version: versions ? versions[i]! : null, odds: accepted[i]! })),
    eventMax: settings.eventMax,
    openMax: settings.openMax,
    delays: settings.delays,
  });
  if (!placed.ok) {
    if (placed.code === 'changed') return null;
    throw new SbError(
      placed.code,
      placed.code === 'event_limit'
        ? 'Your stakes on this event would pass the limit.'
        : 'Your open stakes would pass the limit.',
      'stake',
      422,
      placed.details,
    );
  }
  // The same key twice at once: the other request made the bet; answer with it.
  if (placed.replayed) return (await replayOf(db, p, hash))!;
  countBet('sportsbook', p.currency, body.stake, 0);
  log.info(
    { game: 'sportsbook', betId: placed.betId, userId: p.userId, stake: body.stake, payout: 0, currency: p.currency },
    'bet placed',
  );
  // The answer from what this request read and wrote: no read-back.
  const betRow: BetRow = {
    id: String(placed.betId),
    user_id: String(p.userId),
    currency: p.currency,
    kind: shape.kind,
    system: body.system ?? null,
    stake: String(body.stake),
    potential_win: String(potential),
    accept_odds: body.accept_odds,
    status: placed.status,
    reason: null,
    paid: '0',
    placed_ms: String(placed.placedAt),
    settled_ms: null,
  };
  const legRows: LegRow[] = legs.map((r, i) => ({
    bet_id: betRow.id,
    idx: i + 1,
    outcome_id: String(r.id),
    odds: accepted[i]!,
    event_id: r.event_id,
    home: r.home,
    away: r.away,
    type: r.type,
    specifiers: r.specifiers,
    ref: r.ref,
    mstatus: r.mstatus,
    mcashout: r.mcashout,
    up: r.up,
    current: r.odds,
    active: r.active,
    result: null,
    void_factor: null,
    dead_heat_factor: null,
    cancelled: false,
  }));
  const bet = betView(betRow, legRows, p.lang, settings);
  return {
    id: placed.betId,
    status: placed.status,
    potential_win: potential,
    legs: bet.legs.map((l) => ({ outcome_id: l.outcome_id, odds: l.odds })),
    decide_at: placed.decideAt,
    bet,
    balance: placed.balance,
    replayed: false,
  };
}

/** The bet this player's key already made (null: none); another body under the key is refused. */
async function replayOf(db: Db, p: PlaceInput, hash: string) {
  const { rows } = await db.query<{ id: string; request_hash: string; decide_ms: string | null }>(
    `SELECT id, request_hash, extract(epoch FROM decide_at) * 1000 AS decide_ms FROM sb_bets
      WHERE user_id = $1 AND idempotency_key = $2`,
    [p.userId, p.key],
  );
  const r = rows[0];
  if (!r) return null;
  if (r.request_hash !== hash) throw new WalletError('idempotency_conflict');
  const bet = (await betsOf(db, p.userId, { ids: [Number(r.id)], lang: p.lang, settings: p.settings }))[0]!;
  const { rows: acc } = await db.query<{ balance: string }>(
    `SELECT balance FROM wallet_accounts WHERE user_id = $1 AND currency = $2 AND kind = 'cash'`,
    [p.userId, p.currency],
  );
  return {
    id: bet.id,
    // Settled or cashed out since: it was accepted.
    status: bet.status === 'pending' || bet.status === 'rejected' ? bet.status : ('accepted' as const),
    potential_win: bet.potential_win,
    legs: bet.legs.map((l) => ({ outcome_id: l.outcome_id, odds: l.odds })),
    decide_at: ms(r.decide_ms),
    bet,
    balance: Number(acc[0]?.balance ?? 0),
    replayed: true,
  };
}

// --- reading bets ------------------------------------------------------------------------------------

interface BetRow {
  id: string;
  user_id: string;
  currency: string;
  kind: BetKind;
  system: string | null;
  stake: string;
  potential_win: string;
  accept_odds: AcceptOdds;
  status: SbBet['status'];
  reason: string | null;
  paid: string;
  placed_ms: string;
  settled_ms: string | null;
}
interface LegRow {
  bet_id: string;
  idx: number;
  outcome_id: string;
  odds: number;
  event_id: string;
  home: string;
  away: string;
  type: number;
  specifiers: string;
  ref: string;
  mstatus: number;
  mcashout: boolean;
  up: boolean;
  current: number | null;
  active: boolean;
  result: number | null;
  void_factor: string | null;
  dead_heat_factor: string | null;
  cancelled: boolean;
  /** The market's overround when the bet was taken (null: taken before it was kept). */
  margin?: string | null;
}

const LEGS_SQL = `
  SELECT l.bet_id, l.idx, l.outcome_id, l.odds, l.event_id, e.home, e.away, m.type, m.specifiers, o.ref,
         m.status AS mstatus, m.cashout AS mcashout, ${OFFERED} AS up, o.odds AS current, o.active,
         o.result, o.void_factor, o.dead_heat_factor, l.margin,
         EXISTS (SELECT 1 FROM sb_cancels c WHERE c.market_id = l.market_id AND NOT c.rolled_back
                   AND (c.start_at IS NULL OR b.placed_at >= c.start_at) AND (c.end_at IS NULL OR b.placed_at <= c.end_at)) AS cancelled
    FROM sb_legs l CROSS JOIN LATERAL (SELECT x.placed_at FROM sb_bets x WHERE x.id = l.bet_id) b
    JOIN sb_outcomes o ON o.id = l.outcome_id
    JOIN sb_markets m ON m.id = l.market_id JOIN sb_events e ON e.id = l.event_id
    JOIN sb_producers p ON p.product = m.product
   WHERE l.bet_id = ANY($1::bigint[]) ORDER BY l.bet_id, l.idx`;

export function legState(l: Pick<LegRow, 'result' | 'void_factor' | 'dead_heat_factor' | 'cancelled'>): LegState {
  if (l.cancelled) return { kind: 'void' };
  if (l.result === null) return { kind: 'open' };
  return {
    kind: l.result === 1 ? 'won' : 'lost',
    ...(l.void_factor ? { voidFactor: l.void_factor } : {}),
    ...(l.dead_heat_factor ? { deadHeatFactor: l.dead_heat_factor } : {}),
  };
}

function legResult(s: LegState): SbBet['legs'][number]['result'] {
  if (s.kind === 'open' || s.kind === 'void') return s.kind;
  const vf = s.voidFactor ? Number(s.voidFactor) : 0;
  if (vf >= 1) return 'void';
  if (vf > 0) return s.kind === 'won' ? 'half_won' : 'half_lost';
  return s.kind;
}

const specOf = (kind: BetKind, system: string | null, n: number): SystemSpec | undefined => {
  if (kind !== 'system' || !system) return undefined;
  const p = parseSystem(system, n);
  return p.ok ? p.spec : undefined;
};

/** The cash-out offer for a bet now (null: none). */
function offerOf(b: BetRow, legs: LegRow[], settings: Pick<SbSettings, 'marginBp'>): number | null {
  if (b.status !== 'accepted' || b.kind === 'system') return null;
  const withCurrent = legs.map((l) => {
    const state = legState(l);
    const open = state.kind === 'open';
    const live = l.mstatus === 1 && l.mcashout && l.up && l.active && l.current !== null;
    return { odds: l.odds, state, current: open && live ? l.current : open ? null : l.odds };
  });
  return cashoutValue({ stake: Number(b.stake), kind: b.kind, legs: withCurrent, marginBp: settings.marginBp });
}

function betView(b: BetRow, legs: LegRow[], lang: Lang, settings: Pick<SbSettings, 'marginBp'>): SbBet {
  return {
    id: Number(b.id),
    status: b.status,
    kind: b.kind,
    system: b.system,
    currency: b.currency,
    stake: Number(b.stake),
    potential_win: Number(b.potential_win),
    payout: b.status === 'settled' || b.status === 'cashed_out' || b.status === 'rejected' ? Number(b.paid) : null,
    cashout: offerOf(b, legs, settings),
    reason: b.reason,
    placed_at: ms(b.placed_ms) ?? 0,
    settled_at: ms(b.settled_ms),
    legs: legs.map((l) => {
      const names = { home: l.home, away: l.away };
      const state = legState(l);
      return {
        outcome_id: Number(l.outcome_id),
        odds: l.odds / 1000,
        event_id: l.event_id,
        event: `${l.home} — ${l.away}`,
        market: marketName(l.type, l.specifiers, lang, names),
        outcome: outcomeName(l.type, l.ref, l.specifiers, lang, names),
        result: legResult(state),
        dead_heat_factor: state.kind === 'won' || state.kind === 'lost' ? (state.deadHeatFactor ?? null) : null,
      };
    }),
  };
}

const BET_COLUMNS = `b.id, b.user_id, b.currency, b.kind, b.system, b.stake, b.potential_win, b.accept_odds, b.status, b.reason,
  b.paid, extract(epoch FROM b.placed_at) * 1000 AS placed_ms, extract(epoch FROM b.settled_at) * 1000 AS settled_ms`;

/** A player's bets: by id, or open (pending, accepted) / settled (the rest), newest first. */
export async function betsOf(
  db: Queryable,
  userId: number,
  opts: {
    ids?: number[];
    status?: 'open' | 'settled';
    limit?: number;
    before?: number;
    lang: Lang;
    settings: Pick<SbSettings, 'marginBp'>;
  },
): Promise<SbBet[]> {
  const { rows } = await db.query<BetRow>(
    `SELECT ${BET_COLUMNS} FROM sb_bets b
      WHERE b.user_id = $1 AND ($2::bigint[] IS NULL OR b.id = ANY($2))
        AND ($3::text IS NULL OR (b.status IN ('pending', 'accepted')) = ($3 = 'open'))
        AND ($5::bigint IS NULL OR b.id < $5)
      ORDER BY b.id DESC LIMIT $4`,
    [userId, opts.ids ?? null, opts.status ?? null, opts.limit ?? 50, opts.before ?? null],
  );
  if (!rows.length) return [];
  const { rows: legs } = await db.query<LegRow>(LEGS_SQL, [rows.map((r) => r.id)]);
  const byBet = new Map<string, LegRow[]>();
  for (const l of legs) {
    const list = byBet.get(String(l.bet_id));
    if (list) list.push(l);
    else byBet.set(String(l.bet_id), [l]);
  }
  return rows.map((b) => betView(b, byBet.get(String(b.id)) ?? [], opts.lang, opts.settings));
}

// --- settlement ----------------------------------------------------------------------------------------

/** What the settlement of a bet reads of it (its row, locked). */
type BetForSettle = BetRow & { counted: boolean };

async function lockBet(tx: Queryable, id: number): Promise<BetForSettle | null> {
  const { rows } = await tx.query<BetForSettle>(
    `SELECT ${BET_COLUMNS}, b.counted FROM sb_bets b WHERE b.id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}
async function legsOf(tx: Queryable, id: number): Promise<LegRow[]> {
  return (await tx.query<LegRow>(LEGS_SQL, [[id]])).rows;
}
const legsForMaths = (legs: LegRow[]): Leg[] => legs.map((l) => ({ odds: l.odds, state: legState(l) }));

/**
 * Holds each market of a bet shared (sorted), as the bet path does: a result message holds them
 * exclusively, so what this transaction reads next is either before that message or after it.
 */
async function lockMarketsOf(tx: Queryable, betId: number): Promise<void> {
  await tx.query(
    `SELECT pg_advisory_xact_lock_shared(28, sb_market_lock_key(x.market_id))
       FROM (SELECT DISTINCT market_id FROM sb_legs WHERE bet_id = $1 ORDER BY 1) x`,
    [betId],
  );
}

/**
 * The book's edge on a bet, in minor units (fractional): stake × (1 − Π(1 − margin)) over its legs,
 * each leg's margin being its market's overround when the bet was taken; a void leg (or the void part
 * of a half-void one) carries none. Loyalty counts this, never the stake (issue 38). A bet with a leg
 * priced under SPORTSBOOK_DEFAULTS.loyalty_min_odds counts none at all: a short price's edge is not
 * its market's margin (a red-team run farmed points and cash on 1.01 floor prices, decision 054).
 * `odds` in thousandths, as sb_legs keeps them.
 */
export function betEdge(stake: number, legs: { margin?: string | null; odds: number; state: LegState }[]): number {
  if (legs.some((l) => !(l.odds >= SPORTSBOOK_DEFAULTS.loyalty_min_odds * 1000))) return 0;
  let keep = 1;
  for (const l of legs) {
    const margin = Math.min(Math.max(Number(l.margin ?? 0) || 0, 0), 1);
    const s = l.state;
    const voided = s.kind === 'void' ? 1 : s.kind === 'open' ? 0 : Math.min(Number(s.voidFactor ?? 0) || 0, 1);
    keep *= 1 - margin * (1 - voided);
  }
  return stake * (1 - keep);
}

/**
 * Settles one bet again from its legs as they now stand: pays the difference to what it should
 * have paid (a rollback's reversal is a negative difference). Idempotent, and safe from two
 * processes at once: under the bet's lock, a second run finds nothing to move. Cashed-out and
 * rejected bets are final; pending ones are decided at the end of their delay. The bet counts for
 * loyalty once, when it is first settled with a result (a bet void in full never counts); a later
 * change of its result moves its money, not its count. Returns whether money moved.
 */
export async function resettleBet(db: Db, id: number, maxPayoutOf: (currency: string) => number): Promise<boolean> {
  return inWalletTransaction(db, async (tx) => {
    const b = await lockBet(tx, id);
    if (!b || (b.status !== 'accepted' && b.status !== 'settled')) return false;
    const legs = await legsOf(tx, id);
    const maths = legsForMaths(legs);
    const s = settleBet({
      stake: Number(b.stake),
      kind: b.kind,
      ...(specOf(b.kind, b.system, legs.length) ? { system: specOf(b.kind, b.system, legs.length)! } : {}),
      legs: maths,
    });
    const cap = maxPayoutOf(b.currency);
    const target = s.decided ? Math.min(s.payout, cap) : 0;
    const allVoid = s.decided && maths.every((l) => l.state.kind === 'void');
    const moved = await moveSportsBetTo(
      tx,
      { id, userId: Number(b.user_id), paid: Number(b.paid), currency: b.currency },
      target,
      allVoid ? 'refund' : 'settle',
    );
    // Void in full (cancelled, or every leg's void factor 1): a refund, never counted.
    const count = s.decided && !maths.every((l) => legResult(l.state) === 'void') && !b.counted;
    if (count) {
      await countSettledBet(tx, {
        userId: Number(b.user_id),
        currency: b.currency,
        product: 'sportsbook',
        game: 'betting',
        wagered: Number(b.stake),
        paid: target,
        edge: betEdge(
          Number(b.stake),
          legs.map((l, i) => ({ margin: l.margin, odds: l.odds, state: maths[i]!.state })),
        ),
      });
    }
    await tx.query(
      `UPDATE sb_bets SET status = $2, settled_at = CASE WHEN $2 = 'settled' THEN coalesce(settled_at, now()) END,
              checked_at = now(), counted = counted OR $3 WHERE id = $1`,
      [id, s.decided ? 'settled' : 'accepted', count],
    );
    return moved !== null;
  });
}

/**
 * Every bet with a leg on these markets, settled again, each in its own transaction (one bad bet
 * never holds the others). A failure is logged and counted; a failpoint's stop passes through.
 */
export async function resettleMarkets(db: Db, marketIds: number[], maxPayoutOf: (currency: string) => number) {
  if (!marketIds.length) return { bets: 0, failed: 0 };
  const { rows } = await db.query<{ bet_id: string }>(
    `SELECT DISTINCT l.bet_id FROM sb_legs l JOIN sb_bets b ON b.id = l.bet_id
      WHERE l.market_id = ANY($1::bigint[]) AND b.status IN ('accepted', 'settled') ORDER BY l.bet_id`,
    [marketIds],
  );
  let failed = 0;
  for (const [i, r] of rows.entries()) {
    if (i > 0) failpoint('sportsbook.settle.mid-bets');
    try {
      await resettleBet(db, Number(r.bet_id), maxPayoutOf);
    } catch (e) {
      if (isFailpointStop(e)) throw e;
      failed++;
      log.error({ betId: r.bet_id, err: e }, 'bet not settled');
    }
  }
  return { bets: rows.length, failed };
}

/**
 * The bets of queued markets (sb_settle_queue, written with the result that changed them) settled;
 * a market leaves the queue only when every bet of it settled, and only at the generation read
 * here (a change that arrived meanwhile is settled again). Returns the bets looked at.
 */
async function settleQueued(
  db: Db,
  queued: { market_id: string; gen: string }[],
  maxPayoutOf: (currency: string) => number,
): Promise<{ markets: number; bets: number; failed: number }> {
  let bets = 0;
  let failed = 0;
  for (const q of queued) {
    const r = await resettleMarkets(db, [Number(q.market_id)], maxPayoutOf);
    bets += r.bets;
    failed += r.failed;
    if (r.failed === 0) {
      await db.query('DELETE FROM sb_settle_queue WHERE market_id = $1 AND gen = $2', [q.market_id, q.gen]);
    }
  }
  return { markets: queued.length, bets, failed };
}

/**
 * The feed's own pass, right after a message that changed these markets' results committed.
 * `after`: the failpoint standing between the message's commit and its first bet.
 */
export async function settleMarketsNow(
  db: Db,
  marketIds: number[],
  maxPayoutOf: (currency: string) => number,
  after: 'sportsbook.settle.after-market' | 'sportsbook.resettle.after-market',
): Promise<{ markets: number; bets: number; failed: number }> {
  if (!marketIds.length) return { markets: 0, bets: 0, failed: 0 };
  failpoint(after);
  const { rows } = await db.query<{ market_id: string; gen: string }>(
    'SELECT market_id, gen FROM sb_settle_queue WHERE market_id = ANY($1::bigint[]) ORDER BY market_id',
    [marketIds],
  );
  return settleQueued(db, rows, maxPayoutOf);
}

/** How long the feed's own pass has before the sweeper takes a queued market over. */
export const SETTLE_GRACE_MS = 10_000;

/**
 * The settlement sweeper (the sportsbook's leader runs it every few seconds; tests run a fresh one
 * as after a restart): the queued markets the feed's own pass did not finish (older than the grace:
 * it died, or a bet failed), then, as a backstop, any accepted bet its legs decide that no queue
 * names. Idempotent: a bet already settled moves nothing.
 */
export async function sweepSettlements(
  db: Db,
  o: {
    maxPayoutOf: (currency: string) => number;
    now?: Date;
    graceMs?: number;
    limit?: number;
    /** Look for stray accepted bets too (a scan of the open bets: the leader does it every 30 s). */
    stray?: boolean;
  },
): Promise<{ markets: number; bets: number; failed: number; stray: number }> {
  const cutoff = new Date((o.now ?? new Date()).getTime() - (o.graceMs ?? SETTLE_GRACE_MS));
  const { rows } = await db.query<{ market_id: string; gen: string }>(
    'SELECT market_id, gen FROM sb_settle_queue WHERE queued_at <= $1 ORDER BY queued_at LIMIT $2',
    [cutoff, o.limit ?? 50],
  );
  const out = await settleQueued(db, rows, o.maxPayoutOf);
  const { rows: stray } =
    o.stray === false
      ? { rows: [] }
      : await db.query<{ id: string }>(`${DECIDED_ACCEPTED_SQL} ORDER BY b.id LIMIT $2`, [cutoff, o.limit ?? 200]);
  for (const r of stray) {
    try {
      await resettleBet(db, Number(r.id), o.maxPayoutOf);
    } catch (e) {
      if (isFailpointStop(e)) throw e;
      out.failed++;
      log.error({ betId: r.id, err: e }, 'bet not settled');
    }
  }
  if (rows.length || stray.length) {
    log.info({ markets: rows.length, bets: out.bets, stray: stray.length, failed: out.failed }, 'settlements swept');
  }
  return { ...out, stray: stray.length };
}

// --- the live delay ------------------------------------------------------------------------------------

/**
 * Live bets whose delay is over: accepted if every leg still takes bets, no stop came during the
 * delay and no price moved against the player's preference; else refused and the stake returned.
 */
export async function decideDueBets(db: Db, now = new Date()): Promise<{ accepted: number[]; rejected: number[] }> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM sb_bets WHERE status = 'pending' AND decide_at <= $1 ORDER BY decide_at LIMIT 200`,
    [now],
  );
  const out = { accepted: [] as number[], rejected: [] as number[] };
  for (const r of rows) {
    try {
      const verdict = await decideBet(db, Number(r.id), now);
      if (verdict === 'accepted') out.accepted.push(Number(r.id));
      if (verdict === 'rejected') out.rejected.push(Number(r.id));
    } catch (e) {
      log.error({ betId: r.id, err: e }, 'pending bet not decided');
    }
  }
  return out;
}

async function decideBet(db: Db, id: number, now: Date): Promise<'accepted' | 'rejected' | null> {
  return inWalletTransaction(db, async (tx) => {
    const { rows } = await tx.query<BetRow & { decide_at: Date; placed_at: Date }>(
      `SELECT ${BET_COLUMNS}, b.decide_at, b.placed_at FROM sb_bets b WHERE b.id = $1 AND b.status = 'pending' AND b.decide_at <= $2 FOR UPDATE SKIP LOCKED`,
      [id, now],
    );
    const b = rows[0];
    if (!b) return null;
    // Its markets held (shared): a settlement either committed before the read below (and the bet is
    // refused) or waits for this decision to commit (and then settles the bet it accepted).
    await lockMarketsOf(tx, id);
    const { rows: legs } = await tx.query<{
      odds: number;
      current: number | null;
      active: boolean;
      result: number | null;
      mstatus: number;
      stopped_after: boolean;
      estatus: number;
      up: boolean;
      idx: number;
      cancelled: boolean;
    }>(
      `SELECT l.idx, l.odds, o.odds AS current, o.active, o.result, m.status AS mstatus, e.status AS estatus,
              coalesce(m.stopped_at >= b.placed_at, false) AS stopped_after, ${OFFERED} AS up,
              EXISTS (SELECT 1 FROM sb_cancels c WHERE c.market_id = l.market_id AND NOT c.rolled_back
                        AND (c.start_at IS NULL OR b.placed_at >= c.start_at)
                        AND (c.end_at IS NULL OR b.placed_at <= c.end_at)) AS cancelled
         FROM sb_legs l JOIN sb_bets b ON b.id = l.bet_id JOIN sb_outcomes o ON o.id = l.outcome_id
         JOIN sb_markets m ON m.id = l.market_id JOIN sb_events e ON e.id = l.event_id
         JOIN sb_producers p ON p.product = m.product
        WHERE l.bet_id = $1 ORDER BY l.idx`,
      [id],
    );
    let reason: string | null = null;
    const reprice: { idx: number; odds: number }[] = [];
    for (const l of legs) {
      if (
        l.stopped_after ||
        l.cancelled ||
        l.mstatus !== 1 ||
        !l.active ||
        l.current === null ||
        l.result !== null ||
        !l.up ||
        l.estatus > 2
      ) {
        reason = 'market_suspended';
        break;
      }
      // A price that lengthened is the house's risk: the player's preference decides (the bet keeps
      // its own price when it is the lower one).
      if (l.current < l.odds) {
        if (b.accept_odds !== 'any') {
          reason = 'odds_changed';
          break;
        }
        reprice.push({ idx: l.idx, odds: l.current });
      }
    }
    const user = { id, userId: Number(b.user_id), paid: Number(b.paid), currency: b.currency };
    if (reason) {
      await moveSportsBetTo(tx, user, Number(b.stake), 'refund');
      await tx.query(`UPDATE sb_bets SET status = 'rejected', reason = $2, settled_at = now() WHERE id = $1`, [
        id,
        reason,
      ]);
      return 'rejected';
    }
    if (reprice.length) {
      for (const r of reprice)
        await tx.query('UPDATE sb_legs SET odds = $3 WHERE bet_id = $1 AND idx = $2', [id, r.idx, r.odds]);
      const fresh = await legsOf(tx, id);
      const potential = potentialWin({
        stake: Number(b.stake),
        kind: b.kind,
        ...(specOf(b.kind, b.system, fresh.length) ? { system: specOf(b.kind, b.system, fresh.length)! } : {}),
        legs: fresh.map((l) => ({ odds: l.odds, state: { kind: 'open' } })),
      });
      await tx.query('UPDATE sb_bets SET potential_win = $2 WHERE id = $1', [id, potential]);
    }
    await tx.query(`UPDATE sb_bets SET status = 'accepted' WHERE id = $1`, [id]);
    return 'accepted';
  });
}

// --- cash-out ---------------------------------------------------------------------------------------------

export interface CashOutInput {
  userId: number;
  betId: number;
  /** The offer the player saw. */
  amount: number;
  /** What else they take (the contract's CASHOUT_ACCEPT); `exact` when not given. */
  accept?: CashoutAccept;
  lang: Lang;
  settings: Pick<SbSettings, 'marginBp' | 'maxPayout'>;
}

/**
 * Cashes a bet out inside the caller's wallet transaction and builds the answer there too, so the
 * route records it with its idempotency key in the same commit as the money (money-idempotency.ts).
 * The offer is priced again here, under the bet's and its markets' locks, and the request's `accept`
 * decides (cashoutPays): the amount asked (`exact`), or the offer now when it is at least what the
 * request takes (`higher`, `tolerance`). Never more than the offer now, never a stale higher quote.
 * The same exact amount again on a cashed-out bet answers it without moving anything.
 */
export async function cashOutIn(tx: Queryable, p: CashOutInput): Promise<{ bet: SbBet; balance: number }> {
  const b = await lockBet(tx, p.betId);
  if (!b || Number(b.user_id) !== p.userId) throw new SbError('not_found', 'No such bet.', 'id', 404);
  let balance: number | null = null;
  const accept = p.accept ?? 'exact';
  if (!(b.status === 'cashed_out' && accept === 'exact' && Number(b.paid) === p.amount)) {
    if (b.status === 'settled' || b.status === 'cashed_out' || b.status === 'rejected') {
      throw new SbError('already_settled', 'This bet is already settled.', 'id', 409);
    }
    // Priced from results no settlement is changing at this moment (as the bet path reads them).
    await lockMarketsOf(tx, p.betId);
    const legs = await legsOf(tx, p.betId);
    const offer = b.status === 'accepted' ? offerOf(b, legs, p.settings) : null;
    if (offer === null || offer <= 0)
      throw new SbError('cashout_unavailable', 'Cash out is not available for this bet now.', 'amount');
    // Priced again now: the player gets what their request takes if the offer now covers it.
    const pay = cashoutPays(p.amount, accept, offer);
    if (pay === null) {
      throw new SbError('cashout_changed', 'The cash-out offer has changed.', 'amount', 422, {
        cashout: offer,
        min: cashoutFloor(p.amount, accept),
      });
    }
    balance = await moveSportsBetTo(
      tx,
      { id: p.betId, userId: p.userId, paid: Number(b.paid), currency: b.currency },
      pay,
      'cashout',
    );
    const edge = cashOutEdge(b, legs, pay);
    if (edge > 0 && !b.counted) {
      await countSettledBet(tx, {
        userId: p.userId,
        currency: b.currency,
        product: 'sportsbook',
        game: 'betting',
        wagered: Number(b.stake),
        paid: pay,
        edge,
      });
    }
    await tx.query(
      `UPDATE sb_bets SET status = 'cashed_out', settled_at = now(), checked_at = now(), counted = counted OR $2
        WHERE id = $1`,
      [p.betId, edge > 0],
    );
  }
  const bet = (await betsOf(tx, p.userId, { ids: [p.betId], lang: p.lang, settings: p.settings }))[0]!;
  if (balance === null) {
    const { rows } = await tx.query<{ balance: string }>(
      `SELECT balance FROM wallet_accounts WHERE user_id = $1 AND currency = $2 AND kind = 'cash'`,
      [p.userId, bet.currency],
    );
    balance = Number(rows[0]?.balance ?? 0);
  }
  return { bet, balance };
}

/**
 * The edge a cash-out counts for loyalty: what the house surely kept, the cash-out's own margin (the
 * fair value of the bet now, less what was paid), never more than the bet's edge at acceptance. A bet
 * placed and cashed out at once loses the player exactly that margin and counts no more than it; with
 * no cash-out margin it counts nothing (a zero-risk round trip earns no loyalty).
 */
function cashOutEdge(b: BetRow, legs: LegRow[], amount: number): number {
  const fair = offerOf(b, legs, { marginBp: 0 });
  if (fair === null) return 0;
  const kept = Math.max(0, fair - amount);
  const edge = betEdge(
    Number(b.stake),
    legs.map((l) => ({ margin: l.margin, odds: l.odds, state: legState(l) })),
  );
  return Math.min(kept, edge);
}

/** A cash-out in a transaction of its own (callers outside the API route). */
export function cashOut(db: Db, p: CashOutInput): Promise<{ bet: SbBet; balance: number }> {
  return inWalletTransaction(db, (tx) => cashOutIn(tx, p));
}
