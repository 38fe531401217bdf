// The API host's answers through the front server's compression step, over a real Node server (as
// scripts/serve-api.ts and the product serve them): the cheap path for small JSON (issue 23,
// bench:api) must still say Vary: Accept-Encoding, and big answers must still come compressed.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import type { ServerBindings } from '../../src/server/http/client-ip.server';
import { compressResponse } from '../../src/server/http/compression.server';
import { configDir, freshDb, testApi } from './helpers';

let db: Db;
let drop: () => Promise<void>;
let server: ServerType;
let port: number;

beforeAll(async () => {
  ({ db, drop } = await freshDb());
  const app = testApi(db, new ConfigStore(configDir()));
  await new Promise<void>((resolve) => {
    server = serve(
      {
        fetch: async (req, env) =>
          compressResponse(req, await app.fetch(req, env), (env as ServerBindings | undefined)?.outgoing),
        port: 0,
        hostname: '127.0.0.1',
      },
      () => resolve(),
    );
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await drop();
});

function call(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request({ method, host: '127.0.0.1', port, path, headers: { host: 'api.casino.test', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}
const get = (path: string, headers: Record<string, string> = {}) => call('GET', path, headers);

/** A GET's head as it came over the wire (rawHeaders: a header sent twice shows twice). */
function rawCall(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; rawHeaders: string[] }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { host: 'api.casino.test', ...headers } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, rawHeaders: res.rawHeaders }));
      })
      .on('error', reject);
  });
}

const varyOf = (h: http.IncomingHttpHeaders) => (h.vary ?? '').split(/,\s*/).map((v) => v.toLowerCase());

