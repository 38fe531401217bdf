// The process's Prometheus metrics (issue 23), served at GET /metrics on the API host (routes.ts).
// One registry per process. What changes on every call (HTTP requests, bets) is counted in plain
// numbers kept here, with no label object or string built per call: prom-client's own children hash
// their labels on every observe. The registry reads those numbers, and what lives elsewhere (SSE
// clients, engine leadership, the pool, the database's ledger and feed), only when scraped.
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { leadershipByGame } from '../../games/kit/shared/leader.server';
import { openSseClients } from '../../games/kit/shared/sse-hub.server';
import type { Db } from '../db/types';
import { RECONCILE_CHECKS, recentReconcile } from '../wallet/reconcile';

/** Request latency buckets, seconds: a cheap API call is a millisecond or two, a slow one seconds. */
export const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
// Node's parser takes only known methods; anything else is folded into one label value anyway.
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** One route's numbers for one status class. */
interface Series {
  count: number;
  sum: number;
  /** Observations at or below each bucket's bound (not cumulative; summed when scraped). */
  buckets: Float64Array;
}

/** Bets and payouts per game and currency, counted where bets are placed. */
interface BetTotals {
  bets: number;
  stake: number;
  payout: number;
}

// Kept on globalThis like the database and the runtime: a second copy of this module (the site's
// and the API's module graphs) must count into the same numbers the one registry reads.
const STATE = Symbol.for('casino.metrics.state');
interface State {
  /** method → route pattern → one series per status class (made on a route's first call). */
  http: Map<string, Map<string, (Series | undefined)[]>>;
  /** game → currency → totals. */
  bets: Map<string, Map<string, BetTotals>>;
  /** Sportsbook feed input left unread: whole messages, and parts of messages applied in part. */
  feedSkipped?: { message: number; part: number };
}
const holder = globalThis as { [STATE]?: State };
holder[STATE] ??= { http: new Map(), bets: new Map() };
const state = holder[STATE];
state.feedSkipped ??= { message: 0, part: 0 };
const { http, bets } = state;
const feedSkipped = state.feedSkipped;

function observe(method: string, route: string, status: number, seconds: number): void {
  let byRoute = http.get(method);
  if (!byRoute) {
    byRoute = new Map();
    http.set(method, byRoute);
  }
  let classes = byRoute.get(route);
  if (!classes) {
    classes = [undefined, undefined, undefined, undefined, undefined];
    byRoute.set(route, classes);
  }
  const k = Math.min(4, Math.max(0, Math.floor(status / 100) - 1));
  let s = classes[k];
  if (!s) {
    s = { count: 0, sum: 0, buckets: new Float64Array(LATENCY_BUCKETS.length) };
    classes[k] = s;
  }
  s.count++;
  s.sum += seconds;
  for (let i = 0; i < LATENCY_BUCKETS.length; i++) {
    if (seconds <= LATENCY_BUCKETS[i]!) {
      s.buckets[i]!++;
      break;
    }
  }
}

/**
 * Counts one API call by its route pattern (c.req.routePath: '/dice/bets', '/wallet/:id', never the
 * raw path, so the label set is bounded by the routes) and status class; called by the request
 * observer (request-log.server.ts) after the chain ran, when the pattern is the answering handler's.
 */
export function observeHttp(method: string, route: string, status: number, seconds: number): void {
  observe(METHODS.has(method) ? method : 'OTHER', route, status, seconds);
}

/**
 * Counts one placed bet (its stake) and what it paid at once (an instant game; 0 for a round or a
 * sportsbook bet, whose payout comes at settlement). Money in minor units.
 */
export function countBet(game: string, currency: string, stake: number, payout: number): void {
  const t = totalsOf(game, currency);
  t.bets++;
  t.stake += stake;
  t.payout += payout;
}

/** Counts a payout made after the bet (a cashed-out round, a settled sportsbook bet). */
export function countPayout(game: string, currency: string, payout: number): void {
  totalsOf(game, currency).payout += payout;
}

/**
 * Counts feed input this process could not read: a whole message refused, or the parts of a message
 * applied in part (each part a market, an outcome, a score…; its markets were suspended).
 */
export function countFeedSkipped(what: 'message' | 'part', n: number): void {
  feedSkipped[what] += n;
}

