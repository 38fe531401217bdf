import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../../src/contract/auth';
import { apiErrorSchema } from '../../src/contract/errors';
import { hub88AnswerSchema } from '../../src/contract/providers';
import { createSession } from '../../src/server/auth/sessions.server';
import { createUser } from '../../src/server/auth/users.server';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import { configDir, freshDb, testApi } from './helpers';

// Issue 7: every endpoint the API app registers (read from the app itself, so a route
// added later is fuzzed without touching this file) gets malformed JSON, wrong types, NUL
// bytes, lone surrogates, Object.prototype key names, huge strings and a huge body. Each
// must answer 4xx in the spec's error shape and change nothing in the database.
// Issue 17 adds bodies nested 20 000 deep, Object.prototype names in every path parameter
// and far or malformed dates in every date query parameter.

let db: Db;
let drop: () => Promise<void>;
let token: string;
beforeAll(async () => {
  ({ db, drop } = await freshDb());
  const user = await createUser(db, {
    email: 'fuzz@example.com',
    passwordHash: null,
    registerMethod: 'social',
    region: 'RU',
  });
  ({ token } = await createSession(
    db,
    { userId: user.id, method: 'password', ip: null, userAgent: 'Agent/1' },
    { accessTtlSeconds: 3600, sessionTtlDays: 30 },
  ));
});
afterAll(() => drop());

const app = () => testApi(db, new ConfigStore(configDir()));

// Bookkeeping that refusals rightly touch: rate-limit counters count refused attempts too,
// a refused request with an Idempotency-Key stores its 4xx so a retry gets the same, and a
// signed-in read notes the device it came from.
const BOOKKEEPING = new Set(['rate_limit_buckets', 'idempotency_keys', 'user_devices']);

/** Every row of every (non-bookkeeping) table, hashed per table: any insert, update or delete shows. */
async function snapshot(): Promise<Record<string, string>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    if (BOOKKEEPING.has(name)) continue;
    const { rows } = await db.query<{ h: string | null; n: number }>(
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h, count(*)::int AS n FROM "${name}" t`,
    );
    out[name] = `${rows[0]!.n}:${rows[0]!.h}`;
  }
  return out;
}

// Field names the contract uses, so a payload reaches past "required" into each rule.
const FIELDS = [
  'email',
  'password',
  'password_confirmation',
  'old_password',
  'phone',
  'code',
  'token',
  'fresh_token',
  'host',
  'userAgent',
  'domain',
  'provider',
  'promo',
  'partner',
  'adplace',
  'stag',
  'fp',
  'currency',
  'locale',
  'timezone',
  'full_name',
  'birth_date',
  'country',
  'document_type',
  'document_number',
  'subH',
  'uuid',
  'click_url',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'partnerId',
  'advId',
  'prHash',
  'name',
  'lang',
  'path',
  'state',
  'redirect_uri',
  'code_verifier',
  'client_id',
];
const all = (v: unknown) => Object.fromEntries(FIELDS.map((f) => [f, v]));
const SPECIAL_KEYS = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty'];

const BODIES: [string, string][] = [
  ['malformed JSON', '{"email": "a@b.c", '],
  ['malformed JSON (bare word)', 'undefined'],
  ['an array', '[1, 2, 3]'],
  ['a string', '"hello"'],
  ['null', 'null'],
  ['wrong types: numbers', JSON.stringify(all(12345))],
  ['wrong types: objects', JSON.stringify(all({ a: [1] }))],
  ['wrong types: booleans', JSON.stringify(all(true))],
  ['NUL bytes', JSON.stringify(all('ab\u0000cd@example.com'))],
  ['lone surrogates', JSON.stringify(all('ab\uD800cd@example.com'))],
  ['a NUL byte in a key', JSON.stringify({ ...all(1), 'k\u0000': 'v' })],
  [
    'Object.prototype key names',
    `{${SPECIAL_KEYS.map((k) => `"${k}":{"a":1}`).join(',')},${JSON.stringify(all([])).slice(1)}`,
  ],
  ['huge strings', JSON.stringify(all('x'.repeat(1400)))],
  ['one huge string', JSON.stringify({ ...all(false), email: `${'x'.repeat(60_000)}@example.com` })],
  ['a huge body', JSON.stringify({ pad: 'y'.repeat(200_000) })],
  // Recursion over the parsed value overflowed the stack: a 500 on every JSON route.
  ['a 20 000-deep array', `${'['.repeat(20_000)}${']'.repeat(20_000)}`],
  ['a 10 000-deep object (under the body cap)', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`],
  ['a 20 000-deep object (over the body cap)', `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`],
  ['a deep array in every field', JSON.stringify(all(0)).replaceAll('0', `${'['.repeat(500)}${']'.repeat(500)}`)],
];

// Names a lookup in a plain object would find on Object.prototype.
const PROTO_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

