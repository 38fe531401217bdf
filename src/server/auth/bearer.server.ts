import type { Queryable } from '../db/types';
import { resolveSessionToken } from './sessions.server';
import { bearerOf } from './tokens.server';

/** The user of a live session named by an `Authorization: Bearer …` header, or null. */
export async function userIdFromAuthorization(db: Queryable, header: string | undefined): Promise<number | null> {
  const token = bearerOf(header);
  if (!token) return null;
  return (await resolveSessionToken(db, token))?.userId ?? null;
}
