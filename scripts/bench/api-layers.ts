// What each layer of the API's shared stack costs per call, for bench:api. In one process, with no
// sockets and no load generator: the product's GET /geo_ip route called through app.fetch on
// "rungs" that add the steps of apiSteps() (src/server/api/app.ts) one at a time in the product's
// order, next to the whole API app (alone, and with the front server's compression step) and a
// bare Hono handler doing the same lookup. Each call gets a
// real node:http ServerResponse as its binding, as on the server, so the layers take the paths they
// take there. The cost is CPU time per call (process.cpuUsage over a batch), batches interleaved
// across the targets and the median kept, so noise from elsewhere hits every target alike.
//
// With SERVE=1 it measures nothing itself: it serves every target on a port of its own, over
// @hono/node-server as the product does, for bench:api to climb the same ladder over HTTP. A
// socket adds costs the in-process calls never see (the Node server's slower path for an answer
// that comes back as a promise, header bytes, the write), so the two ladders disagree, and the
// HTTP one is what a caller pays. It writes { pid, targets: [{ name, port }] } to READY_FILE.
//
// Logs go to stdout (a JSON line per request, as in production): run it with stdout sent to a
// file. The result is one JSON object written to RESULT_FILE.
// Run with tsx: RESULT_FILE=… DATA_DIR=… node --import tsx scripts/bench/api-layers.ts
import { writeFileSync } from 'node:fs';
import { type Server, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Socket } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { regionFromCountry } from '../../src/contract/common';
import { apiBase, apiSteps, createApiApp, newApiApp } from '../../src/server/api/app';
import { withFront } from '../../src/server/api/front';
import { geoRoutes } from '../../src/server/api/routes/geo';
import type { ApiDeps } from '../../src/server/api/types';
import { authSettingsFromEnv } from '../../src/server/auth/settings.server';
import { getConfig, getConfigStore } from '../../src/server/config/store.server';
import { getDb } from '../../src/server/db/index.server';
import { countryOfIp } from '../../src/server/geo/ip-country.server';
import type { ServerBindings } from '../../src/server/http/client-ip.server';
import { compressResponse } from '../../src/server/http/compression.server';

const CALLS = Number(process.env.CALLS ?? 5000);
const ROUNDS = Number(process.env.ROUNDS ?? 9);

getConfigStore();
await getDb();
const deps: ApiDeps = {
  getDb,
  getConfig,
  trustProxy: false,
  extraCorsOrigins: [],
  auth: authSettingsFromEnv(),
  siteOrigins: ['http://localhost:3000'],
};

type Fetch = (req: Request, env: unknown) => Response | Promise<Response>;

// The floor: the same lookup and answer as the route, nothing else (scripts/bench/bare-hono-server.ts).
const bare = new Hono<{ Bindings: { incoming?: { socket?: { remoteAddress?: string } } } }>().get('/geo_ip', (c) => {
  const ip = c.env.incoming?.socket?.remoteAddress ?? null;
  const country = countryOfIp(ip);
  const body = { data: { ip, country_code: country, region: regionFromCountry(country) } };
  const blocked = country !== null && getConfig().site.blockedCountries.includes(country);
  return c.json(blocked ? { message: 'Unavailable For Legal Reasons', ...body } : body, blocked ? 451 : 200);
});

// The front's steps (src/server/api/front.ts), added one at a time in the product's order, in front
// of an API app holding only the route. Rung 0 still fills each call's bindings (deps, address).
const steps = apiSteps(deps);
const base = apiBase(deps);
function rung(k: number): Fetch {
  const app = newApiApp();
  app.route('/', geoRoutes);
  withFront(app, steps.slice(0, k), base);
  return (r, e) => app.fetch(r, e as never);
}

const targets: { name: string; fetch: Fetch }[] = [
  { name: 'bare Hono handler', fetch: (r, e) => bare.fetch(r, e as never) },
  ...steps
    .map((_, k) => k)
    .concat(steps.length)
    .map((k) => ({
      name: k === 0 ? 'rung 0: the route alone' : `rung ${k}: + ${steps[k - 1]!.name}`,
      fetch: rung(k),
    })),
  ...(() => {
    const app = createApiApp(deps);
    return [
      { name: 'the whole API app', fetch: ((r, e) => app.fetch(r, e as never)) as Fetch },
      {
        // What the front server adds to an API call besides the host check: compression's look.
        name: 'the whole API app + the front server’s compression step',
        fetch: ((r, e) => {
          const res = app.fetch(r, e as never);
          const out = (e as ServerBindings).outgoing;
          return res instanceof Promise ? res.then((x) => compressResponse(r, x, out)) : compressResponse(r, res, out);
        }) as Fetch,
      },
    ];
  })(),
];

if (process.env.SERVE === '1') {
  const served = await Promise.all(
    targets
      // The compression step belongs to the front server, which the HTTP ladder does not run.
      .filter((t) => !t.name.includes('compression'))
      .map(
        (t) =>
          new Promise<{ name: string; port: number }>((resolve) => {
            const server = serve({ fetch: t.fetch, port: 0, hostname: '127.0.0.1' }, () =>
              resolve({ name: t.name, port: ((server as Server).address() as AddressInfo).port }),
            );
          }),
      ),
  );
  writeFileSync(process.env.READY_FILE ?? '/dev/stderr', JSON.stringify({ pid: process.pid, targets: served }));
} else await measureInProcess();

async function measureInProcess(): Promise<void> {
  const url = 'http://api.localhost:3000/geo_ip';
  // A browser's request (Accept-Encoding included: the answer is too small to compress, but the
  // front server has to look).
  const headers = {
    host: 'api.localhost:3000',
    'accept-encoding': 'gzip, deflate, br',
    'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0',
    accept: 'application/json',
    'accept-language': 'ru',
  };
  const socket = new Socket();
  /** What @hono/node-server passes: the raw request (for the address) and the response. */
  function bindings() {
    const incoming = new IncomingMessage(socket);
    Object.defineProperty(incoming, 'socket', { value: { remoteAddress: '127.0.0.1' } });
    return { incoming, outgoing: new ServerResponse(incoming) };
  }

  async function batch(t: (typeof targets)[number]): Promise<number> {
    const start = process.cpuUsage();
    for (let i = 0; i < CALLS; i++) {
      const res = await t.fetch(new Request(url, { headers }), bindings());
      if (res.status !== 200) throw new Error(`${t.name}: HTTP ${res.status}`);
      await res.text();
    }
    const d = process.cpuUsage(start);
    return (d.user + d.system) / CALLS;
  }

  // Warm-up (JIT) for every target, then the interleaved batches.
  for (const t of targets) await batch(t);
  const samples = new Map(targets.map((t) => [t.name, [] as number[]]));
  for (let r = 0; r < ROUNDS; r++) for (const t of targets) samples.get(t.name)!.push(await batch(t));
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

  const result = {
    calls: CALLS * ROUNDS,
    targets: targets.map((t) => ({ name: t.name, usPerCall: median(samples.get(t.name)!) })),
  };
  writeFileSync(process.env.RESULT_FILE ?? '/dev/stderr', JSON.stringify(result));
  process.exit(0);
}
