// Bonus money through the ledger (issue 20, docs/decisions/039-bonus-money.md): redemption at
// its limits, the deposit match, cash-first stakes, wagering with weights and the maximum stake,
// conversion capped at the maximum cash-out, expiry, forfeit, withdrawal, cashback — each written
// as the player who wants to beat the house would try it, with the ledger check after all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerBonusesResponseSchema, playerBonusResponseSchema } from '../../src/contract/bonus';
import { apiErrorSchema } from '../../src/contract/errors';
import { depositResponseSchema } from '../../src/contract/wallet';
import { PLAY_SLUGS } from '../../src/games/play';
import { expireBonuses, grantCashback } from '../../src/server/bonus/bonuses.server';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import { balancesOf, checkLedger, inWalletTransaction, startExclusion } from '../../src/server/wallet';
import { sandboxCharge } from '../../src/server/wallet/payments.server';
import { configDir, promoMaker, freshDb, fundedPlayer, json, loggedInPlayer, testApi } from './helpers';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(async () => {
  const report = await checkLedger(db);
  expect(report.problems).toEqual([]);
  await drop();
});

const weights = { dice: 100, coinflip: 50 };
const templates = {
  match: {
    kind: 'deposit_match',
    name: 'Match',
    percent: 50,
    wagering: 4,
    weights,
    defaultWeight: 0,
    currencies: { RUB: { amount: 10_000, minDeposit: 15_000, maxStake: 2_000, maxCashout: 12_000 } },
  },
  gift: {
    kind: 'no_deposit',
    name: 'Gift',
    wagering: 1,
    weights,
    defaultWeight: 0,
    currencies: {
      RUB: { amount: 5_000, maxStake: 1_000 },
      USD: { amount: 1, maxStake: 1 },
      KZT: { amount: 9_000_000_000_000, maxStake: 9_000_000_000_000 },
      INR: { amount: 5_000 },
      EUR: { amount: 5_000 },
    },
  },
  kzonly: { kind: 'no_deposit', name: 'KZ', regions: ['KZ'], currencies: { RUB: { amount: 1_000 } } },
  usdonly: { kind: 'no_deposit', name: 'USD', currencies: { USD: { amount: 1_000 } } },
  free: { kind: 'free_bets', name: 'Free', game: 'dice', count: 3, wagering: 1, currencies: { RUB: { amount: 500 } } },
  instant: { kind: 'no_deposit', name: 'Instant', wagering: 0, currencies: { RUB: { amount: 700 } } },
  sport: { kind: 'no_deposit', name: 'Sport', product: 'sportsbook', currencies: { RUB: { amount: 3_000 } } },
  cash: { kind: 'cashback', name: 'Cashback', percent: 10, period: 'day', currencies: { RUB: { amount: 100_000 } } },
};
const limits = { RUB: { games: { dice: { min: 100, max: 1_000_000 } } } };
const store = new ConfigStore(
  configDir({ bonuses: { templates }, limits, operator: { wallet: { providers: ['sandbox'] } } }),
);
const api = () => testApi(db, store);

const promo = promoMaker(() => db, store, 'BM');
let seq = 0;
type Auth = Record<string, string>;
const redeem = (auth: Auth, promo: unknown) => api().request('/api/v2/bonuses/redeem', json({ promo }, auth));
const mine = async (auth: Auth) =>
  playerBonusesResponseSchema.parse(await (await api().request('/api/v2/bonuses', { headers: auth })).json()).data;
const balances = (userId: number, currency = 'RUB') => balancesOf(db, userId, currency);
const errorCode = async (res: Response) => Object.values(apiErrorSchema.parse(await res.json()).errors ?? {})[0]?.[0];

let nonce = 0;
/**
 * One instant bet, straight through the database's bet movement (p_bonus_ok, counted for loyalty at
 * `edgeRate`: the rate a game's math hands it, 1 % here; without one it counts nothing), then its bet row
 * naming the movement's transaction, as casino_place_bet writes them (without its seeds'
 * compare-and-set: bets of one player at once race here on the money, not on the nonce). Without
 * the row the game's books would not know the money (reconcile ends the file). A refused bet
 * writes neither; a room's stake has no bet row (a room entry is the rooms' own book).
 */
