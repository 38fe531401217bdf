'use client';
// The round as the player watches it: the curve and the big multiplier while it runs, the countdown
// while bets are taken, the point in red once it crashed. Drawn here from the start time and the
// clock offset (the server sends no frames): each animation frame writes the SVG path and the texts
// straight into the DOM, so React renders only when the phase changes.
import { useEffect, useRef } from 'react';
import { elapsedFor, multiplierAt } from './math';
import type { CrashRoundView } from './stream-state';

const W = 400;
const H = 200;
const STEPS = 48;

/** The path of the curve from the start to `t` ms, in a frame that grows with it (Stake-style). */
export function curvePath(t: number): { line: string; area: string } {
  const xMax = Math.max(8000, t * 1.15);
  const yMax = Math.max(2, Math.exp(0.00006 * t) * 1.15);
  const pts: string[] = [];
  for (let i = 0; i <= STEPS; i++) {
    const ti = (t * i) / STEPS;
    const x = (ti / xMax) * W;
    const y = H - ((Math.exp(0.00006 * ti) - 1) / (yMax - 1)) * H;
    pts.push(`${x.toFixed(1)},${y.toFixed(1)}`);
  }
  const line = `M${pts.join('L')}`;
  const end = ((t / xMax) * W).toFixed(1);
  return { line, area: `${line}L${end},${H}L0,${H}Z` };
}

export interface CurveLabels {
  startsIn: string;
  crashed: string;
  waiting: string;
}

export function CrashCurve({
  round,
  offset,
  labels,
  onFrame,
}: {
  round: CrashRoundView | null;
  /** Server clock − browser clock, ms. */
  offset: number;
  labels: CurveLabels;
  /** Called with the multiplier on every frame of a running round (the cash-out button's amount). */
  onFrame?: (multiplier: number) => void;
}) {
  const line = useRef<SVGPathElement>(null);
  const area = useRef<SVGPathElement>(null);
  const value = useRef<HTMLOutputElement>(null);
  const countdown = useRef<HTMLSpanElement>(null);
  const frame = useRef(onFrame);
  frame.current = onFrame;
  // Read in the loop: a better offset sample moves the curve without restarting it.
  const offsetRef = useRef(offset);
  offsetRef.current = offset;

  const phase = round?.phase ?? null;
  const startedAt = round?.startedAt ?? null;
  const endPoint = round?.endPoint ?? null;
  const bettingEndsAt = round?.bettingEndsAt ?? 0;

  useEffect(() => {
    const draw = (t: number) => {
      const p = curvePath(t);
      line.current?.setAttribute('d', p.line);
      area.current?.setAttribute('d', p.area);
    };
    const text = (m: number) => {
      if (value.current) value.current.textContent = `${m.toFixed(2)}×`;
    };
    if (phase === 'crashed') {
      const end = endPoint ?? 1;
      draw(elapsedFor(end));
      text(end);
      return;
    }
    if (phase === 'running' && startedAt !== null) {
      let id = 0;
      const tick = () => {
        const t = Math.max(0, Date.now() + offsetRef.current - startedAt);
        const m = multiplierAt(t);
        draw(t);
        text(m);
        frame.current?.(m);
        id = requestAnimationFrame(tick);
      };
      tick();
      return () => cancelAnimationFrame(id);
    }
    draw(0);
    text(1);
    if (phase !== 'betting') return;
    // The countdown needs tenths only: a timer, not every frame.
    const show = () => {
      const left = Math.max(0, bettingEndsAt - (Date.now() + offsetRef.current));
      if (countdown.current) countdown.current.textContent = `${(left / 1000).toFixed(1)} s`;
    };
    show();
    const timer = setInterval(show, 100);
    return () => clearInterval(timer);
  }, [phase, startedAt, endPoint, bettingEndsAt]);

  const crashed = phase === 'crashed';
  const tone = crashed ? 'text-lose' : phase === 'running' ? 'text-accent' : 'text-muted';
  return (
    <div className="relative overflow-hidden rounded-xl border border-line bg-bg" data-testid="crash-stage">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        className={`block h-48 w-full sm:h-64 ${tone}`}
        aria-hidden="true"
      >
        <path ref={area} fill="currentColor" fillOpacity={0.12} d="" />
        <path
          ref={line}
          fill="none"
          stroke="currentColor"
          strokeWidth={3}
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
          d=""
        />
      </svg>
      <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center gap-1 text-center">
        {crashed ? <span className="text-sm font-bold uppercase text-lose">{labels.crashed}</span> : null}
        <output
          ref={value}
          className={`text-5xl font-black tabular-nums sm:text-6xl ${crashed ? 'text-lose' : phase === 'running' ? 'text-text' : 'text-muted'}`}
          data-testid="crash-multiplier"
          aria-live="off"
        >
          1.00×
        </output>
        {phase === 'betting' ? (
          <span className="text-sm text-muted" data-testid="crash-countdown">
            {labels.startsIn} <span ref={countdown} className="font-bold tabular-nums text-text" />
          </span>
        ) : phase === null ? (
          <span className="text-sm text-muted">{labels.waiting}</span>
        ) : null}
      </div>
    </div>
  );
}
