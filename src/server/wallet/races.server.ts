import { type Race, type RacesConfig, racePrize } from '../../contract/top';
import type { Db } from '../db/types';
import { dayKey, type Period, periodAt, previousPeriod } from '../top/periods';
import { rankByWagered } from '../top/standings.server';
import { inWalletTransaction, post } from './ledger.server';
import { logFor } from '../log.server';

const log = logFor('races');

// Races (issue 20, contract in src/contract/top.ts): when a race's period ends, its prize table is
// paid by rank of wagered, from the house's bonus_expense account 'races' to the players' cash.
// Any process may call settleEndedRaces at any time, any number of times: a period is claimed by
// inserting its race_periods row in the transaction that pays it (a second process blocks on that
// key, then finds it taken and pays nothing), and each prize carries the ledger key
// race:<raceId>:<periodStart>:<rank>, so even a lost race_periods row never pays twice.

/** A period is settled this long after it ends: a bet begun just before midnight may still be committing. */
export const RACE_GRACE_MS = 60_000;
/** After a pause (every process down), at most this many missed periods of a race are paid. */
const MAX_CATCH_UP = 31;
const SETTLE_EVERY_MS = 60_000;

export const racePrizeKey = (raceId: string, periodStart: string, rank: number) =>
  `race:${raceId}:${periodStart}:${rank}`;

export interface SettledRace {
  raceId: string;
  periodStart: string;
  winners: { rank: number; userId: number; wagered: number; prize: number }[];
}

/** Pays every ended, unpaid period of the enabled races; returns what this call paid. */
export async function settleEndedRaces(db: Db, config: RacesConfig, now: Date = new Date()): Promise<SettledRace[]> {
  const out: SettledRace[] = [];
  for (const [id, race] of Object.entries(config.races)) {
    if (!race.enabled) continue;
    for (const p of await duePeriods(db, id, race, now)) {
      const done = await settlePeriod(db, id, race, p);
      if (done) out.push(done);
    }
  }
  return out;
}

/**
 * The ended periods not yet paid, oldest first: those after the last one paid; for a race never
 * paid, only the newest (a race added today does not pay for yesterday), never one starting
 * before the race's startsOn.
 */
async function duePeriods(db: Db, id: string, race: Race, now: Date): Promise<Period[]> {
  const newest = previousPeriod(race.period, periodAt(race.period, new Date(now.getTime() - RACE_GRACE_MS)));
  const { rows } = await db.query<{ last: string | null }>(
    'SELECT max(period_start)::text AS last FROM race_periods WHERE race_id = $1',
    [id],
  );
  const last = rows[0]?.last ?? null;
  const due: Period[] = [];
  for (let p = newest; due.length < (last === null ? 1 : MAX_CATCH_UP); p = previousPeriod(race.period, p)) {
    const start = dayKey(p.start);
    if ((last !== null && start <= last) || (race.startsOn !== undefined && start < race.startsOn)) break;
    due.push(p);
  }
  return due.reverse();
}

async function settlePeriod(db: Db, id: string, race: Race, p: Period): Promise<SettledRace | null> {
  const periodStart = dayKey(p.start);
  return inWalletTransaction(db, async (tx) => {
    const claimed = await tx.query(
      `INSERT INTO race_periods (race_id, period_start, period_end, currency) VALUES ($1, $2::date, $3::date, $4)
       ON CONFLICT DO NOTHING RETURNING race_id`,
      [id, periodStart, dayKey(p.end), race.currency],
    );
    if (!claimed.rows.length) return null;
    const winners: SettledRace['winners'] = [];
    for (const r of await rankByWagered(tx, race.currency, p, race.prizes.length)) {
      // A place whose wagering is under its prize's qualification wins nothing (racePrize).
      const prize = racePrize(race, r.rank, r.amount);
      if (!prize) continue;
      const { transactionId } = await post(tx, {
        key: racePrizeKey(id, periodStart, r.rank),
        kind: 'race_prize',
        reference: `race:${id}:${periodStart}`,
        userId: r.userId,
        currency: race.currency,
        postings: [
          { account: { house: 'bonus_expense', name: 'races' }, amount: -prize },
          { account: { user: r.userId, kind: 'cash' }, amount: prize },
        ],
        meta: { reason: `race ${id} ${periodStart} #${r.rank}`, wagered: r.amount },
      });
      await tx.query(
        `INSERT INTO race_results (race_id, period_start, rank, user_id, wagered, prize, transaction_id)
         VALUES ($1, $2::date, $3, $4, $5, $6, $7)`,
        [id, periodStart, r.rank, r.userId, r.amount, prize, transactionId],
      );
      winners.push({ rank: r.rank, userId: r.userId, wagered: r.amount, prize });
    }
    return { raceId: id, periodStart, winners };
  });
}

const KEY = Symbol.for('casino.race-settler');

/**
 * Every minute (and shortly after start), in every process: settles the races whose period has
 * ended. Safe to run everywhere at once (see settleEndedRaces).
 */
export function startRaceSettler(getDb: () => Promise<Db>, getRaces: () => RacesConfig): void {
  const g = globalThis as { [KEY]?: true };
  if (g[KEY]) return;
  g[KEY] = true;
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      for (const s of await settleEndedRaces(await getDb(), getRaces())) {
        log.info({ raceId: s.raceId, periodStart: s.periodStart, prizes: s.winners.length }, 'race settled');
      }
    } catch (e) {
      log.warn({ err: e }, 'race settling failed');
    } finally {
      busy = false;
    }
  };
  setTimeout(tick, 5_000).unref();
  setInterval(tick, SETTLE_EVERY_MS).unref();
}
