// npm run bench:providers — signed Hub88 bet+win pairs through the product's provider callbacks
// against a bare HTTP service doing the same conditional update and insert, same database, same
// connections, one run (issue 21):
//   - product: POST /providers/bench/transaction/bet then /transaction/win on the full API app
//     (shared middleware, RSA-SHA256 check of each call over its raw body, zod, the launch token,
//     bet limits, provider_apply: the transaction row, the round, wallet_game_move's ledger
//     transaction and balance, the settled bet's loyalty count at its game's catalog RTP, and an
//     RSA-signed answer), 16 players, one connection each; the
//     bodies are signed before each timed slice and every answer's signature is checked after it
//     (a provider does both on its own machine, not on the wallet's cores);
//   - bare service: an independent Hono app whose /bet does a conditional balance UPDATE plus a
//     transaction INSERT (unique id) in one transaction, and /win an UPDATE plus an INSERT: no
//     signatures, no ledger, nothing of the product's code;
//   - signatures alone: RSA-2048 sign and verify per second on one core (every pair costs the
//     provider 2 signs and 2 checks and the wallet 2 checks and 2 signs), reported separately.
// PGlite always; PostgreSQL too when DATABASE_URL is set (a scratch database, dropped after).
// Rounds are interleaved so the machine's noise hits both sides; ratios are of one run.
// Not covered: the front server, TLS, real networks between provider and casino, rollbacks,
// many processes on one PostgreSQL, the studio (its own round trips come on top of these).
import { createHash, generateKeyPairSync, randomBytes, randomInt, randomUUID, sign, verify } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';
import { createApiApp } from '../../src/server/api/app';
import { createSession } from '../../src/server/auth/sessions.server';
import { TEST_AUTH_SETTINGS } from '../../src/server/auth/settings.server';
import { createUser } from '../../src/server/auth/users.server';
import { ConfigStore } from '../../src/server/config/store.server';
import { openDatabase } from '../../src/server/db/index.server';
import type { Db } from '../../src/server/db/types';
import { tokenHash } from '../../src/server/providers/hub88';
import { providersOf, syncProviderCatalog } from '../../src/server/providers/registry.server';
import { walletKeys } from '../../src/server/providers/signing.server';
import { adjust, inWalletTransaction } from '../../src/server/wallet';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const PLAYERS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ROUNDS = 3;
const GOAL = 0.7;
const P99_GOAL = 50;
const STAKE = 100; // minor units
const H = 1000; // Hub88 units per minor unit

type Result = { perSec: number; p99: number; failures: number; callP99: number };
/** Each HTTP call's latency (a provider waits on each callback, not on a pair). */
let calls: number[] = [];
const p99Of = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.99)] ?? 0;

async function timed(seconds: number, fn: (player: number) => Promise<boolean>): Promise<Result> {
  const lat: number[] = [];
  const end = performance.now() + seconds * 1000;
  let n = 0;
  let failures = 0;
  const worker = async (p: number) => {
    while (performance.now() < end) {
      const t = performance.now();
      if (!(await fn(p))) failures++;
      lat.push(performance.now() - t);
      n++;
    }
  };
  calls = [];
  const start = performance.now();
  await Promise.all(Array.from({ length: PLAYERS }, (_, p) => worker(p)));
  const secs = (performance.now() - start) / 1000;
  return { perSec: n / secs, p99: p99Of(lat), failures, callP99: p99Of(calls) };
}
const merge = (xs: Result[]): Result => ({
  perSec: xs.reduce((a, x) => a + x.perSec, 0) / xs.length,
  p99: Math.max(...xs.map((x) => x.p99)),
  failures: xs.reduce((a, x) => a + x.failures, 0),
  callP99: Math.max(...xs.map((x) => x.callP99)),
});

