// Seed pairs (fairness.md, "Rules of the pair"): the server seed comes from the OS CSPRNG and stays
// secret until the player rotates the pair; only its SHA-256 is shown. Bets take nonces by
// compare-and-set on the pair (casino_place_bet, migration 17), so this process may keep each
// player's active pair in memory: a pair changed by another process (or a rotation) makes the next
// bet's compare-and-set fail, and the bet is computed again on the pair as it now stands.
// A client-seed change or a rotation locks the pair and refuses while a round is open, in one
// transaction. Domain code: no HTTP here.
import { randomBytes } from 'node:crypto';
import { BetError } from '../../contract/bets';
import type { Currency } from '../../contract/common';
import type { FairRotateResponse, FairSeedsResponse } from '../../contract/fair';
import { hashServerSeed } from '../../games/kit/fair';
import { TtlCache } from '../../site/ttl-cache';
import type { Db, Queryable } from '../db/types';

export interface SeedPair {
  id: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce the next bet on this pair takes. */
  nextNonce: number;
}

/** What a bet needs to know about its player before it is computed. */
export interface PlayerPlay {
  currency: Currency | null;
  pair: SeedPair;
}

type PairRow = { id: string; server_seed: string; server_seed_hash: string; client_seed: string; next_nonce: string };
const toPair = (r: PairRow): SeedPair => ({
  id: Number(r.id),
  serverSeed: r.server_seed,
  serverSeedHash: r.server_seed_hash,
  clientSeed: r.client_seed,
  nextNonce: Number(r.next_nonce),
});

export const newServerSeed = () => randomBytes(32).toString('hex');
export const newClientSeed = () => randomBytes(10).toString('hex');

// ---------------------------------------------------------------------------- the process's copy

// Players seen recently, per database (tests open many); the oldest go first when it is full.
const MAX_PLAYERS = 50_000;
const caches = new WeakMap<object, TtlCache<PlayerPlay>>();
const cacheOf = (db: object) => {
  let c = caches.get(db);
  if (!c) {
    c = new TtlCache(MAX_PLAYERS, Number.POSITIVE_INFINITY);
    caches.set(db, c);
  }
  return c;
};

/** Forgets a player's copy: the next bet reads currency and pair afresh. */
export function forgetPlayer(db: object, userId: number): void {
  cacheOf(db).delete(String(userId));
}

const PLAY_SQL = `SELECT u.currency, p.id, p.server_seed, p.server_seed_hash, p.client_seed, p.next_nonce
  FROM users u LEFT JOIN fair_seed_pairs p ON p.user_id = u.id AND p.revealed_at IS NULL WHERE u.id = $1`;

/**
 * The player's account currency and active pair (created on first use): from this process's copy,
 * or read when there is none (or `fresh`). Throws BetError not_found for an unknown player.
 */
export async function playerPlay(db: Db, userId: number, fresh = false): Promise<PlayerPlay> {
  const cache = cacheOf(db);
  const hit = fresh ? undefined : cache.get(String(userId));
  if (hit) return hit;
  let { rows } = await db.query<PairRow & { currency: Currency | null }>(PLAY_SQL, [userId]);
  if (!rows[0]) throw new BetError('not_found', 'No such player', '_');
  if (rows[0].id === null) {
    await createPair(db, userId);
    ({ rows } = await db.query<PairRow & { currency: Currency | null }>(PLAY_SQL, [userId]));
  }
  const play = { currency: rows[0]!.currency, pair: toPair(rows[0]!) };
  cache.set(String(userId), play);
  return play;
}

async function createPair(q: Queryable, userId: number): Promise<void> {
  const seed = newServerSeed();
  // Two racing creators: the unique index keeps one.
  await q.query(
    `INSERT INTO fair_seed_pairs (user_id, server_seed, server_seed_hash, client_seed) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) WHERE revealed_at IS NULL DO NOTHING`,
    [userId, seed, hashServerSeed(seed), newClientSeed()],
  );
}

// ---------------------------------------------------------------------------- reads and changes

