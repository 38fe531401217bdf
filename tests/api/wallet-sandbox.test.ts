import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositResponseSchema, walletMethodsResponseSchema } from '../../src/contract/wallet';
import type { AuthSettings } from '../../src/server/auth/settings.server';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import { balancesOf, checkLedger, createDeposit, inWalletTransaction, signSandboxEvent } from '../../src/server/wallet';
import { configDir, freshDb, fundedPlayer, loggedInPlayer, testApi } from './helpers';

// Issue 17: the sandbox pays with published test cards, so it must never be offered by
// accident. Unset wallet.providers means the sandbox while demo features answer for the
// request (a demo install, on this machine's own host) and nothing on a real install; an
// operator who names `sandbox` gets it anywhere.

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await freshDb());
});
afterAll(async () => {
  expect((await checkLedger(db)).problems).toEqual([]);
  await drop();
});

const unset = new ConfigStore(configDir({ operator: {} }));
const named = new ConfigStore(configDir({ operator: { wallet: { providers: ['sandbox'] } } }));
const none = new ConfigStore(configDir({ operator: { wallet: { providers: [] } } }));

interface Install {
  store: ConfigStore;
  auth: Partial<AuthSettings>;
  /** The API host the browser calls (api.localhost: this machine; api.casino.test: the public site). */
  host: string;
  /** The caller's address (behind the tests' trusted proxy). */
  ip: string;
}
const REAL: Install = { store: unset, auth: { demo: false }, host: 'api.casino.test', ip: '192.0.2.30' };
// DEMO_DATA=0 with SMTP_URL set, as in the report: the same as REAL for the API.
const DEMO_ON_PUBLIC_HOST: Install = { store: unset, auth: { demo: true }, host: 'api.casino.test', ip: '192.0.2.31' };
const DEMO: Install = { store: unset, auth: { demo: true }, host: 'api.localhost', ip: '127.0.0.1' };
const NAMED_ON_REAL: Install = { store: named, auth: { demo: false }, host: 'api.casino.test', ip: '192.0.2.32' };

