// The in-house studio against a fake Hub88 wallet reached over real HTTP: every request the studio
// sends must carry a valid signature, every answer the fake sends is signed (or deliberately not),
// and the money the studio moves must match what a player sees.
import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashServerSeed } from '../../src/games/kit/fair/engine';
import type { Db } from '../../src/server/db/types';
import { createStudioApp, originAllowed, type StudioApp } from '../../src/studio/app';
import { playSpin } from '../../src/studio/slots-routes';
import { slotByCode } from '../../src/studio/slots/index';
import { freshDb } from './helpers';

const keyPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const studioKeys = keyPair();
const walletKeys = keyPair();
const strangerKeys = keyPair();

type Call = { path: string; body: Record<string, unknown>; signatureOk: boolean };

/** A small Hub88 wallet: balances in 1/100,000 units, idempotent by transaction_uuid. */
function fakeWallet() {
  const calls: Call[] = [];
  const balances = new Map<string, number>();
  const tokens = new Map<string, string>(); // token → user
  const txs = new Map<string, { kind: string; amount: number; user: string; rolledBack?: boolean }>();
  /** Per-path overrides for the next answer(s): a status to answer, a bad signature, or a dropped connection. */
  const next: Record<string, ('UNKNOWN' | 'BADSIG' | 'DROP')[]> = {};
  let pubKeyFetches = 0;

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const path = (req.url ?? '').replace(/^\/providers\/studio/, '');
      if (req.method === 'GET' && path === '/public-key') {
        pubKeyFetches++;
        res.writeHead(200, { 'content-type': 'application/x-pem-file' }).end(walletKeys.publicKey);
        return;
      }
      const sig = String(req.headers['x-hub88-signature'] ?? '');
      const signatureOk = sig !== '' && verify('sha256', raw, studioKeys.publicKey, Buffer.from(sig, 'base64'));
      const body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
      calls.push({ path, body, signatureOk });
      const trick = next[path]?.shift();
      if (trick === 'DROP') {
        req.socket.destroy();
        return;
      }
      const user = String(body.user ?? tokens.get(String(body.token)) ?? '');
      const answer = (status: string) => {
        const out = JSON.stringify({
          request_uuid: body.request_uuid,
          status,
          user,
          currency: 'RUB',
          balance: balances.get(user) ?? 0,
        });
        const key = trick === 'BADSIG' ? strangerKeys.privateKey : walletKeys.privateKey;
        res
          .writeHead(200, {
            'content-type': 'application/json',
            'x-hub88-signature': sign('sha256', Buffer.from(out), key).toString('base64'),
          })
          .end(out);
      };
      if (!signatureOk) return answer('RS_ERROR_INVALID_SIGNATURE');
      if (trick === 'UNKNOWN') return answer('RS_ERROR_UNKNOWN');
      const tx = String(body.transaction_uuid ?? '');
      const amount = Number(body.amount ?? 0);
      switch (path) {
        case '/user/info':
        case '/user/balance':
          return answer(tokens.get(String(body.token)) === user ? 'RS_OK' : 'RS_ERROR_INVALID_TOKEN');
        case '/transaction/bet': {
          if (tokens.get(String(body.token)) !== user) return answer('RS_ERROR_INVALID_TOKEN');
          if (txs.has(tx)) return answer(txs.get(tx)?.kind === 'bet' ? 'RS_OK' : 'RS_ERROR_DUPLICATE_TRANSACTION');
          if ((balances.get(user) ?? 0) < amount) return answer('RS_ERROR_NOT_ENOUGH_MONEY');
          balances.set(user, (balances.get(user) ?? 0) - amount);
          txs.set(tx, { kind: 'bet', amount, user });
          return answer('RS_OK');
        }
        case '/transaction/win': {
          if (txs.has(tx)) return answer('RS_OK');
          const bet = txs.get(String(body.reference_transaction_uuid));
          if (!bet) return answer('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
          if (bet.rolledBack) return answer('RS_ERROR_TRANSACTION_ROLLED_BACK');
          balances.set(user, (balances.get(user) ?? 0) + amount);
          txs.set(tx, { kind: 'win', amount, user });
          return answer('RS_OK');
        }
        case '/transaction/rollback': {
          if (txs.has(tx)) return answer('RS_OK');
          const bet = txs.get(String(body.reference_transaction_uuid));
          if (bet && !bet.rolledBack) {
            bet.rolledBack = true;
            balances.set(user, (balances.get(user) ?? 0) + bet.amount);
          }
          txs.set(tx, { kind: 'rollback', amount: 0, user });
          return answer('RS_OK');
        }
      }
      answer('RS_ERROR_WRONG_SYNTAX');
    });
  });
  return {
    server,
    calls,
    balances,
    tokens,
    next,
    get pubKeyFetches() {
      return pubKeyFetches;
    },
    async listen(): Promise<string> {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/providers/studio`;
    },
  };
}

let db: Db;
let drop: () => Promise<void>;
let wallet: ReturnType<typeof fakeWallet>;
let app: StudioApp;
const sqlSeen: string[] = [];

const GAME = 'lucky-sevens';
const LOBBY = 'http://localhost:3000';

beforeAll(async () => {
  ({ db, drop } = await freshDb({ skipChecks: ['studio_books'] }));
  wallet = fakeWallet();
  const walletUrl = await wallet.listen();
  // Every statement the studio sends, to prove it keeps to its own tables.
  const spy: Db = Object.create(db);
  spy.query = (sql: string, params?: unknown[]) => {
    sqlSeen.push(sql);
    return db.query(sql, params);
  };
  spy.transaction = (fn) =>
    db.transaction((tx) =>
      fn({
        query: (sql: string, params?: unknown[]) => {
          sqlSeen.push(sql);
          return tx.query(sql, params);
        },
      } as typeof tx),
    );
  app = createStudioApp({ db: spy, walletUrl, privateKeyPem: studioKeys.privateKey, timers: false });
}, 60_000);
afterAll(async () => {
  app?.studio.stop();
  await new Promise((r) => wallet.server.close(r));
  await drop();
});
beforeEach(() => {
  wallet.calls.length = 0;
});

let userSeq = 0;
/** A player the wallet knows, with `balance` minor units; returns the launch's sid. */
async function launchReal(balance = 1_000_000, game = GAME) {
  const user = `player${++userSeq}`;
  const token = `tok-${user}`;
  wallet.tokens.set(token, user);
  wallet.balances.set(user, balance * 1000);
  const res = await app.request(
    `/launch?game=${game}&user=${user}&token=${token}&lang=ru&currency=RUB&mode=real&lobby=${encodeURIComponent(`${LOBBY}/games/slots`)}`,
  );
  return { res, user, token, ...(await bootOf(res)) };
}
async function bootOf(res: Response) {
  const html = await res.text();
  const m = /<script type="application\/json" id="studio-boot">(.*?)<\/script>/s.exec(html);
  const boot = m
    ? (JSON.parse(m[1]!) as { sid: string; balance: number | null; stakes: number[]; currency: string })
    : null;
  return { html, boot, sid: boot?.sid ?? '' };
}
const spin = (sid: string, body: unknown, code = GAME) =>
  app.request(`/slots/${code}/spin`, {
    method: 'POST',
    headers: { authorization: `Bearer ${sid}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const get = (sid: string, path: string) => app.request(path, { headers: { authorization: `Bearer ${sid}` } });
const post = (sid: string, path: string, body: unknown = {}) =>
  app.request(path, {
    method: 'POST',
    headers: { authorization: `Bearer ${sid}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const moneyCalls = () => wallet.calls.filter((c) => c.path.startsWith('/transaction/'));

describe('studio launch', () => {
  it('checks the token with the wallet, then serves the page with a strict CSP framed only by the lobby', async () => {
    const { res, boot, html, user } = await launchReal(50_000);
    expect(res.status).toBe(200);
    expect(boot?.balance).toBe(50_000);
    expect(boot?.currency).toBe('RUB');
    expect(boot?.stakes).toContain(1000);
    const info = wallet.calls.find((c) => c.path === '/user/info');
    expect(info?.signatureOk).toBe(true);
    expect(info?.body).toMatchObject({ token: `tok-${user}`, user });
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain(`frame-ancestors ${LOBBY}`);
    expect(html).not.toMatch(/<script>(?!<)/); // no inline script: only the JSON data block and the module
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a real launch whose token the wallet does not know, with a page in the player language', async () => {
    const res = await app.request(
      `/launch?game=${GAME}&user=ghost&token=nope&lang=ru&currency=RUB&mode=real&lobby=${LOBBY}`,
    );
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(html).toContain('Игровая сессия истекла');
    expect(html).not.toContain('studio-boot');
  });

  it('answers bad launch links with 4xx pages, never 500', async () => {
    for (const q of [
      `game=${GAME}&currency=RUB&mode=maybe`,
      `game=../etc&currency=RUB&mode=demo`,
      `game=${GAME}&currency=rub&mode=demo`,
      `game=${GAME}&currency=RUB&mode=real`, // no user/token
      `game=no-such-game&currency=XXX&mode=demo`,
    ]) {
      const res = await app.request(`/launch?${q}`);
      expect(res.status, q).toBeGreaterThanOrEqual(400);
      expect(res.status, q).toBeLessThan(500);
    }
  });

  it('frames only allowed origins', () => {
    expect(originAllowed('http://localhost:3000', ['http://localhost:*'])).toBe(true);
    expect(originAllowed('http://casino.localhost:3000', ['http://*.localhost:*'])).toBe(true);
    expect(originAllowed('https://evil.example', ['http://localhost:*', 'http://*.localhost:*'])).toBe(false);
    expect(originAllowed('http://localhost.evil.example', ['http://localhost:*'])).toBe(false);
  });
});

describe('studio spins in real mode', () => {
  it('sends a signed bet, then a signed win referencing it, with amounts in 1/100,000 units', async () => {
    const { sid, user } = await launchReal(1_000_000);
    let won: { id: string; payout: number; balance: number; cost: number } | null = null;
    let expected = 1_000_000;
    for (let i = 0; i < 200 && !won; i++) {
      wallet.calls.length = 0;
      const res = await spin(sid, { stake: 1000 });
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: { id: string; payout: number; balance: number; cost: number } };
      expected += data.payout - data.cost;
      expect(data.balance).toBe(expected);
      expect(wallet.balances.get(user)).toBe(expected * 1000);
      const [bet, win] = moneyCalls();
      expect(bet?.path).toBe('/transaction/bet');
      expect(bet?.signatureOk).toBe(true);
      expect(bet?.body).toMatchObject({
        user,
        token: `tok-${user}`,
        game_code: GAME,
        currency: 'RUB',
        transaction_uuid: data.id,
        round: data.id,
        amount: 1_000_000,
        round_closed: data.payout === 0,
        is_free: false,
      });
      if (data.payout > 0) {
        expect(win?.path).toBe('/transaction/win');
        expect(win?.signatureOk).toBe(true);
        expect(win?.body).toMatchObject({
          amount: data.payout * 1000,
          reference_transaction_uuid: data.id,
          round: data.id,
          round_closed: true,
        });
        won = data;
      } else expect(win).toBeUndefined();
    }
    expect(won).not.toBeNull();
    // The wallet's key was fetched once and cached.
    expect(wallet.pubKeyFetches).toBe(1);
  });

  it('refuses a spin the wallet has no money for: 402 with the balance, no rollback', async () => {
    const { sid } = await launchReal(500);
    const res = await spin(sid, { stake: 1000 });
    expect(res.status).toBe(402);
    const body = (await res.json()) as { error: { status: string; balance: number } };
    expect(body.error).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 500 });
    expect(moneyCalls().map((c) => c.path)).toEqual(['/transaction/bet']);
    const { rows } = await db.query<{ status: string }>(
      `SELECT status FROM studio_spins ORDER BY created_at DESC LIMIT 1`,
    );
    expect(rows[0]?.status).toBe('refused');
  });

  it('rolls back a bet the wallet answered RS_ERROR_UNKNOWN, and the player keeps the money', async () => {
    const { sid, user } = await launchReal(100_000);
    wallet.next['/transaction/bet'] = ['UNKNOWN'];
    const res = await spin(sid, { stake: 1000 });
    expect(res.status).toBe(503);
    const [bet, rollback] = moneyCalls();
    expect(rollback?.path).toBe('/transaction/rollback');
    expect(rollback?.signatureOk).toBe(true);
    expect(rollback?.body.reference_transaction_uuid).toBe(bet?.body.transaction_uuid);
    expect(rollback?.body).not.toHaveProperty('amount');
    expect(wallet.balances.get(user)).toBe(100_000_000);
  });

  it('treats a badly signed answer as no answer: the bet is rolled back', async () => {
    const { sid, user } = await launchReal(100_000);
    wallet.next['/transaction/bet'] = ['BADSIG'];
    const res = await spin(sid, { stake: 2000 });
    expect(res.status).toBe(503);
    expect(moneyCalls().map((c) => c.path)).toEqual(['/transaction/bet', '/transaction/rollback']);
    // The fake did take the bet; the rollback gave it back.
    expect(wallet.balances.get(user)).toBe(100_000_000);
  });

  it('keeps retrying a rollback the wallet did not answer, from the outbox', async () => {
    const { sid, user } = await launchReal(100_000);
    wallet.next['/transaction/bet'] = ['DROP'];
    wallet.next['/transaction/rollback'] = ['DROP'];
    const res = await spin(sid, { stake: 1000 });
    expect(res.status).toBe(503);
    const { rows } = await db.query<{ state: string }>(
      `SELECT state FROM studio_outbox WHERE kind = 'rollback' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]?.state).toBe('due');
    await db.query(`UPDATE studio_outbox SET next_at = now() - interval '1 second' WHERE state = 'due'`);
    await app.studio.runJobsOnce();
    const after = await db.query<{ state: string; last_status: string }>(
      `SELECT state, last_status FROM studio_outbox WHERE kind = 'rollback' ORDER BY id DESC LIMIT 1`,
    );
    expect(after.rows[0]).toEqual({ state: 'done', last_status: 'RS_OK' });
    expect(wallet.balances.get(user)).toBe(100_000_000);
  });

  it('delivers a win the wallet missed later, and the spin then reads settled', async () => {
    const { sid, user } = await launchReal(1_000_000);
    type Answer = { id: string; payout: number; balance: number | null };
    let data: Answer | null = null;
    for (let i = 0; i < 200; i++) {
      wallet.next['/transaction/win'] = ['DROP'];
      const res = await spin(sid, { stake: 1000 });
      data = ((await res.json()) as { data: Answer }).data;
      if (data && data.payout > 0) break;
    }
    wallet.next['/transaction/win'] = [];
    expect(data?.payout).toBeGreaterThan(0);
    expect(data?.balance).toBeNull();
    const before = wallet.balances.get(user)!;
    await db.query(`UPDATE studio_outbox SET next_at = now() - interval '1 second' WHERE state = 'due'`);
    await app.studio.runJobsOnce();
    expect(wallet.balances.get(user)).toBe(before + data!.payout * 1000);
    const rec = (await (await get(sid, `/slots/${GAME}/spins/${data!.id}`)).json()) as { data: { status: string } };
    expect(rec.data.status).toBe('settled');
  });

  it('replays a spin sent twice with one idempotency key: one bet, one answer', async () => {
    const { sid } = await launchReal(100_000);
    const a = (await (await spin(sid, { stake: 1000, idempotency: 'spin-abc-123' })).json()) as {
      data: { id: string };
    };
    const b = (await (await spin(sid, { stake: 1000, idempotency: 'spin-abc-123' })).json()) as {
      data: { id: string };
    };
    expect(b.data.id).toBe(a.data.id);
    expect(moneyCalls().filter((c) => c.path === '/transaction/bet')).toHaveLength(1);
  });

  it('answers bad input with 4xx and never reaches the wallet', async () => {
    const { sid } = await launchReal(100_000);
    wallet.calls.length = 0;
    const cases: [Response | Promise<Response>, number][] = [
      [spin('', { stake: 1000 }), 401],
      [spin('x'.repeat(43), { stake: 1000 }), 401],
      [spin(sid, { stake: 1001 }), 422], // not a bet level
      [spin(sid, { stake: 1_000_000_000 }), 422],
      [spin(sid, { stake: -1000 }), 400],
      [spin(sid, { stake: '1000' }), 400],
      [spin(sid, { stake: 1000, extra: 1 }), 400],
      [spin(sid, { stake: 1000, buy: true }), 422], // lucky-sevens has no bonus buy
      [spin(sid, { stake: 1000 }, 'pharaoh-lines'), 403], // another game than the session's
      [spin(sid, { stake: 1000 }, 'NOPE'), 404],
      [post(sid, '/fair/client-seed', { clientSeed: '' }), 400],
      [post(sid, '/fair/client-seed', { clientSeed: 'a'.repeat(65) }), 400],
      [get(sid, `/slots/${GAME}/spins/not-a-uuid`), 400],
    ];
    for (const [p, status] of cases) expect((await p).status).toBe(status);
    expect(moneyCalls()).toHaveLength(0);
  });
});