// Query parameters that take a date or a dated cursor, and values the database cannot read
// (or that are no date at all). A parameter a route does not take is refused or ignored.
const DATE_PARAMS = ['from', 'to', 'date', 'since', 'until', 'before', 'after', 'cursor'];
const FAR_DATES = [
  '9999-12-31',
  '275760-09-13',
  '-000001-01-01',
  '2024-13-45',
  '0000-01-01',
  '+275760-09-13T00:00:00.000Z',
  '9999-12-31T23:59:59-14:00',
];
const b64 = (s: string) => Buffer.from(s).toString('base64url');
const FAR_CURSORS = [
  ...FAR_DATES.map((d) => b64(`${d}|t:1`)),
  b64('+275760-09-13T00:00:00.000Z|t:1'),
  b64('2025-01-01T00:00:00.000Z|t:\u0000'),
  b64('garbage'),
];

const QUERIES = ['?to=a%00b', '?x=%ED%A0%80', '?to=%uD800', '?__proto__=1&constructor=x', `?to=${'z'.repeat(5000)}`];

let ipSeq = 0;
const headers = (auth: boolean, extra: Record<string, string> = {}) => ({
  host: 'api.casino.test',
  'x-forwarded-for': `10.${(++ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`,
  ...(auth ? { authorization: `Bearer ${token}` } : {}),
  ...extra,
});

// Calls that take no body and act on the signed-in session alone: with a valid token they
// rightly succeed whatever the body says (and logout would end the fuzzing session), so
// they are fuzzed signed out only. (The phone resend takes no body either, but the fuzz
// player has no phone, so it is refused and stays in.) A test below keeps this list honest.
const NO_BODY = [
  'POST /api/v2/auth/email/resend',
  'POST /api/v2/vip/join',
  'POST /auth/refresh-token',
  'POST /wallet/events/ticket',
  'PUT /auth/logout',
];

// The game providers' callbacks speak their own protocol (Hub88): every answer is HTTP 200 with an
// RS_* status, refusals included. Fuzzed, they must refuse (never RS_OK) in that shape, signed.
// tests/api/providers-hub88.test.ts holds each rule of the protocol.
const isProviderCall = (ep: string) => / \/providers\/:name\//.test(ep);
const providerRefusal = (res: Response, text: string) => {
  try {
    const status = hub88AnswerSchema.parse(JSON.parse(text)).status;
    return res.status === 200 && status !== 'RS_OK' && !!res.headers.get('x-hub88-signature');
  } catch {
    return false;
  }
};

/** The spec's error shape; the demo OAuth provider's token call speaks RFC 6749's instead. */
function isErrorShape(path: string, body: unknown): boolean {
  if (path.startsWith('/oauth/demo/')) {
    const e = (body as { error?: unknown } | null)?.error;
    if (typeof e === 'string') return true;
  }
  return apiErrorSchema.safeParse(body).success;
}

function endpoints() {
  const seen = new Set<string>();
  for (const r of app().routes) {
    if (r.method === 'ALL' || r.path.includes('*')) continue; // middleware
    seen.add(`${r.method} ${r.path}`);
  }
  return [...seen].sort();
}

describe('the endpoint list the fuzz test walks', () => {
  it('holds every call of the contract (AUTH_PATHS) and nothing it cannot reach', () => {
    const list = endpoints();
    for (const call of Object.values(AUTH_PATHS)) expect(list).toContain(call);
    expect(list.length).toBeGreaterThan(50);
  });
});

describe('calls that take no body', () => {
  it('are exactly those answering 2xx to a malformed body when signed in', async () => {
    const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', ['fuzz@example.com']);
    const { token: own } = await createSession(
      db,
      { userId: rows[0]!.id, method: 'password', ip: null, userAgent: 'Agent/1' },
      { accessTtlSeconds: 3600, sessionTtlDays: 30 },
    );
    const accepting: string[] = [];
    // Logout last: it ends the session the others speak with.
    const list = endpoints().sort((a, b) => Number(a === 'PUT /auth/logout') - Number(b === 'PUT /auth/logout'));
    // A refresh replaces the token it is called with (issue 38): it speaks with a session of its own.
    const { token: spare } = await createSession(
      db,
      { userId: rows[0]!.id, method: 'password', ip: null, userAgent: 'Agent/1' },
      { accessTtlSeconds: 3600, sessionTtlDays: 30 },
    );
    for (const ep of list) {
      const [method, rawPath] = ep.split(' ') as [string, string];
      if (method === 'GET' || isProviderCall(ep)) continue;
      const bearer = ep === 'POST /auth/refresh-token' ? spare : own;
      const res = await app().request(rawPath.replace(/:[a-z]+/gi, '0'), {
        method,
        headers: { ...headers(false, { 'content-type': 'application/json' }), authorization: `Bearer ${bearer}` },
        body: '{"x": ',
      });
      if (res.status < 300) accepting.push(ep);
    }
    expect(accepting.sort()).toEqual([...NO_BODY].sort());
  });
});

