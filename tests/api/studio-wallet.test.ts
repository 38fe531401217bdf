// The in-house studio against the real wallet (issue 21): the studio app and the casino's API each
// listen on their own port, the studio knows only the callback URL and its own key, the casino only
// providers.json. A real launch, spins of every title (a bonus buy too), a live roulette bet settled
// by the engine, and a spin refused for money: every casino balance must equal what the studio's own
// records say, and the ledger check must pass. PGlite, and PostgreSQL when DATABASE_URL is set.
import { generateKeyPairSync } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchResponseSchema } from '../../src/contract/providers';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import { providersOf, syncProviderCatalog } from '../../src/server/providers/registry.server';
import { studioLaunchTemplate } from '../../src/server/providers/studio-setup.server';
import { checkLedger } from '../../src/server/wallet';
import { reconcile } from '../../src/server/wallet/reconcile';
import { createStudioApp, type StudioApp } from '../../src/studio/app';
import { studioGames } from '../../src/studio/catalog';
import { startLiveTables } from '../../src/studio/live/engine.server';
import { configDir, freshDb, fundedPlayer, json, testApi } from './helpers';

const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

let db: Db;
let drop: () => Promise<void>;
let api: ServerType;
let studio: StudioApp;
let tables: { stop(): Promise<void> } | null = null;
const dir = configDir();
const store = new ConfigStore(dir);

beforeAll(async () => {
  ({ db, drop } = await freshDb());
  const app = testApi(db, store);
  api = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => api.once('listening', r));
  const port = (api.address() as AddressInfo).port;
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
  // The studio reaches the wallet over HTTP with the API's Host, like a provider on the internet.
  const walletUrl = `http://127.0.0.1:${port}/providers/studio`;
  const viaHost: typeof fetch = (input, init) =>
    fetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), host: 'api.casino.test' } });
  studio = createStudioApp({
    db,
    walletUrl,
    privateKeyPem: keys.privateKey,
    fetch: viaHost,
    timers: false,
    frameAncestors: ['http://casino.test'],
  });
}, 60_000);
afterAll(async () => {
  await tables?.stop();
  studio?.studio.stop();
  api?.close();
  expect((await checkLedger(db)).problems).toEqual([]);
  expect((await reconcile(db)).problems).toEqual([]);
  await drop();
});

async function launch(auth: Record<string, string>, game: string) {
  const res = await testApi(db, store).request('/games/launch', json({ game, mode: 'real' }, auth));
  expect(res.status).toBe(200);
  const url = new URL(launchResponseSchema.parse(await res.json()).data.url);
  const page = await studio.request(`${url.pathname}${url.search}`);
  expect(page.status).toBe(200);
  const m = /<script type="application\/json" id="studio-boot">(.*?)<\/script>/s.exec(await page.text());
  return JSON.parse(m![1]!) as { sid: string; balance: number; stakes: number[] };
}
const cash = async (userId: number) =>
  Number(
    (
      await db.query<{ balance: string }>(`SELECT balance FROM wallet_accounts WHERE user_id = $1 AND kind = 'cash'`, [
        userId,
      ])
    ).rows[0]!.balance,
  );
