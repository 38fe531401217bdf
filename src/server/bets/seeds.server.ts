// Seed pairs (fairness.md): the server seed comes from the OS CSPRNG and stays secret until the
// player rotates the pair; only its SHA-256 is shown. Domain code: no HTTP here.
import { randomBytes } from 'node:crypto';
import type { FairRotateResponse, FairSeedsResponse } from '../../contract/fair';
import { hashServerSeed } from '../../games/kit/fair';
import type { Queryable } from '../db/types';

export interface SeedPair {
  id: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
}

type Row = { id: string; server_seed: string; server_seed_hash: string; client_seed: string; next_nonce: string };
const toPair = (r: Row): SeedPair => ({
  id: Number(r.id),
  serverSeed: r.server_seed,
  serverSeedHash: r.server_seed_hash,
  clientSeed: r.client_seed,
  nextNonce: Number(r.next_nonce),
});

export const newServerSeed = () => randomBytes(32).toString('hex');
export const newClientSeed = () => randomBytes(10).toString('hex');

/** The player's active pair, created on first use (two racing creators: the unique index picks one). */
export async function activePair(db: Queryable, userId: number): Promise<SeedPair> {
  const found = await db.query<Row>(
    'SELECT id, server_seed, server_seed_hash, client_seed, next_nonce FROM fair_seed_pairs WHERE user_id = $1 AND revealed_at IS NULL',
    [userId],
  );
  if (found.rows[0]) return toPair(found.rows[0]);
  const seed = newServerSeed();
  await db.query(
    `INSERT INTO fair_seed_pairs (user_id, server_seed, server_seed_hash, client_seed) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) WHERE revealed_at IS NULL DO NOTHING`,
    [userId, seed, hashServerSeed(seed), newClientSeed()],
  );
  return activePair(db, userId);
}

export const publicPair = (p: SeedPair): FairSeedsResponse => ({
  server_seed_hash: p.serverSeedHash,
  client_seed: p.clientSeed,
  nonce: p.nextNonce,
});

/** Takes the next nonce of the active pair; the row lock orders a player's concurrent bets. */
export async function takeNonce(tx: Queryable, userId: number): Promise<SeedPair & { nonce: number }> {
  const { rows } = await tx.query<Row>(
    `UPDATE fair_seed_pairs SET next_nonce = next_nonce + 1 WHERE user_id = $1 AND revealed_at IS NULL
     RETURNING id, server_seed, server_seed_hash, client_seed, next_nonce`,
    [userId],
  );
  // First bet ever: create the pair, then take its nonce 0.
  if (!rows[0]) return activePair(tx, userId).then(() => takeNonce(tx, userId));
  const p = toPair(rows[0]);
  return { ...p, nonce: p.nextNonce - 1 };
}

/** Changes the client seed of the active pair; the nonce carries on (the pair is still the same secret). */
export async function setClientSeed(db: Queryable, userId: number, clientSeed: string): Promise<SeedPair> {
  await activePair(db, userId);
  const { rows } = await db.query<Row>(
    `UPDATE fair_seed_pairs SET client_seed = $2 WHERE user_id = $1 AND revealed_at IS NULL
     RETURNING id, server_seed, server_seed_hash, client_seed, next_nonce`,
    [userId, clientSeed],
  );
  return toPair(rows[0]!);
}

/** Reveals the active pair and commits a new one with the same client seed and nonce 0. */
export async function rotate(tx: Queryable, userId: number): Promise<FairRotateResponse> {
  await activePair(tx, userId);
  const { rows } = await tx.query<Row>(
    `UPDATE fair_seed_pairs SET revealed_at = now() WHERE user_id = $1 AND revealed_at IS NULL
     RETURNING id, server_seed, server_seed_hash, client_seed, next_nonce`,
    [userId],
  );
  const old = toPair(rows[0]!);
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
}
