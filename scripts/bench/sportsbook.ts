// npm run bench:sportsbook — the sportsbook (issue 22) in one run, each figure beside a baseline of
// the same run on the same database:
//   a) the feed: odds_change messages for 40 live football events × 25 markets (1,000 live markets,
//      2,040 outcomes), each changing a few prices, as UOF XML through feedXml (parse, zod, the
//      market and outcome upserts, the price history, the event's score and clock, the stream event
//      published on the bus), one after another as a feed consumer applies them. Figure: outcome
//      price changes applied per second (goal 2,000). Baseline: the same price updates as one bare
//      UPDATE … FROM unnest per message on a table of its own (no parsing, validation, history,
//      event or publish);
//   b) fan-out: 5,000 SSE connections to GET /betting/stream on a real HTTP server
//      (@hono/node-server, the full API app), held by client processes; odds_change messages fed at
//      a live feed's pace, each stamped with its send time (the match clock's `at`, which the stream
//      event carries), and every event's delay at every connection from that stamp to its arrival.
//      On PostgreSQL the feed runs in another process, so events go through pg_notify as a replay
//      or another process's simulator sends them. Goal: p99 < 200 ms;
//   c) bets: POST /betting/bets singles on pre-match markets (no live delay) by 16 funded players,
//      one connection each, against POST /dice/bets by the same players on the same server — the
//      bench:bets product figure, the floor of an instant-game bet. Goal: ≥ 0.5 of it.
// PGlite always; PostgreSQL too when DATABASE_URL is set (a scratch database, dropped after).
// Not covered: see NOT_COVERED below (printed at the end).
import { fork, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Currency } from '../../src/contract/common';
import { feedQueue, feedXml, type SinkOptions } from '../../src/games/betting/engine.server';
import { sportsbookRelay } from '../../src/games/betting/relay.server';
import { sbSettings } from '../../src/games/betting/service.server';
import type { OddsChange, UofMessage } from '../../src/games/betting/uof/messages';
import { toUofXml } from '../../src/games/betting/uof/write';
import { stopBus } from '../../src/games/kit/shared/bus.server';
import { createApiApp } from '../../src/server/api/app';
import { TEST_AUTH_SETTINGS } from '../../src/server/auth/settings.server';
import { maxPayout } from '../../src/server/bets/limits.server';
import { ConfigStore } from '../../src/server/config/store.server';
import { openDatabase } from '../../src/server/db/index.server';
import type { Db } from '../../src/server/db/types';
import { fundedPlayer, listen, merge, poster, type Result, scratchPostgres, timed } from './load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const PLAYERS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 5000);
const CLIENT_PROCS = 3;
/** The live feed's pace in part b: 40 live matches, one price update each every 4 s. */
const FANOUT_RATE = Number(process.env.BENCH_FANOUT_RATE ?? 10);
const FANOUT_SECONDS = Number(process.env.BENCH_FANOUT_SECONDS ?? 10);
const ROUNDS = 3;
const LIVE_EVENTS = 40;
const PREMATCH_EVENTS = 40;
const FEED_GOAL = 2000;
const FANOUT_P99_GOAL = 200;
const BETS_GOAL = 0.5;
const DICE_BODY = JSON.stringify({ amount: 100, target: 50, condition: 'over' });
const HERE = fileURLToPath(import.meta.url);

const NOT_COVERED = `Not covered:
  - the front server / Waku in front of the API, TLS, real networks and browsers (EventSource);
  - a real feed's transport (AMQP) and its recovery: messages come from this process, already in order;
  - several web processes each holding part of the pages (here one server holds all 5,000);
  - accumulators, system bets, live bets (their delay is a wait, not work), cash-out, settlement of
    many open bets at full time (bet_settlement re-settles each bet in its own transaction);
  - several feed consumers at once, and PostgreSQL under other load than this run's.`;

// ---------------------------------------------------------------- the board

const MARKETS: { id: number; spec: string; outcomes: string[] }[] = [
  { id: 1, spec: '', outcomes: ['1', '2', '3'] },
  ...Array.from({ length: 12 }, (_, k) => ({ id: 18, spec: `total=${0.5 + k * 0.5}`, outcomes: ['12', '13'] })),
  ...Array.from({ length: 12 }, (_, k) => ({ id: 16, spec: `hcp=${-3 + k * 0.5}`, outcomes: ['1714', '1715'] })),
];
const liveId = (i: number) => `sr:match:${900_000 + i}`;
const prematchId = (i: number) => `sr:match:${950_000 + i}`;

