'use client';
// Shows a result the server has already decided: the screen gets the outcome first, then plays a
// short animation towards it (under a second) and commits the final state when it ends. Skipped
// with a click or a key, and not played at all under reduced motion, in turbo or during autobet;
// the final state is the same either way, so tests (and players) read it after `revealing` ends.
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { playSound, prefersReducedMotion, type SoundKind, soundOnAtom, turboAtom } from '../../client/game-prefs';

export function useReveal() {
  const [revealing, setRevealing] = useState(false);
  const done = useRef<(() => void) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const turbo = useAtomValue(turboAtom);
  const sound = useAtomValue(soundOnAtom);

  /** Ends the running animation now and commits its result. */
  const skip = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const commit = done.current;
    done.current = null;
    setRevealing(false);
    commit?.();
  }, []);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  /** Whether a reveal started now would animate (screens pick their CSS transitions from it). */
  const animates = useCallback((instant?: boolean) => !instant && !turbo && !prefersReducedMotion(), [turbo]);

  /**
   * Plays a reveal of `ms` and then runs `commit` (sets the final state, adds to the strip). With
   * `instant` (autobet) or when motion is off, `commit` runs at once. A reveal still running
   * finishes first. Returns whether it animates.
   */
  const reveal = useCallback(
    (ms: number, commit: () => void, opts: { instant?: boolean; sound?: SoundKind } = {}) => {
      if (done.current) skip();
      const finish = () => {
        commit();
        if (opts.sound) playSound(opts.sound, sound);
      };
      if (!animates(opts.instant) || ms <= 0) {
        finish();
        return false;
      }
      done.current = finish;
      setRevealing(true);
      playSound('tick', sound);
      timer.current = setTimeout(skip, ms);
      return true;
    },
    [skip, sound, animates],
  );

  return { revealing, reveal, skip, animates };
}
