// The top (issue 20): boards of the biggest wins and the most wagered built from real coinflip bets,
// hidden players shown hidden, and races paid through the ledger exactly once even when several
// callers (on PostgreSQL: separate connection pools, as separate processes would be) end the same
// period together.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betResponseSchema } from '../../src/contract/bets';
import type { Currency } from '../../src/contract/common';
import { apiErrorSchema } from '../../src/contract/errors';
import { publicNameKey } from '../../src/contract/public-name';
import { racesResponseSchema, topResponseSchema } from '../../src/contract/top';
import { ConfigStore } from '../../src/server/config/store.server';
import { openDatabase } from '../../src/server/db/index.server';
import type { Db } from '../../src/server/db/types';
import { topCache } from '../../src/server/top/top.server';
import { balancesOf, checkLedger, RACE_GRACE_MS, settleEndedRaces } from '../../src/server/wallet';
import { configDir, freshDb, fundedPlayer, json, testApi } from './helpers';

let db: Db;
let url: string | undefined;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop, url } = await freshDb());
  // The boards are read again after each step; the few-second memo would show the old rows.
  topCache.ms = 0;
});
afterAll(() => drop());

const limits = {
  RUB: { games: { coinflip: { min: 100, max: 1_000_000 } } },
  USD: { games: { coinflip: { min: 100 } } },
};
const races = {
  races: {
    'daily-rub': {
      name: { en: 'Daily race', ru: 'Ежедневная гонка' },
      period: 'day',
      currency: 'RUB',
      prizes: [30_000, 20_000],
      // Every place qualifies here; the qualification rule has its own test below.
      prizeWagerMultiple: 0,
    },
    'weekly-usd': { name: 'Weekly', period: 'week', currency: 'USD', prizes: [500] },
  },
};
const store = new ConfigStore(configDir({ limits, races }));
const api = () => testApi(db, store);

let keySeq = 0;
/**
 * One coinflip bet through the API. Boards rank the rated wager (issue 38: the edge a bet put at
 * risk, as a stake at 1 %); coinflip's edge is exactly 1 %, so a bet rates its stake.
 */
async function bet(auth: Record<string, string>, amount: number) {
  const res = await api().request(
    '/coinflip/bets',
    json({ amount, side: 'heads' }, { ...auth, 'idempotency-key': `top-${++keySeq}-${Date.now()}` }),
  );
  expect(res.status).toBe(200);
  return betResponseSchema.parse(await res.json());
}

async function named(name: string, opts: { hidden?: boolean; avatarHidden?: boolean; currency?: Currency } = {}) {
  const p = await fundedPlayer(db, 1_000_000, { currency: opts.currency ?? 'RUB', hidden: opts.hidden ?? false });
  await db.query('UPDATE users SET public_name = $2, public_name_key = $3, is_avatar_hidden = $4 WHERE id = $1', [
    p.user.id,
    name,
    publicNameKey(name),
    opts.avatarHidden ?? false,
  ]);
  return p;
}

const board = async (query: string, headers: Record<string, string> = {}) => {
  const res = await api().request(`/api/v2/top?${query}`, { headers: { host: 'api.casino.test', ...headers } });
  expect(res.status).toBe(200);
  return topResponseSchema.parse(await res.json()).data;
};

// Filled by the first test; the race tests use the same players and bets.
const players: { id: number; auth: Record<string, string>; wagered: number; best: number }[] = [];

