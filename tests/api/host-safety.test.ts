import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authSettingsFromEnv } from '../../src/server/auth/settings.server';
import { createUser } from '../../src/server/auth/users.server';
import { ConfigStore } from '../../src/server/config/store.server';
import { DEMO_ACCOUNT, seedDemo } from '../../src/server/db/demo-seed.server';
import type { Db } from '../../src/server/db/types';
import { resetEnvForTests } from '../../src/server/env.server';
import { configDir, freshDb, json, testApi } from './helpers';

// Issue 7, findings 1 and 2: demo features reach only this machine, and links in messages
// come from configured site origins, never from a request's Host or Origin.

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());

const store = new ConfigStore(
  configDir({ operator: { auth: { social: [{ kind: 'demo', id: 'demo', name: 'Demo ID' }] } } }),
);
const api = (auth = {}) => testApi(db, store, { auth, siteOrigins: ['https://casino.example'] });
let ipSeq = 0;
const ip = () => `198.51.100.${++ipSeq}`;
let seq = 0;
const uniqueEmail = () => `host-${++seq}@example.com`;
const outboxOf = async (recipient: string) =>
  (await db.query<{ body: string }>('SELECT body FROM outbox WHERE recipient = $1 ORDER BY id', [recipient])).rows;

describe('links in messages', () => {
  const forgot = (email: string, headers: Record<string, string>) =>
    api().request('/api/v2/auth/password/email/forgot', json({ email }, { 'x-forwarded-for': ip(), ...headers }));

  it('refuses a request for a host this install does not serve, and sends nothing', async () => {
    const email = uniqueEmail();
    await createUser(db, { email, passwordHash: null, registerMethod: 'email', region: 'RU' });
    const res = await forgot(email, { host: 'api.evil.example' });
    expect(res.status).toBe(421);
    expect(await res.json()).toEqual({ message: expect.any(String) });
    expect(await forgot(email, { host: 'api.casino.example', 'x-forwarded-host': 'api.evil.example' })).toHaveProperty(
      'status',
      421,
    );
    expect(await outboxOf(email)).toHaveLength(0);
  });

  it('points the reset link at the configured site, whatever Origin the request names', async () => {
    const email = uniqueEmail();
    await createUser(db, { email, passwordHash: null, registerMethod: 'email', region: 'RU' });
    for (const origin of ['http://evil.example', 'http://casino.example.evil.example', 'http://localhost:3000']) {
      expect((await forgot(email, { host: 'api.casino.example', origin })).status).toBe(200);
    }
    const bodies = (await outboxOf(email)).map((m) => m.body);
    expect(bodies).toHaveLength(3);
    for (const body of bodies) {
      expect(body).toMatch(/^https:\/\/casino\.example\/reset-password\/rs1\.\S+$/m);
      expect(body).not.toMatch(/evil|localhost/);
    }
  });

  it('builds the send_login_data link from the configured site too', async () => {
    const email = uniqueEmail();
    await createUser(db, { email, passwordHash: null, registerMethod: 'email', region: 'RU' });
    const res = await api().request(
      '/auth/send_login_data',
      json({ email }, { host: 'www.casino.example', origin: 'http://evil.example', 'x-forwarded-for': ip() }),
    );
    expect(res.status).toBe(200);
    const [message] = await outboxOf(email);
    expect(message!.body).toContain('https://casino.example/password/reset');
    expect(message!.body).not.toContain('evil');
  });
});

