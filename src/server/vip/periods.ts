// The VIP club's reward periods, in UTC like player_stats.day: the ISO week (Monday to Sunday,
// numbered in the year its Thursday falls in) and the calendar month.

export interface VipPeriodSpan {
  /** 2026-W05 or 2026-02: the part of the reward's idempotency key. */
  key: string;
  /** First day, YYYY-MM-DD. */
  from: string;
  /** The day after the last, YYYY-MM-DD. */
  until: string;
}

const DAY = 86_400_000;
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const pad = (n: number) => String(n).padStart(2, '0');

export function isoWeek(now: Date): VipPeriodSpan {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // Monday 0 … Sunday 6.
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  const monday = day - weekday * DAY;
  const thursday = new Date(monday + 3 * DAY);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY)) + 1;
  return { key: `${year}-W${pad(week)}`, from: ymd(monday), until: ymd(monday + 7 * DAY) };
}

export function calendarMonth(now: Date): VipPeriodSpan {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  return { key: `${y}-${pad(m + 1)}`, from: ymd(Date.UTC(y, m, 1)), until: ymd(Date.UTC(y, m + 1, 1)) };
}
