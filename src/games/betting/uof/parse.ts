// UOF XML → UofMessage: the adapter boundary's parser. Every message from outside comes through here,
// so it never guesses: what it cannot read is refused with a short reason. A message whose root cannot
// be read (not XML, no event id, an unknown type) is refused whole and the feed moves on to the next
// one. Inside a message each market (and each outcome) is read on its own (issue 38): the parts that
// read are applied, and a part that does not names the markets it was about, which the feed suspends
// (or, naming none, every market of the event): an odd outcome never leaves an old price on offer
// nor throws away other markets' prices or settlements. Shapes follow UnifiedFeed.xsd (reference-notes
// 2.1) and the Sports API's fixture; write.ts is the inverse and the round trip is tested for every type.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { z } from 'zod';
import { decimalToThousandths } from '../math/odds';
import {
  betCancelSchema,
  eventStatusSchema,
  oddsOutcomeSchema,
  settledOutcomeSchema,
  type UofMessage,
  uofMessageSchema,
} from './messages';

/** What a message held that could not be read: the feed suspends the markets it names. */
export interface UofUnread {
  /** One short reason per unread part (logged once per message). */
  problems: string[];
  /** The markets unread parts named. */
  markets: { id: number; specifiers: string }[];
  /** An unread part named no market, or the event's state was unreadable: every market of the event. */
  wholeEvent: boolean;
}

/** `unread` only when something inside the message could not be read. */
export type UofParseResult = { ok: true; message: UofMessage; unread?: UofUnread } | { ok: false; error: string };

/** The model's cap of 2,000 markets × ~3 outcomes is under 0.5 MB of XML; 2 MB is a broken feed or an attack. */
export const MAX_MESSAGE_BYTES = 2 * 1024 * 1024;

const ARRAYS = new Set(['market', 'outcome', 'period_score', 'competitor']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Attribute text stays text: we convert each field ourselves, strictly ("01x" is not 1).
  parseAttributeValue: false,
  parseTagValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Only the five XML entities and character references; DOCTYPEs are refused before parsing, so no
  // document can declare its own (billion laughs). The limits are a second fence.
  processEntities: { enabled: true, maxEntityCount: 0, maxEntitySize: 0, maxTotalExpansions: 10_000 },
  htmlEntities: false,
  maxNestedTags: 12,
  isArray: (name, _path, _leaf, isAttribute) => !isAttribute && ARRAYS.has(name),
});

const utf8 = new TextEncoder();

type Node = Record<string, unknown>;
class Refused extends Error {}
const refuse = (reason: string): never => {
  throw new Refused(reason);
};

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const child = (n: Node, name: string): Node | undefined => {
  const v = n[name];
  if (v === undefined || v === '') return undefined;
  return isNode(v) ? v : refuse(`<${name}> is not an element`);
};
const children = (n: Node | undefined, name: string): Node[] => {
  if (!n) return [];
  const v = n[name];
  if (v === undefined) return [];
  // An empty element (<market/>) parses as '' when it has no attributes.
  const list = Array.isArray(v) ? v : [v];
  return list.map((x) => (isNode(x) ? x : x === '' ? {} : refuse(`<${name}> is not an element`)));
};
const attr = (n: Node, name: string): string | undefined => {
  const v = n[`@_${name}`];
  return typeof v === 'string' ? v : undefined;
};
const need = (n: Node, name: string): string => attr(n, name) ?? refuse(`${name} missing`);

// xs:int / xs:long lexical form: an optional sign, digits (leading zeros allowed), whitespace collapsed.
const INT = /^[+-]?\d{1,18}$/;
const int = (n: Node, name: string): number | undefined => {
  const raw = attr(n, name);
  if (raw === undefined) return undefined;
  const v = raw.trim();
  if (!INT.test(v)) return refuse(`${name} is not an integer`);
  const x = Number(v);
  return Number.isSafeInteger(x) ? x : refuse(`${name} is out of range`);
};
const needInt = (n: Node, name: string): number => int(n, name) ?? refuse(`${name} missing`);
const bool = (n: Node, name: string): boolean | undefined => {
  const v = attr(n, name)?.trim();
  if (v === undefined) return undefined;
  if (v === '1' || v === 'true') return true;
  if (v === '0' || v === 'false') return false;
  return refuse(`${name} is not a boolean`);
};

