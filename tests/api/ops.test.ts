// The operator's side of the API host (issue 23): /metrics behind its bearer token, the health
// probes, and a SIGTERM in the middle of a burst of bets that loses none of them.
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/errors';
import { lead } from '../../src/games/kit/shared/leader.server';
import { closeAllSseHubs, SseHub } from '../../src/games/kit/shared/sse-hub.server';
import { ConfigStore } from '../../src/server/config/store.server';
import { openDatabase } from '../../src/server/db/index.server';
import type { Db } from '../../src/server/db/types';
import { resetEnvForTests } from '../../src/server/env.server';
import { metricsAuthorized } from '../../src/server/ops/routes';
import { shutdownGracefully } from '../../src/server/ops/shutdown.server';
import { balancesOf, checkLedger, inWalletTransaction, payWinnings, placeStake } from '../../src/server/wallet';
import { RECONCILE_CHECKS } from '../../src/server/wallet/reconcile';
import { type Proc, serverStarter, until } from './cluster';
import { configDir, freshDb, fundedPlayer, json, testApi } from './helpers';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());

const limits = { RUB: { games: { dice: { min: 100, max: 1_000_000 } } } };
const config = configDir({ limits });
const store = new ConfigStore(config);
const api = () => testApi(db, store);

const TOKEN = 'scrape-me-9f8e7d6c5b4a';
const setToken = (t: string | undefined) => {
  if (t === undefined) delete process.env.METRICS_TOKEN;
  else process.env.METRICS_TOKEN = t;
  resetEnvForTests();
};
afterEach(() => setToken(undefined));

const host = { host: 'api.casino.test' };
const scrape = (authorization?: string) =>
  api().request('/metrics', { headers: { ...host, ...(authorization ? { authorization } : {}) } });

