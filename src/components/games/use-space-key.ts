'use client';
// Space plays from anywhere on a game page, not only with focus inside the screen: a listener on
// `window`. It stays out of the way of what Space already does: typing in a field, pressing a
// focused button or switch, a dialog that is open, and any chord with a modifier key.
import { useEffect, useRef } from 'react';

/** Targets where Space has its own meaning (a focused control presses or toggles with it). */
const OWN_SPACE =
  'input, select, textarea, button, a[href], [contenteditable]:not([contenteditable="false"]), [role="button"], [role="checkbox"], [role="switch"], [role="radio"], [role="slider"], [role="tab"], [role="menuitem"], [role="option"]';

/** Whether a Space keydown should be left to the page rather than start a bet. */
export function spaceIsTaken(e: KeyboardEvent): boolean {
  if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return true;
  const t = e.target;
  if (t instanceof Element && t.closest(OWN_SPACE)) return true;
  return document.querySelector('dialog[open], [aria-modal="true"]') !== null;
}

/**
 * Calls `onSpace` on a page-wide Space (the screen decides: play, or skip a running reveal).
 * `enabled` false (e.g. before hydration) listens to nothing. Held Space does not repeat bets.
 */
export function useSpaceKey(onSpace: () => void, enabled = true) {
  // The latest callback without re-adding the listener on every render.
  const latest = useRef(onSpace);
  latest.current = onSpace;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== ' ' && e.code !== 'Space') return;
      if (spaceIsTaken(e)) return;
      e.preventDefault(); // no page scroll
      if (!e.repeat) latest.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}

/**
 * While `active` (a reveal runs), any key press or a click anywhere on the page calls `onKey`
 * (skip): a player who does not want to watch never waits. Space is left to useSpaceKey.
 */
export function useSkipOnInput(active: boolean, onKey: () => void) {
  const latest = useRef(onKey);
  latest.current = onKey;
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === ' ' || ['Shift', 'Control', 'Alt', 'Meta'].includes(e.key)) return;
      latest.current();
    };
    const onPointer = () => latest.current();
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('pointerdown', onPointer);
    };
  }, [active]);
}
