// The OpenAPI document (issue 23): valid 3.1, in step with the routes the API really has (both
// ways), served with its reference page, and true to what a few real calls answer.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import { buildDocument } from '../../src/server/openapi/document';
import { configDir, documentedZod, freshDb, json, loggedInPlayer, testApi } from './helpers';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());

const store = new ConfigStore(configDir());
const api = () => testApi(db, store);
const host = { host: 'api.casino.test' };
type Doc = ReturnType<typeof buildDocument>;
const doc: Doc = buildDocument();

/** Every method + path the API app answers, as `GET /wallet/deposits/{id}` (middleware left out). */
function appRoutes(): Set<string> {
  const out = new Set<string>();
  for (const r of api().routes) {
    // app.use() and .use(path) entries: method ALL, or a wildcard path.
    if (r.method === 'ALL' || r.path.includes('*')) continue;
    out.add(`${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
  }
  return out;
}

function documentRoutes(d: Doc): Set<string> {
  const out = new Set<string>();
  for (const [path, item] of Object.entries(d.paths ?? {})) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      if (item[method]) out.add(`${method.toUpperCase()} ${path}`);
    }
  }
  return out;
}

/** The document's schema of one answer, its $refs to components inlined, as zod. */
function documented(path: string, method: 'get' | 'post', status: number) {
  const content = (
    doc.paths?.[path]?.[method]?.responses?.[String(status)] as { content?: Record<string, { schema?: unknown }> }
  )?.content;
  const schema = content?.['application/json']?.schema;
  if (!schema) throw new Error(`no JSON schema documented for ${method} ${path} ${status}`);
  const schemas = (doc.components?.schemas ?? {}) as Record<string, unknown>;
  return documentedZod(schema, schemas);
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const res = await new Validator().validate(JSON.parse(JSON.stringify(doc)));
    expect(res.errors ?? []).toEqual([]);
    expect(res.valid).toBe(true);
    expect(doc.openapi).toMatch(/^3\.1\./);
    // The contract's own version (decision 063), the build beside it.
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(doc.info.description).toContain(`${doc.info.version} (decision`);
  });

  it('passes Redocly\u2019s recommended rules with no error', async () => {
    // An independent linter (issue 40): what a client generator or a gateway would trip on.
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`);
    expect(errors).toEqual([]);
    // The linter sees the document: a public operation with no `security` is an error it names.
    const broken = JSON.parse(JSON.stringify(doc));
    delete broken.paths['/geo_ip'].get.security;
    const again = await lintFromString({ source: JSON.stringify(broken), absoluteRef: 'openapi.json', config });
    expect(again.filter((p) => p.severity === 'error').map((p) => p.ruleId)).toEqual(['security-defined']);
  });

  it('describes every route of the API, and no route the API lacks', () => {
    const routes = appRoutes();
    const described = documentRoutes(doc);
    const undocumented = [...routes].filter((r) => !described.has(r));
    const stale = [...described].filter((r) => !routes.has(r));
    expect(undocumented, 'routes missing from the document (add them in src/server/openapi/)').toEqual([]);
    expect(stale, 'document paths with no route').toEqual([]);
    // The comparison itself sees the real app: ~150 routes, dice's bets among them.
    expect(routes.size).toBeGreaterThan(140);
    expect(routes.has('POST /dice/bets')).toBe(true);
  });

  it('requires the bearer token where the API does, and not on public reads', () => {
    expect(doc.paths?.['/wallet']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths?.['/geo_ip']?.get?.security).toEqual([]);
    expect(doc.paths?.['/metrics']?.get?.security).toEqual([{ metricsToken: [] }]);
  });
});

describe('GET /openapi.json and /reference', () => {
  it('serves the document as JSON', async () => {
    const res = await api().request('/openapi.json', { headers: host });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const served = (await res.json()) as Doc;
    expect(served.openapi).toBe(doc.openapi);
    expect(Object.keys(served.paths ?? {})).toEqual(Object.keys(doc.paths ?? {}));
  });

  it('serves a reference page that loads nothing from elsewhere', async () => {
    const res = await api().request('/reference', { headers: host });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain('/wallet/deposits/{id}');
    expect(html).toContain('Place a dice bet');
    expect(html).not.toMatch(/<script|https?:\/\/(?!casino)/);
  });
});

describe('real answers match the documented schemas', () => {
  it('GET /geo_ip', async () => {
    const res = await api().request('/geo_ip', { headers: { ...host, 'x-forwarded-for': '2.72.0.1' } });
    expect(res.status).toBe(200);
    const schema = documented('/geo_ip', 'get', 200);
    expect(schema.safeParse(await res.json()).success).toBe(true);
    // The check can fail: a body the document does not describe is refused.
    expect(schema.safeParse({ data: { ip: 1 } }).success).toBe(false);
  });

  it('a 422 on a bad registration is the documented error shape', async () => {
    const res = await api().request('/api/v2/auth/register/email', json({ email: 'not-an-e-mail' }));
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(documented('/api/v2/auth/register/email', 'post', 422).safeParse(body).success).toBe(true);
    expect(documented('/api/v2/auth/register/email', 'post', 422).safeParse({ errors: {} }).success).toBe(false);
  });

  it('GET /wallet for a player, and 401 without a session', async () => {
    const p = await loggedInPlayer(db);
    const ok = await api().request('/wallet', { headers: p.auth });
    expect(ok.status).toBe(200);
    expect(documented('/wallet', 'get', 200).safeParse(await ok.json()).success).toBe(true);
    const no = await api().request('/wallet', { headers: host });
    expect(no.status).toBe(401);
    expect(documented('/wallet', 'get', 401).safeParse(await no.json()).success).toBe(true);
  });

  it('GET /health/ready, plain and deep, and its 503', async () => {
    const plain = await api().request('/health/ready', { headers: host });
    expect(plain.status).toBe(200);
    expect(documented('/health/ready', 'get', 200).safeParse(await plain.json()).success).toBe(true);
    const deep = await api().request('/health/ready?deep=1', { headers: host });
    expect(deep.status).toBe(200);
    const body = await deep.json();
    expect(body.checks.reconcile).toBe('ok');
    expect(documented('/health/ready', 'get', 200).safeParse(body).success).toBe(true);
    expect(documented('/health/ready', 'get', 200).safeParse({ status: 'ok', checks: {} }).success).toBe(false);
    // A database that answers nothing: 503 in the documented shape.
    const down = { ...db, query: () => Promise.reject(new Error('down')) } as unknown as Db;
    const no = await testApi(down, store).request('/health/ready?deep=1', { headers: host });
    expect(no.status).toBe(503);
    expect(documented('/health/ready', 'get', 503).safeParse(await no.json()).success).toBe(true);
    const params = doc.paths?.['/health/ready']?.get?.parameters as { name: string; in: string }[] | undefined;
    expect(params?.map((x) => `${x.in}:${x.name}`)).toContain('query:deep');
  });

  it('a fun dice bet', async () => {
    const res = await api().request('/dice/bets', json({ target: 50, condition: 'over', amount: 100, fun: true }));
    expect(res.status).toBe(200);
    expect(documented('/dice/bets', 'post', 200).safeParse(await res.json()).success).toBe(true);
  });
});