describe('API answers through the compression step', () => {
  it('a small JSON answer goes as it is, whole, and says it varies by Origin and Accept-Encoding', async () => {
    for (const accept of ['gzip, deflate, br', undefined]) {
      const res = await get('/geo_ip', accept ? { 'accept-encoding': accept } : {});
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(varyOf(res.headers)).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(JSON.parse(res.body.toString())).toMatchObject({ data: { region: expect.any(String) } });
      // The security headers and the request id are still there.
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('Strict-Transport-Security only on calls that came over TLS (the proxy trusted says so), as on the site', async () => {
    // Plain http: a browser ignores it there, and RFC 6797 forbids sending it.
    expect((await get('/geo_ip')).headers['strict-transport-security']).toBeUndefined();
    // Behind the TLS proxy the tests trust: the proxy's X-Forwarded-Proto.
    const tls = await get('/geo_ip', { 'x-forwarded-proto': 'https' });
    expect(tls.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    expect(tls.headers['x-content-type-options']).toBe('nosniff');
    // Without a Node response to write on (an in-process call), on the answer's own headers.
    const app = testApi(db, new ConfigStore(configDir()));
    const direct = await app.request('https://api.casino.test/geo_ip', { headers: { host: 'api.casino.test' } });
    expect(direct.headers.get('strict-transport-security')).toBe('max-age=15552000; includeSubDomains');
    const plain = await app.request('http://api.casino.test/geo_ip', { headers: { host: 'api.casino.test' } });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    expect(plain.headers.get('x-frame-options')).toBe('DENY');
  });

  it('a big JSON answer comes compressed in the encoding asked for, and decodes to the same document', async () => {
    const plain = await get('/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(10_000);
    const br = await get('/openapi.json', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(varyOf(br.headers)).toContain('accept-encoding');
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    const gz = await get('/openapi.json', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(plain.body.toString());
  });

  it('a cross-origin call from the site keeps its CORS answer and varies by Origin and Accept-Encoding', async () => {
    const res = await get('/geo_ip', { origin: 'http://casino.test', 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('http://casino.test');
    expect(varyOf(res.headers)).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(res.body.toString())).toMatchObject({ data: { region: expect.any(String) } });
  });

  it('a cross-origin call from a site that is not ours gets no Access-Control-Allow-Origin', async () => {
    const res = await get('/geo_ip', { origin: 'https://evil.example' });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(varyOf(res.headers)).toContain('origin');
  });

  it('a big cross-origin answer comes compressed, with its CORS headers, and decodes whole', async () => {
    const plain = await get('/openapi.json');
    const br = await get('/openapi.json', { origin: 'http://casino.test', 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['access-control-allow-origin']).toBe('http://casino.test');
    expect(varyOf(br.headers)).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
  });

  it('a preflight from the site is answered by CORS alone: 204, the methods and headers allowed, cached 10 min', async () => {
    const res = await call('OPTIONS', '/api/v2/auth/login', {
      origin: 'http://casino.test',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, idempotency-key',
    });
    expect(res.status).toBe(204);
    expect(res.body.length).toBe(0);
    expect(res.headers['access-control-allow-origin']).toBe('http://casino.test');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers['access-control-allow-methods']).toContain('POST');
    expect(res.headers['access-control-allow-headers']?.toLowerCase()).toContain('idempotency-key');
    expect(res.headers['access-control-max-age']).toBe('600');
    const refused = await call('OPTIONS', '/api/v2/auth/login', {
      origin: 'https://evil.example',
      'access-control-request-method': 'POST',
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('login answers over the Node server are never cached, and other answers keep their own Cache-Control', async () => {
    const login = await call('POST', '/api/v2/auth/login/email/password', { 'content-type': 'application/json' });
    expect(login.headers['cache-control']).toBe('no-store');
    expect(login.headers['x-content-type-options']).toBe('nosniff');
    expect((await get('/geo_ip')).headers['cache-control']).toBeUndefined();
  });

  it("every answer carries the shared headers once, and a route's own headers over them", async () => {
    const names = (raw: string[]) => raw.filter((_, i) => i % 2 === 0).map((n) => n.toLowerCase());
    const once = (raw: string[]) => {
      const seen = names(raw);
      expect(seen.length).toBe(new Set(seen).size);
    };
    // A plain JSON answer: the shared headers ride in the answer itself (front.ts).
    const plain = await rawCall('/geo_ip', { origin: 'http://casino.test' });
    once(plain.rawHeaders);
    for (const name of ['x-request-id', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'vary'])
      expect(names(plain.rawHeaders)).toContain(name);
    expect(plain.headers['access-control-allow-origin']).toBe('http://casino.test');
    expect(plain.headers['content-type']).toBe('application/json');
    // A route that sets its own header first: Hono makes the answer, the shared headers go on Node's
    // response, and the route's Cache-Control stands.
    const feed = await rawCall('/general/bets/feed?game=dice', { origin: 'http://casino.test' });
    once(feed.rawHeaders);
    expect(feed.headers['cache-control']).toBe('public, max-age=1');
    expect(feed.headers['x-frame-options']).toBe('DENY');
    expect(feed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(feed.headers['access-control-allow-origin']).toBe('http://casino.test');
    expect(varyOf(feed.headers)).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
  });

  it('a token answer reached by a percent-encoded path is still never cached (the rule sees the routed path)', async () => {
    const encoded = await call('POST', '/api/v2/%61uth/login/email/password', { 'content-type': 'application/json' });
    // The route answered (a 422 for the empty body), so the path is the auth path it decodes to.
    expect(encoded.status).toBe(422);
    expect(encoded.headers['cache-control']).toBe('no-store');
    expect((await get('/%61uth/providers')).headers['cache-control']).toBe('no-store');
  });

  it('an Origin that only parses to the site (user part, trailing slash, capitals) is not echoed', async () => {
    for (const origin of [
      'http://evil.com@casino.test',
      'http://casino.test/',
      'HTTP://CASINO.TEST',
      'http://casino.test#',
    ]) {
      const res = await get('/geo_ip', { origin });
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
    expect((await get('/geo_ip', { origin: 'http://casino.test' })).headers['access-control-allow-origin']).toBe(
      'http://casino.test',
    );
  });

  it('a fixed path and a parameter beside it answer for themselves, again and again (the router keeps fixed matches)', async () => {
    for (let i = 0; i < 3; i++) {
      const feed = await get('/general/bets/feed?game=dice');
      expect(feed.status).toBe(200);
      expect(JSON.parse(feed.body.toString())).toHaveProperty('data');
      // An id no bet has: the route with the parameter answers, not the fixed one.
      const missing = await get(`/general/bets/${900_000_000 + i}`);
      expect(missing.status).toBe(404);
    }
  });
});

describe('the API front', () => {
  it('a round stream over the Node server opens once and stays open (the route writes it itself)', async () => {
    const seen = await new Promise<{
      status: number;
      type: string | undefined;
      headers: http.IncomingHttpHeaders;
      chunk: string;
      closed: boolean;
    }>((resolve, reject) => {
      let closed = false;
      const req = http.get(
        {
          host: '127.0.0.1',
          port,
          path: '/crash/events',
          headers: { host: 'api.casino.test', origin: 'http://casino.test' },
        },
        (res) => {
          res.on('close', () => {
            closed = true;
          });
          res.once('data', (c: Buffer) => {
            // Still open a second later: no second head written over the stream, no error closing it.
            setTimeout(() => {
              resolve({
                status: res.statusCode!,
                type: res.headers['content-type'],
                headers: res.headers,
                chunk: c.toString(),
                closed,
              });
              req.destroy();
            }, 1000);
          });
        },
      );
      req.on('error', (e) => (closed ? undefined : reject(e)));
      req.setTimeout(15_000, () => req.destroy(new Error('no event in 15 s')));
    });
    expect(seen.status).toBe(200);
    expect(seen.type).toMatch(/^text\/event-stream/);
    expect(seen.chunk).toMatch(/^(event|data|id|retry|:)/m);
    expect(seen.closed).toBe(false);
    // The stream's own head still carries the call's shared headers.
    expect(seen.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen.headers['x-content-type-options']).toBe('nosniff');
    expect(seen.headers['x-frame-options']).toBe('DENY');
    expect(seen.headers['access-control-allow-origin']).toBe('http://casino.test');
    expect(seen.headers['cache-control']).toBe('no-store');
  });

  it('answers a call whose route answers at once without a promise (the Node server writes it in the same event)', () => {
    const app = testApi(db, new ConfigStore(configDir()));
    const res = app.fetch(new Request('http://api.casino.test/geo_ip', { headers: { host: 'api.casino.test' } }));
    expect(res).toBeInstanceOf(Response);
    expect((res as Response).status).toBe(200);
    // A host the API does not serve is refused by the front itself, also at once.
    const foreign = app.fetch(new Request('http://evil.example/geo_ip', { headers: { host: 'evil.example' } }));
    expect((foreign as Response).status).toBe(421);
  });
});
