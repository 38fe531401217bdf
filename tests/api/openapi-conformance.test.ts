// Every answer the API really gives is in its OpenAPI document (issue 40): a bad request, signed in
// and signed out, goes to every operation of the document over real HTTP, and each answer's status
// must be declared for that operation and its body must match the schema declared for that status.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createSession } from '../../src/server/auth/sessions.server';
import { createUser } from '../../src/server/auth/users.server';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import { buildDocument } from '../../src/server/openapi/document';
import { configDir, documentedZod, freshDb, testApi } from './helpers';

let db: Db;
let drop: () => Promise<void>;
let server: ServerType;
let port: number;
let userId: number;
beforeAll(async () => {
  ({ db, drop } = await freshDb());
  userId = (
    await createUser(db, { email: 'contract@example.com', passwordHash: null, registerMethod: 'social', region: 'RU' })
  ).id;
  const app = testApi(db, new ConfigStore(configDir()));
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await drop();
});

const doc = buildDocument();
type Json = Record<string, unknown>;
const schemas = (doc.components?.schemas ?? {}) as Json;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** A schema with its $refs to components inlined, as zod (cached: ~150 operations share them). */
const zodCache = new Map<unknown, z.ZodType>();
function asZod(schema: unknown): z.ZodType {
  const hit = zodCache.get(schema);
  if (hit) return hit;
  const out = documentedZod(schema, schemas);
  zodCache.set(schema, out);
  return out;
}

let ip = 0;
/** A fresh session per signed-in call: a logout or a refresh among the calls ends only its own. */
async function bearer(): Promise<string> {
  const { token } = await createSession(
    db,
    { userId, method: 'password', ip: null, userAgent: 'Agent/1' },
    { accessTtlSeconds: 3600, sessionTtlDays: 30 },
  );
  return `Bearer ${token}`;
}

interface Operation {
  method: (typeof METHODS)[number];
  path: string;
  op: {
    security?: Json[];
    responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
    parameters?: { name: string; in: string; required?: boolean }[];
  };
}
const operations: Operation[] = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((method) => ({ method, path, op: item[method] as Operation['op'] })),
);

interface Answer {
  status: number;
  type: string;
  text: string;
}

