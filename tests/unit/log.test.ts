// The server's log (issue 23, decision 046): what reaches a line is what an operator's collector
// stores, so no personal data or secret may be in it, and every line logged while a request runs
// carries that request's id.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Before the logger is made (at import): every level, as LOG_LEVEL=debug gives an operator.
vi.hoisted(() => {
  process.env.LOG_LEVEL = 'debug';
});

import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import { captureLog, log, logFor, scrub } from '../../src/server/log.server';
import { sitePathOf, siteRouteKind } from '../../src/server/ops/request-log.server';
import { configDir, freshDb, fundedPlayer, json, testApi } from '../api/helpers';

type Line = Record<string, unknown>;

/** The lines logged while fn runs, parsed. */
async function linesDuring(fn: () => unknown): Promise<Line[]> {
  const raw: string[] = [];
  const release = captureLog((l) => raw.push(l));
  try {
    await fn();
  } finally {
    release();
  }
  return raw.map((l) => JSON.parse(l) as Line);
}

const HASH_SCRYPT = `$scrypt$N=16384,r=8,p=1$${'c2FsdHNhbHRzYWx0'}$${'A'.repeat(43)}`;
const HASH_ARGON = `$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHQ$${'B'.repeat(43)}`;
const TOKEN = 'Qm9vZGxlLXRva2VuLXRoYXQtaXMtbG9uZy1lbm91Z2g';

describe('the logger', () => {
  it('runs at the level LOG_LEVEL asks for', () => {
    // If this fails, another file made the loggers first in this process: the rest would be vacuous.
    expect(log.level).toBe('debug');
    expect(logFor('x').level).toBe('debug');
  });

  it('redacts credentials and contact details wherever they sit, two levels deep', async () => {
    const [line] = await linesDuring(() =>
      logFor('auth').info(
        {
          password: 'hunter2hunter2',
          user: { email: 'ann@example.com', phone: '+77012345678', id: 7 },
          req: { headers: { authorization: `Bearer ${TOKEN}`, cookie: `token=${TOKEN}` } },
        },
        'login',
      ),
    );
    const text = JSON.stringify(line);
    for (const secret of ['hunter2', 'ann@example.com', '+77012345678', TOKEN]) expect(text).not.toContain(secret);
    expect(line).toMatchObject({
      part: 'auth',
      msg: 'login',
      password: '[redacted]',
      user: { email: '[redacted]', phone: '[redacted]', id: 7 },
      req: { headers: { authorization: '[redacted]', cookie: '[redacted]' } },
    });
  });

  it('scrubs e-mails, phones, password hashes and tokens out of free text and text fields', async () => {
    const [line] = await linesDuring(() =>
      log.warn(
        { detail: `provider said: no user ann.lee+x@mail.example.kz, hash ${HASH_ARGON}` },
        `failed for ann@example.com / +7 (701) 234-56-78 / 77012345678 with ${HASH_SCRYPT} and ${TOKEN}`,
      ),
    );
    const text = JSON.stringify(line);
    for (const secret of [
      'ann@example.com',
      'ann.lee+x@mail.example.kz',
      '234-56-78',
      '77012345678',
      '$scrypt$',
      '$argon2id$',
      TOKEN,
    ])
      expect(text).not.toContain(secret);
    expect(line!.msg).toBe('failed for [email] / [phone] / [phone] with [hash] and [token]');
    expect(line!.detail).toBe('provider said: no user [email], hash [hash]');
    // Ordinary text stays readable: dates, amounts and short ids are not phones or tokens.
    expect(scrub('round 1234 at 2026-11-25 paid 150000')).toBe('round 1234 at 2026-11-25 paid 150000');
    const uuid = 'f0619eea-4557-4812-823a-98f24279bf8f';
    expect(scrub(`deposit ${uuid}`)).toBe(`deposit ${uuid}`);
  });

  it('logs a database error as its class, SQLSTATE and frames: never its message, which quotes the row', async () => {
    const dbError = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_key": Key (email)=(bob@example.com)'),
      { code: '23505', constraint: 'users_email_key', table: 'users' },
    );
    const [line] = await linesDuring(() => logFor('db').error({ err: dbError }, 'insert failed'));
    expect(line!.err).toMatch(/^Error SQLSTATE 23505 \(users_email_key users\)/);
    expect(JSON.stringify(line)).not.toContain('bob@example.com');
    expect(JSON.stringify(line)).not.toContain('duplicate key');
  });
});

