// The API host alone, without the site: the same API app, start-up work and round engines as the
// production server (src/server/runtime.server.ts, src/server/adapter.ts's API-host path), served
// by a plain @hono/node-server with the production server's limits. No `waku build` needed, so
// benchmarks (bench:realtime) and multi-process tests can start several of these quickly.
//
//   PORT=3101 DATA_DIR=/tmp/x node --import tsx scripts/serve-api.ts        # embedded PGlite
//   PORT=3102 DATABASE_URL=postgres://… node --import tsx scripts/serve-api.ts
//
// The API answers at http://127.0.0.1:PORT/<service>/… for any Host the product serves (e.g.
// `Host: api.localhost:PORT`, which is also what a browser sends to http://api.localhost:PORT).
// A studio.* Host reaches the in-house studio (STUDIO=1), as on the production server; its wallet
// calls go to STUDIO_WALLET_URL (here http://127.0.0.1:PORT/providers/studio: no /_api prefix).
// Logs `listening on PORT` (a JSON line at info) once it serves and the start-up work is done.
// SIGTERM/SIGINT: stops taking connections, lets requests in flight finish (10 s at most), closes the
// event streams with a reconnect hint, stops the engines, closes the database (PGlite flushes), exits 0.
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { getDb } from '../src/server/db/index.server';
import { getEnv } from '../src/server/env.server';
import { compressResponse } from '../src/server/http/compression.server';
import type { ServerBindings } from '../src/server/http/client-ip.server';
import { isStudioHost } from '../src/server/http/hosts';
import { hostHeaderOf } from '../src/server/http/request-headers';
import { applyServerLimits, type ServerLimits, serverOptions } from '../src/server/http/server-limits.server';
import { onTerminate } from '../src/server/ops/shutdown.server';
import { stopProcessEngines } from '../src/server/rounds/engines.server';
import { getRuntime } from '../src/server/runtime.server';
import { logFor } from '../src/server/log.server';

const env = getEnv();
const { api, ready, studio } = getRuntime();

const limits: ServerLimits = {
  headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_MS,
  requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
  keepAliveTimeoutMs: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
  maxConnections: env.HTTP_MAX_CONNECTIONS,
};

await ready;
// The round engines (issue 19) start with the runtime's start-up work (ROUND_ENGINES=0: none).

const server = serve({
  // Exactly the product's API-host path: the API app, then the front server's compression.
  fetch: async (req, bindings) => {
    const b = bindings as ServerBindings | undefined;
    const app = studio && isStudioHost(hostHeaderOf(req, b?.incoming) ?? '') ? await studio : api;
    return compressResponse(req, await app.fetch(req, bindings), b?.outgoing);
  },
  port: env.PORT,
  hostname: env.HOST,
  serverOptions: serverOptions(limits),
}) as Server;
applyServerLimits(server, limits);
const log = logFor('serve-api');
server.once('listening', () => log.info({ port: env.PORT }, `listening on ${env.PORT}`));

// SIGTERM/SIGINT: the same graceful shutdown as the production server (src/server/ops/shutdown.server.ts).
onTerminate(server, {
  stopEngines: stopProcessEngines,
  closeDb: async () => (await getDb()).close(),
});
