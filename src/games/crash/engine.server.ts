// The crash round engine (issue 19): runs on the one process that won the election
// (../kit/shared/leader.server.ts) and drives the rounds: open (betting countdown), start, the auto
// cash-outs as the multiplier passes them, the end (the crash point, or the operator's maximum
// payout first), the losses after a short grace, a pause, the next round. It never sends frames:
// only events (round_open, start, cashouts, crash), which every process relays to its browsers.
// Each step is a conditional update, so an engine that takes over mid-round picks up where the
// database says the round stands (the takeover rule is in service.server.ts). The end of a round
// writes what it owes in the statement that marks it crashed, and between rounds the engine sweeps
// whatever earlier rounds left undone (owed cash-outs, held stakes, unsettled losses), so a kill at
// any step boundary (the failpoints below) loses nothing (docs/decisions/055).
import type { BetLimits } from '../../server/config/schema';
import type { Db } from '../../server/db/types';
import { publish } from '../kit/shared/bus.server';
import { sleep } from '../kit/shared/leader.server';
import { CHANNEL } from './relay.server';
import {
  type CrashSettings,
  cashOutMany,
  commitmentOf,
  dueAutoCashouts,
  endInstant,
  latestRound,
  markCrashed,
  openRound,
  payOwed,
  type RoundRow,
  refundRound,
  roundEnd,
  settleLosses,
  startRound,
  sweepRounds,
  toMultiplier,
} from './service.server';
import { multiplierAt } from './math';
import { seedingReady } from './seeding.server';
import { logFor } from '../../server/log.server';
import { failpoint, isFailpointStop } from '../../server/ops/failpoints.server';

const log = logFor('crash');

const hundredthsAt = (elapsedMs: number) => Math.round(multiplierAt(elapsedMs) * 100);

export function crashEngine(db: Db, getLimits: () => BetLimits, s: CrashSettings) {
  // Rounds whose crash this run of the engine announced.
  let told = new Set<number>();
  return async (signal: AbortSignal): Promise<void> => {
    told = new Set();
    // Rounds this engine opened: a round in betting that it did not open was left by an engine
    // that stopped, and is refunded.
    const mine = new Set<number>();
    while (!signal.aborted) {
      try {
        await step(mine, signal);
      } catch (e) {
        // A failpoint stops the engine as a kill would (tests): nothing after it runs.
        if (isFailpointStop(e)) throw e;
        if (db.closed) return;
        log.error({ err: e }, 'engine step failed');
        if (await sleep(1000, signal)) return;
      }
    }
  };

  async function step(mine: Set<number>, signal: AbortSignal): Promise<void> {
    const r = await latestRound(db);
    if (!r || r.phase === 'crashed' || r.phase === 'refunded') {
      if (r?.phase === 'crashed' && r.settled_at === null) {
        // Owed cash-outs first (again, after a takeover), then the losses once the grace is over.
        announce(await payOwed(db, r.id));
        // An engine that stopped after marking the round crashed may not have told the stream.
        if (!told.has(r.id)) publishCrash(r);
        if (await sleep((r.ended_at ?? 0) + s.graceMs - Date.now(), signal)) return;
        await settleLosses(db, r.id);
      }
      announce(await sweepRounds(db, s.graceMs));
      if (r && (await sleep((r.ended_at ?? 0) + s.pauseMs - Date.now(), signal))) return;
      // No chain to play until its seeding event's salt is entered (decision 066): look again soon.
      if (!(await seedingReady(db, s.seeding))) {
        await sleep(1000, signal);
        return;
      }
      const opened = await openRound(db, s);
      if (!opened) return;
      mine.add(opened.id);
      log.info({ game: 'crash', roundId: opened.id }, 'round opened');
      publish(db, CHANNEL, 'round_open', {
        id: opened.id,
        hash_commitment: commitmentOf(opened.hash),
        betting_ends_at: opened.betting_ends_at,
        server_time: Date.now(),
      });
      return;
    }
    if (r.phase === 'betting') {
      if (!mine.has(r.id)) {
        const refunded = await refundRound(db, r.id);
        log.warn({ roundId: r.id, refunded }, 'round left in betting by a stopped engine: bets refunded');
        return;
      }
      if (await sleep(r.betting_ends_at - Date.now(), signal)) return;
      const started = await startRound(db, getLimits(), r.id);
      if (started) {
        publish(db, CHANNEL, 'start', { round_id: r.id, started_at: started.started_at, server_time: Date.now() });
      }
      return;
    }
    await run(r, signal);
  }

  /** Cash-outs paid by the engine (owed ones), on the stream. */
  function announce(paid: Awaited<ReturnType<typeof payOwed>>): void {
    for (const p of paid)
      publish(db, CHANNEL, 'cashouts', { round_id: p.roundId, cashouts: p.cashouts, server_time: Date.now() });
  }

  /** A running round, from wherever it stands, to its end. */
  async function run(r: RoundRow, signal: AbortSignal): Promise<void> {
    const startedAt = r.started_at ?? Date.now();
    const end = roundEnd(r);
    const autos = await dueAutoCashouts(db, r.id, end.hundredths);
    let next = 0;
    for (;;) {
      const elapsed = Date.now() - startedAt;
      const m = hundredthsAt(Math.min(elapsed, end.at));
      const due: typeof autos = [];
      while (next < autos.length && (autos[next]!.auto_cashout ?? 0) <= m) due.push(autos[next++]!);
      if (due.length) {
        const done = await cashOutMany(
          db,
          due.map((bet) => ({ bet, at: bet.auto_cashout! })),
        );
        if (done.length) publish(db, CHANNEL, 'cashouts', { round_id: r.id, cashouts: done, server_time: Date.now() });
      }
      if (elapsed >= end.at) break;
      const wake = Math.min(end.at, next < autos.length ? endInstant(autos[next]!.auto_cashout!) : end.at);
      // Aborted (leadership lost): the next engine finishes the round from the database.
      if (await sleep(wake - (Date.now() - startedAt), signal)) return;
    }
    const endedAt = startedAt + end.at;
    // The round crashed, and what it owes written with it: auto cash-outs the curve reached whose
    // payment failed above, and at the maximum payout everyone still in, at the forced point.
    if (!(await markCrashed(db, r.id, endedAt))) return;
    failpoint('crash.end.after-crashed');
    announce(await payOwed(db, r.id));
    log.info(
      { game: 'crash', roundId: r.id, crashPoint: toMultiplier(r.crash_hundredths), forced: end.forced },
      'round settled',
    );
    publishCrash({ ...r, ended_hundredths: end.hundredths, ended_at: endedAt });
  }

  function publishCrash(r: RoundRow): void {
    told.add(r.id);
    if (told.size > 8) told.delete(told.values().next().value as number);
    publish(db, CHANNEL, 'crash', {
      round_id: r.id,
      crash_point: toMultiplier(r.crash_hundredths),
      end_point: toMultiplier(r.ended_hundredths ?? r.crash_hundredths),
      ended_at: r.ended_at ?? Date.now(),
      hash: r.hash,
      server_time: Date.now(),
    });
  }
}
