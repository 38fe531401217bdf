// The seamless wallet as a provider sees it (issue 21, docs/decisions/043-provider-wallet.md):
// signed Hub88 calls over real HTTP, each protocol rule of design/reference-notes.md 1.2 written
// as the player (or a broken provider) who wants money out of the house would try it — the same
// call twice at once, out of order, after the round, with another player's id, with the config
// changed in between, at the smallest and largest amounts of every currency — and the ledger
// check after all of it. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { createPublicKey, generateKeyPairSync, type KeyObject, randomUUID, sign, verify } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCIES, type Currency } from '../../src/contract/common';
import { hub88AnswerSchema, launchResponseSchema } from '../../src/contract/providers';
import { stakeLimit } from '../../src/server/bets/limits.server';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import { providersOf, syncProviderCatalog } from '../../src/server/providers/registry.server';
import {
  closeStaleRounds,
  openRounds,
  providerTransactions,
  rollbackRound,
  sweepProviderRounds,
} from '../../src/server/providers/rounds.server';
import { revokeSession } from '../../src/server/auth/sessions.server';
import { armFailpoint, disarmFailpoints, FailpointStop } from '../../src/server/ops/failpoints.server';
import { checkLedger, inWalletTransaction, setLimits, startExclusion } from '../../src/server/wallet';
import { reconcile } from '../../src/server/wallet/reconcile';
import { configDir, freshDb, fundedPlayer, json, loggedInPlayer, testApi } from './helpers';

const pair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const acme = pair();
const other = pair();
const pem = (k: KeyObject) => k.export({ type: 'spki', format: 'pem' }).toString();

const games = [
  { code: 'book', title: 'Book', kind: 'slots', image: '/images/x.svg', rtp: 96 },
  { code: 'wheel-live', title: 'Wheel', kind: 'live', image: '/images/y.svg', rtp: 97 },
];
const launchUrl =
  'https://games.acme.test/launch?game={game}&user={user}&token={token}&lang={lang}&currency={currency}&mode={mode}&lobby={lobby}';
const providersFile = (acmeOn = true, acmeGames = games) => ({
  acme: {
    protocol: 'hub88',
    public_key: pem(acme.publicKey),
    launch_url: launchUrl,
    enabled: acmeOn,
    games: acmeGames,
    blocked_countries: ['GB'],
  },
  other: { protocol: 'hub88', public_key: pem(other.publicKey), launch_url: launchUrl, games: [games[0]] },
  // A broken entry is dropped alone; the others keep working.
  broken: { protocol: 'hub88', public_key: 'nope', launch_url: launchUrl },
});

const dir = configDir({ operator: { blockedCountries: ['US'] } });
const writeProviders = (v: unknown) => writeFileSync(path.join(dir, 'providers.json'), JSON.stringify(v));
writeProviders(providersFile());
const store = new ConfigStore(dir);

let db: Db;
let drop: () => Promise<void>;
let server: ServerType;
let base = '';
let walletKey: KeyObject;

beforeAll(async () => {
  ({ db, drop } = await freshDb());
  const app = testApi(db, store);
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const res = await fetch(`${base}/providers/acme/public-key`, { headers: { host: 'api.casino.test' } });
  walletKey = createPublicKey(await res.text());
  await syncProviderCatalog(db, providersOf(store.current));
});
afterAll(async () => {
  server.close();
  expect((await checkLedger(db)).problems).toEqual([]);
  expect((await reconcile(db)).problems).toEqual([]);
  await drop();
});

type Answer = ReturnType<typeof hub88AnswerSchema.parse>;

/** One signed call over HTTP; the answer's own signature is checked with the wallet's key. */
async function call(route: string, body: unknown, opts: { key?: KeyObject; provider?: string; raw?: string } = {}) {
  const text = opts.raw ?? JSON.stringify(body);
  const signature = sign('sha256', Buffer.from(text), opts.key ?? acme.privateKey).toString('base64');
  const res = await fetch(`${base}/providers/${opts.provider ?? 'acme'}${route}`, {
    method: 'POST',
    headers: { host: 'api.casino.test', 'content-type': 'application/json', 'x-hub88-signature': signature },
    body: text,
  });
  expect(res.status).toBe(200);
  const answer = await res.text();
  const sig = res.headers.get('x-hub88-signature') ?? '';
  expect(verify('sha256', Buffer.from(answer), walletKey, Buffer.from(sig, 'base64'))).toBe(true);
  return hub88AnswerSchema.parse(JSON.parse(answer)) as Answer;
}

async function launch(auth: Record<string, string>, game = 'acme-book', extra: Record<string, string> = {}) {
  const res = await testApi(db, store).request('/games/launch', json({ game, mode: 'real' }, { ...auth, ...extra }));
  expect(res.status).toBe(200);
  const url = new URL(launchResponseSchema.parse(await res.json()).data.url);
  return { token: url.searchParams.get('token')!, user: url.searchParams.get('user')!, url };
}

/** A funded player with a live launch token for acme's `book`. */
async function player(cash = 100_000, currency: Currency = 'RUB', game = 'acme-book') {
  const p = await fundedPlayer(db, cash, { currency });
  const l = await launch(p.auth, game);
  return { ...p, ...l, currency };
}
type P = Awaited<ReturnType<typeof player>>;

