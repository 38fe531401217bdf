'use client';

import { useCallback, useEffect, useState } from 'react';

/** Seconds a new code must wait after the last one was sent (one SMS/e-mail a minute). */
export const RESEND_SECONDS = 60;

/**
 * A countdown in whole seconds: `start()` (re)starts it, `left` reaches 0 when it is over.
 * `startNow` begins it with the first render (for screens shown only after a click).
 */
export function useCountdown(seconds = RESEND_SECONDS, startNow = false) {
  const [until, setUntil] = useState<number | null>(() => (startNow ? Date.now() + seconds * 1000 : null));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const id = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= until) clearInterval(id);
    }, 250);
    return () => clearInterval(id);
  }, [until]);
  const start = useCallback(() => {
    const t = Date.now();
    setNow(t);
    setUntil(t + seconds * 1000);
  }, [seconds]);
  const left = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  return { left, start };
}
