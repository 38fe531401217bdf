import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  depositResponseSchema,
  historyResponseSchema,
  rgResponseSchema,
  walletResponseSchema,
  withdrawalResponseSchema,
} from '../../src/contract/wallet';
import { createSession } from '../../src/server/auth/sessions.server';
import { createUser } from '../../src/server/auth/users.server';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import {
  adjust,
  checkLedger,
  decideWithdrawal,
  inWalletTransaction,
  signSandboxEvent,
  sweepDeposits,
} from '../../src/server/wallet';
import { configDir, freshDb, testApi } from './helpers';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await freshDb());
});
afterAll(async () => {
  // Whatever the tests did, the ledger still proves itself.
  expect((await checkLedger(db)).problems).toEqual([]);
  await drop();
});

// The tests' host (api.casino.test) is not a local one: demo features are off for it, so the
// sandbox is offered only because this operator config names it (wallet-sandbox.test.ts covers
// the other cases).
const store = new ConfigStore(configDir({ operator: { wallet: { providers: ['sandbox'] } } }));
const strict = new ConfigStore(
  configDir({ operator: { wallet: { providers: ['sandbox'], withdrawalVerificationRequired: true } } }),
);
const api = (s = store) => testApi(db, s);

let seq = 0;
async function player(currency: 'RUB' | 'USD' | null = 'RUB', cash = 0) {
  const user = await createUser(db, {
    email: `wallet${++seq}-${Date.now()}@example.com`,
    passwordHash: null,
    registerMethod: 'email',
    region: 'RU',
    currency,
  });
  const { token } = await createSession(
    db,
    { userId: user.id, method: 'password', ip: null, userAgent: 'Agent/1' },
    { accessTtlSeconds: 3600, sessionTtlDays: 30 },
  );
  if (cash && currency) {
    await inWalletTransaction(db, (tx) =>
      adjust(tx, { key: `seed:${user.id}`, userId: user.id, currency, amount: cash, reason: 'seed', actor: 'test' }),
    );
  }
  return { id: user.id, token };
}

