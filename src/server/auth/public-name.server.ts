// Setting a player's public name (contract and rules: src/contract/public-name.ts).
import {
  BUILTIN_BLOCKLIST,
  compileBlocklist,
  NAME_CHANGE_DAYS,
  type PublicNameCode,
  publicNameError,
  publicNameKey,
} from '../../contract/public-name';
import { ApiHttpError, validationError } from '../api/errors';
import type { SiteConfig } from '../config/schema';
import type { Queryable } from '../db/types';

// One compiled list per loaded config: a reload with new words compiles again.
const compiled = new WeakMap<object, (name: string) => boolean>();
function blocked(site: SiteConfig, name: string): boolean {
  let test = compiled.get(site);
  if (!test) {
    test = compileBlocklist(BUILTIN_BLOCKLIST, site.profile.nameBlocklist);
    compiled.set(site, test);
  }
  return test(name);
}

const refuse = (code: PublicNameCode, details?: Record<string, unknown>) => {
  const err = validationError({ public_name: [publicNameError(code)] });
  if (details) Object.assign(err.body, { details });
  return err;
};

const iso = (v: Date | string) => new Date(v).toISOString();

/** When a name set at `changedAt` may change again. */
export const nextNameChange = (changedAt: Date | string | null): string | null =>
  changedAt === null ? null : iso(new Date(new Date(changedAt).getTime() + NAME_CHANGE_DAYS * 86_400_000));

/**
 * Sets the name (already cleaned and checked against the rules by the request schema). One
 * statement decides: the pacing is in its WHERE, the uniqueness in the index it writes, so
 * concurrent calls (the same player twice, or two players after one name) cannot both win.
 */
export async function setPublicName(
  db: Queryable,
  site: SiteConfig,
  userId: number,
  name: string,
): Promise<{ public_name: string; next_change_at: string }> {
  if (blocked(site, name)) throw refuse('name_blocked');
  const key = publicNameKey(name);
  let rows: { public_name: string; public_name_changed_at: Date | string }[];
  try {
    ({ rows } = await db.query(
      `UPDATE users SET public_name = $2, public_name_key = $3, public_name_changed_at = now()
        WHERE id = $1 AND public_name IS DISTINCT FROM $2
          AND (public_name_changed_at IS NULL OR public_name_changed_at <= now() - make_interval(days => $4))
        RETURNING public_name, public_name_changed_at`,
      [userId, name, key, NAME_CHANGE_DAYS],
    ));
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw refuse('name_taken');
    throw err;
  }
  if (rows[0])
    return { public_name: rows[0].public_name, next_change_at: nextNameChange(rows[0].public_name_changed_at)! };
  // Nothing written: the same name again (no change, the clock keeps running), or too soon.
  const { rows: now } = await db.query<{ public_name: string | null; public_name_changed_at: Date | string | null }>(
    'SELECT public_name, public_name_changed_at FROM users WHERE id = $1',
    [userId],
  );
  const u = now[0];
  if (!u) throw new ApiHttpError(404, { message: 'Not found' });
  const next = nextNameChange(u.public_name_changed_at)!;
  if (u.public_name === name) return { public_name: name, next_change_at: next };
  // Another name held by someone else is name_taken even while this player's clock runs: the
  // answer that helps, whichever rule the player would meet first.
  const { rows: other } = await db.query('SELECT 1 FROM users WHERE public_name_key = $1 AND id <> $2', [key, userId]);
  if (other.length) throw refuse('name_taken');
  throw refuse('name_change_too_soon', { next_change_at: next });
}
