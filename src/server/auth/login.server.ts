import type { Context } from 'hono';
import type { AuthTokenResponse } from '../../contract/auth';
import { validationError } from '../api/errors';
import type { ApiEnv } from '../api/types';
import type { Queryable } from '../db/types';
import { createSession } from './sessions.server';
import { ssoLinkFor } from './sso.server';

/**
 * Wrong password and unknown account get the same answer, a 422 (not a 401: the client
 * answers a 401 by refreshing its token, and a login form has no token to refresh).
 */
export const invalidCredentials = () => validationError({ _: ['invalid_credentials: Wrong login or password'] });

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

const userAgentOf = (c: Context<ApiEnv>) => c.req.header('user-agent')?.slice(0, 512) ?? null;

/** Writes one line of the login history (failed attempts too). */
export async function recordLoginEvent(c: Context<ApiEnv>, e: LoginEvent, db?: Queryable): Promise<void> {
  const target = db ?? (await c.get('deps').getDb());
  await target.query(
    `INSERT INTO login_events (user_id, method, identifier, success, reason, ip, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      e.userId,
      e.method,
      e.identifier?.slice(0, 254) ?? null,
      e.success,
      e.reason ?? null,
      c.get('clientIp'),
      userAgentOf(c),
    ],
  );
}

/**
 * Opens a session on this device and writes the successful login to the history, in one
 * transaction; returns the session's first bearer token.
 */
export async function openSession(
  c: Context<ApiEnv>,
  userId: number,
  method: string,
  identifier: string | null = null,
): Promise<string> {
  const deps = c.get('deps');
  const db = await deps.getDb();
  return db.transaction(async (tx) => {
    const { token } = await createSession(
      tx,
      { userId, method, ip: c.get('clientIp'), userAgent: userAgentOf(c) },
      deps.auth,
    );
    await recordLoginEvent(c, { userId, method, identifier, success: true }, tx);
    return token;
  });
}

/**
 * The answer to every successful login or registration: a new session on this device,
 * a line in the login history, and the SSO link that lets the other mirrors log in too.
 */
export async function loginResponse(
  c: Context<ApiEnv>,
  userId: number,
  method: string,
  extra: { confirm?: 'phone' | 'email' | null; identifier?: string | null } = {},
): Promise<AuthTokenResponse> {
  const token = await openSession(c, userId, method, extra.identifier ?? null);
  const sso = await ssoLinkFor(c, userId);
  return { success: true, token, sso, confirm: extra.confirm ?? null };
}
