// The hash chains of shared rounds, stored (migration 19). A chain is made once per game from 32
// random bytes (its last hash, kept secret) and a random salt; only the terminating hash and the
// salt are published (GET /crash/fair), before any round of it is played. Crash on a real install
// takes its salt from a public seeding event instead (./seeding.server.ts, decision 066): its chain is
// stored with an empty salt until the operator enters it, and plays nothing before. Rounds take the chain's
// indexes in order, 1 first; when a chain runs out, the next one is made and published the same way.
// node:crypto here for speed (a million hashes in about a second); ../fair/chain.ts, which the
// browser verifier uses, computes the same links.
import { createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../../../server/db/types';

const sha = (hex: string) => createHash('sha256').update(hex).digest('hex');

export interface Chain {
  id: number;
  game: string;
  salt: string;
  terminatingHash: string;
  length: number;
  firstRoundId: number | null;
}

interface Stored extends Chain {
  seed: string;
  step: number;
  checkpoints: string[];
}

/** Rounds per chain unless the caller says otherwise: at 15 s a round, about half a year of crash. */
export const DEFAULT_CHAIN_LENGTH = 1_000_000;
const STEP = 1000;

/**
 * Builds a chain: every index from the seed (index = length) down to the terminating hash (index 0).
 * A million hashes take a second or more: `yieldEvery` hands the event loop back between slices, so a
 * chain made while the process serves (prepareChain) never stalls its requests.
 */
export async function buildChain(
  length: number,
  yieldEvery = Number.POSITIVE_INFINITY,
): Promise<Omit<Stored, 'id' | 'game' | 'firstRoundId'>> {
  const seed = randomBytes(32).toString('hex');
  const step = Math.min(STEP, length);
  const checkpoints = new Array<string>(Math.floor(length / step) + 1);
  let h = seed;
  for (let i = length; i >= 0; i--) {
    if (i % step === 0) checkpoints[i / step] = h;
    if (i > 0) h = sha(h);
    if (i % yieldEvery === 0) await new Promise((r) => setImmediate(r));
  }
  return { seed, salt: randomBytes(32).toString('hex'), terminatingHash: checkpoints[0]!, length, step, checkpoints };
}

/** The hash of a chain's index (0 = terminating hash … length = seed), from the nearest checkpoint above. */
export function hashAt(c: Pick<Stored, 'seed' | 'length' | 'step' | 'checkpoints'>, index: number): string {
  if (!Number.isSafeInteger(index) || index < 0 || index > c.length) throw new RangeError('no such chain index');
  let at = Math.ceil(index / c.step) * c.step;
  let h = at >= c.length ? c.seed : c.checkpoints[at / c.step]!;
  if (at > c.length) at = c.length;
  for (; at > index; at--) h = sha(h);
  return h;
}

const cache = new WeakMap<object, Map<number, Stored>>();
function remember(db: object, c: Stored): Stored {
  let m = cache.get(db);
  if (!m) {
    m = new Map();
    cache.set(db, m);
  }
  m.set(c.id, c);
  return c;
}

type Row = {
  id: string;
  game: string;
  seed: string;
  salt: string;
  terminating_hash: string;
  length: number;
  step: number;
  checkpoints: string[];
  first_round_id: string | null;
};
const toStored = (r: Row): Stored => ({
  id: Number(r.id),
  game: r.game,
  seed: r.seed,
  salt: r.salt,
  terminatingHash: r.terminating_hash,
  length: Number(r.length),
  step: Number(r.step),
  checkpoints: r.checkpoints,
  firstRoundId: r.first_round_id === null ? null : Number(r.first_round_id),
});

async function load(db: Queryable, id: number): Promise<Stored> {
  const hit = cache.get(db)?.get(id);
  // A chain awaiting its seeding event gets its salt later, maybe from another process.
  if (hit && hit.salt !== '') return hit;
  const { rows } = await db.query<Row>('SELECT * FROM fair_chains WHERE id = $1', [id]);
  if (!rows[0]) throw new Error(`chain ${id} is missing`);
  return remember(db, toStored(rows[0]));
}

/** The game's newest chain, public fields only; null when none was made yet. */
export async function publishedChain(db: Queryable, game: string): Promise<Chain | null> {
  const { rows } = await db.query<Row>('SELECT * FROM fair_chains WHERE game = $1 ORDER BY id DESC LIMIT 1', [game]);
  return rows[0] ? publicOf(remember(db, toStored(rows[0]))) : null;
}

const usable = (r: { next_index: number | string; length: number | string } | undefined) =>
  !!r && Number(r.next_index) <= Number(r.length);

/**
 * Makes the game's next chain ahead of need (none yet, or the current one used up), built outside any
 * transaction and in slices: on PGlite, one connection, a chain built inside a transaction would hold
 * every other query for its whole second. takeNextHash still makes one itself if it has to.
 */
export async function prepareChain(db: Db, game: string, length = DEFAULT_CHAIN_LENGTH): Promise<void> {
  const newest = 'SELECT next_index, length FROM fair_chains WHERE game = $1 ORDER BY id DESC LIMIT 1';
  const { rows } = await db.query<{ next_index: number; length: number }>(newest, [game]);
  if (usable(rows[0])) return;
  const built = await buildChain(length, 4096);
  await db.transaction(async (tx) => {
    await lockGame(tx, game);
    const { rows: again } = await tx.query<{ next_index: number; length: number }>(newest, [game]);
    if (!usable(again[0])) await makeChain(tx, game, length, built);
  });
}

export const lockGame = (tx: Queryable, game: string) =>
  tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`fair-chain:${game}`]);

