import type { OperatorConfig } from '../config/schema';
import type { Db } from '../db/types';
import { expireBonuses, grantCashback } from './bonuses.server';
import { logFor } from '../log.server';

const log = logFor('bonus');

const KEY = Symbol.for('casino.bonus-sweeper');
const EXPIRE_EVERY_MS = 15_000;
const CASHBACK_EVERY_MS = 10 * 60_000;

/**
 * Every 15 s ends the bonuses that are due (expired, with a ledger transaction); every 10 minutes
 * grants the last period's cashback. Every process runs it: bonus_end ends a bonus once and a
 * cashback's origin is unique, so two processes at once do the work once.
 */
export function startBonusSweeper(getDb: () => Promise<Db>, getConfig: () => OperatorConfig): void {
  const g = globalThis as { [KEY]?: true };
  if (g[KEY]) return;
  g[KEY] = true;
  let busy = false;
  let lastCashback = 0;
  setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      const db = await getDb();
      await expireBonuses(db);
      if (Date.now() - lastCashback >= CASHBACK_EVERY_MS) {
        lastCashback = Date.now();
        await grantCashback(db, getConfig().bonuses);
      }
    } catch (e) {
      log.warn({ err: e }, 'bonus sweep failed');
    } finally {
      busy = false;
    }
  }, EXPIRE_EVERY_MS).unref();
}