describe('fuzz: every endpoint refuses hostile input with 4xx in the spec shape and changes nothing', () => {
  const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

  it('bodies', async () => {
    // The wallet's key that signs answers to providers is made on first use: make it first.
    expect((await app().request('/providers/any/public-key', { headers: headers(false) })).status).toBe(200);
    const before = await snapshot();
    const failures: string[] = [];
    for (const ep of endpoints()) {
      const [method, rawPath] = ep.split(' ') as [string, string];
      if (!WRITES.has(method)) continue;
      const path = rawPath.replace(/:[a-z]+/gi, 'x\u00e9');
      for (const auth of [false, true]) {
        if (auth && NO_BODY.includes(ep)) continue;
        for (const [what, body] of BODIES) {
          for (const type of ['application/json', 'multipart/form-data; boundary=zz']) {
            if (type.startsWith('multipart') && !what.startsWith('malformed JSON')) continue;
            const res = await app().request(encodeURI(path), {
              method,
              headers: headers(auth, { 'content-type': type, 'idempotency-key': `fuzz-${ipSeq}-key` }),
              body,
            });
            const text = await res.text();
            if (isProviderCall(ep)) {
              // A body over the API's cap is refused before any route (413), as for every call.
              if (res.status !== 413 && !providerRefusal(res, text)) {
                failures.push(`${ep} ${what} → ${res.status} ${text.slice(0, 120)}`);
              }
              continue;
            }
            let shaped = false;
            try {
              shaped = isErrorShape(rawPath, JSON.parse(text));
            } catch {
              // The sandbox payment page is a browser form: it answers refusals with a page.
              shaped =
                rawPath.startsWith('/sandbox/pay/') && !!res.headers.get('content-type')?.startsWith('text/html');
            }
            if (res.status < 400 || res.status >= 500 || !shaped) {
              failures.push(
                `${ep} ${auth ? '(signed in) ' : ''}${what} [${type}] → ${res.status} ${text.slice(0, 120)}`,
              );
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 120_000);

  it('query strings', async () => {
    // The player's first look at the fair seeds commits a seed pair (a row by design): make
    // it before the snapshot so the fuzzed GETs below must change nothing.
    expect((await app().request('/general/fair/seeds', { headers: headers(true) })).status).toBe(200);
    // Likewise the fingerprint sealing key and the captcha's signing secret, made on first use.
    expect((await app().request('/api/v2/auth/fingerprint-key', { headers: headers(false) })).status).toBe(200);
    expect((await app().request('/api/v2/auth/captcha', { headers: headers(false) })).status).toBe(200);
    const before = await snapshot();
    const failures: string[] = [];
    for (const ep of endpoints()) {
      const [method, rawPath] = ep.split(' ') as [string, string];
      const path = rawPath.replace(/:[a-z]+/gi, '%00');
      for (const q of QUERIES) {
        const res = await app().request(`${path}${q}`, {
          method,
          headers: headers(!NO_BODY.includes(ep), WRITES.has(method) ? { 'content-type': 'application/json' } : {}),
          ...(WRITES.has(method) ? { body: '{' } : {}),
        });
        // A GET that ignores its query may answer 200; never a 5xx.
        if (res.status >= 500) failures.push(`${ep}${q} → ${res.status} ${(await res.text()).slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 120_000);

  it('Object.prototype names in every path parameter', async () => {
    const before = await snapshot();
    const failures: string[] = [];
    const withParams = endpoints().filter((ep) => ep.includes('/:'));
    expect(withParams.length).toBeGreaterThan(5);
    for (const ep of withParams) {
      const [method, rawPath] = ep.split(' ') as [string, string];
      for (const name of PROTO_NAMES) {
        const path = rawPath.replace(/:[a-z]+/gi, encodeURIComponent(name));
        for (const auth of [false, true]) {
          // An empty JSON object gets past "malformed" to the lookups behind it.
          const res = await app().request(path, {
            method,
            headers: headers(auth, WRITES.has(method) ? { 'content-type': 'application/json' } : {}),
            ...(WRITES.has(method) ? { body: '{}' } : {}),
          });
          if (res.status >= 500) {
            failures.push(
              `${method} ${path} ${auth ? '(signed in) ' : ''}→ ${res.status} ${(await res.text()).slice(0, 120)}`,
            );
          } else await res.body?.cancel();
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 120_000);

  it('far and malformed dates in every date query parameter', async () => {
    const before = await snapshot();
    const failures: string[] = [];
    for (const ep of endpoints()) {
      const [method, rawPath] = ep.split(' ') as [string, string];
      if (method !== 'GET') continue;
      const path = rawPath.replace(/:[a-z]+/gi, '1');
      for (const param of DATE_PARAMS) {
        for (const value of param === 'cursor' ? [...FAR_CURSORS, ...FAR_DATES] : FAR_DATES) {
          const q = `?${param}=${encodeURIComponent(value)}`;
          const res = await app().request(`${path}${q}`, { headers: headers(true) });
          if (res.status >= 500) failures.push(`${ep}${q} → ${res.status} ${(await res.text()).slice(0, 120)}`);
          else await res.body?.cancel(); // the wallet's event stream would stay open
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 180_000);
});