function call(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  extra: Record<string, string> = {},
  s = store,
) {
  const headers: Record<string, string> = { host: 'api.casino.test', 'x-forwarded-for': '192.0.2.9', ...extra };
  if (token) headers.authorization = `Bearer ${token}`;
  // As the site's client does: every call with a body carries a fresh Idempotency-Key.
  if (method !== 'GET' && !('idempotency-key' in extra)) headers['idempotency-key'] = `t-${randomUUID()}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return api(s).request(path, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}
const wallet = async (token: string) =>
  walletResponseSchema.parse(await (await call('GET', '/wallet', token)).json()).data;
const count = async (sql: string, params: unknown[] = []) =>
  Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]!.n);

/** Submits the sandbox's hosted page with a card, as the player's browser would. */
async function payWithCard(payUrl: string, card: string) {
  const url = new URL(payUrl, 'http://api.casino.test');
  const page = await api().request(url.pathname + url.search, { headers: { host: 'api.casino.test' } });
  expect(page.status).toBe(200);
  expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
  const form = new URLSearchParams({ sig: url.searchParams.get('sig')!, card, lang: 'en' });
  return api().request(url.pathname, {
    method: 'POST',
    headers: { host: 'api.casino.test', 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
}

async function deposit(token: string, amount: number, key?: string) {
  const res = await call(
    'POST',
    '/wallet/deposits',
    token,
    { amount, method: 'sandbox' },
    key ? { 'idempotency-key': key } : {},
  );
  return res;
}

describe('deposits through the sandbox', () => {
  it('4242… pays: the deposit is paid, the balance and history show it, net deposits count it', async () => {
    const { token } = await player();
    const res = await deposit(token, 50_000);
    expect(res.status).toBe(200);
    const d = depositResponseSchema.parse(await res.json()).data;
    expect(d).toMatchObject({ status: 'created', amount: 50_000, currency: 'RUB' });
    const paid = await payWithCard(d.pay_url!, '4242 4242 4242 4242');
    expect(await paid.text()).toContain('Payment received');
    const after = depositResponseSchema.parse(await (await call('GET', `/wallet/deposits/${d.id}`, token)).json()).data;
    expect(after).toMatchObject({ status: 'paid', pay_url: null });
    expect(await wallet(token)).toEqual({
      currency: 'RUB',
      balance: 50_000,
      bonus_balance: 0,
      total_balance: 50_000,
      withdrawable: 50_000,
      net_deposits: 50_000,
    });
    const h = historyResponseSchema.parse(await (await call('GET', '/wallet/history?kind=deposit', token)).json());
    expect(h.data.map((i) => [i.kind, i.amount, i.status])).toEqual([['deposit', 50_000, 'paid']]);
    expect(h.net_deposits).toBe(50_000);
  });

  it('4000…0002 declines: failed, nothing credited', async () => {
    const { token } = await player();
    const d = depositResponseSchema.parse(await (await deposit(token, 20_000)).json()).data;
    expect(await (await payWithCard(d.pay_url!, '4000000000000002')).text()).toContain('declined');
    expect((await wallet(token)).balance).toBe(0);
    const after = depositResponseSchema.parse(await (await call('GET', `/wallet/deposits/${d.id}`, token)).json()).data;
    expect(after.status).toBe('failed');
  });

  it('4000…0259 is pending, then paid once its delay has passed; an unpaid deposit expires', async () => {
    const { token } = await player();
    const d = depositResponseSchema.parse(await (await deposit(token, 30_000)).json()).data;
    await payWithCard(d.pay_url!, '4000 0000 0000 0259');
    const pending = depositResponseSchema.parse(
      await (await call('GET', `/wallet/deposits/${d.id}`, token)).json(),
    ).data;
    expect(pending.status).toBe('pending');
    await sweepDeposits(db, { now: new Date(Date.now() + 11_000) });
    expect((await wallet(token)).balance).toBe(30_000);

    const stale = depositResponseSchema.parse(await (await deposit(token, 30_000)).json()).data;
    await sweepDeposits(db, { now: new Date(Date.now() + 31 * 60_000) });
    const expired = depositResponseSchema.parse(
      await (await call('GET', `/wallet/deposits/${stale.id}`, token)).json(),
    ).data;
    expect(expired).toMatchObject({ status: 'expired', pay_url: null });
    expect((await wallet(token)).balance).toBe(30_000);
  });

  it('the same Idempotency-Key makes one deposit; the key is bound to the player, not the token', async () => {
    const { id, token } = await player();
    const a = await deposit(token, 10_000, 'dep-key-0001');
    // Another session (another token) of the same player replays the same answer.
    const { token: other } = await createSession(
      db,
      { userId: id, method: 'password', ip: null, userAgent: 'B' },
      { accessTtlSeconds: 3600, sessionTtlDays: 30 },
    );
    const b = await deposit(other, 10_000, 'dep-key-0001');
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect(await b.json()).toEqual(await a.json());
    expect(await count('deposits WHERE user_id = $1', [id])).toBe(1);
    const reused = await deposit(token, 99_000, 'dep-key-0001');
    expect(reused.status).toBe(422);
    expect(Object.keys((await reused.json()).errors)).toEqual(['Idempotency-Key']);
  });
});

describe('webhooks', () => {
  it('a forged or stale signature is refused (400, spec shape) and changes nothing; a replay is harmless', async () => {
    const { token } = await player();
    const d = depositResponseSchema.parse(await (await deposit(token, 40_000)).json()).data;
    const signed = await signSandboxEvent(db, { depositId: d.id, status: 'paid', amount: 40_000, currency: 'RUB' });
    const hook = (body: string, sig: string) =>
      call('POST', '/wallet/webhooks/sandbox', null, body, {
        'sandbox-signature': sig,
        'content-type': 'application/json',
      });

    const tampered = signed.body.replace('40000', '4000000');
    for (const [body, sig] of [
      [tampered, signed.signature],
      [signed.body, 't=1,v1=00'],
      [signed.body, ''],
      [signed.body, signed.signature.replace(/v1=(.)/, (_, ch: string) => `v1=${ch === '0' ? '1' : '0'}`)],
    ] as const) {
      const res = await hook(body, sig);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        message: expect.any(String),
        errors: { _: [expect.stringMatching(/^invalid_signature:/)] },
      });
    }
    const old = await signSandboxEvent(db, { depositId: d.id, status: 'paid', amount: 40_000, currency: 'RUB' }, 1_000);
    expect((await hook(old.body, old.signature)).status).toBe(400);
    expect((await wallet(token)).balance).toBe(0);

    expect((await hook(signed.body, signed.signature)).status).toBe(200);
    const replay = await hook(signed.body, signed.signature);
    expect(await replay.json()).toEqual({ received: true, applied: false });
    // Another paid event for the same deposit (a provider retry with a new id) credits nothing more.
    const again = await signSandboxEvent(db, { depositId: d.id, status: 'paid', amount: 40_000, currency: 'RUB' });
    expect((await hook(again.body, again.signature)).status).toBe(200);
    expect((await wallet(token)).balance).toBe(40_000);
  });
});

describe('withdrawals', () => {
  it('holds at request, cannot be reversed by the player; a rejection releases, an approval pays out', async () => {
    const { id, token } = await player('RUB', 100_000);
    const req = { amount: 30_000, method: 'sandbox', destination: '4242424242424242' };
    const res = await call('POST', '/wallet/withdrawals', token, req);
    expect(res.status).toBe(200);
    const w = withdrawalResponseSchema.parse(await res.json()).data;
    expect(w.status).toBe('pending');
    expect((await wallet(token)).balance).toBe(70_000);
    expect((await call('DELETE', `/wallet/withdrawals/${w.id}`, token)).status).toBe(404);

    await decideWithdrawal(db, w.id, 'reject', { actor: 'test', reason: 'documents' });
    expect((await wallet(token)).balance).toBe(100_000);
    await expect(decideWithdrawal(db, w.id, 'approve', { actor: 'test' })).rejects.toMatchObject({
      code: 'invalid_state',
    });

    const w2 = withdrawalResponseSchema.parse(
      await (await call('POST', '/wallet/withdrawals', token, req)).json(),
    ).data;
    await decideWithdrawal(db, w2.id, 'approve', { actor: 'test' });
    expect(await wallet(token)).toMatchObject({ balance: 70_000, net_deposits: -30_000 });
    const h = historyResponseSchema.parse(await (await call('GET', '/wallet/history?kind=withdrawal', token)).json());
    expect(h.data.map((i) => i.status).sort()).toEqual(['approved', 'rejected']);
    expect(await count(`withdrawals WHERE user_id = $1`, [id])).toBe(2);
  });

  it('below the minimum payout, above the balance, or unverified when the operator asks: refused, nothing held', async () => {
    const { token } = await player('RUB', 20_000);
    const small = await call('POST', '/wallet/withdrawals', token, {
      amount: 9_999,
      method: 'sandbox',
      destination: '4242424242424242',
    });
    expect(small.status).toBe(422);
    expect((await small.json()).errors.amount[0]).toMatch(/^below_minimum:/);
    const big = await call('POST', '/wallet/withdrawals', token, {
      amount: 20_001,
      method: 'sandbox',
      destination: '4242424242424242',
    });
    expect((await big.json()).errors.amount[0]).toMatch(/^insufficient_funds:/);
    const unverified = await call(
      'POST',
      '/wallet/withdrawals',
      token,
      { amount: 10_000, method: 'sandbox', destination: '4242424242424242' },
      {},
      strict,
    );
    expect(unverified.status).toBe(403);
    expect((await wallet(token)).balance).toBe(20_000);
  });
});

describe('Idempotency-Key on money calls', () => {
  it('a money call without the header is refused (422, spec shape) and changes nothing', async () => {
    const { id, token } = await player('RUB', 100_000);
    const calls: [string, string, unknown][] = [
      ['POST', '/wallet/deposits', { amount: 10_000, method: 'sandbox' }],
      ['POST', '/wallet/withdrawals', { amount: 10_000, method: 'sandbox', destination: '4242424242424242' }],
    ];
    for (const [method, path, body] of calls) {
      const res = await api().request(path, {
        method,
        headers: { host: 'api.casino.test', authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status, `${method} ${path}`).toBe(422);
      const err = await res.json();
      expect(err.message).toEqual(expect.any(String));
      expect(err.errors['Idempotency-Key'][0]).toMatch(/^required: /);
    }
    expect(await count('deposits WHERE user_id = $1', [id])).toBe(0);
    expect(await count('withdrawals WHERE user_id = $1', [id])).toBe(0);
    expect(await wallet(token)).toMatchObject({ balance: 100_000 });
  });

  it('responsible-gaming changes move no money: a key is honoured when sent, never required (decision 063)', async () => {
    const { id, token } = await player('RUB', 100_000);
    const unkeyed = (method: string, path: string, t: string, body: unknown) =>
      api().request(path, {
        method,
        headers: { host: 'api.casino.test', authorization: `Bearer ${t}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const limits = await unkeyed('PUT', '/responsible-gaming/limits', token, { deposit: { day: 50_000 } });
    expect(limits.status).toBe(200);
    expect((await limits.json()).data.limits.deposit.day.amount).toBe(50_000);
    expect(await count('rg_limits WHERE user_id = $1', [id])).toBe(1);
    expect((await unkeyed('PUT', '/responsible-gaming/settings', token, { reality_check_minutes: 30 })).status).toBe(
      200,
    );
    // Sent, a key still runs the call once: the repeat is the stored answer.
    const key = { 'idempotency-key': `rg-${randomUUID()}` };
    const first = await call('PUT', '/responsible-gaming/limits', token, { deposit: { day: 40_000 } }, key);
    const again = await call('PUT', '/responsible-gaming/limits', token, { deposit: { day: 40_000 } }, key);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    const reused = await call('PUT', '/responsible-gaming/limits', token, { deposit: { day: 30_000 } }, key);
    expect(reused.status).toBe(422);
    // Exclusion without a key: it runs, and its repeat finds the session already ended.
    const ex = await unkeyed('POST', '/responsible-gaming/exclusion', token, { kind: 'cool_off', period: '1d' });
    expect(ex.status).toBe(200);
    expect(
      (await unkeyed('POST', '/responsible-gaming/exclusion', token, { kind: 'cool_off', period: '1d' })).status,
    ).toBe(401);
    expect(await count('rg_exclusions WHERE user_id = $1', [id])).toBe(1);
  });

  it('a double click makes one withdrawal; the same key with another body is idempotency_key_reused', async () => {
    const { id, token } = await player('RUB', 100_000);
    const req = { amount: 30_000, method: 'sandbox', destination: '4242424242424242' };
    const key = { 'idempotency-key': `wd-${randomUUID()}` };
    const [a, b] = await Promise.all([
      call('POST', '/wallet/withdrawals', token, req, key),
      call('POST', '/wallet/withdrawals', token, req, key),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await b.json()).toEqual(await a.json());
    const other = await call('POST', '/wallet/withdrawals', token, { ...req, amount: 40_000 }, key);
    expect(other.status).toBe(422);
    expect((await other.json()).errors['Idempotency-Key'][0]).toMatch(/^idempotency_key_reused: /);
    expect(await count('withdrawals WHERE user_id = $1', [id])).toBe(1);
    expect((await wallet(token)).balance).toBe(70_000);
  });
});