const XS_NUMBER = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,5}))?$/;

/**
 * xs:double or xs:decimal text → the same number as plain decimal text, exactly ("2.5E0" → "2.5",
 * "1.0" → "1", "-0.50" → "-0.5"): the feed's numbers are read by the schema's own types, and money
 * maths then works on exact text, never on a float. null for INF, NaN, an exponent where xs:decimal
 * allows none, or anything that is not a number.
 */
export function plainDecimal(text: string, exponent: boolean): string | null {
  const m = XS_NUMBER.exec(text.trim());
  if (!m) return null;
  const [, sign, int = '', frac = '', exp] = m;
  if (!int && !frac) return null;
  if (exp !== undefined && !exponent) return null;
  const e = exp ? Number(exp) : 0;
  if (Math.abs(e) > 400) return /[1-9]/.test(int + frac) ? null : '0';
  let digits = int + frac;
  // Where the decimal point falls within `digits`.
  let point = int.length + e;
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  if (point > digits.length) digits += '0'.repeat(point - digits.length);
  const whole = digits.slice(0, point).replace(/^0+/, '') || '0';
  const part = digits.slice(point).replace(/0+$/, '');
  // A double's range ends near 1E308: further is not a number the feed meant.
  if (whole.length > 310) return null;
  if (whole === '0' && !part) return '0';
  return `${sign === '-' ? '-' : ''}${whole}${part ? `.${part}` : ''}`;
}

/** An xs:double price → thousandths (half-up on a fourth decimal); refused when not above 1.00. */
function odds(n: Node): number | undefined {
  const v = attr(n, 'odds');
  if (v === undefined) return undefined;
  const plain = plainDecimal(v, true);
  if (plain === null || plain.startsWith('-')) return refuse(`odds ${v.slice(0, 30)} is not a price`);
  const [whole = '0', frac = ''] = plain.split('.');
  if (whole.length > 7) return refuse(`odds ${v.slice(0, 30)} is out of range`);
  // Only the fourth decimal rounds: the rest cannot change the thousandths.
  const k = decimalToThousandths(`${whole}.${(frac || '0').slice(0, 12)}`);
  if (k === null) return refuse(`odds ${v.slice(0, 30)} is not a price`);
  return k <= 1000 ? refuse(`odds ${v.slice(0, 30)} is not above 1.00`) : k;
}

/** Decimals a factor keeps: the settlement maths reads up to 18 exactly. */
const FACTOR_DECIMALS = 18;

/**
 * A void or dead-heat factor (xs:double) → exact decimal text in [0, 1] ("3.333E-1" → "0.3333"),
 * rounded half-up at 18 decimals, far below a minor unit of any payout.
 */
function factor(n: Node, name: string): string | undefined {
  const v = attr(n, name);
  if (v === undefined) return undefined;
  const plain = plainDecimal(v, true);
  if (plain === null || plain.startsWith('-')) return refuse(`${name} ${v.slice(0, 30)} is not a factor`);
  const [whole = '0', frac = ''] = plain.split('.');
  if (whole !== '0' && !(whole === '1' && !frac)) return refuse(`${name} ${v.slice(0, 30)} is above 1`);
  if (frac.length > 6) {
    // A double's rendering of a simple fraction (a dead heat between 3: "0.3333333333333333") is
    // that fraction, kept as "1/3": floored, 1.00 at 3.00 × 0.333… would pay 0.99 where a third of
    // 3.00 pays 1.00. Only a text within 1e-12 of p/q with q ≤ 100 reads so.
    const x = Number(plain);
    for (let q = 2; q <= 100; q++) {
      const p = Math.round(x * q);
      if (Math.abs(x - p / q) >= 1e-12) continue;
      if (p === 0 || p === q) return String(p / q);
      // q of 2s and 5s only: the fraction has a short exact decimal.
      if (1_000_000 % q === 0) return `0.${String((p * 1_000_000) / q).padStart(6, '0')}`.replace(/0+$/, '');
      return `${p}/${q}`;
    }
  }
  if (frac.length <= FACTOR_DECIMALS) return plain;
  const scaled = BigInt(frac.slice(0, FACTOR_DECIMALS)) + (Number(frac[FACTOR_DECIMALS]) >= 5 ? 1n : 0n);
  if (scaled >= 10n ** BigInt(FACTOR_DECIMALS)) return '1';
  const text = scaled.toString().padStart(FACTOR_DECIMALS, '0').replace(/0+$/, '');
  return text ? `0.${text}` : '0';
}