function listen(fetch: (r: Request) => Response | Promise<Response>) {
  const server = serve({ fetch, port: 0, hostname: '127.0.0.1' });
  (server as unknown as { keepAliveTimeout: number }).keepAliveTimeout = 120_000;
  return new Promise<{ server: typeof server; port: number }>((resolve) =>
    server.once('listening', () => resolve({ server, port: (server.address() as AddressInfo).port })),
  );
}

function poster(port: number, host: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: PLAYERS });
  const post = (route: string, body: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; text: string; signature: string }>((resolve, reject) => {
      const t0 = performance.now();
      const q = http.request(
        {
          host: '127.0.0.1',
          port,
          path: route,
          method: 'POST',
          agent,
          headers: { host, 'content-type': 'application/json', ...headers },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d) => {
            text += d;
          });
          res.on('end', () => {
            calls.push(performance.now() - t0);
            resolve({ status: res.statusCode ?? 0, text, signature: String(res.headers['x-hub88-signature'] ?? '') });
          });
        },
      );
      q.on('error', reject);
      q.end(body);
    });
  return { post, close: () => agent.destroy() };
}

async function benchDb(label: string, db: Db) {
  const provider = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-providers-'));
  writeFileSync(
    path.join(dir, 'providers.json'),
    JSON.stringify({
      bench: {
        protocol: 'hub88',
        public_key: provider.publicKey.export({ type: 'spki', format: 'pem' }),
        launch_url: 'https://bench.test/?game={game}&token={token}',
        games: [{ code: 'reels', title: 'Reels', kind: 'slots', image: '/x.svg', rtp: 96 }],
      },
    }),
  );
  const store = new ConfigStore(dir);
  const api = createApiApp({
    getDb: async () => db,
    getConfig: () => store.current,
    trustProxy: false,
    extraCorsOrigins: [],
    siteOrigins: ['http://localhost'],
    auth: TEST_AUTH_SETTINGS,
  });
  const walletPublic = (await walletKeys(db)).publicPem;
  // The game's catalog row, as at start: its RTP is what a settled bet's loyalty edge is counted from.
  await syncProviderCatalog(db, providersOf(store.current));

  // Players with cash and a launch token, as POST /games/launch makes them.
  const players: { id: number; token: string }[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const user = await createUser(db, {
      email: `bench-${randomBytes(6).toString('hex')}@example.com`,
      passwordHash: null,
      registerMethod: 'social',
      region: 'RU',
      currency: 'RUB',
    });
    await inWalletTransaction(db, (tx) =>
      adjust(tx, {
        key: `bench-fund:${user.id}`,
        userId: user.id,
        currency: 'RUB',
        amount: 1e12,
        reason: 'bench',
        actor: 'bench',
      }),
    );
    const token = randomBytes(32).toString('base64url');
    const login = await createSession(
      db,
      { userId: user.id, method: 'social', ip: null, userAgent: null },
      { accessTtlSeconds: 3600, sessionTtlDays: 30 },
    );
    await db.query(
      `INSERT INTO provider_sessions (token_hash, provider, user_id, session_id, game, currency, platform, expires_at)
       VALUES ($1, 'bench', $2, $3, 'reels', 'RUB', 'desktop', now() + interval '1 day')`,
      [tokenHash(token), user.id, login.sessionId],
    );
    players.push({ id: user.id, token });
  }

  // The bare service: its own tables and routes.
  await db.exec(`
    CREATE TABLE IF NOT EXISTS bare_pbalances (user_id bigint PRIMARY KEY, balance bigint NOT NULL CHECK (balance >= 0));
    CREATE TABLE IF NOT EXISTS bare_ptx (tx_id text PRIMARY KEY, user_id bigint NOT NULL, kind text NOT NULL, amount bigint NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now());`);
  for (const p of players)
    await db.query('INSERT INTO bare_pbalances VALUES ($1, 1000000000000) ON CONFLICT DO NOTHING', [p.id]);
  const bare = new Hono()
    .post('/bet', async (c) => {
      const b = (await c.req.json()) as { user: number; tx: string; amount: number };
      const balance = await db.transaction(async (tx) => {
        const r = await tx.query<{ balance: string }>(
          'UPDATE bare_pbalances SET balance = balance - $2 WHERE user_id = $1 AND balance >= $2 RETURNING balance',
          [b.user, b.amount],
        );
        await tx.query(`INSERT INTO bare_ptx (tx_id, user_id, kind, amount) VALUES ($1, $2, 'bet', $3)`, [
          b.tx,
          b.user,
          b.amount,
        ]);
        return r.rows[0]?.balance;
      });
      return c.json({ status: 'RS_OK', balance: Number(balance) });
    })
    .post('/win', async (c) => {
      const b = (await c.req.json()) as { user: number; tx: string; amount: number };
      const balance = await db.transaction(async (tx) => {
        const r = await tx.query<{ balance: string }>(
          'UPDATE bare_pbalances SET balance = balance + $2 WHERE user_id = $1 RETURNING balance',
          [b.user, b.amount],
        );
        await tx.query(`INSERT INTO bare_ptx (tx_id, user_id, kind, amount) VALUES ($1, $2, 'win', $3)`, [
          b.tx,
          b.user,
          b.amount,
        ]);
        return r.rows[0]?.balance;
      });
      return c.json({ status: 'RS_OK', balance: Number(balance) });
    });

  const product = await listen(api.fetch);
  const bareServer = await listen(bare.fetch);
  const toProduct = poster(product.port, 'api.localhost');
  const toBare = poster(bareServer.port, 'localhost');

  // The provider's side of the signatures happens on its own machine: each round's bodies are
  // signed before the round is timed, and the answers' signatures checked after it (every one).
  type Signed = { route: string; text: string; signature: string };
  let queue: Signed[][] = [];
  const answers: { text: string; signature: string }[] = [];
  const prepare = (pairsPerPlayer: number) => {
    queue = players.map((p) =>
      Array.from({ length: pairsPerPlayer }, () => {
        const tx = randomUUID();
        const common = { token: p.token, user: String(p.id), game_code: 'reels', currency: 'RUB', round: `r-${tx}` };
        const won = randomInt(3) === 0 ? STAKE * 2 : 0;
        const bet = {
          ...common,
          request_uuid: randomUUID(),
          transaction_uuid: tx,
          round_closed: false,
          bet: 'spin',
          amount: STAKE * H,
        };
        const win = {
          ...common,
          request_uuid: randomUUID(),
          transaction_uuid: randomUUID(),
          reference_transaction_uuid: tx,
          round_closed: true,
          amount: won * H,
        };
        return [
          ['/transaction/bet', JSON.stringify(bet)],
          ['/transaction/win', JSON.stringify(win)],
        ].map(([route, text]) => ({
          route: route!,
          text: text!,
          signature: sign('sha256', Buffer.from(text!), provider.privateKey).toString('base64'),
        }));
      }).flat(),
    );
  };
  const send = async (m: Signed) => {
    const res = await toProduct.post(`/providers/bench${m.route}`, m.text, { 'x-hub88-signature': m.signature });
    answers.push({ text: res.text, signature: res.signature });
    return res.status === 200 && res.text.includes('"RS_OK"');
  };
  const productPair = async (i: number) => {
    const q = queue[i]!;
    if (q.length < 2) return false; // ran out of prepared pairs: counted as a failure
    return (await send(q.shift()!)) && send(q.shift()!);
  };
  const checkAnswers = () => {
    for (const a of answers.splice(0)) {
      if (!verify('sha256', Buffer.from(a.text), walletPublic, Buffer.from(a.signature, 'base64'))) {
        throw new Error(`an answer's signature does not verify: ${a.text}`);
      }
    }
  };
  const barePair = async (i: number) => {
    const p = players[i]!;
    const tx = randomUUID();
    const a = await toBare.post('/bet', JSON.stringify({ user: p.id, tx, amount: STAKE }));
    if (a.status !== 200) return false;
    const won = randomInt(3) === 0 ? STAKE * 2 : 0;
    const b = await toBare.post('/win', JSON.stringify({ user: p.id, tx: randomUUID(), amount: won }));
    return b.status === 200;
  };

  // Enough prepared pairs for a slice at well above the rate this machine reaches.
  const perSlice = Math.ceil(((SECONDS / ROUNDS) * 2500) / PLAYERS);
  prepare(Math.ceil(perSlice / 2));
  await timed(1, productPair);
  checkAnswers();
  await timed(1, barePair);
  const res: { product: Result[]; bare: Result[] } = { product: [], bare: [] };
  for (let r = 0; r < ROUNDS; r++) {
    prepare(perSlice);
    res.product.push(await timed(SECONDS / ROUNDS, productPair));
    checkAnswers();
    res.bare.push(await timed(SECONDS / ROUNDS, barePair));
  }
  toProduct.close();
  toBare.close();
  product.server.close();
  bareServer.server.close();
  const [p, b] = [merge(res.product), merge(res.bare)];
  const line = (name: string, x: Result) =>
    `  ${name.padEnd(30)} ${x.perSec.toFixed(0).padStart(6)} pairs/s  p99 pair ${x.p99.toFixed(1).padStart(6)} ms, call ${x.callP99.toFixed(1).padStart(6)} ms${x.failures ? `  (${x.failures} failed!)` : ''}`;
  console.log(`\n${label}, ${PLAYERS} players`);
  console.log(line('product, signed Hub88 bet+win', p));
  console.log(line('bare HTTP bet+win service', b));
  const ratio = p.perSec / b.perSec;
  console.log(
    `  product ÷ bare service         ${ratio.toFixed(2)} (goal ≥ ${GOAL})${ratio >= GOAL ? '' : '  BELOW GOAL'}`,
  );
  console.log(
    `  product call p99               ${p.callP99.toFixed(1)} ms (goal < ${P99_GOAL})${p.callP99 < P99_GOAL ? '' : '  ABOVE GOAL'}`,
  );
  return ratio >= GOAL && p.callP99 < P99_GOAL && !p.failures;
}

