import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WalletError } from '../../src/contract/wallet-errors';
import type { Db } from '../../src/server/db/types';
import {
  adjust,
  balancesOf,
  checkLedger,
  inWalletTransaction,
  openPlayerAccounts,
  payWinnings,
  placeStake,
  post,
  setLimits,
  startExclusion,
} from '../../src/server/wallet';
import { freshDb } from './helpers';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await freshDb());
});
afterAll(async () => {
  const report = await checkLedger(db);
  expect(report.problems).toEqual([]);
  await drop();
});

let seq = 0;
async function player(cash: number, currency = 'RUB'): Promise<number> {
  const { rows } = await db.query<{ id: number }>(`INSERT INTO users (email, currency) VALUES ($1, $2) RETURNING id`, [
    `ledger-${++seq}-${Date.now()}@example.com`,
    currency,
  ]);
  const id = Number(rows[0]!.id);
  await inWalletTransaction(db, async (tx) => {
    await openPlayerAccounts(tx, id, currency);
    if (cash)
      await adjust(tx, { key: `seed:${id}`, userId: id, currency, amount: cash, reason: 'test', actor: 'test' });
  });
  return id;
}
// The wallet's own movements, with no game behind them: a made-up game's house account. On an
// in-house game's ('dice') they would be money its bets do not know (reconcile ends the file).
const GAME = 'wallet-test';
const stake = (userId: number, amount: number, key: string) =>
  inWalletTransaction(db, (tx) =>
    placeStake(tx, { userId, currency: 'RUB', amount, game: GAME, key, reference: `bet:${key}` }),
  );

