// The crash chain's seeding event (issue 40, docs/decisions/066-crash-seeding-event.md), as bustabit
// held its own: the operator announces a new chain's terminating hash together with the height of a
// bitcoin block not yet mined; once that block is mined, its hash (lowercase hex) is entered as the
// salt, and only then does the chain play. The operator picks the chain before anyone knows the salt,
// so no choice of chain can favour the house. The announcement and its time never change (migration
// 34's triggers); a salt is entered once, for the announced chain, before any of its rounds.
// The demo seeds its chains locally (chain-store's prepareChain) and says so.
import type { CrashSeeding } from '../../contract/crash';
import { CrashError } from '../../contract/crash';
import type { Db, Queryable } from '../../server/db/types';
import { buildChain, lockGame, makeChain } from '../kit/shared/chain-store.server';

export const GAME = 'crash';

/** Where anyone reads a block's hash by its height (a public explorer; the height is what is committed). */
export const blockSource = (height: number) => `https://mempool.space/block-height/${height}`;

/** A bitcoin block hash: 64 lowercase hex digits under the proof-of-work floor (at least 8 leading zeros). */
export const BLOCK_HASH = /^0{8}[0-9a-f]{56}$/;

type SeedingRow = {
  chain_id: string;
  source: 'local' | 'bitcoin';
  block_height: number | null;
  announced_at: string;
  salt: string | null;
  salted_at: string | null;
  terminating_hash: string;
  next_index: number;
  length: number;
  first_round_id: string | null;
};

const NEWEST = `SELECT s.chain_id, s.source, s.block_height, s.salt,
    (extract(epoch FROM s.announced_at) * 1000)::bigint AS announced_at,
    (extract(epoch FROM s.salted_at) * 1000)::bigint AS salted_at,
    c.terminating_hash, c.next_index, c.length, c.first_round_id
  FROM fair_chains c JOIN fair_seedings s ON s.chain_id = c.id
 WHERE c.game = $1 ORDER BY c.id DESC LIMIT 1`;

export function seedingOf(r: Pick<SeedingRow, 'source' | 'block_height' | 'announced_at' | 'salted_at'>): CrashSeeding {
  const height = r.block_height === null ? null : Number(r.block_height);
  return {
    source: r.source,
    block_height: height,
    announced_at: Number(r.announced_at),
    source_url: height === null ? null : blockSource(height),
    salted_at: r.salted_at === null ? null : Number(r.salted_at),
  };
}

/** The seeding of the crash chain in play (the newest), or null before any chain. */
export async function currentSeeding(db: Queryable) {
  const { rows } = await db.query<SeedingRow>(NEWEST, [GAME]);
  return rows[0] ?? null;
}

/**
 * Whether a round may be opened: the newest chain has its salt and rounds left, and under `public`
 * seeding it was seeded by a public event (a chain seeded locally, e.g. a demo's, never plays there).
 * Under `local` seeding, no chain yet (or one used up) is ready: prepareChain makes the next.
 */
export async function seedingReady(db: Queryable, seeding: 'local' | 'public'): Promise<boolean> {
  const r = await currentSeeding(db);
  if (!r) return seeding === 'local';
  if (Number(r.next_index) > Number(r.length)) return seeding === 'local';
  return r.salt !== null && (seeding === 'local' || r.source === 'bitcoin');
}

/**
 * Announces a new chain: built now (its secret seed stored), its terminating hash and `blockHeight`
 * published from this moment with the time. Refused while an announcement awaits its salt or a
 * publicly seeded chain still has rounds to play.
 */
export async function announceChain(db: Db, blockHeight: number, length: number) {
  const built = await buildChain(length, 4096);
  return db.transaction(async (tx) => {
    await lockGame(tx, GAME);
    const now = await currentSeeding(tx);
    if (now?.source === 'bitcoin' && now.salt === null) {
      throw new CrashError(
        'seeding_pending',
        `The chain ${now.terminating_hash} awaits block ${now.block_height}: enter its salt first`,
        'block_height',
        409,
      );
    }
    if (now?.source === 'bitcoin' && Number(now.next_index) <= Number(now.length)) {
      throw new CrashError('chain_in_play', 'The publicly seeded chain in play still has rounds', 'block_height', 409);
    }
    const c = await makeChain(tx, GAME, length, built, blockHeight);
    const made = (await currentSeeding(tx))!;
    return { terminating_hash: c.terminatingHash, length: c.length, seeding: seedingOf(made) };
  });
}

/**
 * Enters the announced block's hash as the salt of the chain named by `terminatingHash`: once, for
 * the announcement awaiting it, before any round of it. The round results follow from it as
 * fairness.md writes them; no round was computed before.
 */
export async function enterSalt(db: Db, terminatingHash: string, salt: string) {
  if (!BLOCK_HASH.test(salt)) {
    throw new CrashError('bad_salt', 'The salt is the block’s hash: 64 lowercase hex digits, 8 leading zeros', 'salt');
  }
  return db.transaction(async (tx) => {
    await lockGame(tx, GAME);
    const { rows } = await tx.query<SeedingRow>(
      `SELECT s.chain_id, s.source, s.block_height, s.salt, c.terminating_hash, c.next_index, c.length,
              c.first_round_id, 0 AS announced_at, NULL AS salted_at
         FROM fair_chains c JOIN fair_seedings s ON s.chain_id = c.id
        WHERE c.game = $1 AND c.terminating_hash = $2 FOR UPDATE OF c, s`,
      [GAME, terminatingHash],
    );
    const r = rows[0];
    const newest = await currentSeeding(tx);
    if (!r) {
      const awaiting = newest?.source === 'bitcoin' && newest.salt === null;
      throw new CrashError(
        awaiting ? 'wrong_announcement' : 'no_announcement',
        awaiting ? `The chain announced is ${newest.terminating_hash}` : 'No chain awaits a seeding event',
        'terminating_hash',
        409,
      );
    }
    if (r.source !== 'bitcoin') {
      throw new CrashError(
        'wrong_announcement',
        'That chain was seeded locally, not announced',
        'terminating_hash',
        409,
      );
    }
    if (r.salt !== null) throw new CrashError('salt_entered', 'That chain’s salt is already entered', 'salt', 409);
    if (r.first_round_id !== null || Number(r.next_index) > 1) {
      throw new CrashError('rounds_began', 'That chain has already played', 'salt', 409);
    }
    if (newest && newest.chain_id !== r.chain_id) {
      throw new CrashError('wrong_announcement', 'A newer chain was announced since', 'terminating_hash', 409);
    }
    await tx.query(`UPDATE fair_chains SET salt = $2 WHERE id = $1 AND salt = ''`, [r.chain_id, salt]);
    await tx.query('UPDATE fair_seedings SET salt = $2, salted_at = now() WHERE chain_id = $1', [r.chain_id, salt]);
    return { terminating_hash: r.terminating_hash, salt, seeding: seedingOf((await currentSeeding(tx))!) };
  });
}