const H = 1000; // Hub88 units per minor unit
const bet = (p: P, amount: number, tx = randomUUID(), extra: Record<string, unknown> = {}) =>
  call('/transaction/bet', {
    request_uuid: randomUUID(),
    token: p.token,
    user: p.user,
    game_code: 'book',
    currency: p.currency,
    transaction_uuid: tx,
    round: `r-${tx}`,
    round_closed: false,
    bet: 'spin',
    amount: amount * H,
    ...extra,
  });
const win = (p: P, amount: number, ref: string, tx = randomUUID(), extra: Record<string, unknown> = {}) =>
  call('/transaction/win', {
    request_uuid: randomUUID(),
    token: p.token,
    user: p.user,
    game_code: 'book',
    currency: p.currency,
    transaction_uuid: tx,
    reference_transaction_uuid: ref,
    round: `r-${ref}`,
    round_closed: true,
    amount: amount * H,
    ...extra,
  });
const rollback = (p: P, ref: string, tx = randomUUID(), extra: Record<string, unknown> = {}) =>
  call('/transaction/rollback', {
    request_uuid: randomUUID(),
    token: p.token,
    user: p.user,
    game_code: 'book',
    transaction_uuid: tx,
    reference_transaction_uuid: ref,
    round: `r-${ref}`,
    round_closed: true,
    ...extra,
  });
const cash = async (p: P) =>
  Number(
    (
      await db.query<{ balance: string }>(`SELECT balance FROM wallet_accounts WHERE user_id = $1 AND kind = 'cash'`, [
        p.user,
      ])
    ).rows[0]!.balance,
  );

