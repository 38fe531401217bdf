'use client';
// The wheel screen: pick a risk and a number of segments, see that table's multipliers (coloured
// as on the wheel) with its exact RTP, spin. The wheel turns for under a second and stops with the
// server's segment under the pointer (no turn for prefers-reduced-motion or during autobet).
// Same flow as the other instant games: useInstantBet, autobet, fun mode, the fair line.
import { useEffect, useId, useRef, useState } from 'react';
import { useRoundInProgress } from '../../client/round-guard';
import { type AutobetLabels, AutobetPanel } from '../../components/games/autobet-panel';
import { BetError } from '../../components/games/bet-error';
import { FairLine } from '../../components/games/fair-line';
import { FunToggle } from '../../components/games/fun-toggle';
import { money } from '../../components/games/play-client';
import { useInstantBet } from '../../components/games/use-instant-bet';
import { WHEEL_RISKS, WHEEL_SEGMENTS, WHEEL_TABLES, type WheelRisk, type WheelSegments, wheelRtp } from './math';
import { StakeField } from '../../components/games/stake-field';

export interface WheelLabels {
  amount: string;
  risk: string;
  low: string;
  medium: string;
  high: string;
  segments: string;
  spin: string;
  multiplier: string;
  payoutTable: string;
  chance: string;
  rtp: string;
  segment: string;
  history: string;
  fun: string;
  funBalance: string;
  win: string;
  lose: string;
  loginToPlay: string;
  hotkeys: string;
}

/** How long the wheel turns, ms (under a second, as the brief for instant games asks). */
const SPIN_MS = 800;

/** A multiplier's colour, the same in every table: the higher, the warmer; 0 is the dark slate. */
function wheelColour(m: number): string {
  if (m === 0) return '#2a3350';
  if (m < 1.5) return '#22c55e';
  if (m < 1.8) return '#3b82f6';
  if (m < 2) return '#06b6d4';
  if (m < 3) return '#9479ff';
  if (m < 5) return '#f5b942';
  if (m < 10) return '#f97316';
  return '#ef4444';
}
/** Text on a multiplier's colour (4.5:1 or better on each): white on the slate, dark on the rest. */
const inkOn = (m: number) => (m === 0 ? '#ffffff' : '#0b0f1a');

const R = 96;
const HUB = 34;
const point = (deg: number, r: number) => {
  const a = (deg * Math.PI) / 180;
  return `${(r * Math.cos(a)).toFixed(3)} ${(r * Math.sin(a)).toFixed(3)}`;
};
/** Segment i of n as a ring slice, clockwise from the top (segment 0 starts under the pointer's left). */
function slice(i: number, n: number): string {
  const step = 360 / n;
  const a0 = i * step - 90;
  const a1 = a0 + step;
  return `M${point(a0, HUB)}L${point(a0, R)}A${R} ${R} 0 0 1 ${point(a1, R)}L${point(a1, HUB)}A${HUB} ${HUB} 0 0 0 ${point(a0, HUB)}Z`;
}

