import { createMiddleware } from 'hono/factory';
import { hostnameOf, isLocalHostname } from '../http/hosts';
import { isServedHost } from '../http/site-origins';
import type { ApiEnv } from './types';

/**
 * The API answers only the hosts it serves (the configured site origins' api., www. and
 * bare names, API_URL, local names) and refuses any other Host with 421: a forged Host
 * must not reach code that might build an address from it.
 *
 * Demo features (Demo ID, the development inbox) run only on loopback and *.localhost
 * hosts unless the operator set DEMO_ON_PUBLIC_HOSTS=1: elsewhere this request sees
 * `auth.demo` off, so every demo check downstream answers as on a real install.
 */
export const hostPolicy = createMiddleware<ApiEnv>(async (c, next) => {
  const deps = c.get('deps');
  const forwarded = deps.trustProxy ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  const host = forwarded || c.req.header('host') || new URL(c.req.url).host;
  if (!isServedHost(deps.siteOrigins, deps.apiUrl, host)) {
    return c.json({ message: 'This host is not served here.' }, 421);
  }
  if (deps.auth.demo && !deps.auth.demoOnPublicHosts && !isLocalHostname(hostnameOf(host))) {
    c.set('deps', { ...deps, auth: { ...deps.auth, demo: false } });
  }
  await next();
});
