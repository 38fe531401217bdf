import { randomBytes, timingSafeEqual } from 'node:crypto';
import { ApiCallError, type ApiClient } from '../contract/api-client';
import type { ProfileResponse } from '../contract/profile';
import { attachPayload, planAttribution, type CookieToSet } from './attribution';
import { COOKIE } from './cookies';
import { quietly } from './quietly';
import { safeLocalPath } from './safe-path';
import { logFor } from '../server/log.server';

const log = logFor('site');

/**
 * The front server's side of SSO across mirrors and of an expired session (spec section 4;
 * docs/decisions/006-accounts-and-sessions.md). front.server.ts calls these; the decisions
 * are pure so each condition can be tested on its own.
 */

/** The query parameters the SSO host adds on its way back; never left in the address bar. */
const HANDOVER_PARAMS = ['simpleAuthToken', 'simple_auth', 'sso_state'] as const;
// Tokens are prefix.base64url; anything else in the query is not one of ours.
const TOKEN_SHAPE = /^[A-Za-z0-9._~-]{16,512}$/;
const SIMPLE_AUTH_VALUE = /^[\w.:@~+-]{1,128}$/;

export interface FirstLoadInput {
  /** A page GET (not an RSC request, not a form post). */
  isPageGet: boolean;
  /** The SSO link of the mirror settings (GET /mirror), or null. */
  sso: string | null;
  /** The visitor has a token cookie. */
  hasToken: boolean;
  query: URLSearchParams;
  cookies: Record<string, string | undefined>;
  isDev: boolean;
  isBot: boolean;
}

/**
 * The nonce the first-load redirect stores in the ssoRedirected cookie and sends to the SSO
 * host as `state`; the host echoes it as `sso_state` next to the simple-auth token. Only a
 * browser that made that very round trip holds the matching cookie, so a link carrying
 * someone else's simple-auth token cannot log a visitor into the sender's account.
 */
export const newSsoState = () => randomBytes(18).toString('base64url');

/**
 * The first-load SSO redirect (spec section 4): where to send the visitor, or null. Only
 * with an SSO link, no token, no `no_sso` or `simpleAuthToken` in the query, no
 * `ssoRedirected` cookie, outside development, and never for bots. The first check is
 * the SSO link, so a site without SSO pays nothing.
 */
export function ssoFirstLoadLocation(
  input: FirstLoadInput,
  currentUrl: string,
): { location: string; state: string } | null {
  if (!input.sso || !input.isPageGet || input.hasToken || input.isDev || input.isBot) return null;
  if (input.query.has('no_sso') || input.query.has('simpleAuthToken')) return null;
  if (input.cookies[COOKIE.ssoRedirected.name] !== undefined) return null;
  let link: URL;
  try {
    link = new URL(input.sso);
  } catch {
    return null;
  }
  const state = newSsoState();
  link.searchParams.set('url', currentUrl);
  link.searchParams.set('state', state);
  return { location: link.toString(), state };
}

/**
 * The simple-auth token in the query: `token` when it may be exchanged — the simpleAuth
 * cookie present or `simple_auth` in this very query (which sets that cookie; spec section
 * 4), and `sso_state` equal to this browser's ssoRedirected cookie — `token: null` when the
 * address carries one that must not be (it is only taken out of the address), and null
 * when there is none.
 */
export function simpleAuthTokenOf(
  query: URLSearchParams,
  cookies: Record<string, string | undefined>,
): { token: string | null } | null {
  const token = query.get('simpleAuthToken');
  if (!token) return null;
  if (!TOKEN_SHAPE.test(token)) return { token: null };
  if (cookies[COOKIE.simpleAuth.name] === undefined && !query.get('simple_auth')) return { token: null };
  if (!sameSecret(query.get('sso_state'), cookies[COOKIE.ssoRedirected.name])) return { token: null };
  return { token };
}