/** An xs:decimal score → an integer, or null when it has a fraction (a half point) or is negative. */
function score(n: Node, name: string): number | null | undefined {
  const v = attr(n, name);
  if (v === undefined) return undefined;
  const plain = plainDecimal(v, false);
  if (plain === null) return refuse(`${name} is not a decimal`);
  if (plain.startsWith('-') || plain.includes('.') || plain.length > 9) return null;
  return Number(plain);
}

/**
 * The clock's match_time (the schema's timeType: "mm:ss" or minutes alone, any number of digits) →
 * "m:ss", which the pages' clock reads; null when it is out of any plausible range.
 */
function matchTime(v: string | undefined): string | null | undefined {
  if (v === undefined) return undefined;
  const m = /^(\d+)(?::(\d+))?$/.exec(v.trim());
  if (!m) return refuse('match_time is not a time');
  const min = m[1]!.replace(/^0+(?=\d)/, '');
  const sec = m[2] === undefined ? '00' : m[2].replace(/^0+(?=\d\d)/, '');
  if (min.length > 6 || sec.length > 2 || Number(sec) > 59) return null;
  return `${min}:${sec.padStart(2, '0')}`;
}

const common = (n: Node) => ({
  product: needInt(n, 'product'),
  timestamp: needInt(n, 'timestamp'),
  request_id: int(n, 'request_id'),
});
const withEvent = (n: Node) => ({ ...common(n), event_id: need(n, 'event_id') });

/** Absent attributes leave no `key: undefined` behind, so messages compare and serialise cleanly. */
function dropUndefined(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(dropUndefined);
  if (!isNode(v)) return v;
  const out: Node = {};
  for (const [k, x] of Object.entries(v)) if (x !== undefined) out[k] = dropUndefined(x);
  return out;
}

