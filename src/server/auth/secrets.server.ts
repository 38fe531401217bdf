import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/types';

// Secrets are made once per database and shared by every process on it; a process keeps
// what it has read (they never change), keyed by the database object so tests stay apart.
const cache = new WeakMap<object, Map<string, string>>();

/**
 * The named server secret (app_secrets), created on first use with `make` (32 random bytes by
 * default). Two processes starting at once may both make one; the loser's is dropped by
 * ON CONFLICT and both read the winner's. An existing secret is read without making one (an
 * RSA key pair is not free).
 */
export async function getAppSecret(
  db: Queryable,
  name: string,
  make: () => string = () => randomBytes(32).toString('base64url'),
): Promise<string> {
  let known = cache.get(db);
  const hit = known?.get(name);
  if (hit) return hit;
  const read = async () =>
    (await db.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', [name])).rows[0]?.value;
  let value = await read();
  if (value === undefined) {
    await db.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
      name,
      make(),
    ]);
    value = (await read())!;
  }
  if (!known) {
    known = new Map();
    cache.set(db, known);
  }
  known.set(name, value);
  return value;
}
