import type { Context } from 'hono';
import { isAllowedReturnOriginFor } from '../auth/sso.server';
import { API_PATH_PREFIX, isApiHost } from '../http/hosts';
import type { ApiEnv } from './types';

// Addresses derived from the request. Only for redirect URIs and the demo provider's pages
// on this very API (the browser is already here); never for links in messages, which
// come from configured site origins only (src/server/http/site-origins.ts).

/** The scheme the browser used to reach this API (behind a trusted proxy, as the proxy says). */
export function requestProto(c: Context<ApiEnv>): 'http' | 'https' {
  const forwarded = c.env.deps.trustProxy ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
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

/** Where the SSO host and the social callback may send a browser (see isAllowedReturnOriginFor). */
export function isAllowedReturnOrigin(c: Context<ApiEnv>, origin: string): boolean {
  return isAllowedReturnOriginFor(c.env.deps, origin, c.req.header('host'));
}
