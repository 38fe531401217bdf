'use client';
// The /top page's live refresh: every TOP_POLL_MS while the tab is visible, at once when the tab
// comes back, and after the player's own bets (their balance moves). The HTTP client and the
// contract's schemas load on first use, so the page's first load carries neither.
import { useEffect, useRef } from 'react';
import { bus } from '../../client/bus';
import { TOP_POLL_MS } from '../../contract/top-base';

export const topCalls = () =>
  Promise.all([import('../../client/api'), import('../../contract/top')]).then(([api, top]) => ({
    apiRequest: api.apiRequest,
    ...top,
  }));

/**
 * Runs `load` on a timer. It runs at once whenever `load` changes (another tab picked), except
 * the first time when the server already rendered the data (`fresh`).
 */
export function useLiveRefresh(load: () => Promise<void>, fresh: boolean): void {
  const first = useRef(true);
  useEffect(() => {
    // A failed refresh keeps what is shown; the next one tries again.
    const run = () => void load().catch(() => {});
    if (!(first.current && fresh)) run();
    first.current = false;
    const visible = () => document.visibilityState === 'visible';
    const timer = setInterval(() => visible() && run(), TOP_POLL_MS);
    const onVisibility = () => visible() && run();
    document.addEventListener('visibilitychange', onVisibility);
    bus.on('balance-changed', run);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      bus.off('balance-changed', run);
    };
  }, [load, fresh]);
}