interface LiveMarket {
  id: number;
  spec: string;
  outcomes: { ref: string; odds: number; bareId: number }[];
}
interface LiveEvent {
  id: string;
  markets: LiveMarket[];
  sent: number;
}

let seed = 12345;
/** A small deterministic generator: the same messages on both databases. */
const rand = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const clampOdds = (o: number) => Math.min(50_000, Math.max(1010, Math.round(o / 10) * 10));

/** The board's first messages: producers up, 80 fixtures, every market's first prices. */
function openingMessages(now: number): UofMessage[] {
  const out: UofMessage[] = [];
  for (const product of [1, 3]) {
    out.push({ type: 'alive', product, timestamp: now, subscribed: false });
    out.push({ type: 'snapshot_complete', product, timestamp: now, request_id: 1 });
  }
  const fixture = (event_id: string, i: number, start: number): UofMessage => ({
    type: 'fixture',
    event_id,
    sport_id: 'sr:sport:1',
    sport_name: 'Soccer',
    category: 'Bench',
    tournament: 'Bench League',
    home: `Home ${i}`,
    away: `Away ${i}`,
    start_time: start,
  });
  for (let i = 0; i < LIVE_EVENTS; i++) {
    out.push(fixture(liveId(i), i, now - 30 * 60_000));
    out.push({
      type: 'odds_change',
      event_id: liveId(i),
      product: 1,
      timestamp: now,
      status: { status: 1, home_score: 0, away_score: 0, match_status: 6, match_time: '30:00', clock_stopped: false },
      markets: MARKETS.map((m) => ({
        id: m.id,
        specifiers: m.spec,
        status: 1,
        cashout: true,
        outcomes: m.outcomes.map((id) => ({ id, odds: clampOdds(1200 + rand() * 4000), active: true })),
      })),
    });
  }
  for (let i = 0; i < PREMATCH_EVENTS; i++) {
    out.push(fixture(prematchId(i), i, now + 86_400_000));
    out.push({
      type: 'odds_change',
      event_id: prematchId(i),
      product: 3,
      timestamp: now,
      status: { status: 0 },
      markets: [
        {
          id: 1,
          specifiers: '',
          status: 1,
          cashout: true,
          outcomes: ['1', '2', '3'].map((id) => ({ id, odds: clampOdds(1500 + rand() * 3000), active: true })),
        },
      ],
    });
  }
  return out;
}

/** The live events' prices as the database has them now (the feeder's starting point). */
async function loadLive(db: Db): Promise<LiveEvent[]> {
  const { rows } = await db.query<{ event_id: string; type: number; specifiers: string; ref: string; odds: number }>(
    `SELECT m.event_id, m.type, m.specifiers, o.ref, o.odds FROM sb_outcomes o JOIN sb_markets m ON m.id = o.market_id
      WHERE m.event_id LIKE 'sr:match:9_____' AND m.event_id < 'sr:match:95' ORDER BY m.event_id, m.id, o.id`,
  );
  const events = new Map<string, LiveEvent>();
  let bareId = 0;
  for (const r of rows) {
    let ev = events.get(r.event_id);
    if (!ev) {
      ev = { id: r.event_id, markets: [], sent: 0 };
      events.set(r.event_id, ev);
    }
    let m = ev.markets.find((x) => x.id === r.type && x.spec === r.specifiers);
    if (!m) {
      m = { id: r.type, spec: r.specifiers, outcomes: [] };
      ev.markets.push(m);
    }
    m.outcomes.push({ ref: r.ref, odds: r.odds, bareId: ++bareId });
  }
  return [...events.values()];
}

/**
 * The next live odds_change, round robin over the events: three markets with all their outcomes,
 * one or two prices moved in each, and the match status (as UOF's live messages always carry).
 */
