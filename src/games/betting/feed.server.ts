// The feed's adapter boundary (issue 22): every message, from the simulator, a replayed file or a
// real UOF integration, enters here as UOF XML (or as the Sports API's fixture XML), is parsed and
// validated (src/games/betting/uof/parse.ts), and is applied to the database in one transaction.
// A message that cannot be read at all is logged and skipped; it never stops the ones after it. A
// message read in part is applied in part, and the markets its unread parts name are suspended in
// the same transaction (issue 38: an old price never stays on offer because its update was unread).
// A message that changes results (settlement, cancel, their rollbacks) records the markets whose bets
// are still to settle (sb_settle_queue) in its own transaction, holding each market's lock so that
// no bet commits on it meanwhile; the bets are then settled by service.server.ts (the feed's process
// at once, the sportsbook leader's sweeper for whatever a death or an error left). What changed is
// handed back for the live stream.
import type { Queryable } from '../../server/db/types';
import { canTransition } from './math/status';
import type {
  Alive,
  BetCancel,
  BetSettlement,
  BetStop,
  Fixture,
  FixtureChange,
  OddsChange,
  RollbackBetCancel,
  RollbackBetSettlement,
  SnapshotComplete,
  UofMessage,
} from './uof/messages';
import { MARKET_STATUS, PRODUCER_LIVE } from './uof/messages';
import { parseUof, type UofParseResult, type UofUnread } from './uof/parse';
import { logFor } from '../../server/log.server';
import { countFeedSkipped } from '../../server/ops/metrics.server';

const log = logFor('feed');

/** An event's state as the stream sends it (raw: status is UOF's number). */
export interface EventRow {
  status: number;
  home_score: number | null;
  away_score: number | null;
  periods: { number?: number; home: number; away: number }[] | null;
  clock: string | null;
  clock_ms: string | null;
  clock_stopped: boolean;
}

/** What a message changed, for the stream (prices by outcome id) and for settlement (markets). */
export interface FeedChange {
  eventId: string | null;
  /** The event's status, score or clock changed. */
  eventChanged: boolean;
  /** The event's row after an odds_change that carried its state (what pages are sent). */
  event?: EventRow;
  /** Markets whose status or prices changed: id → status and changed prices. */
  markets: Map<number, { status: number; prices: { outcomeId: number; odds: number | null; active: boolean }[] }>;
  /** A market appeared, an event appeared or ended: pages read the board again. */
  board: boolean;
  /** Markets whose bets must be settled again (settlement, rollback, cancel). */
  resettle: number[];
  /** A producer changed state. */
  producer: { product: number; up: boolean } | null;
  /** A producer asks to be recovered (alive after silence): the feed source sends a snapshot. */
  recover: { product: number; requestId: number } | null;
}

const emptyChange = (eventId: string | null): FeedChange => ({
  eventId,
  eventChanged: false,
  markets: new Map(),
  board: false,
  resettle: [],
  producer: null,
  recover: null,
});

export type IngestResult =
  | {
      ok: true;
      message: UofMessage;
      change: FeedChange;
      /** What the message held that could not be read (its markets were suspended). */
      unread?: UofUnread;
    }
  | { ok: false; error: string };

type Parsed = Extract<UofParseResult, { ok: true }>;

/** A parsed message applied, and what it could not read suspended, in the caller's transaction. */
async function applyParsed(tx: Queryable, p: Parsed, opts: IngestOptions): Promise<FeedChange> {
  const change = await applyMessage(tx, p.message, opts);
  if (p.unread) await suspendUnread(tx, p.message, p.unread, change);
  return change;
}

const resultOf = (p: Parsed, change: FeedChange): IngestResult =>
  p.unread ? { ok: true, message: p.message, change, unread: p.unread } : { ok: true, message: p.message, change };

/** Parses and applies one XML message. Never throws for a bad message (it is logged and refused). */
export interface IngestOptions {
  /**
   * A recorded feed played back (`npm run feed -- replay`): its snapshot_complete carries the request
   * ids of the recording, so it ends any recovery rather than only the one we asked for.
   */
  replay?: boolean;
}

