import { createHmac } from 'node:crypto';
import type { Queryable } from '../db/types';
import { getAppSecret } from './secrets.server';
import { sessionsEnded } from './session-events.server';
import { assertNotExcluded } from '../wallet/protection.server';
import type { AuthSettings } from './settings.server';
import { hashToken, newToken } from './tokens.server';
import { logFor } from '../log.server';

const log = logFor('auth');

/**
 * A token's one successor: derived from it with a server secret, so every refresh of one
 * token (racing tabs within the grace) gets the same new token, and a stolen token refreshed
 * many times yields one live token, not many (decision 007).
 */
async function successorOf(db: Queryable, token: string): Promise<string> {
  const secret = await getAppSecret(db, 'refresh_successor_v1');
  return `s1.${createHmac('sha256', secret).update(token).digest('base64url')}`;
}

export interface SessionRef {
  userId: number;
  sessionId: number;
}

export interface NewSession {
  userId: number;
  /** How the player logged in: password, code, register, social, sso, reset. */
  method: string;
  ip: string | null;
  userAgent: string | null;
}

type Ttl = Pick<AuthSettings, 'accessTtlSeconds' | 'sessionTtlDays'>;

/** Opens a session and returns its first bearer token (shown once, stored hashed). */
export async function createSession(
  db: Queryable,
  s: NewSession,
  ttl: Ttl,
): Promise<{ token: string; sessionId: number }> {
  // A player in cool-off or self-exclusion cannot log in by any method (issue 10).
  await assertNotExcluded(db, s.userId);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO sessions (user_id, ip, user_agent, method, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(days => $5)) RETURNING id`,
    [s.userId, s.ip, s.userAgent?.slice(0, 512) ?? null, s.method, ttl.sessionTtlDays],
  );
  const sessionId = rows[0]!.id;
  const token = newToken('s1');
  await db.query(
    `INSERT INTO session_tokens (token_hash, session_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [hashToken(token), sessionId, ttl.accessTtlSeconds],
  );
  return { token, sessionId };
}

// last_used_at is written at most every 5 minutes: it feeds the player's session list and the
// inactivity logout below, which therefore holds to within those 5 minutes.
const TOUCH_EVERY_SECONDS = 300;

/**
 * The player's inactivity logout (issue 10), enforced here as well as in the page: a session
 * with no request for longer than the player's chosen minutes is over, even when no tab was
 * left open to log it out. `s` is the sessions row; `touch` the parameter holding TOUCH_EVERY_SECONDS.
 */
const notIdle = (
  touch: string,
) => `NOT EXISTS (SELECT 1 FROM users iu WHERE iu.id = s.user_id AND iu.inactivity_logout_minutes IS NOT NULL
     AND s.last_used_at < now() - make_interval(mins => iu.inactivity_logout_minutes) - make_interval(secs => ${touch}))`;
const LOOKUP_NOT_IDLE = notIdle('$2');
const REFRESH_NOT_IDLE = notIdle('$3');

/** What a read joined to the session lookup adds: columns, joins and their parameters. */
export interface SessionJoin {
  /** Extra select list, e.g. `u.*, w.balance` (after the session's own columns). */
  select: string;
  /** Extra joins on `s` (sessions) and `t` (session_tokens). */
  joins: string;
  /** Their parameters, written `$3`, `$4`… in select and joins ($1–$2 are the lookup's). */
  params: unknown[];
}

/**
 * The live session a bearer token belongs to, or null (expired, revoked, replaced), with
 * whatever else `extra` reads in the same query: the profile read is one round trip to the
 * database instead of two. A replaced token opens nothing, from the moment its refresh
 * committed (issue 38; the refresh itself may still be replayed, see refreshSession).
 */
export async function resolveSessionWith<T extends object = object>(
  db: Queryable,
  token: string,
  extra?: SessionJoin,
): Promise<(SessionRef & { validMs: number } & T) | null> {
  const { rows } = await db.query<{ session_id: number; user_id: number; stale: boolean; valid_ms: number } & T>(
    `SELECT s.id AS session_id, s.user_id, s.last_used_at < now() - make_interval(secs => $2) AS stale,
            -- How long this answer holds at most: the token's and the session's ends, the player's
            -- inactivity logout (sessions cached in the process, session-cache.server.ts).
            extract(epoch FROM least(t.expires_at, s.expires_at,
              coalesce((SELECT s.last_used_at + make_interval(mins => iu.inactivity_logout_minutes) + make_interval(secs => $2)
                          FROM users iu WHERE iu.id = s.user_id), 'infinity'::timestamptz)) - now()) * 1000 AS valid_ms
            ${extra ? `, ${extra.select}` : ''}
       FROM session_tokens t JOIN sessions s ON s.id = t.session_id
            ${extra?.joins ?? ''}
      WHERE t.token_hash = $1 AND t.expires_at > now() AND t.superseded_at IS NULL
        AND s.revoked_at IS NULL AND s.expires_at > now() AND ${LOOKUP_NOT_IDLE}`,
    [hashToken(token), TOUCH_EVERY_SECONDS, ...(extra?.params ?? [])],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.stale) {
    db.query('UPDATE sessions SET last_used_at = now() WHERE id = $1', [row.session_id]).catch((e: Error) =>
      log.warn({ err: e }, 'touching a session failed'),
    );
  }
  return { ...row, userId: Number(row.user_id), sessionId: Number(row.session_id), validMs: Number(row.valid_ms) };
}