function totalsOf(game: string, currency: string): BetTotals {
  let byCurrency = bets.get(game);
  if (!byCurrency) {
    byCurrency = new Map();
    bets.set(game, byCurrency);
  }
  let t = byCurrency.get(currency);
  if (!t) {
    t = { bets: 0, stake: 0, payout: 0 };
    byCurrency.set(currency, t);
  }
  return t;
}

interface Metrics {
  registry: Registry;
  /** The database the scrape in progress reads (set by scrape()). */
  db: Db | null;
  /** Reads the database-backed metrics from m.db, before the registry is read. */
  readDatabase(): Promise<void>;
}

function createMetrics(): Metrics {
  const registry = new Registry();
  const m: Metrics = { registry, db: null, readDatabase: async () => {} };
  collectDefaultMetrics({ register: registry });

  // The HTTP series as a hand-made histogram: the registry only needs get().
  const histogramName = 'casino_http_request_duration_seconds';
  registry.registerMetric({
    name: histogramName,
    help: 'API request latency, by method, route pattern and status class',
    type: 'histogram',
    get: async () => {
      const values: { metricName: string; labels: Record<string, string | number>; value: number }[] = [];
      for (const [method, byRoute] of http) {
        for (const [route, classes] of byRoute) {
          classes.forEach((s, k) => {
            if (!s) return;
            const labels = { method, route, status: STATUS_CLASSES[k]! };
            let cumulative = 0;
            LATENCY_BUCKETS.forEach((le, i) => {
              cumulative += s.buckets[i]!;
              values.push({ metricName: `${histogramName}_bucket`, labels: { ...labels, le }, value: cumulative });
            });
            values.push({ metricName: `${histogramName}_bucket`, labels: { ...labels, le: '+Inf' }, value: s.count });
            values.push({ metricName: `${histogramName}_sum`, labels, value: s.sum });
            values.push({ metricName: `${histogramName}_count`, labels, value: s.count });
          });
        }
      }
      return { name: histogramName, help: '', type: 'histogram', values, aggregator: 'sum' };
    },
  } as unknown as Parameters<Registry['registerMetric']>[0]);

  new Counter({
    name: 'casino_http_requests_total',
    help: 'API requests answered, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [method, byRoute] of http)
        for (const [route, classes] of byRoute)
          classes.forEach((s, k) => {
            if (s) this.inc({ method, route, status: STATUS_CLASSES[k]! }, s.count);
          });
    },
  });

  const betCounter = (name: string, help: string, pick: (t: BetTotals) => number, withCurrency: boolean) =>
    new Counter({
      name,
      help,
      labelNames: withCurrency ? ['game', 'currency'] : ['game'],
      registers: [registry],
      collect() {
        this.reset();
        for (const [game, byCurrency] of bets)
          for (const [currency, t] of byCurrency) {
            const v = pick(t);
            if (v) this.inc(withCurrency ? { game, currency } : { game }, v);
          }
      },
    });
  betCounter('casino_bets_total', 'Bets placed through this process, by game', (t) => t.bets, false);
  betCounter(
    'casino_bet_stakes_total',
    'Stakes of the bets placed through this process, minor units, by game and currency',
    (t) => t.stake,
    true,
  );
  betCounter(
    'casino_bet_payouts_total',
    'Payouts of instant bets placed through this process, minor units, by game and currency',
    (t) => t.payout,
    true,
  );

  new Counter({
    name: 'casino_feed_skipped_total',
    help: 'Sportsbook feed input this process could not read and skipped: whole messages, or parts of messages applied in part (their markets suspended)',
    labelNames: ['what'],
    registers: [registry],
    collect() {
      this.reset();
      this.inc({ what: 'message' }, feedSkipped.message);
      this.inc({ what: 'part' }, feedSkipped.part);
    },
  });

  new Gauge({
    name: 'casino_sse_clients',
    help: 'Browser event streams (SSE) open on this process',
    registers: [registry],
    collect() {
      this.set(openSseClients());
    },
  });

  new Gauge({
    name: 'casino_round_engine_leader',
    help: 'Whether this process runs the game’s round engine (1) or stands by (0)',
    labelNames: ['game'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [game, leading] of leadershipByGame()) this.set({ game }, leading ? 1 : 0);
    },
  });

  const pool = new Gauge({
    name: 'casino_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting: callers queued for one)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.reset();
      const s = m.db?.poolStats?.();
      if (!s) return;
      pool.set({ state: 'total' }, s.total);
      pool.set({ state: 'idle' }, s.idle);
      pool.set({ state: 'waiting' }, s.waiting);
    },
  });

  // Read from the database at scrape time: the same for every process over that database.
  const dbUp = new Gauge({
    name: 'casino_metrics_db_up',
    help: 'Whether the scrape could read the database-backed metrics (1) or not (0)',
    registers: [registry],
  });
  const ledger = new Gauge({
    name: 'casino_ledger_transactions',
    help: 'Ledger transactions written (the highest transaction id: its rate is the ledger’s rate), all processes',
    registers: [registry],
  });
  const feedLag = new Gauge({
    name: 'casino_feed_lag_seconds',
    help: 'Seconds since the sportsbook feed producer last said it was alive, by product',
    labelNames: ['product'],
    registers: [registry],
  });
  // `npm run wallet -- reconcile` (issue 38) in scope 'recent': every check's kind, 0 when its books
  // agree. Shared with /health/ready?deep=1: the cheap checks at most every 10 s per process, the
  // whole-book ones every 10 min (wallet/reconcile/index.ts); the full proof is the command.
  const reconcileProblems = new Gauge({
    name: 'casino_reconcile_problems',
    help: 'Problems the reconcile found, by check kind (each product’s books against the ledger, stuck flows); all processes',
    labelNames: ['kind'],
    registers: [registry],
  });
  const reconcileSeconds = new Gauge({
    name: 'casino_reconcile_duration_seconds',
    help: 'How long the last reconcile behind casino_reconcile_problems took, by its tier (cheap: every 10 s at most; whole_books: every 10 min at most)',
    labelNames: ['checks'],
    registers: [registry],
  });
  // Read before the registry is (its metrics are read all at once, so a collect() of one could not
  // fill another in time): one round of database reads per scrape.
  m.readDatabase = async () => {
    ledger.reset();
    feedLag.reset();
    reconcileProblems.reset();
    reconcileSeconds.reset();
    const db = m.db;
    if (!db || db.closed) {
      dbUp.set(0);
      return;
    }
    try {
      const [tx, producers, reconciled] = await Promise.all([
        // max(id) reads the primary key's last entry; count(*) would scan the whole ledger.
        db.query<{ n: number | null }>('SELECT max(id) AS n FROM wallet_transactions'),
        db.query<{ product: number; lag: number }>(
          'SELECT product, EXTRACT(EPOCH FROM now() - last_alive_at)::float8 AS lag FROM sb_producers WHERE last_alive_at IS NOT NULL',
        ),
        recentReconcile(db),
      ]);
      ledger.set(Number(tx.rows[0]?.n ?? 0));
      for (const p of producers.rows) feedLag.set({ product: String(p.product) }, Math.max(0, Number(p.lag)));
      // Every kind, found or not: an alert on > 0 needs the series to exist at 0.
      for (const c of RECONCILE_CHECKS) reconcileProblems.set({ kind: c.kind }, 0);
      for (const c of reconciled.checks) reconcileProblems.inc({ kind: c.kind }, c.problems);
      reconcileSeconds.set({ checks: 'cheap' }, (reconciled.tiers?.cheap ?? reconciled.ms) / 1000);
      reconcileSeconds.set({ checks: 'whole_books' }, (reconciled.tiers?.wholeBooks ?? 0) / 1000);
      dbUp.set(1);
    } catch {
      dbUp.set(0);
    }
  };
  return m;
}

const KEY = Symbol.for('casino.metrics');
/** The process's metrics, made once (the site's and the API's module graphs share them). */
function metrics(): Metrics {
  const g = globalThis as { [KEY]?: Metrics };
  g[KEY] ??= createMetrics();
  return g[KEY];
}

/** The Prometheus text exposition of every metric, reading the database-backed ones from `db`. */
export async function scrape(db: Db | null): Promise<{ text: string; contentType: string }> {
  const m = metrics();
  m.db = db;
  await m.readDatabase();
  return { text: await m.registry.metrics(), contentType: m.registry.contentType };
}
