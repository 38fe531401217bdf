import { atom, getDefaultStore, useSetAtom } from 'jotai';
import { useEffect } from 'react';

// A page reload (new build, new service worker) must never cut a running game round: the
// round screens mark themselves busy here, and reloads wait until no round runs.

/** How many screens currently run a round (a count: two screens may share a page). */
const runningRoundsAtom = atom(0);

/** True while any game round on the page is running. */
export const roundInProgressAtom = atom((get) => get(runningRoundsAtom) > 0);

/** Marks the calling screen's round as running while `running` is true. */
export function useRoundInProgress(running: boolean): void {
  const set = useSetAtom(runningRoundsAtom);
  useEffect(() => {
    if (!running) return;
    set((n) => n + 1);
    return () => set((n) => n - 1);
  }, [running, set]);
}

/** A reload that waits for the round to end (the player is told meanwhile). */
export const reloadPendingAtom = atom(false);

/** Reloads now, or once the running round ends. */
export function reloadWhenIdle(reload: () => void = () => location.reload()): void {
  const store = getDefaultStore();
  if (!store.get(roundInProgressAtom)) {
    reload();
    return;
  }
  if (store.get(reloadPendingAtom)) return;
  store.set(reloadPendingAtom, true);
  const stop = store.sub(roundInProgressAtom, () => {
    if (store.get(roundInProgressAtom)) return;
    stop();
    reload();
  });
}
