import { describe, expect, it } from 'vitest';
import { jsonProblem, MAX_JSON_DEPTH } from '../../src/contract/text';
import { decodeHistoryCursor, historyQuerySchema } from '../../src/contract/wallet';
import { caseName } from '../../src/games/cases/content';
import { CASE_CONTENTS } from '../../src/games/cases/contents';
import { demoAllowed } from '../../src/server/api/host-policy';
import { hostnameOf, isLocalHostname, isLoopbackAddress } from '../../src/server/http/hosts';
import { messageLang } from '../../src/server/outbox/templates';
import { langFromAcceptLanguage, resolvePreferredLang } from '../../src/site/locale';
import { matchRoute } from '../../src/site/routes';

// Issue 17: the pieces under the attacker's findings, one by one (the API tests show the
// same through HTTP: tests/api/hostile-input.test.ts, host-safety.test.ts, fuzz.test.ts).

const PROTO_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];
const nested = (depth: number, open: string, close: string, inner = '1') =>
  JSON.parse(open.repeat(depth) + inner + close.repeat(depth));

describe('jsonProblem: the walk over a request body', () => {
  it('walks 200 000 levels without recursion and says too_deep', () => {
    expect(() => jsonProblem(nested(200_000, '[', ']'))).not.toThrow();
    expect(jsonProblem(nested(200_000, '[', ']'))).toBe('too_deep');
    expect(jsonProblem(nested(200_000, '{"a":', '}'))).toBe('too_deep');
    expect(jsonProblem(nested(100_000, '{"a":[', ']}'))).toBe('too_deep');
  });

  it(`allows ${MAX_JSON_DEPTH} levels of nesting, not one more`, () => {
    expect(jsonProblem(nested(MAX_JSON_DEPTH, '[', ']'))).toBeNull();
    expect(jsonProblem(nested(MAX_JSON_DEPTH + 1, '[', ']'))).toBe('too_deep');
    expect(jsonProblem(nested(MAX_JSON_DEPTH, '{"k":', '}'))).toBeNull();
    expect(jsonProblem(nested(MAX_JSON_DEPTH + 1, '{"k":', '}'))).toBe('too_deep');
    expect(jsonProblem({ a: 1, b: [1, 2, { c: 'x' }], d: null })).toBeNull();
    expect(jsonProblem('text')).toBeNull();
    expect(jsonProblem(12)).toBeNull();
  });

  it('still finds NUL and lone surrogates in keys and strings at any depth it allows', () => {
    expect(jsonProblem({ a: [{ b: 'x\u0000' }] })).toBe('invalid_text');
    expect(jsonProblem({ a: [{ 'b\uD800': 1 }] })).toBe('invalid_text');
    expect(jsonProblem([[['ok', ['\uDC00']]]])).toBe('invalid_text');
    expect(jsonProblem({ 'ok 😀': ['ok 😀'] })).toBeNull();
  });
});

describe('lookups by a name from a request find own entries only', () => {
  it('cases: no case and no name for Object.prototype members', () => {
    for (const name of PROTO_NAMES) {
      expect(CASE_CONTENTS[name], name).toBeUndefined();
      expect(caseName(name, 'en', 'Catalog name'), name).toBe('Catalog name');
    }
    expect(CASE_CONTENTS.gold?.slug).toBe('gold');
    expect(Object.keys(CASE_CONTENTS)).toContain('starter');
    expect(caseName('gold', 'en', 'x')).toBe('Gold');
  });

  it('Accept-Language: a prototype name is no language (site and mail)', () => {
    for (const name of PROTO_NAMES) {
      expect(langFromAcceptLanguage(name), name).toBeUndefined();
      expect(resolvePreferredLang(undefined, `${name}, ${name}-x;q=0.9`), name).toBe('ru');
      expect(messageLang(null, name), name).toBe('ru');
      expect(messageLang(null, `${name},en;q=0.5`), name).toBe('en');
    }
  });
});

