#!/usr/bin/env node
// Stake debits per second and p99 latency: through the wallet module (placeStake: one statement,
// wallet_game_move, with the exclusion, balance and loss-limit checks, a ledger transaction with its
// key and two postings, and the database's ledger triggers) and through HTTP (a Hono route calling
// it), against a raw baseline on
// the same database in the same run: one conditional UPDATE of a balance plus one ledger
// INSERT in a transaction (and over HTTP, the same two statements behind a bare route).
// PGlite always; PostgreSQL too when DATABASE_URL is set (a database of its own is created
// and dropped). Run with `npm run bench:wallet` (node --import tsx, so it imports src/ directly).
//
// Not covered: players with loss limits (bench:bets measures them), notification fan-out to event
// streams, contention on one player's balance (each operation picks one of 1,000 players), the cost
// of the product's auth middleware on the HTTP path.
import http from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';
import { migrate } from '../../src/server/db/migrate.server.ts';
import { openPglite } from '../../src/server/db/pglite.server.ts';
import { openPostgres } from '../../src/server/db/postgres.server.ts';
import { adjust, inWalletTransaction, openPlayerAccounts, placeStake } from '../../src/server/wallet/index.ts';

const PLAYERS = 1000;
const GOAL = 0.7;
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
const OPS = Number(args.ops ?? 3000);

async function setup(db) {
  await db.exec(`CREATE TABLE IF NOT EXISTS bench_raw_wallets (user_id bigint PRIMARY KEY, balance bigint NOT NULL CHECK (balance >= 0));
    CREATE TABLE IF NOT EXISTS bench_raw_ledger (id bigserial PRIMARY KEY, user_id bigint NOT NULL, amount bigint NOT NULL,
      balance_after bigint NOT NULL, idempotency_key text NOT NULL UNIQUE, created_at timestamptz NOT NULL DEFAULT now());`);
  const ids = [];
  for (let i = 0; i < PLAYERS; i++) {
    const { rows } = await db.query(`INSERT INTO users (email, currency) VALUES ($1, 'RUB') RETURNING id`, [
      `bench-${i}-${Date.now()}@example.com`,
    ]);
    ids.push(Number(rows[0].id));
  }
  await inWalletTransaction(db, async (tx) => {
    for (const id of ids) {
      await openPlayerAccounts(tx, id, 'RUB');
      await adjust(tx, {
        key: `bench-seed:${id}`,
        userId: id,
        currency: 'RUB',
        amount: 1e12,
        reason: 'bench',
        actor: 'bench',
      });
    }
  });
  await db.query(`INSERT INTO bench_raw_wallets (user_id, balance) SELECT unnest($1::bigint[]), 1e12`, [ids]);
  return ids;
}

let seq = 0;
const key = (p) => `${p}:${process.pid}:${++seq}`;

function rawStake(db, userId) {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `UPDATE bench_raw_wallets SET balance = balance - 100 WHERE user_id = $1 AND balance >= 100 RETURNING balance`,
      [userId],
    );
    if (!rows.length) throw new Error('insufficient');
    await tx.query(
      `INSERT INTO bench_raw_ledger (user_id, amount, balance_after, idempotency_key) VALUES ($1, -100, $2, $3)`,
      [userId, rows[0].balance, key('raw')],
    );
  });
}
// One movement is one statement (wallet_game_move), its own transaction: no BEGIN/COMMIT around it.
function walletStake(db, userId) {
  const k = key('bet');
  return placeStake(db, { userId, currency: 'RUB', amount: 100, game: 'dice', key: k, reference: k });
}

/** Runs `ops` operations with `concurrency` in flight; returns ops/s and p99 in ms. */
async function measure(ops, concurrency, fn) {
  const lat = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < ops) {
        const i = next++;
        const s = performance.now();
        await fn(i);
        lat.push(performance.now() - s);
      }
    }),
  );
  const secs = (performance.now() - t0) / 1000;
  lat.sort((a, b) => a - b);
  return { perSec: ops / secs, p99: lat[Math.floor(lat.length * 0.99)] ?? 0 };
}

