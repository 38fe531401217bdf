import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositResponseSchema } from '../../src/contract/wallet';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import {
  balancesOf,
  checkLedger,
  history,
  inWalletTransaction,
  listFrozen,
  type PaymentProvider,
  providerById,
  type RefundInput,
  requestWithdrawal,
  returnFrozen,
  setLimits,
  signSandboxEvent,
  startExclusion,
  sweepDeposits,
  walletSummary,
} from '../../src/server/wallet';
import { configDir, freshDb, loggedInPlayer, testApi } from './helpers';

// Issue 17: money a player sends while excluded (or past a deposit limit) is never credited to
// what they can play with, and never lost either: it is held in their frozen account and listed
// for the operator to return.

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await freshDb());
});
afterAll(async () => {
  expect((await checkLedger(db)).problems).toEqual([]);
  await drop();
});

const store = new ConfigStore(configDir({ operator: { wallet: { providers: ['sandbox'] } } }));
const api = () => testApi(db, store);

function call(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const h: Record<string, string> = { host: 'api.casino.test', 'x-forwarded-for': '192.0.2.40', ...headers };
  if (token) h.authorization = `Bearer ${token}`;
  if (method !== 'GET') h['idempotency-key'] = `fz-${randomUUID()}`;
  if (body !== undefined) h['content-type'] = 'application/json';
  return api().request(path, {
    method,
    headers: h,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function deposit(token: string, amount: number) {
  const res = await call('POST', '/wallet/deposits', token, { amount, method: 'sandbox' });
  expect(res.status).toBe(200);
  return depositResponseSchema.parse(await res.json()).data;
}

/** The sandbox's hosted page submitted with a card, as the player's browser would. */
async function payWithCard(payUrl: string, card: string) {
  const url = new URL(payUrl, 'http://api.casino.test');
  const res = await api().request(url.pathname, {
    method: 'POST',
    headers: { host: 'api.casino.test', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ sig: url.searchParams.get('sig')!, card, lang: 'en' }).toString(),
  });
  return res.text();
}

/** The provider's signed "paid" webhook, delivered to the API. */
async function paidWebhook(depositId: string, amount: number) {
  const signed = await signSandboxEvent(db, { depositId, status: 'paid', amount, currency: 'RUB' });
  const res = await call('POST', '/wallet/webhooks/sandbox', null, signed.body, {
    'sandbox-signature': signed.signature,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { received: boolean; applied: boolean };
}

const depositRow = async (id: string) =>
  (
    await db.query<{ status: string; frozen_reason: string | null; refund_ref: string | null }>(
      `SELECT status, frozen_reason, refund_ref FROM deposits WHERE id = $1`,
      [id],
    )
  ).rows[0]!;
const frozenBalance = async (userId: number) =>
  Number(
    (
      await db.query<{ balance: number }>(
        `SELECT balance FROM wallet_accounts WHERE user_id = $1 AND currency = 'RUB' AND kind = 'frozen'`,
        [userId],
      )
    ).rows[0]?.balance ?? 0,
  );
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);
const expire = (id: string) => sweepDeposits(db, { id, now: later(31 * 60) });

describe('an exclusion and the deposits still open', () => {
  it('cancels them in its own transaction; money arriving for them is frozen, not spendable, and not lost', async () => {
    const p = await loggedInPlayer(db);
    const open = await deposit(p.token, 20_000);
    const delayed = await deposit(p.token, 30_000);
    // The delayed test card: charged, confirmation still to come.
    expect(await payWithCard(delayed.pay_url!, '4000 0000 0000 0259')).toContain('being confirmed');

    const ex = await call('POST', '/responsible-gaming/exclusion', p.token, { kind: 'cool_off', period: '1d' });
    expect(ex.status).toBe(200);
    expect((await depositRow(open.id)).status).toBe('cancelled');
    expect((await depositRow(delayed.id)).status).toBe('cancelled');

    // The hosted page no longer takes a card for it.
    expect(await payWithCard(open.pay_url!, '4242 4242 4242 4242')).toContain('cancelled');
    expect((await depositRow(open.id)).status).toBe('cancelled');

    // The provider's money arrives anyway: credited, but to the frozen account.
    expect(await paidWebhook(open.id, 20_000)).toEqual({ received: true, applied: true });
    expect(await depositRow(open.id)).toMatchObject({ status: 'frozen', frozen_reason: 'cancelled' });
    await sweepDeposits(db, { id: delayed.id, now: later(11) });
    expect(await depositRow(delayed.id)).toMatchObject({ status: 'frozen', frozen_reason: 'cancelled' });
    // A provider retry of the same payment (a new event id) credits nothing more.
    expect(await paidWebhook(open.id, 20_000)).toEqual({ received: true, applied: false });

    expect(await frozenBalance(p.user.id)).toBe(50_000);
    expect(await walletSummary(db, p.user.id)).toEqual({
      currency: 'RUB',
      balance: 0,
      bonus_balance: 0,
      total_balance: 0,
      withdrawable: 0,
      net_deposits: 0,
    });
    const h = await history(db, p.user.id, { kinds: ['deposit'], limit: 10 });
    expect(h.items.map((i) => i.status)).toEqual(['frozen', 'frozen']);
    // It cannot be withdrawn (nor staked: stakes take cash only).
    await expect(
      inWalletTransaction(db, (tx) =>
        requestWithdrawal(
          tx,
          { offered: ['sandbox'], depositExpiryMinutes: 30, withdrawalVerificationRequired: false },
          p.user.id,
          { amount: 20_000, method: 'sandbox', destination: '4242424242424242' },
        ),
      ),
    ).rejects.toMatchObject({ code: 'insufficient_funds' });
    expect(
      (await listFrozen(db))
        .filter((f) => f.user_id === p.user.id)
        .map((f) => f.amount)
        .sort(),
    ).toEqual([20_000, 30_000]);
  });

  it('a payment for any deposit of a player excluded now is frozen (the deposit had expired before)', async () => {
    const p = await loggedInPlayer(db);
    const d = await deposit(p.token, 25_000);
    await expire(d.id);
    expect((await depositRow(d.id)).status).toBe('expired');
    await inWalletTransaction(db, (tx) => startExclusion(tx, p.user.id, { kind: 'self_exclusion', period: '6m' }));
    expect((await depositRow(d.id)).status).toBe('expired'); // not open: not cancelled
    expect(await paidWebhook(d.id, 25_000)).toEqual({ received: true, applied: true });
    expect(await depositRow(d.id)).toMatchObject({ status: 'frozen', frozen_reason: 'excluded' });
    expect(await balancesOf(db, p.user.id, 'RUB')).toMatchObject({ balance: 0 });
    expect(await frozenBalance(p.user.id)).toBe(25_000);
  });

  it('a declined or pending event for a cancelled deposit changes nothing', async () => {
    const p = await loggedInPlayer(db);
    const d = await deposit(p.token, 15_000);
    await inWalletTransaction(db, (tx) => startExclusion(tx, p.user.id, { kind: 'cool_off', period: '1w' }));
    for (const status of ['failed', 'pending'] as const) {
      const signed = await signSandboxEvent(db, { depositId: d.id, status, amount: 15_000, currency: 'RUB' });
      const res = await call('POST', '/wallet/webhooks/sandbox', null, signed.body, {
        'sandbox-signature': signed.signature,
      });
      expect(await res.json()).toEqual({ received: true, applied: false });
    }
    expect((await depositRow(d.id)).status).toBe('cancelled');
  });
});

describe('a payment for an expired deposit', () => {
  it('is frozen when it would pass the deposit limit, credited to cash when within it', async () => {
    const p = await loggedInPlayer(db);
    await inWalletTransaction(db, (tx) => setLimits(tx, p.user.id, { deposit: { day: 100_000 } }));
    const late = await deposit(p.token, 60_000);
    await expire(late.id);
    // The expired one no longer counts, so another fits under the limit and is paid.
    const next = await deposit(p.token, 60_000);
    expect(await payWithCard(next.pay_url!, '4242424242424242')).toContain('Payment received');
    expect(await paidWebhook(late.id, 60_000)).toEqual({ received: true, applied: true });
    expect(await depositRow(late.id)).toMatchObject({ status: 'frozen', frozen_reason: 'limit' });
    expect(await balancesOf(db, p.user.id, 'RUB')).toMatchObject({ balance: 60_000 });
    expect(await frozenBalance(p.user.id)).toBe(60_000);

    const q = await loggedInPlayer(db);
    await inWalletTransaction(db, (tx) => setLimits(tx, q.user.id, { deposit: { day: 100_000 } }));
    const ok = await deposit(q.token, 30_000);
    await expire(ok.id);
    expect(await paidWebhook(ok.id, 30_000)).toEqual({ received: true, applied: true });
    expect(await depositRow(ok.id)).toMatchObject({ status: 'paid', frozen_reason: null });
    expect(await balancesOf(db, q.user.id, 'RUB')).toMatchObject({ balance: 30_000 });
    expect(await frozenBalance(q.user.id)).toBe(0);
  });
});

describe('the operator returns a frozen payment', () => {
  function spyRefunds() {
    const calls: RefundInput[] = [];
    const sandbox = providerById('sandbox');
    const provider: PaymentProvider = {
      ...sandbox,
      refund(q, input) {
        calls.push(input);
        return sandbox.refund(q, input);
      },
    };
    return { calls, providerOf: () => provider };
  }

  it('refunds through the provider once and moves frozen → clearing in one ledger transaction; idempotent', async () => {
    const p = await loggedInPlayer(db);
    const d = await deposit(p.token, 40_000);
    await inWalletTransaction(db, (tx) => startExclusion(tx, p.user.id, { kind: 'cool_off', period: '1d' }));
    await paidWebhook(d.id, 40_000);
    const listed = (await listFrozen(db)).find((f) => f.deposit_id === d.id);
    expect(listed).toMatchObject({ user_id: p.user.id, amount: 40_000, status: 'frozen', reason: 'cancelled' });

    const spy = spyRefunds();
    // The refund went out, then the ledger transaction failed (a crash, a lost connection).
    let broken = true;
    const flaky = {
      ...db,
      kind: db.kind,
      query: (sql: string, params?: unknown[]) => db.query(sql, params),
      exec: (sql: string) => db.exec(sql),
      close: () => db.close(),
      transaction: <T>(fn: Parameters<Db['transaction']>[0]) => {
        if (broken) {
          broken = false;
          return Promise.reject(new Error('connection lost'));
        }
        return db.transaction(fn) as Promise<T>;
      },
    } as Db;
    await expect(returnFrozen(flaky, d.id, { actor: 'ops' }, { providerOf: spy.providerOf })).rejects.toThrow(
      'connection lost',
    );
    expect((await depositRow(d.id)).status).toBe('frozen');
    expect(await frozenBalance(p.user.id)).toBe(40_000);

    // Run again: the same idempotency key, so the provider refunds nothing more.
    const res = await returnFrozen(db, d.id, { actor: 'ops' }, { providerOf: spy.providerOf });
    expect(res).toMatchObject({ status: 'returned', replayed: false, refundRef: expect.stringMatching(/^sbx_re_/) });
    expect(spy.calls.map((c) => c.idempotencyKey)).toEqual([d.id, d.id]);
    const { rows: refunds } = await db.query<{ reference: string }>(
      `SELECT reference FROM sandbox_transfers WHERE kind = 'refund' AND idempotency_key = $1`,
      [d.id],
    );
    expect(refunds).toEqual([{ reference: res.refundRef }]);
    expect(await depositRow(d.id)).toMatchObject({ status: 'returned', refund_ref: res.refundRef });
    expect(await frozenBalance(p.user.id)).toBe(0);

    const again = await returnFrozen(db, d.id, { actor: 'ops' }, { providerOf: spy.providerOf });
    expect(again).toMatchObject({ status: 'returned', replayed: true, refundRef: res.refundRef });
    expect(spy.calls).toHaveLength(2);
    expect((await listFrozen(db)).some((f) => f.deposit_id === d.id)).toBe(false);
    expect((await listFrozen(db, true)).find((f) => f.deposit_id === d.id)).toMatchObject({ status: 'returned' });
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM wallet_transactions WHERE idempotency_key = $1`,
      [`deposit:${d.id}:return`],
    );
    expect(rows[0]!.n).toBe(1);
    expect((await checkLedger(db)).problems).toEqual([]);
  });

  it('only a frozen payment can be returned', async () => {
    const p = await loggedInPlayer(db);
    const d = await deposit(p.token, 10_000);
    await payWithCard(d.pay_url!, '4242424242424242');
    await expect(returnFrozen(db, d.id, { actor: 'ops' })).rejects.toMatchObject({ code: 'invalid_state' });
    await expect(returnFrozen(db, randomUUID(), { actor: 'ops' })).rejects.toMatchObject({ code: 'not_found' });
    expect(await balancesOf(db, p.user.id, 'RUB')).toMatchObject({ balance: 10_000 });
  });
});