const post = (sid: string, route: string, body: unknown, headers: Record<string, string> = {}) =>
  studio.request(route, {
    method: 'POST',
    headers: { authorization: `Bearer ${sid}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('studio slots on the real wallet', () => {
  it('every spin of every title moves the casino balance by exactly its stake and payout', async () => {
    const p = await fundedPlayer(db, 5_000_000);
    let expected = 5_000_000;
    for (const code of ['lucky-sevens', 'pharaoh-lines', 'candy-cascade', 'dragon-vault']) {
      const boot = await launch(p.auth, `studio-${code}`);
      expect(boot.balance).toBe(expected);
      const stake = boot.stakes[0]!;
      for (let i = 0; i < 8; i++) {
        const res = await post(boot.sid, `/slots/${code}/spin`, { stake });
        expect(res.status).toBe(200);
        const s = ((await res.json()) as { data: { payout: number; balance: number } }).data;
        expected += s.payout - stake;
        expect(s.balance).toBe(expected);
      }
      expect(await cash(p.user.id)).toBe(expected);
    }
    // The bonus buy costs its price and pays what its outcome pays.
    const boot = await launch(p.auth, 'studio-dragon-vault');
    const stake = boot.stakes[0]!;
    const res = await post(boot.sid, '/slots/dragon-vault/spin', { stake, buy: true });
    expect(res.status).toBe(200);
    const s = ((await res.json()) as { data: { payout: number; balance: number; cost: number } }).data;
    const rules = (await (await studio.request('/slots/dragon-vault/rules')).json()) as {
      data: { buy: { costX: number } };
    };
    expect(s.cost).toBe(stake * rules.data.buy.costX);
    expected += s.payout - s.cost;
    expect(s.balance).toBe(expected);
    expect(await cash(p.user.id)).toBe(expected);
    // The wallet's record agrees: as many bets as spins, each settled by its win.
    const { rows } = await db.query<{ n: number; open: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE status = 'open')::int AS open
         FROM provider_transactions WHERE provider = 'studio' AND kind = 'bet' AND user_id = $1`,
      [p.user.id],
    );
    // (a losing spin's bet closes its round: 'closed', never left open.)
    expect(rows[0]).toEqual({ n: 33, open: 0 });
  });

  it('a spin the balance cannot pay is refused by the wallet and changes nothing', async () => {
    const p = await fundedPlayer(db, 50);
    const boot = await launch(p.auth, 'studio-lucky-sevens');
    const stake = boot.stakes.find((x) => x > 50)!;
    const res = await post(boot.sid, '/slots/lucky-sevens/spin', { stake });
    expect(res.status).toBe(402);
    expect(await cash(p.user.id)).toBe(50);
  });

  it('the same spin sent twice at once is played once', async () => {
    const p = await fundedPlayer(db, 1_000_000);
    const boot = await launch(p.auth, 'studio-pharaoh-lines');
    const stake = boot.stakes[0]!;
    const body = { stake, idempotency: 'same-click-1' };
    const [a, b] = await Promise.all([
      post(boot.sid, '/slots/pharaoh-lines/spin', body),
      post(boot.sid, '/slots/pharaoh-lines/spin', body),
    ]);
    const ok = [a, b].filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    const spins = await Promise.all(
      ok.map(async (r) => ((await r.json()) as { data: { id: string; payout: number } }).data),
    );
    expect(new Set(spins.map((s) => s.id)).size).toBe(1);
    expect(await cash(p.user.id)).toBe(1_000_000 - stake + spins[0]!.payout);
  });
});

