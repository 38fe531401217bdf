import type { TopPeriod } from '../../contract/top';

// The top's periods, all in UTC: a day, an ISO week (Monday to Monday) or a calendar month.
// player_stats keeps one row per UTC day, so a period is a range of days [start, end).

export interface Period {
  start: Date;
  end: Date;
}

const DAY_MS = 86_400_000;

/** The period of kind `period` that contains the instant `at`. */
export function periodAt(period: TopPeriod, at: Date): Period {
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth();
  const day = Date.UTC(y, m, at.getUTCDate());
  if (period === 'day') return { start: new Date(day), end: new Date(day + DAY_MS) };
  if (period === 'week') {
    const sinceMonday = (at.getUTCDay() + 6) % 7;
    const start = day - sinceMonday * DAY_MS;
    return { start: new Date(start), end: new Date(start + 7 * DAY_MS) };
  }
  return { start: new Date(Date.UTC(y, m, 1)), end: new Date(Date.UTC(y, m + 1, 1)) };
}

/** The period just before `p`. */
export const previousPeriod = (period: TopPeriod, p: Period): Period =>
  periodAt(period, new Date(p.start.getTime() - 1));

/** YYYY-MM-DD of a UTC midnight: the form player_stats.day and race_periods use. */
export const dayKey = (d: Date): string => d.toISOString().slice(0, 10);
