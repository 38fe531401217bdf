import type { OperatorConfig } from '../config/schema';
import type { Queryable } from '../db/types';
import { isSiteOriginOf } from '../http/hosts';
import type { AuthDeps } from './actor';
import { consumeAuthToken, issueAuthToken } from './auth-tokens.server';
import { hashToken, newToken } from './tokens.server';

/**
 * SSO across mirrors (spec section 4). One API host (config `site.settings.sso`) keeps an
 * SSO session in its own cookie; every mirror sends anonymous visitors there once, and gets
 * back a one-time simple-auth token when the browser is logged in somewhere else.
 */

/** A ticket only has to survive the browser hop from the login answer to GET /sso. */
export const SSO_TICKET_TTL_SECONDS = 120;
/** A simple-auth token only has to survive the redirect back to the mirror's front server. */
export const SIMPLE_AUTH_TTL_SECONDS = 120;
export const SSO_SESSION_TTL_DAYS = 30;
export const SSO_COOKIE = 'sso_session';

/**
 * The SSO link a login/registration answer carries: the client sends the browser there (with
 * `url=<current address>`) so the SSO host learns who is logged in. Null when SSO is off.
 */
export async function ssoLinkFor(deps: AuthDeps, userId: number): Promise<string | null> {
  const sso = deps.getConfig().site.settings.sso;
  if (!sso) return null;
  const ticket = await issueAuthToken(await deps.getDb(), {
    purpose: 'sso_ticket',
    userId,
    ttlSeconds: SSO_TICKET_TTL_SECONDS,
  });
  const link = new URL(sso);
  link.searchParams.set('ticket', ticket);
  return link.toString();
}

/** Spends a ticket: the user it was issued for, or null (unknown, spent, expired). */
export async function spendSsoTicket(db: Queryable, ticket: string): Promise<number | null> {
  const row = await consumeAuthToken(db, ticket, 'sso_ticket');
  return row?.userId ?? null;
}

/** Opens an SSO host session; the token goes into the `sso_session` cookie (stored hashed). */
export async function openSsoSession(db: Queryable, userId: number): Promise<string> {
  const token = newToken('sso1');
  await db.query(
    `INSERT INTO sso_sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`,
    [hashToken(token), userId, SSO_SESSION_TTL_DAYS],
  );
  return token;
}

/** The user of a live SSO session cookie, or null. */
export async function ssoSessionUser(db: Queryable, token: string): Promise<number | null> {
  const { rows } = await db.query<{ user_id: number }>(
    `SELECT s.user_id FROM sso_sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [hashToken(token)],
  );
  return rows[0] ? Number(rows[0].user_id) : null;
}

/** Logout everywhere: the SSO host stops vouching for this user. */
export async function revokeSsoSessions(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE sso_sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}

/** Ends one SSO host session (its cookie is being replaced). */
export async function revokeSsoSessionToken(db: Queryable, token: string): Promise<void> {
  await db.query('UPDATE sso_sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [
    hashToken(token),
  ]);
}

/** A one-time token the mirror's front server exchanges for a session (GET /profile/user). */
export async function issueSimpleAuthToken(db: Queryable, userId: number): Promise<string> {
  return issueAuthToken(db, { purpose: 'simple_auth', userId, ttlSeconds: SIMPLE_AUTH_TTL_SECONDS });
}

/** What the return-origin rule reads: the operator's config and the CORS_ORIGINS env. */
export interface ReturnOriginDeps {
  getConfig: () => OperatorConfig;
  extraCorsOrigins: string[];
}

/** The return-origin rule for an API host of this install (the SSO host, seen from a mirror's API). */
export function isAllowedReturnOriginFor(deps: ReturnOriginDeps, origin: string, apiHost: string | undefined): boolean {
  let normalised: string;
  try {
    const u = new URL(origin);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return false;
    normalised = u.origin;
  } catch {
    return false;
  }
  const { site } = deps.getConfig();
  const same = (o: string) => {
    try {
      return new URL(o).origin === normalised;
    } catch {
      return false;
    }
  };
  return (
    isSiteOriginOf(normalised, apiHost) ||
    deps.extraCorsOrigins.some(same) ||
    site.corsOrigins.some(same) ||
    site.auth.ssoReturnOrigins.some(same)
  );
}

/**
 * A login's SSO link with the page to come back to, for a hop the server makes itself (the
 * social callback). Null when the SSO host would refuse that page, so a misconfigured
 * return origin costs the SSO hop, not the login.
 */
export function ssoLinkWithReturn(deps: ReturnOriginDeps, sso: string, returnUrl: string): string | null {
  const link = new URL(sso);
  if (!isAllowedReturnOriginFor(deps, returnUrl, link.host)) return null;
  link.searchParams.set('url', returnUrl);
  return link.toString();
}
