'use client';
// The Plinko screen: pick the rows (8–16) and a risk, see that table's buckets with their
// multipliers and its exact RTP, drop the ball. The ball falls peg by peg along the path the
// server's floats decided (under a second in all) and lands in its bucket (useReveal: skippable,
// not played under reduced motion, in turbo or autobet). Same flow as the other instant games:
// useInstantBet, autobet, fun mode, the fair line.
import { useEffect, useState } from 'react';
import type { AutobetLabels } from '../../components/games/autobet-panel';
import { ChoiceGroup } from '../../components/games/choice-group';
import { GameScreen } from '../../components/games/game-screen';
import { recentId, resultLine, timesText } from '../../components/games/result-line';
import { InstantBar, InstantFoot, useInstantKeys, useInstantScreen } from '../../components/games/instant-kit';
import { ResultText, ScreenHead, type PlayLabels, type ScreenProps } from '../../components/games/screen-kit';
import type { BetResponse } from '../../contract/bets';
import { formatDecimal } from '../../site/format';

import {
  PLINKO_RISKS,
  PLINKO_ROWS,
  PLINKO_TABLES,
  type PlinkoRisk,
  type PlinkoRows,
  plinkoChance,
  plinkoMaxMultiplier,
  plinkoRtp,
} from './math';

export interface PlinkoLabels extends PlayLabels {
  amount: string;
  rows: string;
  risk: string;
  low: string;
  medium: string;
  high: string;
  drop: string;
  bucket: string;
  board: string;
  chance: string;
  rtp: string;
  hotkeys: string;
}

/** The whole fall, ms: under a second whatever the rows (50 ms a row at 16). */
const DROP_MS = 850;

/** A bucket's colour: the higher the multiplier, the warmer (the outer buckets are red). */
export function bucketColour(m: number): string {
  if (m < 1) return '#3b82f6';
  if (m < 1.5) return '#06b6d4';
  if (m < 3) return '#22c55e';
  if (m < 10) return '#f5b942';
  if (m < 100) return '#f97316';
  return '#ef4444';
}

// Board geometry in SVG units: pegs GAP apart across, ROW_H apart down. Row i has i + 3 pegs; the
// ball that has gone right r times in its first i rows sits on peg r + 1 of row i, at
// x = (r − i / 2) × GAP from the centre, and after the last row drops into bucket r.
const GAP = 10;
const ROW_H = 9;
const TOP = 6;
const PEG_R = 1.3;
const BALL_R = 2.6;

/** The ball's spot after `step` rows of `path` (0 left, 1 right). */
export function ballAt(path: readonly number[], step: number): { x: number; y: number } {
  let rights = 0;
  for (let i = 0; i < step; i++) rights += path[i] ?? 0;
  return { x: (rights - step / 2) * GAP, y: TOP + step * ROW_H - BALL_R - PEG_R };
}

function Board({
  rows,
  path,
  ballKey,
  step,
  label,
  animating,
  stepMs,
}: {
  rows: number;
  path: readonly number[] | null;
  /** A new key per drop: the new ball is drawn afresh, never flown back up from the last one's bucket. */
  ballKey: string;
  step: number;
  label: string;
  animating: boolean;
  stepMs: number;
}) {
  const half = ((rows + 2) / 2) * GAP;
  const height = TOP + rows * ROW_H;
  const ball = path ? ballAt(path, step) : null;
  return (
    <svg
      viewBox={`${-half} 0 ${half * 2} ${height}`}
      className="h-auto w-full"
      role="img"
      aria-label={label}
      data-testid="plinko-board"
      data-rows={rows}
    >
      {Array.from({ length: rows }, (_, i) =>
        Array.from({ length: i + 3 }, (_, p) => (
          <circle
            // biome-ignore lint/suspicious/noArrayIndexKey: a peg's row and place are its identity
            key={`${i}-${p}`}
            cx={(p - (i + 2) / 2) * GAP}
            cy={TOP + i * ROW_H}
            r={PEG_R}
            fill="#c8d0e6"
            opacity={0.8}
          />
        )),
      )}
      {ball ? (
        <circle
          key={ballKey}
          r={BALL_R}
          cx={0}
          cy={0}
          fill="#f5b942"
          stroke="#ffffff"
          strokeWidth={0.6}
          data-testid="plinko-ball"
          data-step={step}
          className="motion-reduce:transition-none"
          style={{
            transform: `translate(${ball.x}px, ${ball.y}px)`,
            transition: animating ? `transform ${stepMs}ms cubic-bezier(0.5, 0, 0.9, 0.6)` : 'none',
          }}
        />
      ) : null}
    </svg>
  );
}

