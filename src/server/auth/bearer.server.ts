import { createHash } from 'node:crypto';
import type { Queryable } from '../db/types';

/** Tokens are stored as their SHA-256: a leaked sessions table hands out no session. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The user of a live session named by an `Authorization: Bearer …` header, or null. */
export async function userIdFromAuthorization(db: Queryable, header: string | undefined): Promise<number | null> {
  const m = header?.match(/^Bearer ([A-Za-z0-9._~-]{16,512})$/);
  if (!m) return null;
  const { rows } = await db.query<{ user_id: number }>(
    'SELECT user_id FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()',
    [hashToken(m[1]!)],
  );
  return rows[0]?.user_id ?? null;
}
