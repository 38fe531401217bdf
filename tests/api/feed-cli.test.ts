import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPgDatabase } from './pg-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeBet, type SbSettings, sbSettings } from '../../src/games/betting/service.server';
import { splitUofMessages } from '../../src/games/betting/uof/parse';
import { subscribe } from '../../src/games/kit/shared/bus.server';
import { ConfigStore } from '../../src/server/config/store.server';
import { openDatabase } from '../../src/server/db/index.server';
import type { Db } from '../../src/server/db/types';
import { adjust, checkLedger, inWalletTransaction } from '../../src/server/wallet';

// `npm run feed -- replay | status` (issue 22), run as an operator runs it: a separate process on
// the product's database (an on-disk PGlite, or a database of its own on the DATABASE_URL server),
// feeding recorded UOF XML through the same adapter as the simulator.

const ROOT = path.resolve(__dirname, '../..');
const FIXTURES = path.join(ROOT, 'tests/fixtures/uof');
const MATCH = 'sr:match:61301160';
const CONFIG_DIR = mkdtempSync(path.join(tmpdir(), 'casino-feed-cli-cfg-'));
// The operator's defaults, with no live delay: the bet is decided at once.
const SETTINGS: SbSettings = {
  ...sbSettings(new ConfigStore(CONFIG_DIR).current.betLimits, {}, 'RUB'),
  delays: { default: 0 },
  delaysBySlug: { default: 0 },
};

let env: Record<string, string>;
let open: () => Promise<Db>;
let cleanup: () => Promise<void>;
let work: string;
beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'casino-feed-cli-'));
  const base = process.env.DATABASE_URL;
  if (base) {
    const created = await createPgDatabase(base, 'casino_fcli');
    env = { DATABASE_URL: created.url };
    open = () => openDatabase({ url: created.url });
    cleanup = async () => {
      await created.drop();
      rmSync(work, { recursive: true, force: true });
    };
  } else {
    env = { DATA_DIR: work, DATABASE_URL: '' };
    open = () => openDatabase({ dataDir: path.join(work, 'pglite') });
    cleanup = async () => rmSync(work, { recursive: true, force: true });
  }
});
afterAll(async () => {
  await cleanup();
  rmSync(CONFIG_DIR, { recursive: true, force: true });
});