/** One call over real HTTP (node:http: fetch may not set Host, which the API routes by). */
function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  // Node sends a DELETE's body with no length unless told: the server would read it as a new request.
  const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers: { ...headers, ...length } }, (res) => {
      const type = (res.headers['content-type'] ?? '').split(';')[0]!.trim();
      const status = res.statusCode ?? 0;
      // An event stream stays open: its head is all this test reads.
      if (type === 'text/event-stream') {
        res.destroy();
        resolve({ status, type, text: '' });
        return;
      }
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status, type, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Checks one answer against the document: the status is declared, the body is as declared. */
function check(o: Operation, res: Answer, what: string, keyed = true): string | undefined {
  const name = `${o.method.toUpperCase()} ${o.path} ${what} → ${res.status}`;
  const { type, text } = res;
  const declared = o.op.responses?.[String(res.status)];
  const keyParam = o.op.parameters?.find((p) => p.in === 'header' && p.name === 'Idempotency-Key');
  if (!keyed && res.status < 300 && keyParam?.required) return `${name}: ran without the key the document requires`;
  if (!declared) return `${name} is not declared (${text.slice(0, 100)})`;
  if (res.status === 302 || res.status === 204) return;
  const content = declared.content ?? {};
  const media = Object.keys(content).find((k) => k.split(';')[0] === type);
  if (!media) return `${name}: ${type || 'no content-type'} is not among ${Object.keys(content).join(', ') || 'none'}`;
  if (type !== 'application/json') return;
  const schema = content[media]?.schema;
  if (!schema) return;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${name}: not JSON (${text.slice(0, 100)})`;
  }
  const parsed = asZod(schema).safeParse(body);
  if (!parsed.success)
    return `${name}: body not as declared (${parsed.error.issues[0]?.message}) ${text.slice(0, 160)}`;
  // A call refused for want of an Idempotency-Key must say in the document that the key is required.
  const keyLines = (body as { errors?: Record<string, string[]> }).errors?.['Idempotency-Key'] ?? [];
  if (keyLines.some((l) => l.startsWith('required:')) && !keyParam?.required) {
    return `${name}: refused without an Idempotency-Key, which the document makes optional`;
  }
}

/** The call with every path parameter, query and body wrong (a value no route accepts). */
const BODIES = [JSON.stringify({ amount: 'lots', email: [1] }), '{"amount": '];

function badRequest(o: Operation, auth: string | undefined, keyed: boolean, body: string): Promise<Answer> {
  const path = o.path.replace(/\{\w+\}/g, 'no-such-%C3%A9');
  const query = (o.op.parameters ?? []).filter((p) => p.in === 'query').map((p) => `${p.name}=%00%5B`);
  const url = `${path}${query.length ? `?${query.join('&')}` : ''}`;
  const headers: Record<string, string> = {
    host: 'api.casino.test',
    'x-forwarded-for': `10.9.${++ip >> 8}.${ip & 255}`,
  };
  if (auth) headers.authorization = auth;
  if (o.method === 'get') return send('GET', url, headers);
  headers['content-type'] = 'application/json';
  if (keyed) headers['idempotency-key'] = `contract-${ip}-key`;
  return send(o.method.toUpperCase(), url, headers, body);
}

describe('every answer is declared in the document', () => {
  it('covers the whole document', () => {
    expect(operations.length).toBeGreaterThan(140);
  });

  it('a bad request to every operation, signed in and signed out, with and without a key', async () => {
    const failures: string[] = [];
    const counts = { requests: 0 };
    for (const o of operations) {
      // Signed in only where the operation takes a session (a provider's call signs instead).
      const signedIn = (o.op.security ?? []).some((s) => 'bearerAuth' in s);
      const variants: [string, boolean, boolean][] = [
        [o.method === 'get' ? 'signed out' : 'signed out, keyed', false, true],
      ];
      if (signedIn) variants.push([o.method === 'get' ? 'signed in' : 'signed in, keyed', true, true]);
      if (o.method !== 'get') variants.push([signedIn ? 'signed in, no key' : 'signed out, no key', signedIn, false]);
      for (const [what, auth, keyed] of variants) {
        for (const [i, body] of (o.method === 'get' ? BODIES.slice(0, 1) : BODIES).entries()) {
          const res = await badRequest(o, auth ? await bearer() : undefined, keyed, body);
          counts.requests++;
          const failure = check(o, res, i ? `${what}, malformed JSON` : what, keyed);
          if (failure) failures.push(failure);
        }
      }
    }
    expect(counts.requests).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 300_000);
});

describe('the Idempotency-Key as the document states it', () => {
  // Valid calls without a key: the ones that move money are refused, the others run (decision 063).
  // A bad body is refused before the key is looked at, so the walk above cannot see this.
  const CALLS: [string, string, unknown][] = [
    ['post', '/wallet/deposits', { amount: 10_000, method: 'sandbox' }],
    ['post', '/wallet/withdrawals', { amount: 10_000, method: 'sandbox', destination: '4242424242424242' }],
    ['put', '/responsible-gaming/limits', { deposit: { day: 50_000 } }],
    ['put', '/responsible-gaming/settings', { reality_check_minutes: 30 }],
  ];

  it('is required exactly where the API refuses a call without it', async () => {
    const failures: string[] = [];
    const seen: string[] = [];
    for (const [method, path, body] of CALLS) {
      const o = operations.find((x) => x.method === method && x.path === path);
      if (!o) throw new Error(`${method} ${path} is not in the document`);
      const headers = { host: 'api.casino.test', authorization: await bearer(), 'content-type': 'application/json' };
      const res = await send(method.toUpperCase(), path, headers, JSON.stringify(body));
      seen.push(`${method} ${path} ${res.status}`);
      const failure = check(o, res, 'valid, no key', false);
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
    // Both kinds were seen: a refusal for want of the key and a call that ran without one.
    expect(seen).toEqual([
      'post /wallet/deposits 422',
      'post /wallet/withdrawals 422',
      'put /responsible-gaming/limits 200',
      'put /responsible-gaming/settings 200',
    ]);
  });
});

describe('429 on sign-up, login and reset', () => {
  // Repeated from one address until the limit answers: that answer too is as the document says.
  const CALLS: [string, unknown][] = [
    ['/api/v2/auth/register/email', { email: 'not-an-e-mail', password: 'x' }],
    ['/api/v2/auth/login/email/password', { email: 'limit@example.com', password: 'wrong-password-1' }],
    ['/api/v2/auth/password/email/forgot', { email: 'limit@example.com' }],
    ['/api/v2/auth/password/email/code/confirm', { email: 'limit@example.com', code: '000000' }],
  ];

  it.each(CALLS)('POST %s', async (path, body) => {
    const o = operations.find((x) => x.method === 'post' && x.path === path)!;
    const address = `10.8.${++ip >> 8}.${ip & 255}`;
    let res: Answer | undefined;
    for (let i = 0; i < 40 && res?.status !== 429; i++) {
      const headers = { host: 'api.casino.test', 'x-forwarded-for': address, 'content-type': 'application/json' };
      res = await send('POST', path, headers, JSON.stringify(body));
      expect(check(o, res, `try ${i + 1}`)).toBeUndefined();
    }
    expect(res?.status).toBe(429);
  });
});
