import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/server/auth/users.server';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db, Queryable } from '../../src/server/db/types';
import { configDir, freshDb, json, testApi } from './helpers';

// Issue 7, finding 8: forgot, send_login_data and code requests must not tell a real account
// from an unknown address, neither by their answer nor by the work (and so the time) they take.
// Work is counted as the database statements run, not measured in wall-clock time.

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());

const store = new ConfigStore(configDir({}));
let statements: string[] = [];
// Keeping or dropping the message is the one statement allowed to differ.
const shape = (sql: string) =>
  sql
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(ROLLBACK TO|RELEASE) SAVEPOINT message$/, 'END SAVEPOINT message');
const counting = (q: Queryable): Queryable => ({
  query: (sql, params) => {
    statements.push(shape(sql));
    return q.query(sql, params);
  },
});
/** The test database, recording every statement the API runs (inside transactions too). */
const countingDb = (): Db =>
  new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'query') return counting(target).query;
      if (prop === 'transaction')
        return <T>(fn: (tx: Queryable) => Promise<T>) => {
          statements.push('BEGIN');
          return target.transaction((tx) => fn(counting(tx)));
        };
      return Reflect.get(target, prop, receiver);
    },
  });
const api = () => testApi(countingDb(), store);

let ipSeq = 0;
const nextIp = () => `203.0.113.${++ipSeq}`;
let seq = 0;
const outboxCount = async () =>
  Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox')).rows[0]!.n);

async function realEmail() {
  const email = `enum-real-${++seq}@example.com`;
  await createUser(db, { email, passwordHash: null, registerMethod: 'email', region: 'RU' });
  return email;
}
async function realPhone() {
  const phone = `+7701${String(3000000 + ++seq).slice(-7)}`;
  await createUser(db, { phone, passwordHash: null, registerMethod: 'phone', region: 'RU' });
  return phone;
}

/** Runs one call, answering its status, body, the statements it ran and the messages it queued. */
async function run(path: string, body: unknown) {
  const before = await outboxCount();
  statements = [];
  const res = await api().request(path, json(body, { 'x-forwarded-for': nextIp() }));
  const ran = statements;
  return { status: res.status, body: await res.text(), statements: ran, queued: (await outboxCount()) - before };
}

const cases: [string, string, () => Promise<Record<string, string>>, Record<string, string>][] = [
  [
    'e-mail forgot',
    '/api/v2/auth/password/email/forgot',
    async () => ({ email: await realEmail() }),
    { email: 'enum-nobody-1@example.com' },
  ],
  [
    'phone forgot',
    '/api/v2/auth/password/phone/forgot',
    async () => ({ phone: await realPhone() }),
    { phone: '+77019999901' },
  ],
  [
    'send_login_data',
    '/auth/send_login_data',
    async () => ({ email: await realEmail() }),
    { email: 'enum-nobody-2@example.com' },
  ],
  [
    'e-mail login code',
    '/api/v2/auth/login/email/verification',
    async () => ({ email: await realEmail() }),
    { email: 'enum-nobody-3@example.com' },
  ],
  [
    'phone login code',
    '/api/v2/auth/login/phone/verification',
    async () => ({ phone: await realPhone() }),
    { phone: '+77019999902' },
  ],
];

describe('a real account and an unknown address answer alike and do the same work', () => {
  // The code secret is made once per database, on its first code: a call before the pairs
  // makes it, so every pair compares the steady state.
  beforeAll(() => run('/api/v2/auth/login/email/verification', { email: 'enum-warm-up@example.com' }));

  it.each(cases)('%s', async (_name, path, real, unknown) => {
    const a = await run(path, await real());
    const b = await run(path, unknown);
    expect(a.status).toBe(200);
    expect(b.body).toBe(a.body);
    expect(b.status).toBe(a.status);
    // The same statements, in the same order: the unknown address hashes and writes a decoy
    // code, composes and queues its message (then rolls the message back).
    expect(b.statements).toEqual(a.statements);
    expect(a.statements.some((s) => s.startsWith('INSERT INTO outbox'))).toBe(true);
    // Only the real account is sent anything.
    expect(a.queued).toBe(1);
    expect(b.queued).toBe(0);
  });

  it('the decoy reset token written for an unknown address cannot be used', async () => {
    await run('/api/v2/auth/password/email/forgot', { email: 'enum-nobody-4@example.com' });
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM auth_tokens WHERE user_id IS NULL');
    expect(rows[0]!.n).toBe(0);
  });
});
