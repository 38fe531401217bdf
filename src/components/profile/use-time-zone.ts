'use client';

import { useEffect, useState } from 'react';
import { guessTimeZone, isKnownTimeZone } from './time';

/**
 * The zone to show times in: the player's saved one, else the browser's. The browser's
 * is only known after hydration; until then (and on the server) it is null, which
 * formatDateTime shows as labelled UTC, so the server and first client render agree.
 */
export function usePlayerTimeZone(saved: string | null | undefined): string | null {
  const [guess, setGuess] = useState<string | null>(null);
  const known = isKnownTimeZone(saved);
  useEffect(() => {
    if (!known) setGuess(guessTimeZone());
  }, [known]);
  return known ? saved : guess;
}
