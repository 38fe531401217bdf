// What the crash screen knows of the shared round, folded from the event stream (src/contract/crash.ts
// CRASH_EVENTS). Pure: no EventSource, no clock of its own (the receive time comes with each event),
// so tests feed it events by hand. Rules:
// - `state` is the truth: it replaces the round (the first event of every connection, and after a
//   resync), whatever came before;
// - an event of an older round, or one already applied (a bet or cash-out seen twice), changes nothing;
// - an event of a newer round than a `round_open` told us of means we missed events: `resync` asks
//   the screen to read GET /crash/state and feed it in as a `state`;
// - the clock offset (server − browser) is the largest of the recent samples server_time − received
//   at: each sample is the offset minus that event's delay, so the largest is the least delayed one.
import type { CrashEvent, CrashPhase, CrashPublicBet, CrashRound, CrashState } from '../../contract/crash';

export interface CrashRoundView {
  id: number;
  phase: CrashPhase;
  hashCommitment: string | null;
  bettingEndsAt: number;
  startedAt: number | null;
  /** Once crashed: the point from the chain, the multiplier the round ended at (below it at the payout cap), when, its hash. */
  crashPoint: number | null;
  endPoint: number | null;
  /** Epoch ms (server clock). */
  endedAt: number | null;
  hash: string | null;
  bets: CrashPublicBet[];
}

export interface CrashStreamState {
  round: CrashRoundView | null;
  /** Finished rounds, newest first (the recent points strip), at most HISTORY. */
  history: CrashRound[];
  /** Recent offset samples (server − browser, ms), newest last. */
  samples: number[];
  /** Server clock − browser clock in ms (the best sample); 0 before any event. */
  offset: number;
  /** True when an event showed that some were missed: read the state again. */
  resync: boolean;
}

export const HISTORY = 20;
/** Samples kept: a minute or so of a busy stream; old ones go so a clock change is followed. */
const SAMPLES = 32;

export const initialCrashState: CrashStreamState = { round: null, history: [], samples: [], offset: 0, resync: false };

const fromState = (s: CrashState): CrashRoundView => ({
  id: s.id,
  phase: s.phase,
  hashCommitment: s.hash_commitment ?? null,
  bettingEndsAt: s.betting_ends_at,
  startedAt: s.started_at,
  crashPoint: s.crash_point ?? null,
  endPoint: s.end_point ?? null,
  endedAt: s.ended_at ?? null,
  hash: s.hash ?? null,
  bets: s.bets,
});

/** The finished round for the strip, newest first, one entry per id. */
export function addHistory(history: CrashRound[], rounds: CrashRound[]): CrashRound[] {
  const byId = new Map(history.map((r) => [r.id, r]));
  for (const r of rounds) byId.set(r.id, r);
  return [...byId.values()].sort((a, b) => b.id - a.id).slice(0, HISTORY);
}

function finished(round: CrashRoundView): CrashRound | null {
  if (round.phase !== 'crashed' || round.crashPoint === null || round.hash === null) return null;
  return {
    id: round.id,
    hash: round.hash,
    crash_point: round.crashPoint,
    started_at: round.startedAt,
    end_point: round.endPoint ?? round.crashPoint,
    // A crashed round's state and event always say when it ended.
    ended_at: round.endedAt ?? round.bettingEndsAt,
  };
}

/** Bets merged by id: a repeated one replaces its copy (a later copy knows more), new ones are added. */
function mergeBets(bets: CrashPublicBet[], incoming: CrashPublicBet[]): CrashPublicBet[] {
  const out = bets.slice();
  for (const b of incoming) {
    const i = out.findIndex((x) => x.id === b.id);
    if (i < 0) out.push(b);
    // A cash-out already applied is never undone by a stale copy of the bet.
    else out[i] = out[i]!.cashed_out_at !== null && b.cashed_out_at === null ? out[i]! : b;
  }
  return out;
}