export async function ingestXml(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  xml: string,
  opts: IngestOptions = {},
): Promise<IngestResult> {
  const parsed = parseUof(xml);
  if (!parsed.ok) {
    log.warn({ problem: parsed.error }, 'feed message skipped');
    countFeedSkipped('message', 1);
    return { ok: false, error: parsed.error };
  }
  noteUnread(parsed);
  return ingestParsed(db, parsed, opts);
}

/** Said once per message: what it held that could not be read, and what was suspended for it. */
function noteUnread(p: Parsed): void {
  if (!p.unread) return;
  countFeedSkipped('part', p.unread.problems.length);
  const m = p.message;
  log.warn(
    {
      type: m.type,
      eventId: 'event_id' in m ? m.event_id : undefined,
      problems: p.unread.problems,
      suspended: p.unread.wholeEvent ? 'event' : p.unread.markets,
    },
    'feed message partly unread: its markets suspended',
  );
}

async function ingestParsed(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  parsed: Parsed,
  opts: IngestOptions,
): Promise<IngestResult> {
  try {
    const change = await db.transaction((tx) => applyParsed(tx, parsed, opts));
    return resultOf(parsed, change);
  } catch (e) {
    // A message the database refuses (an id too long, a market for an event it has never seen…).
    const error = `${parsed.message.type}: ${(e as Error).message}`;
    log.warn({ type: parsed.message.type, err: e }, 'feed message not applied');
    return { ok: false, error };
  }
}

/**
 * Parses and applies several messages in ONE transaction, in order (a consumer draining its queue:
 * one commit for the lot). Should any be refused by the database, the lot is rolled back and each
 * is applied on its own, so one bad message never takes the others with it.
 */
export async function ingestMany(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  xmls: readonly string[],
  opts: IngestOptions = {},
): Promise<IngestResult[]> {
  const parsed = xmls.map((xml) => parseUof(xml));
  for (const p of parsed) {
    if (!p.ok) {
      log.warn({ problem: p.error }, 'feed message skipped');
      countFeedSkipped('message', 1);
    } else noteUnread(p);
  }
  const good = parsed.flatMap((p) => (p.ok ? [p] : []));
  let changes: FeedChange[] | null = null;
  try {
    changes = await db.transaction(async (tx) => {
      const out: FeedChange[] = [];
      for (const p of good) out.push(await applyParsed(tx, p, opts));
      return out;
    });
  } catch {
    // One of them is refused: each on its own (the others still apply).
  }
  let i = 0;
  const results: IngestResult[] = [];
  for (let k = 0; k < parsed.length; k++) {
    const p = parsed[k]!;
    if (!p.ok) {
      results.push({ ok: false, error: p.error });
      continue;
    }
    if (changes) results.push(resultOf(p, changes[i++]!));
    else results.push(await ingestParsed(db, p, opts));
  }
  return results;
}

export async function applyMessage(tx: Queryable, m: UofMessage, opts: IngestOptions = {}): Promise<FeedChange> {
  switch (m.type) {
    case 'fixture':
      return fixture(tx, m);
    case 'odds_change':
      return oddsChange(tx, m);
    case 'bet_stop':
      return betStop(tx, m);
    case 'bet_settlement':
      return settlement(tx, m);
    case 'rollback_bet_settlement':
      return rollbackSettlement(tx, m);
    case 'bet_cancel':
      return betCancel(tx, m);
    case 'rollback_bet_cancel':
      return rollbackCancel(tx, m);
    case 'fixture_change':
      return fixtureChange(tx, m);
    case 'alive':
      return alive(tx, m);
    case 'snapshot_complete':
      return snapshotComplete(tx, m, opts.replay === true);
  }
}

/** An event the feed speaks of before its fixture arrived gets a bare row (names follow). */
const ENSURE_EVENT = 'INSERT INTO sb_events (id) VALUES ($1) ON CONFLICT DO NOTHING';

async function fixture(tx: Queryable, m: Fixture): Promise<FeedChange> {
  await tx.query(
    `INSERT INTO sb_events (id, sport_id, sport_name, category, tournament, home, away, start_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, to_timestamp($8 / 1000.0))
     ON CONFLICT (id) DO UPDATE SET sport_id = excluded.sport_id, sport_name = excluded.sport_name,
       category = excluded.category, tournament = excluded.tournament, home = excluded.home, away = excluded.away,
       start_at = excluded.start_at, updated_at = now()`,
    [m.event_id, m.sport_id, m.sport_name, m.category, m.tournament, m.home, m.away, m.start_time],
  );
  return { ...emptyChange(m.event_id), board: true };
}

