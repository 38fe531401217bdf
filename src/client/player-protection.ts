import { atom } from 'jotai';
import type { RgState } from '../contract/wallet';

// The responsible-gaming settings the page acts on (reality-check reminders, logout after
// inactivity). Loaded once per page for a player; the profile's form writes the new state
// here when the player changes it, so the reminders follow without a reload.

export const rgStateAtom = atom<RgState | null>(null);

/** Whole minutes between a session start and now (never negative). */
export function sessionMinutes(startedAt: string | null, now: number): number {
  const start = startedAt ? Date.parse(startedAt) : Number.NaN;
  return Number.isNaN(start) ? 0 : Math.max(0, Math.floor((now - start) / 60_000));
}

/** Calls `onIdle` after `ms` without any of the page's input events; returns the remover. */
export function watchInactivity(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  ms: number,
  onIdle: () => void,
) {
  let timer: ReturnType<typeof setTimeout> = setTimeout(onIdle, ms);
  const events = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
  const reset = () => {
    clearTimeout(timer);
    timer = setTimeout(onIdle, ms);
  };
  for (const e of events) target.addEventListener(e, reset, { passive: true });
  return () => {
    clearTimeout(timer);
    for (const e of events) target.removeEventListener(e, reset);
  };
}
