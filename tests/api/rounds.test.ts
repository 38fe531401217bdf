import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundResponseSchema } from '../../src/contract/bets';
import { fairRotateResponseSchema } from '../../src/contract/fair';
import { hiloReplay, rankOf } from '../../src/games/hilo/math';
import { minerMines, minerMultiplier } from '../../src/games/miner/math';
import { expireOpenRounds } from '../../src/server/bets/rounds.server';
import { ConfigStore } from '../../src/server/config/store.server';
import { balancesOf } from '../../src/server/wallet';
import type { Db } from '../../src/server/db/types';
import { configDir, freshDb, fundedPlayer, json, testApi } from './helpers';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());

const store = new ConfigStore(configDir({ limits: { RUB: { games: { miner: { min: 100, max: 100_000 } } } } }));
// Each call builds a new app: nothing but the database carries a game from one "process" to the next.
const api = () => testApi(db, store);

/** A signed-in player with `balance` kopecks in RUB. */
const player = (balance: number) => fundedPlayer(db, balance);
const balanceOf = async (userId: number) => (await balancesOf(db, userId, 'RUB')).balance;
let k = 0;
const key = () => `round-key-${Date.now()}-${++k}`;
const post = (path: string, auth: Record<string, string>, body: unknown = {}) =>
  api().request(path, json(body, { ...auth, 'idempotency-key': key() }));

describe('miner', () => {
  it('a game survives a restart, pays the formula on cash-out and reveals its mines after', async () => {
    const { user, auth } = await player(10_000);
    const open = roundResponseSchema.parse(await (await post('/miner/bets', auth, { amount: 1000, mines: 3 })).json());
    expect(open.bet.status).toBe('open');
    expect(open.bet.state.mines).toBeUndefined();
    expect(await balanceOf(user.id)).toBe(9000);
    // A second game while one is open is refused.
    expect((await post('/miner/bets', auth, { amount: 1000, mines: 3 })).status).toBe(422);
    // Rotation would reveal the mines: refused while the game is open.
    expect((await post('/general/fair/rotate', auth)).status).toBe(422);

    // The test knows the secret (it reads the database) to pick safe tiles.
    const { rows } = await db.query<{ server_seed: string }>(
      'SELECT p.server_seed FROM bets b JOIN fair_seed_pairs p ON p.id = b.seed_pair_id WHERE b.id = $1',
      [open.bet.id],
    );
    const mines = minerMines(
      { serverSeed: rows[0]!.server_seed, clientSeed: open.fair.client_seed, nonce: open.fair.nonce },
      3,
    );
    const safe = [...Array(25).keys()].filter((t) => !mines.includes(t));
    await post('/miner/bets/current/reveal', auth, { tile: safe[0] });
    // "Restart": a fresh app resumes the same game.
    const resumed = roundResponseSchema.parse(
      await (await api().request('/miner/bets/current', { headers: auth })).json(),
    );
    expect(resumed.bet.id).toBe(open.bet.id);
    expect(resumed.bet.state.revealed).toEqual([safe[0]]);
    const second = roundResponseSchema.parse(
      await (await post('/miner/bets/current/reveal', auth, { tile: safe[1] })).json(),
    );
    expect(second.bet.multiplier).toBe(minerMultiplier(3, 2));
    const done = roundResponseSchema.parse(await (await post('/miner/bets/current/cashout', auth)).json());
    expect(done.bet.status).toBe('settled');
    expect(done.bet.state.mines).toEqual(mines);
    const payout = Math.floor((1000 * Math.round(minerMultiplier(3, 2) * 10_000)) / 10_000);
    expect(done.bet.payout).toBe(payout);
    expect(await balanceOf(user.id)).toBe(9000 + payout);
    expect((await api().request('/miner/bets/current', { headers: auth })).status).toBe(404);
    // Now the seed may rotate, and it is the one the game used.
    const rot = fairRotateResponseSchema.parse(await (await post('/general/fair/rotate', auth)).json());
    expect(rot.revealed.server_seed).toBe(rows[0]!.server_seed);
  });

  it('a mine ends the game with nothing paid', async () => {
    const { user, auth } = await player(5000);
    const open = roundResponseSchema.parse(await (await post('/miner/bets', auth, { amount: 500, mines: 24 })).json());
    const { rows } = await db.query<{ server_seed: string }>(
      'SELECT p.server_seed FROM bets b JOIN fair_seed_pairs p ON p.id = b.seed_pair_id WHERE b.id = $1',
      [open.bet.id],
    );
    const mines = minerMines(
      { serverSeed: rows[0]!.server_seed, clientSeed: open.fair.client_seed, nonce: open.fair.nonce },
      24,
    );
    const res = roundResponseSchema.parse(
      await (await post('/miner/bets/current/reveal', auth, { tile: mines[0] })).json(),
    );
    expect(res.bet.status).toBe('settled');
    expect(res.bet.payout).toBe(0);
    expect(await balanceOf(user.id)).toBe(4500);
  });

  it('the operator timeout cashes out games left open', async () => {
    const { user, auth } = await player(5000);
    await post('/miner/bets', auth, { amount: 500, mines: 5 });
    await db.query("UPDATE bets SET created_at = now() - interval '31 days' WHERE user_id = $1", [user.id]);
    expect(await expireOpenRounds(db, 30)).toBeGreaterThanOrEqual(1);
    // No tile was open: the stake comes back.
    expect(await balanceOf(user.id)).toBe(5000);
  });
});

describe('hilo', () => {
  it('guesses follow the cards of the committed seed; the game resumes and cashes out', async () => {
    const { user, auth } = await player(10_000);
    const open = roundResponseSchema.parse(await (await post('/general/hilo/bets', auth, { amount: 1000 })).json());
    const { rows } = await db.query<{ server_seed: string }>(
      'SELECT p.server_seed FROM bets b JOIN fair_seed_pairs p ON p.id = b.seed_pair_id WHERE b.id = $1',
      [open.bet.id],
    );
    const seed = { serverSeed: rows[0]!.server_seed, clientSeed: open.fair.client_seed, nonce: open.fair.nonce };
    const cards = hiloReplay(seed, []).cards;
    expect(open.bet.state.cards).toEqual(cards);
    // Skip, then guess the side that wins (the test knows the next card).
    await post('/general/hilo/bets/current/guess', auth, { guess: 'skip' });
    const next = hiloReplay(seed, ['skip', 'same']).cards;
    const guess =
      rankOf(next[2]!) > rankOf(next[1]!) ? 'higher' : rankOf(next[2]!) < rankOf(next[1]!) ? 'lower' : 'same';
    const after = roundResponseSchema.parse(
      await (await post('/general/hilo/bets/current/guess', auth, { guess })).json(),
    );
    expect(after.bet.status).toBe('open');
    const expected = hiloReplay(seed, ['skip', guess]).multiplier;
    expect(after.bet.multiplier).toBe(expected);
    const resumed = roundResponseSchema.parse(
      await (await api().request('/general/hilo/bets/current', { headers: auth })).json(),
    );
    expect(resumed.bet.multiplier).toBe(expected);
    const done = roundResponseSchema.parse(await (await post('/general/hilo/bets/current/cashout', auth)).json());
    expect(done.bet.status).toBe('settled');
    expect(await balanceOf(user.id)).toBe(9000 + done.bet.payout);
  });
});
