// Per-player seed pairs of the studio's slots, by fairness.md "Rules of the pair": the server seed
// is shown only as its hash until rotated; a client-seed change counts from the next spin; nonces are
// taken atomically on the active pair, so a spin racing a rotation is retried on the new pair and a
// nonce is never used twice. A studio slot round is a single step, so nothing is ever "open" here.
import { randomBytes } from 'node:crypto';
import { hashServerSeed } from '../games/kit/fair/engine';
import type { Queryable } from '../server/db/types';

export interface PairView {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}
export interface TakenNonce {
  seedId: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/**
 * A wallet user as one key: Hub88 pads ids to 4 characters ("0042") since decision 064, while
 * sessions launched before say "42"; both are one player, with one seed pair and one seat.
 */
export const walletUserKey = (user: string) => (/^\d{1,15}$/.test(user) ? String(Number(user)) : user);

/** Real players are their wallet user; demo players their session (they have no account). */
export const seedOwner = (s: { mode: 'real' | 'demo'; user: string | null; id: string }) =>
  s.mode === 'real' && s.user ? `u:${walletUserKey(s.user)}` : `d:${s.id}`;

const newServerSeed = () => randomBytes(32).toString('hex');
const newClientSeed = () => randomBytes(8).toString('hex');

async function ensurePair(q: Queryable, owner: string): Promise<void> {
  const seed = newServerSeed();
  await q.query(
    `INSERT INTO studio_seeds (owner, server_seed, server_seed_hash, client_seed) VALUES ($1, $2, $3, $4)
     ON CONFLICT (owner) WHERE revealed_at IS NULL DO NOTHING`,
    [owner, seed, hashServerSeed(seed), newClientSeed()],
  );
}

export async function currentPair(q: Queryable, owner: string): Promise<PairView> {
  for (;;) {
    const { rows } = await q.query<{ server_seed_hash: string; client_seed: string; next_nonce: string }>(
      `SELECT server_seed_hash, client_seed, next_nonce FROM studio_seeds WHERE owner = $1 AND revealed_at IS NULL`,
      [owner],
    );
    if (rows[0])
      return {
        serverSeedHash: rows[0].server_seed_hash,
        clientSeed: rows[0].client_seed,
        nonce: Number(rows[0].next_nonce),
      };
    await ensurePair(q, owner);
  }
}

/**
 * Takes the next nonce of the owner's active pair. One UPDATE on the active row is the
 * compare-and-set: a rotation committed meanwhile makes it match nothing, and the loop takes the
 * new pair.
 */
export async function takeNonce(q: Queryable, owner: string): Promise<TakenNonce> {
  for (let i = 0; i < 5; i++) {
    const { rows } = await q.query<{
      id: string;
      server_seed: string;
      server_seed_hash: string;
      client_seed: string;
      nonce: string;
    }>(
      `UPDATE studio_seeds SET next_nonce = next_nonce + 1 WHERE owner = $1 AND revealed_at IS NULL
       RETURNING id, server_seed, server_seed_hash, client_seed, next_nonce - 1 AS nonce`,
      [owner],
    );
    const r = rows[0];
    if (r)
      return {
        seedId: Number(r.id),
        serverSeed: r.server_seed,
        serverSeedHash: r.server_seed_hash,
        clientSeed: r.client_seed,
        nonce: Number(r.nonce),
      };
    await ensurePair(q, owner);
  }
  throw new Error('no seed pair');
}

export async function setClientSeed(q: Queryable, owner: string, clientSeed: string): Promise<PairView> {
  await currentPair(q, owner);
  await q.query(`UPDATE studio_seeds SET client_seed = $2 WHERE owner = $1 AND revealed_at IS NULL`, [
    owner,
    clientSeed,
  ]);
  return currentPair(q, owner);
}

/** Reveals the active pair and commits a new one (keeping the client seed). */
export async function rotatePair(
  q: Queryable,
  owner: string,
): Promise<{
  revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number };
  next: PairView;
}> {
  await currentPair(q, owner);
  const { rows } = await q.query<{
    server_seed: string;
    server_seed_hash: string;
    client_seed: string;
    next_nonce: string;
  }>(
    `UPDATE studio_seeds SET revealed_at = now() WHERE owner = $1 AND revealed_at IS NULL
     RETURNING server_seed, server_seed_hash, client_seed, next_nonce`,
    [owner],
  );
  const old = rows[0];
  if (!old) throw new Error('no seed pair');
  const seed = newServerSeed();
  await q.query(
    `INSERT INTO studio_seeds (owner, server_seed, server_seed_hash, client_seed) VALUES ($1, $2, $3, $4)
     ON CONFLICT (owner) WHERE revealed_at IS NULL DO NOTHING`,
    [owner, seed, hashServerSeed(seed), old.client_seed],
  );
  return {
    revealed: {
      serverSeed: old.server_seed,
      serverSeedHash: old.server_seed_hash,
      clientSeed: old.client_seed,
      nonce: Number(old.next_nonce),
    },
    next: await currentPair(q, owner),
  };
}

/** The revealed server seed of a pair, or null while it is still active. */
export async function revealedSeed(q: Queryable, seedId: number): Promise<string | null> {
  const { rows } = await q.query<{ server_seed: string; revealed_at: Date | null }>(
    `SELECT server_seed, revealed_at FROM studio_seeds WHERE id = $1`,
    [seedId],
  );
  return rows[0]?.revealed_at ? rows[0].server_seed : null;
}