type LiveRound = { id: number; phase: string; betting_ends_at: number } | null;
/** A round taking bets with at least 2 s of its window left (a loaded machine is slow to answer). */
async function bettingRound(table: string): Promise<NonNullable<LiveRound>> {
  for (let i = 0; i < 600; i++) {
    const { data } = (await (await studio.request(`/live/${table}/state`)).json()) as {
      data: { round: LiveRound; server_time: number };
    };
    if (data.round?.phase === 'betting' && data.round.betting_ends_at - data.server_time >= 2_000) return data.round;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no betting window at ${table}`);
}

describe("a player's retries", () => {
  it('one idempotency key from two tabs (two sessions) plays one spin; with another stake it is refused', async () => {
    const p = await fundedPlayer(db, 1_000_000);
    const [one, two] = [await launch(p.auth, 'studio-lucky-sevens'), await launch(p.auth, 'studio-lucky-sevens')];
    const stake = one.stakes[0]!;
    const body = { stake, idempotency: 'two-tabs-key-1' };
    const [a, b] = await Promise.all([
      post(one.sid, '/slots/lucky-sevens/spin', body),
      post(two.sid, '/slots/lucky-sevens/spin', body),
    ]);
    const ok = await Promise.all(
      [a, b]
        .filter((r) => r.status === 200)
        .map(async (r) => ((await r.json()) as { data: { id: string; payout: number } }).data),
    );
    expect(new Set(ok.map((x) => x.id)).size).toBe(1);
    expect(await cash(p.user.id)).toBe(1_000_000 - stake + ok[0]!.payout);
    const other = await post(one.sid, '/slots/lucky-sevens/spin', {
      stake: one.stakes[1],
      idempotency: 'two-tabs-key-1',
    });
    expect(other.status).toBe(422);
    expect(await cash(p.user.id)).toBe(1_000_000 - stake + ok[0]!.payout);
  });
});

describe('a live roulette round on the real wallet', () => {
  it('two players bet in one round; the engine settles each through the wallet exactly once', async () => {
    tables = startLiveTables(db, {
      settings: { bettingMs: 4000, animationMs: 300, pauseMs: 200 },
    });
    const a = await fundedPlayer(db, 100_000);
    const b = await fundedPlayer(db, 100_000);
    const [ba, bb] = [await launch(a.auth, 'studio-roulette-live'), await launch(b.auth, 'studio-roulette-live')];
    const round = await bettingRound('roulette-live');
    const bet = (sid: string, type: 'red' | 'black') =>
      post(
        sid,
        '/live/roulette-live/bets',
        { round_id: round.id, bets: [{ type, amount: 1_000 }] },
        { 'idempotency-key': `k-${sid.slice(0, 8)}-${type}` },
      );
    const [ra, rb] = await Promise.all([bet(ba.sid, 'red'), bet(bb.sid, 'black')]);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    expect(await cash(a.user.id)).toBe(99_000);
    // Settled: the verification names the pocket; each balance is what it pays.
    let pocket: number | null = null;
    for (let i = 0; i < 200 && pocket === null; i++) {
      const v = (await (await studio.request(`/live/roulette-live/rounds/${round.id}`)).json()) as {
        data: { round: { phase: string; result?: { pocket: number } }; matches?: boolean };
      };
      if (v.data.round.phase === 'settled' && v.data.round.result) {
        pocket = v.data.round.result.pocket;
        expect(v.data.matches).toBe(true);
      } else await new Promise((r) => setTimeout(r, 50));
    }
    expect(pocket).not.toBeNull();
    const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
    const redWins = pocket !== 0 && RED.has(pocket!);
    const blackWins = pocket !== 0 && !RED.has(pocket!);
    await expect.poll(() => cash(a.user.id), { timeout: 10_000 }).toBe(redWins ? 101_000 : 99_000);
    await expect.poll(() => cash(b.user.id), { timeout: 10_000 }).toBe(blackWins ? 101_000 : 99_000);
    const { rows } = await db.query<{ status: string }>(
      `SELECT status FROM provider_transactions WHERE provider = 'studio' AND kind = 'bet' AND user_id = ANY($1::bigint[])`,
      [[a.user.id, b.user.id]],
    );
    expect(rows.map((r) => r.status).sort()).toEqual(['settled', 'settled']);
  });

  it('baccarat: a banker bet the 5 % commission does not divide is refused; every coup verifies', async () => {
    const p = await fundedPlayer(db, 100_000);
    const boot = await launch(p.auth, 'studio-baccarat-live');
    const round = await bettingRound('baccarat-live');
    const odd = await post(
      boot.sid,
      '/live/baccarat-live/bets',
      { round_id: round.id, bets: [{ type: 'banker', amount: 1_010 }] },
      { 'idempotency-key': 'banker-odd-1' },
    );
    expect(odd.status).toBeGreaterThanOrEqual(400);
    expect(odd.status).toBeLessThan(500);
    const even = await post(
      boot.sid,
      '/live/baccarat-live/bets',
      { round_id: round.id, bets: [{ type: 'banker', amount: 1_000 }] },
      { 'idempotency-key': 'banker-even-1' },
    );
    expect(even.status).toBe(200);
    let settled: { result: { winner: string } } | null = null;
    for (let i = 0; i < 200 && !settled; i++) {
      const v = (await (await studio.request(`/live/baccarat-live/rounds/${round.id}`)).json()) as {
        data: { round: { phase: string; result?: { winner: string } }; matches?: boolean };
      };
      if (v.data.round.phase === 'settled') {
        expect(v.data.matches).toBe(true);
        settled = { result: v.data.round.result! };
      } else await new Promise((r) => setTimeout(r, 50));
    }
    const w = settled!.result.winner;
    await expect
      .poll(() => cash(p.user.id), { timeout: 10_000 })
      .toBe(w === 'banker' ? 100_950 : w === 'tie' ? 100_000 : 99_000);
  });
});