/** The value of one sample line of the Prometheus text, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  it('is refused in the spec’s error shape without the token, with a wrong one, and while METRICS_TOKEN is unset', async () => {
    setToken(undefined);
    for (const auth of [undefined, `Bearer ${TOKEN}`, 'Bearer ']) {
      const res = await scrape(auth);
      expect(res.status).toBe(401);
      expect(apiErrorSchema.safeParse(await res.json()).success).toBe(true);
    }
    setToken(TOKEN);
    for (const auth of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN, `Basic ${TOKEN}`]) {
      const res = await scrape(auth);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(apiErrorSchema.safeParse(await res.json()).success).toBe(true);
    }
    expect(metricsAuthorized(`Bearer ${TOKEN}`, undefined)).toBe(false);
    expect(metricsAuthorized(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    // The scheme's case does not matter (RFC 9110); the token's does.
    expect(metricsAuthorized(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(metricsAuthorized(`Bearer ${TOKEN.toUpperCase()}`, TOKEN)).toBe(false);
  });

  it('with the token answers Prometheus text: requests by route pattern, bets, SSE clients, leadership, ledger', async () => {
    setToken(TOKEN);
    const before = await (await scrape(`Bearer ${TOKEN}`)).text();
    const count = (text: string, route: string, status: string) =>
      sample(text, 'casino_http_requests_total', { method: 'GET', route, status }) ?? 0;

    // Two raw paths of one route are one series, under the route's pattern.
    expect((await api().request('/geo_ip', { headers: host })).status).toBe(200);
    for (const kind of ['nosuchkind1', 'nosuchkind2']) await api().request(`/catalog/${kind}`, { headers: host });
    const p = await fundedPlayer(db, 100_000);
    const bet = await api().request(
      '/dice/bets',
      json(
        { amount: 1000, target: 50, condition: 'over' },
        { ...p.auth, 'idempotency-key': `ops-metrics-${Date.now()}` },
      ),
    );
    expect(bet.status).toBe(200);

    // A stream open on a hub, and an engine this process leads (PGlite: at once).
    const hub = new SseHub();
    const chunks: string[] = [];
    const closed: boolean[] = [];
    hub.add({ write: (c) => void chunks.push(c), backlog: () => 0, close: () => void closed.push(true) }, ': hi\n\n');
    const engine = lead(
      db,
      'ops-test-game',
      (signal) => new Promise((r) => signal.addEventListener('abort', () => r())),
    );
    try {
      // On PostgreSQL the election takes a connection and an advisory lock first.
      for (let i = 0; i < 100 && !engine.leading; i++) await new Promise((r) => setTimeout(r, 50));
      const res = await scrape(`Bearer ${TOKEN}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      const text = await res.text();
      expect(count(text, '/geo_ip', '2xx') - count(before, '/geo_ip', '2xx')).toBe(1);
      expect(sample(text, 'casino_http_request_duration_seconds_count', { route: '/geo_ip', status: '2xx' })).toBe(
        count(text, '/geo_ip', '2xx'),
      );
      expect(
        sample(text, 'casino_http_request_duration_seconds_bucket', { route: '/geo_ip', status: '2xx', le: '+Inf' }),
      ).toBe(count(text, '/geo_ip', '2xx'));
      expect(text).not.toContain('nosuchkind');
      const catalog = ['2xx', '4xx'].reduce(
        (n, s) => n + count(text, '/catalog/:kind', s) - count(before, '/catalog/:kind', s),
        0,
      );
      expect(catalog).toBe(2);
      expect(
        (sample(text, 'casino_bets_total', { game: 'dice' }) ?? 0) -
          (sample(before, 'casino_bets_total', { game: 'dice' }) ?? 0),
      ).toBe(1);
      expect(
        (sample(text, 'casino_bet_stakes_total', { game: 'dice', currency: 'RUB' }) ?? 0) -
          (sample(before, 'casino_bet_stakes_total', { game: 'dice', currency: 'RUB' }) ?? 0),
      ).toBe(1000);
      expect(sample(text, 'casino_sse_clients')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'casino_sse_clients')).toBe((sample(before, 'casino_sse_clients') ?? 0) + 1);
      expect(sample(text, 'casino_round_engine_leader', { game: 'ops-test-game' })).toBe(1);
      // The funding and the bet are ledger transactions.
      expect(sample(text, 'casino_ledger_transactions')).toBeGreaterThan(sample(before, 'casino_ledger_transactions')!);
      expect(sample(text, 'casino_metrics_db_up')).toBe(1);
      expect(text).toContain('process_cpu_user_seconds_total');
      expect(text).toContain('nodejs_eventloop_lag_seconds');
    } finally {
      await engine.stop();
    }
    // Shutdown's close: every stream is told when to reconnect, then ended.
    closeAllSseHubs(1000);
    expect(chunks.at(-1)).toBe('retry: 1000\n\n');
    expect(closed).toEqual([true]);
    const after = await (await scrape(`Bearer ${TOKEN}`)).text();
    expect(sample(after, 'casino_sse_clients')).toBe(0);
    expect(sample(after, 'casino_round_engine_leader', { game: 'ops-test-game' })).toBeUndefined();
  });

  it('counts the stakes and payouts the wallet moves (any game: rooms, round games, refunds) once they commit, never a rolled-back one', async () => {
    setToken(TOKEN);
    // The wallet's own movements on a made-up game: a real product's (rooms) would need its rounds
    // beside them, or the books reconciled at the end of the file disagree.
    const GAME = 'ops-metrics-game';
    const p = await fundedPlayer(db, 100_000);
    const read = async () => {
      const text = await (await scrape(`Bearer ${TOKEN}`)).text();
      return {
        bets: sample(text, 'casino_bets_total', { game: GAME }) ?? 0,
        stake: sample(text, 'casino_bet_stakes_total', { game: GAME, currency: 'RUB' }) ?? 0,
        payout: sample(text, 'casino_bet_payouts_total', { game: GAME, currency: 'RUB' }) ?? 0,
      };
    };
    const before = await read();
    const move = { userId: p.user.id, currency: 'RUB', game: GAME, reference: `ops:${p.user.id}` };
    await inWalletTransaction(db, async (tx) => {
      await placeStake(tx, { ...move, amount: 500, key: `ops:${p.user.id}:stake` });
      await payWinnings(tx, { ...move, amount: 300, key: `ops:${p.user.id}:win` });
    });
    // Counted at the commit, not at the statement: a transaction that fails after it counts nothing.
    await expect(
      inWalletTransaction(db, async (tx) => {
        await placeStake(tx, { ...move, amount: 700, key: `ops:${p.user.id}:undone` });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // A replay of a committed move moves nothing and counts nothing.
    await inWalletTransaction(db, (tx) => placeStake(tx, { ...move, amount: 500, key: `ops:${p.user.id}:stake` }));
    const after = await read();
    expect(after).toEqual({ bets: before.bets + 1, stake: before.stake + 500, payout: before.payout + 300 });
  });

  it('casino_reconcile_problems: every check kind at 0 on clean books; a bet the ledger never saw counts', async () => {
    setToken(TOKEN);
    // A view of the database of its own: the reconcile behind the gauge is shared for 10 s per database.
    const fresh = () => testApi({ ...db } as Db, store);
    const read = async () =>
      (await fresh().request('/metrics', { headers: { ...host, authorization: `Bearer ${TOKEN}` } })).text();
    const clean = await read();
    for (const c of RECONCILE_CHECKS) expect(sample(clean, 'casino_reconcile_problems', { kind: c.kind })).toBe(0);
    expect(sample(clean, 'casino_reconcile_duration_seconds', { checks: 'cheap' })).toBeGreaterThan(0);
    expect(sample(clean, 'casino_reconcile_duration_seconds', { checks: 'whole_books' })).toBeGreaterThan(0);
    const id = await betWithoutMoney();
    try {
      const found = await read();
      expect(sample(found, 'casino_reconcile_problems', { kind: 'instant_books' })).toBe(1);
      expect(sample(found, 'casino_reconcile_problems', { kind: 'instant_bet_money' })).toBe(1);
      expect(sample(found, 'casino_reconcile_problems', { kind: 'bonus_account' })).toBe(0);
    } finally {
      await db.query('DELETE FROM bets WHERE id = $1', [id]);
    }
    expect(sample(await read(), 'casino_reconcile_problems', { kind: 'instant_books' })).toBe(0);
  });

  it('still answers, without the database-backed metrics, when the database is down', async () => {
    setToken(TOKEN);
    const down = testApi({ ...db, closed: true, query: () => Promise.reject(new Error('down')) } as Db, store);
    const res = await down.request('/metrics', { headers: { ...host, authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(sample(await res.text(), 'casino_metrics_db_up')).toBe(0);
  });
});

/** A dice bet written straight into its table: the ledger never saw its money (a tampered book). */
async function betWithoutMoney(): Promise<number> {
  const p = await fundedPlayer(db, 10_000);
  const bet = await api().request(
    '/dice/bets',
    json({ amount: 1000, target: 50, condition: 'over' }, { ...p.auth, 'idempotency-key': `ops-rc-${Date.now()}` }),
  );
  expect(bet.status).toBe(200);
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO bets (user_id, game, currency, amount, seed_pair_id, nonce, server_seed_hash, client_seed, params,
                       outcome, multiplier, payout, status, idempotency_key, settled_at)
     SELECT user_id, game, currency, 777, seed_pair_id, nonce + 1000000, server_seed_hash, client_seed, params,
            outcome, 0, 0, 'settled', 'ops-tampered', now()
       FROM bets WHERE user_id = $1 RETURNING id`,
    [p.user.id],
  );
  return Number(rows[0]!.id);
}

describe('health', () => {
  it('/health/live answers while the process does', async () => {
    const res = await api().request('/health/live', { headers: host });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('/health/ready is 200 on a migrated database with its config', async () => {
    const res = await api().request('/health/ready', { headers: host });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok', config: 'ok' } });
  });

  it('/health/ready is 503, saying why, when the database is closed or a migration is missing', async () => {
    // A database that refuses every query (PostgreSQL gone away).
    const other = { ...db, query: () => Promise.reject(new Error('connect ECONNREFUSED')) } as unknown as Db;
    const res = await testApi(other, store).request('/health/ready', { headers: host });
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(apiErrorSchema.safeParse(body).success).toBe(true);
    expect(body.checks).toMatchObject({ database: 'failed', config: 'ok' });

    const stub = {
      ...db,
      query: async () => ({ rows: [{ version: 1 }] }),
    } as unknown as Db;
    const partial = await testApi(stub, store).request('/health/ready', { headers: host });
    expect(partial.status).toBe(503);
    expect((await partial.json()).checks).toEqual({ database: 'ok', migrations: 'failed', config: 'ok' });
    // Deep, with the database not ready: the reconcile is not run, and says so.
    const deepPartial = await testApi(stub, store).request('/health/ready?deep=1', { headers: host });
    expect(deepPartial.status).toBe(503);
    expect(await deepPartial.json()).toMatchObject({
      checks: { migrations: 'failed', reconcile: 'failed' },
      errors: { reconcile: ['not_ready: unknown (database not ready)'] },
    });
  });

  it('/health/ready?deep=1 also reconciles the books: ok, or 503 naming checks.reconcile; plain /health/ready unchanged', async () => {
    const fresh = () => testApi({ ...db } as Db, store);
    const ok = await fresh().request('/health/ready?deep=1', { headers: host });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', config: 'ok', reconcile: 'ok' },
    });
    const id = await betWithoutMoney();
    try {
      const bad = await fresh().request('/health/ready?deep=1', { headers: host });
      expect(bad.status).toBe(503);
      const body = await bad.json();
      expect(apiErrorSchema.safeParse(body).success).toBe(true);
      expect(body.checks).toEqual({ database: 'ok', migrations: 'ok', config: 'ok', reconcile: 'failed' });
      // Kinds and counts, never a bet's details, on this public probe.
      expect(body.errors).toEqual({
        reconcile: ['not_ready: problems found (npm run wallet -- reconcile): instant_books 1, instant_bet_money 1'],
      });
      // The balancer's probe does not read the books.
      const plain = await fresh().request('/health/ready', { headers: host });
      expect(plain.status).toBe(200);
      expect((await plain.json()).checks).toEqual({ database: 'ok', migrations: 'ok', config: 'ok' });
      // deep=0 is the plain probe; anything else is refused.
      expect((await fresh().request('/health/ready?deep=0', { headers: host })).status).toBe(200);
      const wrong = await fresh().request('/health/ready?deep=yes', { headers: host });
      expect(wrong.status).toBe(422);
      expect(apiErrorSchema.safeParse(await wrong.json()).success).toBe(true);
    } finally {
      await db.query('DELETE FROM bets WHERE id = $1', [id]);
    }
    expect((await fresh().request('/health/ready?deep=1', { headers: host })).status).toBe(200);
  });
});

const startServer = serverStarter(52_100, config, { ROUND_ENGINES: '1' });

/** One dice bet over HTTP: its status and bet id, or the connection error's code. */
function betOver(p: Proc, token: string, key: string): Promise<{ status: number; id?: number; error?: string }> {
  return new Promise((resolve) => {
    const data = JSON.stringify({ amount: 100, target: 50, condition: 'over' });
    const req = http.request(
      {
        host: '127.0.0.1',
        port: p.port,
        method: 'POST',
        path: '/dice/bets',
        agent: false,
        headers: {
          host: `api.localhost:${p.port}`,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          'idempotency-key': key,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => {
          const body = (() => {
            try {
              return JSON.parse(text) as { bet?: { id?: number } };
            } catch {
              return {};
            }
          })();
          resolve({ status: res.statusCode ?? 0, ...(body.bet?.id ? { id: body.bet.id } : {}) });
        });
        res.on('error', (e) => resolve({ status: 0, error: e.message }));
      },
    );
    req.on('error', (e) => resolve({ status: 0, error: (e as NodeJS.ErrnoException).code ?? e.message }));
    req.end(data);
  });
}

describe.runIf(!process.env.DATABASE_URL)('SIGTERM during a burst of bets', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'casino-ops-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers or refuses every bet, keeps every answered one in the ledger, and exits 0 in time', async () => {
    const dataDir = path.join(dir, 'pglite');
    // PGlite is one process: the player is made before the server opens the data.
    const seed = await openDatabase({ dataDir });
    const player = await fundedPlayer(seed, 1_000_000);
    await seed.close();

    const p = await startServer({ DATA_DIR: dir });
    let seq = 0;
    const bet = () => {
      const key = `sigterm-${process.pid}-${++seq}`;
      return betOver(p, player.token, key).then((r) => ({ key, at: Date.now(), ...r }));
    };
    // Warm: the first bets of a process read the player and the seeds.
    const warm = [await bet(), await bet()];
    expect(warm.map((r) => r.status)).toEqual([200, 200]);
    // A burst (one player's bets take turns, so most wait in the process), SIGTERM while it runs,
    // then more calls after the signal.
    const burst = Array.from({ length: 40 }, () => bet());
    let answered = 0;
    for (const b of burst) void b.then(() => answered++);
    await until('a part of the burst answered', () => answered >= 5);
    p.child.kill('SIGTERM');
    const signalled = Date.now();
    await new Promise((r) => setTimeout(r, 50));
    const late = Array.from({ length: 10 }, () => bet());
    const results = [...warm, ...(await Promise.all(burst)), ...(await Promise.all(late))];
    await p.exited;
    const tookMs = Date.now() - signalled;
    // On a failure, the shutdown's own lines say which step did not finish.
    if (p.child.exitCode !== 0)
      console.log(
        p.log
          .join('')
          .split('\n')
          .filter((l) => /shutdown|"level":"(error|warn)"/.test(l))
          .join('\n'),
      );
    expect(p.child.exitCode).toBe(0);
    expect(tookMs).toBeLessThan(15_000);
    expect(p.log.join('')).toContain('[shutdown] done (exit 0)');
    // Bets in flight when the signal came were finished and answered.
    expect(results.filter((r) => r.status === 200 && r.at > signalled).length).toBeGreaterThan(0);

    const ok = results.filter((r) => r.status === 200);
    // Every call either got its answer or was never taken (connection refused): no 5xx, no half answers.
    for (const r of results)
      expect(r.status === 200 || (r.status === 0 && ['ECONNREFUSED', 'ECONNRESET'].includes(r.error!))).toBe(true);
    expect(ok.length).toBeGreaterThanOrEqual(7);

    const db2 = await openDatabase({ dataDir });
    try {
      const { rows } = await db2.query<{ idempotency_key: string; amount: number; payout: number }>(
        'SELECT idempotency_key, amount, payout FROM bets WHERE user_id = $1',
        [player.user.id],
      );
      const stored = new Set(rows.map((r) => r.idempotency_key));
      for (const r of ok) expect(stored.has(r.key)).toBe(true);
      // Nothing refused went through either, and the balance is what the stored bets made it.
      expect(rows.length).toBe(ok.length);
      const moved = rows.reduce((s, r) => s - Number(r.amount) + Number(r.payout), 0);
      expect((await balancesOf(db2, player.user.id, 'RUB')).balance).toBe(1_000_000 + moved);
      const report = await checkLedger(db2);
      expect(report.problems).toEqual([]);
      expect(report.ok).toBe(true);
    } finally {
      await db2.close();
    }
  }, 120_000);
});

// Last in the file: it marks this test process as shutting down.
describe('shutdownGracefully', () => {
  it('finishes the request in flight, hints streams to reconnect, fails readiness, then stops engines and the database', async () => {
    const order: string[] = [];
    const server = http.createServer((_req, res) => {
      order.push('request taken');
      setTimeout(() => {
        order.push('request answered');
        res.end('done');
      }, 300);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const port = (server.address() as { port: number }).port;
    const hub = new SseHub();
    const chunks: string[] = [];
    hub.add({ write: (c) => void chunks.push(c), backlog: () => 0, close: () => void order.push('stream closed') }, '');

    const answer = new Promise<string>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
          let t = '';
          res.on('data', (c) => {
            t += c;
          });
          res.on('end', () => resolve(t));
        })
        .on('error', reject);
    });
    await until('the request taken', () => order.includes('request taken'));
    let exitCode: number | undefined;
    const done = shutdownGracefully(server, {
      stopEngines: async () => void order.push('engines stopped'),
      closeDb: async () => void order.push('database closed'),
      exit: (code) => {
        exitCode = code;
      },
      log: () => {},
    });
    const ready = await api().request('/health/ready', { headers: host });
    expect(ready.status).toBe(503);
    expect((await ready.json()).checks).toMatchObject({ draining: 'failed', database: 'ok' });
    expect(await answer).toBe('done');
    await done;
    expect(chunks.at(-1)).toBe('retry: 1000\n\n');
    expect(order).toEqual(['request taken', 'stream closed', 'request answered', 'engines stopped', 'database closed']);
    expect(exitCode).toBe(0);
    expect(server.listening).toBe(false);
  });
});
