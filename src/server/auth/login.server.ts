import type { AuthTokenResponse } from '../../contract/auth';
import { DomainError } from '../../contract/domain-errors';
import type { Queryable } from '../db/types';
import type { Actor } from './actor';
import { createSession } from './sessions.server';
import { rememberFingerprint } from './fingerprint.server';
import { ssoLinkFor } from './sso.server';
import { logFor } from '../log.server';

const log = logFor('auth');

/**
 * Wrong password and unknown account get the same answer, a 422 (not a 401: the client
 * answers a 401 by refreshing its token, and a login form has no token to refresh).
 */
export const invalidCredentials = () => new DomainError('invalid_credentials', 'Wrong login or password');

export interface LoginEvent {
  userId: number | null;
  /** password, code, register, social, sso, reset … */
  method: string;
  /** What the visitor typed to name the account (e-mail, phone), for abuse review. */
  identifier?: string | null;
  success: boolean;
  /** Why it failed: wrong_password, unknown_account, no_password … */
  reason?: string | null;
}

/** How long a successful login makes its address a known device of the account. */
export const KNOWN_DEVICE_DAYS = 90;

/**
 * Whether this address logged into the account successfully in the last KNOWN_DEVICE_DAYS.
 * Asked for unknown accounts too (userId null), so both take the same work.
 */
export async function isKnownDevice(db: Queryable, userId: number | null, ip: string | null): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM login_events
      WHERE user_id = $1 AND ip = $2 AND success AND created_at > now() - make_interval(days => $3) LIMIT 1`,
    [userId ?? -1, ip ?? '', KNOWN_DEVICE_DAYS],
  );
  return rows.length > 0;
}

/** Writes one line of the login history (failed attempts too). */
export async function recordLoginEvent(a: Actor, e: LoginEvent, db?: Queryable): Promise<void> {
  const target = db ?? (await a.deps.getDb());
  await target.query(
    `INSERT INTO login_events (user_id, method, identifier, success, reason, ip, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      e.userId,
      e.method,
      e.identifier?.slice(0, 254) ?? null,
      e.success,
      e.reason ?? null,
      a.ip,
      a.userAgent?.slice(0, 512) ?? null,
    ],
  );
}

/**
 * Opens a session on this device and writes the successful login to the history, in one
 * transaction; returns the session's first bearer token.
 */
export async function openSession(
  a: Actor,
  userId: number,
  method: string,
  identifier: string | null = null,
): Promise<string> {
  const deps = a.deps;
  const db = await deps.getDb();
  return db.transaction(async (tx) => {
    const { token } = await createSession(
      tx,
      { userId, method, ip: a.ip, userAgent: a.userAgent?.slice(0, 512) ?? null },
      deps.auth,
    );
    await recordLoginEvent(a, { userId, method, identifier, success: true }, tx);
    return token;
  });
}

/**
 * The answer to every successful login or registration: a new session on this device,
 * a line in the login history, and the SSO link that lets the other mirrors log in too.
 */
export async function loginResponse(
  a: Actor,
  userId: number,
  method: string,
  extra: { confirm?: 'phone' | 'email' | null; identifier?: string | null; fp?: string } = {},
): Promise<AuthTokenResponse> {
  const token = await openSession(a, userId, method, extra.identifier ?? null);
  // The device is a signal for later checks, never a reason to fail the login.
  await rememberFingerprint(await a.deps.getDb(), userId, extra.fp).catch((e: unknown) =>
    log.warn({ err: e }, 'fingerprint not recorded'),
  );
  const sso = await ssoLinkFor(a.deps, userId);
  return { success: true, token, sso, confirm: extra.confirm ?? null };
}