/** The first zod issue as "path: message", short enough for a log line. */
function zodReason(error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid message';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** A part checked by its own schema: the value, or a refusal with zod's reason. */
function checked<T extends z.ZodType>(schema: T, raw: unknown, what: string): z.infer<T> {
  const r = schema.safeParse(dropUndefined(raw));
  return r.success ? r.data : refuse(`${what}: ${zodReason(r.error)}`);
}

/** Collects what a message held that could not be read. */
class Unread {
  problems: string[] = [];
  markets: { id: number; specifiers: string }[] = [];
  wholeEvent = false;
  market(ref: { id: number; specifiers: string }, reason: string): void {
    this.problems.push(`market ${ref.id}${ref.specifiers ? ` ${ref.specifiers}` : ''}: ${reason}`);
    if (!this.markets.some((m) => m.id === ref.id && m.specifiers === ref.specifiers)) this.markets.push(ref);
  }
  event(reason: string): void {
    this.problems.push(reason);
    this.wholeEvent = true;
  }
  /** Anything unread (a note alone, such as an unread certainty, suspends nothing). */
  get any(): boolean {
    return this.problems.length > 0;
  }
}

const reasonOf = (e: unknown): string => {
  if (e instanceof Refused) return e.message;
  throw e;
};

/**
 * A market's reference (id and line), or null when it cannot be read: the unread part names no
 * market, so every market of the event is suspended.
 */
function marketRef(m: Node, u: Unread): { id: number; specifiers: string } | null {
  try {
    const id = needInt(m, 'id');
    const specifiers = attr(m, 'specifiers') ?? '';
    if (id <= 0) refuse('id is not a market type');
    if (specifiers.length > 200) refuse('specifiers too long');
    return { id, specifiers };
  } catch (e) {
    u.event(`a market: ${reasonOf(e)}`);
    return null;
  }
}

/** The elements `name` under `n`, or none when they cannot be read (noted as naming no market). */
function childrenOr(n: Node | undefined, name: string, u: Unread): Node[] {
  try {
    return children(n, name);
  } catch (e) {
    u.event(reasonOf(e));
    return [];
  }
}
function childOr(n: Node, name: string, u: Unread): Node | undefined {
  try {
    return child(n, name);
  } catch (e) {
    u.event(reasonOf(e));
    return undefined;
  }
}

/**
 * The event's state. Its status is what it must have; a score with a fraction (the schema's scores
 * are xs:decimal) or a clock out of range is left out and noted, since neither prices nor settles a
 * bet: the status and the rest still apply.
 */
function eventStatus(s: Node, u: Unread) {
  const clock = child(s, 'clock');
  const home = score(s, 'home_score');
  const away = score(s, 'away_score');
  const both = home !== null && away !== null;
  if (!both) u.problems.push('sport_event_status: a score is not a whole number (left out)');
  let periods: { number: number; home: number; away: number; code?: number }[] | undefined = children(
    child(s, 'period_scores'),
    'period_score',
  ).map((p) => {
    const h = score(p, 'home_score');
    const a = score(p, 'away_score');
    if (h === undefined || a === undefined) refuse('period_score without its score');
    return { number: needInt(p, 'number'), home: h ?? -1, away: a ?? -1, code: int(p, 'match_status_code') };
  });
  if (periods.some((p) => p.home < 0 || p.away < 0)) {
    u.problems.push('period_scores: a score is not a whole number (left out)');
    periods = undefined;
  }
  let time = clock ? matchTime(attr(clock, 'match_time')) : undefined;
  if (time === null) {
    u.problems.push('clock: match_time out of range (left out)');
    time = undefined;
  }
  return checked(
    eventStatusSchema,
    {
      status: needInt(s, 'status'),
      home_score: both ? home : undefined,
      away_score: both ? away : undefined,
      match_status: int(s, 'match_status'),
      match_time: time,
      clock_stopped: clock ? bool(clock, 'stopped') : undefined,
      periods: periods?.length ? periods : undefined,
    },
    'sport_event_status',
  );
}

function oddsChange(n: Node, u: Unread) {
  const head = withEvent(n);
  // The event's state unread: not applied, and since the event may be over, all its markets stop.
  let status: ReturnType<typeof eventStatus> | undefined;
  const s = childOr(n, 'sport_event_status', u);
  if (s) {
    try {
      status = eventStatus(s, u);
    } catch (e) {
      u.event(reasonOf(e));
    }
  }
  const markets = [];
  for (const m of childrenOr(childOr(n, 'odds', u), 'market', u)) {
    const ref = marketRef(m, u);
    if (!ref) continue;
    // A market with an unread part is applied suspended, with the prices that did read.
    let broken: string | null = null;
    let mstatus = 1;
    let cashout = true;
    try {
      // UOF: an absent status means ACTIVE, an absent cashout_status means available.
      const st = int(m, 'status') ?? 1;
      if (st < -4 || st > 1) refuse(`status ${st} is not a market status`);
      mstatus = st;
      const c = int(m, 'cashout_status');
      cashout = c === undefined || c === 1;
    } catch (e) {
      broken = reasonOf(e);
    }
    const outcomes = [];
    for (const o of childrenOr(m, 'outcome', u)) {
      try {
        outcomes.push(
          checked(
            oddsOutcomeSchema,
            { id: need(o, 'id'), odds: odds(o), active: bool(o, 'active') ?? true },
            'outcome',
          ),
        );
      } catch (e) {
        broken ??= `outcome ${attr(o, 'id') ?? '?'}: ${reasonOf(e)}`;
      }
    }
    if (broken) u.market(ref, broken);
    markets.push({ ...ref, status: broken ? -1 : mstatus, cashout: broken ? false : cashout, outcomes });
  }
  return { type: 'odds_change' as const, ...head, status, markets };
}

/** ISO date-time text of the Sports API ("2026-11-25T18:00:00+00:00") → epoch ms. */
function isoTime(n: Node, name: string): number {
  const v = need(n, name);
  const ms = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) ? Date.parse(v) : Number.NaN;
  return Number.isFinite(ms) && ms >= 0 ? ms : refuse(`${name} is not a date-time`);
}

