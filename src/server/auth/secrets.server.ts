import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/types';

// Secrets are made once per database and shared by every process on it; a process keeps
// what it has read (they never change), keyed by the database object so tests stay apart.
const cache = new WeakMap<object, Map<string, string>>();

/**
 * The named server secret (app_secrets), created on first use. Two processes starting at
 * once both try the INSERT; the loser's is dropped by ON CONFLICT and both read the winner's.
 */
export async function getAppSecret(db: Queryable, name: string): Promise<string> {
  let known = cache.get(db);
  const hit = known?.get(name);
  if (hit) return hit;
  await db.query(`INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [
    name,
    randomBytes(32).toString('base64url'),
  ]);
  const { rows } = await db.query<{ value: string }>(`SELECT value FROM app_secrets WHERE name = $1`, [name]);
  const value = rows[0]!.value;
  if (!known) cache.set(db, (known = new Map()));
  known.set(name, value);
  return value;
}
