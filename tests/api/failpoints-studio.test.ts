// Studio slot spins stopped at each step boundary, as a kill -9 would stop them (issue 38, finding 7):
// the studio and the casino's API on their own ports, the studio reaching the real wallet over
// signed HTTP. After each stop a fresh studio (a restart: a new app on the same database, its clock
// past the guard) runs its sweeper once, and the money must end right: the player's cash, the
// spin's state, the studio's books equal to the wallet's, and reconcile clean.
import { generateKeyPairSync } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchResponseSchema } from '../../src/contract/providers';
import { ConfigStore } from '../../src/server/config/store.server';
import { splitStatements } from '../../src/server/db/migrate.server';
import { repairSpins } from '../../src/server/db/migrations/033_studio_outbox_durable';
import type { Db } from '../../src/server/db/types';
import { armFailpoint, disarmFailpoints, type FailpointName } from '../../src/server/ops/failpoints.server';
import { providersOf, syncProviderCatalog } from '../../src/server/providers/registry.server';
import { studioLaunchTemplate } from '../../src/server/providers/studio-setup.server';
import { reconcile } from '../../src/server/wallet/reconcile';
import { createStudioApp, type StudioApp } from '../../src/studio/app';
import { studioGames } from '../../src/studio/catalog';
import { playSpin } from '../../src/studio/slots-routes';
import { slotByCode } from '../../src/studio/slots/index';
import { configDir, freshDb, fundedPlayer, json, testApi } from './helpers';

const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const GAME = 'lucky-sevens';
const STAKE = 5_000;

let db: Db;
let drop: () => Promise<void>;
let api: ServerType;
let walletUrl = '';
let studio: StudioApp;
const apps: StudioApp[] = [];
const dir = configDir();
const store = new ConfigStore(dir);
/** Wallet paths whose next answer is lost on the way back (the wallet did the work). */
const loseAnswer = new Set<string>();

const viaHost: typeof fetch = async (input, init) => {
  const res = await fetch(input, {
    ...init,
    headers: { ...Object.fromEntries(new Headers(init?.headers)), host: 'api.casino.test' },
  });
  const p = new URL(String(input)).pathname.replace(/^.*\/providers\/studio/, '');
  if (loseAnswer.delete(p)) throw new TypeError('fetch failed');
  return res;
};
const newStudio = (shiftMs = 0) => {
  const app = createStudioApp({
    db,
    walletUrl,
    privateKeyPem: keys.privateKey,
    fetch: viaHost,
    timers: false,
    frameAncestors: ['http://casino.test'],
    now: () => Date.now() + shiftMs,
  });
  apps.push(app);
  return app;
};
/** A restart some minutes later: a fresh studio whose sweeper passes run until nothing is left. */
async function restart(shiftMs = 5 * 60_000) {
  const app = newStudio(shiftMs);
  for (let i = 0; i < 3; i++) await app.studio.runJobsOnce();
  return app;
}

