import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaChallengeSchema } from '../../src/contract/captcha';
import { issueChallenge } from '../../src/server/auth/captcha.server';
import { hashPassword } from '../../src/server/auth/password.server';
import { createUser } from '../../src/server/auth/users.server';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import { configDir, freshDb, json, testApi } from './helpers';

// The self-hosted proof-of-work captcha (issue 12, decision 027) on sign-ups and on logins
// from an address that failed too often. Difficulty 1 keeps the tests' work tiny.

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());

const store = new ConfigStore(
  configDir({ operator: { auth: { captcha: { signup: true, loginFailures: 2, difficulty: 1 } } } }),
);
const api = () => testApi(db, store);
let ipSeq = 0;
const nextIp = () => `192.0.2.${++ipSeq}`;
const PASSWORD = 'correct horse battery';

const encode = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

/** What the browser does: fetch a challenge and solve it. */
async function solved(): Promise<string> {
  const res = await api().request('/api/v2/auth/captcha', { headers: { host: 'api.casino.test' } });
  expect(res.headers.get('cache-control')).toBe('no-store');
  const challenge = captchaChallengeSchema.parse(await res.json());
  const solution = await solveChallenge({ challenge, deriveKey });
  return encode({ challenge, solution: { counter: solution!.counter, derivedKey: solution!.derivedKey } });
}

const signUp = (email: string, captcha: string | undefined, ip = nextIp()) =>
  api().request(
    '/api/v2/auth/register/email',
    json({ email, password: PASSWORD, currency: 'RUB', accept_terms: true, captcha }, { 'x-forwarded-for': ip }),
  );
const users = async () => Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0]!.n);
const errors = async (res: Response) => ((await res.json()) as { errors: Record<string, string[]> }).errors;

describe('captcha on sign-up', () => {
  it('a solved challenge signs up; none, a forged one or a replayed one is refused with 422 and creates nobody', async () => {
    const before = await users();
    const none = await signUp('cap-none@example.com', undefined);
    expect(none.status).toBe(422);
    expect((await errors(none)).captcha?.[0]).toMatch(/^captcha_required:/);

    const good = await solved();
    expect((await signUp('cap-ok@example.com', good)).status).toBe(200);
    expect(await users()).toBe(before + 1);

    // The same solution again: used.
    const replay = await signUp('cap-replay@example.com', good);
    expect(replay.status).toBe(422);
    expect((await errors(replay)).captcha?.[0]).toMatch(/^captcha_invalid:/);

    // A wrong answer, an altered challenge, garbage.
    const decoded = JSON.parse(Buffer.from(await solved(), 'base64url').toString()) as {
      challenge: { parameters: { salt: string } };
      solution: { counter: number; derivedKey: string };
    };
    const wrong = encode({ ...decoded, solution: { ...decoded.solution, counter: decoded.solution.counter + 1 } });
    const altered = encode({
      ...decoded,
      challenge: { ...decoded.challenge, parameters: { ...decoded.challenge.parameters, salt: 'other' } },
    });
    for (const bad of [wrong, altered, 'bm90LWpzb24']) {
      const res = await signUp(`cap-bad-${bad.length}@example.com`, bad);
      expect(res.status).toBe(422);
      expect((await errors(res)).captcha?.[0]).toMatch(/^captcha_invalid:/);
    }
    expect(await users()).toBe(before + 1);
  });

  it('an expired challenge is refused even when solved', async () => {
    const challenge = await issueChallenge(db, 1, Date.now() - 11 * 60 * 1000);
    const solution = await solveChallenge({ challenge, deriveKey });
    const res = await signUp(
      'cap-expired@example.com',
      encode({ challenge, solution: { counter: solution!.counter, derivedKey: solution!.derivedKey } }),
    );
    expect(res.status).toBe(422);
  });
});

describe('captcha on logins after failures', () => {
  beforeAll(async () => {
    await createUser(db, {
      email: 'cap-login@example.com',
      passwordHash: await hashPassword(PASSWORD),
      registerMethod: 'email',
      region: 'RU',
    });
  });
  const login = (password: string, ip: string, captcha?: string) =>
    api().request(
      '/api/v2/auth/login/email/password',
      json({ email: 'cap-login@example.com', password, captcha }, { 'x-forwarded-for': ip }),
    );

  it('an address with two failed logins must solve the captcha; other addresses need none', async () => {
    const ip = nextIp();
    expect((await login('wrong password 1', ip)).status).toBe(422);
    expect((await login('wrong password 2', ip)).status).toBe(422);
    const asked = await login(PASSWORD, ip);
    expect(asked.status).toBe(422);
    expect((await errors(asked)).captcha?.[0]).toMatch(/^captcha_required:/);
    expect((await login(PASSWORD, ip, await solved())).status).toBe(200);
    expect((await login(PASSWORD, nextIp())).status).toBe(200);
  });
});
