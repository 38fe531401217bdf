'use client';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { isLoggedInAtom, profileAtom } from '../../client/atoms';

/**
 * Who is playing, and for what, on a game screen: the server renders the anonymous screen and
 * the session is known only after hydration; a visitor plays for fun until they choose otherwise.
 */
export function usePlayMode() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const loggedIn = useAtomValue(isLoggedInAtom) && mounted;
  const profile = useAtomValue(profileAtom);
  const [funChoice, setFun] = useState<boolean | null>(null);
  const fun = funChoice ?? !loggedIn;
  return { mounted, loggedIn, profile, fun, setFun, canPlay: fun || loggedIn };
}
