// Named failure points at the step boundaries of every flow that moves money in several commits
// (issue 38, docs/decisions/053-durable-money-flows.md). A flow calls `failpoint('name')` between
// two steps; armed, the point stops the flow there as a `kill -9` would, so a test can prove that
// what the first commit wrote is enough for a sweeper to finish the flow with the right money.
//
// Modelled on TiKV's `fail` crate (points compiled in, named, armed per test with an action and a
// count) rather than FoundationDB's whole-process simulation: our flows are PostgreSQL
// transactions, and the database is the only state that survives a kill, so stopping the calling
// code at the boundary and then running a *fresh* sweeper against the same database is the whole
// experiment.
//
// Two actions:
// - 'throw' (in-process tests): throws FailpointStop. Code between the point and the caller must
//   not compensate: every catch on a money path rethrows a FailpointStop (isFailpointStop).
// - 'exit' (spawned-process tests, the chaos test): the process dies at once with code 137, with
//   nothing flushed and no handler run, exactly as under SIGKILL.
//
// Disarmed (always, outside tests) a point costs one Map size check. Points are armed only by
// `armFailpoint` (throws unless the process was started for tests) or by CASINO_FAILPOINTS in a
// process started with CASINO_TEST_HOOKS=1, e.g. CASINO_FAILPOINTS=sportsbook.settle.after-market=exit.

/** Every point, with the boundary it stands on. A test per point lives in tests/api (failpoints-*). */
export const FAILPOINTS = {
  // Sportsbook: a market's settlement committed by the feed, its bets not yet paid.
  'sportsbook.settle.after-market': 'the feed committed a market settlement; no bet of it is paid yet',
  'sportsbook.settle.mid-bets': 'some bets of a settled market are paid, the others not',
  'sportsbook.resettle.after-market': 'a settlement was rolled back or changed; its bets not yet reversed',
  'sportsbook.cashout.after-money': "a cash-out's money moved; the process dies before answering",
  // Crash (src/games/crash/service.server.ts, engine.server.ts).
  'crash.refund.mid-round':
    'a round left in betting is being refunded: some stakes back, the others not (one transaction)',
  'crash.end.after-crashed': 'the round is marked crashed with what it owes; no owed cash-out paid yet',
  'crash.end.mid-payouts': 'some owed cash-outs of a crashed round are paid, the others not',
  'crash.cashout.after-money': "a player's cash-out is paid (its key with it); the process dies before answering",
  // Studio slot spins (the studio is a provider: its wallet is ours, over HTTP; decision 056).
  'studio.spin.after-intent': 'the spin, its outcome and its armed rollback are committed; the bet is not sent yet',
  'studio.spin.after-debit': 'the wallet took the stake; the studio has not recorded its answer',
  'studio.spin.before-win': 'the bet is recorded and the win queued in the outbox; the win is not sent yet',
  'studio.rollback.before-wallet': 'a queued rollback (a spin being voided) is claimed; it is not sent yet',
  'studio.outbox.after-wallet': 'the wallet answered a queued win or rollback for good; the studio has not recorded it',
  // Provider rounds.
  'providers.rollback.before-money':
    "an operator's rollback of a provider round is recorded; its stakes are not returned yet",
  // Payouts. (A bonus's conversion has no boundary: it is paid by the statement of the bet that
  // completed its wagering, migration 30.)
  'wallet.payout.after-settle': 'a withdrawal is settled in the ledger and its payout queued; not yet claimed or sent',
  'wallet.payout.after-send': 'the provider paid a payout; the process dies before recording it as sent',
  // Rooms: none. A round is drawn, paid and followed by the pot's next round in one transaction,
  // and refunded the same way (src/games/rooms/service.server.ts, docs/decisions/055).
} as const;

export type FailpointName = keyof typeof FAILPOINTS;
export type FailAction = 'throw' | 'exit';

/** What an armed 'throw' point raises: never caught by a money path, never answered as a 4xx. */
export class FailpointStop extends Error {
  constructor(readonly point: FailpointName) {
    super(`failpoint ${point} stopped the flow`);
    this.name = 'FailpointStop';
  }
}

export const isFailpointStop = (e: unknown): e is FailpointStop => e instanceof FailpointStop;

interface Armed {
  action: FailAction;
  /** Hits to let pass before the point fires. */
  skip: number;
  /** How many more times it fires (Infinity: until disarmed). */
  times: number;
  hits: number;
}

const armed = new Map<FailpointName, Armed>();

const testProcess = () => process.env.VITEST === 'true' || process.env.CASINO_TEST_HOOKS === '1';

function fromEnv(): void {
  const spec = process.env.CASINO_FAILPOINTS;
  if (!spec || process.env.CASINO_TEST_HOOKS !== '1') return;
  for (const part of spec.split(',')) {
    const [name, rest = 'exit'] = part.trim().split('=');
    const [action, after] = rest.split(':');
    if (!name || !(name in FAILPOINTS)) throw new Error(`CASINO_FAILPOINTS: unknown point ${name}`);
    if (action !== 'exit' && action !== 'throw') throw new Error(`CASINO_FAILPOINTS: unknown action ${action}`);
    armed.set(name as FailpointName, { action, skip: Number(after ?? 0) || 0, times: 1, hits: 0 });
  }
}
fromEnv();

/** The boundary `name`: nothing, unless a test armed it. */
export function failpoint(name: FailpointName): void {
  if (armed.size === 0) return;
  const a = armed.get(name);
  if (!a) return;
  a.hits++;
  if (a.hits <= a.skip || a.times <= 0) return;
  a.times--;
  if (a.action === 'exit') {
    // SIGKILL itself: no exit handlers, no flushed logs, no finally blocks.
    process.kill(process.pid, 'SIGKILL');
  }
  throw new FailpointStop(name);
}

/**
 * Arms a point for this process (tests only): it fires after `skip` passing hits, `times` times.
 * Returns a function that disarms it.
 */
export function armFailpoint(
  name: FailpointName,
  opts: { action?: FailAction; skip?: number; times?: number } = {},
): () => void {
  if (!testProcess()) throw new Error('failpoints are armed only in test processes');
  if (!(name in FAILPOINTS)) throw new Error(`unknown failpoint ${name}`);
  armed.set(name, { action: opts.action ?? 'throw', skip: opts.skip ?? 0, times: opts.times ?? 1, hits: 0 });
  return () => {
    armed.delete(name);
  };
}

/** How many times an armed point was reached (tests check the flow really passed the boundary). */
export const failpointHits = (name: FailpointName): number => armed.get(name)?.hits ?? 0;

export function disarmFailpoints(): void {
  armed.clear();
}