function nextOddsChange(live: LiveEvent[], k: number, timestamp: number) {
  const ev = live[k % live.length]!;
  ev.sent++;
  const minute = 30 + Math.floor(ev.sent / 6);
  const picked = new Set<number>();
  while (picked.size < 3) picked.add(Math.floor(rand() * ev.markets.length));
  let changes = 0;
  const bare = { ids: [] as number[], odds: [] as number[] };
  const markets = [...picked].map((i) => {
    const m = ev.markets[i]!;
    const move = new Set<number>([Math.floor(rand() * m.outcomes.length)]);
    if (rand() < 0.5) move.add(Math.floor(rand() * m.outcomes.length));
    for (const j of move) {
      const o = m.outcomes[j]!;
      let next = clampOdds(o.odds * (1 + (rand() < 0.5 ? -1 : 1) * (0.02 + rand() * 0.06)));
      if (next === o.odds) next = o.odds === 50_000 ? 49_990 : o.odds + 10;
      o.odds = next;
      changes++;
    }
    for (const o of m.outcomes) {
      bare.ids.push(o.bareId);
      bare.odds.push(o.odds);
    }
    return {
      id: m.id,
      specifiers: m.spec,
      status: 1 as const,
      cashout: true,
      outcomes: m.outcomes.map((o) => ({ id: o.ref, odds: o.odds, active: true })),
    };
  });
  const msg: OddsChange = {
    type: 'odds_change',
    event_id: ev.id,
    product: 1,
    timestamp,
    status: {
      status: 1,
      home_score: 0,
      away_score: 0,
      match_status: minute < 45 ? 6 : 7,
      match_time: `${Math.min(minute, 999)}:${String(ev.sent % 60).padStart(2, '0')}`,
      clock_stopped: false,
    },
    markets,
  };
  return { msg, changes, bare };
}

/**
 * The database as the feed uses it, with every statement remembered until it ends: the bus sends
 * its notifications in the background after each commit, and a slice is over when they are out.
 */
function tracked(db: Db): { db: Db; drain(): Promise<void> } {
  const pending = new Set<Promise<unknown>>();
  const query: Db['query'] = (sql, params) => {
    const p = db.query(sql, params);
    pending.add(p);
    const done = () => pending.delete(p);
    p.then(done, done);
    return p as never;
  };
  const proxy = new Proxy(db, {
    get(t, k) {
      if (k === 'query') return query;
      const v = Reflect.get(t, k, t);
      return typeof v === 'function' ? v.bind(t) : v;
    },
  });
  return {
    db: proxy,
    async drain() {
      while (pending.size) {
        await Promise.allSettled([...pending]);
        await new Promise((r) => setImmediate(r));
      }
    },
  };
}

function sinkOf(cfg: ReturnType<typeof configStore>['current']): SinkOptions {
  return { replay: true, maxPayoutOf: (c) => maxPayout(cfg.betLimits, c as Currency) };
}
const configStore = () => new ConfigStore(mkdtempSync(path.join(os.tmpdir(), 'bench-sportsbook-')));

