// UOF XML → UofMessage: the adapter boundary's parser. Every message from outside comes through here,
// so it refuses rather than guesses: a malformed message gets a short reason and the feed moves on to
// the next one (issue 22: "a malformed message is logged and skipped, never fails the others").
// Shapes follow UnifiedFeed.xsd (reference-notes 2.1) and the Sports API's fixture; write.ts is the
// inverse and the round trip is tested for every type.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { decimalToThousandths } from '../math/odds';
import { type UofMessage, uofMessageSchema } from './messages';

export type UofParseResult = { ok: true; message: UofMessage } | { ok: false; error: string };

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

const INT = /^-?\d{1,18}$/;
const int = (n: Node, name: string): number | undefined => {
  const v = attr(n, name);
  if (v === undefined) return undefined;
  if (!INT.test(v)) return refuse(`${name} is not an integer`);
  const x = Number(v);
  return Number.isSafeInteger(x) ? x : refuse(`${name} is out of range`);
};
const needInt = (n: Node, name: string): number => int(n, name) ?? refuse(`${name} missing`);
const bool = (n: Node, name: string): boolean | undefined => {
  const v = attr(n, name);
  if (v === undefined) return undefined;
  if (v === '1' || v === 'true') return true;
  if (v === '0' || v === 'false') return false;
  return refuse(`${name} is not a boolean`);
};

function odds(n: Node): number | undefined {
  const v = attr(n, 'odds');
  if (v === undefined) return undefined;
  const k = decimalToThousandths(v);
  if (k === null) return refuse('odds is not a decimal');
  return k <= 1000 ? refuse(`odds ${v} is not above 1.00`) : k;
}

const common = (n: Node) => ({
  product: needInt(n, 'product'),
  timestamp: needInt(n, 'timestamp'),
  request_id: int(n, 'request_id'),
});
const withEvent = (n: Node) => ({ ...common(n), event_id: need(n, 'event_id') });
const marketRef = (m: Node) => ({ id: needInt(m, 'id'), specifiers: attr(m, 'specifiers') ?? '' });

function eventStatus(s: Node) {
  const clock = child(s, 'clock');
  const periods = children(child(s, 'period_scores'), 'period_score').map((p) => ({
    number: needInt(p, 'number'),
    home: needInt(p, 'home_score'),
    away: needInt(p, 'away_score'),
  }));
  return {
    status: needInt(s, 'status'),
    home_score: int(s, 'home_score'),
    away_score: int(s, 'away_score'),
    match_status: int(s, 'match_status'),
    match_time: clock ? attr(clock, 'match_time') : undefined,
    clock_stopped: clock ? bool(clock, 'stopped') : undefined,
    periods: periods.length > 0 ? periods : undefined,
  };
}

function oddsChange(n: Node) {
  const status = child(n, 'sport_event_status');
  return {
    type: 'odds_change' as const,
    ...withEvent(n),
    status: status ? eventStatus(status) : undefined,
    markets: children(child(n, 'odds'), 'market').map((m) => {
      const cashout = int(m, 'cashout_status');
      return {
        ...marketRef(m),
        // UOF: an absent status means ACTIVE, an absent cashout_status means available.
        status: int(m, 'status') ?? 1,
        cashout: cashout === undefined || cashout === 1,
        outcomes: children(m, 'outcome').map((o) => ({
          id: need(o, 'id'),
          odds: odds(o),
          active: bool(o, 'active') ?? true,
        })),
      };
    }),
  };
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

/** Root element name → the raw object the zod schema then checks. */
const MAPPERS: Record<string, (n: Node) => unknown> = {
  odds_change: oddsChange,
  bet_stop: (n) => ({
    type: 'bet_stop',
    ...withEvent(n),
    groups: attr(n, 'groups') ?? 'all',
    market_status: int(n, 'market_status'),
  }),
  bet_settlement: (n) => ({
    type: 'bet_settlement',
    ...withEvent(n),
    // Absent certainty is treated as the weaker one (live-scouted), never as confirmed.
    certainty: int(n, 'certainty') ?? 1,
    markets: children(child(n, 'outcomes'), 'market').map((m) => ({
      ...marketRef(m),
      outcomes: children(m, 'outcome').map((o) => ({
        id: need(o, 'id'),
        result: needInt(o, 'result'),
        void_factor: attr(o, 'void_factor'),
        dead_heat_factor: attr(o, 'dead_heat_factor'),
      })),
    })),
  }),
  rollback_bet_settlement: (n) => ({
    type: 'rollback_bet_settlement',
    ...withEvent(n),
    markets: children(n, 'market').map(marketRef),
  }),
  bet_cancel: (n) => ({
    type: 'bet_cancel',
    ...withEvent(n),
    start_time: int(n, 'start_time'),
    end_time: int(n, 'end_time'),
    superceded_by: attr(n, 'superceded_by'),
    markets: children(n, 'market').map((m) => ({ ...marketRef(m), void_reason: int(m, 'void_reason') })),
  }),
  rollback_bet_cancel: (n) => ({
    type: 'rollback_bet_cancel',
    ...withEvent(n),
    start_time: int(n, 'start_time'),
    end_time: int(n, 'end_time'),
    markets: children(n, 'market').map(marketRef),
  }),
  fixture_change: (n) => ({
    type: 'fixture_change',
    ...withEvent(n),
    start_time: int(n, 'start_time'),
    change_type: int(n, 'change_type'),
  }),
  alive: (n) => ({ type: 'alive', ...common(n), subscribed: bool(n, 'subscribed') ?? refuse('subscribed missing') }),
  snapshot_complete: (n) => ({ type: 'snapshot_complete', ...common(n), request_id: needInt(n, 'request_id') }),
  fixtures_fixture: fixture,
};

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
    const checked = uofMessageSchema.safeParse(dropUndefined(map(node)));
    if (!checked.success) return { ok: false, error: `${name}: ${zodReason(checked.error)}` };
    return { ok: true, message: checked.data };
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
