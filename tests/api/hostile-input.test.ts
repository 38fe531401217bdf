import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiErrorSchema } from '../../src/contract/errors';
import { createSession } from '../../src/server/auth/sessions.server';
import { createUser } from '../../src/server/auth/users.server';
import { ConfigStore } from '../../src/server/config/store.server';
import { BatchInsert } from '../../src/server/db/batch-insert.server';
import type { Db } from '../../src/server/db/types';
import { resolveClientIp } from '../../src/server/http/client-ip.server';
import { describeError } from '../../src/server/http/safe-error';
import { captureLog } from '../../src/server/log.server';
import { configDir, freshDb, json, loggedInPlayer, testApi } from './helpers';

// Issue 7, findings 6, 11 and 12: odd text, odd keys and forged addresses are the
// client's fault (4xx in the spec's shape), lose nobody's row and leak nothing to logs.

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());

const store = new ConfigStore(configDir());
const api = () => testApi(db, store);
let ipSeq = 0;
const nextIp = () => `203.0.113.${++ipSeq}`;
const count = async (table: string) =>
  Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n);

/** Everything the process wrote to the console or its log while fn ran. */
async function consoleDuring(fn: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  const release = captureLog((l) => lines.push(l));
  const spies = (['error', 'warn', 'info', 'log', 'debug'] as const).map((m) =>
    vi.spyOn(console, m).mockImplementation((...args: unknown[]) => {
      lines.push(
        args.map((a) => (a instanceof Error ? `${a.message} ${a.stack} ${JSON.stringify(a)}` : String(a))).join(' '),
      );
    }),
  );
  try {
    await fn();
  } finally {
    for (const s of spies) s.mockRestore();
    release();
  }
  return lines.join('\n');
}
afterEach(() => vi.restoreAllMocks());

async function expectRefused(res: Response, status = 422) {
  expect(res.status).toBe(status);
  const body = apiErrorSchema.parse(await res.json());
  return body;
}

const NUL = 'p\u0000';
const LONE = 'p\uD800x';

describe('NUL bytes and lone surrogates (finding 6)', () => {
  it('registration with a NUL or a lone surrogate in partner/adplace/stag/promo is 422, creates nobody, logs nothing personal', async () => {
    for (const field of ['partner', 'adplace', 'stag', 'promo']) {
      for (const bad of [NUL, LONE]) {
        const email = `odd-${field}-${bad.length}-${Math.random().toString(36).slice(2, 8)}@example.com`;
        const before = await count('users');
        let res!: Response;
        const log = await consoleDuring(async () => {
          res = await api().request(
            '/api/v2/auth/register/email',
            json({ email, password: 'correct horse battery', [field]: bad }, { 'x-forwarded-for': nextIp() }),
          );
        });
        const body = await expectRefused(res);
        expect(
          Object.values(body.errors ?? {})
            .flat()
            .join(' '),
        ).toMatch(/invalid_text/);
        expect(await count('users')).toBe(before);
        expect(log).not.toContain(email);
        expect(log).not.toMatch(/scrypt|\$argon|\$2[aby]\$/);
      }
    }
  });

  it('the visitor, page-open, affiliate, utm, attachSource and social start calls refuse such text with 422 and store nothing', async () => {
    const tables = ['visitor_reports', 'page_open_events', 'affiliate_visits', 'utm_visits', 'traffic_sources'];
    const before = await Promise.all(tables.map(count));
    const calls: [string, string, unknown][] = [
      ['POST', '/middleware/ip', { host: 'a\u0000b', userAgent: 'UA/1' }],
      ['POST', '/middleware/ip', { host: 'ab', userAgent: `UA${LONE}` }],
      ['POST', '/middleware/registerPageOpenEvent', { subH: NUL, click_url: 'https://casino.test/' }],
      ['POST', '/middleware/affiliate', { a: NUL }],
      ['POST', '/middleware/affiliate', { [NUL]: 'x' }],
      ['POST', '/middleware/utm', { utm_source: 's', utm_medium: 'm', utm_campaign: LONE, utm_term: 't' }],
      ['POST', '/attachSource', { stag: NUL }],
      ['POST', '/attachSource', { prHash: LONE }],
      ['PUT', '/auth/login', { provider: 'demo', promo: NUL }],
    ];
    for (const [method, path, body] of calls) {
      const res = await api().request(path, { ...json(body, { 'x-forwarded-for': nextIp() }), method });
      await expectRefused(res);
    }
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });

  it('verification refuses a full name with a NUL (422) and the log never shows the document data', async () => {
    const user = await createUser(db, {
      email: `kyc-${Date.now()}@example.com`,
      passwordHash: null,
      registerMethod: 'social',
      region: 'RU',
    });
    const { token } = await createSession(
      db,
      { userId: user.id, method: 'password', ip: null, userAgent: 'Agent/1' },
      { accessTtlSeconds: 3600, sessionTtlDays: 30 },
    );
    let res!: Response;
    const log = await consoleDuring(async () => {
      res = await api().request(
        '/api/v2/verification',
        json(
          {
            full_name: 'Ann\u0000 Smith',
            birth_date: '1990-01-01',
            country: 'KZ',
            document_type: 'passport',
            document_number: 'N1234567',
          },
          { authorization: `Bearer ${token}` },
        ),
      );
    });
    await expectRefused(res);
    expect(log).not.toContain('N1234567');
  });

  it('the development inbox refuses ?to= with a NUL (422)', async () => {
    // Demo features (the inbox, Demo ID) answer only on local hosts.
    const res = await api().request('/dev/inbox.json?to=a%00b', {
      headers: { host: 'api.localhost', 'x-forwarded-for': '127.0.0.1' },
    });
    await expectRefused(res);
  });

  it('one row the database refuses fails only its own caller, not the others batched with it', async () => {
    const writer = new BatchInsert(async () => db, 'mirror_visits', ['domain', 'ip'], 100, 50);
    const before = await count('mirror_visits');
    let results!: PromiseSettledResult<void>[];
    const log = await consoleDuring(async () => {
      results = await Promise.allSettled(
        Array.from({ length: 50 }, (_, i) =>
          writer.add([i === 17 ? 'bad\u0000secret.example' : `ok${i}.example`, '1.2.3.4']),
        ),
      );
    });
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    expect(results[17]!.status).toBe('rejected');
    expect(await count('mirror_visits')).toBe(before + 49);
    expect(log).not.toContain('secret');
  });

  it('a database error is logged without the row it quotes (no e-mail, no hash)', async () => {
    const email = `dup-${Date.now()}@example.com`;
    await db.query(`INSERT INTO users (email, password_hash) VALUES ($1, 'scrypt$secret-hash')`, [email]);
    const err = await db
      .query(`INSERT INTO users (email, password_hash) VALUES ($1, 'scrypt$secret-hash')`, [email])
      .then(() => undefined)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    const line = describeError(err);
    expect(line).toMatch(/23505/);
    expect(line).not.toContain(email);
    expect(line).not.toContain('secret-hash');
  });
});