describe('ledger', () => {
  it('a movement rolled back on first use of a house account does not break the next one', async () => {
    // Its own currency, so this test is the first to use these house accounts.
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO users (email, currency) VALUES ($1, 'KZT') RETURNING id`,
      [`ledger-rollback-${Date.now()}@example.com`],
    );
    const id = Number(rows[0]!.id);
    const grant = (key: string) =>
      inWalletTransaction(db, (tx) =>
        adjust(tx, { key, userId: id, currency: 'KZT', amount: 500, reason: 'test', actor: 'test' }),
      );
    await expect(
      inWalletTransaction(db, async (tx) => {
        await adjust(tx, { key: `rb1:${id}`, userId: id, currency: 'KZT', amount: 500, reason: 'test', actor: 'test' });
        throw new Error('the caller fails after the movement');
      }),
    ).rejects.toThrow('the caller fails');
    await grant(`rb2:${id}`);
    expect((await balancesOf(db, id, 'KZT')).balance).toBe(500);
  });

  it('1,000 concurrent debits with duplicate keys end at the exact balance and the check passes', async () => {
    const id = await player(100_000);
    // 600 distinct stakes of 100 (60,000) each sent 1-3 times, interleaved.
    const calls: Promise<unknown>[] = [];
    let n = 0;
    for (let i = 0; n < 1000; i++) {
      const copies = (i % 3) + 1;
      for (let c = 0; c < copies && n < 1000; c++, n++) calls.push(stake(id, 100, `c:${id}:${i}`));
      if (i > 2000) break;
    }
    const results = await Promise.allSettled(calls);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const distinct = new Set<string>();
    for (let i = 0, k = 0; k < 1000; i++) {
      for (let c = 0; c < (i % 3) + 1 && k < 1000; c++, k++) distinct.add(`c:${id}:${i}`);
    }
    const { balance } = await balancesOf(db, id, 'RUB');
    expect(balance).toBe(100_000 - 100 * distinct.size);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it('refuses a stake over the balance and never goes negative, even racing', async () => {
    const id = await player(1_000);
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => stake(id, 300, `r:${id}:${i}`)));
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    expect(ok).toBe(3);
    for (const r of results) {
      if (r.status === 'rejected') expect((r.reason as WalletError).code).toBe('insufficient_funds');
    }
    expect((await balancesOf(db, id, 'RUB')).balance).toBe(100);
  });

  it('a repeated key returns the first result; the same key for another move is refused', async () => {
    const id = await player(1_000);
    const a = await stake(id, 100, `k:${id}`);
    const b = await stake(id, 100, `k:${id}`);
    expect(a.replayed).toBe(false);
    expect(b).toEqual({ ...a, replayed: true });
    await expect(
      inWalletTransaction(db, (tx) =>
        payWinnings(tx, { userId: id, currency: 'RUB', amount: 5, game: GAME, key: `k:${id}`, reference: 'x' }),
      ),
    ).rejects.toMatchObject({ code: 'idempotency_conflict' });
    const win = await inWalletTransaction(db, (tx) =>
      payWinnings(tx, { userId: id, currency: 'RUB', amount: 250, game: GAME, key: `w:${id}`, reference: 'x' }),
    );
    expect(win.balance).toBe(1_150);
  });

  it('refuses another currency and bad amounts before any SQL', async () => {
    const id = await player(1_000);
    await expect(
      inWalletTransaction(db, (tx) =>
        placeStake(tx, { userId: id, currency: 'USD', amount: 1, game: GAME, key: `u:${id}`, reference: 'x' }),
      ),
    ).rejects.toMatchObject({ code: 'currency_mismatch' });
    for (const amount of [0, -5, 1.5, Number.MAX_SAFE_INTEGER + 2]) {
      await expect(stake(id, amount, `bad:${id}:${amount}`)).rejects.toBeInstanceOf(WalletError);
    }
    expect((await balancesOf(db, id, 'RUB')).balance).toBe(1_000);
  });

  it('the database refuses an unbalanced transaction and a negative player balance', async () => {
    const id = await player(10);
    await expect(
      db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO wallet_transactions (idempotency_key, kind, currency, user_id) VALUES ($1, 'x', 'RUB', $2) RETURNING id`,
          [`raw:${id}`, id],
        );
        const acc = await tx.query<{ id: number }>(
          `SELECT id FROM wallet_accounts WHERE user_id = $1 AND kind = 'cash'`,
          [id],
        );
        // A posting that continues the running balance correctly, alone in its transaction.
        await tx.query(
          `INSERT INTO wallet_postings (transaction_id, account_id, amount, balance_after)
           SELECT $1, $2, 5, balance + 5 FROM wallet_accounts WHERE id = $2`,
          [rows[0]!.id, acc.rows[0]!.id],
        );
      }),
    ).rejects.toThrow(/sum to zero/);
    await expect(
      db.query(`UPDATE wallet_accounts SET balance = -1 WHERE user_id = $1 AND kind = 'cash'`, [id]),
    ).rejects.toThrow();
    await expect(
      inWalletTransaction(db, (tx) =>
        post(tx, {
          key: `neg:${id}`,
          kind: 'x',
          reference: null,
          userId: id,
          currency: 'RUB',
          postings: [
            { account: { user: id, kind: 'cash' }, amount: -11 },
            { account: { house: 'adjustment', name: 'manual' }, amount: 11 },
          ],
        }),
      ),
    ).rejects.toMatchObject({ code: 'insufficient_funds' });
    expect((await balancesOf(db, id, 'RUB')).balance).toBe(10);
  });

  it('stakes respect loss limits (lowest wins) and exclusions; winnings still pay', async () => {
    const id = await player(100_000);
    await inWalletTransaction(db, (tx) => setLimits(tx, id, { loss: { day: 1_000, week: 600 } }));
    await stake(id, 500, `l:${id}:1`);
    await expect(stake(id, 200, `l:${id}:2`)).rejects.toMatchObject({
      code: 'limit_exceeded',
      details: { period: 'week' },
    });
    // A win lowers the net loss, making room again.
    await inWalletTransaction(db, (tx) =>
      payWinnings(tx, { userId: id, currency: 'RUB', amount: 300, game: GAME, key: `l:${id}:w`, reference: 'x' }),
    );
    await stake(id, 200, `l:${id}:3`);
    await inWalletTransaction(db, (tx) => startExclusion(tx, id, { kind: 'cool_off', period: '1d' }));
    await expect(stake(id, 1, `l:${id}:4`)).rejects.toMatchObject({ code: 'excluded' });
    const win = await inWalletTransaction(db, (tx) =>
      payWinnings(tx, { userId: id, currency: 'RUB', amount: 50, game: GAME, key: `l:${id}:w2`, reference: 'x' }),
    );
    expect(win.balance).toBe(100_000 - 500 + 300 - 200 + 50);
  });
});