async function move(
  userId: number,
  game: string,
  stake: number,
  payout: number,
  { currency = 'RUB', edgeRate = 0.01 as number | null } = {},
) {
  const res = await db.query<{ transaction_id: string; balance: string }>(
    'SELECT * FROM wallet_game_move($1, $2, $3, $4, $5, NULL, $6, NULL, NULL, true, $7)',
    [userId, currency, game, stake, payout, 'bet', edgeRate],
  );
  if ((PLAY_SLUGS as readonly string[]).includes(game)) {
    await db.query(
      `INSERT INTO fair_seed_pairs (user_id, server_seed, server_seed_hash, client_seed) VALUES ($1, 'bm', 'bm', 'bm')
       ON CONFLICT (user_id) WHERE revealed_at IS NULL DO NOTHING`,
      [userId],
    );
    await db.query(
      `INSERT INTO bets (user_id, game, currency, amount, seed_pair_id, nonce, server_seed_hash, client_seed, params,
                         outcome, multiplier, payout, status, idempotency_key, settled_at, transaction_id)
       SELECT $1, $2, $3, $4::bigint, p.id, $6::bigint, p.server_seed_hash, p.client_seed, '{}', '{}',
              $5::numeric / $4::bigint, $5::bigint, 'settled', 'bm-' || $6::bigint, now(), $7::bigint
         FROM fair_seed_pairs p WHERE p.user_id = $1 AND p.revealed_at IS NULL`,
      [userId, game, currency, stake, payout, ++nonce, res.rows[0]!.transaction_id],
    );
  }
  return res;
}
const bonusRow = async (id: number) => {
  const r = (
    await db.query<{ status: string; wager_remaining: string; settled_amount: string | null }>(
      'SELECT status, wager_remaining, settled_amount FROM bonuses WHERE id = $1',
      [id],
    )
  ).rows[0]!;
  return {
    status: r.status,
    wager_remaining: Number(r.wager_remaining),
    settled_amount: r.settled_amount === null ? null : Number(r.settled_amount),
  };
};

async function deposit(auth: Auth, amount: number) {
  const res = await api().request(
    '/wallet/deposits',
    json({ amount, method: 'sandbox' }, { ...auth, 'idempotency-key': `deposit-${++seq}-${Date.now()}` }),
  );
  expect(res.status, await res.clone().text()).toBe(200);
  const d = depositResponseSchema.parse(await res.json()).data;
  expect(await sandboxCharge(db, d.id, '4242424242424242')).toBe('paid');
}

