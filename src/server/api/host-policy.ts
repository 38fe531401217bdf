import { type FrontStep, jsonAnswer } from './front';
import { hostnameOf, isLocalHostname, isLoopbackAddress } from '../http/hosts';
import { headerOf, hostHeaderOf } from '../http/request-headers';
import { isServedHost } from '../http/site-origins';

/**
 * Demo features (Demo ID, the development inbox, the demo player's password) are for this
 * machine only: a loopback caller (clientIp, which honours TRUST_PROXY; unknown is not
 * loopback) on a loopback or *.localhost host. The Host alone is the client's word: with
 * HOST=0.0.0.0 anyone on the network can send `Host: api.localhost` (decision 036).
 */
export const demoAllowed = (host: string, clientIp: string | null): boolean =>
  isLocalHostname(hostnameOf(host)) && isLoopbackAddress(clientIp);

/**
 * The API answers only the hosts it serves (the configured site origins' api., www. and
 * bare names, API_URL, local names) and refuses any other Host with 421: a forged Host
 * must not reach code that might build an address from it.
 *
 * Where demoAllowed says no (and DEMO_ON_PUBLIC_HOSTS=1 is not set) this request sees
 * `auth.demo` off, so every demo check downstream answers as on a real install.
 */
export const hostPolicy: FrontStep = {
  name: 'host policy',
  run(call, next) {
    const { req, env } = call;
    const deps = env.deps;
    const forwarded = deps.trustProxy
      ? headerOf(req, env.incoming, 'x-forwarded-host')?.split(',')[0]?.trim()
      : undefined;
    const host = forwarded || hostHeaderOf(req, env.incoming) || new URL(req.url).host;
    if (!isServedHost(deps.siteOrigins, deps.apiUrl, host))
      return jsonAnswer({ message: 'This host is not served here.' }, 421);
    if (deps.auth.demo && !deps.auth.demoOnPublicHosts && !demoAllowed(host, env.clientIp)) {
      env.deps = { ...deps, auth: { ...deps.auth, demo: false } };
    }
    return next(call);
  },
};