/** The rotation (degrees) that puts segment `seg` of `n` under the top pointer, turning forward from `from`. */
function landing(from: number, seg: number, n: number, turns: number): number {
  const target = -(seg + 0.5) * (360 / n);
  const delta = (((target - from) % 360) + 360) % 360;
  return from + turns * 360 + delta;
}

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function WheelScreen({ labels, autobet }: { labels: WheelLabels; autobet: AutobetLabels }) {
  const g = useInstantBet('general', '/wheel/bets');
  const id = useId();
  const [risk, setRisk] = useState<WheelRisk>('medium');
  const [segments, setSegments] = useState<WheelSegments>(10);
  const [amount, setAmount] = useState('1.00');
  const [auto, setAuto] = useState(false);
  const [rotation, setRotation] = useState(0);
  const [animated, setAnimated] = useState(false);
  const [spinning, setSpinning] = useState(false);
  // The landing shown belongs to the table it was spun on: another choice clears it.
  const [shown, setShown] = useState<{ segment: number; multiplier: number } | null>(null);
  const [history, setHistory] = useState<number[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stakeMinor = Math.round(Number(amount.replace(',', '.')) * 100);
  useRoundInProgress(g.busy || auto || spinning);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const table = WHEEL_TABLES[risk][segments];
  const choose = (r: WheelRisk, s: WheelSegments) => {
    setRisk(r);
    setSegments(s);
    setShown(null);
    setAnimated(false);
    setRotation(0);
  };

  async function play(minor = stakeMinor) {
    if (!(minor > 0)) {
      g.setError(labels.amount);
      return null;
    }
    const res = await g.play({ amount: minor, risk, segments }, minor);
    if (!res) return null;
    const segment = res.outcome.segment as number;
    const animate = !auto && !reducedMotion();
    if (timer.current) clearTimeout(timer.current);
    setAnimated(animate);
    setRotation((from) => landing(from, segment, segments, animate ? 3 : 0));
    setShown({ segment, multiplier: res.multiplier });
    // The history learns the result when the wheel shows it, not while it still turns.
    const record = () => setHistory((h) => [res.multiplier, ...h].slice(0, 20));
    if (animate) {
      setSpinning(true);
      timer.current = setTimeout(() => {
        setSpinning(false);
        record();
      }, SPIN_MS);
    } else {
      setSpinning(false);
      record();
    }
    return { stake: res.bet.amount, payout: res.payout };
  }

  const last = g.last;
  const won = last !== null && last.payout > 0;
  // The distinct multipliers of the table, low to high, with how many segments carry each.
  const counts = new Map<number, number>();
  for (const m of table) counts.set(m, (counts.get(m) ?? 0) + 1);
  const rows = [...counts.entries()].sort((a, b) => a[0] - b[0]);
  const landed = shown && !spinning ? shown.segment : null;
  return (
    <section
      aria-label="Wheel"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4"
      data-testid="wheel-screen"
      data-hydrated={g.mounted ? 'true' : undefined}
      onKeyDown={(e) => {
        const tag = (e.target as HTMLElement).tagName;
        if (e.key === ' ' && tag !== 'INPUT' && tag !== 'BUTTON' && tag !== 'SELECT' && !g.busy && !auto && !spinning) {
          e.preventDefault();
          void play();
        }
      }}
    >
      <FunToggle
        game="wheel"
        fun={g.fun}
        onChange={g.setFun}
        label={labels.fun}
        balanceLabel={labels.funBalance}
        balance={g.funBalance}
      />
      <div className="relative mx-auto aspect-square w-full max-w-72">
        <svg
          viewBox="-100 -100 200 200"
          className="h-full w-full"
          role="img"
          aria-label={`${labels.segments}: ${segments}`}
          data-testid="wheel-wheel"
          data-segment={shown ? shown.segment : ''}
          data-spinning={spinning ? 'true' : 'false'}
          style={{
            transform: `rotate(${rotation}deg)`,
            transition: animated ? `transform ${SPIN_MS}ms cubic-bezier(0.15, 0.7, 0.2, 1)` : 'none',
          }}
        >
          <circle r={R + 3} fill="#131a2a" />
          {table.map((m, i) => (
            <path
              // biome-ignore lint/suspicious/noArrayIndexKey: the segment's place on the wheel is its identity
              key={i}
              d={slice(i, segments)}
              fill={wheelColour(m)}
              stroke={landed === i ? '#ffffff' : '#0b0f1a'}
              strokeWidth={landed === i ? 2 : 0.6}
              opacity={landed === null || landed === i ? 1 : 0.55}
              data-testid={`wheel-seg-${i}`}
              data-multiplier={m}
              data-state={landed === i ? 'landed' : undefined}
            />
          ))}
        </svg>
        {/* The pointer and the hub stay still above the turning wheel. */}
        <div
          aria-hidden="true"
          className="absolute left-1/2 top-0 h-0 w-0 -translate-x-1/2 -translate-y-1 border-x-[10px] border-t-[18px] border-x-transparent border-t-accent"
        />
        <div
          className="absolute inset-0 m-auto flex h-[34%] w-[34%] items-center justify-center rounded-full border-2 border-accent bg-bg text-lg font-bold tabular-nums"
          aria-live="polite"
          data-testid="wheel-hub"
        >
          {shown && !spinning ? `×${shown.multiplier}` : spinning ? '…' : '×'}
        </div>
      </div>
      <div aria-live="polite" className="min-h-5">
        {last && shown && !spinning ? (
          <p className={`text-center text-sm ${won ? 'text-win' : 'text-muted'}`} data-testid="wheel-result">
            {labels.segment} {shown.segment} ·{' '}
            {won ? `${labels.win} ×${last.multiplier} (+${money(last.payout)})` : labels.lose} · nonce {last.fair.nonce}
          </p>
        ) : null}
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm text-muted">{labels.risk}</legend>
        <div className="grid grid-cols-3 gap-2">
          {WHEEL_RISKS.map((r) => (
            <button
              key={r}
              type="button"
              aria-pressed={risk === r}
              disabled={g.busy || auto || spinning}
              onClick={() => choose(r, segments)}
              className={`rounded-lg border px-2 py-2 text-sm font-bold ${risk === r ? 'border-accent bg-accent/20' : 'border-line'}`}
              data-testid={`wheel-risk-${r}`}
            >
              {labels[r]}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm text-muted">{labels.segments}</legend>
        <div className="grid grid-cols-5 gap-2">
          {WHEEL_SEGMENTS.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={segments === s}
              disabled={g.busy || auto || spinning}
              onClick={() => choose(risk, s)}
              className={`rounded-lg border px-1 py-2 text-sm font-bold tabular-nums ${segments === s ? 'border-accent bg-accent/20' : 'border-line'}`}
              data-testid={`wheel-segments-${s}`}
            >
              {s}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="overflow-x-auto">
        <table className="w-full text-sm tabular-nums" data-testid="wheel-table">
          <caption className="mb-1 text-left text-sm">
            {labels.payoutTable} · {labels.rtp}{' '}
            <span data-testid="wheel-rtp">{(wheelRtp(risk, segments) * 100).toFixed(2)}%</span>
          </caption>
          <thead>
            <tr className="text-left text-xs text-muted">
              <th scope="col" className="py-1 font-normal">
                {labels.multiplier}
              </th>
              <th scope="col" className="py-1 text-right font-normal">
                {labels.segments}
              </th>
              <th scope="col" className="py-1 text-right font-normal">
                {labels.chance}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([m, count]) => (
              <tr
                key={m}
                className={`border-t border-line ${
                  shown && !spinning && shown.multiplier === m ? `bg-elevated font-bold ${m > 0 ? 'text-win' : ''}` : ''
                }`}
                data-state={shown && !spinning && shown.multiplier === m ? 'landed' : undefined}
                data-testid="wheel-row"
              >
                <td className="py-1">
                  <span className="inline-flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className="inline-block h-3 w-3 rounded-sm"
                      style={{ background: wheelColour(m) }}
                    />
                    ×{m}
                  </span>
                </td>
                <td className="py-1 text-right">
                  {count}/{segments}
                </td>
                <td className="py-1 text-right text-muted">{((count / segments) * 100).toFixed(2)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <StakeField id={`${id}-a`} label={labels.amount} value={amount} onChange={setAmount} testId="wheel-amount" />
        <button
          type="button"
          onClick={() => void play()}
          disabled={g.busy || auto || spinning || !g.canPlay}
          className="rounded-lg bg-accent-fill px-6 py-2 font-bold text-white disabled:opacity-50"
          data-testid="wheel-bet"
          aria-keyshortcuts="Space"
        >
          {labels.spin}
        </button>
        {!g.canPlay ? <span className="text-sm text-muted">{labels.loginToPlay}</span> : null}
      </div>
      <p className="text-xs text-muted">{labels.hotkeys}</p>
      <AutobetPanel
        labels={autobet}
        baseStake={stakeMinor}
        placeBet={(stake) => play(stake)}
        disabled={g.busy || spinning || !g.canPlay}
        onRunningChange={setAuto}
      />
      <BetError game="wheel" error={g.error} />
      {history.length ? (
        <div className="flex flex-wrap items-center gap-1 text-xs">
          <span className="text-muted">{labels.history}:</span>
          <ol className="flex flex-wrap gap-1" aria-label={labels.history} data-testid="wheel-history">
            {history.map((m, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows at the front
                key={history.length - i}
                className="rounded-full px-2 py-0.5 font-bold tabular-nums"
                style={{ background: wheelColour(m), color: inkOn(m) }}
              >
                ×{m}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {last ? <FairLine fair={last.fair} serverSeed={last.server_seed} /> : null}
    </section>
  );
}