describe('responsible gaming', () => {
  it('a deposit limit refuses a deposit over it before anything is created; raising waits 24 h, lowering is at once', async () => {
    const { id, token } = await player();
    const set = await call('PUT', '/responsible-gaming/limits', token, { deposit: { day: 100_000 } });
    expect(set.status).toBe(200);
    expect(rgResponseSchema.parse(await set.json()).data.limits.deposit.day).toMatchObject({
      amount: 100_000,
      pending: null,
    });
    expect((await deposit(token, 60_000)).status).toBe(200);
    const over = await deposit(token, 50_000);
    expect(over.status).toBe(422);
    expect((await over.json()).errors.amount[0]).toMatch(/^limit_exceeded:/);
    expect(await count('deposits WHERE user_id = $1', [id])).toBe(1);

    const raise = rgResponseSchema.parse(
      await (await call('PUT', '/responsible-gaming/limits', token, { deposit: { day: 500_000 } })).json(),
    ).data.limits.deposit.day;
    expect(raise.amount).toBe(100_000);
    expect(Date.parse(raise.pending!.effective_at) - Date.now()).toBeGreaterThan(23 * 3600_000);
    const lower = rgResponseSchema.parse(
      await (await call('PUT', '/responsible-gaming/limits', token, { deposit: { week: 70_000 } })).json(),
    ).data.limits.deposit;
    expect(lower.week).toMatchObject({ amount: 70_000, pending: null, used: 60_000 });
    // The lowest wins: the weekly limit leaves 10,000.
    expect((await deposit(token, 20_000)).status).toBe(422);
  });

  it('self-exclusion logs the player out at once and blocks login and deposits; pending withdrawals continue', async () => {
    const { id, token } = await player('RUB', 50_000);
    const w = withdrawalResponseSchema.parse(
      await (
        await call('POST', '/wallet/withdrawals', token, {
          amount: 20_000,
          method: 'sandbox',
          destination: '4242424242424242',
        })
      ).json(),
    ).data;
    const res = await call('POST', '/responsible-gaming/exclusion', token, { kind: 'self_exclusion', period: '6m' });
    expect(res.status).toBe(200);
    expect((await res.json()).data.kind).toBe('self_exclusion');
    expect((await call('GET', '/wallet', token)).status).toBe(401);
    await expect(
      createSession(
        db,
        { userId: id, method: 'password', ip: null, userAgent: 'x' },
        { accessTtlSeconds: 60, sessionTtlDays: 1 },
      ),
    ).rejects.toMatchObject({ code: 'excluded' });
    await decideWithdrawal(db, w.id, 'approve', { actor: 'test' });
    const { rows } = await db.query<{ status: string }>(`SELECT status FROM withdrawals WHERE id = $1`, [w.id]);
    expect(rows[0]!.status).toBe('approved');
  });

  it('bad exclusion and limit bodies are 422 and change nothing', async () => {
    const { id, token } = await player();
    for (const body of [
      { kind: 'cool_off', period: '6m' },
      { kind: 'self_exclusion', period: '1d' },
      { kind: 'forever', period: '1y' },
      {},
    ]) {
      expect((await call('POST', '/responsible-gaming/exclusion', token, body)).status).toBe(422);
    }
    for (const body of [{ deposit: { day: -1 } }, { loss: { week: 1.5 } }, { deposit: { year: 5 } }, { other: 1 }]) {
      expect((await call('PUT', '/responsible-gaming/limits', token, body)).status).toBe(422);
    }
    expect(await count('rg_exclusions WHERE user_id = $1', [id])).toBe(0);
    expect(await count('rg_limits WHERE user_id = $1', [id])).toBe(0);
  });
});