async function fixtureChange(tx: Queryable, m: FixtureChange): Promise<FeedChange> {
  await tx.query(ENSURE_EVENT, [m.event_id]);
  // change_type 3: the match is cancelled (its markets come as bet_cancel). change_type 2 (date or
  // time) without the new start: the start is unknown, and a pre-match market takes no bet until a
  // fixture says when (the bet path refuses a pre-match bet without a start to come).
  await tx.query(
    `UPDATE sb_events SET start_at = CASE WHEN $2::bigint IS NOT NULL THEN to_timestamp($2 / 1000.0)
         WHEN $3::int = 2 THEN NULL ELSE start_at END,
       status = CASE WHEN $3::int = 3 AND status IN (0, 1, 2) THEN 5 ELSE status END, updated_at = now() WHERE id = $1`,
    [m.event_id, m.start_time ?? null, m.change_type ?? null],
  );
  return { ...emptyChange(m.event_id), board: true, eventChanged: true };
}

async function oddsChange(tx: Queryable, m: OddsChange): Promise<FeedChange> {
  const change = emptyChange(m.event_id);
  const s = m.status;
  const mk = { type: [] as number[], spec: [] as string[], status: [] as number[], cashout: [] as boolean[] };
  const oc = {
    type: [] as number[],
    spec: [] as string[],
    ref: [] as string[],
    odds: [] as (number | null)[],
    active: [] as boolean[],
  };
  for (const market of m.markets) {
    mk.type.push(market.id);
    mk.spec.push(market.specifiers);
    mk.status.push(market.status);
    mk.cashout.push(market.cashout);
    for (const o of market.outcomes) {
      oc.type.push(market.id);
      oc.spec.push(market.specifiers);
      oc.ref.push(o.id);
      oc.odds.push(o.odds ?? null);
      oc.active.push(o.active && o.odds !== undefined);
    }
  }
  // The event, its markets, their outcomes and the price history in one call (migration 28).
  const { rows } = await tx.query<{
    k: 'e' | 'm' | 'o';
    market_id: string | null;
    status: number;
    flag: boolean;
    outcome_id: string | null;
    odds: number | null;
    active: boolean | null;
    home_score: number | null;
    away_score: number | null;
    periods: EventRow['periods'];
    clock: string | null;
    clock_ms: string | null;
    clock_stopped: boolean | null;
  }>(
    `SELECT * FROM sb_odds_change($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)`,
    [
      m.event_id,
      m.product,
      m.timestamp || Date.now(),
      s !== undefined,
      s?.status ?? null,
      s?.home_score ?? null,
      s?.away_score ?? null,
      s?.match_status ?? null,
      s?.match_time ?? null,
      s?.clock_stopped ?? null,
      // The pages show each period's score; its match_status_code is the feed's own.
      s?.periods ? JSON.stringify(s.periods.map((x) => ({ number: x.number, home: x.home, away: x.away }))) : null,
      mk.type,
      mk.spec,
      mk.status,
      mk.cashout,
      oc.type,
      oc.spec,
      oc.ref,
      oc.odds,
      oc.active,
    ],
  );
  for (const r of rows) {
    if (r.k === 'e') {
      change.eventChanged = true;
      change.event = {
        status: r.status,
        home_score: r.home_score,
        away_score: r.away_score,
        periods: r.periods,
        clock: r.clock,
        clock_ms: r.clock_ms,
        clock_stopped: r.clock_stopped === true,
      };
      if (r.flag) change.board = true;
      continue;
    }
    const id = Number(r.market_id);
    let entry = change.markets.get(id);
    if (!entry) {
      entry = { status: r.status, prices: [] };
      change.markets.set(id, entry);
    }
    if (r.k === 'm') {
      if (r.flag) change.board = true;
    } else entry.prices.push({ outcomeId: Number(r.outcome_id), odds: r.odds, active: r.active === true });
  }
  return change;
}

