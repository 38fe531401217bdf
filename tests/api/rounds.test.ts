import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RoundResponse, roundResponseSchema, verifyResponseSchema } from '../../src/contract/bets';
import { fairRotateResponseSchema } from '../../src/contract/fair';
import { betDetailResponseSchema } from '../../src/contract/feed';
import { asRound, PLAY_GAMES, recheck } from '../../src/games/play';
import { hiloReplay, rankOf } from '../../src/games/hilo/math';
import { payoutOf, roundingFloat } from '../../src/games/kit/fair';
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
    // 1000 × the multiplier; a fraction of a kopeck is paid by the game's own rounding float.
    const own = { serverSeed: rows[0]!.server_seed, clientSeed: open.fair.client_seed, nonce: open.fair.nonce };
    const payout = payoutOf(1000, minerMultiplier(3, 2), roundingFloat(own));
    expect(done.bet.payout).toBe(payout);
    expect(await balanceOf(user.id)).toBe(9000 + payout);
    expect((await api().request('/miner/bets/current', { headers: auth })).status).toBe(404);
    // Now the seed may rotate, and it is the one the game used.
    const rot = fairRotateResponseSchema.parse(await (await post('/general/fair/rotate', auth)).json());
    expect(rot.revealed.server_seed).toBe(rows[0]!.server_seed);
    // With the seed revealed, anyone recomputes the game from its mine count and opened tiles.
    const checked = await verify('miner', rows[0]!.server_seed, done, {
      mines: 3,
      revealed: done.bet.state.revealed,
    });
    expect(checked).toMatchObject({ multiplier: done.bet.multiplier, payout: done.bet.payout });
    expect(checked.outcome.mines).toEqual(mines);
    // The bet as the live feed opens it checks out in the browser's code; a changed payout does not.
    const detail = betDetailResponseSchema.parse(
      await (await api().request(`/general/bets/${done.bet.id}`, { headers: auth })).json(),
    ).data;
    const seed = { serverSeed: detail.server_seed!, clientSeed: detail.fair.client_seed, nonce: detail.fair.nonce };
    expect(recheck(detail, seed)).toBe(true);
    expect(recheck({ ...detail, payout: detail.payout + 1 }, seed)).toBe(false);
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
    const checked = await verify('miner', rows[0]!.server_seed, res, { mines: 24, revealed: [mines[0]] });
    expect(checked).toMatchObject({ multiplier: 0, payout: 0, outcome: { hit: mines[0] } });
  });

  it('the operator timeout cashes out games left open', async () => {
    const { user, auth } = await player(5000);
    await post('/miner/bets', auth, { amount: 500, mines: 5 });
    await db.query("UPDATE bets SET created_at = now() - interval '31 days' WHERE user_id = $1", [user.id]);
    expect(
      await expireOpenRounds(db, PLAY_GAMES.filter((g) => g.kind === 'round').map(asRound), 30),
    ).toBeGreaterThanOrEqual(1);
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
    await post('/general/fair/rotate', auth);
    const checked = await verify('hilo', seed.serverSeed, done, { actions: done.bet.state.actions });
    expect(checked).toMatchObject({ multiplier: done.bet.multiplier, payout: done.bet.payout });
    const detail = betDetailResponseSchema.parse(
      await (await api().request(`/general/bets/${done.bet.id}`, { headers: auth })).json(),
    ).data;
    expect(recheck(detail, seed)).toBe(true);
    expect(recheck({ ...detail, outcome: { actions: ['skip'] } }, seed)).toBe(false);
  });
});

describe('GET /fair/verify for rounds', () => {
  it('refuses moves a game cannot have made, in the error shape', async () => {
    const q = (params: unknown) =>
      new URLSearchParams({
        game: 'miner',
        server_seed: 'a'.repeat(64),
        client_seed: 'c',
        nonce: '0',
        params: JSON.stringify(params),
      });
    const twice = await api().request(`/general/fair/verify?${q({ mines: 3, revealed: [4, 4] })}`);
    expect(twice.status).toBe(422);
    expect(await twice.json()).toMatchObject({ errors: { 'params.revealed': expect.any(Array) } });
    expect((await api().request(`/general/fair/verify?${q({ mines: 25, revealed: [] })}`)).status).toBe(422);
    const ok = await api().request(`/general/fair/verify?${q({ mines: 3, revealed: [] })}`);
    // Cashing out before any tile returns the stake.
    expect(verifyResponseSchema.parse(await ok.json())).toMatchObject({ multiplier: 1, payout: 100 });
  });
});

/** GET /fair/verify for a finished round, with the seed it was played on. */
async function verify(game: 'miner' | 'hilo', serverSeed: string, r: RoundResponse, params: unknown) {
  const q = new URLSearchParams({
    game,
    server_seed: serverSeed,
    client_seed: r.fair.client_seed,
    nonce: String(r.fair.nonce),
    params: JSON.stringify(params),
    amount: String(r.bet.amount),
  });
  const res = await api().request(`/general/fair/verify?${q}`);
  expect(res.status).toBe(200);
  return verifyResponseSchema.parse(await res.json());
}