const publicOf = (c: Stored): Chain => ({
  id: c.id,
  game: c.game,
  salt: c.salt,
  terminatingHash: c.terminatingHash,
  length: c.length,
  firstRoundId: c.firstRoundId,
});

/**
 * Stores a chain with its seeding (migration 35): by default seeded locally with its own random salt;
 * `blockHeight` announces a public seeding event instead, the salt left empty until it is entered.
 */
export async function makeChain(
  db: Queryable,
  game: string,
  length: number,
  built?: Awaited<ReturnType<typeof buildChain>>,
  blockHeight: number | null = null,
): Promise<Stored> {
  const c = built ?? (await buildChain(length));
  const salt = blockHeight === null ? c.salt : '';
  const { rows } = await db.query<Row>(
    `INSERT INTO fair_chains (game, seed, salt, terminating_hash, length, step, checkpoints)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [game, c.seed, salt, c.terminatingHash, c.length, c.step, c.checkpoints],
  );
  const made = toStored(rows[0]!);
  await db.query(
    `INSERT INTO fair_seedings (chain_id, source, block_height, announced_at, salt, salted_at)
     SELECT $1, $2, $3, created_at, nullif($4, ''), CASE WHEN $4 = '' THEN NULL ELSE created_at END
       FROM fair_chains WHERE id = $1`,
    [made.id, blockHeight === null ? 'local' : 'bitcoin', blockHeight, salt],
  );
  return remember(db, made);
}

export interface ChainLink {
  chainId: number;
  index: number;
  hash: string;
  salt: string;
}

/**
 * Takes the game's next round hash inside the caller's transaction (the game's chains are locked, so
 * two engines never take one index twice nor make two chains). `roundId` is recorded as the chain's
 * first round.
 */
export async function takeNextHash(tx: Queryable, game: string, roundId: number, length = DEFAULT_CHAIN_LENGTH) {
  await lockGame(tx, game);
  const { rows } = await tx.query<Row & { next_index: number }>(
    'SELECT * FROM fair_chains WHERE game = $1 ORDER BY id DESC LIMIT 1 FOR UPDATE',
    [game],
  );
  const live = rows[0];
  let c: Stored;
  let index: number;
  if (live && usable(live)) {
    c = toStored(live);
    index = Number(live.next_index);
  } else {
    c = await makeChain(tx, game, length);
    index = 1;
  }
  await tx.query(
    'UPDATE fair_chains SET next_index = $2, first_round_id = coalesce(first_round_id, $3) WHERE id = $1',
    [c.id, index + 1, roundId],
  );
  return { chainId: c.id, index, hash: hashAt(c, index), salt: c.salt } satisfies ChainLink;
}

/** The salt of a stored chain (a settled round's verification data). */
export async function chainSalt(db: Queryable, chainId: number): Promise<string> {
  return (await load(db, chainId)).salt;
}