describe('the same call twice, or a different call under a used id', () => {
  it('a bet sent twice at once is taken once; both answers are RS_OK with the balance after it', async () => {
    const p = await player();
    const tx = randomUUID();
    const [a, b, c] = await Promise.all([bet(p, 1_000, tx), bet(p, 1_000, tx), bet(p, 1_000, tx)]);
    expect([a.status, b.status, c.status]).toEqual(['RS_OK', 'RS_OK', 'RS_OK']);
    expect(await cash(p)).toBe(99_000);
    expect((await bet(p, 1_000, tx)).balance).toBe(99_000 * H);
  });

  it('a win sent twice at once pays once', async () => {
    const p = await player();
    const b = randomUUID();
    await bet(p, 1_000, b);
    const w = randomUUID();
    const answers = await Promise.all([win(p, 5_000, b, w), win(p, 5_000, b, w)]);
    expect(answers.map((a) => a.status)).toEqual(['RS_OK', 'RS_OK']);
    expect(await cash(p)).toBe(104_000);
  });

  it('the same transaction id with another amount, round, player or kind is a duplicate and moves nothing', async () => {
    const p = await player();
    const q = await player();
    const tx = randomUUID();
    await bet(p, 1_000, tx);
    expect((await bet(p, 2_000, tx)).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect((await bet(p, 1_000, tx, { round: 'elsewhere' })).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect((await bet(q, 1_000, tx)).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect((await win(p, 1_000, tx, tx)).status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    expect(await cash(p)).toBe(99_000);
    expect(await cash(q)).toBe(100_000);
  });
});

describe('out of order', () => {
  it('a rollback of a bet never seen answers RS_OK and the late bet with that id is refused', async () => {
    const p = await player();
    const tx = randomUUID();
    const r = await rollback(p, tx);
    expect(r.status).toBe('RS_OK');
    expect(r.balance).toBe(100_000 * H);
    expect((await bet(p, 1_000, tx)).status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect((await win(p, 1_000, tx)).status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect(await cash(p)).toBe(100_000);
  });

  it('a win for an unknown bet does not exist; a win after the rollback is refused', async () => {
    const p = await player();
    expect((await win(p, 5_000, randomUUID())).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    const b = randomUUID();
    await bet(p, 1_000, b);
    expect((await rollback(p, b)).status).toBe('RS_OK');
    expect(await cash(p)).toBe(100_000);
    expect((await win(p, 5_000, b)).status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    // A second rollback (another id) returns nothing twice.
    expect((await rollback(p, b)).status).toBe('RS_OK');
    expect(await cash(p)).toBe(100_000);
  });

  it('a win and a rollback of one bet racing: the rollback first refuses the win; the win first is paid and the stake then returned', async () => {
    for (let i = 0; i < 4; i++) {
      const p = await player();
      const b = randomUUID();
      await bet(p, 1_000, b);
      const [w, r] = await Promise.all([win(p, 3_000, b), rollback(p, b)]);
      expect(r.status).toBe('RS_OK');
      if (w.status === 'RS_OK') expect(await cash(p)).toBe(103_000);
      else {
        expect(w.status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
        expect(await cash(p)).toBe(100_000);
      }
    }
  });

  it("a provider's rollback of a bet a win settled returns the stake once; the win stands, a later win is refused (decision 064)", async () => {
    const p = await player();
    const b = randomUUID();
    await bet(p, 1_000, b);
    await win(p, 3_000, b);
    expect(await cash(p)).toBe(102_000);
    const r = randomUUID();
    const [x, y] = await Promise.all([rollback(p, b, r), rollback(p, b, r)]);
    expect([x.status, y.status]).toEqual(['RS_OK', 'RS_OK']);
    expect(x.balance).toBe(103_000 * H);
    // Another rollback id for the same bet returns nothing twice.
    expect((await rollback(p, b)).status).toBe('RS_OK');
    expect((await win(p, 3_000, b)).status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect(await cash(p)).toBe(103_000);
  });
});

describe('rounds the provider closed', () => {
  it("a bet that closed its own round as a loss: the operator's round rollback keeps it, the provider's rollback returns it", async () => {
    const p = await player();
    const b = randomUUID();
    expect((await bet(p, 1_000, b, { round_closed: true })).status).toBe('RS_OK');
    const out = await rollbackRound(db, 'acme', `r-${b}`, Number(p.user));
    expect(out.bets.map((x) => x.status)).toEqual(['settled']);
    expect(await cash(p)).toBe(99_000);
    expect((await rollback(p, b)).status).toBe('RS_OK');
    expect(await cash(p)).toBe(100_000);
  });

  it('a round of two bets closed by one win leaves neither open', async () => {
    const p = await player();
    const b1 = randomUUID();
    const b2 = randomUUID();
    await bet(p, 1_000, b1, { round: 'shared-1' });
    await bet(p, 2_000, b2, { round: 'shared-1' });
    expect((await win(p, 2_500, b2, randomUUID(), { round: 'shared-1' })).status).toBe('RS_OK');
    const out = await rollbackRound(db, 'acme', 'shared-1', Number(p.user));
    expect(out.bets.map((x) => x.status)).toEqual(['settled', 'settled']);
    expect(await cash(p)).toBe(100_000 - 3_000 + 2_500);
  });
});

describe("another player's ids and tokens", () => {
  it("a win or rollback naming another player's bet does not exist", async () => {
    const p = await player();
    const q = await player();
    const b = randomUUID();
    await bet(p, 1_000, b);
    expect((await win(q, 50_000, b)).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect((await rollback(q, b)).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect(await cash(q)).toBe(100_000);
    expect(await cash(p)).toBe(99_000);
  });

  it("a bet with another player's token, another game's, or a made-up one is refused", async () => {
    const p = await player();
    const q = await player();
    expect((await bet({ ...q, token: p.token }, 1_000)).status).toBe('RS_ERROR_INVALID_TOKEN');
    expect((await bet(p, 1_000, randomUUID(), { token: 'made-up' })).status).toBe('RS_ERROR_INVALID_TOKEN');
    expect((await bet(p, 1_000, randomUUID(), { game_code: 'wheel-live' })).status).toBe('RS_ERROR_INVALID_TOKEN');
    expect((await bet(p, 1_000, randomUUID(), { currency: 'USD' })).status).toBe('RS_ERROR_WRONG_CURRENCY');
    expect((await bet(p, 1_000, randomUUID(), { game_code: 'nope' })).status).toBe('RS_ERROR_INVALID_GAME');
    expect(await cash(p)).toBe(100_000);
    expect(await cash(q)).toBe(100_000);
  });

  it("logging out ends the game's bets (not its wins); a token opens only its own game", async () => {
    const p = await player();
    const b = randomUUID();
    await bet(p, 1_000, b);
    expect(
      (await call('/user/info', { request_uuid: randomUUID(), token: p.token, game_code: 'wheel-live' })).status,
    ).toBe('RS_ERROR_INVALID_TOKEN');
    const { rows } = await db.query<{ session_id: number }>(
      'SELECT session_id FROM provider_sessions WHERE user_id = $1',
      [p.user],
    );
    await revokeSession(db, Number(rows[0]!.session_id));
    expect((await bet(p, 1_000)).status).toBe('RS_ERROR_TOKEN_EXPIRED');
    expect((await call('/user/info', { request_uuid: randomUUID(), token: p.token })).status).toBe(
      'RS_ERROR_TOKEN_EXPIRED',
    );
    expect((await win(p, 3_000, b)).status).toBe('RS_OK');
    expect(await cash(p)).toBe(102_000);
  });

  it('an expired token takes no bet, but the wins and rollbacks of earlier bets are accepted', async () => {
    const p = await player();
    const b1 = randomUUID();
    const b2 = randomUUID();
    await bet(p, 1_000, b1);
    await bet(p, 2_000, b2);
    await db.query(`UPDATE provider_sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [
      p.user,
    ]);
    expect((await bet(p, 1_000)).status).toBe('RS_ERROR_TOKEN_EXPIRED');
    expect((await bet(p, 1_000, b1)).status).toBe('RS_OK'); // a repeat still answers as the first time
    expect((await win(p, 5_000, b1)).status).toBe('RS_OK');
    expect((await rollback(p, b2)).status).toBe('RS_OK');
    expect(await cash(p)).toBe(104_000);
  });
});

describe('signatures and bodies', () => {
  it('an unsigned, wrongly signed or other-provider-signed call is refused and moves nothing', async () => {
    const p = await player();
    const body = {
      request_uuid: randomUUID(),
      token: p.token,
      user: p.user,
      game_code: 'book',
      currency: 'RUB',
      transaction_uuid: randomUUID(),
      round: 'x',
      round_closed: false,
      amount: 1_000 * H,
    };
    expect((await call('/transaction/bet', body, { key: other.privateKey })).status).toBe('RS_ERROR_INVALID_SIGNATURE');
    // Signed over other bytes than those sent (a re-serialised body).
    const text = JSON.stringify(body);
    const res = await fetch(`${base}/providers/acme/transaction/bet`, {
      method: 'POST',
      headers: {
        host: 'api.casino.test',
        'x-hub88-signature': sign('sha256', Buffer.from(`${text} `), acme.privateKey).toString('base64'),
      },
      body: text,
    });
    expect(hub88AnswerSchema.parse(await res.json()).status).toBe('RS_ERROR_INVALID_SIGNATURE');
    const unsigned = await fetch(`${base}/providers/acme/transaction/bet`, {
      method: 'POST',
      headers: { host: 'api.casino.test' },
      body: text,
    });
    expect(unsigned.status).toBe(200);
    expect(hub88AnswerSchema.parse(await unsigned.json()).status).toBe('RS_ERROR_INVALID_SIGNATURE');
    expect((await call('/transaction/bet', body, { provider: 'nobody' })).status).toBe('RS_ERROR_INVALID_PARTNER');
    expect((await call('/transaction/bet', body, { provider: 'broken' })).status).toBe('RS_ERROR_INVALID_PARTNER');
    expect(await cash(p)).toBe(100_000);
  });

  it('bad bodies answer HTTP 200 with WRONG_SYNTAX or WRONG_TYPES', async () => {
    const p = await player();
    expect((await call('/transaction/bet', null, { raw: '{"request_uuid": "x", ' })).status).toBe(
      'RS_ERROR_WRONG_SYNTAX',
    );
    expect((await call('/transaction/bet', { request_uuid: 'x', amount: '5' })).status).toBe('RS_ERROR_WRONG_SYNTAX');
    expect((await bet(p, 1_000, randomUUID(), { round: 5 })).status).toBe('RS_ERROR_WRONG_TYPES');
    // Not a whole number of minor units (1/100,000 of a rouble is not money we keep).
    expect((await bet(p, 0, randomUUID(), { amount: 1_000_001 })).status).toBe('RS_ERROR_WRONG_TYPES');
    expect((await bet(p, 0, randomUUID(), { amount: -1_000 })).status).toBe('RS_ERROR_WRONG_TYPES');
    expect((await bet(p, 0, randomUUID(), { amount: 1.5 })).status).toBe('RS_ERROR_WRONG_TYPES');
    expect((await bet(p, 1_000, randomUUID(), { currency: 'DOGE' })).status).toBe('RS_ERROR_WRONG_CURRENCY');
    expect(await cash(p)).toBe(100_000);
  });
});

describe('money, limits and protection', () => {
  it('more than the balance is NOT_ENOUGH_MONEY with the balance', async () => {
    const p = await player(5_000);
    const a = await bet(p, 5_001);
    expect(a.status).toBe('RS_ERROR_NOT_ENOUGH_MONEY');
    expect(a.balance).toBe(5_000 * H);
    expect((await bet(p, 5_000)).status).toBe('RS_OK');
    expect(await cash(p)).toBe(0);
  });

  it('the smallest and largest stake of every currency are taken exactly, one unit outside is refused', async () => {
    for (const currency of CURRENCIES) {
      const limit = stakeLimit(store.current.betLimits, currency, 'slots')!;
      const p = await player(limit.max * 3, currency);
      expect((await bet(p, limit.min - 1)).status).toBe('RS_ERROR_LIMIT_REACHED');
      expect((await bet(p, limit.max + 1)).status).toBe('RS_ERROR_LIMIT_REACHED');
      const lo = await bet(p, limit.min);
      const hi = await bet(p, limit.max);
      expect([lo.status, hi.status]).toEqual(['RS_OK', 'RS_OK']);
      expect(hi.currency).toBe(currency);
      expect(hi.balance).toBe((limit.max * 3 - limit.min - limit.max) * H);
      expect(await cash(p)).toBe(limit.max * 3 - limit.min - limit.max);
    }
  });

  it('a self-excluded player is USER_DISABLED; a loss limit refuses the bet past it', async () => {
    const p = await player();
    await inWalletTransaction(db, (tx) => setLimits(tx, Number(p.user), { loss: { day: 1_500 } }));
    expect((await bet(p, 1_000)).status).toBe('RS_OK');
    expect((await bet(p, 1_000)).status).toBe('RS_ERROR_LIMIT_REACHED');
    await inWalletTransaction(db, (tx) => startExclusion(tx, Number(p.user), { kind: 'cool_off', period: '1d' }));
    expect((await bet(p, 100)).status).toBe('RS_ERROR_USER_DISABLED');
    expect(await cash(p)).toBe(99_000);
    // And no new real-money launch while excluded.
    const res = await testApi(db, store).request('/games/launch', json({ game: 'acme-book', mode: 'real' }, p.auth));
    expect(res.status).toBe(403);
  });

  it('config changed between a bet and its win: the win is still paid, new bets are refused', async () => {
    const p = await player();
    const b = randomUUID();
    await bet(p, 1_000, b);
    writeProviders(providersFile(false, [games[1]!]));
    expect(store.reload()).toBe(true);
    try {
      expect((await bet(p, 1_000)).status).toBe('RS_ERROR_INVALID_PARTNER');
      expect((await win(p, 7_000, b)).status).toBe('RS_OK');
      expect(await cash(p)).toBe(106_000);
    } finally {
      writeProviders(providersFile());
      store.reload();
    }
  });
});

describe('launch and the player calls', () => {
  it('real needs a player; demo needs nobody and hands out no token; unknown and blocked are refused', async () => {
    const api = testApi(db, store);
    expect((await api.request('/games/launch', json({ game: 'acme-book', mode: 'real' }))).status).toBe(401);
    const demo = await api.request('/games/launch', json({ game: 'acme-book', mode: 'demo' }));
    const url = new URL(launchResponseSchema.parse(await demo.json()).data.url);
    expect(url.searchParams.get('currency')).toBe('XXX');
    expect(url.searchParams.get('token')).toBe('');
    expect(url.searchParams.get('lobby')).toBe('http://casino.test/games/slots');
    expect((await api.request('/games/launch', json({ game: 'acme-nope', mode: 'demo' }))).status).toBe(404);
    expect((await api.request('/games/launch', json({ game: 'acme-book', mode: 'fun' }))).status).toBe(422);
    // 8.8.8.8 is a US address, blocked site-wide here; 81.2.69.142 a GB one, blocked for acme.
    const us = await api.request(
      '/games/launch',
      json({ game: 'acme-book', mode: 'demo' }, { 'x-forwarded-for': '8.8.8.8' }),
    );
    expect(us.status).toBe(403);
    const gb = await api.request(
      '/games/launch',
      json({ game: 'acme-book', mode: 'demo' }, { 'x-forwarded-for': '81.2.69.142' }),
    );
    expect(gb.status).toBe(403);
    const p = await loggedInPlayer(db);
    const { url: real } = await launch(p.auth);
    expect(real.searchParams.get('currency')).toBe('RUB');
    // Hub88's 4-character minimum: the id zero-padded.
    expect(real.searchParams.get('user')).toBe(String(p.user.id).padStart(4, '0'));
    expect(real.searchParams.get('user')!.length).toBeGreaterThanOrEqual(4);
    expect(real.searchParams.get('token')!.length).toBeGreaterThan(30);
    // Stored hashed: the token itself is nowhere in the database.
    const { rows } = await db.query('SELECT 1 FROM provider_sessions WHERE token_hash = $1', [
      real.searchParams.get('token'),
    ]);
    expect(rows).toEqual([]);
  });

  it('user/info and user/balance answer for the token; the balance in Hub88 units', async () => {
    const p = await player(12_345);
    const info = await call('/user/info', { request_uuid: randomUUID(), token: p.token });
    expect(info).toMatchObject({ status: 'RS_OK', user: p.user, currency: 'RUB', balance: 12_345 * H });
    const bal = await call('/user/balance', { request_uuid: randomUUID(), token: p.token, user: p.user });
    expect(bal).toMatchObject({ status: 'RS_OK', balance: 12_345 * H });
    expect((await call('/user/info', { request_uuid: randomUUID(), token: 'nope' })).status).toBe(
      'RS_ERROR_INVALID_TOKEN',
    );
    const q = await player();
    expect((await call('/user/balance', { request_uuid: randomUUID(), token: p.token, user: q.user })).status).toBe(
      'RS_ERROR_INVALID_TOKEN',
    );
  });

  it("the providers' games are in the catalog under their provider; a broken entry is left out", async () => {
    const { rows } = await db.query<{ slug: string; provider: string; is_active: boolean }>(
      `SELECT slug, provider, is_active FROM slots WHERE provider_game IS NOT NULL ORDER BY slug`,
    );
    expect(rows.filter((r) => r.is_active).map((r) => r.slug)).toEqual(['acme-book', 'other-book']);
  });
});

describe('open rounds', () => {
  it('rounds open 48 hours are closed with no money moved; the operator rolls one back once', async () => {
    const p = await player();
    const b = randomUUID();
    await bet(p, 4_000, b);
    await db.query(`UPDATE provider_rounds SET opened_at = now() - interval '49 hours' WHERE round_id = $1`, [
      `r-${b}`,
    ]);
    expect((await openRounds(db, { provider: 'acme', olderThanHours: 48 })).map((r) => r.round_id)).toContain(`r-${b}`);
    expect(await closeStaleRounds(db)).toBeGreaterThanOrEqual(1);
    expect(await cash(p)).toBe(96_000);
    expect((await openRounds(db, { provider: 'acme' })).map((r) => r.round_id)).not.toContain(`r-${b}`);
    const first = await rollbackRound(db, 'acme', `r-${b}`, Number(p.user));
    expect(first.bets).toEqual([{ tx: b, amount: 4_000, status: 'ok' }]);
    await rollbackRound(db, 'acme', `r-${b}`, Number(p.user));
    expect(await cash(p)).toBe(100_000);
    // The provider's late win for it is refused.
    expect((await win(p, 9_000, b)).status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
  });

  it('providers.rollback.before-money: a rollback stopped before its money is finished by the sweeper, never closed as timed out', async () => {
    const p = await player();
    const [b1, b2] = [randomUUID(), randomUUID()];
    await bet(p, 1_000, b1, { round: 'op-stop-1' });
    await bet(p, 2_000, b2, { round: 'op-stop-1' });
    armFailpoint('providers.rollback.before-money');
    await expect(rollbackRound(db, 'acme', 'op-stop-1', Number(p.user))).rejects.toThrow(FailpointStop);
    disarmFailpoints();
    await db.query(`UPDATE provider_rounds SET opened_at = now() - interval '49 hours' WHERE round_id = 'op-stop-1'`);
    // The next sweeper pass, as after a restart.
    expect(await sweepProviderRounds(db)).toEqual({ rolledBack: 1, closed: 0 });
    expect(await cash(p)).toBe(100_000);
    const { rows } = await db.query<{ closed_by: string; statuses: string[] }>(
      `SELECT r.closed_by, array(SELECT t.status FROM provider_transactions t WHERE t.round_id = r.round_id AND t.kind = 'bet'
          ORDER BY t.amount) AS statuses
         FROM provider_rounds r WHERE r.round_id = 'op-stop-1'`,
    );
    expect(rows[0]).toEqual({ closed_by: 'operator', statuses: ['rolled_back', 'rolled_back'] });
    expect((await reconcile(db)).problems).toEqual([]);
  });

  it('reconcile sees books that disagree, a round the sweeper missed and a rollback left unfinished', async () => {
    const p = await player();
    const b = randomUUID();
    await bet(p, 1_000, b, { round: 'reconcile-1' });
    const seen = await db
      .transaction(async (tx) => {
        await tx.query(`UPDATE provider_transactions SET amount = amount + 1 WHERE tx_id = $1`, [b]);
        await tx.query(
          `UPDATE provider_rounds SET opened_at = now() - interval '50 hours' WHERE round_id = 'reconcile-1'`,
        );
        const stale = (await reconcile(tx)).problems.map((x) => x.kind);
        await tx.query(
          `UPDATE provider_rounds SET rollback_requested_at = now() - interval '1 hour' WHERE round_id = 'reconcile-1'`,
        );
        throw Object.assign(new Error('undo'), {
          kinds: [...stale, ...(await reconcile(tx)).problems.map((x) => x.kind)],
        });
      })
      .catch((e: { kinds: string[] }) => e.kinds);
    expect(seen).toEqual(['provider_books', 'provider_round_stale', 'provider_books', 'provider_rollback_pending']);
    expect((await reconcile(db)).problems).toEqual([]);
  });
});

describe('loyalty (issue 38): a provider bet counts once, when it settles, at the edge its game declares', () => {
  const stats = async (p: P) =>
    (
      await db.query<{ wagered: number; paid: number; edge: number; bets: number }>(
        `SELECT coalesce(sum(wagered), 0)::int AS wagered, coalesce(sum(paid), 0)::int AS paid,
                coalesce(sum(edge), 0)::float8 AS edge, coalesce(sum(bets), 0)::int AS bets
           FROM player_stats WHERE user_id = $1 AND product = 'casino'`,
        [p.user],
      )
    ).rows[0]!;

  it('a bet and its win count once at stake x (1 - RTP); the same calls again count nothing more', async () => {
    const p = await player();
    const b = randomUUID();
    const w = randomUUID();
    await bet(p, 1_000, b);
    expect(await stats(p)).toEqual({ wagered: 0, paid: 0, edge: 0, bets: 0 }); // open: not settled yet
    await win(p, 500, b, w);
    await bet(p, 1_000, b);
    await win(p, 500, b, w);
    expect(await stats(p)).toEqual({ wagered: 1_000, paid: 500, edge: 40, bets: 1 }); // book: RTP 96 %
  });

  it('the same win twice at once, and two wins of one bet at once, count its stake once', async () => {
    const p = await player();
    const b = randomUUID();
    const w = randomUUID();
    await bet(p, 1_000, b, { round: 'loyal-race' });
    await Promise.all([
      win(p, 100, b, w, { round: 'loyal-race', round_closed: false }),
      win(p, 100, b, w, { round: 'loyal-race', round_closed: false }),
      win(p, 300, b, randomUUID(), { round: 'loyal-race', round_closed: false }),
    ]);
    const s = await stats(p);
    expect([s.wagered, s.paid, s.edge]).toEqual([1_000, 400, 40]);
  });

  it('a rolled-back bet counts nothing; a bet that closes its round as a loss counts when placed', async () => {
    const p = await player();
    const b = randomUUID();
    await bet(p, 1_000, b);
    await rollback(p, b);
    expect(await stats(p)).toEqual({ wagered: 0, paid: 0, edge: 0, bets: 0 });
    await bet(p, 2_000, randomUUID(), { round_closed: true });
    expect(await stats(p)).toEqual({ wagered: 2_000, paid: 0, edge: 80, bets: 1 });
  });

  it("a round's close counts the bets it leaves lost; a late win of a counted bet adds only its payout", async () => {
    const p = await player();
    const [b1, b2] = [randomUUID(), randomUUID()];
    await bet(p, 1_000, b1, { round: 'loyal-1' });
    await bet(p, 3_000, b2, { round: 'loyal-1' });
    await win(p, 0, b2, randomUUID(), { round: 'loyal-1' }); // closes the round: b1 lost
    expect(await stats(p)).toEqual({ wagered: 4_000, paid: 0, edge: 160, bets: 2 });
    await win(p, 700, b1, randomUUID(), { round: 'loyal-1' });
    expect((await stats(p)).wagered).toBe(4_000);
    expect((await stats(p)).paid).toBe(700);
  });

  it('a live game counts at its own RTP, and a game with no declared RTP counts wagered and paid with no edge', async () => {
    const p = await player(100_000, 'RUB', 'acme-wheel-live');
    const live = { game_code: 'wheel-live' };
    const b = randomUUID();
    await bet(p, 1_000, b, live);
    await win(p, 2_000, b, randomUUID(), live);
    expect(await stats(p)).toEqual({ wagered: 1_000, paid: 2_000, edge: 30, bets: 1 }); // RTP 97 %
    await db.query(`UPDATE live_tables SET rtp_bp = NULL WHERE slug = 'acme-wheel-live'`);
    try {
      const c = randomUUID();
      await bet(p, 1_000, c, live);
      await win(p, 0, c, randomUUID(), live);
    } finally {
      await syncProviderCatalog(db, providersOf(store.current));
    }
    expect(await stats(p)).toEqual({ wagered: 2_000, paid: 2_000, edge: 30, bets: 2 });
  });
});

// Issue 40: Hub88's published request shapes (docs.hub88.io, Operator API "Wallet API" and
// "Seamless Wallet response statuses"), decision 064.
describe("Hub88's published shapes", () => {
  it('user/info as Hub88 sends it, {user, request_uuid} with no token, answers the player; no one else', async () => {
    const p = await player(12_345);
    expect(p.user.length).toBeGreaterThanOrEqual(4);
    const info = await call('/user/info', { user: p.user, request_uuid: randomUUID() });
    expect(info).toMatchObject({ status: 'RS_OK', user: p.user, currency: 'RUB', balance: 12_345 * H });
    // The bare id of a launch made before the padding names the same player, answered as sent.
    const bare = String(Number(p.user));
    expect(await call('/user/info', { user: bare, request_uuid: randomUUID() })).toMatchObject({
      status: 'RS_OK',
      user: bare,
      balance: 12_345 * H,
    });
    // A player this provider never launched, or nobody, is not told to it.
    const stranger = await fundedPlayer(db, 5_000);
    for (const user of [String(stranger.user.id).padStart(4, '0'), '9999999', 'john12345']) {
      expect((await call('/user/info', { user, request_uuid: randomUUID() })).status).toBe('RS_ERROR_INVALID_TOKEN');
    }
    // Another provider's launch does not open the player to this one.
    expect(
      (
        await call(
          '/user/info',
          { user: p.user, request_uuid: randomUUID() },
          { provider: 'other', key: other.privateKey },
        )
      ).status,
    ).toBe('RS_ERROR_INVALID_TOKEN');
    // A token naming another player than the user sent is refused.
    const q = await player();
    expect((await call('/user/info', { user: q.user, token: p.token, request_uuid: randomUUID() })).status).toBe(
      'RS_ERROR_INVALID_TOKEN',
    );
    // Neither user nor token: a required field is missing.
    expect((await call('/user/info', { request_uuid: randomUUID() })).status).toBe('RS_ERROR_WRONG_SYNTAX');
  });

  it('the fields Hub88 documents as nullable are accepted as null', async () => {
    const p = await player();
    const b = randomUUID();
    const nulls = { supplier_user: null, supplier_transaction_id: null, reward_uuid: null, is_free: null, meta: null };
    expect((await bet(p, 1_000, b, { ...nulls, round_closed: null })).status).toBe('RS_OK');
    // round_closed null leaves the round open: a win still settles it.
    expect((await win(p, 2_500, b, randomUUID(), { ...nulls, round_closed: null })).status).toBe('RS_OK');
    const r = randomUUID();
    await bet(p, 1_000, r);
    expect((await rollback(p, r, randomUUID(), { supplier_user: null, round_closed: null })).status).toBe('RS_OK');
    expect(await cash(p)).toBe(101_500);
  });

  it('a missing field is WRONG_SYNTAX, a wrong type WRONG_TYPES; neither moves money', async () => {
    const p = await player();
    const { round: _r, ...noRound } = {
      request_uuid: randomUUID(),
      token: p.token,
      user: p.user,
      game_code: 'book',
      currency: 'RUB',
      transaction_uuid: randomUUID(),
      round: 'x',
      round_closed: false,
      amount: 1_000 * H,
    };
    expect((await call('/transaction/bet', noRound)).status).toBe('RS_ERROR_WRONG_SYNTAX');
    expect((await call('/transaction/bet', { ...noRound, round: 'x', amount: '1000' })).status).toBe(
      'RS_ERROR_WRONG_TYPES',
    );
    expect((await call('/transaction/bet', [])).status).toBe('RS_ERROR_WRONG_SYNTAX');
    expect(await cash(p)).toBe(100_000);
  });

  it('a stake finer than a kopeck is refused and takes nothing; a win finer than one pays its whole kopecks', async () => {
    const p = await player();
    const b = randomUUID();
    expect((await bet(p, 0, b, { amount: 1_000 * H + 1 })).status).toBe('RS_ERROR_WRONG_TYPES');
    expect(await cash(p)).toBe(100_000);
    await bet(p, 1_000, b);
    // 15.015 roubles (1,501,500 units): 1,501 kopecks paid, the half kopeck dropped; a retry pays nothing more.
    const w = randomUUID();
    const a = await win(p, 0, b, w, { amount: 1_501_500 });
    expect(a.status).toBe('RS_OK');
    expect(a.balance).toBe((99_000 + 1_501) * H);
    expect((await win(p, 0, b, w, { amount: 1_501_500 })).status).toBe('RS_OK');
    expect(await cash(p)).toBe(99_000 + 1_501);
  });

  it('a limit answers RS_ERROR_LIMIT_REACHED, the status Hub88 names', async () => {
    const p = await player();
    const limit = stakeLimit(store.current.betLimits, 'RUB', 'slots')!;
    expect((await bet(p, limit.max + 1)).status).toBe('RS_ERROR_LIMIT_REACHED');
    await inWalletTransaction(db, (tx) => setLimits(tx, Number(p.user), { loss: { day: 500 } }));
    expect((await bet(p, 1_000)).status).toBe('RS_ERROR_LIMIT_REACHED');
    expect(await cash(p)).toBe(100_000);
  });
});

describe('a win on a closed round', () => {
  it('is paid once however often it is sent at once, and not at all after the stake was rolled back', async () => {
    const p = await player();
    const b = randomUUID();
    await bet(p, 1_000, b, { round_closed: true });
    const w = randomUUID();
    const answers = await Promise.all([win(p, 2_000, b, w), win(p, 2_000, b, w), win(p, 2_000, b, w)]);
    expect(answers.map((a) => a.status)).toEqual(['RS_OK', 'RS_OK', 'RS_OK']);
    expect(await cash(p)).toBe(101_000);
    const c = randomUUID();
    await bet(p, 1_000, c, { round_closed: true });
    expect((await rollback(p, c)).status).toBe('RS_OK');
    expect((await win(p, 2_000, c)).status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect(await cash(p)).toBe(101_000);
  });
});

describe('free rounds (is_free, reward_uuid)', () => {
  const free = (reward = randomUUID()) => ({ is_free: true, reward_uuid: reward });

  it("a free bet takes nothing, its win is paid by the game's house; the same calls twice at once count once", async () => {
    const p = await player();
    const b = randomUUID();
    const [x, y] = await Promise.all([bet(p, 1_000, b, free()), bet(p, 1_000, b, free())]);
    expect([x.status, y.status]).toEqual(['RS_OK', 'RS_OK']);
    expect(await cash(p)).toBe(100_000);
    const w = randomUUID();
    const [u, v] = await Promise.all([win(p, 4_000, b, w), win(p, 4_000, b, w)]);
    expect([u.status, v.status]).toEqual(['RS_OK', 'RS_OK']);
    expect(await cash(p)).toBe(104_000);
    // Ledger-balanced: the house account of acme:book paid it (checked again in afterAll).
    expect((await checkLedger(db)).problems).toEqual([]);
  });

  it('a rollback of a free bet returns nothing; before the bet it refuses the late bet', async () => {
    const p = await player();
    const b = randomUUID();
    await bet(p, 1_000, b, free());
    expect((await rollback(p, b)).status).toBe('RS_OK');
    expect(await cash(p)).toBe(100_000);
    const early = randomUUID();
    expect((await rollback(p, early)).status).toBe('RS_OK');
    expect((await bet(p, 1_000, early, free())).status).toBe('RS_ERROR_TRANSACTION_ROLLED_BACK');
    expect(await cash(p)).toBe(100_000);
  });

  it('the free flag on a paid round, a paid bet in a free round, or a free bet naming no reward are refused', async () => {
    const p = await player();
    const paid = randomUUID();
    await bet(p, 1_000, paid);
    // A second bet of the paid round flagged free.
    expect((await bet(p, 1_000, randomUUID(), { ...free(), round: `r-${paid}` })).status).toBe('RS_ERROR_WRONG_TYPES');
    const f = randomUUID();
    await bet(p, 1_000, f, free());
    expect((await bet(p, 1_000, randomUUID(), { round: `r-${f}` })).status).toBe('RS_ERROR_WRONG_TYPES');
    expect((await bet(p, 1_000, randomUUID(), { is_free: true })).status).toBe('RS_ERROR_WRONG_SYNTAX');
    // A free bet's id re-sent as a paid one is refused (its round is free), not charged.
    expect((await bet(p, 1_000, f)).status).toBe('RS_ERROR_WRONG_TYPES');
    expect(await cash(p)).toBe(99_000);
  });

  it("a free bet with another player's id or token is refused", async () => {
    const p = await player();
    const q = await player();
    expect((await bet({ ...p, user: q.user }, 1_000, randomUUID(), free())).status).toBe('RS_ERROR_INVALID_TOKEN');
    expect(await cash(q)).toBe(100_000);
  });
});

describe('reconciling with the aggregator (npm run providers -- tx | round)', () => {
  it("lists a round's transactions and one transaction by uuid in Hub88's names and units, another provider's not", async () => {
    const p = await player();
    const b = randomUUID();
    const w = randomUUID();
    await bet(p, 1_000, b);
    await win(p, 2_345, b, w);
    const round = await providerTransactions(db, 'acme', { round: `r-${b}` });
    expect(round.map((r) => [r.kind, r.transaction_uuid, r.reference_transaction_uuid, r.amount, r.status])).toEqual([
      ['bet', b, null, 1_000 * H, 'settled'],
      ['win', w, b, 2_345 * H, 'done'],
    ]);
    expect(round.every((r) => r.user === p.user && r.currency === 'RUB' && r.game_code === 'book')).toBe(true);
    expect((await providerTransactions(db, 'acme', { tx: w })).map((r) => r.amount)).toEqual([2_345 * H]);
    expect(await providerTransactions(db, 'other', { tx: w })).toEqual([]);
    // A rollback that came before its bet shows as a tombstone under the bet's id.
    const early = randomUUID();
    await rollback(p, early);
    expect((await providerTransactions(db, 'acme', { tx: early })).map((r) => [r.kind, r.amount])).toEqual([
      ['tombstone', 0],
    ]);
  });
});