describe('GET /api/v2/top', () => {
  it('ranks real coinflip bets by rated wager and by the biggest single payout, hiding players who hide', async () => {
    const alice = await named('AliceTop');
    const secret = await named('SecretTop', { hidden: true });
    const faceless = await named('FacelessTop', { avatarHidden: true });
    // Stakes chosen so the wagered order is secret > alice > faceless.
    const plan: [typeof alice, number[]][] = [
      [alice, [2_000, 2_000, 1_000]],
      [secret, [6_000, 1_000]],
      [faceless, [500, 500]],
    ];
    for (const [p, stakes] of plan) {
      let best = 0;
      for (const s of stakes) best = Math.max(best, (await bet(p.auth, s)).payout);
      // Keep betting until the player has a win on the board (a 5 % loss streak is possible).
      while (best === 0) {
        const b = await bet(p.auth, 100);
        stakes.push(100);
        best = b.payout;
      }
      players.push({ id: p.user.id, auth: p.auth, wagered: stakes.reduce((a, b) => a + b, 0), best });
    }
    const [a, s, f] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];

    for (const period of ['day', 'week', 'month']) {
      const wagered = await board(`board=wagered&period=${period}&currency=RUB`);
      expect(wagered.rows.map((r) => [r.rank, r.player, r.avatar, r.amount, r.game])).toEqual([
        [1, null, false, s.wagered, null],
        [2, 'AliceTop', true, a.wagered, null],
        [3, null, false, f.wagered, null],
      ]);
    }
    const wins = await board('board=wins&period=day&currency=RUB');
    const expected = [
      { player: 'AliceTop', avatar: true, amount: a.best, game: 'coinflip' },
      { player: null, avatar: false, amount: s.best, game: 'coinflip' },
      { player: null, avatar: false, amount: f.best, game: 'coinflip' },
    ].sort((x, y) => y.amount - x.amount);
    expect(wins.rows.map(({ rank: _, ...r }) => r)).toEqual(expected);
    expect(wins.rows.map((r) => r.rank)).toEqual([1, 2, 3]);
    // The period is today's UTC day.
    const today = new Date().toISOString().slice(0, 10);
    expect(wins.starts_at).toBe(`${today}T00:00:00.000Z`);

    // Another currency has its own board; a signed-in USD player sees theirs without asking.
    expect((await board('board=wagered&period=day&currency=USD')).rows).toEqual([]);
    const usd = await named('DollarTop', { currency: 'USD' });
    await bet(usd.auth, 300);
    const mine = await board('board=wagered&period=week', usd.auth);
    expect(mine.currency).toBe('USD');
    expect(mine.rows.map((r) => [r.player, r.amount])).toEqual([['DollarTop', 300]]);
    // Anonymous, no currency: the site's (RUB).
    expect((await board('board=wagered&period=day')).currency).toBe('RUB');
  });

  it('refuses a bad query in the spec error shape', async () => {
    for (const [q, field] of [
      ['board=losses', 'board'],
      ['period=year', 'period'],
      ['currency=XXX', 'currency'],
    ] as const) {
      const res = await api().request(`/api/v2/top?${q}`, { headers: { host: 'api.casino.test' } });
      expect(res.status).toBe(422);
      expect(apiErrorSchema.parse(await res.json()).errors?.[field]?.length).toBeGreaterThan(0);
    }
    const res = await api().request('/api/v2/races?currency=ABC', { headers: { host: 'api.casino.test' } });
    expect(res.status).toBe(422);
  });
});

