// npm run bench:reconcile — what `npm run wallet -- reconcile` (and so a /metrics scrape, and
// /health/ready?deep=1) costs the database on books of a realistic size (issue 38).
//
// Seeds BENCH_BETS bets (default 100,000) straight through the database's own bet function
// (casino_place_bet, one ledger transaction each, as the API writes them): instant dice bets, and one
// in ten a miner round opened and settled (paid through wallet_game_move under bet:<id>:win, as
// rounds.server.ts does), over 200 players. Then times, three times each: every check alone, the
// whole reconcile, and a /metrics scrape (metrics.server.ts scrape(): the reconcile plus the other
// database gauges; each run uncached). PGlite always; PostgreSQL too when DATABASE_URL is set.
//
// On PGlite a statement holds the one connection for as long as it runs: the slowest check is the
// longest a bet can wait behind a scrape. Not covered: the other products' tables (crash, rooms,
// sportsbook, providers, studio) at size, bonuses and withdrawals at size (a few hundred rows
// here), a database larger than memory.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../../src/server/db/index.server';
import type { Db } from '../../src/server/db/types';
import { scrape } from '../../src/server/ops/metrics.server';
import { RECONCILE_CHECKS, reconcile } from '../../src/server/wallet/reconcile';
import { fundedPlayer, scratchPostgres } from './load';

const BETS = Number(process.env.BENCH_BETS ?? 100_000);
const PLAYERS = 200;
const BATCH = 5_000;

/** Seeds `bets` bets (see above); exported for a one-off database to study the checks' plans on. */
export async function seed(db: Db, bets = BETS): Promise<void> {
  const players: number[] = [];
  for (let i = 0; i < PLAYERS; i++) players.push((await fundedPlayer(db, 1e12)).id);
  await db.query(
    `INSERT INTO fair_seed_pairs (user_id, server_seed, server_seed_hash, client_seed)
     SELECT u, md5(u::text || 's'), md5(md5(u::text || 's')), 'bench' FROM unnest($1::bigint[]) AS u
     ON CONFLICT DO NOTHING`,
    [players],
  );
  const started = performance.now();
  for (let done = 0; done < bets; done += BATCH) {
    const n = Math.min(BATCH, bets - done);
    // One bet per iteration through the product's own functions; a round is opened then settled.
    await db.exec(`DO $$
DECLARE
  p record;
  b record;
  v_round boolean;
  v_stake bigint;
  v_payout bigint;
BEGIN
  FOR i IN 1..${n} LOOP
    SELECT f.id, f.user_id, f.next_nonce INTO p FROM fair_seed_pairs f
     WHERE f.user_id = (SELECT user_id FROM fair_seed_pairs ORDER BY id OFFSET (i % ${PLAYERS}) LIMIT 1) AND f.revealed_at IS NULL;
    v_round := i % 10 = 0;
    v_stake := 100 + (i % 50) * 10;
    v_payout := CASE WHEN random() < 0.49 THEN v_stake * 198 / 100 ELSE 0 END;
    SELECT * INTO b FROM casino_place_bet(p.user_id, CASE WHEN v_round THEN 'miner' ELSE 'dice' END,
      'bench-${randomBytes(4).toString('hex')}-${done}-' || i, NULL, 'RUB', p.id, p.next_nonce, 'bench', v_stake,
      CASE WHEN v_round THEN 0 ELSE v_payout END, CASE WHEN v_payout > 0 THEN 1.98 ELSE 0 END,
      '{}'::jsonb, '{}'::jsonb, v_round, NULL, CASE WHEN v_round THEN NULL ELSE 0.01 END);
    IF v_round THEN
      IF v_payout > 0 THEN
        PERFORM wallet_game_move(p.user_id, 'RUB', 'miner', 0, v_payout, 'bet:' || b.id || ':win', 'win', 'bet:' || b.id);
      END IF;
      UPDATE bets SET status = 'settled', payout = v_payout, settled_at = now() WHERE id = b.id;
    END IF;
  END LOOP;
END $$;`);
    process.stdout.write(`\r  seeded ${done + n} bets (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  process.stdout.write('\n');
  await db.query('ANALYZE');
}

const ms = (t: number) => `${t.toFixed(0).padStart(6)} ms`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function measure(label: string, db: Db): Promise<void> {
  console.log(`\n${label}: seeding ${BETS} bets…`);
  await seed(db);
  await measureOn(db);
}

/** Times the checks, the command and a scrape on `db` as it is (exported for a database seeded before). */
export async function measureOn(db: Db): Promise<void> {
  const { rows } = await db.query<{ bets: string; tx: string; postings: string }>(
    `SELECT (SELECT count(*) FROM bets) AS bets, (SELECT count(*) FROM wallet_transactions) AS tx,
            (SELECT count(*) FROM wallet_postings) AS postings`,
  );
  console.log(`  ${rows[0]!.bets} bets, ${rows[0]!.tx} ledger transactions, ${rows[0]!.postings} postings`);
  const check = await reconcile(db);
  if (!check.ok) throw new Error(`the seeded books do not reconcile: ${JSON.stringify(check.problems.slice(0, 5))}`);
  const time = async (fn: () => Promise<unknown>) => {
    const t: number[] = [];
    for (let i = 0; i < 3; i++) {
      const s = performance.now();
      await fn();
      t.push(performance.now() - s);
    }
    return median(t);
  };
  console.log('  median of 3 runs, ms:      full   recent');
  for (const c of RECONCILE_CHECKS) {
    const full = await time(() => reconcile(db, 50, 'full', [c]));
    const recent = await time(() => reconcile(db, 50, 'recent', [c]));
    console.log(`  ${c.kind.padEnd(22)} ${ms(full)} ${ms(recent)}${c.wholeBooks ? '  (whole books)' : ''}`);
  }
  console.log(`  ${'reconcile, all checks'.padEnd(22)} ${ms(await time(() => reconcile(db, 50, 'full')))}`);
  const cheap = RECONCILE_CHECKS.filter((c) => !c.wholeBooks);
  console.log(
    `  GET /metrics, cheap tier due (every 10 s):       ${ms(await time(() => reconcile(db, 50, 'recent', cheap)))}`,
  );
  // A view of the database of its own each time: the reconcile behind /metrics is kept per database.
  const scrapeMs = await time(async () => {
    const { text } = await scrape({ ...db } as Db);
    if (!/casino_reconcile_problems\{kind="instant_books"\} 0/.test(text)) throw new Error('no reconcile gauge');
  });
  console.log(`  GET /metrics, both tiers due (every 10 min):     ${ms(scrapeMs)}`);
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'casino-bench-reconcile-'));
  try {
    const lite = await openDatabase({ dataDir: path.join(dir, 'pglite') });
    try {
      await measure('PGlite', lite);
    } finally {
      await lite.close();
    }
    if (process.env.DATABASE_URL) {
      const pg = await scratchPostgres(process.env.DATABASE_URL, 'casino_bench_reconcile');
      try {
        await measure('PostgreSQL', pg.db);
      } finally {
        await pg.drop();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
