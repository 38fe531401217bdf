import { hostnameOf, isLocalHostname, normaliseOrigin } from './hosts';

/**
 * The operator's site origins: SITE_URL first, then the mirrors in SITE_ORIGINS (see
 * .env.example). Links in account messages are built only from these (and the CORS
 * origins the operator configured), never from a request's Host: a forged Host or Origin
 * would otherwise send a player's reset link to someone else's site.
 */
export interface SiteOrigins {
  /** Configured site origins; with nothing configured, http://localhost:<PORT>. */
  siteOrigins: string[];
  /** Other operator-configured origins (CORS_ORIGINS env, operator.json corsOrigins, ssoReturnOrigins). */
  trusted: () => string[];
}

export function siteOriginsFromEnv(siteUrl: string | undefined, mirrors: string, port: number): string[] {
  const list = [siteUrl, ...mirrors.split(',')]
    .map((s) => (s ? normaliseOrigin(s.trim()) : null))
    .filter((s): s is string => s !== null);
  return list.length ? [...new Set(list)] : [`http://localhost:${port}`];
}

const isLocalOrigin = (origin: string) => isLocalHostname(new URL(origin).hostname);

/** Every site origin is this machine: a development install, where any local origin may be the site. */
export const isLocalInstall = (siteOrigins: string[]) => siteOrigins.every(isLocalOrigin);

/**
 * The site links in a message point to: the page the request came from when the operator
 * configured that origin (a mirror stays on its mirror), else the first site origin. On a
 * development install any loopback / *.localhost origin may stand (it can only be this machine).
 */
export function messageLinkOrigin(sites: SiteOrigins, requestOrigin: string | undefined): string {
  const first = sites.siteOrigins[0] ?? 'http://localhost:3000';
  const origin = requestOrigin ? normaliseOrigin(requestOrigin) : null;
  if (!origin) return first;
  const known = [...sites.siteOrigins, ...sites.trusted()].map(normaliseOrigin);
  if (known.includes(origin)) return origin;
  if (isLocalInstall(sites.siteOrigins) && isLocalOrigin(origin)) return origin;
  return first;
}

/**
 * The hosts the API answers on: each site origin's host, its www. and api. names, and
 * the configured API_URL's; loopback and *.localhost names always (the site calls itself).
 */
export function isServedHost(siteOrigins: string[], apiUrl: string | undefined, host: string): boolean {
  const name = hostnameOf(host);
  if (!name) return false;
  if (isLocalHostname(name) || name === 'api.internal') return true;
  return servedNames(siteOrigins, apiUrl).has(name);
}

// The set is asked for on every API request: built once per configuration, not per call.
const servedCache = new WeakMap<string[], { apiUrl: string | undefined; names: Set<string> }>();
function servedNames(siteOrigins: string[], apiUrl: string | undefined): Set<string> {
  const hit = servedCache.get(siteOrigins);
  if (hit && hit.apiUrl === apiUrl) return hit.names;
  const names = new Set<string>();
  for (const o of [...siteOrigins, ...(apiUrl ? [apiUrl] : [])]) {
    const h = new URL(o).hostname.toLowerCase().replace(/^www\./, '');
    names.add(h).add(`www.${h}`).add(`api.${h}`);
  }
  servedCache.set(siteOrigins, { apiUrl, names });
  return names;
}
