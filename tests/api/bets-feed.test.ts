import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betResponseSchema } from '../../src/contract/bets';
import { apiErrorSchema } from '../../src/contract/errors';
import { betDetailResponseSchema, feedResponseSchema, myBetsResponseSchema } from '../../src/contract/feed';
import { playDice } from '../../src/games/dice/math';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import { configDir, freshDb, fundedPlayer, json, testApi } from './helpers';

// The live bets feed and game recall (issue 11): what other players see of a bet, what they
// never see (hidden names, a server seed still in use), and what the player sees of their own.

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());

const store = new ConfigStore(configDir({ limits: { RUB: { games: { dice: { min: 100, max: 1_000_000 } } } } }));
const api = () => testApi(db, store);
const HOST = { host: 'api.casino.test' };

/** A player with a public name (set as PUT /profile/public-name would) and a private one that must never show. */
async function player(name: string, hidden: boolean) {
  const p = await fundedPlayer(db, 1_000_000, { name: `Private ${name} Surname`, hidden });
  await db.query('UPDATE users SET public_name = $2, public_name_key = lower($2) WHERE id = $1', [p.user.id, name]);
  return { id: p.user.id, auth: p.auth };
}

let k = 0;
async function bet(auth: Record<string, string>, target: number, condition: 'over' | 'under') {
  const res = await api().request(
    '/dice/bets',
    json({ amount: 1000, target, condition }, { ...auth, 'idempotency-key': `feed-key-${++k}-x` }),
  );
  expect(res.status).toBe(200);
  return betResponseSchema.parse(await res.json());
}

/** Plays until a bet pays 10x or more: the test reads its own player's seed to choose each bet. */
async function bigWin(p: { id: number; auth: Record<string, string> }) {
  for (let i = 0; i < 200; i++) {
    const { rows } = await db.query<{ server_seed: string; client_seed: string; next_nonce: number }>(
      'SELECT server_seed, client_seed, next_nonce FROM fair_seed_pairs WHERE user_id = $1 AND revealed_at IS NULL',
      [p.id],
    );
    const s = rows[0]!;
    const { roll } = playDice(
      { serverSeed: s.server_seed, clientSeed: s.client_seed, nonce: Number(s.next_nonce) },
      { target: 50, condition: 'over' },
    ).outcome;
    if (roll > 90.6) return bet(p.auth, 90.5, 'over');
    if (roll < 9.4) return bet(p.auth, 9.5, 'under');
    await bet(p.auth, 50, 'over');
  }
  throw new Error('no big win in 200 rolls');
}

describe('the live bets feed', () => {
  it("shows everyone's bets newest first, hides the names of players who hide their statistics, lists big wins", async () => {
    const open = await player('Alice', false);
    const shy = await player('Bob', true);
    // Both first look at their seeds so the pairs exist before the test reads them.
    for (const p of [open, shy]) await api().request('/general/fair/seeds', { headers: p.auth });
    // The big win may take many rolls, so Alice bets after it: her bet must not fall off the feed.
    const win = await bigWin(shy);
    const a = await bet(open.auth, 50, 'over');
    const res = await api().request('/general/bets/feed?game=dice', { headers: HOST });
    expect(res.status).toBe(200);
    const feed = feedResponseSchema.parse(await res.json()).data;
    expect(feed.recent.map((r) => r.id).slice(0, 2)).toEqual([a.bet.id, win.bet.id]);
    expect(feed.recent[0]).toMatchObject({
      player: 'Alice',
      game: 'dice',
      amount: 1000,
      currency: 'RUB',
      payout: a.payout,
    });
    expect(feed.recent[1]!.player).toBeNull();
    expect(JSON.stringify(feed)).not.toContain('Bob');
    expect(JSON.stringify(feed)).not.toContain('Private');
    expect(feed.big_wins.map((r) => r.id)).toContain(win.bet.id);
    expect(feed.big_wins.every((r) => r.multiplier >= 10)).toBe(true);
    // Another game's feed does not show dice bets.
    const other = feedResponseSchema.parse(
      await (await api().request('/general/bets/feed?game=keno', { headers: HOST })).json(),
    );
    expect(other.data.recent).toEqual([]);
  });

  it("a player's own list holds only their bets, with their name, and needs a session", async () => {
    const p = await player('Carol', true);
    const mine = await bet(p.auth, 50, 'under');
    await bet((await player('Dave', false)).auth, 50, 'under');
    const res = await api().request('/general/bets/mine?game=dice', { headers: p.auth });
    const list = myBetsResponseSchema.parse(await res.json()).data;
    expect(list.map((r) => r.id)).toEqual([mine.bet.id]);
    expect(list[0]!.player).toBe('Carol');
    expect((await api().request('/general/bets/mine', { headers: HOST })).status).toBe(401);
  });

  it('a bet opens with its verification data; the server seed shows only after rotation and reproduces the roll', async () => {
    const p = await player('Erin', false);
    const b = await bet(p.auth, 50, 'over');
    const before = betDetailResponseSchema.parse(
      await (await api().request(`/general/bets/${b.bet.id}`, { headers: HOST })).json(),
    ).data;
    expect(before.fair).toEqual(b.fair);
    expect(before.server_seed).toBeNull();
    expect(before.outcome).toEqual(b.outcome);
    await api().request('/general/fair/rotate', { method: 'POST', headers: p.auth });
    const after = betDetailResponseSchema.parse(
      await (await api().request(`/general/bets/${b.bet.id}`, { headers: HOST })).json(),
    ).data;
    expect(after.server_seed).not.toBeNull();
    const again = playDice(
      { serverSeed: after.server_seed!, clientSeed: after.fair.client_seed, nonce: after.fair.nonce },
      after.params as { target: number; condition: 'over' },
    );
    expect(again.outcome).toEqual(b.outcome);
  });

  it('refuses a bad game id with 422 and answers 404 for a bet that does not exist', async () => {
    const bad = await api().request('/general/bets/feed?game=..%2Fx', { headers: HOST });
    expect(bad.status).toBe(422);
    apiErrorSchema.parse(await bad.json());
    for (const id of ['abc', '0', '99999999', '1e3']) {
      const res = await api().request(`/general/bets/${id}`, { headers: HOST });
      expect(res.status).toBe(404);
      apiErrorSchema.parse(await res.json());
    }
  });
});