describe('keys named like Object.prototype members (finding 11)', () => {
  const names = ['toString', '__proto__', 'constructor', 'valueOf', 'hasOwnProperty', 'isPrototypeOf'];
  it.each(names)('%s as a field answers 4xx in the spec shape, never 500', async (name) => {
    for (const [path, body] of [
      ['/api/v2/auth/register/email', `{"email":"x@example.com","password":"correct horse battery","${name}":1}`],
      ['/api/v2/auth/login/email/password', `{"${name}":{"a":1}}`],
      ['/middleware/ip', `{"${name}":"x"}`],
      ['/middleware/registerPageOpenEvent', `{"${name}":[1]}`],
    ] as const) {
      const res = await api().request(path, json(body, { 'x-forwarded-for': nextIp() }));
      expect(res.status, `${path} ${name}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${path} ${name}`).toBeLessThan(500);
      apiErrorSchema.parse(await res.json());
    }
  });

  it('a malformed multipart form on the demo OAuth page is 400, not 500', async () => {
    const res = await api().request('/oauth/demo/authorize', {
      method: 'POST',
      headers: {
        host: 'api.localhost',
        'x-forwarded-for': '127.0.0.1',
        'content-type': 'multipart/form-data; boundary=XYZ',
      },
      body: '--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end boundary',
    });
    await expectRefused(res, 400);
  });
});

describe('X-Forwarded-For behind N trusted proxies (finding 12)', () => {
  const headers = (xff: string) => new Headers({ 'x-forwarded-for': xff });
  it('takes the entry N hops from the right, never the client-written leftmost one', () => {
    // The client claims 1.1.1.1; our one proxy appended the address it saw, 9.9.9.9.
    expect(resolveClientIp(headers('1.1.1.1, 9.9.9.9'), '10.0.0.1', 1)).toBe('9.9.9.9');
    expect(resolveClientIp(headers('1.1.1.1, 9.9.9.9, 10.0.0.2'), '10.0.0.1', 2)).toBe('9.9.9.9');
    expect(resolveClientIp(headers('1.1.1.1, 9.9.9.9'), '10.0.0.1', true)).toBe('9.9.9.9');
    expect(resolveClientIp(headers('1.1.1.1, 9.9.9.9'), '10.0.0.1', 0)).toBe('10.0.0.1');
    expect(resolveClientIp(headers('1.1.1.1, not-an-ip'), '10.0.0.1', 1)).toBe('10.0.0.1');
  });

  it('a spoofed leftmost entry does not escape the per-address rate limit', async () => {
    const app = testApi(db, store, { trustProxy: 1 });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      // A new account each time: only the per-address limit can stop this.
      const res = await app.request(
        '/api/v2/auth/login/email/password',
        json(
          { email: `nobody-${i}@example.com`, password: 'wrong password here' },
          { 'x-forwarded-for': `10.9.${i}.1, 198.18.0.77` },
        ),
      );
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
  });
});