/** The live session a bearer token belongs to, or null (expired, revoked, replaced). */
export async function resolveSessionToken(db: Queryable, token: string): Promise<SessionRef | null> {
  const hit = await resolveSessionWith(db, token);
  return hit ? { userId: hit.userId, sessionId: hit.sessionId } : null;
}

export type RefreshResult = { ok: true; token: string; ref: SessionRef } | { ok: false; reason: 'unknown' | 'reused' };

/**
 * Rotates a session's bearer token: the new token is live and the one it replaces opens
 * nothing from the moment this commits (issue 38, decision 058). Within the grace period a
 * refresh of the replaced token may be replayed (two tabs, the site's server and a tab, an
 * answer lost on the way): it gets the same one successor back, derived from the token
 * (successorOf), while that successor is still the live one; it never makes another. A
 * replaced token presented after the grace was replaced long ago: that is a stolen or
 * replayed token, and the whole session is revoked. The access token itself may have
 * expired; the session must still be alive. Run in a transaction; the caller announces the
 * change after it commits (sessionsEnded), so a copy of the old token dies at once.
 */
export async function refreshSession(
  db: Queryable & { transaction?: unknown },
  token: string,
  settings: Pick<AuthSettings, 'accessTtlSeconds' | 'sessionTtlDays' | 'refreshGraceSeconds'>,
): Promise<RefreshResult> {
  const { rows } = await db.query<{ session_id: number; user_id: number; superseded: boolean; in_grace: boolean }>(
    `SELECT t.session_id, s.user_id, t.superseded_at IS NOT NULL AS superseded,
            coalesce(t.superseded_at > now() - make_interval(secs => $2), false) AS in_grace
       FROM session_tokens t JOIN sessions s ON s.id = t.session_id
      WHERE t.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND ${REFRESH_NOT_IDLE}`,
    [hashToken(token), settings.refreshGraceSeconds, TOUCH_EVERY_SECONDS],
  );
  const row = rows[0];
  if (!row) return { ok: false, reason: 'unknown' };
  const ref = { userId: Number(row.user_id), sessionId: Number(row.session_id) };
  if (row.superseded && !row.in_grace) {
    await revokeSession(db, row.session_id);
    return { ok: false, reason: 'reused' };
  }
  const fresh = await successorOf(db, token);
  if (row.superseded) {
    // A replay inside the grace: the one successor, if it is still the session's live token.
    const { rows: live } = await db.query(
      `SELECT 1 FROM session_tokens WHERE token_hash = $1 AND session_id = $2 AND superseded_at IS NULL AND expires_at > now()`,
      [hashToken(fresh), row.session_id],
    );
    return live.length ? { ok: true, token: fresh, ref } : { ok: false, reason: 'unknown' };
  }
  // Two refreshes racing here both insert the same successor (the second waits on the first's
  // row, then does nothing) and both answer it: one live token.
  await db.query(
    `INSERT INTO session_tokens (token_hash, session_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))
     ON CONFLICT (token_hash) DO NOTHING`,
    [hashToken(fresh), row.session_id, settings.accessTtlSeconds],
  );
  // The trigger of migration 17 announces this to every process (session_changed).
  await db.query('UPDATE session_tokens SET superseded_at = now() WHERE token_hash = $1 AND superseded_at IS NULL', [
    hashToken(token),
  ]);
  await db.query(
    `UPDATE sessions SET expires_at = now() + make_interval(days => $2), last_used_at = now() WHERE id = $1`,
    [row.session_id, settings.sessionTtlDays],
  );
  return { ok: true, token: fresh, ref };
}

export async function revokeSession(db: Queryable, sessionId: number): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
  sessionsEnded({ sessionId });
}

/** Ends every session of a player (password reset), or every other one (password change). */
export async function revokeUserSessions(db: Queryable, userId: number, exceptSessionId?: number): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND id <> $2', [
    userId,
    exceptSessionId ?? -1,
  ]);
  sessionsEnded({ userId });
}
