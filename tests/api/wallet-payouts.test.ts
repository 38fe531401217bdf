import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../src/server/db/types';
import {
  adjust,
  balancesOf,
  checkLedger,
  decideWithdrawal,
  inWalletTransaction,
  listWithdrawals,
  PAYOUT_CLAIM_SECONDS,
  type PaymentProvider,
  type PayoutInput,
  providerById,
  requestWithdrawal,
  retryPayout,
  sendPayouts,
} from '../../src/server/wallet';
import { armFailpoint, FailpointStop } from '../../src/server/ops/failpoints.server';
import { freshDb } from './helpers';

// Issue 17: a payout is sent after the approval committed, never inside it. Approving settles
// the ledger and queues the payout in one transaction; the sender calls the provider outside
// any transaction with the withdrawal id as its idempotency key, records the reference, and
// retries failures with backoff.

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await freshDb());
});
afterAll(async () => {
  expect((await checkLedger(db)).problems).toEqual([]);
  await drop();
});

const SETTINGS = { offered: ['sandbox'], depositExpiryMinutes: 30, withdrawalVerificationRequired: false };

let seq = 0;
/** A player with `cash` and a pending withdrawal of `amount`. */
async function pendingWithdrawal(cash: number, amount: number) {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (email, currency) VALUES ($1, 'RUB') RETURNING id`,
    [`payout-${++seq}-${process.pid}-${Date.now()}@example.com`],
  );
  const userId = Number(rows[0]!.id);
  await inWalletTransaction(db, (tx) =>
    adjust(tx, { key: `seed:${userId}`, userId, currency: 'RUB', amount: cash, reason: 'test', actor: 'test' }),
  );
  const w = await inWalletTransaction(db, (tx) =>
    requestWithdrawal(tx, SETTINGS, userId, { amount, method: 'sandbox', destination: '4242 4242 4242 4242' }),
  );
  return { userId, id: w.id };
}

/** The sandbox provider with its payout calls counted (and optionally failing first). */
function spyProvider(failFirst = 0) {
  const calls: PayoutInput[] = [];
  const sandbox = providerById('sandbox');
  const provider: PaymentProvider = {
    ...sandbox,
    async payout(q, input) {
      calls.push(input);
      if (calls.length <= failFirst) throw new Error('the bank is unavailable');
      return sandbox.payout(q, input);
    },
  };
  return { calls, providerOf: () => provider };
}

/** The same database, with some calls swapped (a fault injected). */
function wrap(base: Db, over: { query?: Queryable['query']; transaction?: Db['transaction'] }): Db {
  return {
    kind: base.kind,
    query: over.query ?? ((sql: string, params?: unknown[]) => base.query(sql, params)),
    transaction: over.transaction ?? ((fn) => base.transaction(fn)),
    exec: (sql: string) => base.exec(sql),
    close: () => base.close(),
  } as Db;
}

const row = async (id: string) =>
  (
    await db.query<{
      status: string;
      payout_state: string | null;
      provider_ref: string | null;
      payout_attempts: number;
      payout_last_error: string | null;
    }>(`SELECT status, payout_state, provider_ref, payout_attempts, payout_last_error FROM withdrawals WHERE id = $1`, [
      id,
    ])
  ).rows[0]!;
const transfers = async (key: string) =>
  (
    await db.query<{ reference: string }>(
      `SELECT reference FROM sandbox_transfers WHERE kind = 'payout' AND idempotency_key = $1`,
      [key],
    )
  ).rows;
const clearing = async () => {
  const { rows } = await db.query<{ s: number | null }>(
    `SELECT sum(p.amount) AS s FROM wallet_postings p JOIN wallet_accounts a ON a.id = p.account_id
      WHERE a.user_id IS NULL AND a.kind = 'payment_clearing' AND a.name = 'sandbox' AND a.currency = 'RUB'`,
  );
  return Number(rows[0]?.s ?? 0);
};
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

describe('approving a withdrawal', () => {
  it('settles the ledger and queues the payout in one transaction; a retried transaction sends exactly one payout', async () => {
    const { userId, id } = await pendingWithdrawal(100_000, 30_000);
    const before = await clearing();
    // The approval's first attempt fails at commit time like a serialization failure would.
    let attempts = 0;
    const flaky = wrap(db, {
      transaction: (fn) => {
        attempts++;
        if (attempts > 1) return db.transaction(fn);
        return db.transaction(async (tx) => {
          await fn(tx);
          throw Object.assign(new Error('could not serialize access due to concurrent update'), { code: '40001' });
        });
      },
    });
    const spy = spyProvider();
    const w = await decideWithdrawal(flaky, id, 'approve', { actor: 'test' });
    expect(attempts).toBe(2);
    expect(w).toMatchObject({ status: 'approved', payout_state: 'queued' });
    // Settled once: the hold left through the provider's clearing account, nothing sent yet.
    expect(await balancesOf(db, userId, 'RUB')).toMatchObject({ balance: 70_000, pending: 0 });
    expect((await clearing()) - before).toBe(30_000);
    expect(spy.calls).toEqual([]);

    const sent = await sendPayouts(db, { id, providerOf: spy.providerOf });
    expect(sent).toEqual([{ id, state: 'sent', providerRef: expect.stringMatching(/^sbx_po_/), error: null }]);
    expect(spy.calls).toHaveLength(1);
    expect(spy.calls[0]).toMatchObject({ withdrawalId: id, idempotencyKey: id, amount: 30_000, currency: 'RUB' });
    expect(await row(id)).toMatchObject({
      status: 'approved',
      payout_state: 'sent',
      provider_ref: sent[0]!.providerRef,
    });
    expect(await transfers(id)).toEqual([{ reference: sent[0]!.providerRef }]);
    // Nothing left to send: another sweep sends nothing.
    expect(await sendPayouts(db, { providerOf: spy.providerOf, now: later(7200) })).toEqual([]);
    expect(spy.calls).toHaveLength(1);
    // Approving again is refused, and moves nothing.
    await expect(decideWithdrawal(db, id, 'approve', { actor: 'test' })).rejects.toMatchObject({
      code: 'invalid_state',
    });
    expect((await clearing()) - before).toBe(30_000);
    expect((await checkLedger(db)).problems).toEqual([]);
  });

  it('a crash after the provider paid and before the record: the resend carries the same key and pays once', async () => {
    const { id } = await pendingWithdrawal(50_000, 20_000);
    await decideWithdrawal(db, id, 'approve', { actor: 'test' });
    const spy = spyProvider();
    // The process dies (here: its database is gone) right after the provider answered.
    const dying = wrap(db, {
      query: (sql: string, params?: unknown[]) => {
        if (sql.includes("SET payout_state = 'sent'")) return Promise.reject(new Error('connection terminated'));
        return db.query(sql, params);
      },
    });
    const [first] = await sendPayouts(dying, { id, providerOf: spy.providerOf });
    expect(first).toMatchObject({ id, state: 'unrecorded', providerRef: expect.stringMatching(/^sbx_po_/) });
    expect(await row(id)).toMatchObject({ payout_state: 'queued', provider_ref: null });
    // Another process does not touch it while the claim holds…
    expect(await sendPayouts(db, { providerOf: spy.providerOf })).toEqual([]);
    // …and sends it again once the claim has lapsed: same key, same reference, one transfer.
    const [again] = await sendPayouts(db, { providerOf: spy.providerOf, now: later(PAYOUT_CLAIM_SECONDS + 1) });
    expect(again).toEqual({ id, state: 'sent', providerRef: first!.providerRef, error: null });
    expect(spy.calls.map((c) => c.idempotencyKey)).toEqual([id, id]);
    expect(await transfers(id)).toHaveLength(1);
    expect(await row(id)).toMatchObject({ payout_state: 'sent', provider_ref: first!.providerRef, payout_attempts: 2 });
  });

  it('killed at each step boundary of a payout (failpoints), the sweeper finishes it with the right money', async () => {
    // After the approval committed, before the payout was claimed: it stays queued, and the next
    // sweep (a fresh process) sends it once.
    const a = await pendingWithdrawal(40_000, 10_000);
    await decideWithdrawal(db, a.id, 'approve', { actor: 'test' });
    const spy = spyProvider();
    const disarm = armFailpoint('wallet.payout.after-settle');
    await expect(sendPayouts(db, { id: a.id, providerOf: spy.providerOf })).rejects.toBeInstanceOf(FailpointStop);
    disarm();
    expect(spy.calls).toEqual([]);
    expect(await row(a.id)).toMatchObject({ status: 'approved', payout_state: 'queued', payout_attempts: 0 });
    expect(await sendPayouts(db, { id: a.id, providerOf: spy.providerOf })).toMatchObject([
      { id: a.id, state: 'sent' },
    ]);
    expect(await transfers(a.id)).toHaveLength(1);
    expect(await balancesOf(db, a.userId, 'RUB')).toMatchObject({ balance: 30_000, pending: 0 });

    // After the provider paid, before the record: the claim lapses and the resend pays nothing twice.
    const b = await pendingWithdrawal(40_000, 15_000);
    await decideWithdrawal(db, b.id, 'approve', { actor: 'test' });
    const disarmSend = armFailpoint('wallet.payout.after-send');
    await expect(sendPayouts(db, { id: b.id, providerOf: spy.providerOf })).rejects.toBeInstanceOf(FailpointStop);
    disarmSend();
    expect(await row(b.id)).toMatchObject({ payout_state: 'queued', provider_ref: null });
    const [again] = await sendPayouts(db, { providerOf: spy.providerOf, now: later(PAYOUT_CLAIM_SECONDS + 1) });
    expect(again).toMatchObject({ id: b.id, state: 'sent' });
    expect(await transfers(b.id)).toEqual([{ reference: again!.providerRef }]);
    expect(spy.calls.filter((c) => c.withdrawalId === b.id).map((c) => c.idempotencyKey)).toEqual([b.id, b.id]);
    expect(await balancesOf(db, b.userId, 'RUB')).toMatchObject({ balance: 25_000, pending: 0 });
    expect((await checkLedger(db)).problems).toEqual([]);
  });

  it('a failing provider leaves the withdrawal approved with its payout failed, visible, and retried later', async () => {
    const { userId, id } = await pendingWithdrawal(50_000, 25_000);
    await decideWithdrawal(db, id, 'approve', { actor: 'test' });
    const spy = spyProvider(2);
    expect(await sendPayouts(db, { id, providerOf: spy.providerOf })).toEqual([
      { id, state: 'failed', providerRef: null, error: 'the bank is unavailable' },
    ]);
    expect(await row(id)).toMatchObject({
      status: 'approved',
      payout_state: 'failed',
      provider_ref: null,
      payout_attempts: 1,
      payout_last_error: 'the bank is unavailable',
    });
    const failed = await listWithdrawals(db, 'payout_failed');
    const item = failed.find((w) => w.id === id)!;
    expect(item).toMatchObject({ status: 'approved', payout_state: 'failed', payout_attempts: 1 });
    expect(Date.parse(item.payout_next_at!) - Date.now()).toBeGreaterThan(20_000);
    expect((await listWithdrawals(db, 'all')).find((w) => w.id === id)?.payout_last_error).toBe(
      'the bank is unavailable',
    );
    // Not before its backoff (30 s, then 60 s…).
    expect(await sendPayouts(db, { providerOf: spy.providerOf })).toEqual([]);
    expect((await sendPayouts(db, { providerOf: spy.providerOf, now: later(31) }))[0]).toMatchObject({
      state: 'failed',
    });
    expect(await sendPayouts(db, { providerOf: spy.providerOf, now: later(45) })).toEqual([]);
    const [ok] = await sendPayouts(db, { providerOf: spy.providerOf, now: later(95) });
    expect(ok).toMatchObject({ id, state: 'sent', providerRef: expect.stringMatching(/^sbx_po_/) });
    expect(spy.calls).toHaveLength(3);
    expect(await transfers(id)).toHaveLength(1);
    expect((await listWithdrawals(db, 'payout_failed')).some((w) => w.id === id)).toBe(false);
    // The player's money was settled once, at approval.
    expect(await balancesOf(db, userId, 'RUB')).toMatchObject({ balance: 25_000, pending: 0 });
  });

  it('the operator can retry a failed payout at once; a sent one cannot be retried', async () => {
    const { id } = await pendingWithdrawal(50_000, 15_000);
    await decideWithdrawal(db, id, 'approve', { actor: 'test' });
    await sendPayouts(db, { id, providerOf: spyProvider(1).providerOf });
    expect((await row(id)).payout_state).toBe('failed');
    const res = await retryPayout(db, id);
    expect(res).toMatchObject({ id, state: 'sent' });
    expect(await transfers(id)).toHaveLength(1);
    await expect(retryPayout(db, id)).rejects.toMatchObject({ code: 'invalid_state' });
  });

  it('two senders at once send each payout once', async () => {
    const ids = await Promise.all([1, 2, 3].map(async () => (await pendingWithdrawal(40_000, 12_000)).id));
    for (const id of ids) await decideWithdrawal(db, id, 'approve', { actor: 'test' });
    const spy = spyProvider();
    const [a, b] = await Promise.all([
      sendPayouts(db, { providerOf: spy.providerOf }),
      sendPayouts(db, { providerOf: spy.providerOf }),
    ]);
    const sentIds = [...a, ...b].filter((p) => p.state === 'sent').map((p) => p.id);
    expect(sentIds.sort()).toEqual([...ids].sort());
    expect(spy.calls.map((c) => c.idempotencyKey).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(await transfers(id)).toHaveLength(1);
  });

  it('a rejection releases the hold and queues nothing', async () => {
    const { userId, id } = await pendingWithdrawal(30_000, 10_000);
    const w = await decideWithdrawal(db, id, 'reject', { actor: 'test', reason: 'documents' });
    expect(w).toMatchObject({ status: 'rejected', payout_state: null });
    expect(await sendPayouts(db, { id })).toEqual([]);
    expect(await balancesOf(db, userId, 'RUB')).toMatchObject({ balance: 30_000, pending: 0 });
    await expect(retryPayout(db, id)).rejects.toMatchObject({ code: 'invalid_state' });
  });
});