function fixture(root: Node) {
  const f = child(root, 'fixture') ?? refuse('fixture missing');
  const t = child(f, 'tournament') ?? refuse('tournament missing');
  const sport = child(t, 'sport') ?? refuse('sport missing');
  const category = child(t, 'category') ?? refuse('category missing');
  const teams = children(child(f, 'competitors'), 'competitor');
  const side = (q: string) => {
    const c = teams.find((x) => attr(x, 'qualifier') === q) ?? refuse(`${q} competitor missing`);
    return need(c, 'name');
  };
  return {
    type: 'fixture' as const,
    event_id: need(f, 'id'),
    sport_id: need(sport, 'id'),
    sport_name: need(sport, 'name'),
    category: need(category, 'name'),
    tournament: need(t, 'name'),
    home: side('home'),
    away: side('away'),
    start_time: isoTime(f, 'start_time'),
  };
}

function betSettlement(n: Node, u: Unread) {
  const head = withEvent(n);
  // Absent certainty is treated as the weaker one (live-scouted), never as confirmed; so is an unread one.
  let certainty = 1;
  try {
    const c = int(n, 'certainty') ?? 1;
    certainty = c === 2 ? 2 : 1;
  } catch (e) {
    u.problems.push(reasonOf(e));
  }
  const markets = [];
  for (const m of childrenOr(childOr(n, 'outcomes', u), 'market', u)) {
    const ref = marketRef(m, u);
    if (!ref) continue;
    // A market settles whole or not at all: one unread outcome leaves it unsettled, and suspended.
    try {
      const outcomes = children(m, 'outcome').map((o) =>
        checked(
          settledOutcomeSchema,
          {
            id: need(o, 'id'),
            // -1: not decided yet (the schema's UNDECIDED_YET); the outcome stays open.
            result: needInt(o, 'result'),
            void_factor: factor(o, 'void_factor'),
            dead_heat_factor: factor(o, 'dead_heat_factor'),
          },
          `outcome ${attr(o, 'id') ?? '?'}`,
        ),
      );
      markets.push({ ...ref, outcomes });
    } catch (e) {
      u.market(ref, reasonOf(e));
    }
  }
  return { type: 'bet_settlement' as const, ...head, certainty, markets };
}

/** The markets a rollback or cancel names (each read on its own). */
function refsOf(n: Node, u: Unread, extra?: (m: Node) => Record<string, unknown>) {
  const out = [];
  for (const m of childrenOr(n, 'market', u)) {
    const ref = marketRef(m, u);
    if (!ref) continue;
    try {
      out.push({ ...ref, ...extra?.(m) });
    } catch (e) {
      u.market(ref, reasonOf(e));
    }
  }
  return out;
}

/** A cancel's window: when unread, nothing is cancelled and every market it names is suspended. */
function cancelWindow(n: Node, u: Unread, refs: { id: number; specifiers: string }[]) {
  try {
    const start_time = int(n, 'start_time');
    const end_time = int(n, 'end_time');
    if ((start_time ?? 0) < 0 || (end_time ?? 0) < 0) refuse('a window time is negative');
    return { window: { start_time, end_time }, markets: refs };
  } catch (e) {
    const reason = reasonOf(e);
    for (const r of refs) u.market(r, reason);
    return { window: {}, markets: [] };
  }
}

