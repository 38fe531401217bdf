// The VIP club (issues 20, 38): levels from the rated wager of real coinflip bets (coinflip's edge is
// exactly 1 %, so a bet rates its stake), the level-up reward paid once, rakeback as a share of the
// house edge earned at each level (fractions kept for the next claim, one payment when two claims
// race), weekly and monthly rewards once per period, and refusals in the spec's error shape. The
// ledger check runs at the end (and again when the database is dropped).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betResponseSchema } from '../../src/contract/bets';
import { apiErrorSchema } from '../../src/contract/errors';
import { vipClaimResponseSchema, vipResponseSchema } from '../../src/contract/vip';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import { isoWeek } from '../../src/server/vip/periods';
import { balancesOf, checkLedger } from '../../src/server/wallet';
import { configDir, freshDb, fundedPlayer, json, loggedInPlayer, testApi } from './helpers';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());

const RUB = (n: number) => ({ RUB: n });
// One point per rouble wagered: level one at 100 ₽ (10,000 kopecks), level two at 300 ₽.
const vip = {
  points: { RUB: 100, USD: 1 },
  rewardsEdgeShare: 25,
  levels: [
    {
      id: 'one',
      name: { en: 'One', ru: 'Первый' },
      minPoints: 100,
      rakeback: 10,
      levelUp: RUB(500),
      weekly: RUB(300),
      monthly: RUB(1000),
    },
    {
      id: 'two',
      name: { en: 'Two', ru: 'Второй' },
      minPoints: 300,
      rakeback: 20,
      levelUp: RUB(2000),
      weekly: RUB(700),
      monthly: RUB(3000),
    },
  ],
};
const limits = { RUB: { games: { coinflip: { min: 1, max: 1_000_000 } } } };
const store = new ConfigStore(configDir({ vip, limits }));
const api = () => testApi(db, store);
const host = { host: 'api.casino.test' };

let keySeq = 0;
async function bet(auth: Record<string, string>, amount: number) {
  const res = await api().request(
    '/coinflip/bets',
    json({ amount, side: 'heads' }, { ...auth, 'idempotency-key': `vip${Date.now()}x${++keySeq}` }),
  );
  expect(res.status).toBe(200);
  return betResponseSchema.parse(await res.json());
}
async function state(auth: Record<string, string> = host, query = '') {
  const res = await api().request(`/api/v2/vip${query}`, { headers: auth });
  expect(res.status).toBe(200);
  return vipResponseSchema.parse(await res.json()).data;
}
const claimRakeback = (auth: Record<string, string>, body: unknown = {}) =>
  api().request('/api/v2/vip/rakeback/claim', json(body, auth));
const claimReward = (auth: Record<string, string>, body: unknown) =>
  api().request('/api/v2/vip/rewards/claim', json(body, auth));
const cash = async (userId: number) => (await balancesOf(db, userId, 'RUB')).balance;
/** The VIP payments the ledger holds for a player: [key, amount to cash]. */
async function vipPayments(userId: number): Promise<[string, number][]> {
  const { rows } = await db.query<{ key: string; amount: string }>(
    `SELECT t.idempotency_key AS key, p.amount::text AS amount FROM wallet_transactions t
       JOIN wallet_postings p ON p.transaction_id = t.id JOIN wallet_accounts a ON a.id = p.account_id
      WHERE t.user_id = $1 AND t.idempotency_key LIKE 'vip:%' AND a.user_id = $1 ORDER BY t.id`,
    [userId],
  );
  return rows.map((r) => [r.key, Number(r.amount)]);
}
async function refusal(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  const body = apiErrorSchema.parse(await res.json());
  expect(Object.values(body.errors ?? {}).flat()[0]).toMatch(new RegExp(`^${code}:`));
}