describe('demo features: a loopback caller on a local host', () => {
  it('knows the loopback addresses, and an unknown one is not', () => {
    for (const ip of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1']) {
      expect(isLoopbackAddress(ip), ip).toBe(true);
    }
    for (const ip of [
      null,
      undefined,
      '',
      '10.0.0.1',
      '::ffff:10.0.0.1',
      '128.0.0.1',
      '1127.0.0.1',
      '::2',
      'localhost',
    ]) {
      expect(isLoopbackAddress(ip), String(ip)).toBe(false);
    }
  });

  it('needs both: the Host alone is the client’s word', () => {
    expect(demoAllowed('api.localhost:3000', '127.0.0.1')).toBe(true);
    expect(demoAllowed('api.localhost:3000', '203.0.113.5')).toBe(false);
    expect(demoAllowed('api.localhost:3000', null)).toBe(false);
    expect(demoAllowed('api.casino.example', '127.0.0.1')).toBe(false);
  });

  it('answers each Host on its own when hosts alternate (the last answer is kept for the next call)', () => {
    // A public host straight after a local one, and back: a kept answer must never carry over.
    for (let i = 0; i < 3; i++) {
      expect(demoAllowed('api.localhost:3000', '127.0.0.1')).toBe(true);
      expect(demoAllowed('api.casino.example', '127.0.0.1')).toBe(false);
      expect(demoAllowed('API.LOCALHOST.', '127.0.0.1')).toBe(true);
      expect(demoAllowed('[::1]:3000', '::1')).toBe(true);
      expect(demoAllowed('127.0.0.1.evil.example', '127.0.0.1')).toBe(false);
    }
    expect(hostnameOf('Api.Casino.Example:443')).toBe('api.casino.example');
    expect(hostnameOf('[::1]:3000')).toBe('[::1]');
    expect(hostnameOf('Api.Casino.Example:443')).toBe('api.casino.example');
    expect(isLocalHostname('localhost')).toBe(true);
    expect(isLocalHostname('localhost.evil.example')).toBe(false);
    expect(isLocalHostname('localhost')).toBe(true);
  });
});

describe('history dates and cursors', () => {
  const cursor = (s: string) => Buffer.from(s).toString('base64url');
  const parse = (q: Record<string, string>) => historyQuerySchema.safeParse(q);
  const codeOf = (q: Record<string, string>) => {
    const r = parse(q);
    return r.success ? null : (r.error.issues[0] as { params?: { code?: string } } | undefined)?.params?.code;
  };

  it('refuses dates the database cannot take, and malformed ones', () => {
    for (const to of ['9999-12-31', '2101-01-01', '0000-01-01', '1969-12-31T23:59:59Z']) {
      expect(codeOf({ to }), to).toBe('out_of_range');
    }
    for (const from of ['275760-09-13', '-000001-01-01', '2024-13-45', '2024-02-30', '+275760-09-13T00:00:00.000Z']) {
      expect(parse({ from }).success, from).toBe(false);
    }
    expect(parse({ from: '1970-01-01', to: '2100-12-31' }).success).toBe(true);
    expect(parse({ from: '2024-05-01T10:00:00+03:00' }).success).toBe(true);
  });

  it('reads only cursors the history could have given', () => {
    const good = cursor('2025-03-04T05:06:07.891Z|t:42');
    expect(decodeHistoryCursor(good)).toEqual({ at: '2025-03-04T05:06:07.891Z', id: 't:42' });
    expect(parse({ cursor: good }).success).toBe(true);
    for (const bad of [
      cursor('+275760-09-13T00:00:00.000Z|t:1'),
      cursor('275760-09-13T00:00:00.000Z|t:1'),
      cursor('0000-01-01T00:00:00.000Z|t:1'),
      cursor('2025-03-04T05:06:07.891Z|t:1\u0000'),
      cursor('2025-03-04T05:06:07.891Z'),
      cursor('2025-13-04T05:06:07.891Z|t:1'),
      cursor('|t:1'),
      'a',
      '!!',
    ]) {
      expect(decodeHistoryCursor(bad), bad).toBeNull();
      expect(codeOf({ cursor: bad }), bad).toBe('invalid_cursor');
    }
  });
});

describe('a page address with a broken escape', () => {
  it('matches no route instead of throwing (the render-cache key asked on every anonymous GET)', () => {
    expect(() => matchRoute('/games/slots/%E0%A4%A/demo')).not.toThrow();
    expect(matchRoute('/games/slots/%E0%A4%A/demo')).toBeNull();
    expect(matchRoute('/games/slots/%/play')).toBeNull();
    expect(matchRoute('/games/slots/sweet%20stack/demo')?.params).toEqual({ slots: 'sweet stack' });
  });
});