/** Root element name → the raw object the zod schema then checks. */
const MAPPERS: Record<string, (n: Node, u: Unread) => unknown> = {
  odds_change: oddsChange,
  bet_stop: (n, u) => {
    const head = withEvent(n);
    // An unread status stops the markets all the same (suspended).
    let market_status: number | undefined;
    try {
      market_status = int(n, 'market_status');
      if (market_status !== undefined && (market_status < -4 || market_status > 1)) {
        refuse(`market_status ${market_status} is not a market status`);
      }
    } catch (e) {
      u.problems.push(reasonOf(e));
      market_status = -1;
    }
    return { type: 'bet_stop', ...head, groups: attr(n, 'groups') ?? 'all', market_status };
  },
  bet_settlement: betSettlement,
  rollback_bet_settlement: (n, u) => ({ type: 'rollback_bet_settlement', ...withEvent(n), markets: refsOf(n, u) }),
  bet_cancel: (n, u) => {
    const head = withEvent(n);
    const refs = refsOf(n, u, (m) => ({
      void_reason: checked(
        betCancelSchema.shape.markets.element.shape.void_reason,
        int(m, 'void_reason'),
        'void_reason',
      ),
    }));
    const { window, markets } = cancelWindow(n, u, refs);
    let superceded_by = attr(n, 'superceded_by');
    if (superceded_by !== undefined && !betCancelSchema.shape.superceded_by.safeParse(superceded_by).success) {
      u.problems.push('superceded_by is not an event id');
      superceded_by = undefined;
    }
    return { type: 'bet_cancel', ...head, ...window, superceded_by, markets };
  },
  rollback_bet_cancel: (n, u) => {
    const head = withEvent(n);
    const { window, markets } = cancelWindow(n, u, refsOf(n, u));
    return { type: 'rollback_bet_cancel', ...head, ...window, markets };
  },
  fixture_change: (n, u) => {
    const head = withEvent(n);
    // Unread, the change is not applied and the event's markets stop until the feed says more.
    let start_time: number | undefined;
    let change_type: number | undefined;
    try {
      start_time = int(n, 'start_time');
      change_type = int(n, 'change_type');
      if ((start_time ?? 0) < 0) refuse('start_time is negative');
      if (change_type !== undefined && (change_type < 1 || change_type > 20)) refuse(`change_type ${change_type}`);
    } catch (e) {
      u.event(reasonOf(e));
      start_time = undefined;
      change_type = undefined;
    }
    return { type: 'fixture_change', ...head, start_time, change_type };
  },
  alive: (n) => ({ type: 'alive', ...common(n), subscribed: bool(n, 'subscribed') ?? refuse('subscribed missing') }),
  snapshot_complete: (n) => ({ type: 'snapshot_complete', ...common(n), request_id: needInt(n, 'request_id') }),
  fixtures_fixture: fixture,
};