function sameSecret(a: string | null | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The same address without the hand-over parameters (path, the rest of the query, no host). */
export function withoutHandoverParams(url: URL): string {
  const query = new URLSearchParams(url.search);
  for (const p of HANDOVER_PARAMS) query.delete(p);
  const search = query.toString();
  const rest = search ? `?${search}` : '';
  // `//evil.example/?simpleAuthToken=…` must not answer `Location: //evil.example/`.
  return safeLocalPath(`${url.pathname}${rest}`, `/${rest}`);
}

export interface HandoverInput {
  simpleAuthToken: string;
  url: URL;
  cookies: Record<string, string | undefined>;
  host: string;
  ip: string | null;
  userAgent: string;
  /** The API as the anonymous visitor. */
  api: Pick<ApiClient, 'profileWithToken'>;
  /** The API as the new session. */
  as: (token: string) => Pick<ApiClient, 'profile' | 'reportVisitor' | 'attachSource'>;
}

export interface HandoverResult {
  /** Where to send the browser: this page without the one-time token. */
  location: string;
  cookies: CookieToSet[];
  /** The new session's token, or null when the hand-over failed. */
  token: string | null;
}

/**
 * Exchanges the SSO host's one-time token for a session on this mirror (spec section 4):
 * the profile answers a fresh token, which goes into the token cookie; then the visitor
 * is reported, the traffic source attached to the player, and the profile loaded with
 * the fresh token. A failure leaves the visitor anonymous with no token cookie. Either
 * way the browser is sent to the same page without the token, so it stays out of the
 * address bar and the history.
 */
export async function exchangeSimpleAuth(input: HandoverInput): Promise<HandoverResult> {
  const cookies: CookieToSet[] = [];
  const location = withoutHandoverParams(input.url);
  const simpleAuth = input.url.searchParams.get('simple_auth');
  if (simpleAuth && SIMPLE_AUTH_VALUE.test(simpleAuth) && input.cookies[COOKIE.simpleAuth.name] === undefined) {
    cookies.push({ name: COOKIE.simpleAuth.name, value: simpleAuth, maxAge: COOKIE.simpleAuth.maxAge });
  }
  const clearToken = () => ({
    location,
    token: null,
    cookies: [...cookies, { name: COOKIE.token.name, value: '', maxAge: 0 }],
  });

  const first = await quietly('simple auth', input.api.profileWithToken(input.simpleAuthToken));
  const fresh = first?.fresh_token;
  if (!fresh) return clearToken();

  const session = input.as(fresh);
  // What attribution the visitor holds (cookies, and whatever this query brings).
  const plan = planAttribution({
    query: input.url.searchParams,
    cookies: input.cookies,
    url: input.url.toString(),
    host: input.host,
    ip: input.ip,
    userAgent: input.userAgent,
  });
  const held = { ...input.cookies, ...Object.fromEntries(plan.cookies.map((c) => [c.name, c.value])) };
  const [profile] = await Promise.all([
    quietly('profile after simple auth', session.profile()),
    input.userAgent
      ? quietly('middleware/ip', session.reportVisitor({ host: input.host, userAgent: input.userAgent.slice(0, 512) }))
      : null,
    quietly('attachSource', session.attachSource(attachPayload(held))),
  ]);
  if (!profile) return clearToken();
  cookies.push(
    { name: COOKIE.token.name, value: fresh, maxAge: COOKIE.token.maxAge },
    // Back from the SSO host, logged in: the next anonymous spell may ask it again.
    { name: COOKIE.ssoRedirected.name, value: '', maxAge: 0 },
  );
  return { location, token: fresh, cookies };
}

/**
 * The profile for the token cookie. An expired token (401) gets one refresh, as the
 * browser's client would do; null means the session is over and the cookie must go.
 */
export async function loadSessionProfile(
  /** The API as the token cookie's session. */
  api: Pick<ApiClient, 'profile' | 'refreshToken' | 'profileWithToken'>,
  token: string,
): Promise<{ profile: ProfileResponse; token: string } | null> {
  try {
    return { profile: await api.profile(), token };
  } catch (e) {
    if (!(e instanceof ApiCallError) || e.status !== 401) {
      log.warn({ err: e }, 'profile failed');
      return null;
    }
  }
  // The client speaks as the cookie's token, so this refreshes exactly that one.
  const refreshed = await quietly('token refresh', api.refreshToken());
  if (!refreshed) return null;
  const profile = await quietly('profile after refresh', api.profileWithToken(refreshed.access_token));
  return profile ? { profile, token: refreshed.access_token } : null;
}