export function PlinkoScreen({
  labels,
  autobet,
  kit,
  firstStake,
  recentLabel,
}: ScreenProps<PlinkoLabels> & { autobet: AutobetLabels }) {
  const ui = useInstantScreen({ game: 'plinko', service: 'general', path: '/plinko/bets', kit, firstStake });
  const { g, auto, revealing: dropping, reveal, recent, animates } = ui;
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const [rows, setRows] = useState<PlinkoRows>(16);
  // The drop shown belongs to the board it fell on: another choice clears it.
  const [shown, setShown] = useState<BetResponse | null>(null);
  const [step, setStep] = useState(0);
  const top = plinkoMaxMultiplier(rows, risk);
  const table = PLINKO_TABLES[risk][rows];
  // The last row's move starts at rows × stepMs and ends with the reveal.
  const stepMs = Math.floor(DROP_MS / (rows + 1));

  const path = shown ? (shown.outcome.path as number[]) : null;
  const bucketOf = (r: BetResponse) => r.outcome.bucket as number;

  // While the drop plays, the ball moves one row a tick; its reveal's end (or a skip) rests it in its bucket.
  useEffect(() => {
    if (!dropping || !path) return;
    let s = 0;
    const timer = setInterval(() => {
      s += 1;
      setStep(Math.min(s, path.length));
      if (s >= path.length) clearInterval(timer);
    }, stepMs);
    return () => clearInterval(timer);
  }, [dropping, path, stepMs]);

  const choose = (r: PlinkoRisk, n: PlinkoRows) => {
    setRisk(r);
    setRows(n);
    setShown(null);
  };

  async function play(minor = ui.stakeMinor, instant = false) {
    const res = await ui.place({ amount: minor, rows, risk }, minor, top, instant);
    if (!res) return null;
    const won = res.payout > 0;
    const steps = (res.outcome.path as number[]).length;
    const commit = () => {
      setStep(steps);
      g.settle();
      recent.add({ id: recentId(res), won: res.payout >= res.bet.amount, text: timesText(res.multiplier, kit.lang) });
    };
    // A new ball starts at the top (or, without the animation, in its bucket) in the same render.
    setStep(animates(instant) ? 0 : steps);
    setShown(res);
    reveal(DROP_MS, commit, { instant, sound: won && res.multiplier >= 1 ? 'win' : 'lose' });
    return { stake: res.bet.amount, payout: res.payout };
  }

  useInstantKeys(ui, play);

  const line =
    shown && !dropping ? resultLine(shown, labels, { currency: kit.currency, lang: kit.lang, fun: g.fun }) : null;
  const landed = shown && !dropping ? bucketOf(shown) : null;
  const locked = g.busy || auto || dropping;
  return (
    <GameScreen game="plinko" label="Plinko" hydrated={g.mounted} revealing={dropping}>
      <ScreenHead game="plinko" play={g} labels={labels} recent={recent.items} recentLabel={recentLabel} />
      <div ref={ui.stage.ref} className="mx-auto w-full max-w-md scroll-mt-20">
        <Board
          rows={rows}
          path={path}
          ballKey={shown ? recentId(shown) : ''}
          step={step}
          label={labels.board}
          animating={dropping}
          stepMs={stepMs}
        />
        <ol
          className="grid gap-px"
          style={{ gridTemplateColumns: `repeat(${rows + 1}, minmax(0, 1fr))`, padding: `0 ${50 / (rows + 2)}%` }}
          data-testid="plinko-buckets"
        >
          {table.map((m, k) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a bucket's place is its identity
              key={k}
              title={`${labels.bucket} ${k} · ×${formatDecimal(m, kit.lang, 1)} · ${labels.chance} ${formatDecimal(plinkoChance(rows, k) * 100, kit.lang, 4)}%`}
              className={`rounded-sm py-1 text-center text-[9px] font-bold leading-none text-bg tabular-nums sm:text-[11px] ${
                landed === k ? 'ring-2 ring-white' : ''
              }`}
              style={{ background: bucketColour(m), opacity: landed === null || landed === k ? 1 : 0.55 }}
              data-testid={`plinko-bucket-${k}`}
              data-multiplier={m}
              data-state={landed === k ? 'landed' : undefined}
            >
              {formatDecimal(m, kit.lang, 1)}
            </li>
          ))}
        </ol>
      </div>
      <ResultText testId="plinko-result" tone={line?.tone} nonce={shown && line ? shown.fair.nonce : null}>
        {shown && line ? `${labels.bucket} ${bucketOf(shown)} · ${line.text}` : null}
      </ResultText>
      <InstantBar screen={ui} labels={labels} multiplier={top} onPlay={() => void play()} disabled={dropping}>
        {labels.drop}
      </InstantBar>
      <p className="text-xs text-muted">
        {labels.rtp}{' '}
        <span data-testid="plinko-rtp">{formatDecimal(plinkoRtp(rows, risk) * 100, kit.lang, 4, true)}%</span>
      </p>
      <ChoiceGroup
        legend={labels.risk}
        values={PLINKO_RISKS}
        value={risk}
        onChange={(r) => choose(r, rows)}
        name={(r) => labels[r]}
        disabled={locked}
        grid="grid-cols-3 gap-2"
        buttonClass="px-2 py-2"
        testId="plinko-risk"
      />
      <ChoiceGroup
        legend={labels.rows}
        values={PLINKO_ROWS}
        value={rows}
        onChange={(n) => choose(risk, n)}
        name={(n) => n}
        disabled={locked}
        grid="grid-cols-9 gap-1"
        buttonClass="py-2 tabular-nums"
        testId="plinko-rows"
      />
      <InstantFoot
        screen={ui}
        hotkeys={labels.hotkeys}
        autobet={autobet}
        play={play}
        blocked={dropping}
        bet={dropping ? null : g.last}
      />
    </GameScreen>
  );
}