describe('studio demo mode', () => {
  it('plays with play money and never calls the wallet', async () => {
    const before = wallet.calls.length + wallet.pubKeyFetches;
    const res = await app.request(`/launch?game=${GAME}&user=&token=&lang=en&currency=XXX&mode=demo&lobby=${LOBBY}`);
    expect(res.status).toBe(200);
    const { sid, boot } = await bootOf(res);
    expect(boot?.currency).toBe('XXX');
    let balance = 1_000_000;
    for (let i = 0; i < 20; i++) {
      const r = await spin(sid, { stake: 1000 });
      expect(r.status).toBe(200);
      const { data } = (await r.json()) as { data: { payout: number; cost: number; balance: number } };
      balance += data.payout - data.cost;
      expect(data.balance).toBe(balance);
    }
    const b = (await (await get(sid, '/balance')).json()) as { data: { balance: number } };
    expect(b.data.balance).toBe(balance);
    expect(wallet.calls.length + wallet.pubKeyFetches).toBe(before);
  });
});

describe('studio fairness', () => {
  it('every spin recomputes from the revealed seeds: outcome, multiplier and payout', async () => {
    const { sid } = await launchReal(10_000_000);
    const fair0 = (await (await get(sid, '/fair')).json()) as {
      data: { serverSeedHash: string; clientSeed: string; nonce: number };
    };
    expect(fair0.data.nonce).toBe(0);
    await post(sid, '/fair/client-seed', { clientSeed: 'my-own-seed' });
    const ids: string[] = [];
    for (let i = 0; i < 15; i++)
      ids.push(((await (await spin(sid, { stake: 2000 })).json()) as { data: { id: string } }).data.id);
    const rotated = (await (await post(sid, '/fair/rotate')).json()) as {
      data: {
        revealed: { serverSeed: string; serverSeedHash: string; nonce: number };
        next: { serverSeedHash: string; nonce: number };
      };
    };
    expect(rotated.data.revealed.serverSeedHash).toBe(fair0.data.serverSeedHash);
    expect(hashServerSeed(rotated.data.revealed.serverSeed)).toBe(fair0.data.serverSeedHash);
    expect(rotated.data.revealed.nonce).toBe(15);
    expect(rotated.data.next).toMatchObject({ nonce: 0 });
    expect(rotated.data.next.serverSeedHash).not.toBe(fair0.data.serverSeedHash);
    const slot = slotByCode(GAME)!;
    for (const [n, id] of ids.entries()) {
      const rec = (await (await get(sid, `/slots/${GAME}/spins/${id}`)).json()) as {
        data: {
          serverSeed: string;
          clientSeed: string;
          nonce: number;
          stake: number;
          multiplier: number;
          payout: number;
          steps: unknown;
        };
      };
      expect(rec.data.nonce).toBe(n);
      expect(rec.data.clientSeed).toBe('my-own-seed');
      expect(rec.data.serverSeed).toBe(rotated.data.revealed.serverSeed);
      const again = playSpin(
        slot,
        { serverSeed: rec.data.serverSeed, clientSeed: rec.data.clientSeed, nonce: rec.data.nonce },
        2000,
        false,
      );
      expect(again.outcome.multiplier).toBe(rec.data.multiplier);
      expect(again.payout).toBe(rec.data.payout);
      expect(again.outcome.steps).toEqual(rec.data.steps);
    }
  });

  it('publishes the rules: reels, paytable, RTP in range, volatility, hit rate and cap', async () => {
    const res = await app.request(`/slots/${GAME}/rules?currency=RUB`);
    const { data } = (await res.json()) as {
      data: { rtp: number; maxWinX: number; published: { reels: unknown }; stakes: number[] };
    };
    expect(data.rtp).toBeGreaterThanOrEqual(94);
    expect(data.rtp).toBeLessThanOrEqual(97);
    expect(data.maxWinX).toBeGreaterThan(0);
    expect(data.published.reels).toBeTruthy();
    expect(data.stakes[0]).toBe(1000);
    expect(data.stakes.at(-1)).toBe(1_000_000);
  });

  it('keeps to its own tables', () => {
    const tables = new Set<string>();
    for (const sql of sqlSeen)
      for (const m of sql.matchAll(/\b(?:FROM|INTO|(?<!DO |FOR )UPDATE|JOIN)\s+([a-z_]+)/gi))
        tables.add(m[1]!.toLowerCase());
    expect(sqlSeen.length).toBeGreaterThan(10);
    for (const t of tables) expect(t).toMatch(/^studio_/);
  });
});
