// npm run bench:bets — dice bets through HTTP (session, limits, engine, wallet, bet row) against
// the raw floor: one conditional balance UPDATE plus one ledger INSERT in a transaction on the
// same database, same concurrency, one run. Then the engine alone (outcomes per second, 1 core).
// PGlite always; PostgreSQL too when DATABASE_URL is set (a scratch database is created and dropped).
// Not covered: the front server / Waku in front of the API, TLS, real networks, other games.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import pg from 'pg';
import { playDice } from '../../src/games/dice/math';
import { createApiApp } from '../../src/server/api/app';
import { createSession } from '../../src/server/auth/sessions.server';
import { TEST_AUTH_SETTINGS } from '../../src/server/auth/settings.server';
import { createUser } from '../../src/server/auth/users.server';
import { ConfigStore } from '../../src/server/config/store.server';
import { openDatabase } from '../../src/server/db/index.server';
import type { Db } from '../../src/server/db/types';
import { adjust, inWalletTransaction } from '../../src/server/wallet';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONNECTIONS ?? 16);
const GOAL = 0.7;

async function timed(fn: () => Promise<void>) {
  const lat: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  let n = 0;
  const worker = async () => {
    while (performance.now() < end) {
      const t = performance.now();
      await fn();
      lat.push(performance.now() - t);
      n++;
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const secs = (performance.now() - start) / 1000;
  lat.sort((a, b) => a - b);
  return { perSec: n / secs, p99: lat[Math.floor(lat.length * 0.99)] ?? 0 };
}

async function player(db: Db) {
  const user = await createUser(db, {
    email: `bench-${randomBytes(4).toString('hex')}@example.com`,
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
  const { token } = await createSession(
    db,
    { userId: user.id, method: 'social', ip: null, userAgent: null },
    { accessTtlSeconds: 3600, sessionTtlDays: 30 },
  );
  return { id: user.id, token };
}

async function benchDb(label: string, db: Db) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-bets-'));
  writeFileSync(path.join(dir, 'bet-limits.json'), JSON.stringify({ RUB: { games: { dice: { min: 1, max: 1e9 } } } }));
  const store = new ConfigStore(dir);
  const app = createApiApp({
    getDb: async () => db,
    getConfig: () => store.current,
    trustProxy: false,
    extraCorsOrigins: [],
    siteOrigins: ['http://localhost'],
    auth: TEST_AUTH_SETTINGS,
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/dice/bets`;
  // One player per connection: a player's bets are ordered by their seed pair, as in production.
  const players = await Promise.all(Array.from({ length: CONCURRENCY }, () => player(db)));
  let i = 0;
  let failures = 0;
  const http = await timed(async () => {
    const p = players[i++ % players.length]!;
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${p.token}`,
        'idempotency-key': `b${randomBytes(8).toString('hex')}`,
      },
      body: JSON.stringify({ amount: 100, target: 50, condition: 'over' }),
    });
    if (res.status !== 200) failures++;
    await res.arrayBuffer();
  });
  // The floor's own tables, so the baseline shares no code or schema with the wallet.
  await db.query(
    'CREATE TABLE IF NOT EXISTS bench_balances (user_id bigint, currency text, balance bigint, PRIMARY KEY (user_id, currency))',
  );
  await db.query(
    'CREATE TABLE IF NOT EXISTS bench_entries (id bigserial PRIMARY KEY, user_id bigint, currency text, amount bigint, balance_after bigint, kind text, idempotency_key text UNIQUE)',
  );
  for (const p of players) {
    await db.query(`INSERT INTO bench_balances VALUES ($1, 'RUB', 1000000000000) ON CONFLICT DO NOTHING`, [p.id]);
  }
  let j = 0;
  const raw = await timed(() =>
    db.transaction(async (tx) => {
      const p = players[j++ % players.length]!;
      const { rows } = await tx.query<{ balance: string }>(
        'UPDATE bench_balances SET balance = balance - 100 WHERE user_id = $1 AND currency = $2 AND balance >= 100 RETURNING balance',
        [p.id, 'RUB'],
      );
      await tx.query(
        `INSERT INTO bench_entries (user_id, currency, amount, balance_after, kind, idempotency_key) VALUES ($1, 'RUB', -100, $2, 'bench', $3)`,
        [p.id, rows[0]?.balance, `raw:${randomBytes(8).toString('hex')}`],
      );
    }),
  );
  server.close();
  const ratio = http.perSec / raw.perSec;
  console.log(
    `${label.padEnd(10)} HTTP dice bets ${http.perSec.toFixed(0).padStart(6)}/s p99 ${http.p99.toFixed(1)} ms` +
      ` | raw UPDATE+INSERT ${raw.perSec.toFixed(0).padStart(6)}/s p99 ${raw.p99.toFixed(1)} ms` +
      ` | ratio ${ratio.toFixed(2)} (goal ≥ ${GOAL})${failures ? ` | ${failures} non-200 answers!` : ''}`,
  );
}

function benchEngine() {
  const seed = { serverSeed: randomBytes(32).toString('hex'), clientSeed: 'bench', nonce: 0 };
  const n = 200_000;
  const t = performance.now();
  for (let k = 0; k < n; k++) {
    seed.nonce = k;
    playDice(seed, { target: 50, condition: 'over' });
  }
  const perSec = n / ((performance.now() - t) / 1000);
  console.log(`engine     dice outcomes ${perSec.toFixed(0)}/s on one core (goal ≥ 100000)`);
}

console.log(
  `node ${process.version}, ${os.cpus().length} CPUs, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; ${SECONDS}s per side, ${CONCURRENCY} connections`,
);
benchEngine();
{
  const db = await openDatabase({});
  await benchDb('PGlite', db);
  await db.close();
}
const url = process.env.DATABASE_URL;
if (url) {
  const name = `bench_bets_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const db = await openDatabase({ url: u.toString() });
  try {
    await benchDb('PostgreSQL', db);
  } finally {
    await db.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
} else console.log('PostgreSQL skipped: set DATABASE_URL to include it');
