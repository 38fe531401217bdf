import { dayKey, periodAt } from '../top/periods';

// The VIP club's reward periods, in UTC like player_stats.day: the ISO week (Monday to Sunday,
// numbered in the year its Thursday falls in) and the calendar month, as the top's periods bound
// them, each with the key its reward's idempotency key carries.

export interface VipPeriodSpan {
  /** 2026-W05 or 2026-02: the part of the reward's idempotency key. */
  key: string;
  /** First day, YYYY-MM-DD. */
  from: string;
  /** The day after the last, YYYY-MM-DD. */
  until: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function isoWeek(now: Date): VipPeriodSpan {
  const p = periodAt('week', now);
  // The ISO year and number are those of the week's Thursday.
  const thursday = new Date(p.start.getTime() + 3 * 86_400_000);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000)) + 1;
  return { key: `${year}-W${pad(week)}`, from: dayKey(p.start), until: dayKey(p.end) };
}

export function calendarMonth(now: Date): VipPeriodSpan {
  const p = periodAt('month', now);
  return { key: dayKey(p.start).slice(0, 7), from: dayKey(p.start), until: dayKey(p.end) };
}
