import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betResponseSchema } from '../../src/contract/bets';
import { apiErrorSchema } from '../../src/contract/errors';
import { fairRotateResponseSchema, fairSeedsResponseSchema } from '../../src/contract/fair';
import { playDice } from '../../src/games/dice/math';
import { hashServerSeed } from '../../src/games/kit/fair';
import { historyResponseSchema } from '../../src/contract/wallet';
import { ConfigStore } from '../../src/server/config/store.server';
import { balancesOf, inWalletTransaction, setLimits, startExclusion } from '../../src/server/wallet';
import type { Db } from '../../src/server/db/types';
import { configDir, freshDb, fundedPlayer, json, testApi } from './helpers';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());

const limits = {
  RUB: { games: { dice: { min: 100, max: 1_000_000 }, coinflip: { min: 100, max: 1_000_000 } } },
};
const store = new ConfigStore(configDir({ limits }));
const api = () => testApi(db, store);

/** A signed-in player with `balance` kopecks in RUB. */
const player = (balance: number) => fundedPlayer(db, balance);
const balanceOf = async (userId: number) => (await balancesOf(db, userId, 'RUB')).balance;
/** What bets moved on the player's cash account: every posting but the test's funding. */
const ledgerSum = async (userId: number) =>
  Number(
    (
      await db.query<{ s: string }>(
        `SELECT COALESCE(SUM(p.amount), 0) AS s FROM wallet_postings p
           JOIN wallet_accounts a ON a.id = p.account_id JOIN wallet_transactions t ON t.id = p.transaction_id
          WHERE a.user_id = $1 AND a.kind = 'cash' AND coalesce(t.idempotency_key, '') NOT LIKE 'fund:%'`,
        [userId],
      )
    ).rows[0]?.s,
  );

let keySeq = 0;
const newKey = () => `k${Date.now().toString(36)}x${++keySeq}`;
const dice = (auth: Record<string, string>, body: unknown, key: string | null = newKey()) =>
  api().request('/dice/bets', json(body, key ? { ...auth, 'idempotency-key': key } : auth));