describe('request ids', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await freshDb());
  }, 60_000);
  afterAll(() => drop());

  it('a bet placed during a call logs one domain line carrying the call’s id, which the answer names', async () => {
    const api = testApi(db, new ConfigStore(configDir()));
    const { auth, user } = await fundedPlayer(db, 100_000);
    let res!: Response;
    const lines = await linesDuring(async () => {
      res = await api.request('/dice/bets', {
        ...json({ amount: 100, target: 50, condition: 'over' }, { ...auth, 'idempotency-key': randomUUID() }),
      });
    });
    expect(res.status).toBe(200);
    const reqId = res.headers.get('x-request-id');
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
    const bet = lines.find((l) => l.msg === 'bet placed');
    expect(bet).toMatchObject({
      level: 'info',
      part: 'bets',
      reqId,
      game: 'dice',
      userId: user.id,
      stake: 100,
      currency: 'RUB',
    });
    expect(typeof bet!.betId).toBe('number');
    expect(typeof bet!.payout).toBe('number');
    // The request's own line: the route pattern, never the path with its query or the token.
    const request = lines.find((l) => l.msg === 'request');
    expect(request).toMatchObject({ part: 'http', reqId, method: 'POST', status: 200 });
    expect(JSON.stringify(lines)).not.toContain(auth.authorization!.slice(7));
  }, 30_000);

  it('a caller’s plain request id is kept; anything else is replaced', async () => {
    const api = testApi(db, new ConfigStore(configDir()));
    const call = (id: string) => api.request('/geo_ip', { headers: { host: 'api.casino.test', 'x-request-id': id } });
    let ok!: Response;
    let odd!: Response;
    const lines = await linesDuring(async () => {
      ok = await call('edge-1234abcd');
      odd = await call('ann@example.com');
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('x-request-id')).toBe('edge-1234abcd');
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.map((l) => l.reqId)).toEqual(['edge-1234abcd', odd.headers.get('x-request-id')]);
    expect(JSON.stringify(lines)).not.toContain('ann@example.com');
  });
});

describe('site request lines', () => {
  it('say what kind of request it was', () => {
    expect(siteRouteKind('GET', '/en/games/dice')).toBe('page');
    expect(siteRouteKind('GET', '/RSC/R/en/games/dice.txt')).toBe('rsc');
    expect(siteRouteKind('POST', '/RSC/F/abc/action.txt')).toBe('action');
    expect(siteRouteKind('GET', '/assets/index-Bx12.js')).toBe('asset');
    expect(siteRouteKind('GET', '/robots.txt')).toBe('asset');
    expect(siteRouteKind('POST', '/en/profile')).toBe('other');
  });

  it('keep a page’s path but never a token, code or address in it', () => {
    expect(sitePathOf('/en/games/crash')).toBe('/en/games/crash');
    expect(sitePathOf('/ru/provably-fair-explained-in-full')).toBe('/ru/provably-fair-explained-in-full');
    expect(sitePathOf(`/en/reset-password/${TOKEN}`)).toBe('/en/reset-password/:x');
    expect(sitePathOf(`/RSC/R/en/reset-password/${TOKEN}.txt`)).toBe('/RSC/R/en/reset-password/:x');
    expect(sitePathOf('/en/confirm/482913')).toBe('/en/confirm/:x');
    expect(sitePathOf('/en/u/ann%40example.com')).toBe('/en/u/:x');
    expect(sitePathOf('/en/u/ann@example.com/x')).toBe('/en/u/:x/x');
  });
});
