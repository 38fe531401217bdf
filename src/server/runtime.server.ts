import { createApiApp, type ApiApp } from './api/app';
import { SERVICES, type ServiceName } from './api/services';
import { getConfig, getConfigStore } from './config/store.server';
import { retireDemoLogin, seedDemo } from './db/demo-seed.server';
import { getDb } from './db/index.server';
import { startHousekeeping } from './db/housekeeping.server';
import { getEnv } from './env.server';
import { authSettingsFromEnv } from './auth/settings.server';
import { startOutboxLoop } from './outbox/outbox.server';

const KEY = Symbol.for('casino.runtime');
type Runtime = { api: ApiApp; ready: Promise<void> };
const g = globalThis as { [KEY]?: Runtime };

/** The process's API app and start-up work (migrations, demo data, config watch), made once. */
export function getRuntime(): Runtime {
  if (!g[KEY]) {
    const env = getEnv();
    getConfigStore(); // fails fast on an invalid config at boot
    const api = createApiApp({
      getDb,
      getConfig,
      trustProxy: env.TRUST_PROXY,
      extraCorsOrigins: env.CORS_ORIGINS.split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      auth: authSettingsFromEnv(),
    });
    const ready = (async () => {
      const db = await getDb();
      if (env.DEMO_DATA) await seedDemo(db);
      else await retireDemoLogin(db);
      // Mail and SMS queued before a crash or restart go out now; then every 15 s.
      startOutboxLoop(getDb, authSettingsFromEnv());
      startHousekeeping(getDb);
    })();
    g[KEY] = { api, ready };
  }
  return g[KEY];
}

/** The API's host for a site host: the api subdomain of the host without www (spec section 7). */
export function apiHostFor(siteHost: string): string {
  return `api.${siteHost.replace(/^www\./i, '')}`;
}

export const isApiHost = (host: string) => /^api\./i.test(host);

/** Base URL of calls the site makes to the embedded API app in-process. */
export const IN_PROCESS_BASE = 'http://api.internal';

/** Where the API answers on the site's own host when the site is reached by IP address. */
export const API_PATH_PREFIX = '/_api/';

const isIpHost = (hostname: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith('[');

/** Base URLs the site uses for a request arriving at `origin` (scheme://host). */
export function apiBasesFor(origin: string): { api: string; services: Record<ServiceName, string> } {
  const env = getEnv();
  const u = new URL(origin);
  const embedded = isIpHost(u.hostname)
    ? `${u.origin}${API_PATH_PREFIX.slice(0, -1)}`
    : `${u.protocol}//${apiHostFor(u.host)}`;
  const api = (env.API_URL ?? embedded).replace(/\/+$/, '');
  const byEnv: Record<ServiceName, string | undefined> = {
    crash: env.CRASH_API_URL,
    cases: env.CASES_API_URL,
    miner: env.MINER_API_URL,
    general: env.GENERAL_API_URL,
    coinflip: env.COINFLIP_API_URL,
    keno: env.KENO_API_URL,
    dice: env.DICE_API_URL,
  };
  const services = Object.fromEntries(
    SERVICES.map((s) => [s, (byEnv[s] ?? `${api}/${s}`).replace(/\/+$/, '')]),
  ) as Record<ServiceName, string>;
  return { api, services };
}
