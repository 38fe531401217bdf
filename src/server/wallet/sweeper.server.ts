import type { Db } from '../db/types';
import { sendPayouts, sweepDeposits } from './payments.server';
import { logFor } from '../log.server';

const log = logFor('wallet');

const KEY = Symbol.for('casino.wallet-sweeper');
const EVERY_MS = 2_000;

/**
 * Every 2 s: confirms delayed sandbox payments that are due, expires unpaid deposits, and
 * sends the approved withdrawals' payouts that are due (queued, or failed and past their
 * backoff). Every process runs it; the work is idempotent (webhook event ids, status guards)
 * and a payout is claimed before it is sent (FOR UPDATE SKIP LOCKED and a claim column), so
 * two processes never send one at the same moment; a resend carries the same idempotency key.
 */
export function startWalletSweeper(getDb: () => Promise<Db>): void {
  const g = globalThis as { [KEY]?: true };
  if (g[KEY]) return;
  g[KEY] = true;
  let busy = false;
  setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      const db = await getDb();
      try {
        await sweepDeposits(db);
      } catch (e) {
        log.warn({ err: e }, 'deposit sweep failed');
      }
      try {
        for (const p of await sendPayouts(db)) {
          if (p.state === 'sent') log.info({ withdrawalId: p.id }, 'withdrawal paid');
          else log.warn({ withdrawalId: p.id, state: p.state, problem: p.error }, 'payout not sent');
        }
      } catch (e) {
        log.warn({ err: e }, 'payout sweep failed');
      }
    } catch (e) {
      log.warn({ err: e }, 'wallet sweep failed');
    } finally {
      busy = false;
    }
  }, EVERY_MS).unref();
}