describe('redeeming a code', () => {
  it('a deposit match waits for a deposit at its minimum, then grants percent of it up to its cap', async () => {
    const { user, auth } = await loggedInPlayer(db);
    const res = await redeem(auth, (await promo('match')).toLowerCase());
    expect(res.status).toBe(200);
    const b = playerBonusResponseSchema.parse(await res.json()).data;
    expect(b).toMatchObject({ status: 'waiting', amount: 0, balance: 0 });
    expect(b.terms).toMatchObject({
      percent: 50,
      maxStake: 2_000,
      maxCashout: 12_000,
      wagering: 4,
      minDeposit: 15_000,
    });
    await deposit(auth, 10_000); // below the minimum: nothing
    expect((await mine(auth))[0]).toMatchObject({ status: 'waiting' });
    await deposit(auth, 16_000);
    const [active] = await mine(auth);
    expect(active).toMatchObject({ status: 'active', amount: 8_000, balance: 8_000, wager_required: 32_000 });
    expect(await balances(user.id)).toMatchObject({ balance: 26_000, bonusBalance: 8_000 });
    const profile = await (await api().request('/profile/user', { headers: auth })).json();
    expect(profile.user).toMatchObject({ balance: 26_000, bonus_balance: 8_000, total_balance: 34_000 });
  });

  it('two deposits paid at once grant the one waiting match once', async () => {
    const { user, auth } = await loggedInPlayer(db);
    expect((await redeem(auth, await promo('match'))).status).toBe(200);
    const ids: string[] = [];
    for (const amount of [20_000, 30_000]) {
      const res = await api().request(
        '/wallet/deposits',
        json({ amount, method: 'sandbox' }, { ...auth, 'idempotency-key': `deposit-${++seq}-${Date.now()}` }),
      );
      ids.push(depositResponseSchema.parse(await res.json()).data.id);
    }
    await Promise.all(ids.map((id) => sandboxCharge(db, id, '4242424242424242')));
    const { rows } = await db.query<{ amount: string }>(
      `SELECT amount FROM bonuses WHERE user_id = $1 AND status <> 'waiting'`,
      [user.id],
    );
    expect(rows.length).toBe(1);
    expect([10_000]).toContain(Number(rows[0]!.amount));
    expect(await balances(user.id)).toMatchObject({ balance: 50_000, bonusBalance: 10_000 });
  });

  it('terms are frozen when the player accepts: an operator edit before the deposit changes nothing', async () => {
    const { auth } = await loggedInPlayer(db);
    const code = await promo('match');
    expect((await redeem(auth, code)).status).toBe(200);
    const before = store.current.bonuses.templates.match!;
    store.current.bonuses.templates.match = { ...before, percent: 10 };
    try {
      await deposit(auth, 40_000);
    } finally {
      store.current.bonuses.templates.match = before;
    }
    expect((await mine(auth))[0]).toMatchObject({ status: 'active', amount: 10_000 });
  });

  it('refuses over the limits, in another region or currency, during a break, and for cashback', async () => {
    const { auth } = await loggedInPlayer(db);
    const once = await promo('gift');
    expect((await redeem(auth, once)).status).toBe(200);
    const again = await redeem(auth, once);
    expect(again.status).toBe(422);
    expect(await errorCode(again)).toMatch(/^already_redeemed/);
    expect((await redeem(auth, await promo('kzonly'))).status).toBe(422);
    expect((await redeem(auth, await promo('usdonly'))).status).toBe(422);
    // A code cannot be made for a cashback (it comes by itself); one whose template became a
    // cashback later is refused at redemption.
    await expect(promo('cash')).rejects.toThrow(/cashback/);
    await db.query(
      `INSERT INTO promo_codes (code, template, per_player, created_by) VALUES ('BMCASH', 'cash', 1, 'test')`,
    );
    expect((await redeem(auth, 'BMCASH')).status).toBe(422);
    for (const bad of ['NOPE', '', 'x', 42, '../x'])
      expect((await redeem(auth, bad)).status).toBeGreaterThanOrEqual(400);
    const late = await promo('gift', {
      validFrom: new Date(Date.now() - 7200_000),
      validUntil: new Date(Date.now() - 1),
    });
    expect((await redeem(auth, late)).status).toBe(404);
    const resting = await loggedInPlayer(db);
    await inWalletTransaction(db, (tx) => startExclusion(tx, resting.user.id, { kind: 'cool_off', period: '1d' }));
    expect((await redeem(resting.auth, await promo('gift'))).status).toBe(403);
    // Nothing of the refused calls stands.
    expect((await mine(auth)).map((b) => b.template)).toEqual(['gift']);
  });

  it('a code is used once per device too: a second account on the same device is refused', async () => {
    const code = await promo('gift');
    const first = await loggedInPlayer(db);
    const second = await loggedInPlayer(db);
    const elsewhere = await loggedInPlayer(db);
    for (const [p, device] of [
      [first, 'dev-shared'],
      [second, 'dev-shared'],
      [elsewhere, 'dev-other'],
    ] as const) {
      await db.query('INSERT INTO user_devices (user_id, device_id) VALUES ($1, $2)', [p.user.id, device]);
    }
    expect((await redeem(first.auth, code)).status).toBe(200);
    const refused = await redeem(second.auth, code);
    expect(refused.status).toBe(422);
    expect(await errorCode(refused)).toMatch(/^already_redeemed: .*device/);
    expect((await redeem(elsewhere.auth, code)).status).toBe(200);
    // A login fingerprint shared with another account is not a device: identical phones share one.
    const twin = await loggedInPlayer(db);
    await db.query(`INSERT INTO user_devices (user_id, device_id) VALUES ($1, 'fp:same'), ($2, 'fp:same')`, [
      elsewhere.user.id,
      twin.user.id,
    ]);
    expect((await redeem(twin.auth, code)).status).toBe(200);
  });

  it('two redemptions at once never pass a limit together', async () => {
    const code = await promo('gift', { maxRedemptions: 1 });
    const players = await Promise.all([loggedInPlayer(db), loggedInPlayer(db), loggedInPlayer(db)]);
    const codes = (await Promise.all(players.map((p) => redeem(p.auth, code)))).map((r) => r.status).sort();
    expect(codes).toEqual([200, 404, 404]);
    const { auth } = await loggedInPlayer(db);
    const twice = await promo('gift');
    const same = (await Promise.all([redeem(auth, twice), redeem(auth, twice)])).map((r) => r.status).sort();
    expect(same).toEqual([200, 422]);
    expect((await mine(auth)).length).toBe(1);
  });
});