const PAIR_COLUMNS = 'id, server_seed, server_seed_hash, client_seed, next_nonce';

/** The player's active pair as the database holds it now (created on first use). */
export async function activePair(db: Queryable, userId: number): Promise<SeedPair> {
  const found = await db.query<PairRow>(
    `SELECT ${PAIR_COLUMNS} FROM fair_seed_pairs WHERE user_id = $1 AND revealed_at IS NULL`,
    [userId],
  );
  if (found.rows[0]) return toPair(found.rows[0]);
  await createPair(db, userId);
  return activePair(db, userId);
}

export const publicPair = (p: SeedPair): FairSeedsResponse => ({
  server_seed_hash: p.serverSeedHash,
  client_seed: p.clientSeed,
  nonce: p.nextNonce,
});

const seedsChanged = () =>
  new BetError('seeds_changed', 'The seeds changed meanwhile: check them and try again', 'server_seed_hash');

/**
 * Locks the active pair for a change and refuses while a round is open: the lock orders the change
 * with every bet (their compare-and-set updates the same row), so no round opens on the old pair
 * after the check, and no bet plays on it after the change.
 */
async function lockPairForChange(tx: Queryable, userId: number): Promise<SeedPair> {
  const lock = () =>
    tx.query<PairRow>(
      `SELECT ${PAIR_COLUMNS} FROM fair_seed_pairs WHERE user_id = $1 AND revealed_at IS NULL FOR UPDATE`,
      [userId],
    );
  let { rows } = await lock();
  if (!rows[0]) {
    // None active when this statement began: the player's first pair is made now (or was, by a bet
    // racing this), or the pair this waited for was rotated meanwhile: lock the one active now.
    await createPair(tx, userId);
    ({ rows } = await lock());
  }
  const pair = rows[0];
  if (!pair) throw seedsChanged();
  const open = await tx.query(`SELECT 1 FROM bets WHERE user_id = $1 AND status = 'open' LIMIT 1`, [userId]);
  if (open.rows.length)
    throw new BetError('game_in_progress', 'Finish your game in progress before changing the seeds', '_');
  return toPair(pair);
}

/** Changes the client seed of the active pair from the next bet on; the nonce carries on. */
export async function setClientSeed(db: Db, userId: number, clientSeed: string): Promise<SeedPair> {
  try {
    return await db.transaction(async (tx) => {
      const pair = await lockPairForChange(tx, userId);
      await tx.query('UPDATE fair_seed_pairs SET client_seed = $2 WHERE id = $1', [pair.id, clientSeed]);
      return { ...pair, clientSeed };
    });
  } finally {
    forgetPlayer(db, userId);
  }
}

/**
 * Reveals the active pair and commits a new one with the same client seed and nonce 0. With
 * `expectedHash`, only the pair the player saw rotates: a second click or another tab gets
 * seeds_changed instead of rotating twice.
 */
export async function rotate(db: Db, userId: number, expectedHash?: string): Promise<FairRotateResponse> {
  try {
    return await db.transaction(async (tx) => {
      const old = await lockPairForChange(tx, userId);
      if (expectedHash !== undefined && old.serverSeedHash !== expectedHash) throw seedsChanged();
      await tx.query('UPDATE fair_seed_pairs SET revealed_at = now() WHERE id = $1', [old.id]);
      const seed = newServerSeed();
      await tx.query(
        'INSERT INTO fair_seed_pairs (user_id, server_seed, server_seed_hash, client_seed) VALUES ($1, $2, $3, $4)',
        [userId, seed, hashServerSeed(seed), old.clientSeed],
      );
      return {
        revealed: {
          server_seed: old.serverSeed,
          server_seed_hash: old.serverSeedHash,
          client_seed: old.clientSeed,
          last_nonce: old.nextNonce > 0 ? old.nextNonce - 1 : null,
        },
        next: { server_seed_hash: hashServerSeed(seed), client_seed: old.clientSeed, nonce: 0 },
      };
    });
  } finally {
    forgetPlayer(db, userId);
  }
}
