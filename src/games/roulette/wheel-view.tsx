'use client';
// The roulette wheel: 37 pockets in the European single-zero order, turning while a ball runs the
// other way and drops into the pocket the server settled, under the marker at the top. Only CSS
// transitions of two transforms (and a short drop keyframe); the hub shows the committed pocket.
import type { ReactNode } from 'react';
import { RED } from './pockets';

/** The pockets clockwise from the zero, as on a European wheel. */
export const POCKET_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
];
const STEP = 360 / POCKET_ORDER.length;
/** How long the wheel turns and the ball runs, ms. */
export const SPIN_MS = 900;

/** The wheel's rotation that puts `pocket` at the top, turning forward `turns` whole turns from `from`. */
export function wheelLanding(from: number, pocket: number, turns: number): number {
  const target = -POCKET_ORDER.indexOf(pocket) * STEP;
  return from + turns * 360 + ((((target - from) % 360) + 360) % 360);
}

const R_OUT = 96;
const R_IN = 66;
const at = (deg: number, r: number) => {
  const a = ((deg - 90) * Math.PI) / 180;
  return `${(r * Math.cos(a)).toFixed(2)} ${(r * Math.sin(a)).toFixed(2)}`;
};
/** Pocket slot i, centred on i × STEP clockwise from the top. */
const slot = (i: number) => {
  const a0 = i * STEP - STEP / 2;
  const a1 = a0 + STEP;
  return `M${at(a0, R_IN)}L${at(a0, R_OUT)}A${R_OUT} ${R_OUT} 0 0 1 ${at(a1, R_OUT)}L${at(a1, R_IN)}A${R_IN} ${R_IN} 0 0 0 ${at(a0, R_IN)}Z`;
};
export const pocketFill = (n: number) => (n === 0 ? 'fill-win' : RED.has(n) ? 'fill-lose' : 'fill-black');

export function RouletteWheel({
  rotation,
  ball,
  spinning,
  spins,
  label,
  children,
}: {
  /** The wheel's angle, degrees (grows by whole turns and the step to the pocket). */
  rotation: number;
  /** The ball's angle, degrees: a multiple of 360 (it always ends at the top, over the pocket). */
  ball: number;
  spinning: boolean;
  /** Counts spins: restarts the ball's drop. */
  spins: number;
  label: string;
  /** The hub's content (the committed pocket). */
  children: ReactNode;
}) {
  const turn = (ms: number) => (spinning ? `transform ${ms}ms cubic-bezier(0.2, 0.75, 0.25, 1)` : 'none');
  return (
    <div className="relative aspect-square w-40 shrink-0 sm:w-48">
      <style>{'@keyframes roulette-drop{0%,55%{transform:translateY(-24px)}100%{transform:translateY(0)}}'}</style>
      <svg viewBox="-100 -100 200 200" className="h-full w-full" role="img" aria-label={label}>
        <circle r={R_OUT + 3} className="fill-elevated" />
        <g
          style={{ transform: `rotate(${rotation}deg)`, transition: turn(SPIN_MS) }}
          data-testid="roulette-wheel"
          data-spinning={spinning ? 'true' : 'false'}
        >
          {POCKET_ORDER.map((n, i) => (
            <g key={n}>
              <path d={slot(i)} className={pocketFill(n)} stroke="#d4af37" strokeWidth={0.5} />
              <text
                transform={`rotate(${i * STEP}) translate(0 ${-(R_OUT - 10)})`}
                textAnchor="middle"
                dominantBaseline="middle"
                className="fill-white text-[9px] font-bold"
              >
                {n}
              </text>
            </g>
          ))}
          <circle r={R_IN} className="fill-surface" stroke="#d4af37" strokeWidth={1} />
        </g>
        {/* The ball: runs the other way and drops onto the pocket at the top. */}
        <g style={{ transform: `rotate(${ball}deg)`, transition: turn(SPIN_MS - 100) }}>
          <circle
            key={spins}
            cx={0}
            cy={-(R_IN + 8)}
            r={5}
            className="fill-white"
            stroke="#0b0f1a"
            strokeWidth={1}
            style={spinning ? { animation: `roulette-drop ${SPIN_MS - 100}ms ease-in` } : undefined}
            data-testid="roulette-ball"
          />
        </g>
        <path d="M0 -88 L-6 -100 L6 -100 Z" className="fill-accent" />
      </svg>
      <div className="absolute inset-0 m-auto flex h-1/2 w-1/2 items-center justify-center">{children}</div>
    </div>
  );
}