describe('bad input', () => {
  const amounts: unknown[] = [0, -100, 10.5, 1e15, Number.MAX_SAFE_INTEGER, '50000', null, true, [], {}];

  it.each(['/wallet/deposits', '/wallet/withdrawals'])(
    '%s: wrong types and amounts → 422 spec shape, nothing changes',
    async (path) => {
      const { id, token } = await player('RUB', 100_000);
      const before = await count('wallet_transactions WHERE user_id = $1', [id]);
      for (const amount of amounts) {
        const res = await call('POST', path, token, { amount, method: 'sandbox', destination: '4242424242424242' });
        expect(res.status).toBe(422);
        const body = await res.json();
        expect(body.message).toEqual(expect.any(String));
        expect(Object.keys(body.errors).length).toBeGreaterThan(0);
      }
      for (const bad of [
        'not json',
        '[]',
        '{"amount": 100000, "method": "../etc"}',
        '{"amount":100000,"method":"sandbox","x":1}',
      ]) {
        expect((await call('POST', path, token, bad)).status).toBe(422);
      }
      expect(await count('wallet_transactions WHERE user_id = $1', [id])).toBe(before);
      expect(await count('deposits WHERE user_id = $1', [id])).toBe(0);
      expect((await wallet(token)).balance).toBe(100_000);
    },
  );

  it("another player's deposit is 404 like a missing one; a malformed id too", async () => {
    const a = await player();
    const b = await player();
    const d = depositResponseSchema.parse(await (await deposit(a.token, 10_000)).json()).data;
    for (const path of [
      `/wallet/deposits/${d.id}`,
      '/wallet/deposits/not-a-uuid',
      '/wallet/deposits/00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await call('GET', path, b.token);
      expect(res.status).toBe(404);
      expect((await res.json()).message).toEqual(expect.any(String));
    }
  });

  it('without a session every wallet call is 401; without a currency a deposit says currency_required', async () => {
    for (const [m, p] of [
      ['GET', '/wallet'],
      ['POST', '/wallet/deposits'],
      ['POST', '/wallet/withdrawals'],
      ['GET', '/wallet/history'],
      ['GET', '/responsible-gaming'],
      ['PUT', '/responsible-gaming/limits'],
      ['POST', '/responsible-gaming/exclusion'],
      ['GET', '/wallet/events'],
    ] as const) {
      expect((await call(m, p, null, m === 'GET' ? undefined : {})).status).toBe(401);
    }
    const { token } = await player(null);
    const res = await deposit(token, 10_000);
    expect(res.status).toBe(422);
    expect((await res.json()).errors.currency[0]).toMatch(/^currency_required:/);
  });

  it('history: bad filters are 422; paging walks every item once; CSV exports them', async () => {
    const { token } = await player('RUB', 100_000);
    for (let i = 0; i < 5; i++) await deposit(token, 10_000 + i);
    for (const q of ['kind=nope', 'from=yesterday', 'limit=0', 'limit=1000', 'cursor=%00', 'format=xml', 'x=1']) {
      expect((await call('GET', `/wallet/history?${q}`, token)).status).toBe(422);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = historyResponseSchema.parse(
        await (await call('GET', `/wallet/history?limit=2${cursor ? `&cursor=${cursor}` : ''}`, token)).json(),
      );
      seen.push(...page.data.map((i) => i.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen.length).toBe(6); // five deposits and the seed adjustment
    expect(new Set(seen).size).toBe(6);
    const csv = await call('GET', '/wallet/history?format=csv&kind=deposit', token);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect((await csv.text()).trim().split('\r\n')).toHaveLength(6);
  });
});

describe('GET /wallet/events', () => {
  it('streams the balance at once and after each change; a ticket works without a header; resumes by Last-Event-ID', async () => {
    const { id, token } = await player('RUB', 1_000);
    const ticketRes = await call('POST', '/wallet/events/ticket', token, {});
    const { ticket } = (await ticketRes.json()).data;
    const abort = new AbortController();
    const res = await api().request(`/wallet/events?ticket=${encodeURIComponent(ticket)}`, {
      headers: { host: 'api.casino.test' },
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    let buf = '';
    const nextEvent = async () => {
      for (;;) {
        const i = buf.indexOf('\n\n');
        if (i >= 0) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          if (block.startsWith(':')) continue;
          const f = Object.fromEntries(
            block.split('\n').map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
          );
          return f as { event: string; id: string; data: string };
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buf += new TextDecoder().decode(value);
      }
    };
    const first = await nextEvent();
    expect(first.event).toBe('balance');
    expect(JSON.parse(first.data)).toMatchObject({ balance: 1_000, currency: 'RUB' });
    await inWalletTransaction(db, (tx) =>
      adjust(tx, {
        key: `sse:${first.id}:${Date.now()}`,
        userId: id,
        currency: 'RUB',
        amount: 250,
        reason: 'x',
        actor: 't',
      }),
    );
    const second = await nextEvent();
    expect(JSON.parse(second.data)).toMatchObject({ balance: 1_250, reason: 'adjustment' });
    expect(Number(second.id)).toBeGreaterThan(Number(first.id));
    abort.abort();

    const bad = await api().request('/wallet/events?ticket=1.2.3.forged', { headers: { host: 'api.casino.test' } });
    expect(bad.status).toBe(401);
  });
});
