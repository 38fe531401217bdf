'use client';
// The pot ring: an SVG donut, one arc per entry (its share of the tickets, so its chance), and the
// pointer that spins to the winning ticket. The spin is one Web Animations call on the pointer's
// group (no animation library); without motion the pointer is simply drawn at the ticket.
import { type ReactNode, useEffect, useRef } from 'react';
import { type RingSegment, slicePath } from './ring-geometry';

const C = 100;
const R0 = 72;
const R1 = 96;

export interface RingPointer {
  /** The round spun to: a new value starts a new spin. */
  id: number;
  /** Degrees from the top, clockwise (several turns plus the ticket's angle). */
  to: number;
  animate: boolean;
  ms: number;
}

export function PotRing({
  segments,
  pointer,
  winnerId,
  track,
  label,
  children,
}: {
  segments: readonly RingSegment[];
  pointer: RingPointer | null;
  /** The winning entry once the spin has landed: its arc stands out. */
  winnerId: number | null;
  /** The room's colour, for the empty track and the pointer. */
  track: string;
  label: string;
  children?: ReactNode;
}) {
  const hand = useRef<SVGGElement>(null);
  // A new round to spin to restarts the spin even if it lands at the same angle.
  const spinId = pointer?.id;
  const animate = pointer?.animate ?? false;
  const to = pointer?.to ?? 0;
  const ms = pointer?.ms ?? 0;
  useEffect(() => {
    const g = hand.current;
    if (spinId === undefined || !g || !animate || typeof g.animate !== 'function') return;
    const a = g.animate([{ transform: 'rotate(0deg)' }, { transform: `rotate(${to}deg)` }], {
      duration: ms,
      // Fast start, long slow-down: the pointer visibly settles on the ticket.
      easing: 'cubic-bezier(0.12, 0.75, 0.18, 1)',
    });
    return () => a.cancel();
  }, [spinId, animate, to, ms]);
  return (
    <div className="relative mx-auto aspect-square w-full max-w-[300px]">
      <svg viewBox="0 0 200 200" className="h-full w-full" role="img" aria-label={label}>
        <circle cx={C} cy={C} r={(R0 + R1) / 2} fill="none" stroke={track} strokeOpacity={0.18} strokeWidth={R1 - R0} />
        {segments.map((s) => (
          <path
            key={s.id}
            d={slicePath(C, R0, R1, s.start, s.end)}
            fill={s.color}
            stroke={winnerId === s.id ? '#fff' : 'var(--color-surface)'}
            strokeWidth={winnerId === s.id ? 2.5 : segments.length > 1 ? 0.8 : 0}
            opacity={winnerId !== null && winnerId !== s.id ? 0.35 : 1}
            data-segment-id={s.id}
          />
        ))}
        {pointer ? (
          <g
            ref={hand}
            data-testid="rooms-pointer"
            data-angle={(pointer.to % 360).toFixed(3)}
            style={{ transformOrigin: `${C}px ${C}px`, transform: `rotate(${pointer.to}deg)` }}
          >
            <path d={`M${C} ${C - R0 + 2}L${C - 7} ${C - R0 - 14}L${C + 7} ${C - R0 - 14}Z`} fill="#fff" />
            <line x1={C} y1={C - R0 - 12} x2={C} y2={C - R1 - 2} stroke="#fff" strokeWidth={2} />
          </g>
        ) : (
          // At rest: a marker at the top, where the ring's tickets start.
          <path d={`M${C} ${C - R1 + 4}L${C - 5} ${C - R1 - 4}L${C + 5} ${C - R1 - 4}Z`} fill={track} />
        )}
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center text-center">{children}</div>
    </div>
  );
}