function feed(...args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/feed.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.stderr.on('data', (b: Buffer) => (err += b.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}

describe('npm run feed -- replay / status', () => {
  it('replays a recorded match: markets open, a bet taken on them is settled, rolled back and settled again', async () => {
    // A directory of recorded messages, read in name order: the live producer's alive and its
    // snapshot, a malformed message, then the match's fixture and first prices.
    const recorded = splitUofMessages(readFileSync(path.join(FIXTURES, 'replay-match.xml'), 'utf8'));
    const dir = path.join(work, 'opening');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir);
    writeFileSync(path.join(dir, '03-match.xml'), `<messages>${recorded[0]}${recorded[1]}</messages>`);
    copyFileSync(path.join(FIXTURES, 'bad-odds.xml'), path.join(dir, '02-bad.xml'));
    writeFileSync(
      path.join(dir, '01-snapshot.xml'),
      '<snapshot_complete product="1" timestamp="1764100790000" request_id="7"/>',
    );
    writeFileSync(path.join(dir, '00-alive.xml'), '<alive product="1" timestamp="1764100790000" subscribed="1"/>');
    writeFileSync(path.join(dir, 'notes.txt'), 'not a message');

    const first = await feed('replay', dir, '--as-fast');
    expect(first.code).toBe(0);
    // The message with odds of 0.9 is read in part (issue 38): its market is suspended, not dropped
    // whole with the old price left on offer.
    expect(first.out).toMatch(/Applied 5 of 5/);
    expect(first.out).toMatch(
      /Read in part 1 .*:\n {2}.*02-bad\.xml: market 1: outcome 1: odds 0\.9 is not above 1\.00/,
    );
    expect(first.out).toMatch(/Skipped 0\./);

    const db = await open();
    let betId: number;
    try {
      const { rows: ev } = await db.query<{ home: string; away: string; status: number; home_score: number }>(
        'SELECT home, away, status, home_score FROM sb_events WHERE id = $1',
        [MATCH],
      );
      expect(ev).toEqual([{ home: 'Real Betis', away: 'Sevilla', status: 1, home_score: 0 }]);
      const { rows: prices } = await db.query<{ id: string; ref: string; odds: number; status: number }>(
        `SELECT o.id, o.ref, o.odds, m.status FROM sb_outcomes o JOIN sb_markets m ON m.id = o.market_id
          WHERE m.event_id = $1 AND m.type = 1 ORDER BY o.ref`,
        [MATCH],
      );
      expect(prices.map((p) => [p.ref, p.odds, p.status])).toEqual([
        ['1', 2100, 1],
        ['2', 3300, 1],
        ['3', 3600, 1],
      ]);
      // A player backs the home side at 2.10 while the replayed producer is up.
      const { rows: u } = await db.query<{ id: string }>(
        `INSERT INTO users (email, currency) VALUES ('feed-cli@example.com', 'RUB') RETURNING id`,
      );
      const userId = Number(u[0]!.id);
      await inWalletTransaction(db, (tx) =>
        adjust(tx, { key: `seed:${userId}`, userId, currency: 'RUB', amount: 10_000, reason: 'seed', actor: 'test' }),
      );
      const bet = await placeBet(db, {
        userId,
        currency: 'RUB',
        key: 'feed-cli-1',
        body: { stake: 1_000, selections: [{ outcome_id: Number(prices[0]!.id), odds: 2.1 }], accept_odds: 'none' },
        settings: SETTINGS,
        lang: 'en',
      });
      expect(bet.status).toBe('accepted');
      betId = bet.id;
    } finally {
      await db.close();
    }

    // On PostgreSQL the replay runs beside the product: its stream events must reach a listening
    // process before the command exits.
    const listener = env.DATABASE_URL ? await open() : null;
    const seen: unknown[] = [];
    if (listener) await subscribe(listener, 'sportsbook', (event, data) => event === 'event' && seen.push(data));

    // The whole recording, paced by its timestamps (about two hours recorded, ~70 ms at this speed).
    const whole = await feed('replay', path.join(FIXTURES, 'replay-match.xml'), '--speed', '100000');
    expect(whole.code).toBe(0);
    expect(whole.out).toMatch(/Applied 7 of 7/);
    expect(whole.out).toMatch(/Skipped 0\./);
    // The wrong settlement (home lost) paid nothing; the corrected one (home won) pays 2.10 × stake.
    expect(whole.out).toMatch(/Bets settled: 1 \(1 ledger moves/);

    const after = await open();
    try {
      const { rows } = await after.query<{ status: string; paid: string }>(
        'SELECT status, paid FROM sb_bets WHERE id = $1',
        [betId],
      );
      expect(rows.map((r) => [r.status, Number(r.paid)])).toEqual([['settled', 2_100]]);
      const { rows: m } = await after.query<{ status: number }>(
        'SELECT status FROM sb_markets WHERE event_id = $1 AND type = 1',
        [MATCH],
      );
      expect(m).toEqual([{ status: -3 }]);
      // Every price the recording moved is kept: 2.10 → 1.50 for the home side.
      const { rows: hist } = await after.query<{ odds: number }>(
        `SELECT h.odds FROM sb_price_history h JOIN sb_outcomes o ON o.id = h.outcome_id JOIN sb_markets mk ON mk.id = o.market_id
          WHERE mk.event_id = $1 AND o.ref = '1' ORDER BY h.version`,
        [MATCH],
      );
      expect(hist.map((h) => h.odds)).toEqual([2100, 1500]);
      expect((await checkLedger(after)).ok).toBe(true);
    } finally {
      await after.close();
    }

    if (listener) {
      const deadline = Date.now() + 5_000;
      // The new price, and the last event of all: the corrected settlement's.
      const moved = () =>
        JSON.stringify(seen).includes('"odds":1.5') && JSON.stringify(seen.at(-1)).includes('"status":"settled"');
      while (!moved() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      await listener.close();
      expect(moved()).toBe(true);
    }

    const status = await feed('status');
    expect(status.code).toBe(0);
    expect(status.out).toMatch(/1 {3}live {7}up /);
    expect(status.out).toMatch(/live +1 {3}markets 1 \(0 active\)/);
    expect(status.out).toMatch(/Open bets: 0/);
  }, 120_000);

  it('refuses a path that is not there, and an unknown command', async () => {
    const missing = await feed('replay', path.join(work, 'nothing-here'));
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/no such file or directory/);
    const unknown = await feed('rewind');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/Unknown command/);
  });
});