function benchSignatures() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const body = Buffer.from(
    JSON.stringify({
      request_uuid: randomUUID(),
      status: 'RS_OK',
      user: '12345',
      currency: 'RUB',
      balance: 123456789000,
    }),
  );
  const rate = (fn: () => void) => {
    const t = performance.now();
    let n = 0;
    while (performance.now() - t < 1000) {
      fn();
      n++;
    }
    return n / ((performance.now() - t) / 1000);
  };
  const s = sign('sha256', body, privateKey);
  const signs = rate(() => sign('sha256', body, privateKey));
  const verifies = rate(() => verify('sha256', body, publicKey, s));
  const hash = rate(() => createHash('sha256').update(body).digest());
  console.log(
    `signatures (RSA-2048, SHA-256, one core): ${signs.toFixed(0)} signs/s, ${verifies.toFixed(0)} checks/s (sha256 alone ${hash.toFixed(0)}/s); ` +
      `a pair costs the wallet 2 checks + 2 signs ≈ ${((2 / verifies + 2 / signs) * 1000).toFixed(2)} ms of CPU`,
  );
}

console.log(
  `node ${process.version}, ${os.cpus().length} CPUs, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; ${SECONDS}s per side in ${ROUNDS} interleaved rounds`,
);
benchSignatures();
let ok = true;
{
  const db = await openDatabase({});
  ok = (await benchDb('PGlite', db)) && ok;
  await db.close();
}
const url = process.env.DATABASE_URL;
if (url) {
  const name = `bench_providers_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const db = await openDatabase({ url: u.toString() });
  try {
    ok = (await benchDb('PostgreSQL', db)) && ok;
  } finally {
    await db.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
} else console.log('\nPostgreSQL skipped: set DATABASE_URL to include it');
process.exit(ok ? 0 : 1);
