// Issue 38, finding 1: zero-risk volume earns nothing. An attacker who knew only the contract opened
// miner and hilo rounds and cashed them out at once (1.00×): the stake came back exactly, yet it
// counted as wagered for VIP points, level-up rewards, rakeback, weekly and monthly rewards and races
// (1,000 pairs turned 10,000 ₽ into 28,767 ₽ and took first place in the races), and filled the boards.
// Now a cash-out needs a move first, loyalty counts the house edge each settled bet put at risk (from
// its game's own math), and a round that risked nothing is refunded by the operator's timeout without
// counting. Also finding 9: a retried bet whose first call emptied the balance answers as it did.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betResponseSchema, roundResponseSchema } from '../../src/contract/bets';
import { apiErrorSchema } from '../../src/contract/errors';
import { racesResponseSchema } from '../../src/contract/top';
import { vipResponseSchema } from '../../src/contract/vip';
import { minerMines, minerMultiplier } from '../../src/games/miner/math';
import { asRound, PLAY_GAMES } from '../../src/games/play';
import { expireOpenRounds } from '../../src/server/bets/rounds.server';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import { balancesOf } from '../../src/server/wallet';
import { configDir, freshDb, fundedPlayer, json, testApi } from './helpers';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());

const limits = {
  RUB: {
    games: {
      miner: { min: 100, max: 100_000 },
      hilo: { min: 100, max: 100_000 },
      dice: { min: 1, max: 1_000_000 },
    },
  },
};
const vip = {
  points: { RUB: 100 },
  levels: [
    {
      id: 'one',
      name: { en: 'One' },
      minPoints: 100,
      rakeback: 15,
      levelUp: { RUB: 5_000 },
      weekly: { RUB: 5_000 },
      monthly: { RUB: 5_000 },
    },
  ],
};
const races = {
  races: {
    daily: { name: { en: 'Daily' }, period: 'day', currency: 'RUB', prizes: [500_000], prizeWagerMultiple: 0 },
  },
};
const store = new ConfigStore(configDir({ limits, vip, races }));
const api = () => testApi(db, store);

let k = 0;
const key = () => `farm-${Date.now()}-${++k}`;
const post = (path: string, auth: Record<string, string>, body: unknown = {}, idem = key()) =>
  api().request(path, json(body, { ...auth, 'idempotency-key': idem }));
const cash = async (userId: number) => (await balancesOf(db, userId, 'RUB')).balance;
const errorCode = async (res: Response) =>
  Object.values(apiErrorSchema.parse(await res.json()).errors ?? {})
    .flat()[0]
    ?.split(':')[0];
const stats = async (userId: number) =>
  (
    await db.query<{ wagered: string; edge: string; bets: string; best: string }>(
      `SELECT coalesce(sum(wagered), 0)::text AS wagered, coalesce(sum(edge), 0)::text AS edge,
              coalesce(sum(bets), 0)::text AS bets, coalesce(max(best_win), 0)::text AS best
         FROM player_stats WHERE user_id = $1`,
      [userId],
    )
  ).rows.map((r) => ({
    wagered: Number(r.wagered),
    edge: Number(r.edge),
    bets: Number(r.bets),
    best: Number(r.best),
  }))[0]!;
const vipState = async (auth: Record<string, string>) =>
  vipResponseSchema.parse(await (await api().request('/api/v2/vip', { headers: auth })).json()).data.player!;
async function serverSeedOf(betId: number): Promise<string> {
  const { rows } = await db.query<{ server_seed: string }>(
    'SELECT p.server_seed FROM bets b JOIN fair_seed_pairs p ON p.id = b.seed_pair_id WHERE b.id = $1',
    [betId],
  );
  return rows[0]!.server_seed;
}

