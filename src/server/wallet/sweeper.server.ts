import type { Db } from '../db/types';
import { sweepDeposits } from './payments.server';

const KEY = Symbol.for('casino.wallet-sweeper');
const EVERY_MS = 2_000;

/**
 * Every 2 s: confirms delayed sandbox payments that are due and expires unpaid deposits.
 * Every process runs it; the work is idempotent (webhook event ids, status guards).
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
      await sweepDeposits(await getDb());
    } catch (e) {
      console.warn('[wallet] deposit sweep failed:', (e as Error).message);
    } finally {
      busy = false;
    }
  }, EVERY_MS).unref();
}
