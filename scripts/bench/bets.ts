// npm run bench:bets — dice bets through the product's API over keep-alive HTTP against a bare bet
// service on the same database, same players, same connections, in one run (issue 17):
//   - product: POST /dice/bets on the full API app (session, limits, the engine, the wallet's
//     ledger, the bet row), 16 players, one connection each;
//   - product, limited: the same for 16 players who have daily, weekly and monthly loss limits;
//   - product, bonus: the same for 16 players with no cash and an active bonus (issue 20): each
//     stake comes out of the bonus account, its payout back into it, and the wagering is counted;
//   - bare service: an independent Hono route that authenticates by the SHA-256 of the bearer token
//     (a read), draws a roll, and in one transaction does a conditional balance UPDATE and a bet
//     INSERT on tables of its own — the floor a bet service cannot go below;
//   - the database-only floor (no HTTP): the same UPDATE + INSERT transaction;
//   - the engine alone: dice outcomes per second on one core;
//   - the loyalty count (issue 38): the bet statement itself (casino_place_bet, no HTTP) with the
//     dice bet's edge rate, which writes its player_stats row, against the same statement without a
//     rate (nothing counted), for 16 players of their own: what counting a settled bet costs.
// PGlite always; PostgreSQL too when DATABASE_URL is set (a scratch database is created and dropped).
// Rounds are interleaved so the machine's noise hits every side alike; ratios are of one run.
// Not covered: the front server / Waku in front of the API, TLS, real networks, other games (they
// share the path: one call of casino_place_bet), contention of many processes on one PostgreSQL.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { playDice } from '../../src/games/dice/math';
import { createApiApp } from '../../src/server/api/app';
import { TEST_AUTH_SETTINGS } from '../../src/server/auth/settings.server';
import { ConfigStore } from '../../src/server/config/store.server';
import { openDatabase } from '../../src/server/db/index.server';
import type { Db } from '../../src/server/db/types';
import { redeemPromo } from '../../src/server/bonus/bonuses.server';
import { createPromo } from '../../src/server/bonus/promo.server';
import { playerPlay } from '../../src/server/bets/seeds.server';
import diceDef from '../../src/games/dice/play';
import { inWalletTransaction, setLimits } from '../../src/server/wallet';
import { fundedPlayer, listen, merge, poster, type Result, scratchPostgres, timed } from './load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const PLAYERS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ROUNDS = 3;
const GOAL = 0.7;
const LIMITED_GOAL = 0.8;
const BONUS_GOAL = 0.9;
/** Counting a settled bet for loyalty may cost at most 5 % of the bet statement (issue 38). */
const LOYALTY_GOAL = 0.95;
const BODY = JSON.stringify({ amount: 100, target: 50, condition: 'over' });

/** A player with 1e12 minor units (or none, for the bonus players), with loss limits when asked. */
async function player(db: Db, limited: boolean, cash = 1e12) {
  const p = await fundedPlayer(db, cash);
  if (limited) {
    // Limits far above what the run loses: every bet is checked, none refused.
    await inWalletTransaction(db, (tx) => setLimits(tx, p.id, { loss: { day: 5e11, week: 6e11, month: 7e11 } }));
  }
  return p;
}

/** The bare bet service: its own tables, its own route, nothing of the product's code. */
async function bareService(db: Db, players: { id: number; token: string }[]) {
  await db.exec(`
    CREATE TABLE IF NOT EXISTS bare_sessions (token_hash text PRIMARY KEY, user_id bigint NOT NULL);
    CREATE TABLE IF NOT EXISTS bare_balances (user_id bigint PRIMARY KEY, balance bigint NOT NULL CHECK (balance >= 0));
    CREATE TABLE IF NOT EXISTS bare_bets (id bigserial PRIMARY KEY, user_id bigint NOT NULL, amount bigint NOT NULL,
      payout bigint NOT NULL, roll numeric NOT NULL, idempotency_key text NOT NULL UNIQUE, created_at timestamptz NOT NULL DEFAULT now());`);
  for (const p of players) {
    const hash = createHash('sha256').update(p.token).digest('hex');
    await db.query('INSERT INTO bare_sessions VALUES ($1, $2) ON CONFLICT DO NOTHING', [hash, p.id]);
    await db.query('INSERT INTO bare_balances VALUES ($1, 1000000000000) ON CONFLICT DO NOTHING', [p.id]);
  }
  const app = new Hono().post('/bet', async (c) => {
    const token = c.req.header('authorization')?.slice(7) ?? '';
    const { rows } = await db.query<{ user_id: string }>('SELECT user_id FROM bare_sessions WHERE token_hash = $1', [
      createHash('sha256').update(token).digest('hex'),
    ]);
    if (!rows[0]) return c.json({ message: 'Unauthenticated.' }, 401);
    const body = (await c.req.json()) as { amount: number; target: number };
    const roll = randomInt(10001) / 100;
    const payout = roll > body.target ? Math.floor(body.amount * 1.98) : 0;
    const balance = await db.transaction(async (tx) => {
      const r = await tx.query<{ balance: string }>(
        'UPDATE bare_balances SET balance = balance - $2 + $3 WHERE user_id = $1 AND balance >= $2 RETURNING balance',
        [rows[0]!.user_id, body.amount, payout],
      );
      await tx.query(
        'INSERT INTO bare_bets (user_id, amount, payout, roll, idempotency_key) VALUES ($1, $2, $3, $4, $5)',
        [rows[0]!.user_id, body.amount, payout, roll, c.req.header('idempotency-key')],
      );
      return r.rows[0]?.balance;
    });
    return c.json({ roll, payout, balance: Number(balance) });
  });
  return app;
}