async function httpServer(db, ids) {
  const app = new Hono();
  app.post('/raw/:i', async (c) => {
    await rawStake(db, ids[Number(c.req.param('i')) % ids.length]);
    return c.json({ ok: true });
  });
  app.post('/wallet/:i', async (c) => {
    const r = await walletStake(db, ids[Number(c.req.param('i')) % ids.length]);
    return c.json({ balance: r.balance });
  });
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({ server, port: info.port }),
    );
  });
}

async function benchOne(name, db, concurrency) {
  await migrate(db);
  const ids = await setup(db);
  const pick = (i) => ids[(i * 7919) % ids.length];
  // Warm-up both paths (caches, plans).
  await measure(200, concurrency, (i) => rawStake(db, pick(i)));
  await measure(200, concurrency, (i) => walletStake(db, pick(i)));
  const rows = [];
  // Interleaved rounds so drift on a noisy machine hits both alike.
  const res = { raw: [], wallet: [], rawHttp: [], walletHttp: [] };
  for (let r = 0; r < 2; r++) {
    res.raw.push(await measure(OPS / 2, concurrency, (i) => rawStake(db, pick(i))));
    res.wallet.push(await measure(OPS / 2, concurrency, (i) => walletStake(db, pick(i))));
  }
  const { server, port } = await httpServer(db, ids);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const post = (path) =>
    new Promise((resolve, reject) => {
      const q = http.request({ host: '127.0.0.1', port, path, method: 'POST', agent }, (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`status ${res.statusCode}`))));
      });
      q.on('error', reject);
      q.end();
    });
  await measure(200, concurrency, (i) => post(`/raw/${i}`));
  await measure(200, concurrency, (i) => post(`/wallet/${i}`));
  for (let r = 0; r < 2; r++) {
    res.rawHttp.push(await measure(OPS / 2, concurrency, (i) => post(`/raw/${i * 7919}`)));
    res.walletHttp.push(await measure(OPS / 2, concurrency, (i) => post(`/wallet/${i * 7919}`)));
  }
  agent.destroy();
  server.close();
  const avg = (xs) => ({
    perSec: xs.reduce((a, x) => a + x.perSec, 0) / xs.length,
    p99: Math.max(...xs.map((x) => x.p99)),
  });
  const raw = avg(res.raw);
  const wallet = avg(res.wallet);
  const rawHttp = avg(res.rawHttp);
  const walletHttp = avg(res.walletHttp);
  rows.push([`${name} module`, wallet, raw]);
  rows.push([`${name} HTTP`, walletHttp, rawHttp]);
  return rows;
}

const out = [];
{
  const db = await openPglite(undefined);
  out.push(...(await benchOne('PGlite', db, 4)));
  await db.close();
}
if (process.env.DATABASE_URL) {
  const name = `bench_wallet_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  try {
    out.push(...(await benchOne('PostgreSQL', db, 8)));
  } finally {
    await db.close();
    await admin.query(`DROP DATABASE ${name}`);
    await admin.end();
  }
}

console.log(`\nStake debits (${OPS} per target, 1,000 players, interleaved rounds); goal: wallet ≥ ${GOAL} × raw\n`);
console.log('target               wallet/s   p99 ms   raw/s      p99 ms   ratio  verdict');
let failed = false;
for (const [name, w, r] of out) {
  const ratio = w.perSec / r.perSec;
  if (ratio < GOAL) failed = true;
  console.log(
    `${name.padEnd(20)} ${w.perSec.toFixed(0).padStart(8)}   ${w.p99.toFixed(1).padStart(6)}   ${r.perSec.toFixed(0).padStart(8)}   ${r.p99
      .toFixed(1)
      .padStart(6)}   ${ratio.toFixed(2)}   ${ratio >= GOAL ? 'ok' : 'BELOW GOAL'}`,
  );
}
console.log(
  '\nNot measured: players with loss limits (see bench:bets), event-stream fan-out, one hot balance, the product auth middleware.',
);
process.exit(failed ? 1 : 0);
