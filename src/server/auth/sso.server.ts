import type { Context } from 'hono';
import { isSiteOriginOf } from '../api/app';
import type { ApiDeps, ApiEnv } from '../api/types';
import type { Queryable } from '../db/types';
import { API_PATH_PREFIX, isApiHost } from '../runtime.server';
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
export async function ssoLinkFor(c: Context<ApiEnv>, userId: number): Promise<string | null> {
  const deps = c.get('deps');
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

// ---------------------------------------------------------------------------- origins

/** The scheme the browser used to reach this API (behind a trusted proxy, as the proxy says). */
export function requestProto(c: Context<ApiEnv>): 'http' | 'https' {
  const forwarded = c.get('deps').trustProxy ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
  const proto = forwarded || new URL(c.req.url).protocol.replace(':', '');
  return proto === 'https' ? 'https' : 'http';
}

/**
 * The API's own base address as the browser sees it: `https://api.example.com`, or
 * `http://10.0.0.5:3000/_api` for a site reached by IP address (its API lives under /_api,
 * see src/server/adapter.ts). Redirect URIs and the demo provider's pages are built on it.
 */
export function apiBaseOf(c: Context<ApiEnv>): string {
  const host = c.req.header('host') || new URL(c.req.url).host;
  const origin = `${requestProto(c)}://${host}`;
  return isApiHost(host) ? origin : `${origin}${API_PATH_PREFIX.slice(0, -1)}`;
}

/** The path prefix this API answers under (empty on api.* hosts, /_api by IP address). */
export const apiPathPrefixOf = (c: Context<ApiEnv>) => new URL(apiBaseOf(c)).pathname.replace(/\/+$/, '');

/** The site origin this API host belongs to (api.example.com → example.com). */
export function siteOriginOf(c: Context<ApiEnv>): string {
  const host = c.req.header('host') || new URL(c.req.url).host;
  return `${requestProto(c)}://${host.replace(/^api\./i, '')}`;
}

/**
 * Where the SSO host and the social callback may send a browser: this API host's own site,
 * the origins CORS trusts (config corsOrigins and the CORS_ORIGINS env), and the mirrors
 * listed in auth.ssoReturnOrigins. Anything else would make us an open redirect.
 */
export function isAllowedReturnOrigin(c: Context<ApiEnv>, origin: string): boolean {
  return isAllowedReturnOriginFor(c.get('deps'), origin, c.req.header('host'));
}

/** The same rule for another API host of this install (the SSO host, seen from a mirror's API). */
export function isAllowedReturnOriginFor(
  deps: Pick<ApiDeps, 'getConfig' | 'extraCorsOrigins'>,
  origin: string,
  apiHost: string | undefined,
): boolean {
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
export function ssoLinkWithReturn(
  deps: Pick<ApiDeps, 'getConfig' | 'extraCorsOrigins'>,
  sso: string,
  returnUrl: string,
): string | null {
  const link = new URL(sso);
  if (!isAllowedReturnOriginFor(deps, returnUrl, link.host)) return null;
  link.searchParams.set('url', returnUrl);
  return link.toString();
}
