// Events as the pages hold them, and the stream's deltas applied to them (pure, no React).
import type { SbEvent } from '../../../contract/sportsbook';

/** One `event` delta of the stream (the contract's shape, without zod). */
export interface EventDelta {
  event_id: string;
  status?: SbEvent['status'] | undefined;
  score?: SbEvent['score'] | undefined;
  clock?: SbEvent['clock'] | undefined;
  markets: {
    id: number;
    status: SbEvent['markets'][number]['status'];
    prices: { outcome_id: number; odds: number | null; active: boolean }[];
  }[];
}

/** The event with a delta applied; the same object when the delta changes nothing it shows. Unknown markets are left for a reload. */
export function applyDelta(ev: SbEvent, d: EventDelta): SbEvent {
  if (ev.id !== d.event_id) return ev;
  let changed = false;
  const next: SbEvent = { ...ev };
  if (d.status !== undefined && d.status !== ev.status) {
    next.status = d.status;
    changed = true;
  }
  if (d.score !== undefined) {
    next.score = d.score;
    changed = true;
  }
  if (d.clock !== undefined) {
    next.clock = d.clock;
    changed = true;
  }
  if (d.markets.length) {
    const byId = new Map(d.markets.map((m) => [m.id, m]));
    next.markets = ev.markets.map((m) => {
      const u = byId.get(m.id);
      if (!u) return m;
      changed = true;
      const prices = new Map(u.prices.map((p) => [p.outcome_id, p]));
      return {
        ...m,
        status: u.status,
        outcomes: m.outcomes.map((o) => {
          const p = prices.get(o.id);
          return p ? { ...o, odds: p.odds, active: p.active } : o;
        }),
      };
    });
  }
  return changed ? next : ev;
}

/** The market a list row shows: the first of the `main` group (1X2, winner), else the first. */
export const mainMarket = (ev: SbEvent) => ev.markets.find((m) => m.group === 'main') ?? ev.markets[0] ?? null;

/**
 * How fast a clock runs, from two readings of it (match seconds per second): a real feed's runs at 1,
 * the demo simulator's at its speed. null when the readings cannot tell (same instant, stopped, a new period).
 */
export function clockRate(
  prev: { time: string; at: number },
  next: { time: string; at: number; stopped: boolean },
): number | null {
  const a = clockSeconds(prev.time);
  const b = clockSeconds(next.time);
  if (a === null || b === null || next.stopped || next.at - prev.at < 200 || b <= a) return null;
  const rate = (b - a) / ((next.at - prev.at) / 1000);
  return rate >= 0.5 && rate <= 10_000 ? rate : null;
}

/** "MM:SS" → seconds; null when it is not a clock. */
export function clockSeconds(text: string): number | null {
  const m = /^(\d{1,3}):([0-5]\d)$/.exec(text.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/**
 * The match clock now: from `time` at `at` (server time), running on unless stopped, at `rate` match
 * seconds per second (1 for a real match; a simulator may run faster).
 */
export function clockNow(clock: NonNullable<SbEvent['clock']>, serverNow: number, rate = 1): string {
  const base = clockSeconds(clock.time);
  if (base === null) return clock.time;
  const s = clock.stopped ? base : base + Math.max(0, Math.floor(((serverNow - clock.at) * rate) / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
