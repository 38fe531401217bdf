'use client';
// The dice result on screen: the big roll number and a marker on the slider's track. While a
// reveal runs the marker slides (a CSS transform transition) to the server's roll and the number
// counts towards it; when it ends both stand on the exact roll. Nothing here decides anything.
import { useEffect, useRef } from 'react';

/** How long the marker travels, ms (under a second; useReveal ends the reveal after it). */
export const ROLL_MS = 700;
const EASE = (t: number) => 1 - (1 - t) ** 3; // the transition's ease-out, for the number

/** The big number: the committed roll, or while `rolling` a count from `from` to `to`. */
export function RollNumber({ shown, rolling }: { shown: number | null; rolling: { from: number; to: number } | null }) {
  // The count writes to its own span (no render per frame); React drops that span when it ends.
  const el = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!rolling) return;
    const start = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      const t = Math.min(1, (now - start) / ROLL_MS);
      if (el.current) el.current.textContent = (rolling.from + (rolling.to - rolling.from) * EASE(t)).toFixed(2);
      if (t < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [rolling]);
  return (
    <div className="text-center text-5xl font-bold tabular-nums" aria-live="polite" data-testid="dice-roll">
      {rolling ? (
        <span ref={el} aria-hidden="true">
          {rolling.from.toFixed(2)}
        </span>
      ) : shown === null ? (
        '—'
      ) : (
        shown.toFixed(2)
      )}
    </div>
  );
}

/**
 * The marker over the slider's track at `roll` (0–100) mapped onto the slider's `lo`–`hi`, so it
 * sits left or right of the thumb exactly as the roll is under or over the target.
 */
export function RollMarker({
  roll,
  lo,
  hi,
  moving,
  won,
}: {
  roll: number | null;
  lo: number;
  hi: number;
  moving: boolean;
  won: boolean;
}) {
  // Before the first roll the marker waits unseen mid-track, so the first one travels too.
  const at = roll === null ? 0.5 : Math.min(1, Math.max(0, (roll - lo) / (hi - lo)));
  // A full-width layer translated by the fraction of its own width: a transform, so the slide is
  // composited and never moves the layout. The thumb's half-width keeps the ends aligned.
  return (
    <div
      aria-hidden="true"
      className={`pointer-events-none absolute inset-y-0 left-2 right-2 ${roll === null ? 'opacity-0' : ''}`}
      style={{
        transform: `translateX(${(at * 100).toFixed(3)}%)`,
        transition: moving ? `transform ${ROLL_MS}ms cubic-bezier(0.33, 1, 0.68, 1)` : 'none',
      }}
      data-testid="dice-marker"
    >
      {roll !== null && !moving ? (
        <span
          className={`absolute -top-6 -translate-x-1/2 rounded px-1.5 text-xs font-bold tabular-nums ${
            won ? 'bg-win text-bg' : 'bg-lose text-bg'
          }`}
        >
          {roll.toFixed(2)}
        </span>
      ) : null}
      <span className="absolute top-1/2 h-4 w-1 -translate-x-1/2 -translate-y-1/2 rounded bg-text" />
    </div>
  );
}