function withSample(s: CrashStreamState, serverTime: number, receivedAt: number): CrashStreamState {
  const samples = [...s.samples, serverTime - receivedAt].slice(-SAMPLES);
  return { ...s, samples, offset: Math.max(...samples) };
}

/** The state after one parsed event received at `receivedAt` (the browser's Date.now()). */
export function crashReducer(prev: CrashStreamState, ev: CrashEvent, receivedAt: number): CrashStreamState {
  const s = withSample(prev, ev.data.server_time, receivedAt);
  const round = s.round;
  if (ev.event === 'state') {
    const next = fromState(ev.data);
    const done = finished(next);
    return { ...s, round: next, resync: false, history: done ? addHistory(s.history, [done]) : s.history };
  }
  if (ev.event === 'round_open') {
    if (round && ev.data.id <= round.id) return s; // a repeat, or an old round
    // The round before it should have crashed in front of us; if not, its end was missed.
    const missed = round !== null && (round.phase !== 'crashed' || ev.data.id !== round.id + 1);
    return {
      ...s,
      resync: s.resync || missed,
      round: {
        id: ev.data.id,
        phase: 'betting',
        hashCommitment: ev.data.hash_commitment,
        bettingEndsAt: ev.data.betting_ends_at,
        startedAt: null,
        crashPoint: null,
        endPoint: null,
        endedAt: null,
        hash: null,
        bets: [],
      },
    };
  }
  const id = ev.data.round_id;
  if (!round || id > round.id) return { ...s, resync: true }; // a round we never saw open
  if (id < round.id) return s;
  switch (ev.event) {
    case 'bets':
      return { ...s, round: { ...round, bets: mergeBets(round.bets, ev.data.bets) } };
    case 'start':
      if (round.phase !== 'betting') return s;
      return { ...s, round: { ...round, phase: 'running', startedAt: ev.data.started_at } };
    case 'cashouts': {
      const byId = new Map(ev.data.cashouts.map((c) => [c.id, c]));
      const bets = round.bets.map((b) => {
        const c = byId.get(b.id);
        return c && b.cashed_out_at === null ? { ...b, cashed_out_at: c.at, payout: c.payout } : b;
      });
      // A cash-out of a bet we never saw: its stake is unknown, so the list is read again.
      const unknown = ev.data.cashouts.some((c) => !round.bets.some((b) => b.id === c.id));
      return { ...s, resync: s.resync || unknown, round: { ...round, bets } };
    }
    case 'crash': {
      if (round.phase === 'crashed') return s;
      const next: CrashRoundView = {
        ...round,
        phase: 'crashed',
        crashPoint: ev.data.crash_point,
        endPoint: ev.data.end_point,
        endedAt: ev.data.ended_at,
        hash: ev.data.hash,
        bets: round.bets.map((b) => (b.cashed_out_at === null ? { ...b, payout: 0 } : b)),
      };
      return { ...s, round: next, history: addHistory(s.history, [finished(next)!]) };
    }
  }
}

/** The auto cash-out field: '' is none; otherwise 1.01 … 1,000,000 with at most two decimals (the contract's rule). */
export function parseAutoCashout(text: string): number | null | 'invalid' {
  const t = text.trim().replace(',', '.');
  if (t === '') return null;
  const m = Number(t);
  if (!Number.isFinite(m) || m < 1.01 || m > 1_000_000 || Math.abs(Math.round(m * 100) - m * 100) > 1e-6)
    return 'invalid';
  return Math.round(m * 100) / 100;
}

/** The multiplier a crash point or cash-out is shown with: "2.35". */
export const fmtMultiplier = (m: number) => m.toFixed(2);

/** The strip's colour band of a crash point (bustabit-style: red under 2, green to 10, gold above). */
export const pointTone = (m: number): 'low' | 'mid' | 'high' => (m < 2 ? 'low' : m < 10 ? 'mid' : 'high');