describe('GET /api/v2/vip', () => {
  it('shows a visitor the levels in the language and currency asked, and no player', async () => {
    const data = await state(host, '?lang=ru&currency=RUB');
    expect(data.player).toBeNull();
    expect(data.levels.map((l) => [l.level, l.name, l.minPoints, l.rakeback, l.levelUp, l.weekly])).toEqual([
      [1, 'Первый', 100, 10, 500, 300],
      [2, 'Второй', 300, 20, 2000, 700],
    ]);
    // A language without its own name falls back to English; a currency without amounts shows none.
    const hi = await state(host, '?lang=hi&currency=USD');
    expect(hi.levels.map((l) => [l.name, l.levelUp])).toEqual([
      ['One', null],
      ['Two', null],
    ]);
  });

  it('counts each bet at the edge its own parameters put at risk (issue 38: never a flat figure)', async () => {
    const { user, auth } = await fundedPlayer(db, 100_000);
    const edgeOf = async () =>
      Number(
        (
          await db.query<{ e: string }>(
            'SELECT coalesce(sum(edge), 0)::text AS e FROM player_stats WHERE user_id = $1',
            [user.id],
          )
        ).rows[0]!.e,
      );
    await bet(auth, 10_000);
    expect(await edgeOf()).toBeCloseTo(100, 9);
    // Dice over 50.00 wins on 5,000 of the 10,001 rolls (50.01–100.00) at 1.98×: its edge is dice's
    // own, 1 − 1.98 × 5000 / 10001 ≈ 1.0099 %, not a flat 1 %.
    const res = await api().request(
      '/dice/bets',
      json({ amount: 10_000, target: 50, condition: 'over' }, { ...auth, 'idempotency-key': `vipd${Date.now()}` }),
    );
    expect(res.status).toBe(200);
    expect(await edgeOf()).toBeCloseTo(100 + 10_000 * (1 - (1.98 * 5000) / 10001), 6);
  });
});

describe('levels from wagering', () => {
  it('rises with real coinflip bets, pays each level-up reward once, and never goes down', async () => {
    const { user, auth } = await fundedPlayer(db, 100_000);
    let s = await state(auth);
    expect(s.player).toMatchObject({ level: 0, points: 0, progress: 0, premium: 'none' });
    expect(s.player?.next).toMatchObject({ level: 1, name: 'One', minPoints: 100 });

    await bet(auth, 5_000);
    s = await state(auth);
    expect(s.player).toMatchObject({ level: 0, points: 50, progress: 0.5 });
    expect(await vipPayments(user.id)).toEqual([]);

    const last = await bet(auth, 5_000);
    // Two reads at once at the moment the level is reached: the reward is paid once.
    const [a, b] = await Promise.all([state(auth), state(auth)]);
    expect(a.player).toMatchObject({ level: 1, points: 100, progress: 0 });
    expect(b.player?.level).toBe(1);
    expect(a.player?.next).toMatchObject({ level: 2, minPoints: 300 });
    expect(await vipPayments(user.id)).toEqual([[`vip:levelup:${user.id}:1`, 500]]);
    expect(await cash(user.id)).toBe((last.balance ?? Number.NaN) + 500);

    // Two levels crossed at once: both rewards, once each.
    await bet(auth, 20_000);
    s = await state(auth);
    expect(s.player).toMatchObject({ level: 2, points: 300, next: null, progress: 1 });
    await state(auth);
    expect(await vipPayments(user.id)).toEqual([
      [`vip:levelup:${user.id}:1`, 500],
      [`vip:levelup:${user.id}:2`, 2000],
    ]);

    // The operator raises the thresholds: points no longer reach level two, the level stays.
    const harder = new ConfigStore(
      configDir({ vip: { ...vip, levels: vip.levels.map((l) => ({ ...l, minPoints: l.minPoints * 10 })) }, limits }),
    );
    const res = await testApi(db, harder).request('/api/v2/vip', { headers: auth });
    const after = vipResponseSchema.parse(await res.json()).data.player;
    expect(after).toMatchObject({ level: 2, points: 300 });
    expect(await vipPayments(user.id)).toHaveLength(2);
  });
});

