import { createApiApp, type ApiApp } from './api/app';
import { SERVICES, type ServiceName, serviceEnvVar } from '../games/registry';
import { getConfig, getConfigStore } from './config/store.server';
import { retireDemoLogin, seedDemo } from './db/demo-seed.server';
import { getDb } from './db/index.server';
import { startHousekeeping } from './db/housekeeping.server';
import { getEnv } from './env.server';
import { authSettingsFromEnv } from './auth/settings.server';
import { startOutboxLoop } from './outbox/outbox.server';
import { siteOriginsFromEnv } from './http/site-origins';
import { API_PATH_PREFIX, apiHostFor, isIpHost } from './http/hosts';
import { startWalletSweeper } from './wallet/sweeper.server';
import { startRaceSettler } from './wallet';
import { startBonusSweeper } from './bonus/sweeper.server';
import { startProcessEngines } from './rounds/engines.server';
import path from 'node:path';
import { providersOf, syncProviderCatalog } from './providers/registry.server';
import { startProviderRoundSweeper } from './providers/rounds.server';
import { ensureStudioProvider, STUDIO_PROVIDER } from './providers/studio-setup.server';
import { createStudioApp, type StudioApp } from '../studio/app';
import { studioGames } from '../studio/catalog';
import { startLiveTables } from '../studio/live/engine.server';
import { logFor } from './log.server';

const log = logFor('runtime');

const KEY = Symbol.for('casino.runtime');
type Runtime = {
  api: ApiApp;
  ready: Promise<void>;
  /** The in-house studio's app for studio.* hosts (STUDIO=0: none). */
  studio: Promise<StudioApp> | null;
};
const g = globalThis as { [KEY]?: Runtime };

/** The process's API app and start-up work (migrations, demo data, config watch), made once. */
export function getRuntime(): Runtime {
  if (!g[KEY]) {
    const env = getEnv();
    // Before the config is read: the operator folder must list the studio for it to be launched.
    let studioKey: string | null = null;
    if (env.STUDIO === '1') {
      try {
        studioKey = ensureStudioProvider(path.resolve(env.OPERATOR_CONFIG), {
          siteUrl: env.SITE_URL,
          port: env.PORT,
          games: studioGames(),
        });
      } catch (e) {
        log.warn({ err: e }, 'studio not started: the operator folder is not writable for its key');
      }
    }
    getConfigStore(); // fails fast on an invalid config at boot
    const api = createApiApp({
      getDb,
      getConfig,
      trustProxy: env.TRUST_PROXY,
      extraCorsOrigins: env.CORS_ORIGINS.split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      auth: authSettingsFromEnv(),
      siteOrigins: siteOriginsFromEnv(env.SITE_URL, env.SITE_ORIGINS, env.PORT),
      apiUrl: env.API_URL,
    });
    const siteOrigins = siteOriginsFromEnv(env.SITE_URL, env.SITE_ORIGINS, env.PORT);
    const studio = studioKey
      ? getDb().then((db) =>
          createStudioApp({
            db,
            // The studio reaches the wallet like any provider: over HTTP, signed (loopback by default).
            walletUrl:
              env.STUDIO_WALLET_URL ?? `http://127.0.0.1:${env.PORT}${API_PATH_PREFIX}providers/${STUDIO_PROVIDER}`,
            privateKeyPem: studioKey,
            ...(env.SITE_URL ? { frameAncestors: siteOrigins } : {}),
          }),
        )
      : null;
    const ready = (async () => {
      const db = await getDb();
      // The providers' games in the catalog, now and after every edit of providers.json.
      await syncProviderCatalog(db, providersOf(getConfig()));
      getConfigStore().onChange((cfg) => {
        syncProviderCatalog(db, providersOf(cfg)).catch((e: unknown) =>
          log.warn({ err: e }, 'provider catalog sync failed'),
        );
      });
      startProviderRoundSweeper(getDb);
      if (studio && env.ROUND_ENGINES !== '0') startLiveTables(db);
      const auth = authSettingsFromEnv();
      if (auth.demo) await seedDemo(db);
      else await retireDemoLogin(db);
      announceDemo(auth);
      // Mail and SMS queued before a crash or restart go out now; then every 15 s.
      startOutboxLoop(getDb, authSettingsFromEnv());
      startHousekeeping(getDb);
      startWalletSweeper(getDb);
      startBonusSweeper(getDb, getConfig);
      startRaceSettler(getDb, () => getConfig().races);
      // Crash and the rooms: this process stands for election to run their round engines.
      startProcessEngines(db);
    })();
    g[KEY] = { api, ready, studio };
  }
  return g[KEY];
}

export { API_PATH_PREFIX, apiHostFor, IN_PROCESS_BASE, isApiHost } from './http/hosts';

/** Says at start-up, where an operator reads it, what of the demo is on and where. */
function announceDemo(auth: ReturnType<typeof authSettingsFromEnv>): void {
  if (!auth.demo) return;
  if (auth.demoOnPublicHosts) {
    log.warn(
      'DEMO_ON_PUBLIC_HOSTS=1: demo features answer on EVERY host, to every caller. Anyone can sign in with Demo ID, log into the demo player with its published password and read every code and reset link in the development inbox. Never on a real install.',
    );
  } else {
    log.info(
      'demo features on (Demo ID, demo player, development inbox), for loopback callers on loopback and *.localhost hosts only. Set SMTP_URL or DEMO_DATA=0 for a real install.',
    );
  }
}

/** Base URLs the site uses for a request arriving at `origin` (scheme://host). */
export function apiBasesFor(origin: string): { api: string; services: Record<ServiceName, string> } {
  const env = getEnv();
  const u = new URL(origin);
  const embedded = isIpHost(u.hostname)
    ? `${u.origin}${API_PATH_PREFIX.slice(0, -1)}`
    : `${u.protocol}//${apiHostFor(u.host)}`;
  const api = (env.API_URL ?? embedded).replace(/\/+$/, '');
  const services = Object.fromEntries(
    SERVICES.map((s) => [s, (env[serviceEnvVar(s)] ?? `${api}/${s}`).replace(/\/+$/, '')]),
  ) as Record<ServiceName, string>;
  return { api, services };
}