function request(i: Install, method: string, path: string, token: string | null, body?: unknown, form = false) {
  const headers: Record<string, string> = { host: i.host, 'x-forwarded-for': i.ip };
  if (token) headers.authorization = `Bearer ${token}`;
  if (method !== 'GET') headers['idempotency-key'] = `sbx-${randomUUID()}`;
  if (body !== undefined) headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
  return testApi(db, i.store, { auth: i.auth }).request(path, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const cash = async (userId: number) => (await balancesOf(db, userId, 'RUB')).balance;
const status = async (id: string) =>
  (await db.query<{ status: string }>(`SELECT status FROM deposits WHERE id = $1`, [id])).rows[0]!.status;

/** A sandbox deposit made straight in the wallet (as one left over from when the sandbox was on). */
async function strayDeposit(userId: number, amount: number) {
  const d = await inWalletTransaction(db, (tx) =>
    createDeposit(
      tx,
      { offered: ['sandbox'], depositExpiryMinutes: 30, withdrawalVerificationRequired: false },
      userId,
      { amount, method: 'sandbox' },
    ),
  );
  return { ...d, url: new URL(d.pay_url!, 'http://api.test') };
}

async function payThroughPage(i: Install, url: URL, card = '4242424242424242') {
  const page = await request(i, 'GET', url.pathname + url.search, null);
  const post = await request(
    i,
    'POST',
    url.pathname,
    null,
    new URLSearchParams({ sig: url.searchParams.get('sig')!, card }).toString(),
    true,
  );
  return { page, post };
}

describe.each([
  ['a real install (demo off)', REAL],
  ['a demo install reached on a public host', DEMO_ON_PUBLIC_HOST],
])('%s with wallet.providers unset', (_, install) => {
  it('offers no payment method and refuses a sandbox deposit or withdrawal (422 method_unavailable)', async () => {
    const p = await fundedPlayer(db, 50_000);
    const methods = walletMethodsResponseSchema.parse(
      await (await request(install, 'GET', '/wallet/methods', p.token)).json(),
    ).data;
    expect(methods).toMatchObject({ currency: 'RUB', deposit: [], withdrawal: [] });

    const dep = await request(install, 'POST', '/wallet/deposits', p.token, { amount: 10_000_000, method: 'sandbox' });
    expect(dep.status).toBe(422);
    expect((await dep.json()).errors.method[0]).toMatch(/^method_unavailable:/);
    const wd = await request(install, 'POST', '/wallet/withdrawals', p.token, {
      amount: 20_000,
      method: 'sandbox',
      destination: '4242424242424242',
    });
    expect(wd.status).toBe(422);
    expect((await wd.json()).errors.method[0]).toMatch(/^method_unavailable:/);
    const { rows } = await db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM deposits WHERE user_id = $1) + (SELECT count(*) FROM withdrawals WHERE user_id = $1) AS n`,
      [p.user.id],
    );
    expect(Number(rows[0]!.n)).toBe(0);
    expect(await cash(p.user.id)).toBe(50_000);
  });

  it("the sandbox's pay page and webhook answer 404, even for a deposit with a valid link or signature", async () => {
    const p = await loggedInPlayer(db);
    const d = await strayDeposit(p.user.id, 10_000_000);
    const { page, post } = await payThroughPage(install, d.url);
    expect(page.status).toBe(404);
    expect(post.status).toBe(404);
    expect(await post.text()).not.toContain('Payment received');

    const signed = await signSandboxEvent(db, {
      depositId: d.id,
      status: 'paid',
      amount: 10_000_000,
      currency: 'RUB',
    });
    const hook = await testApi(db, install.store, { auth: install.auth }).request('/wallet/webhooks/sandbox', {
      method: 'POST',
      headers: {
        host: install.host,
        'x-forwarded-for': install.ip,
        'content-type': 'application/json',
        'sandbox-signature': signed.signature,
      },
      body: signed.body,
    });
    expect(hook.status).toBe(404);
    expect((await hook.json()).message).toEqual(expect.any(String));
    expect(await status(d.id)).toBe('created');
    expect(await cash(p.user.id)).toBe(0);
  });
});

describe('where the sandbox is on', () => {
  it.each([
    ['named in operator.json on a real install', NAMED_ON_REAL],
    ['the demo on its own host (unset providers)', DEMO],
  ])('%s: offered, and card 4242 pays a deposit', async (_, install) => {
    const p = await loggedInPlayer(db);
    const methods = walletMethodsResponseSchema.parse(
      await (await request(install, 'GET', '/wallet/methods', p.token)).json(),
    ).data;
    expect(methods.deposit.map((m) => m.id)).toEqual(['sandbox']);
    expect(methods.withdrawal.map((m) => m.id)).toEqual(['sandbox']);
    const res = await request(install, 'POST', '/wallet/deposits', p.token, { amount: 25_000, method: 'sandbox' });
    expect(res.status).toBe(200);
    const d = depositResponseSchema.parse(await res.json()).data;
    const { page, post } = await payThroughPage(install, new URL(d.pay_url!, `http://${install.host}`));
    expect(page.status).toBe(200);
    expect(await post.text()).toContain('Payment received');
    expect(await status(d.id)).toBe('paid');
    expect(await cash(p.user.id)).toBe(25_000);
  });

  it('a webhook for a provider the code does not know is 404, whatever its name', async () => {
    for (const name of ['nope', '__proto__', 'constructor', 'tostring']) {
      const res = await request(NAMED_ON_REAL, 'POST', `/wallet/webhooks/${name}`, null, { id: 'evt_1' });
      expect(res.status, name).toBe(404);
      expect((await res.json()).message).toEqual(expect.any(String));
    }
  });

  it("an operator's own list wins, even in the demo: an empty one offers nothing", async () => {
    const p = await loggedInPlayer(db);
    const install = { ...DEMO, store: none };
    const methods = walletMethodsResponseSchema.parse(
      await (await request(install, 'GET', '/wallet/methods', p.token)).json(),
    ).data;
    expect(methods.deposit).toEqual([]);
    const d = await strayDeposit(p.user.id, 10_000);
    expect((await payThroughPage(install, d.url)).page.status).toBe(404);
  });
});
