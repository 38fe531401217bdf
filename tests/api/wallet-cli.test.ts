import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPgDatabase } from './pg-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/index.server';
import type { Db } from '../../src/server/db/types';
import {
  adjust,
  createDeposit,
  handlePaymentWebhook,
  inWalletTransaction,
  requestWithdrawal,
  signSandboxEvent,
  startExclusion,
} from '../../src/server/wallet';

// The operator's commands for issue 17 (`npm run wallet -- …`), run as the operator runs them:
// a separate process on the product's database (an on-disk PGlite, or a database of its own on
// the DATABASE_URL server).

const ROOT = path.resolve(__dirname, '../..');
const SETTINGS = { offered: ['sandbox'], depositExpiryMinutes: 30, withdrawalVerificationRequired: false };

let env: Record<string, string>;
let open: () => Promise<Db>;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  const base = process.env.DATABASE_URL;
  if (base) {
    const created = await createPgDatabase(base, 'casino_wcli');
    env = { DATABASE_URL: created.url };
    open = () => openDatabase({ url: created.url });
    cleanup = async () => {
      await created.drop();
    };
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'casino-wallet-cli-'));
    env = { DATA_DIR: dir, DATABASE_URL: '' };
    open = () => openDatabase({ dataDir: path.join(dir, 'pglite') });
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
});
afterAll(() => cleanup());

function wallet(...args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/wallet.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env, WALLET_ACTOR: 'cli-test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.stderr.on('data', (b: Buffer) => (err += b.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}

/** A pending withdrawal and a frozen payment, made with the wallet's own functions; the database is closed after. */
async function seed() {
  const db = await open();
  try {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO users (email, currency) VALUES ('cli@example.com', 'RUB') RETURNING id`,
    );
    const userId = Number(rows[0]!.id);
    await inWalletTransaction(db, (tx) =>
      adjust(tx, { key: `seed:${userId}`, userId, currency: 'RUB', amount: 80_000, reason: 'seed', actor: 'test' }),
    );
    const w = await inWalletTransaction(db, (tx) =>
      requestWithdrawal(tx, SETTINGS, userId, { amount: 30_000, method: 'sandbox', destination: '4242424242424242' }),
    );
    const d = await inWalletTransaction(db, (tx) =>
      createDeposit(tx, SETTINGS, userId, { amount: 20_000, method: 'sandbox' }),
    );
    await inWalletTransaction(db, (tx) => startExclusion(tx, userId, { kind: 'cool_off', period: '1d' }));
    const signed = await signSandboxEvent(db, { depositId: d.id, status: 'paid', amount: 20_000, currency: 'RUB' });
    await handlePaymentWebhook(db, 'sandbox', signed.body, (n) =>
      n === 'sandbox-signature' ? signed.signature : undefined,
    );
    return { withdrawal: w.id, deposit: d.id };
  } finally {
    await db.close();
  }
}

let approved = '';
describe('npm run wallet -- withdrawals / frozen', () => {
  it('approve sends the payout at once and list shows it; frozen list and return; the ledger checks', async () => {
    const ids = await seed();

    const approve = await wallet('withdrawals', 'approve', ids.withdrawal);
    expect(approve.err).toBe('');
    expect(approve.code).toBe(0);
    expect(approve.out).toMatch(/approved, payout queued/);
    expect(approve.out).toMatch(/payout sent: provider reference sbx_po_/);
    const ref = /sbx_po_[0-9a-f-]+/.exec(approve.out)![0];

    const list = await wallet('withdrawals', 'list', '--all');
    expect(list.out).toContain(ids.withdrawal);
    expect(list.out).toContain(`approved  payout sent ${ref}`);
    expect((await wallet('withdrawals', 'list', '--failed')).out.trim()).toBe('no withdrawals');

    const frozen = await wallet('frozen', 'list');
    expect(frozen.out).toContain(ids.deposit);
    expect(frozen.out).toMatch(/20000 RUB {2}sandbox {2}frozen {2}reason cancelled/);

    const ret = await wallet('frozen', 'return', ids.deposit);
    expect(ret.code).toBe(0);
    expect(ret.out).toMatch(/returned \(refund sbx_re_/);
    const twice = await wallet('frozen', 'return', ids.deposit);
    expect(twice.out).toMatch(/already done before/);
    expect((await wallet('frozen', 'list')).out.trim()).toBe('no frozen payments');

    const check = await wallet('check');
    expect(check.code).toBe(0);
    expect(check.out).toMatch(/^ledger OK/);

    const bad = await wallet('withdrawals', 'approve', 'not-an-id');
    expect(bad.code).toBe(2);
    approved = ids.withdrawal;
  }, 120_000);

  // On the books the test above left (a withdrawal paid out, a frozen payment returned).
  it('reconcile prints every check with its result; on books that disagree, each problem, and exits 1', async () => {
    expect(approved).not.toBe('');
    const ids = { withdrawal: approved };
    const clean = await wallet('reconcile');
    expect(clean.err).toBe('');
    expect(clean.code).toBe(0);
    expect(clean.out).toMatch(/^ok {10}withdrawal_payout +each approved withdrawal/m);
    expect(clean.out).toMatch(/^ok {10}instant_books +each instant\/round game/m);
    expect(clean.out).toMatch(/^reconcile OK: \d+ checks/m);
    const db = await open();
    try {
      await db.query('UPDATE withdrawals SET payout_state = NULL WHERE id = $1', [ids.withdrawal]);
    } finally {
      await db.close();
    }
    const found = await wallet('reconcile');
    expect(found.code).toBe(1);
    expect(found.err).toMatch(/^1 problem {3}withdrawal_payout /m);
    expect(found.err).toContain(
      `withdrawal ${ids.withdrawal} is approved (its money left the player) but its payout is neither sent nor queued`,
    );
    expect(found.err).toMatch(/^reconcile FAILED: 1 problem in 1 of \d+ checks/m);
    // The other checks still say they passed.
    expect(found.out).toMatch(/^ok {10}instant_books /m);
  }, 120_000);
});
