// Host and origin rules shared by the process entry (adapter), the API and the site. Kept
// free of imports so every layer can use them without pulling in the layer above.

/** The API's host for a site host: the api subdomain of the host without www (spec section 7). */
export function apiHostFor(siteHost: string): string {
  return `api.${siteHost.replace(/^www\./i, '')}`;
}

export const isApiHost = (host: string) => /^api\./i.test(host);

/** The in-house game studio's host (issue 21): studio.<site host>, a provider of its own. */
export const isStudioHost = (host: string) => /^studio\./i.test(host);

/** Base URL of calls the site makes to the embedded API app in-process. */
export const IN_PROCESS_BASE = 'http://api.internal';

/** Where the API answers on the site's own host when the site is reached by IP address. */
export const API_PATH_PREFIX = '/_api/';

export const isIpHost = (hostname: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith('[');

// Nearly every request names one of a handful of hosts (the site's, its API's), and an API call
// asks of its Host several times (host policy, demo check): the last answer of each is kept.
let lastLocalOf = '';
let lastLocal = false;

/** A host name (no port) that can only be this machine: loopback addresses and *.localhost. */
export function isLocalHostname(hostname: string): boolean {
  if (hostname === lastLocalOf) return lastLocal;
  const h = hostname.toLowerCase().replace(/\.$/, '');
  const local =
    h === 'localhost' ||
    h.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(h) ||
    h === '[::1]' ||
    h === '::1' ||
    h === 'api.internal';
  lastLocalOf = hostname;
  lastLocal = local;
  return local;
}

/**
 * A caller address that can only be this machine: 127.0.0.0/8, ::1 and IPv4-mapped
 * 127.x. Unknown (null) is not: a check built on it fails closed.
 */
export function isLoopbackAddress(ip: string | null | undefined): boolean {
  if (!ip) return false;
  const a = ip.trim().toLowerCase();
  const v4 = a.startsWith('::ffff:') ? a.slice(7) : a;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || a === '::1' || a === '0:0:0:0:0:0:0:1';
}

let lastHostOf = '';
let lastHostname = '';

/** The host name of a Host header value (drops the port; keeps IPv6 brackets). */
export function hostnameOf(host: string): string {
  if (host === lastHostOf) return lastHostname;
  const h = host.trim().toLowerCase();
  const name = h.startsWith('[') ? h.slice(0, h.indexOf(']') + 1) : (h.split(':')[0] ?? '');
  lastHostOf = host;
  lastHostname = name;
  return name;
}

/**
 * The site's own origin for an API host: api.example.com serves example.com and www.example.com.
 * With `scheme` ('http:' / 'https:', as the API was reached) the origin must use it too: an
 * http site's API does not serve https://localhost, a different origin (decision 009).
 */
export function isSiteOriginOf(origin: string, apiHost: string | undefined, scheme?: string): boolean {
  if (!apiHost || !origin) return false;
  let originHost: string;
  try {
    const u = new URL(origin);
    // Only an origin as browsers send it (serialised: lower case, no user, path or trailing
    // slash): it is echoed in Access-Control-Allow-Origin as it came.
    if (u.origin !== origin) return false;
    if (scheme && u.protocol !== scheme) return false;
    originHost = u.host.toLowerCase();
  } catch {
    return false;
  }
  const siteHost = apiHost.toLowerCase().replace(/^api\./, '');
  return originHost === siteHost || originHost === `www.${siteHost}`;
}

/** An origin string normalised (scheme://host[:port]), or null when it is not http(s). */
export function normaliseOrigin(origin: string): string | null {
  try {
    const u = new URL(origin);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return u.origin;
  } catch {
    return null;
  }
}

/** A request URL's path without its query, as Hono reads it (no URL parse: every call). */
export function pathOfUrl(url: string): string {
  const from = url.indexOf('/', url.indexOf('//') + 2);
  if (from === -1) return '/';
  const q = url.indexOf('?', from);
  return url.slice(from, q === -1 ? undefined : q);
}
