// The API app alone on a bare @hono/node-server: the reference bench:api compares the
// product's front server against. Same app and deps as src/server/runtime.server.ts builds,
// without Waku, the site or the host dispatch in front of it.
// Run with tsx: PORT=… DATA_DIR=… node --import tsx scripts/bench/bare-api-server.ts
// The product's V8 settings (src/server/gc-tuning.server.ts), as its front server loads them.
import '../../src/server/gc-tuning.server';
import { serve } from '@hono/node-server';
import { createApiApp } from '../../src/server/api/app';
import { authSettingsFromEnv } from '../../src/server/auth/settings.server';
import { getConfig, getConfigStore } from '../../src/server/config/store.server';
import { getDb } from '../../src/server/db/index.server';

const port = Number(process.env.PORT ?? '0');
const hostname = process.env.HOST ?? '127.0.0.1';

getConfigStore(); // reads (and watches) OPERATOR_CONFIG, as the product does at boot
await getDb(); // the product opens and migrates the database before it is measured, too

const app = createApiApp({
  getDb,
  getConfig,
  trustProxy: false,
  extraCorsOrigins: [],
  auth: authSettingsFromEnv(),
  siteOrigins: ['http://localhost:3000'],
});

serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.info(`[bare-api] http://${hostname}:${info.port}`);
});