async function betStop(tx: Queryable, m: BetStop): Promise<FeedChange> {
  const change = emptyChange(m.event_id);
  // UOF groups name market groups of the feed's own descriptions; we stop every active market of
  // the event for any group (stopping too much costs a few seconds of betting, too little costs money).
  const { rows } = await tx.query<{ id: string; status: number }>(
    `UPDATE sb_markets SET status = $2, stopped_at = now(), updated_at = now()
      WHERE event_id = $1 AND status = 1 AND (product = $3 OR $3 = ${PRODUCER_LIVE}) RETURNING id, status`,
    [m.event_id, m.market_status, m.product],
  );
  for (const r of rows) change.markets.set(Number(r.id), { status: r.status, prices: [] });
  return change;
}

/**
 * The markets of an event named by (type, specifiers), with their status, for a message that changes
 * their results: each row locked, and each market's advisory lock held exclusively (in id order, as
 * the bet path takes it shared), so a bet being placed on one either commits before this message or
 * reads its results.
 */
async function marketsOf(tx: Queryable, eventId: string, refs: { id: number; specifiers: string }[]) {
  if (!refs.length) return [];
  const { rows } = await tx.query<{ id: string; type: number; specifiers: string; status: number }>(
    `SELECT m.id, m.type, m.specifiers, m.status FROM sb_markets m
       JOIN unnest($2::int[], $3::text[]) AS x(type, spec) ON m.type = x.type AND m.specifiers = x.spec
      WHERE m.event_id = $1 ORDER BY m.id FOR UPDATE OF m`,
    [eventId, refs.map((r) => r.id), refs.map((r) => r.specifiers)],
  );
  if (rows.length) {
    await tx.query(
      'SELECT pg_advisory_xact_lock(28, sb_market_lock_key(x.id)) FROM unnest($1::bigint[]) AS x(id) ORDER BY x.id',
      [rows.map((r) => r.id)],
    );
  }
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** The markets whose bets are still to settle, recorded in the message's own transaction. */
async function resultsChanged(tx: Queryable, change: FeedChange): Promise<FeedChange> {
  if (change.resettle.length) await tx.query('SELECT sb_results_changed($1::bigint[])', [change.resettle]);
  return change;
}

/**
 * What a message could not read, suspended: the markets it names, or every market of its event
 * (settled and cancelled ones stay so; an inactive one already takes no bets).
 */
async function suspendUnread(tx: Queryable, m: UofMessage, unread: UofUnread, change: FeedChange): Promise<void> {
  if (!('event_id' in m) || m.type === 'fixture') return;
  const { rows } = await tx.query<{ id: string; status: number }>(
    `UPDATE sb_markets m SET status = -1, stopped_at = now(), updated_at = now()
      WHERE m.event_id = $1 AND m.status = 1
        AND ($2 OR (m.type, m.specifiers) IN (SELECT * FROM unnest($3::int[], $4::text[])))
     RETURNING m.id, m.status`,
    [m.event_id, unread.wholeEvent, unread.markets.map((x) => x.id), unread.markets.map((x) => x.specifiers)],
  );
  for (const r of rows) {
    const entry = change.markets.get(Number(r.id));
    if (entry) entry.status = r.status;
    else change.markets.set(Number(r.id), { status: r.status, prices: [] });
  }
}

async function setStatus(tx: Queryable, change: FeedChange, id: number, status: number): Promise<void> {
  await tx.query('UPDATE sb_markets SET status = $2, updated_at = now() WHERE id = $1', [id, status]);
  change.markets.set(id, { status, prices: [] });
}

async function settlement(tx: Queryable, m: BetSettlement): Promise<FeedChange> {
  const change = emptyChange(m.event_id);
  const known = await marketsOf(tx, m.event_id, m.markets);
  for (const market of m.markets) {
    const row = known.find((k) => k.type === market.id && k.specifiers === market.specifiers);
    if (!row) continue; // a market we never offered: nothing of ours rides on it
    if (row.status === MARKET_STATUS.cancelled) continue; // cancelled is final (its rollback reopens it)
    await tx.query(
      `UPDATE sb_outcomes o SET result = x.result, void_factor = x.vf, dead_heat_factor = x.dh
         FROM unnest($2::text[], $3::int[], $4::text[], $5::text[]) AS x(ref, result, vf, dh)
        WHERE o.market_id = $1 AND o.ref = x.ref`,
      [
        row.id,
        market.outcomes.map((o) => o.id),
        // Result -1 (not decided yet): the outcome stays open, its bets wait for a later settlement.
        market.outcomes.map((o) => (o.result === -1 ? null : o.result)),
        market.outcomes.map((o) => (o.result === -1 ? null : (o.void_factor ?? null))),
        market.outcomes.map((o) => (o.result === -1 ? null : (o.dead_heat_factor ?? null))),
      ],
    );
    if (
      canTransition(row.status as never, MARKET_STATUS.settled, 'settlement') ||
      row.status === MARKET_STATUS.settled
    ) {
      await setStatus(tx, change, row.id, MARKET_STATUS.settled);
    }
    change.resettle.push(row.id);
  }
  return resultsChanged(tx, change);
}

async function rollbackSettlement(tx: Queryable, m: RollbackBetSettlement): Promise<FeedChange> {
  const change = emptyChange(m.event_id);
  for (const row of await marketsOf(tx, m.event_id, m.markets)) {
    await tx.query(
      'UPDATE sb_outcomes SET result = NULL, void_factor = NULL, dead_heat_factor = NULL WHERE market_id = $1',
      [row.id],
    );
    // Back to suspended: the next odds_change (or a new settlement) says what it is now.
    if (row.status === MARKET_STATUS.settled) await setStatus(tx, change, row.id, MARKET_STATUS.suspended);
    change.resettle.push(row.id);
  }
  return resultsChanged(tx, change);
}

const ts = (ms: number | undefined) => (ms === undefined ? null : ms);

async function betCancel(tx: Queryable, m: BetCancel): Promise<FeedChange> {
  const change = emptyChange(m.event_id);
  const known = await marketsOf(tx, m.event_id, m.markets);
  const whole = m.start_time === undefined && m.end_time === undefined;
  for (const market of m.markets) {
    const row = known.find((k) => k.type === market.id && k.specifiers === market.specifiers);
    if (!row) continue;
    await tx.query(
      `INSERT INTO sb_cancels (market_id, start_at, end_at, void_reason)
       VALUES ($1, to_timestamp($2 / 1000.0), to_timestamp($3 / 1000.0), $4)`,
      [row.id, ts(m.start_time), ts(m.end_time), market.void_reason ?? null],
    );
    if (whole) await setStatus(tx, change, row.id, MARKET_STATUS.cancelled);
    change.resettle.push(row.id);
  }
  return resultsChanged(tx, change);
}

async function rollbackCancel(tx: Queryable, m: RollbackBetCancel): Promise<FeedChange> {
  const change = emptyChange(m.event_id);
  for (const row of await marketsOf(tx, m.event_id, m.markets)) {
    const { rows } = await tx.query(
      `UPDATE sb_cancels SET rolled_back = true
        WHERE market_id = $1 AND NOT rolled_back
          AND start_at IS NOT DISTINCT FROM to_timestamp($2 / 1000.0) AND end_at IS NOT DISTINCT FROM to_timestamp($3 / 1000.0)
       RETURNING id`,
      [row.id, ts(m.start_time), ts(m.end_time)],
    );
    if (!rows.length) continue;
    if (row.status === MARKET_STATUS.cancelled) {
      // Settled again if its outcomes carry results, else suspended until the next odds.
      const { rows: r } = await tx.query<{ settled: boolean }>(
        'SELECT bool_or(result IS NOT NULL) AS settled FROM sb_outcomes WHERE market_id = $1',
        [row.id],
      );
      await setStatus(tx, change, row.id, r[0]?.settled ? MARKET_STATUS.settled : MARKET_STATUS.suspended);
    }
    change.resettle.push(row.id);
  }
  return resultsChanged(tx, change);
}

async function alive(tx: Queryable, m: Alive): Promise<FeedChange> {
  const change = emptyChange(null);
  // Alive after silence (state down, or up but silent past its limit before the watch noticed),
  // or an unsubscribed producer: ask for a snapshot; bets wait for its snapshot_complete.
  const { rows } = await tx.query<{ state: string; was: string; recovery_request: string | null }>(
    `UPDATE sb_producers p SET last_alive_at = now(),
       state = CASE WHEN NOT $2 OR old.silent THEN 'recovering' ELSE p.state END,
       recovery_request = CASE WHEN NOT $2 OR old.silent THEN (extract(epoch FROM clock_timestamp()) * 1000)::bigint ELSE p.recovery_request END,
       changed_at = CASE WHEN NOT $2 OR old.silent THEN now() ELSE p.changed_at END
      FROM (SELECT state AS was, (state = 'down' OR (state = 'up' AND (last_alive_at IS NULL
              OR last_alive_at <= now() - make_interval(secs => alive_limit_ms / 1000.0)))) AS silent
              FROM sb_producers WHERE product = $1 FOR UPDATE) old
     WHERE p.product = $1 RETURNING p.state, old.was, p.recovery_request`,
    [m.product, m.subscribed],
  );
  const r = rows[0];
  if (r && r.state === 'recovering' && (r.was !== 'recovering' || !m.subscribed)) {
    change.recover = { product: m.product, requestId: Number(r.recovery_request) };
    if (r.was === 'up') change.producer = { product: m.product, up: false };
  }
  return change;
}

async function snapshotComplete(tx: Queryable, m: SnapshotComplete, replay: boolean): Promise<FeedChange> {
  const change = emptyChange(null);
  // The snapshot we asked for (any, when a recording is played back).
  const { rows } = await tx.query(
    `UPDATE sb_producers SET state = 'up', changed_at = now(), last_alive_at = now()
      WHERE product = $1 AND state = 'recovering' AND ($3 OR recovery_request = $2) RETURNING 1`,
    [m.product, m.request_id, replay],
  );
  if (rows.length) {
    change.producer = { product: m.product, up: true };
    change.board = true;
  }
  return change;
}

/** How long the feed's holder waits for a snapshot before it asks again (issue 40). */
export const RECOVERY_TIMEOUT_MS = 30_000;

/**
 * The recoveries the process holding the feed owes (issue 40). A producer goes into recovery in
 * whichever process applied its alive (`npm run feed -- replay` included), and the request is
 * recorded in sb_producers; the holder asks its source for every recovering producer whose request
 * it has not asked yet (`asked`: product → request id it asked), and asks again, under a new request
 * id, when a snapshot has not come within `timeoutMs`. `asked` is the caller's to update.
 */
export async function pendingRecoveries(
  q: Queryable,
  asked: ReadonlyMap<number, number>,
  timeoutMs = RECOVERY_TIMEOUT_MS,
): Promise<{ product: number; requestId: number }[]> {
  const { rows } = await q.query<{ product: number; request: string | null; age: string | null }>(
    `SELECT product, recovery_request AS request,
            (extract(epoch FROM clock_timestamp()) * 1000)::bigint - recovery_request AS age
       FROM sb_producers WHERE state = 'recovering'`,
  );
  const out: { product: number; requestId: number }[] = [];
  for (const r of rows) {
    const request = r.request === null ? null : Number(r.request);
    if (request !== null && asked.get(r.product) !== request) {
      out.push({ product: r.product, requestId: request });
      continue;
    }
    if (request !== null && Number(r.age) < timeoutMs) continue;
    // Asked and unanswered (or never numbered): a new request, which only its own snapshot ends.
    const { rows: again } = await q.query<{ request: string }>(
      `UPDATE sb_producers SET recovery_request = (extract(epoch FROM clock_timestamp()) * 1000)::bigint
        WHERE product = $1 AND state = 'recovering' AND recovery_request IS NOT DISTINCT FROM $2
        RETURNING recovery_request AS request`,
      [r.product, request],
    );
    if (again[0]) out.push({ product: r.product, requestId: Number(again[0].request) });
  }
  return out;
}

/**
 * Producers silent past their limit stop taking bets (the bet path checks the time itself, so this
 * only records it and tells pages). Returns the products that went down.
 */
export async function checkProducers(q: Queryable): Promise<number[]> {
  const { rows } = await q.query<{ product: number }>(
    `UPDATE sb_producers SET state = 'down', changed_at = now()
      WHERE state <> 'down' AND (last_alive_at IS NULL OR last_alive_at < now() - make_interval(secs => alive_limit_ms / 1000.0))
     RETURNING product`,
  );
  return rows.map((r) => r.product);
}