describe('rakeback', () => {
  it('pays the level percent of the house edge, keeping fractions for the next claim', async () => {
    const { user, auth } = await fundedPlayer(db, 100_000);
    // 100 ₽ on coinflip (1 % edge) reaches level one: that edge was earned below it and pays nothing.
    await bet(auth, 10_000);
    expect((await state(auth)).player).toMatchObject({ level: 1, rakeback: [{ currency: 'RUB', available: 0 }] });
    // 103.50 ₽ more at level one: edge 103.5 kopecks, 10 % of it = 10.35.
    await bet(auth, 10_350);
    let s = await state(auth);
    expect(s.player?.level).toBe(1);
    expect(s.player?.rakeback).toEqual([{ currency: 'RUB', available: 10 }]);

    const before = await cash(user.id);
    let res = await claimRakeback(auth);
    expect(res.status).toBe(200);
    expect(vipClaimResponseSchema.parse(await res.json()).data).toEqual({
      currency: 'RUB',
      amount: 10,
      balance: before + 10,
    });
    s = await state(auth);
    expect(s.player?.rakeback[0]?.available).toBe(0);
    await refusal(await claimRakeback(auth), 422, 'nothing_to_claim');

    // 6.50 ₽ more: 0.65 of new rakeback plus the 0.35 kept makes exactly one kopeck.
    await bet(auth, 650);
    s = await state(auth);
    expect(s.player?.rakeback[0]?.available).toBe(1);
    res = await claimRakeback(auth, { currency: 'RUB' });
    expect(vipClaimResponseSchema.parse(await res.json()).data.amount).toBe(1);
    expect((await vipPayments(user.id)).filter(([k]) => k.startsWith('vip:rakeback:'))).toEqual([
      [`vip:rakeback:${user.id}:1`, 10],
      [`vip:rakeback:${user.id}:2`, 1],
    ]);
  });

  it('pays once when two claims arrive together', async () => {
    const { user, auth } = await fundedPlayer(db, 200_000);
    await bet(auth, 100_000);
    const owed = (await state(auth)).player?.rakeback[0]?.available ?? 0;
    // 1,000 ₽ on coinflip: edge 10 ₽ = 1,000 kopecks, one per point. Points 0–100 below level one
    // (0 %), 100–300 at level one (10 %: 20), 300–1,000 at level two (20 %: 140).
    expect(owed).toBe(160);
    const before = await cash(user.id);
    const results = await Promise.all([claimRakeback(auth), claimRakeback(auth)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(await cash(user.id)).toBe(before + 160);
    expect((await vipPayments(user.id)).filter(([k]) => k.startsWith('vip:rakeback:'))).toEqual([
      [`vip:rakeback:${user.id}:1`, 160],
    ]);
  });

  it('pays edge earned at a lower level at that level’s rate, even when claimed after a climb (issue 38)', async () => {
    const { user, auth } = await fundedPlayer(db, 500_000);
    // Yesterday: 200 points at level one (after its first 100), never claimed.
    await db.query(
      `INSERT INTO player_stats (user_id, currency, day, wagered, paid, edge, bets)
       VALUES ($1, 'RUB', (now() AT TIME ZONE 'UTC')::date - 1, 25000, 24750, 250, 10)`,
      [user.id],
    );
    // Today: 3,000 ₽ more takes the player to level two.
    await bet(auth, 300_000);
    const s = await state(auth);
    expect(s.player?.level).toBe(2);
    // Old rule (today's 20 % of all 3,250 edge) would owe 650. The rates in force when earned:
    // yesterday 100 points at 0 % and 150 at 10 % (15); today 50 at 10 % (5) and 2,950 at 20 % (590).
    expect(s.player?.rakeback).toEqual([{ currency: 'RUB', available: 610 }]);
    const res = await claimRakeback(auth);
    expect(vipClaimResponseSchema.parse(await res.json()).data.amount).toBe(610);
    expect((await state(auth)).player?.rakeback[0]?.available).toBe(0);
    expect(await vipPayments(user.id)).toContainEqual([`vip:rakeback:${user.id}:1`, 610]);
  });

  it('replays a claim retried with its Idempotency-Key, and pays it once (issue 38)', async () => {
    const { user, auth } = await fundedPlayer(db, 100_000);
    await bet(auth, 40_000);
    const owed = (await state(auth)).player?.rakeback[0]?.available ?? 0;
    expect(owed).toBeGreaterThan(0);
    const keyed = { ...auth, 'idempotency-key': `claim-${user.id}-once` };
    const [a, b] = await Promise.all([claimRakeback(keyed), claimRakeback(keyed)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [ja, jb] = [await a.json(), await b.json()];
    expect(ja).toEqual(jb);
    const again = await claimRakeback(keyed);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(ja);
    expect((await vipPayments(user.id)).filter(([k]) => k.startsWith('vip:rakeback:'))).toHaveLength(1);
  });

  it('has nothing to pay below the first level', async () => {
    const { auth } = await fundedPlayer(db, 10_000);
    await bet(auth, 5_000);
    expect((await state(auth)).player?.rakeback).toEqual([{ currency: 'RUB', available: 0 }]);
    await refusal(await claimRakeback(auth), 422, 'nothing_to_claim');
  });
});

describe('weekly and monthly rewards', () => {
  it('pays a player at a level who wagered this period once per period, at most a share of the edge', async () => {
    const { user, auth } = await fundedPlayer(db, 600_000);
    await bet(auth, 10_000);
    // Level one. 10,000 at coinflip's 1 % edge earned the house 100: a quarter of it
    // (rewardsEdgeShare 25) caps the 300 weekly reward.
    let s = await state(auth);
    expect(s.player).toMatchObject({ level: 1, weekly: { amount: 25, state: 'claimable' } });
    await bet(auth, 400_000);
    s = await state(auth);
    // Level two, 4,100 of edge: the weekly reward is whole (700), the monthly one capped at 1,025.
    expect(s.player?.weekly).toMatchObject({ period: isoWeek(new Date()).key, amount: 700, state: 'claimable' });
    expect(s.player?.monthly).toMatchObject({ amount: 1025, state: 'claimable' });

    const before = await cash(user.id);
    const [first, second] = await Promise.all([
      claimReward(auth, { period: 'weekly' }),
      claimReward(auth, { period: 'weekly' }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 422]);
    await refusal(await claimReward(auth, { period: 'weekly' }), 422, 'already_claimed');
    const monthly = await claimReward(auth, { period: 'monthly' });
    expect(vipClaimResponseSchema.parse(await monthly.json()).data.amount).toBe(1025);
    expect(await cash(user.id)).toBe(before + 700 + 1025);
    expect((await state(auth)).player?.weekly.state).toBe('claimed');
    const week = isoWeek(new Date()).key;
    expect((await vipPayments(user.id)).map(([k]) => k)).toContain(`vip:weekly:${user.id}:${week}`);
  });

  it('refuses a player who has not wagered this period, or whose level has no reward', async () => {
    // Level one from wagering two months ago, nothing since.
    const { user, auth } = await loggedInPlayer(db);
    await db.query(
      `INSERT INTO player_stats (user_id, currency, day, wagered, edge, bets)
       VALUES ($1, 'RUB', (now() AT TIME ZONE 'UTC')::date - 62, 20000, 200, 3)`,
      [user.id],
    );
    const s = await state(auth);
    expect(s.player?.level).toBe(1);
    expect(s.player?.weekly.state).toBe('no_wager');
    await refusal(await claimReward(auth, { period: 'weekly' }), 422, 'no_wager');
    await refusal(await claimReward(auth, { period: 'monthly' }), 422, 'no_wager');

    const { auth: newcomer } = await loggedInPlayer(db);
    expect((await state(newcomer)).player?.weekly.state).toBe('none');
    await refusal(await claimReward(newcomer, { period: 'monthly' }), 422, 'no_reward');
  });
});

describe('bad input', () => {
  it('answers 4xx in the spec error shape, never 500', async () => {
    const { auth } = await loggedInPlayer(db);
    await refusal(await claimReward(auth, { period: 'daily' }), 422, 'invalid_value');
    await refusal(await claimReward(auth, {}), 422, 'invalid_value');
    await refusal(await claimReward(auth, { period: 'weekly', extra: 1 }), 422, 'unknown_field');
    await refusal(await claimReward(auth, '{"period":'), 422, 'invalid_json');
    await refusal(await claimRakeback(auth, { currency: 'XXX' }), 422, 'invalid_value');
    expect((await claimRakeback(auth, [])).status).toBe(422);
    expect((await api().request('/api/v2/vip?lang=xx', { headers: host })).status).toBe(422);
    // Claims need a session; a dead token on the read is a 401 for the client to refresh.
    expect((await claimRakeback(host)).status).toBe(401);
    expect((await claimReward(host, { period: 'weekly' })).status).toBe(401);
    expect(
      (await api().request('/api/v2/vip', { headers: { ...host, authorization: `Bearer ${'x'.repeat(40)}` } })).status,
    ).toBe(401);
  });

  it('leaves a ledger that proves itself', async () => {
    const report = await checkLedger(db);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });
});
