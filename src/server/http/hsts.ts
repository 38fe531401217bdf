import { proxyHops } from './client-ip.server';

/** Six months, subdomains too: the site's and the API's (src/server/api/app.ts), over TLS only. */
export const HSTS_VALUE = 'max-age=15552000; includeSubDomains';

/**
 * True when the visitor reached us over TLS: the request URL says https, or a trusted
 * proxy (TRUST_PROXY) says so in X-Forwarded-Proto. The proxy's entry is read like
 * X-Forwarded-For's (N from the right), so a client-written value is never believed.
 */
export function reachedOverTls(req: Request, trustProxy: boolean | number): boolean {
  // A Request's URL is serialised with its scheme in lower case: no parse needed (every API call).
  if (req.url.startsWith('https:')) return true;
  const hops = proxyHops(trustProxy);
  if (hops === 0) return false;
  const chain = (req.headers.get('x-forwarded-proto') ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  return chain.length > 0 && chain[Math.max(0, chain.length - hops)] === 'https';
}

/**
 * The response with Strict-Transport-Security when the request came over TLS. Never on
 * plain http: browsers ignore it there, and a local http install has nothing to pin.
 */
export function withHsts(res: Response, req: Request, trustProxy: boolean | number): Response {
  if (res.headers.has('strict-transport-security') || !reachedOverTls(req, trustProxy)) return res;
  try {
    res.headers.set('strict-transport-security', HSTS_VALUE);
    return res;
  } catch {
    // Immutable headers (Response.redirect, a fetched response): copy them.
    const headers = new Headers(res.headers);
    headers.set('strict-transport-security', HSTS_VALUE);
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  }
}