/** One UOF message (one root element) → a validated UofMessage, or a short reason. Never throws. */
export function parseUof(xml: string): UofParseResult {
  try {
    // UTF-8 takes at most 3 bytes per UTF-16 unit: only count bytes when the text could be too big.
    if (
      xml.length > MAX_MESSAGE_BYTES ||
      (xml.length * 3 > MAX_MESSAGE_BYTES && utf8.encode(xml).length > MAX_MESSAGE_BYTES)
    )
      return { ok: false, error: 'message too large' };
    if (/<!DOCTYPE/i.test(xml) || /<!ENTITY/i.test(xml)) return { ok: false, error: 'DOCTYPE not allowed' };
    // The parser is lenient with unclosed tags; the validator is not.
    const valid = XMLValidator.validate(xml);
    if (valid !== true) return { ok: false, error: `malformed XML: ${valid.err.msg}` };
    const doc: unknown = parser.parse(xml);
    if (!isNode(doc)) return { ok: false, error: 'no root element' };
    const roots = Object.keys(doc).filter((k) => !k.startsWith('?') && !k.startsWith('#'));
    if (roots.length !== 1) return { ok: false, error: 'expected one root element' };
    const name = roots[0]!;
    const map = Object.hasOwn(MAPPERS, name) ? MAPPERS[name] : undefined;
    if (!map) return { ok: false, error: `unknown message <${name.slice(0, 40)}>` };
    const raw = doc[name];
    const node = isNode(raw) ? raw : raw === '' ? {} : refuse(`<${name}> is not an element`);
    const u = new Unread();
    const result = uofMessageSchema.safeParse(dropUndefined(map(node, u)));
    if (!result.success) return { ok: false, error: `${name}: ${zodReason(result.error)}` };
    if (!u.any) return { ok: true, message: result.data };
    return {
      ok: true,
      message: result.data,
      unread: { problems: u.problems.slice(0, 20), markets: u.markets, wholeEvent: u.wholeEvent },
    };
  } catch (e) {
    if (e instanceof Refused) return { ok: false, error: e.message };
    return { ok: false, error: `unreadable: ${e instanceof Error ? e.message.slice(0, 120) : 'error'}` };
  }
}

/**
 * Splits a replay file into its top-level elements (skipping the XML declaration, comments and
 * processing instructions; a `<messages>` root around them is stepped into). Returns the element texts
 * in order; a trailing unclosed element comes back as is so that parsing it reports the fault.
 */
export function splitUofMessages(text: string): string[] {
  const out: string[] = [];
  let i = 0;
  let depth = 0;
  let start = -1;
  const n = text.length;
  while (i < n) {
    const lt = text.indexOf('<', i);
    if (lt < 0) break;
    if (text.startsWith('<?', lt)) {
      const end = text.indexOf('?>', lt + 2);
      i = end < 0 ? n : end + 2;
      continue;
    }
    if (text.startsWith('<!--', lt)) {
      const end = text.indexOf('-->', lt + 4);
      i = end < 0 ? n : end + 3;
      continue;
    }
    if (text.startsWith('<![CDATA[', lt)) {
      const end = text.indexOf(']]>', lt + 9);
      i = end < 0 ? n : end + 3;
      continue;
    }
    if (text.startsWith('<!', lt)) {
      // A DOCTYPE at top level is kept inside the next message so that its parse refuses it.
      if (depth === 0 && start < 0) start = lt;
      const end = text.indexOf('>', lt + 2);
      i = end < 0 ? n : end + 1;
      continue;
    }
    // A tag: find its '>' outside quoted attribute values.
    let j = lt + 1;
    let quote = '';
    while (j < n) {
      const c = text[j];
      if (quote) {
        if (c === quote) quote = '';
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '>') break;
      j++;
    }
    if (j >= n) {
      if (start < 0) start = lt;
      break;
    }
    const closing = text[lt + 1] === '/';
    const selfClosing = text[j - 1] === '/';
    if (depth === 0 && /^<\/?messages[\s/>]/.test(text.slice(lt, lt + 11))) {
      // The optional <messages> root around a replay file: step into it (and out of it).
      i = j + 1;
      continue;
    }
    if (closing && depth === 0) {
      // A stray end tag: hand it on as a message of its own, to be refused.
      out.push(text.slice(lt, j + 1));
      i = j + 1;
      continue;
    }
    if (closing) depth--;
    else {
      if (depth === 0 && start < 0) start = lt;
      if (!selfClosing) depth++;
    }
    i = j + 1;
    if (depth === 0 && start >= 0) {
      out.push(text.slice(start, i));
      start = -1;
    }
  }
  if (start >= 0) out.push(text.slice(start));
  return out;
}

/** Every message of a replay file, in order, each parsed on its own: one bad message spoils only itself. */
export function parseUofMany(text: string): UofParseResult[] {
  return splitUofMessages(text).map(parseUof);
}