/** Feeds `rate` live odds_change messages a second for `seconds`, each stamped when it is sent. */
async function feedAtRate(db: Db, sink: SinkOptions, rate: number, seconds: number): Promise<number> {
  // In the server's own process the feed must use the server's database object (the bus's local
  // delivery is by object); from another process it goes through pg_notify, drained at the end.
  const { db: feedDb, drain } = db.kind === 'postgres' ? tracked(db) : { db, drain: async () => {} };
  const live = await loadLive(db);
  const start = performance.now();
  const n = Math.round(rate * seconds);
  for (let k = 0; k < n; k++) {
    const due = start + (k * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const res = await feedXml(feedDb, toUofXml(nextOddsChange(live, k, Date.now()).msg), sink);
    if (!res.ok) throw new Error(`feed: ${res.error}`);
  }
  await drain();
  return n;
}

// ---------------------------------------------------------------- a) the feed

async function benchFeed(db: Db, sink: SinkOptions) {
  const live = await loadLive(db);
  const outcomes = live.reduce((a, e) => a + e.markets.reduce((b, m) => b + m.outcomes.length, 0), 0);
  await db.exec(
    'DROP TABLE IF EXISTS bench_sb_odds; CREATE TABLE bench_sb_odds (id bigint PRIMARY KEY, odds int NOT NULL);',
  );
  await db.query('INSERT INTO bench_sb_odds SELECT g, 2000 FROM generate_series(1, $1::int) g', [outcomes]);
  const { db: feedDb, drain } = tracked(db);
  // The baseline moves prices of its own copy: the product's state stays what its database holds.
  const bareLive: LiveEvent[] = structuredClone(live);
  let k = 0;
  type Slice = { messages: number; changes: number; applied: number; ms: number };
  // Only the time inside the feed (or the bare UPDATE) counts, not making the next message.
  const product = async (seconds: number): Promise<Slice> => {
    const s: Slice = { messages: 0, changes: 0, applied: 0, ms: 0 };
    const end = performance.now() + seconds * 1000;
    while (performance.now() < end) {
      const { msg, changes } = nextOddsChange(live, k++, Date.now());
      const xml = toUofXml(msg);
      const t = performance.now();
      const res = await feedXml(feedDb, xml, sink);
      s.ms += performance.now() - t;
      if (!res.ok) throw new Error(`feed: ${res.error}`);
      s.messages++;
      s.changes += changes;
      for (const m of res.change.markets.values()) s.applied += m.prices.length;
    }
    const t = performance.now();
    await drain();
    s.ms += performance.now() - t;
    return s;
  };
  // The same messages arriving faster than one at a time: a feed consumer's queue, drained in lots
  // of one transaction each (feedQueue), as a live feed at 2,000 changes a second would be.
  const queue = feedQueue(feedDb, sink);
  const queued = async (seconds: number): Promise<Slice> => {
    const s: Slice = { messages: 0, changes: 0, applied: 0, ms: 0 };
    const end = performance.now() + seconds * 1000;
    while (performance.now() < end) {
      const burst = Array.from({ length: 64 }, () => nextOddsChange(live, k++, Date.now()));
      const xmls = burst.map((b) => toUofXml(b.msg));
      const t = performance.now();
      const results = await Promise.all(xmls.map((x) => queue.push(x)));
      s.ms += performance.now() - t;
      for (const [i, res] of results.entries()) {
        if (!res.ok) throw new Error(`feed: ${res.error}`);
        s.messages++;
        s.changes += burst[i]!.changes;
        for (const m of res.change.markets.values()) s.applied += m.prices.length;
      }
    }
    const t = performance.now();
    await drain();
    s.ms += performance.now() - t;
    return s;
  };
  const bare = async (seconds: number): Promise<Slice> => {
    const s: Slice = { messages: 0, changes: 0, applied: 0, ms: 0 };
    const end = performance.now() + seconds * 1000;
    while (performance.now() < end) {
      const { changes, bare: b } = nextOddsChange(bareLive, k++, Date.now());
      const t = performance.now();
      await db.query(
        'UPDATE bench_sb_odds o SET odds = x.odds FROM unnest($1::bigint[], $2::int[]) AS x(id, odds) WHERE o.id = x.id',
        [b.ids, b.odds],
      );
      s.ms += performance.now() - t;
      s.messages++;
      s.changes += changes;
      s.applied += changes;
    }
    return s;
  };
  await product(1);
  await queued(1);
  await bare(1);
  const res = { product: [] as Slice[], queued: [] as Slice[], bare: [] as Slice[] };
  for (let r = 0; r < ROUNDS; r++) {
    res.product.push(await product(SECONDS / ROUNDS));
    res.queued.push(await queued(SECONDS / ROUNDS));
    res.bare.push(await bare(SECONDS / ROUNDS));
  }
  const sum = (xs: Slice[]) =>
    xs.reduce((a, x) => ({
      messages: a.messages + x.messages,
      changes: a.changes + x.changes,
      applied: a.applied + x.applied,
      ms: a.ms + x.ms,
    }));
  const p = sum(res.product);
  const q = sum(res.queued);
  const b = sum(res.bare);
  return {
    markets: live.reduce((a, e) => a + e.markets.length, 0),
    outcomes,
    messagesPerSec: p.messages / (p.ms / 1000),
    changesPerSec: p.changes / (p.ms / 1000),
    lost: p.changes - p.applied + (q.changes - q.applied),
    queuedMessagesPerSec: q.messages / (q.ms / 1000),
    queuedChangesPerSec: q.changes / (q.ms / 1000),
    bareChangesPerSec: b.changes / (b.ms / 1000),
    perMessage: p.changes / p.messages,
  };
}

// ---------------------------------------------------------------- b) fan-out

/** One client process: many SSE connections; for each event, now − its clock `at`, in a histogram. */
const CLIENT_JS = `
const http = require('node:http');
const NEEDLE = Buffer.from('"at":');
const EOM = Buffer.from('\\n\\n');
const MAX = 60000;
let hist = new Uint32Array(MAX + 1), events = 0, from = Infinity, to = Infinity, conns = [], dropped = 0;
function onData(conn, chunk) {
  const now = Date.now();
  let buf = conn.pending ? Buffer.concat([conn.pending, chunk]) : chunk;
  const end = buf.lastIndexOf(EOM);
  if (end === -1) { conn.pending = buf; return; }
  conn.pending = end + 2 < buf.length ? buf.subarray(end + 2) : null;
  buf = buf.subarray(0, end + 2);
  let at = buf.indexOf(NEEDLE);
  while (at !== -1) {
    let n = 0;
    for (let i = at + NEEDLE.length; i < buf.length; i++) { const c = buf[i]; if (c < 48 || c > 57) break; n = n * 10 + (c - 48); }
    at = buf.indexOf(NEEDLE, at + NEEDLE.length);
    if (n < from || n >= to) continue;
    const d = now - n;
    hist[d < 0 ? 0 : d > MAX ? MAX : d]++;
    events++;
  }
}
function open(m) {
  return new Promise((resolve) => {
    const conn = { req: null, pending: null, open: false };
    conn.req = http.get({ host: '127.0.0.1', port: m.port, path: m.path, agent: false,
      headers: { host: m.host, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) { res.resume(); resolve(null); return; }
      conn.open = true;
      res.on('data', (c) => onData(conn, c));
      res.on('close', () => { if (conn.open) dropped++; conn.open = false; });
      res.on('error', () => {});
      resolve(conn);
    });
    conn.req.on('error', () => resolve(null));
  });
}
async function connect(m) {
  let ok = 0, failed = 0, next = 0;
  const worker = async () => { while (next < m.count) { next++; const c = await open(m); if (c) { conns.push(c); ok++; } else failed++; } };
  await Promise.all(Array.from({ length: Math.min(64, m.count) }, worker));
  return { ok, failed };
}
process.on('message', async (m) => {
  let r = {};
  if (m.op === 'connect') r = await connect(m);
  else if (m.op === 'reset') { from = m.from; to = Infinity; hist = new Uint32Array(MAX + 1); events = 0; dropped = 0; }
  else if (m.op === 'stop') to = m.to;
  else if (m.op === 'report') {
    const pairs = [];
    for (let i = 0; i <= MAX; i++) if (hist[i]) pairs.push([i, hist[i]]);
    r = { hist: pairs, events, dropped, open: conns.filter((c) => c.open).length };
  } else if (m.op === 'close') { for (const c of conns) { c.open = false; c.req.destroy(); } conns = []; }
  process.send({ ...r, id: m.id });
});
process.on('disconnect', () => process.exit(0));
`;

/** A stream event as the feed makes one (three markets, their prices, score and clock). */
function sampleEvent(k: number, at: number) {
  return {
    event_id: liveId(k % LIVE_EVENTS),
    status: 'live',
    markets: [0, 1, 2].map((i) => ({
      id: 1000 + k + i,
      status: 'active',
      prices: [0, 1, 2].map((j) => ({ outcome_id: 5000 + k * 9 + i * 3 + j, odds: 1.85 + j / 10, active: true })),
    })),
    score: { home: 0, away: 0, periods: [] },
    clock: { time: '31:05', at, stopped: false },
    seq: k,
  };
}

type Ipc = { call(msg: Record<string, unknown>): Promise<Record<string, unknown>>; kill(): void };
function ipc(child: ReturnType<typeof fork>): Ipc {
  let id = 0;
  const waiting = new Map<number, (m: Record<string, unknown>) => void>();
  child.on('message', (m: Record<string, unknown>) => {
    const w = waiting.get(m.id as number);
    if (w) {
      waiting.delete(m.id as number);
      w(m);
    }
  });
  return {
    call: (msg) =>
      new Promise((resolve, reject) => {
        const i = ++id;
        waiting.set(i, resolve);
        child.once('exit', (code) => reject(new Error(`child exited (${code})`)));
        child.send({ ...msg, id: i });
      }),
    kill: () => child.kill('SIGKILL'),
  };
}

function pctOfHist(hist: [number, number][], q: number): number {
  const total = hist.reduce((a, [, n]) => a + n, 0);
  if (!total) return Number.NaN;
  const want = Math.ceil(q * total);
  let seen = 0;
  for (const [ms, n] of hist) {
    seen += n;
    if (seen >= want) return ms;
  }
  return hist.at(-1)![0];
}

async function benchFanout(db: Db, sink: SinkOptions, port: number, pgUrl: string | null) {
  const clients = Array.from({ length: CLIENT_PROCS }, () =>
    ipc(spawn(process.execPath, ['-e', CLIENT_JS], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })),
  );
  try {
    const started = performance.now();
    const per = clients.map((_, i) => Math.floor(CLIENTS / CLIENT_PROCS) + (i < CLIENTS % CLIENT_PROCS ? 1 : 0));
    const replies = await Promise.all(
      clients.map((c, i) =>
        c.call({ op: 'connect', port, path: '/betting/stream', host: 'api.localhost', count: per[i] }),
      ),
    );
    const ok = replies.reduce((a, r) => a + (r.ok as number), 0);
    if (ok < CLIENTS) throw new Error(`${CLIENTS - ok} of ${CLIENTS} stream connections failed`);
    const connectS = (performance.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 1000));
    const window = async (send: () => Promise<number>) => {
      const from = Date.now();
      await Promise.all(clients.map((c) => c.call({ op: 'reset', from })));
      const sent = await send();
      const to = Date.now();
      await new Promise((r) => setTimeout(r, 2000)); // stragglers still count
      await Promise.all(clients.map((c) => c.call({ op: 'stop', to })));
      const reports = await Promise.all(clients.map((c) => c.call({ op: 'report' })));
      const counts = new Map<number, number>();
      for (const r of reports) {
        for (const [ms, n] of r.hist as [number, number][]) counts.set(ms, (counts.get(ms) ?? 0) + n);
      }
      const hist = [...counts].sort((a, b) => a[0] - b[0]);
      return {
        sent,
        expected: sent * CLIENTS,
        delivered: reports.reduce((a, r) => a + (r.events as number), 0),
        dropped: reports.reduce((a, r) => a + (r.dropped as number), 0),
        p50: pctOfHist(hist, 0.5),
        p99: pctOfHist(hist, 0.99),
        max: hist.at(-1)?.[0] ?? Number.NaN,
      };
    };
    // On PostgreSQL another process feeds, as `npm run feed -- replay` or another process's
    // simulator would: its events reach this server through pg_notify.
    const child = pgUrl
      ? fork(HERE, [], { env: { ...process.env, SB_BENCH_ROLE: 'feeder', SB_BENCH_DB: pgUrl } })
      : null;
    if (child) await new Promise<void>((resolve) => child.once('message', () => resolve()));
    const product = await window(async () => {
      let fed: number;
      if (child) {
        const feeder = ipc(child);
        const r = await feeder.call({ op: 'feed', rate: FANOUT_RATE, seconds: FANOUT_SECONDS });
        fed = r.fed as number;
        // It closes its database before the scratch one can be dropped.
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.disconnect();
        await exited;
      } else fed = await feedAtRate(db, sink, FANOUT_RATE, FANOUT_SECONDS);
      return fed;
    });
    // The baseline: the same connections, an event of the same shape and size written by the
    // stream's hub alone at the same pace (no feed, database or bus): what this machine's fan-out
    // costs by itself.
    const hub = sportsbookRelay(db).hub;
    const bare = await window(async () => {
      const n = Math.round(FANOUT_RATE * FANOUT_SECONDS);
      const start = performance.now();
      for (let k = 0; k < n; k++) {
        const wait = start + (k * 1000) / FANOUT_RATE - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        hub.broadcast('event', sampleEvent(k, Date.now()));
      }
      return n;
    });
    await Promise.all(clients.map((c) => c.call({ op: 'close' })));
    return { connectS, product, bare };
  } finally {
    for (const c of clients) c.kill();
  }
}

