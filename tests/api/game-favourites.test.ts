// Favourite and recently played catalog games (issue 21): a signed-in player adds and removes
// favourites, sees the games they launched last, newest first, and never another player's; games
// the catalog does not list (unknown, switched off) are refused or dropped; a malformed slug is a
// 422 and an anonymous call a 401, all in the spec's error shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/contract/errors';
import { gameFavouritesResponseSchema, RECENT_GAMES_LIMIT } from '../../src/contract/game-favourites';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import { configDir, freshDb, loggedInPlayer, testApi } from './helpers';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await freshDb());
  // Rows of this test's own provider: the catalog sync's studio games may or may not be there.
  for (const slug of ['favtest-alpha', 'favtest-beta', 'favtest-off', ...RECENT.map((_, i) => `favtest-r${i}`)]) {
    await db.query(
      `INSERT INTO slots (slug, name, provider, picture, rtp_bp, is_active) VALUES ($1, $1, 'favtest', '/images/x.svg', 9600, $2)`,
      [slug, slug !== 'favtest-off'],
    );
  }
  await db.query(
    `INSERT INTO live_tables (slug, name, provider, kind, picture, has_demo) VALUES ('favtest-table', 'Table', 'favtest', 'roulette', '/images/x.svg', true)`,
  );
});
afterAll(() => drop());

const RECENT = Array.from({ length: RECENT_GAMES_LIMIT + 2 });
const store = new ConfigStore(configDir());
const api = () => testApi(db, store);
const host = { host: 'api.casino.test' };

async function call(method: string, path: string, auth: Record<string, string> = host) {
  const res = await api().request(path, { method, headers: auth });
  return { status: res.status, body: (await res.json()) as unknown };
}
async function lists(auth: Record<string, string>) {
  const res = await call('GET', '/games/favourites', auth);
  expect(res.status).toBe(200);
  return gameFavouritesResponseSchema.parse(res.body).data;
}

describe('favourite games', () => {
  it('adds and removes favourites, slots and live tables alike, and lists them', async () => {
    const p = await loggedInPlayer(db);
    expect(await lists(p.auth)).toEqual({ favourites: [], recent: [] });

    const put = await call('PUT', '/games/favourites/favtest-beta', p.auth);
    expect(put.status).toBe(200);
    // The answer is the new lists, so the page need not ask again.
    expect(gameFavouritesResponseSchema.parse(put.body).data.favourites).toEqual(['favtest-beta']);
    expect((await call('PUT', '/games/favourites/favtest-table', p.auth)).status).toBe(200);
    // Twice is the same as once.
    expect((await call('PUT', '/games/favourites/favtest-beta', p.auth)).status).toBe(200);
    expect((await lists(p.auth)).favourites).toEqual(['favtest-beta', 'favtest-table']);

    const del = await call('DELETE', '/games/favourites/favtest-beta', p.auth);
    expect(del.status).toBe(200);
    expect(gameFavouritesResponseSchema.parse(del.body).data.favourites).toEqual(['favtest-table']);
    // Removing what is not there is no error.
    expect((await call('DELETE', '/games/favourites/favtest-alpha', p.auth)).status).toBe(200);
    expect((await lists(p.auth)).favourites).toEqual(['favtest-table']);
    // A favourite is not a play: nothing appears under recently played.
    expect((await lists(p.auth)).recent).toEqual([]);
  });

  it('keeps each player’s favourites to themselves', async () => {
    const a = await loggedInPlayer(db);
    const b = await loggedInPlayer(db);
    await call('PUT', '/games/favourites/favtest-alpha', a.auth);
    await db.query(`INSERT INTO player_games (user_id, slug, last_played_at) VALUES ($1, 'favtest-beta', now())`, [
      a.user.id,
    ]);
    expect(await lists(b.auth)).toEqual({ favourites: [], recent: [] });
    // B's removal of the same game touches only B's list.
    expect((await call('DELETE', '/games/favourites/favtest-alpha', b.auth)).status).toBe(200);
    expect(await lists(a.auth)).toEqual({ favourites: ['favtest-alpha'], recent: ['favtest-beta'] });
  });

  it('refuses games the catalog does not list, and drops one the operator switches off', async () => {
    const p = await loggedInPlayer(db);
    for (const method of ['PUT', 'DELETE']) {
      const res = await call(method, '/games/favourites/favtest-nope', p.auth);
      expect(res.status).toBe(404);
      apiErrorSchema.parse(res.body);
    }
    expect((await call('PUT', '/games/favourites/favtest-off', p.auth)).status).toBe(404);

    await call('PUT', '/games/favourites/favtest-alpha', p.auth);
    await db.query(`UPDATE slots SET is_active = false WHERE slug = 'favtest-alpha'`);
    try {
      expect((await lists(p.auth)).favourites).toEqual([]);
      // …and it can still be taken off the list.
      expect((await call('DELETE', '/games/favourites/favtest-alpha', p.auth)).status).toBe(200);
      await db.query(`UPDATE slots SET is_active = true WHERE slug = 'favtest-alpha'`);
      expect((await lists(p.auth)).favourites).toEqual([]);
    } finally {
      await db.query(`UPDATE slots SET is_active = true WHERE slug = 'favtest-alpha'`);
    }
  });

  it('answers a malformed slug with 422', async () => {
    const p = await loggedInPlayer(db);
    for (const bad of ['Bad%20Slug', '-lead', 'a%00b', 'x'.repeat(161), '%F0%9F%8E%B0', 'UPPER']) {
      const res = await call('PUT', `/games/favourites/${bad}`, p.auth);
      expect(res.status, bad).toBe(422);
      expect(apiErrorSchema.parse(res.body).errors).toHaveProperty('slug');
    }
  });

  it('answers 401 without a session', async () => {
    for (const [method, path] of [
      ['GET', '/games/favourites'],
      ['PUT', '/games/favourites/favtest-alpha'],
      ['DELETE', '/games/favourites/favtest-alpha'],
    ] as const) {
      expect((await call(method, path)).status).toBe(401);
      expect((await call(method, path, { ...host, authorization: 'Bearer nope' })).status).toBe(401);
    }
  });
});

describe('recently played', () => {
  it('lists the games the player launched last, newest first, at most the limit, listed games only', async () => {
    const p = await loggedInPlayer(db);
    // One launch a minute: r0 is the oldest, the last one the newest; the switched-off game is newest of all.
    for (let i = 0; i < RECENT.length; i++) {
      await db.query(
        `INSERT INTO player_games (user_id, slug, last_played_at) VALUES ($1, $2, now() - make_interval(mins => $3))`,
        [p.user.id, `favtest-r${i}`, RECENT.length - i],
      );
    }
    await db.query(`INSERT INTO player_games (user_id, slug, last_played_at) VALUES ($1, 'favtest-off', now())`, [
      p.user.id,
    ]);
    const { recent, favourites } = await lists(p.auth);
    expect(favourites).toEqual([]);
    expect(recent).toEqual(
      RECENT.map((_, i) => `favtest-r${i}`)
        .reverse()
        .slice(0, RECENT_GAMES_LIMIT),
    );
    // Favouriting a played game keeps its place among the recent ones.
    await call('PUT', `/games/favourites/favtest-r0`, p.auth);
    const after = await lists(p.auth);
    expect(after.favourites).toEqual(['favtest-r0']);
    expect(after.recent).toEqual(recent);
  });
});