describe('zero-risk rounds earn nothing', () => {
  it('a miner or hilo round cannot be cashed out before a move, and the attempt counts nothing', async () => {
    const { user, auth } = await fundedPlayer(db, 1_000_000);
    const open = roundResponseSchema.parse(
      await (await post('/miner/bets', auth, { amount: 10_000, mines: 1 })).json(),
    );
    expect(open.bet.status).toBe('open');
    for (let i = 0; i < 20; i++) {
      const out = await post('/miner/bets/current/cashout', auth);
      expect(out.status).toBe(422);
      expect(await errorCode(out)).toBe('invalid_move');
    }
    // The stake stays in the open round; nothing moved back, nothing counted, and no second round
    // opens beside it: the attacker's loop stops at its first step.
    expect(await cash(user.id)).toBe(1_000_000 - 10_000);
    expect((await post('/miner/bets', auth, { amount: 10_000, mines: 1 })).status).toBe(422);
    const hilo = await post('/general/hilo/bets', auth, { amount: 10_000 });
    expect(hilo.status).toBe(200);
    // Skips risk nothing: still no cash-out.
    for (let i = 0; i < 3; i++) await post('/general/hilo/bets/current/guess', auth, { guess: 'skip' });
    expect(await errorCode(await post('/general/hilo/bets/current/cashout', auth))).toBe('invalid_move');

    expect(await stats(user.id)).toEqual({ wagered: 0, edge: 0, bets: 0, best: 0 });
    const me = await vipState(auth);
    expect(me).toMatchObject({ level: 0, points: 0, rakeback: [{ currency: 'RUB', available: 0 }] });
    expect(me.weekly.state).toBe('none');
    // Not on the race either (its board lists only players with a rated wager).
    const racesNow = racesResponseSchema.parse(
      await (await api().request('/api/v2/races?currency=RUB', { headers: auth })).json(),
    ).data;
    expect(racesNow.races[0]?.me).toBeNull();
  });

  it('a round played for real counts the edge its moves put at risk once it settles, not before', async () => {
    const { user, auth } = await fundedPlayer(db, 100_000);
    const open = roundResponseSchema.parse(
      await (await post('/miner/bets', auth, { amount: 10_000, mines: 3 })).json(),
    );
    // Open: nothing counted yet (the stake is not settled).
    expect(await stats(user.id)).toEqual({ wagered: 0, edge: 0, bets: 0, best: 0 });
    const mines = minerMines(
      { serverSeed: await serverSeedOf(open.bet.id), clientSeed: open.fair.client_seed, nonce: open.fair.nonce },
      3,
    );
    const safe = [...Array(25).keys()].filter((t) => !mines.includes(t));
    await post('/miner/bets/current/reveal', auth, { tile: safe[0] });
    await post('/miner/bets/current/reveal', auth, { tile: safe[1] });
    expect((await stats(user.id)).bets).toBe(0);
    const out = roundResponseSchema.parse(await (await post('/miner/bets/current/cashout', auth)).json());
    expect(out.bet.status).toBe('settled');
    // Edge at risk from miner's own math: before the first tile the stake (1×), after it P(safe) =
    // 22/25 of the multiplier after; the second tile likewise from the first tile's multiplier.
    const m1 = minerMultiplier(3, 1);
    const m2 = minerMultiplier(3, 2);
    const expected = 10_000 * (1 - (22 / 25) * m1 + (m1 - (21 / 24) * m2));
    const s = await stats(user.id);
    expect(s).toMatchObject({ wagered: 10_000, bets: 1 });
    expect(s.edge).toBeCloseTo(expected, 6);
    // ≈ 1 % of the stake: the edge is taken once, at the first tile.
    expect(s.edge).toBeGreaterThan(90);
    expect(s.edge).toBeLessThan(110);
    expect(s.best).toBe(out.bet.payout > 10_000 ? out.bet.payout : 0);
  });

  it('a lost round counts its edge; a round the operator refunds (no move) counts nothing', async () => {
    const { user, auth } = await fundedPlayer(db, 100_000);
    const open = roundResponseSchema.parse(
      await (await post('/miner/bets', auth, { amount: 10_000, mines: 24 })).json(),
    );
    const mines = minerMines(
      { serverSeed: await serverSeedOf(open.bet.id), clientSeed: open.fair.client_seed, nonce: open.fair.nonce },
      24,
    );
    const lost = roundResponseSchema.parse(
      await (await post('/miner/bets/current/reveal', auth, { tile: mines[0] })).json(),
    );
    expect(lost.bet.status).toBe('settled');
    const s = await stats(user.id);
    expect(s.bets).toBe(1);
    expect(s.edge).toBeCloseTo(10_000 * (1 - (1 / 25) * minerMultiplier(24, 1)), 6);

    const { user: idle, auth: idleAuth } = await fundedPlayer(db, 5_000);
    await post('/miner/bets', idleAuth, { amount: 500, mines: 5 });
    await db.query("UPDATE bets SET created_at = now() - interval '31 days' WHERE user_id = $1", [idle.id]);
    expect(await expireOpenRounds(db, PLAY_GAMES.filter((g) => g.kind === 'round').map(asRound), 30)).toBe(1);
    expect(await cash(idle.id)).toBe(5_000);
    expect(await stats(idle.id)).toEqual({ wagered: 0, edge: 0, bets: 0, best: 0 });
    // The refund is a refund in the ledger, not a win.
    const { rows } = await db.query<{ kind: string }>(
      `SELECT kind FROM wallet_transactions WHERE user_id = $1 AND kind IN ('refund', 'win')`,
      [idle.id],
    );
    expect(rows.map((r) => r.kind)).toEqual(['refund']);
  });

  it('an attacker with 10,000 ₽ who repeats open-and-cash-out gains nothing from any loyalty claim', async () => {
    const { user, auth } = await fundedPlayer(db, 1_000_000);
    for (let i = 0; i < 30; i++) {
      const open = await post('/miner/bets', auth, { amount: 10_000, mines: 1 });
      if (open.status === 200) await post('/miner/bets/current/cashout', auth);
    }
    const claims = await Promise.all([
      api().request('/api/v2/vip/rakeback/claim', json({}, auth)),
      api().request('/api/v2/vip/rewards/claim', json({ period: 'weekly' }, auth)),
      api().request('/api/v2/vip/rewards/claim', json({ period: 'monthly' }, auth)),
    ]);
    expect(claims.map((c) => c.status)).toEqual([422, 422, 422]);
    // One round is open with its stake; nothing else left the balance or came in.
    expect(await cash(user.id)).toBe(1_000_000 - 10_000);
    const { rows } = await db.query(
      `SELECT 1 FROM wallet_transactions WHERE user_id = $1 AND kind IN ('bonus', 'race_prize')`,
      [user.id],
    );
    expect(rows).toEqual([]);
  });
});

describe('a retried bet answers as the first did (finding 9)', () => {
  it('even when the first call emptied the balance', async () => {
    const { user, auth } = await fundedPlayer(db, 5_000);
    const idem = key();
    // Under 0.01 wins one roll in 10,001: the whole balance is almost surely lost.
    const body = { amount: 5_000, target: 0.01, condition: 'under' };
    const first = await post('/dice/bets', auth, body, idem);
    expect(first.status).toBe(200);
    const placed = betResponseSchema.parse(await first.json());
    expect(await cash(user.id)).toBe(placed.balance);
    // The retry (a lost answer, a double click) finds the same bet, whatever the balance is now.
    const again = await post('/dice/bets', auth, body, idem);
    expect(again.status).toBe(200);
    expect(betResponseSchema.parse(await again.json()).bet.id).toBe(placed.bet.id);
    // The same key with another body is still refused.
    const other = await post('/dice/bets', auth, { ...body, amount: 4_000 }, idem);
    expect(other.status).toBe(422);
    expect(await errorCode(other)).toBe('idempotency_key_reused');
    const { rows } = await db.query('SELECT 1 FROM bets WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(1);
  });
});