// ---------------------------------------------------------------- c) bets

async function benchBets(db: Db, port: number, cfg: ReturnType<typeof configStore>['current']) {
  const players = await Promise.all(Array.from({ length: PLAYERS }, () => fundedPlayer(db)));
  const { rows } = await db.query<{ id: string; odds: number }>(
    `SELECT o.id, o.odds FROM sb_outcomes o JOIN sb_markets m ON m.id = o.market_id
      WHERE m.event_id >= 'sr:match:95' AND m.event_id LIKE 'sr:match:9_____' ORDER BY o.id`,
  );
  const stake = Math.max(100, sbSettings(cfg.betLimits, cfg.sportsbook, 'RUB').min);
  const to = poster(port, 'api.localhost', PLAYERS);
  let pick = 0;
  let firstRefusal = '';
  const sides = {
    sportsbook: async (p: number) => {
      const o = rows[pick++ % rows.length]!;
      const body = JSON.stringify({
        stake,
        selections: [{ outcome_id: Number(o.id), odds: o.odds / 1000 }],
        accept_odds: 'none',
      });
      const r = await to.post('/betting/bets', players[p]!.token, body);
      const ok = r.status === 200 && r.text.includes('"status":"accepted"');
      if (!ok && !firstRefusal) firstRefusal = `${r.status} ${r.text.slice(0, 300)}`;
      return ok;
    },
    dice: async (p: number) => (await to.post('/dice/bets', players[p]!.token, DICE_BODY)).status === 200,
  };
  for (const fn of Object.values(sides)) await timed(1, PLAYERS, fn);
  const res: Record<keyof typeof sides, Result[]> = { sportsbook: [], dice: [] };
  for (let r = 0; r < ROUNDS; r++) {
    for (const [k, fn] of Object.entries(sides)) {
      res[k as keyof typeof sides].push(await timed(SECONDS / ROUNDS, PLAYERS, fn));
    }
  }
  to.close();
  const { rows: open } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM sb_bets WHERE status = 'accepted'`);
  return { sb: merge(res.sportsbook), dice: merge(res.dice), firstRefusal, stake, accepted: Number(open[0]!.n) };
}

// ---------------------------------------------------------------- one database

async function benchDb(label: string, db: Db, pgUrl: string | null): Promise<boolean> {
  const store = configStore();
  const cfg = store.current;
  const sink = sinkOf(cfg);
  for (const m of openingMessages(Date.now())) {
    const r = await feedXml(db, toUofXml(m), sink);
    if (!r.ok) throw new Error(`opening: ${r.error}`);
  }
  console.log(`\n${label}`);
  const a = await benchFeed(db, sink);
  const ratio = a.changesPerSec / a.bareChangesPerSec;
  console.log(
    `a) feed, ${LIVE_EVENTS} live events, ${a.markets} markets, ${a.outcomes} outcomes; odds_change of 3 markets, ${a.perMessage.toFixed(1)} price changes each`,
  );
  console.log(
    `   product, one message at a time (feedXml)           ${a.messagesPerSec.toFixed(0).padStart(6)} messages/s  ${a.changesPerSec.toFixed(0).padStart(6)} odds changes/s${a.lost ? `  (${a.lost} changes not applied!)` : ''}`,
  );
  console.log(
    `   product, a burst through the consumer's queue       ${a.queuedMessagesPerSec.toFixed(0).padStart(6)} messages/s  ${a.queuedChangesPerSec.toFixed(0).padStart(6)} odds changes/s (goal ≥ ${FEED_GOAL})${a.queuedChangesPerSec >= FEED_GOAL ? '' : '  BELOW GOAL'}`,
  );
  console.log(
    `   bare UPDATE … FROM unnest per message                            ${a.bareChangesPerSec.toFixed(0).padStart(6)} odds changes/s`,
  );
  console.log(
    `   product ÷ bare                                                   ${ratio.toFixed(2)} (for information)`,
  );

  const api = createApiApp({
    getDb: async () => db,
    getConfig: () => store.current,
    trustProxy: false,
    extraCorsOrigins: [],
    siteOrigins: ['http://localhost'],
    auth: TEST_AUTH_SETTINGS,
  });
  const server = await listen(api.fetch);
  try {
    const b = await benchFanout(db, sink, server.port, pgUrl);
    const fan = (x: typeof b.product) =>
      `p50 ${String(x.p50).padStart(4)} ms  p99 ${String(x.p99).padStart(4)} ms  max ${String(x.max).padStart(4)} ms  delivered ${x.delivered} of ${x.expected}${x.delivered === x.expected ? '' : ' (MISSING!)'}${x.dropped ? `, ${x.dropped} connections dropped` : ''}`;
    console.log(
      `b) fan-out to ${CLIENTS} open pages (GET /betting/stream), ${b.product.sent} odds_change at ${FANOUT_RATE}/s${pgUrl ? ', fed by another process (pg_notify)' : ', fed in the server process'}; connected in ${b.connectS.toFixed(1)} s`,
    );
    console.log(
      `   product, feed → page      ${fan(b.product)}  (goal p99 < ${FANOUT_P99_GOAL})${b.product.p99 < FANOUT_P99_GOAL ? '' : '  ABOVE GOAL'}`,
    );
    console.log(`   hub alone, write → page   ${fan(b.bare)}`);
    const c = await benchBets(db, server.port, cfg);
    const betRatio = c.sb.perSec / c.dice.perSec;
    const line = (name: string, x: Result) =>
      `   ${name.padEnd(44)} ${x.perSec.toFixed(0).padStart(6)}/s  p99 ${x.p99.toFixed(1).padStart(6)} ms${x.failures ? `  (${x.failures} not accepted!)` : ''}`;
    console.log(`c) bets, ${PLAYERS} players, one connection each, stake ${c.stake}`);
    console.log(line('POST /betting/bets, pre-match single', c.sb));
    console.log(line('POST /dice/bets (the bench:bets floor)', c.dice));
    console.log(
      `   sportsbook ÷ dice                            ${betRatio.toFixed(2)} (goal ≥ ${BETS_GOAL})${betRatio >= BETS_GOAL ? '' : '  BELOW GOAL'}`,
    );
    if (c.firstRefusal) console.log(`   first refusal: ${c.firstRefusal}`);
    return (
      a.queuedChangesPerSec >= FEED_GOAL &&
      !a.lost &&
      b.product.p99 < FANOUT_P99_GOAL &&
      b.product.delivered === b.product.expected &&
      betRatio >= BETS_GOAL &&
      !c.sb.failures
    );
  } finally {
    (server.server as import('node:http').Server).closeAllConnections();
    server.server.close();
    await stopBus(db);
  }
}

