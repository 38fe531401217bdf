import { LOCALE_INFO, type Lang } from '../../contract/common';

/** True when the runtime knows the IANA zone (a saved zone may be an old alias or junk). */
export function isKnownTimeZone(tz: string | null | undefined): tz is string {
  if (!tz) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/**
 * "21 Nov 2026, 14:05" in the reader's language and the player's time zone; an unknown
 * zone falls back to UTC (named, so the time is never silently wrong). Bad dates come
 * back as the raw text.
 */
export function formatDateTime(iso: string, lang: Lang, timeZone: string | null | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const known = isKnownTimeZone(timeZone);
  return new Intl.DateTimeFormat(LOCALE_INFO[lang].iso, {
    // Spelled out rather than dateStyle/timeStyle, which cannot be combined with timeZoneName.
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: known ? timeZone : 'UTC',
    ...(known ? {} : { timeZoneName: 'short' as const }),
  }).format(date);
}

/**
 * The time-zone choices: the player's saved zone, then the browser's guess, then every
 * other zone the runtime knows, without repeats. The saved zone is kept even when the
 * runtime does not list it (e.g. "Europe/Kiev", an alias), so the select shows the truth.
 */
export function timeZoneOptions(
  all: readonly string[],
  saved: string | null | undefined,
  guessed: string | null | undefined,
): string[] {
  const first = [saved, guessed].filter((z): z is string => !!z);
  return [...new Set([...first, ...all])];
}

/** Every zone the runtime lists; UTC added because some engines leave it out. */
export function supportedTimeZones(): string[] {
  const list = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return list.includes('UTC') ? list : [...list, 'UTC'];
}

/** The browser's own zone, or null where it cannot tell. */
export function guessTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}