describe('POST /dice/bets', () => {
  it('settles a bet from the committed seed and moves the stake and the payout', async () => {
    const { user, auth } = await player(10_000);
    const seeds = fairSeedsResponseSchema.parse(
      await (await api().request('/general/fair/seeds', { headers: auth })).json(),
    );
    expect(seeds.nonce).toBe(0);
    const res = await dice(auth, { amount: 1000, target: 50, condition: 'over' });
    expect(res.status).toBe(200);
    const body = betResponseSchema.parse(await res.json());
    expect(body.fair).toEqual({ server_seed_hash: seeds.server_seed_hash, client_seed: seeds.client_seed, nonce: 0 });
    const roll = body.outcome.roll as number;
    expect(roll).toBeGreaterThanOrEqual(0);
    expect(roll).toBeLessThanOrEqual(100);
    expect(body.multiplier).toBe(roll > 50 ? 1.98 : 0);
    expect(body.payout).toBe(roll > 50 ? 1980 : 0);
    expect(body.balance).toBe(10_000 - 1000 + body.payout);
    expect(await balanceOf(user.id)).toBe(body.balance);
    expect(await ledgerSum(user.id)).toBe(body.payout - 1000);
    // The player's history shows the stake (and a win) under the game's name.
    const hist = historyResponseSchema.parse(
      await (await api().request('/wallet/history', { headers: { ...auth, host: 'api.casino.test' } })).json(),
    );
    expect(hist.data.filter((h) => h.kind === 'bet').map((h) => [h.amount, h.detail])).toEqual([[-1000, 'dice']]);
    expect(hist.data.filter((h) => h.kind === 'win').map((h) => [h.amount, h.detail])).toEqual(
      body.payout ? [[body.payout, 'dice']] : [],
    );

    // The rotation reveals the seed the bet used: recomputing gives the same roll.
    const rot = fairRotateResponseSchema.parse(
      await (
        await api().request('/general/fair/rotate', { method: 'POST', headers: { ...auth, host: 'api.casino.test' } })
      ).json(),
    );
    expect(rot.revealed.server_seed_hash).toBe(seeds.server_seed_hash);
    expect(hashServerSeed(rot.revealed.server_seed)).toBe(seeds.server_seed_hash);
    expect(rot.revealed.last_nonce).toBe(0);
    expect(rot.next.server_seed_hash).not.toBe(seeds.server_seed_hash);
    const again = playDice(
      { serverSeed: rot.revealed.server_seed, clientSeed: rot.revealed.client_seed, nonce: 0 },
      { target: 50, condition: 'over' },
    );
    expect(again.outcome.roll).toBe(roll);
    // The verify call agrees.
    const q = new URLSearchParams({
      game: 'dice',
      server_seed: rot.revealed.server_seed,
      client_seed: rot.revealed.client_seed,
      nonce: '0',
      amount: '1000',
      params: JSON.stringify({ target: 50, condition: 'over' }),
    });
    const v = await (await api().request(`/general/fair/verify?${q}`)).json();
    expect(v).toMatchObject({ outcome: { roll }, payout: body.payout, server_seed_hash: seeds.server_seed_hash });
    // The next bet uses the new pair at nonce 0.
    const next = betResponseSchema.parse(
      await (await dice(auth, { amount: 100, target: 50, condition: 'under' })).json(),
    );
    expect(next.fair).toEqual(rot.next);
  });

  it('a repeat with the same key returns the same bet and moves no money', async () => {
    const { user, auth } = await player(5000);
    const key = newKey();
    const first = betResponseSchema.parse(
      await (await dice(auth, { amount: 500, target: 30, condition: 'under' }, key)).json(),
    );
    const after = await balanceOf(user.id);
    const second = betResponseSchema.parse(
      await (await dice(auth, { amount: 500, target: 30, condition: 'under' }, key)).json(),
    );
    expect(second.bet).toEqual(first.bet);
    expect(second.balance).toBe(first.balance);
    expect(await balanceOf(user.id)).toBe(after);
    const { rows } = await db.query('SELECT 1 FROM bets WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(1);
  });

  it('refuses without funds, below and above the limits, without a key or with a bad chance, changing nothing', async () => {
    const { user, auth } = await player(150);
    const cases: [unknown, string | null, number, string][] = [
      [{ amount: 200, target: 50, condition: 'over' }, newKey(), 422, 'insufficient_funds'],
      [{ amount: 99, target: 50, condition: 'over' }, newKey(), 422, 'below_min_bet'],
      [{ amount: 1_000_001, target: 50, condition: 'over' }, newKey(), 422, 'above_max_bet'],
      [{ amount: 100, target: 1, condition: 'over' }, newKey(), 422, 'chance_out_of_range'],
      [{ amount: 100, target: 50, condition: 'over' }, null, 422, 'required'],
    ];
    for (const [body, key, status, code] of cases) {
      const res = await dice(auth, body, key);
      expect(res.status, code).toBe(status);
      const err = (await res.json()) as { message: string; errors: Record<string, string[]> };
      expect(JSON.stringify(err.errors), code).toContain(`${code}:`);
    }
    expect(await balanceOf(user.id)).toBe(150);
    const { rows } = await db.query('SELECT 1 FROM bets WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(0);
    const seeds = fairSeedsResponseSchema.parse(
      await (await api().request('/general/fair/seeds', { headers: auth })).json(),
    );
    expect(seeds.nonce).toBe(0);
  });

  it("the player's loss limit and a cool-off refuse bets before any money moves", async () => {
    const { user, auth } = await player(10_000);
    await inWalletTransaction(db, (tx) => setLimits(tx, user.id, { loss: { day: 1_500 } }));
    const lossy = await dice(auth, { amount: 2_000, target: 50, condition: 'over' });
    expect(lossy.status).toBe(422);
    expect(JSON.stringify(await lossy.json())).toContain('limit_exceeded');
    expect(await balanceOf(user.id)).toBe(10_000);

    await inWalletTransaction(db, (tx) => startExclusion(tx, user.id, { kind: 'cool_off', period: '1d' }));
    const cooled = await dice(auth, { amount: 100, target: 50, condition: 'over' });
    expect(cooled.status).toBeGreaterThanOrEqual(400);
    expect(cooled.status).toBeLessThan(500);
    expect(await balanceOf(user.id)).toBe(10_000);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM bets WHERE user_id = $1', [user.id]);
    expect(rows[0]!.n).toBe(0);
  });

  it('200 concurrent bets on one balance end at the exact balance the bets account for', async () => {
    const { user, auth } = await player(20_000);
    const results = await Promise.all(
      Array.from({ length: 200 }, () => dice(auth, { amount: 100, target: 50, condition: 'over' })),
    );
    const ok = [];
    for (const r of results) {
      if (r.status === 200) ok.push(betResponseSchema.parse(await r.json()));
      else expect(r.status).toBe(422); // only insufficient funds may refuse
    }
    const { rows } = await db.query<{ n: string; payout: string; stake: string }>(
      'SELECT count(*) AS n, COALESCE(SUM(payout),0) AS payout, COALESCE(SUM(amount),0) AS stake FROM bets WHERE user_id = $1',
      [user.id],
    );
    const r = rows[0]!;
    expect(Number(r.n)).toBe(ok.length);
    expect(await balanceOf(user.id)).toBe(20_000 - Number(r.stake) + Number(r.payout));
    expect(await ledgerSum(user.id)).toBe(Number(r.payout) - Number(r.stake));
    // Nonces 0..n-1, each once.
    const nonces = ok.map((b) => b.fair.nonce).sort((a, b) => a - b);
    expect(nonces).toEqual(Array.from({ length: ok.length }, (_, i) => i));
  });

  it('plays for fun without a session, a key or money, and reveals the throwaway seed', async () => {
    const res = await api().request('/dice/bets', json({ amount: 100, target: 50, condition: 'over', fun: true }));
    expect(res.status).toBe(200);
    const body = betResponseSchema.parse(await res.json());
    expect(body.balance).toBeNull();
    expect(body.bet.id).toBeNull();
    expect(hashServerSeed(body.server_seed!)).toBe(body.fair.server_seed_hash);
    const again = playDice(
      { serverSeed: body.server_seed!, clientSeed: body.fair.client_seed, nonce: 0 },
      { target: 50, condition: 'over' },
    );
    expect(again.outcome.roll).toBe(body.outcome.roll);
  });

  it('a real-money bet needs a session', async () => {
    const res = await api().request(
      '/dice/bets',
      json({ amount: 100, target: 50, condition: 'over' }, { 'idempotency-key': newKey() }),
    );
    expect(res.status).toBe(401);
  });
});

describe('seeds', () => {
  it('the client seed changes, is validated, and the next bet uses it', async () => {
    const { auth } = await player(1000);
    const put = (client_seed: unknown) =>
      api().request('/general/fair/client-seed', { ...json({ client_seed }, auth), method: 'PUT' });
    expect((await put('bad seed:with colon')).status).toBe(422);
    const ok = fairSeedsResponseSchema.parse(await (await put('my-lucky-seed')).json());
    expect(ok.client_seed).toBe('my-lucky-seed');
    const bet = betResponseSchema.parse(
      await (await dice(auth, { amount: 100, target: 50, condition: 'over' })).json(),
    );
    expect(bet.fair.client_seed).toBe('my-lucky-seed');
  });
});

describe('other instant games', () => {
  it('coinflip, keno, roulette and cases settle and answer in the same shape', async () => {
    const { user, auth } = await player(1_000_000);
    const post = (path: string, body: unknown) =>
      api().request(path, json(body, { ...auth, 'idempotency-key': newKey() }));
    const coin = betResponseSchema.parse(await (await post('/coinflip/bets', { amount: 100, side: 'heads' })).json());
    expect(['heads', 'tails']).toContain(coin.outcome.side);
    expect(coin.payout).toBe(coin.outcome.side === 'heads' ? 198 : 0);
    const keno = betResponseSchema.parse(
      await (await post('/keno/bets', { amount: 100, risk: 'high', numbers: [1, 2, 3, 4, 5] })).json(),
    );
    expect(keno.outcome.drawn).toHaveLength(10);
    const roul = betResponseSchema.parse(
      await (
        await post('/general/roulette/bets', {
          placements: [
            { type: 'red', amount: 100 },
            { type: 'straight', value: 17, amount: 100 },
          ],
        })
      ).json(),
    );
    expect(roul.bet.amount).toBe(200);
    const pocket = roul.outcome.pocket as number;
    expect(roul.payout).toBe(
      (pocket === 17 ? 3600 : 0) +
        ([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].includes(pocket) ? 200 : 0),
    );
    const bad = await post('/general/roulette/bets', { placements: [{ type: 'corner', value: 3, amount: 100 }] });
    expect(bad.status).toBe(422);
    const cases = betResponseSchema.parse(await (await post('/cases/bets', { case: 'starter', count: 3 })).json());
    expect(cases.bet.amount).toBe(3 * 4900);
    expect(cases.outcome.items).toHaveLength(3);
    const { rows } = await db.query<{ s: string }>('SELECT SUM(payout - amount) AS s FROM bets WHERE user_id = $1', [
      user.id,
    ]);
    expect(await balanceOf(user.id)).toBe(1_000_000 + Number(rows[0]!.s));
  });

  it("a case costs its price in the account's currency; one without a price there is refused and no money moves", async () => {
    const { user, auth } = await fundedPlayer(db, 100_000, { currency: 'USD' });
    const open = (slug: string) =>
      api().request('/cases/bets', json({ case: slug, count: 2 }, { ...auth, 'idempotency-key': newKey() }));
    const { rows: prices } = await db.query<{ prices: Record<string, number> }>(
      "SELECT prices FROM cases WHERE slug = 'starter'",
    );
    const usd = prices[0]!.prices.USD!;
    // Not the rouble list price (4900 kopecks) charged as 4900 cents.
    expect(usd).toBeGreaterThan(0);
    expect(usd).toBeLessThan(4900);
    const bet = betResponseSchema.parse(await (await open('starter')).json());
    expect(bet.bet).toMatchObject({ amount: 2 * usd, currency: 'USD' });
    expect((await balancesOf(db, user.id, 'USD')).balance).toBe(100_000 - 2 * usd + bet.payout);

    // A case the operator priced in nothing but its list price (roubles).
    await db.query(`UPDATE cases SET prices = '{}' WHERE slug = 'bronze'`);
    const before = (await balancesOf(db, user.id, 'USD')).balance;
    const res = await open('bronze');
    expect(res.status).toBe(422);
    expect(apiErrorSchema.parse(await res.json()).errors?.currency?.[0]).toMatch(/^currency_mismatch: /);
    expect((await balancesOf(db, user.id, 'USD')).balance).toBe(before);
    const { rows } = await db.query("SELECT 1 FROM bets WHERE user_id = $1 AND params->>'case' = 'bronze'", [user.id]);
    expect(rows).toEqual([]);
    // The list price still holds for its own currency.
    const rub = await player(100_000);
    const ok = await api().request(
      '/cases/bets',
      json({ case: 'bronze', count: 1 }, { ...rub.auth, 'idempotency-key': newKey() }),
    );
    expect(betResponseSchema.parse(await ok.json()).bet).toMatchObject({ amount: 9900, currency: 'RUB' });
  });
});