describe('demo features off this machine', () => {
  // Each call speaks from its own address (per-address login limits); loopback by default.
  let loopSeq = 0;
  const loopback = () => `127.0.3.${++loopSeq}`;
  const on = (host: string, path: string, auth = {}, from: string | null = loopback()) =>
    api(auth).request(path, { headers: { host, ...(from ? { 'x-forwarded-for': from } : {}) } });
  const demoLogin = (host: string, auth = {}, from = loopback()) =>
    api(auth).request(
      '/api/v2/auth/login/email/password',
      json({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }, { host, 'x-forwarded-for': from }),
    );
  const LOCAL_HOSTS = ['api.localhost:3000', 'api.casino.localhost', '127.0.0.1:3000'];

  it('answer a loopback caller on loopback and *.localhost hosts', async () => {
    await seedDemo(db);
    for (const host of LOCAL_HOSTS) {
      expect(await (await on(host, '/auth/providers')).json()).toEqual({ data: [{ id: 'demo', name: 'Demo ID' }] });
      expect((await on(host, '/dev/inbox.json')).status).toBe(200);
    }
    for (const from of ['127.0.0.1', '127.200.3.4', '::1', '::ffff:127.0.0.1']) {
      expect((await on('api.localhost', '/dev/inbox', {}, from)).status, from).toBe(200);
    }
    expect((await on('api.localhost', '/oauth/demo/authorize')).status).not.toBe(404);
    expect((await demoLogin('api.localhost')).status).toBe(200);
  });

  it('refuse on a public host: no Demo ID, no inbox, no demo player', async () => {
    await seedDemo(db);
    const host = 'api.casino.example';
    expect(await (await on(host, '/auth/providers')).json()).toEqual({ data: [] });
    expect((await on(host, '/dev/inbox.json')).status).toBe(404);
    expect((await on(host, '/oauth/demo/authorize')).status).toBe(404);
    const login = await demoLogin(host);
    expect(login.status).toBe(422);
    expect((await login.json()).errors._[0]).toMatch(/^invalid_credentials: /);
  });

  it('refuse a caller from the network that sends a local Host (HOST=0.0.0.0 takes any)', async () => {
    await seedDemo(db);
    const callers: (string | null)[] = [
      '203.0.113.7',
      '10.0.0.5',
      '::ffff:10.0.0.5',
      // Behind one trusted proxy the client wrote the left entry: the proxy saw 203.0.113.9.
      '127.0.0.1, 203.0.113.9',
      // No address at all (unknown): not loopback.
      null,
    ];
    for (const from of callers) {
      for (const host of LOCAL_HOSTS) {
        const what = `${host} from ${from}`;
        expect(await (await on(host, '/auth/providers', {}, from)).json(), what).toEqual({ data: [] });
        expect((await on(host, '/dev/inbox', {}, from)).status, what).toBe(404);
        expect((await on(host, '/dev/inbox.json', {}, from)).status, what).toBe(404);
        expect((await on(host, '/oauth/demo/authorize', {}, from)).status, what).toBe(404);
        expect((await on(host, '/oauth/demo/userinfo', {}, from)).status, what).toBe(404);
      }
    }
    const login = await demoLogin('api.localhost', {}, '203.0.113.8');
    expect(login.status).toBe(422);
    expect((await login.json()).errors._[0]).toMatch(/^invalid_credentials: /);
  });

  it('answer anyone on any served host only with the explicit DEMO_ON_PUBLIC_HOSTS override', async () => {
    await seedDemo(db);
    const auth = { demoOnPublicHosts: true };
    expect((await on('api.casino.example', '/dev/inbox.json', auth, '203.0.113.10')).status).toBe(200);
    expect((await on('api.localhost', '/dev/inbox.json', auth, '203.0.113.10')).status).toBe(200);
    expect((await demoLogin('api.casino.example', auth, '203.0.113.11')).status).toBe(200);
  });
});

describe('the demo switch', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetEnvForTests();
  });
  const settingsWith = (env: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(env)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetEnvForTests();
    return authSettingsFromEnv();
  };

  it('is on for a fresh start, off once SMTP_URL is set, and DEMO_DATA decides when given', () => {
    expect(settingsWith({ DEMO_DATA: undefined, SMTP_URL: undefined }).demo).toBe(true);
    expect(settingsWith({ DEMO_DATA: undefined, SMTP_URL: 'smtp://mail.example:25' }).demo).toBe(false);
    expect(settingsWith({ DEMO_DATA: '0', SMTP_URL: undefined }).demo).toBe(false);
    expect(settingsWith({ DEMO_DATA: '1', SMTP_URL: 'smtp://mail.example:25' }).demo).toBe(true);
    expect(settingsWith({ DEMO_ON_PUBLIC_HOSTS: undefined }).demoOnPublicHosts).toBe(false);
  });
});
