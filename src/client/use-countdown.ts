'use client';

import { useCallback, useEffect, useState } from 'react';

/** Seconds a new code must wait after the last one was sent (one SMS or e-mail a minute). */
export const RESEND_SECONDS = 60;

/**
 * A countdown in whole seconds to a deadline: it reads the clock, so it survives
 * re-renders and tab sleeps. It starts at once with `initialSeconds` (a screen shown right
 * after a code was sent); `start()` (re)starts it; `left` is 0 when it is over.
 */
export function useCountdown(initialSeconds = 0) {
  const [deadline, setDeadline] = useState(() => (initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline <= Date.now()) return;
    const timer = setInterval(() => {
      const n = Date.now();
      setNow(n);
      if (n >= deadline) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  const start = useCallback((seconds = RESEND_SECONDS) => {
    const n = Date.now();
    setNow(n);
    setDeadline(n + seconds * 1000);
  }, []);
  return { left, start };
}