describe('deeply nested JSON (issue 17)', () => {
  const deepArray = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
  // 6 bytes a level: 10 000 levels stay under the 64 KB body cap, so the parser sees them.
  const deepObject = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;

  it('a 20 000-deep body on a JSON route, with no token, is 422 too_deep (it was a 500)', async () => {
    for (const path of ['/api/v2/auth/login/email/password', '/middleware/ip', '/api/v2/auth/register/email']) {
      for (const body of [deepArray(20_000), deepObject(10_000), `{"email":${deepArray(19_000)}}`]) {
        const before = await count('users');
        const res = await api().request(path, json(body, { 'x-forwarded-for': nextIp() }));
        const err = await expectRefused(res);
        expect(err.errors?._?.[0], path).toMatch(/^too_deep: /);
        expect(await count('users')).toBe(before);
      }
    }
  });

  it('64 levels pass the bound (the schema judges them), 65 do not', async () => {
    const path = '/api/v2/auth/login/email/password';
    const ok = await expectRefused(await api().request(path, json(deepArray(64), { 'x-forwarded-for': nextIp() })));
    expect(JSON.stringify(ok.errors)).not.toContain('too_deep');
    const deep = await expectRefused(await api().request(path, json(deepArray(65), { 'x-forwarded-for': nextIp() })));
    expect(deep.errors?._?.[0]).toMatch(/^too_deep: /);
  });
});

describe('prototype names as lookup keys (issue 17)', () => {
  it('Accept-Language: constructor (or __proto__, toString) sends the code in Russian instead of a 500', async () => {
    for (const tag of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const email = `proto-lang-${tag.replace(/_/g, '').toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
      await db.query(`INSERT INTO users (email, register_method, region) VALUES ($1, 'email', 'RU')`, [email]);
      const res = await api().request(
        '/api/v2/auth/login/email/verification',
        json({ email }, { 'x-forwarded-for': nextIp(), 'accept-language': tag }),
      );
      expect(res.status, tag).toBe(200);
      const { rows } = await db.query<{ subject: string }>('SELECT subject FROM outbox WHERE recipient = $1', [email]);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.subject).toMatch(/[а-я]/i);
      // An address with no account composes the same message (then drops it): no 500 either.
      const decoy = await api().request(
        '/api/v2/auth/login/email/verification',
        json({ email: `nobody-${email}` }, { 'x-forwarded-for': nextIp(), 'accept-language': tag }),
      );
      expect(decoy.status, tag).toBe(200);
    }
  });
});

describe('far and malformed dates (issue 17)', () => {
  const cursor = (s: string) => Buffer.from(s).toString('base64url');

  it('GET /wallet/history refuses far, malformed dates and cursors with 422 in the spec shape', async () => {
    const { auth } = await loggedInPlayer(db);
    const get = (q: string) =>
      api().request(`/wallet/history?${q}`, { headers: { ...auth, 'x-forwarded-for': nextIp() } });
    for (const [q, field, code] of [
      ['to=9999-12-31', 'to', 'out_of_range'],
      ['from=0000-01-01', 'from', 'out_of_range'],
      ['to=275760-09-13', 'to', 'invalid'],
      ['from=-000001-01-01', 'from', 'invalid'],
      ['to=2024-13-45', 'to', 'invalid'],
      ['format=csv&to=9999-12-31', 'to', 'out_of_range'],
      [`cursor=${cursor('+275760-09-13T00:00:00.000Z|t:1')}`, 'cursor', 'invalid_cursor'],
      [`cursor=${cursor('275760-09-13T00:00:00.000Z|t:1')}`, 'cursor', 'invalid_cursor'],
      [`cursor=${cursor('2025-01-01T00:00:00.000Z|t:1\u0000')}`, 'cursor', 'invalid_cursor'],
      [`cursor=${cursor('not a cursor')}`, 'cursor', 'invalid_cursor'],
      ['cursor=a', 'cursor', 'invalid_cursor'],
    ] as const) {
      const err = await expectRefused(await get(q));
      expect(err.errors?.[field]?.[0], q).toMatch(new RegExp(`^${code}: `));
    }
    // The ends of the range itself answer.
    expect((await get('from=1970-01-01&to=2100-12-31')).status).toBe(200);
  });
});
