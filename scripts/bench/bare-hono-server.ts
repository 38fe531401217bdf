// The floor for bench:api: one Hono route on a bare @hono/node-server doing the same work as
// the product's GET /geo_ip (address → country with the same database file, the operator's
// blocked-country check) and nothing else: no CORS, secure headers, idempotency, error mapping.
// Run with tsx: PORT=… node --import tsx scripts/bench/bare-hono-server.ts
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { regionFromCountry } from '../../src/contract/common';
import { getConfig, getConfigStore } from '../../src/server/config/store.server';
import { countryOfIp } from '../../src/server/geo/ip-country.server';

const port = Number(process.env.PORT ?? '0');
const hostname = process.env.HOST ?? '127.0.0.1';
getConfigStore();

type Env = { Bindings: { incoming?: { socket?: { remoteAddress?: string } } } };
const app = new Hono<Env>().get('/geo_ip', (c) => {
  const ip = c.env.incoming?.socket?.remoteAddress ?? null;
  const country = countryOfIp(ip);
  const body = { data: { ip, country_code: country, region: regionFromCountry(country) } };
  const blocked = country !== null && getConfig().site.blockedCountries.includes(country);
  return c.json(blocked ? { message: 'Unavailable For Legal Reasons', ...body } : body, blocked ? 451 : 200);
});

serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.info(`[bare-hono] http://${hostname}:${info.port}`);
});
