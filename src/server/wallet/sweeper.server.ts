import type { Db } from '../db/types';
import { sendPayouts, sweepDeposits } from './payments.server';

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
        console.warn('[wallet] deposit sweep failed:', (e as Error).message);
      }
      try {
        for (const p of await sendPayouts(db)) {
          if (p.state !== 'sent') console.warn(`[wallet] payout of withdrawal ${p.id} ${p.state}: ${p.error}`);
        }
      } catch (e) {
        console.warn('[wallet] payout sweep failed:', (e as Error).message);
      }
    } catch (e) {
      console.warn('[wallet] sweep failed:', (e as Error).message);
    } finally {
      busy = false;
    }
  }, EVERY_MS).unref();
}