// ---------------------------------------------------------------- entry points

async function feederRole() {
  const db = await openDatabase({ url: process.env.SB_BENCH_DB! });
  const cfg = configStore().current;
  process.send!({ op: 'ready' });
  process.on('message', async (m: { op: string; id: number; rate: number; seconds: number }) => {
    if (m.op !== 'feed') return;
    const fed = await feedAtRate(db, sinkOf(cfg), m.rate, m.seconds);
    process.send!({ id: m.id, fed });
  });
  process.on('disconnect', () => {
    void db.close().finally(() => process.exit(0));
  });
}

async function main() {
  const started = Date.now();
  console.log(
    `node ${process.version}, ${os.cpus().length} CPUs, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; ${SECONDS}s per side in ${ROUNDS} interleaved rounds`,
  );
  let ok = true;
  {
    const db = await openDatabase({});
    try {
      ok = (await benchDb('PGlite', db, null)) && ok;
    } finally {
      await db.close();
    }
  }
  const url = process.env.DATABASE_URL;
  if (url) {
    const scratch = await scratchPostgres(url, 'bench_sportsbook');
    try {
      ok = (await benchDb('PostgreSQL', scratch.db, scratch.url)) && ok;
    } finally {
      await scratch.drop();
    }
  } else console.log('\nPostgreSQL skipped: set DATABASE_URL to include it');
  console.log(`\n${NOT_COVERED}`);
  console.log(`\n${ok ? 'OK' : 'MISSED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  process.exit(ok ? 0 : 1);
}

if (process.env.SB_BENCH_ROLE === 'feeder') await feederRole();
else await main();
