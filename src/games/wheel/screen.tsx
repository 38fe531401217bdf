'use client';
// The wheel screen: pick a risk and a number of segments, see that table's multipliers (coloured
// as on the wheel) with its exact RTP, spin. The wheel turns for under a second and stops with the
// server's segment under the pointer (useReveal: skippable, no turn under reduced motion, in turbo
// or autobet). Same flow as the other instant games: useInstantBet, autobet, fun mode, the fair line.
import { ChoiceGroup } from '../../components/games/choice-group';
import { GameScreen } from '../../components/games/game-screen';
import { useState } from 'react';
import type { BetResponse } from '../../contract/bets';
import type { AutobetLabels } from '../../components/games/autobet-panel';
import { InstantBar, InstantFoot, useInstantKeys, useInstantScreen } from '../../components/games/instant-kit';
import { ResultText, ScreenHead, type PlayLabels, type ScreenProps } from '../../components/games/screen-kit';
import { formatDecimal, formatTimes } from '../../site/format';
import { recentId, resultLine, timesText } from '../../components/games/result-line';
import {
  WHEEL_RISKS,
  WHEEL_SEGMENTS,
  WHEEL_TABLES,
  type WheelRisk,
  type WheelSegments,
  wheelMaxMultiplier,
  wheelRtp,
} from './math';

export interface WheelLabels extends PlayLabels {
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
export function landing(from: number, seg: number, n: number, turns: number): number {
  const target = -(seg + 0.5) * (360 / n);
  const delta = (((target - from) % 360) + 360) % 360;
  return from + turns * 360 + delta;
}

export function WheelScreen({
  labels,
  autobet,
  kit,
  firstStake,
  recentLabel,
}: ScreenProps<WheelLabels> & { autobet: AutobetLabels }) {
  const ui = useInstantScreen({ game: 'wheel', service: 'general', path: '/wheel/bets', kit, firstStake });
  const { g, auto, revealing: spinning, reveal, recent } = ui;
  const [risk, setRisk] = useState<WheelRisk>('medium');
  const [segments, setSegments] = useState<WheelSegments>(10);
  const [rotation, setRotation] = useState(0);
  // The landing shown (committed when the wheel stops) belongs to the table it was spun on: another
  // choice clears it.
  const [shown, setShown] = useState<BetResponse | null>(null);
  const top = wheelMaxMultiplier(risk, segments);

  const table = WHEEL_TABLES[risk][segments];
  const choose = (r: WheelRisk, s: WheelSegments) => {
    setRisk(r);
    setSegments(s);
    setShown(null);
    setRotation(0);
  };

  async function play(minor = ui.stakeMinor, instant = false) {
    const res = await ui.place({ amount: minor, risk, segments }, minor, top, instant);
    if (!res) return null;
    const segment = res.outcome.segment as number;
    const won = res.payout > 0;
    // The strip and the result learn the segment when the wheel shows it, not while it still turns.
    const commit = () => {
      g.settle();
      setShown(res);
      recent.add({ id: recentId(res), won, text: timesText(res.multiplier, kit.lang) });
    };
    const animates = reveal(SPIN_MS, commit, { instant, sound: won ? 'win' : 'lose' });
    setRotation((from) => landing(from, segment, segments, animates ? 3 : 0));
    return { stake: res.bet.amount, payout: res.payout };
  }

  useInstantKeys(ui, play);

  const segmentOf = (r: BetResponse) => r.outcome.segment as number;
  const line = shown ? resultLine(shown, labels, { currency: kit.currency, lang: kit.lang, fun: g.fun }) : null;
  // The distinct multipliers of the table, low to high, with how many segments carry each.
  const counts = new Map<number, number>();
  for (const m of table) counts.set(m, (counts.get(m) ?? 0) + 1);
  const rows = [...counts.entries()].sort((a, b) => a[0] - b[0]);
  const landed = shown && !spinning ? segmentOf(shown) : null;
  return (
    <GameScreen game="wheel" label="Wheel" hydrated={g.mounted} revealing={spinning}>
      <ScreenHead game="wheel" play={g} labels={labels} recent={recent.items} recentLabel={recentLabel} />
      <div ref={ui.stage.ref} className="relative mx-auto aspect-square w-full max-w-72 scroll-mt-20">
        <svg
          viewBox="-100 -100 200 200"
          className="h-full w-full"
          role="img"
          aria-label={`${labels.segments}: ${segments}`}
          data-testid="wheel-wheel"
          data-segment={shown ? segmentOf(shown) : ''}
          data-spinning={spinning ? 'true' : 'false'}
          style={{
            transform: `rotate(${rotation}deg)`,
            transition: spinning ? `transform ${SPIN_MS}ms cubic-bezier(0.15, 0.7, 0.2, 1)` : 'none',
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
          {shown && !spinning ? timesText(shown.multiplier, kit.lang) : spinning ? '…' : '×'}
        </div>
      </div>
      <ResultText testId="wheel-result" tone={line?.tone} nonce={shown && !spinning ? shown.fair.nonce : null}>
        {shown && line ? `${labels.segment} ${segmentOf(shown)} · ${line.text}` : null}
      </ResultText>
      <InstantBar screen={ui} labels={labels} multiplier={top} onPlay={() => void play()} disabled={spinning}>
        {labels.spin}
      </InstantBar>
      <ChoiceGroup
        legend={labels.risk}
        values={WHEEL_RISKS}
        value={risk}
        onChange={(r) => choose(r, segments)}
        name={(r) => labels[r]}
        disabled={g.busy || auto || spinning}
        grid="grid-cols-3 gap-2"
        buttonClass="px-2 py-2"
        testId="wheel-risk"
      />
      <ChoiceGroup
        legend={labels.segments}
        values={WHEEL_SEGMENTS}
        value={segments}
        onChange={(s) => choose(risk, s)}
        name={(s) => s}
        disabled={g.busy || auto || spinning}
        grid="grid-cols-5 gap-2"
        buttonClass="px-1 py-2 tabular-nums"
        testId="wheel-segments"
      />
      <div className="overflow-x-auto">
        <table className="w-full text-sm tabular-nums" data-testid="wheel-table">
          <caption className="mb-1 text-left text-sm">
            {labels.payoutTable} · {labels.rtp}{' '}
            <span data-testid="wheel-rtp">{formatDecimal(wheelRtp(risk, segments) * 100, kit.lang, 2, true)}%</span>
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
                  shown && !spinning && shown.multiplier === m
                    ? `bg-elevated font-bold ${m > 0 ? 'text-win' : 'text-lose'}`
                    : ''
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
                    {formatTimes(m, kit.lang)}
                  </span>
                </td>
                <td className="py-1 text-right">
                  {count}/{segments}
                </td>
                <td className="py-1 text-right text-muted">
                  {formatDecimal((count / segments) * 100, kit.lang, 2, true)}%
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <InstantFoot
        screen={ui}
        hotkeys={labels.hotkeys}
        autobet={autobet}
        play={play}
        blocked={spinning}
        bet={spinning ? null : g.last}
      />
    </GameScreen>
  );
}