beforeAll(async () => {
  ({ db, drop } = await freshDb());
  api = serve({ fetch: testApi(db, store).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => api.once('listening', r));
  walletUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/providers/studio`;
  writeFileSync(
    path.join(dir, 'providers.json'),
    JSON.stringify({
      studio: {
        protocol: 'hub88',
        public_key: keys.publicKey,
        launch_url: studioLaunchTemplate('http://studio.casino.test'),
        games: studioGames(),
      },
    }),
  );
  store.reload();
  await syncProviderCatalog(db, providersOf(store.current));
  studio = newStudio();
}, 60_000);
afterEach(() => {
  disarmFailpoints();
  loseAnswer.clear();
});
afterAll(async () => {
  for (const a of apps) a.studio.stop();
  api?.close();
  await drop();
});

async function player(cash = 100_000) {
  const p = await fundedPlayer(db, cash);
  const res = await testApi(db, store).request('/games/launch', json({ game: `studio-${GAME}`, mode: 'real' }, p.auth));
  const url = new URL(launchResponseSchema.parse(await res.json()).data.url);
  const page = await studio.request(`${url.pathname}${url.search}`);
  const boot = JSON.parse(/id="studio-boot">(.*?)<\/script>/s.exec(await page.text())![1]!) as { sid: string };
  return { id: p.user.id, sid: boot.sid };
}
type Player = Awaited<ReturnType<typeof player>>;

const cash = async (p: Player) =>
  Number(
    (
      await db.query<{ balance: string }>(`SELECT balance FROM wallet_accounts WHERE user_id = $1 AND kind = 'cash'`, [
        p.id,
      ])
    ).rows[0]!.balance,
  );
const spin = (app: StudioApp, p: Player, idempotency: string) =>
  app.request(`/slots/${GAME}/spin`, {
    method: 'POST',
    headers: { authorization: `Bearer ${p.sid}`, 'content-type': 'application/json' },
    body: JSON.stringify({ stake: STAKE, idempotency }),
  });
const spinRow = async (key: string) =>
  (
    await db.query<{ id: string; status: string; payout: string }>(
      `SELECT id, status, payout FROM studio_spins WHERE idempotency = $1`,
      [key],
    )
  ).rows[0]!;

/** Picks a client seed so that the player's next spin wins (or loses); returns its payout. */
async function aim(p: Player, want: 'win' | 'loss'): Promise<number> {
  await studio.request('/fair', { headers: { authorization: `Bearer ${p.sid}` } });
  const { rows } = await db.query<{ server_seed: string; next_nonce: string }>(
    `SELECT server_seed, next_nonce FROM studio_seeds WHERE owner = $1 AND revealed_at IS NULL`,
    [`u:${p.id}`],
  );
  const slot = slotByCode(GAME)!;
  for (let i = 0; ; i++) {
    const clientSeed = `aim-${want}-${i}`;
    const seed = { serverSeed: rows[0]!.server_seed, clientSeed, nonce: Number(rows[0]!.next_nonce) };
    const { payout } = playSpin(slot, seed, STAKE, false);
    if (payout > 0 === (want === 'win')) {
      await studio.request('/fair/client-seed', {
        method: 'POST',
        headers: { authorization: `Bearer ${p.sid}`, 'content-type': 'application/json' },
        body: JSON.stringify({ clientSeed }),
      });
      return payout;
    }
  }
}

/** The studio's books (what its spins say the player lost) against the wallet's for this player. */
async function expectBooksAgree(p: Player) {
  const { rows } = await db.query<{ studio: string; wallet: string }>(
    `SELECT
       (SELECT coalesce(sum(CASE status WHEN 'settled' THEN cost - payout WHEN 'bet_ok' THEN cost ELSE 0 END), 0)
          FROM studio_spins WHERE owner = $2) AS studio,
       (SELECT coalesce(sum(CASE kind WHEN 'bet' THEN amount ELSE -amount END), 0)
          FROM provider_transactions WHERE provider = 'studio' AND user_id = $1) AS wallet`,
    [p.id, `u:${p.id}`],
  );
  expect(Number(rows[0]!.studio)).toBe(Number(rows[0]!.wallet));
  const report = await reconcile(db);
  expect(report.problems).toEqual([]);
}

/** What loyalty counted for the player: wagered, paid and bets (issue 38: settled bets only, once). */
const loyalty = async (p: Player) =>
  (
    await db.query<{ wagered: number; paid: number; bets: number }>(
      `SELECT coalesce(sum(wagered), 0)::int AS wagered, coalesce(sum(paid), 0)::int AS paid,
              coalesce(sum(bets), 0)::int AS bets FROM player_stats WHERE user_id = $1`,
      [p.id],
    )
  ).rows[0]!;

async function stopAt(point: FailpointName, p: Player, key: string) {
  armFailpoint(point);
  const res = await spin(studio, p, key);
  expect(res.status).toBe(500);
  disarmFailpoints();
}

describe('finding 7: a spin stopped after the wallet took its stake', () => {
  it('a winning spin is voided by a rollback the wallet accepts: the stake comes back', async () => {
    const p = await player();
    await aim(p, 'win');
    await stopAt('studio.spin.after-debit', p, 'win-after-debit');
    await restart();
    expect((await spinRow('win-after-debit')).status).toBe('rolled_back');
    expect(await cash(p)).toBe(100_000);
    expect(await loyalty(p)).toEqual({ wagered: 0, paid: 0, bets: 0 });
    await expectBooksAgree(p);
  });

  // Since decision 064 the wallet accepts a provider's rollback of a bet whose round closed as lost
  // (Hub88's rule): a losing spin the player never saw is voided like a winning one, the stake back.
  it('a losing spin is voided by the rollback the wallet now accepts: the stake comes back, never left pending', async () => {
    const p = await player();
    await aim(p, 'loss');
    await stopAt('studio.spin.after-debit', p, 'loss-after-debit');
    await restart();
    expect((await spinRow('loss-after-debit')).status).toBe('rolled_back');
    expect(await cash(p)).toBe(100_000);
    await expectBooksAgree(p);
  });

  it('a retry of the half-done spin never answers an outcome whose money did not count', async () => {
    const p = await player();
    await aim(p, 'win');
    await stopAt('studio.spin.after-debit', p, 'retry-after-debit');
    const retry = await spin(studio, p, 'retry-after-debit');
    expect(retry.status).toBe(409);
    await restart();
    const after = await spin(studio, p, 'retry-after-debit');
    expect(after.status).toBe(409);
    expect(((await after.json()) as { error: { code: string } }).error.code).toBe('spin_void');
    expect(await cash(p)).toBe(100_000);
    await expectBooksAgree(p);
  });
});

describe('finding 7: a losing spin whose bet answer was lost', () => {
  it('the wallet accepts the rollback of the closed losing bet (decision 064); the stake comes back once and the books agree', async () => {
    const p = await player();
    await aim(p, 'loss');
    loseAnswer.add('/transaction/bet');
    const res = await spin(studio, p, 'lost-answer-loss');
    expect(res.status).toBe(503);
    await restart();
    expect((await spinRow('lost-answer-loss')).status).toBe('rolled_back');
    expect(await cash(p)).toBe(100_000);
    await restart();
    expect(await cash(p)).toBe(100_000);
    await expectBooksAgree(p);
  });

  it('a winning spin whose bet answer was lost is rolled back: the stake comes back', async () => {
    const p = await player();
    await aim(p, 'win');
    loseAnswer.add('/transaction/bet');
    expect((await spin(studio, p, 'lost-answer-win')).status).toBe(503);
    await restart();
    expect((await spinRow('lost-answer-win')).status).toBe('rolled_back');
    expect(await cash(p)).toBe(100_000);
    await expectBooksAgree(p);
  });
});

describe('each boundary of a spin, then a restart', () => {
  it('studio.spin.after-intent: the bet never sent is voided (the wallet keeps a tombstone); cash untouched', async () => {
    const p = await player();
    await aim(p, 'win');
    await stopAt('studio.spin.after-intent', p, 'after-intent-1');
    await restart();
    expect((await spinRow('after-intent-1')).status).toBe('rolled_back');
    expect(await cash(p)).toBe(100_000);
    await expectBooksAgree(p);
  });

  it('studio.spin.before-win: the queued win is paid by the sweeper, once; a retry then answers the outcome', async () => {
    const p = await player();
    const payout = await aim(p, 'win');
    await stopAt('studio.spin.before-win', p, 'before-win-1');
    await restart(60_000);
    expect((await spinRow('before-win-1')).status).toBe('settled');
    expect(await cash(p)).toBe(100_000 - STAKE + payout);
    const retry = await spin(studio, p, 'before-win-1');
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as { data: { payout: number; balance: number } }).data).toMatchObject({
      payout,
      balance: 100_000 - STAKE + payout,
    });
    await expectBooksAgree(p);
  });

  it('a retry of a spin whose win is owed finishes it first, then answers it', async () => {
    const p = await player();
    const payout = await aim(p, 'win');
    await stopAt('studio.spin.before-win', p, 'before-win-2');
    const retry = await spin(studio, p, 'before-win-2');
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as { data: { balance: number } }).data.balance).toBe(100_000 - STAKE + payout);
    await restart(60_000);
    expect(await cash(p)).toBe(100_000 - STAKE + payout);
    await expectBooksAgree(p);
  });

  it('studio.outbox.after-wallet: a win the wallet paid but the studio did not record is sent again, paid once', async () => {
    const p = await player();
    const payout = await aim(p, 'win');
    await stopAt('studio.outbox.after-wallet', p, 'after-wallet-win');
    expect((await spinRow('after-wallet-win')).status).toBe('bet_ok');
    await restart(60_000);
    expect((await spinRow('after-wallet-win')).status).toBe('settled');
    expect(await cash(p)).toBe(100_000 - STAKE + payout);
    expect(await loyalty(p)).toEqual({ wagered: STAKE, paid: payout, bets: 1 });
    await expectBooksAgree(p);
  });

  it('studio.outbox.after-wallet on a rollback: sent again, the stake returned once', async () => {
    const p = await player();
    await aim(p, 'win');
    loseAnswer.add('/transaction/bet');
    await stopAt('studio.outbox.after-wallet', p, 'after-wallet-rb');
    await restart(60_000);
    expect((await spinRow('after-wallet-rb')).status).toBe('rolled_back');
    expect(await cash(p)).toBe(100_000);
    await expectBooksAgree(p);
  });

  it('studio.rollback.before-wallet: a void claimed but never sent is sent by the next sweeper', async () => {
    const p = await player();
    await aim(p, 'loss');
    loseAnswer.add('/transaction/bet');
    await stopAt('studio.rollback.before-wallet', p, 'rb-before-wallet');
    expect((await spinRow('rb-before-wallet')).status).toBe('pending');
    await restart(60_000);
    expect((await spinRow('rb-before-wallet')).status).toBe('rolled_back');
    expect(await cash(p)).toBe(100_000);
    await expectBooksAgree(p);
  });
});

describe('spins the old flow left wrong (migration 033)', () => {
  it('a spin voided while the wallet held its stake is rolled back: the stake returns', async () => {
    const p = await player();
    await aim(p, 'win');
    // The old recovery's victim: the wallet took the bet, the studio wrote the spin off as void.
    await stopAt('studio.spin.after-debit', p, 'legacy-void');
    await db.query(`DELETE FROM studio_outbox WHERE spin_id = (SELECT id FROM studio_spins WHERE idempotency = $1)`, [
      'legacy-void',
    ]);
    await db.query(`UPDATE studio_spins SET status = 'void', win_tx = NULL WHERE idempotency = 'legacy-void'`);
    expect(await cash(p)).toBe(100_000 - STAKE);
    // Reconcile sees it: the studio's books and the wallet's are the stake apart.
    const seen = (await reconcile(db)).problems;
    expect(seen.map((x) => x.kind)).toEqual(['studio_books']);
    const [, books, wallet] = /net (-?\d+), the wallet's (-?\d+)/.exec(seen[0]!.detail)!;
    expect(Number(wallet) - Number(books)).toBe(STAKE);
    for (const stmt of splitStatements(repairSpins)) await db.query(stmt);
    await restart();
    expect((await spinRow('legacy-void')).status).toBe('rolled_back');
    expect(await cash(p)).toBe(100_000);
    await expectBooksAgree(p);
  });
});