describe('races', () => {
  const racesOf = async (query: string, headers: Record<string, string> = {}) => {
    const res = await api().request(`/api/v2/races?${query}`, { headers: { host: 'api.casino.test', ...headers } });
    expect(res.status).toBe(200);
    return racesResponseSchema.parse(await res.json()).data;
  };

  it('shows the running race with its prize table, standings and the viewer’s own place', async () => {
    const [a, s, f] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    const { races: list } = await racesOf('currency=RUB&lang=ru', f.auth);
    expect(list.map((r) => [r.id, r.name, r.prizes])).toEqual([['daily-rub', 'Ежедневная гонка', [30_000, 20_000]]]);
    const race = list[0]!;
    expect(new Date(race.ends_at).getTime() - new Date(race.starts_at).getTime()).toBe(86_400_000);
    expect(race.standings.map((r) => [r.rank, r.player, r.amount, r.prize])).toEqual([
      [1, null, s.wagered, 30_000],
      [2, 'AliceTop', a.wagered, 20_000],
      [3, null, f.wagered, 0],
    ]);
    expect(race.me).toEqual({ rank: 3, amount: f.wagered, prize: 0 });
    expect(race.last).toBeNull();
    // Anonymous: no own place; the USD viewer sees the USD race.
    expect((await racesOf('currency=RUB')).races[0]!.me).toBeNull();
    expect((await racesOf('currency=USD&lang=en')).races.map((r) => r.name)).toEqual(['Weekly']);
  });

  it('pays an ended period once through the ledger when two callers end it together', async () => {
    const [a, s, f] = players as [(typeof players)[0], (typeof players)[0], (typeof players)[0]];
    const cash = async (id: number) => (await balancesOf(db, id, 'RUB')).balance;
    const before = await Promise.all([a, s, f].map((p) => cash(p.id)));
    // Just after today's period ended (and its grace passed).
    const start = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
    const later = new Date(start.getTime() + 86_400_000 + RACE_GRACE_MS + 1000);

    // During the day today's period is not due: only the periods before it, recorded without winners.
    const early = await settleEndedRaces(db, store.current.races, new Date());
    expect(early.every((r) => r.winners.length === 0 && r.periodStart < start.toISOString().slice(0, 10))).toBe(true);

    // On PostgreSQL the second caller has its own pool, as another process would.
    const other = url ? await openDatabase({ url }) : db;
    try {
      const results = await Promise.all([
        settleEndedRaces(db, store.current.races, later),
        settleEndedRaces(other, store.current.races, later),
        settleEndedRaces(db, store.current.races, later),
      ]);
      const daily = results.flat().filter((r) => r.raceId === 'daily-rub');
      expect(daily).toHaveLength(1);
      expect(daily[0]!.winners.map((w) => [w.rank, w.userId, w.prize])).toEqual([
        [1, s.id, 30_000],
        [2, a.id, 20_000],
      ]);
    } finally {
      if (other !== db) await other.close();
    }
    // Once more, later: nothing new.
    expect(
      (await settleEndedRaces(db, store.current.races, new Date(later.getTime() + 3_600_000))).filter(
        (r) => r.raceId === 'daily-rub',
      ),
    ).toEqual([]);

    expect(await Promise.all([a, s, f].map((p) => cash(p.id)))).toEqual([
      before[0]! + 20_000,
      before[1]! + 30_000,
      before[2]!,
    ]);
    const { rows } = await db.query<{ idempotency_key: string; kind: string }>(
      `SELECT idempotency_key, kind FROM wallet_transactions WHERE idempotency_key LIKE 'race:daily-rub:%' ORDER BY 1`,
    );
    const day = start.toISOString().slice(0, 10);
    expect(rows).toEqual([
      { idempotency_key: `race:daily-rub:${day}:1`, kind: 'race_prize' },
      { idempotency_key: `race:daily-rub:${day}:2`, kind: 'race_prize' },
    ]);
    // The prizes came from the house's race budget (house accounts keep no cached balance).
    const house = await db.query<{ s: number | string }>(
      `SELECT sum(p.amount) AS s FROM wallet_postings p JOIN wallet_accounts a ON a.id = p.account_id
        WHERE a.user_id IS NULL AND a.kind = 'bonus_expense' AND a.name = 'races' AND a.currency = 'RUB'`,
    );
    expect(Number(house.rows[0]!.s)).toBe(-50_000);
    expect((await checkLedger(db)).problems).toEqual([]);

    // The race page shows the paid period's winners, hidden ones hidden.
    const race = (await racesOf('currency=RUB&lang=en')).races[0]!;
    expect(race.last?.starts_at).toBe(start.toISOString());
    expect(race.last?.winners.map((w) => [w.rank, w.player, w.avatar, w.amount, w.prize])).toEqual([
      [1, null, false, s.wagered, 30_000],
      [2, 'AliceTop', true, a.wagered, 20_000],
    ]);
  });

  it('never pays a period that began before the race’s startsOn', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const config = {
      races: {
        'late-rub': {
          name: 'Late',
          enabled: true,
          period: 'day' as const,
          currency: 'RUB' as const,
          prizes: [1_000],
          prizeWagerMultiple: 0,
          startsOn: tomorrow,
        },
      },
    };
    const later = new Date(Date.parse(`${tomorrow}T00:00:00Z`) + RACE_GRACE_MS + 1000);
    expect(await settleEndedRaces(db, config, later)).toEqual([]);
  });
  it('pays a place only when its wagering reaches the prize times the qualification multiple', async () => {
    const config = {
      races: {
        'qual-rub': {
          name: 'Qualified',
          enabled: true,
          period: 'month' as const,
          currency: 'RUB' as const,
          // 100× each prize: first place needs 5,000,000 wagered, second 4,000.
          prizes: [50_000, 40],
          prizeWagerMultiple: 100,
        },
      },
    };
    const ranked = [...players].sort((x, y) => y.wagered - x.wagered);
    const next = new Date(
      Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1) + RACE_GRACE_MS + 1000,
    );
    const [paid] = await settleEndedRaces(db, config, next);
    // Nobody here wagered 5,000,000: first place wins nothing; second place qualifies for its 40.
    expect(ranked[1]!.wagered).toBeGreaterThanOrEqual(4_000);
    expect(paid!.winners.map((w) => [w.rank, w.userId, w.prize])).toEqual([[2, ranked[1]!.id, 40]]);
  });
});