describe('staking and wagering', () => {
  it('takes cash first, splits the payout by shares (the bonus side rounded down) and counts weights', async () => {
    const { user, auth } = await fundedPlayer(db, 300);
    expect((await redeem(auth, await promo('gift'))).status).toBe(200);
    const [b] = await mine(auth);
    expect(b).toMatchObject({ status: 'active', balance: 5_000, wager_required: 5_000 });
    // 1,000 staked: 300 cash + 700 bonus; 1,001 back: 700.7 → 700 to the bonus, 301 to cash.
    await move(user.id, 'dice', 1_000, 1_001);
    expect(await balances(user.id)).toMatchObject({ balance: 301, bonusBalance: 5_000 });
    expect((await bonusRow(b!.id)).wager_remaining).toBe(4_000);
    // Coinflip counts half; a game without a weight is played with cash only and counts nothing.
    await move(user.id, 'coinflip', 200, 0);
    expect((await bonusRow(b!.id)).wager_remaining).toBe(3_900);
    await expect(move(user.id, 'keno', 500, 0)).rejects.toThrow(/insufficient_funds/);
    await move(user.id, 'keno', 101, 0);
    expect((await bonusRow(b!.id)).wager_remaining).toBe(3_900);
    expect(await balances(user.id)).toMatchObject({ balance: 0, bonusBalance: 5_000 });
  });

  it('refuses bonus money above the maximum stake, and a stake above the money there is, changing nothing', async () => {
    const { user, auth } = await loggedInPlayer(db);
    expect((await redeem(auth, await promo('gift'))).status).toBe(200);
    await expect(move(user.id, 'dice', 1_001, 0)).rejects.toThrow(/bonus_max_stake/);
    const res = await api().request(
      '/dice/bets',
      json({ amount: 1_500, target: 50, condition: 'over' }, { ...auth, 'idempotency-key': `k-${Date.now()}` }),
    );
    expect(res.status).toBe(422);
    expect(await errorCode(res)).toMatch(/^bonus_max_stake/);
    expect(await balances(user.id)).toMatchObject({ balance: 0, bonusBalance: 5_000 });
  });

  it('converts at zero remaining in the bet itself, up to the maximum cash-out; the rest goes back', async () => {
    const { user, auth } = await loggedInPlayer(db);
    expect((await redeem(auth, await promo('match'))).status).toBe(200);
    await deposit(auth, 20_000);
    const [b] = await mine(auth);
    expect(b).toMatchObject({ amount: 10_000, wager_required: 40_000 });
    // 2,000 at most a stake. Cash goes first: ten losing stakes take the 20,000 cash (and count),
    // then a big win on bonus money lifts the bonus above the 12,000 cash-out cap.
    for (let i = 0; i < 10; i++) await move(user.id, 'dice', 2_000, 0);
    expect(await balances(user.id)).toMatchObject({ balance: 0, bonusBalance: 10_000 });
    await move(user.id, 'dice', 2_000, 20_000);
    expect(await balances(user.id)).toMatchObject({ balance: 0, bonusBalance: 28_000 });
    for (let i = 0; i < 8; i++) await move(user.id, 'dice', 2_000, 2_000);
    expect((await bonusRow(b!.id)).status).toBe('active');
    const last = await move(user.id, 'dice', 2_000, 2_000);
    expect(Number(last.rows[0]!.balance)).toBe(12_000);
    expect(await bonusRow(b!.id)).toMatchObject({ status: 'converted', settled_amount: 12_000 });
    expect(await balances(user.id)).toMatchObject({ balance: 12_000, bonusBalance: 0 });
    const removed = await db.query<{ meta: { removed: number } }>(
      `SELECT meta FROM wallet_transactions WHERE idempotency_key = $1 AND kind = 'bonus_converted'`,
      [`bonus:${b!.id}:end`],
    );
    expect(removed.rows[0]!.meta.removed).toBe(16_000);
  });

  it('bets at once at the last wagering step convert once; a forfeit racing bets removes what is left once', async () => {
    const { user, auth } = await loggedInPlayer(db);
    expect((await redeem(auth, await promo('gift'))).status).toBe(200);
    const [b] = await mine(auth);
    // 4,000 of 5,000 wagered; then ten 1,000 stakes at once: one completes it, the rest find it ended
    // (played with cash, of which there is none after the first ones) or are refused.
    for (let i = 0; i < 4; i++) await move(user.id, 'dice', 1_000, 1_000);
    const settled = await Promise.allSettled(Array.from({ length: 10 }, () => move(user.id, 'dice', 1_000, 1_000)));
    expect(settled.filter((r) => r.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
    expect(await bonusRow(b!.id)).toMatchObject({ status: 'converted', settled_amount: 5_000 });
    const ends = await db.query('SELECT 1 FROM wallet_transactions WHERE idempotency_key = $1', [`bonus:${b!.id}:end`]);
    expect(ends.rows.length).toBe(1);
    expect(await balances(user.id)).toMatchObject({ bonusBalance: 0 });

    const p = await loggedInPlayer(db);
    expect((await redeem(p.auth, await promo('gift'))).status).toBe(200);
    const [pb] = await mine(p.auth);
    const forfeit = () => api().request(`/api/v2/bonuses/${pb!.id}/forfeit`, json({}, p.auth));
    // Coinflip counts half: the five stakes cannot finish the 5,000 of wagering themselves.
    const bets = Array.from({ length: 5 }, () => move(p.user.id, 'coinflip', 1_000, 0).catch(() => null));
    const forfeits = await Promise.all([forfeit(), forfeit()]);
    await Promise.all(bets);
    expect(forfeits.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
    for (const r of forfeits) expect([200, 422]).toContain(r.status);
    const row = await bonusRow(pb!.id);
    // Ended once, one way or the other, with nothing left in its account and every unit accounted for.
    expect(['forfeited', 'spent']).toContain(row.status);
    expect(await balances(p.user.id)).toMatchObject({ balance: 0, bonusBalance: 0 });
  });

  it('a bonus whose money is lost ends as spent, and the next queued one starts', async () => {
    const { user, auth } = await loggedInPlayer(db);
    expect((await redeem(auth, await promo('gift'))).status).toBe(200);
    expect((await redeem(auth, await promo('free'))).status).toBe(200);
    const [first, second] = await mine(auth);
    expect([first!.status, second!.status]).toEqual(['active', 'queued']);
    // Coinflip counts half: 5,000 lost leaves 2,500 to wager and nothing to wager it with.
    for (let i = 0; i < 5; i++) await move(user.id, 'coinflip', 1_000, 0);
    const after = await mine(auth);
    expect(after.find((b) => b.template === 'gift')).toMatchObject({ status: 'spent', balance: 0 });
    // Free bets: 3 × 500 on dice only, each exactly one bet's stake at most.
    expect(after.find((b) => b.template === 'free')).toMatchObject({ status: 'active', balance: 1_500 });
    await expect(move(user.id, 'dice', 600, 0)).rejects.toThrow(/bonus_max_stake/);
    await expect(move(user.id, 'coinflip', 100, 0)).rejects.toThrow(/insufficient_funds/);
  });

  it('a sportsbook bonus never pays a casino stake; a bonus with nothing to wager is cash at once', async () => {
    const { user, auth } = await loggedInPlayer(db);
    expect((await redeem(auth, await promo('sport'))).status).toBe(200);
    await expect(move(user.id, 'dice', 100, 0)).rejects.toThrow(/insufficient_funds/);
    expect((await redeem(auth, await promo('instant'))).status).toBe(200);
    expect(await balances(user.id)).toMatchObject({ balance: 700, bonusBalance: 3_000 });
  });

  it('counts own-money play in the player statistics at its edge, but not a room pot or a bare stake (red team, issue 38)', async () => {
    const { user } = await fundedPlayer(db, 10_000);
    await move(user.id, 'dice', 1_000, 0);
    // A room's stake (and any movement that does not settle a whole bet) comes without an edge rate:
    // it counts nothing.
    await move(user.id, 'dice', 5_000, 0, { edgeRate: null });
    const { rows } = await db.query<{ wagered: string; edge: string; bets: number }>(
      'SELECT wagered, edge, bets FROM player_stats WHERE user_id = $1',
      [user.id],
    );
    expect(rows.map((r) => [Number(r.wagered), Number(r.edge), Number(r.bets)])).toEqual([[1_000, 10, 1]]);
  });

  it('works at the smallest and largest amounts of each currency', async () => {
    for (const currency of ['USD', 'KZT', 'INR', 'EUR'] as const) {
      const { user, auth } = await loggedInPlayer(db, { currency });
      expect((await redeem(auth, await promo('gift'))).status).toBe(200);
      const amount = templates.gift.currencies[currency].amount;
      expect((await balances(user.id, currency)).bonusBalance).toBe(amount);
      await move(user.id, 'dice', 1, 0, { currency });
      expect((await balances(user.id, currency)).bonusBalance).toBe(amount - 1);
    }
  });
});

describe('ending a bonus', () => {
  it('expiry and forfeit remove the money with a ledger transaction; a second end changes nothing', async () => {
    const a = await loggedInPlayer(db);
    expect((await redeem(a.auth, await promo('gift'))).status).toBe(200);
    const [b] = await mine(a.auth);
    await db.query(`UPDATE bonuses SET expires_at = now() - interval '1 second' WHERE id = $1`, [b!.id]);
    expect(await expireBonuses(db)).toBeGreaterThanOrEqual(1);
    expect(await bonusRow(b!.id)).toMatchObject({ status: 'expired', settled_amount: 5_000 });
    expect((await balances(a.user.id)).bonusBalance).toBe(0);
    const p = await loggedInPlayer(db);
    expect((await redeem(p.auth, await promo('gift'))).status).toBe(200);
    const [pb] = await mine(p.auth);
    expect((await api().request(`/api/v2/bonuses/${pb!.id}/forfeit`, json({}, a.auth))).status).toBe(404);
    const res = await api().request(`/api/v2/bonuses/${pb!.id}/forfeit`, json({}, p.auth));
    expect(playerBonusResponseSchema.parse(await res.json()).data).toMatchObject({ status: 'forfeited', balance: 0 });
    expect((await api().request(`/api/v2/bonuses/${pb!.id}/forfeit`, json({}, p.auth))).status).toBe(422);
    expect((await api().request('/api/v2/bonuses/abc/forfeit', json({}, p.auth))).status).toBe(404);
  });

  it('a withdrawal forfeits the live bonus, keeping the cash', async () => {
    const { user, auth } = await fundedPlayer(db, 50_000);
    expect((await redeem(auth, await promo('gift'))).status).toBe(200);
    const res = await api().request(
      '/wallet/withdrawals',
      json(
        { amount: 20_000, method: 'sandbox', destination: '4242424242424242' },
        { ...auth, 'idempotency-key': `withdraw-${++seq}-${Date.now()}` },
      ),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await mine(auth))[0]).toMatchObject({ status: 'forfeited' });
    expect(await balances(user.id)).toMatchObject({ balance: 30_000, bonusBalance: 0 });
  });

  it('cashback pays percent of the last day’s own-money loss once, whoever runs it', async () => {
    const { user } = await fundedPlayer(db, 10_000);
    await move(user.id, 'dice', 4_000, 1_000);
    await db.query(`UPDATE player_stats SET day = day - 1 WHERE user_id = $1`, [user.id]);
    await Promise.all([grantCashback(db, store.current.bonuses), grantCashback(db, store.current.bonuses)]);
    const { rows } = await db.query<{ amount: string }>(`SELECT amount FROM bonuses WHERE user_id = $1`, [user.id]);
    expect(rows.map((r) => Number(r.amount))).toEqual([300]);
  });

  it('cashback counts a bonus converted in the period as a gain (red team: it refunded cleared bonuses)', async () => {
    const { user, auth } = await fundedPlayer(db, 10_000);
    expect((await redeem(auth, await promo('instant'))).status).toBe(200); // 700 converted at once
    await move(user.id, 'keno', 4_000, 1_000);
    await db.query(`UPDATE player_stats SET day = day - 1 WHERE user_id = $1`, [user.id]);
    await db.query(`UPDATE bonuses SET ended_at = ended_at - interval '1 day' WHERE user_id = $1`, [user.id]);
    await grantCashback(db, store.current.bonuses);
    const { rows } = await db.query<{ amount: string }>(
      `SELECT amount FROM bonuses WHERE user_id = $1 AND kind = 'cashback'`,
      [user.id],
    );
    // 10% of (3,000 lost − 700 converted).
    expect(rows.map((r) => Number(r.amount))).toEqual([230]);
  });

  it('a casino cashback pays back casino losses only, and only of settled bets (issue 38)', async () => {
    const { user } = await fundedPlayer(db, 200_000);
    // Yesterday: 2,000 lost on the casino, and 50,000 staked on the sportsbook that later won
    // 100,000 (counted once settled, as a win: no loss). A stake still open counts nowhere.
    await move(user.id, 'dice', 2_000, 0);
    await db.query(`SELECT loyalty_count($1, 'RUB', 'sportsbook', 'betting', 50000, 100000, 1000)`, [user.id]);
    await db.query(`UPDATE player_stats SET day = day - 1 WHERE user_id = $1`, [user.id]);
    // A sportsbook loss of yesterday too: still not the casino template's to pay back.
    await db.query(
      `INSERT INTO player_stats (user_id, currency, day, product, wagered, paid, edge, bets)
       VALUES ($1, 'RUB', (now() AT TIME ZONE 'UTC')::date - 2, 'sportsbook', 30000, 0, 1500, 1)`,
      [user.id],
    );
    await grantCashback(db, store.current.bonuses);
    const { rows } = await db.query<{ amount: string }>(
      `SELECT amount FROM bonuses WHERE user_id = $1 AND kind = 'cashback'`,
      [user.id],
    );
    // 10 % of the casino's 2,000, not of the sportsbook's 30,000 nor of an open 50,000 stake.
    expect(rows.map((r) => Number(r.amount))).toEqual([200]);
  });
});

describe('wagering is exact (issue 38)', () => {
  const exact = {
    templates: {
      tenth: {
        kind: 'no_deposit',
        name: 'Tenth',
        wagering: 1,
        weights: { dice: 10, roulette: 25 },
        currencies: { RUB: { amount: 100 } },
      },
    },
  };
  const exactStore = new ConfigStore(configDir({ bonuses: exact, limits }));
  const exactPromo = promoMaker(() => db, exactStore, 'EX');

  it('one-kopeck bets at a 10 % weight take a tenth of a kopeck each, never a whole one', async () => {
    const { user, auth } = await loggedInPlayer(db);
    expect(
      (
        await testApi(db, exactStore).request(
          '/api/v2/bonuses/redeem',
          json({ promo: await exactPromo('tenth') }, auth),
        )
      ).status,
    ).toBe(200);
    const [b] = await mine(auth);
    expect(b).toMatchObject({ wager_required: 100, wager_remaining: 100 });
    // 100 bets of 0.01 ₽ staked from the bonus (each paying its stake back, so the bonus lasts):
    // 100 × 0.1 = 10 of the 100 to wager. Rounded up per bet (the old rule) they counted 100,
    // cleared the bonus and converted it to cash.
    for (let i = 0; i < 100; i++) await move(user.id, 'dice', 1, 1);
    const row = await bonusRow(b!.id);
    expect(row.status).toBe('active');
    expect(row.wager_remaining).toBeCloseTo(90, 9);
    // Roulette counts 25 %: four kopecks clear exactly one.
    for (let i = 0; i < 4; i++) await move(user.id, 'roulette', 1, 1);
    expect((await bonusRow(b!.id)).wager_remaining).toBeCloseTo(89, 9);
    // A fraction left is shown rounded up: what remains is never shown as less than it is.
    await move(user.id, 'dice', 1, 1);
    expect((await mine(auth))[0]).toMatchObject({ wager_remaining: 89 });
    expect((await bonusRow(b!.id)).wager_remaining).toBeCloseTo(88.9, 9);
  });

  it('a game the template does not name earns no wagering and stakes no bonus money (defaultWeight 0)', async () => {
    const { user, auth } = await fundedPlayer(db, 500);
    expect(
      (
        await testApi(db, exactStore).request(
          '/api/v2/bonuses/redeem',
          json({ promo: await exactPromo('tenth') }, auth),
        )
      ).status,
    ).toBe(200);
    const [b] = await mine(auth);
    await move(user.id, 'keno', 100, 0);
    expect(await bonusRow(b!.id)).toMatchObject({ status: 'active', wager_remaining: 100 });
    expect(await balances(user.id)).toMatchObject({ balance: 400, bonusBalance: 100 });
  });
});