/** POSTs a dice bet as `token` over keep-alive connections; answers whether it was a 200. */
function betPoster(port: number, path: string, host: string) {
  const to = poster(port, host, PLAYERS);
  return { post: async (token: string) => (await to.post(path, token, BODY)).status === 200, close: to.close };
}

async function benchDb(label: string, db: Db) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-bets-'));
  // A bonus far larger than the run can wager or lose: every bet draws on it, none converts it.
  writeFileSync(
    path.join(dir, 'bonuses.json'),
    JSON.stringify({
      templates: {
        bench: {
          kind: 'no_deposit',
          name: 'Bench',
          wagering: 10,
          weights: { dice: 100 },
          currencies: { RUB: { amount: 1e12 } },
        },
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
  const players = await Promise.all(Array.from({ length: PLAYERS }, () => player(db, false)));
  const limitedPlayers = await Promise.all(Array.from({ length: PLAYERS }, () => player(db, true)));
  const bonusPlayers = await Promise.all(Array.from({ length: PLAYERS }, () => player(db, false, 0)));
  await createPromo(db, store.current.bonuses, {
    code: 'BENCH',
    template: 'bench',
    maxRedemptions: null,
    perPlayer: 1,
    validFrom: null,
    validUntil: null,
    by: 'bench',
  });
  for (const p of bonusPlayers) await redeemPromo(db, store.current.bonuses, p.id, 'BENCH', 'en');
  const product = await listen(api.fetch);
  const bare = await listen((await bareService(db, players)).fetch);
  const toProduct = betPoster(product.port, '/dice/bets', 'api.localhost');
  const toBare = betPoster(bare.port, '/bet', 'localhost');

  // The database-only floor: its own tables, no HTTP.
  await db.exec(`CREATE TABLE IF NOT EXISTS floor_balances (user_id bigint PRIMARY KEY, balance bigint NOT NULL);
    CREATE TABLE IF NOT EXISTS floor_entries (id bigserial PRIMARY KEY, user_id bigint, amount bigint, balance_after bigint, idempotency_key text UNIQUE);`);
  for (const p of players)
    await db.query('INSERT INTO floor_balances VALUES ($1, 1000000000000) ON CONFLICT DO NOTHING', [p.id]);
  const floor = (p: number) =>
    db.transaction(async (tx) => {
      const { rows } = await tx.query<{ balance: string }>(
        'UPDATE floor_balances SET balance = balance - 100 WHERE user_id = $1 AND balance >= 100 RETURNING balance',
        [players[p]!.id],
      );
      await tx.query(
        'INSERT INTO floor_entries (user_id, amount, balance_after, idempotency_key) VALUES ($1, -100, $2, $3)',
        [players[p]!.id, rows[0]?.balance, `f${randomBytes(8).toString('hex')}`],
      );
      return true;
    });

  // The bet statement alone, for players of its own (their pairs' nonces are taken here, not by the
  // product's cached copy): with the dice bet's edge rate (counted) and without one (not counted).
  const stmtPlayers = await Promise.all(
    Array.from({ length: PLAYERS }, async () => {
      const p = await player(db, false);
      const { pair } = await playerPlay(db, p.id);
      return { id: p.id, pair: pair.id, clientSeed: pair.clientSeed, nonce: pair.nextNonce };
    }),
  );
  const rate = Math.round(diceDef.edgeOf({ target: 50, condition: 'over' }, 0.01) * 1e12) / 1e12;
  const statement = (withEdge: boolean) => async (p: number) => {
    const s = stmtPlayers[p]!;
    const nonce = s.nonce++;
    await db.query(
      'SELECT * FROM casino_place_bet($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)',
      [
        s.id,
        'dice',
        `s${randomBytes(8).toString('hex')}`,
        'h',
        'RUB',
        s.pair,
        nonce,
        s.clientSeed,
        100,
        0,
        0,
        '{}',
        '{}',
        false,
        null,
        withEdge ? rate : null,
      ],
    );
    return true;
  };

  const sides = {
    counted: statement(true),
    uncounted: statement(false),
    product: (p: number) => toProduct.post(players[p]!.token),
    limited: (p: number) => toProduct.post(limitedPlayers[p]!.token),
    bonus: (p: number) => toProduct.post(bonusPlayers[p]!.token),
    bare: (p: number) => toBare.post(players[p]!.token),
    floor,
  };
  // Warm-up: plans, caches, JIT.
  for (const fn of Object.values(sides)) await timed(1, PLAYERS, fn);
  const res: Record<keyof typeof sides, Result[]> = {
    counted: [],
    uncounted: [],
    product: [],
    limited: [],
    bonus: [],
    bare: [],
    floor: [],
  };
  for (let r = 0; r < ROUNDS; r++) {
    for (const [k, fn] of Object.entries(sides))
      res[k as keyof typeof sides].push(await timed(SECONDS / ROUNDS, PLAYERS, fn));
  }
  toProduct.close();
  toBare.close();
  product.server.close();
  bare.server.close();
  const [p, l, bo, b, f] = [
    merge(res.product),
    merge(res.limited),
    merge(res.bonus),
    merge(res.bare),
    merge(res.floor),
  ];
  const line = (name: string, x: Result) =>
    `  ${name.padEnd(26)} ${x.perSec.toFixed(0).padStart(6)}/s  p99 ${x.p99.toFixed(1).padStart(6)} ms${x.failures ? `  (${x.failures} non-200!)` : ''}`;
  console.log(`\n${label}, ${PLAYERS} players`);
  console.log(line('product POST /dice/bets', p));
  console.log(line('product, loss limits set', l));
  console.log(line('product, active bonus', bo));
  console.log(line('bare HTTP bet service', b));
  console.log(line('database only (no HTTP)', f));
  const ratio = p.perSec / b.perSec;
  const limitedRatio = l.perSec / p.perSec;
  const bonusRatio = bo.perSec / p.perSec;
  console.log(
    `  product ÷ bare service     ${ratio.toFixed(2)} (goal ≥ ${GOAL})${ratio >= GOAL ? '' : '  BELOW GOAL'}`,
  );
  console.log(
    `  limited ÷ product          ${limitedRatio.toFixed(2)} (goal ≥ ${LIMITED_GOAL})${limitedRatio >= LIMITED_GOAL ? '' : '  BELOW GOAL'}`,
  );
  console.log(
    `  bonus ÷ product            ${bonusRatio.toFixed(2)} (goal ≥ ${BONUS_GOAL})${bonusRatio >= BONUS_GOAL ? '' : '  BELOW GOAL'}`,
  );
  console.log(`  product p99                ${p.p99.toFixed(1)} ms (goal < 50)${p.p99 < 50 ? '' : '  ABOVE GOAL'}`);
  console.log(`  product ÷ database floor   ${(p.perSec / f.perSec).toFixed(2)} (for information)`);
  const [cs, us] = [merge(res.counted), merge(res.uncounted)];
  const loyaltyRatio = cs.perSec / us.perSec;
  console.log(line('bet statement, counted', cs));
  console.log(line('bet statement, not counted', us));
  console.log(
    `  counted ÷ not counted      ${loyaltyRatio.toFixed(2)} (goal ≥ ${LOYALTY_GOAL})${loyaltyRatio >= LOYALTY_GOAL ? '' : '  BELOW GOAL'}`,
  );
  return (
    loyaltyRatio >= LOYALTY_GOAL &&
    ratio >= GOAL &&
    limitedRatio >= LIMITED_GOAL &&
    bonusRatio >= BONUS_GOAL &&
    p.p99 < 50 &&
    !p.failures &&
    !l.failures &&
    !bo.failures
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
  console.log(`engine: ${perSec.toFixed(0)} dice outcomes/s on one core (goal ≥ 100000)`);
}

console.log(
  `node ${process.version}, ${os.cpus().length} CPUs, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; ${SECONDS}s per side in ${ROUNDS} interleaved rounds`,
);
benchEngine();
let ok = true;
{
  const db = await openDatabase({});
  ok = (await benchDb('PGlite', db)) && ok;
  await db.close();
}
const url = process.env.DATABASE_URL;
if (url) {
  const scratch = await scratchPostgres(url, 'bench_bets');
  try {
    ok = (await benchDb('PostgreSQL', scratch.db)) && ok;
  } finally {
    await scratch.drop();
  }
} else console.log('\nPostgreSQL skipped: set DATABASE_URL to include it');
process.exit(ok ? 0 : 1);
