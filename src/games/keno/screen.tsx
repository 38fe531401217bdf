'use client';
// The keno screen: a 40-square grid, pick 1–10 (or auto-pick), a risk level, the payout table
// for the picked count with its exact RTP; the draw marks hits on the grid. Same flow as dice.
// The server's ten numbers are drawn one by one (under a second, skippable), hits in green and
// the other drawn numbers in red; on wide screens the controls sit beside the board.
import { GameScreen } from '../../components/games/game-screen';
import { BetButton } from '../../components/games/bet-button';
import { useEffect, useId, useRef, useState } from 'react';
import { useRoundInProgress } from '../../client/round-guard';
import { useRecentResults } from '../../components/games/recent-results';
import {
  BetBar,
  ResultText,
  ScreenFoot,
  ScreenHead,
  ToolButton,
  useStageInView,
  type PlayLabels,
  type ScreenProps,
} from '../../components/games/screen-kit';
import { formatDecimal } from '../../site/format';
import { resultLine, timesText } from '../../components/games/result-line';
import { stakeProblem, toMinor } from '../../components/games/stake-limits';
import { useReveal } from '../../components/games/use-reveal';
import { useSkipOnInput, useSpaceKey } from '../../components/games/use-space-key';
import type { AutobetLabels } from '../../components/games/autobet-panel';
import { useInstantBet } from '../../components/games/use-instant-bet';
import { KENO_RISKS, KENO_SQUARES, KENO_TABLES, type KenoRisk, kenoHitProbability, kenoRtp } from './math';

export interface KenoLabels extends PlayLabels {
  amount: string;
  risk: string;
  classic: string;
  low: string;
  medium: string;
  high: string;
  pick: string;
  autoPick: string;
  clear: string;
  bet: string;
  hits: string;
  chance: string;
  payoutTable: string;
  rtp: string;
  hotkeys: string;
}

const MAX_PICKS = 10;

/** `n` distinct squares 1–40 for auto-pick (a UI convenience only: it never decides an outcome). */
function randomPicks(n: number): number[] {
  const all = Array.from({ length: KENO_SQUARES }, (_, i) => i + 1);
  const out: number[] = [];
  const buf = new Uint32Array(n);
  crypto.getRandomValues(buf);
  for (let i = 0; i < n; i++) out.push(all.splice(buf[i]! % all.length, 1)[0]!);
  return out.sort((a, b) => a - b);
}

/** One drawn ball every STEP_MS; the last one settles for LAND_MS: 10 balls take 870 ms. */
const STEP_MS = 75;
const LAND_MS = 120;

interface Draw {
  drawn: number[];
  hits: number[];
}

export function KenoScreen({
  labels,
  autobet,
  kit,
  firstStake,
  recentLabel,
}: ScreenProps<KenoLabels> & { autobet: AutobetLabels }) {
  const g = useInstantBet('keno');
  const id = useId();
  const [picks, setPicks] = useState<number[]>([]);
  const [risk, setRisk] = useState<KenoRisk>('classic');
  const [amount, setAmount] = useState(firstStake);
  const [auto, setAuto] = useState(false);
  // Read when a bet settles: autobet shows every result at once, without the draw.
  const autoRef = useRef(false);
  const { revealing, reveal, skip } = useReveal();
  const recent = useRecentResults('keno');
  const stage = useStageInView<HTMLFieldSetElement>();
  useRoundInProgress(revealing);
  useSkipOnInput(revealing, skip);
  const stakeMinor = toMinor(amount);
  const table = picks.length ? KENO_TABLES[risk][picks.length]! : [];
  // The table's top: the stake the payout cap allows is bounded at it.
  const best = table.length ? Math.max(...table) : 0;

  // The draw shown belongs to the picks it was made for; a new pick clears the marks.
  const [shown, setShown] = useState<Draw | null>(null);
  // The draw being revealed and how many of its balls are out.
  const [drawing, setDrawing] = useState<Draw | null>(null);
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (!revealing || !drawing) return;
    const t = setInterval(() => setStep((n) => n + 1), STEP_MS);
    return () => clearInterval(t);
  }, [revealing, drawing]);

  const toggle = (n: number) => {
    setShown(null);
    setPicks((p) => (p.includes(n) ? p.filter((x) => x !== n) : p.length < MAX_PICKS ? [...p, n] : p));
  };

  async function play(minor = stakeMinor) {
    if (revealing) skip();
    if (picks.length === 0) {
      g.setError(labels.pick);
      return null;
    }
    // The field shows why; autobet stops.
    if (stakeProblem(kit, minor, best)) return null;
    const res = await g.play({ amount: minor, risk, numbers: picks }, minor);
    if (!res) return null;
    if (!autoRef.current) stage.show();
    const out: Draw = { drawn: res.outcome.drawn as number[], hits: res.outcome.hits as number[] };
    setShown(null);
    const animated = reveal(
      out.drawn.length * STEP_MS + LAND_MS,
      () => {
        g.settle();
        setDrawing(null);
        setShown(out);
        recent.add({
          id: res.bet.id === null ? `fun-${res.fair.nonce}-${res.bet.created_at}` : String(res.bet.id),
          won: res.payout > 0,
          text: timesText(res.multiplier, kit.lang),
        });
      },
      { instant: autoRef.current, sound: res.payout > 0 ? 'win' : 'lose' },
    );
    if (animated) {
      setStep(1);
      setDrawing(out);
    }
    return { stake: res.bet.amount, payout: res.payout };
  }

  // Space bets from anywhere on the page (or ends a draw in progress).
  useSpaceKey(() => {
    if (revealing) skip();
    else if (!g.busy && !auto && g.canPlay && picks.length) void play();
  }, g.mounted);

  const last = g.last;
  // What the board marks now: the balls out so far while drawing, else the settled draw.
  const out = drawing ? drawing.drawn.slice(0, step) : (shown?.drawn ?? []);
  const line = last && shown && !drawing ? resultLine(last, labels, { ...kit, fun: g.fun }) : null;
  return (
    <GameScreen
      game="keno"
      label="Keno"
      hydrated={g.mounted}
      revealing={revealing}
      // Wide screens: the board on the left, the bet controls beside it (in view at 1440x900).
      className="lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(15rem,17rem)] lg:grid-rows-[auto_auto_auto_auto_auto_1fr] lg:items-start lg:gap-x-4"
    >
      <div className="flex flex-col gap-4 lg:col-span-2">
        <ScreenHead game="keno" play={g} labels={labels} recent={recent.items} recentLabel={recentLabel} />
      </div>
      <fieldset ref={stage.ref} className="min-w-0 scroll-mt-20 lg:col-start-1 lg:row-span-4 lg:row-start-3">
        <legend className="mb-1 text-sm text-muted">{labels.pick}</legend>
        <div className="grid grid-cols-8 gap-1 sm:gap-2" data-testid="keno-grid">
          {Array.from({ length: KENO_SQUARES }, (_, i) => i + 1).map((n) => {
            const picked = picks.includes(n);
            const drawn = out.includes(n);
            const hit = picked && drawn;
            return (
              <button
                key={n}
                type="button"
                aria-pressed={picked}
                onClick={() => toggle(n)}
                disabled={g.busy || auto || revealing}
                className={`aspect-square min-h-9 rounded-md border text-sm font-bold tabular-nums motion-safe:transition-colors ${
                  hit
                    ? 'border-win bg-win text-bg'
                    : picked
                      ? 'border-accent bg-accent/30'
                      : drawn
                        ? 'border-lose bg-lose/15 text-lose'
                        : 'border-line bg-bg'
                }`}
                data-testid={`keno-n-${n}`}
                data-state={hit ? 'hit' : drawn ? 'drawn' : picked ? 'picked' : ''}
              >
                {n}
              </button>
            );
          })}
        </div>
        {/* The balls in the order drawn: hits green, the rest red. */}
        <ol
          className="mt-2 flex min-h-8 flex-wrap gap-1"
          aria-hidden={drawing ? 'true' : undefined}
          data-testid="keno-balls"
        >
          {out.map((n) => (
            <li
              key={n}
              className={`flex h-8 w-8 items-center justify-center rounded-full text-xs font-bold tabular-nums ${
                picks.includes(n) ? 'bg-win text-bg' : 'bg-lose/20 text-lose'
              }`}
              data-hit={picks.includes(n) ? 'true' : 'false'}
            >
              {n}
            </li>
          ))}
        </ol>
      </fieldset>
      <div className="lg:col-start-2 lg:row-start-5">
        <ResultText
          testId="keno-result"
          tone={line?.tone}
          nonce={last && line ? last.fair.nonce : null}
          data-payout={last?.payout}
        >
          {shown && line ? `${labels.hits}: ${shown.hits.length} · ${line.text}` : null}
        </ResultText>
      </div>
      <BetBar
        stake={{
          id: id,
          game: 'keno',
          label: labels.amount,
          amount: amount,
          onAmount: setAmount,
          kit: kit,
          multiplier: best,
        }}
        loginHint={g.canPlay ? null : labels.loginToPlay}
        className="items-end gap-3 lg:col-start-2 lg:row-start-4"
      >
        <BetButton
          onClick={() => void play()}
          disabled={g.busy || auto || !g.canPlay || picks.length === 0 || stakeProblem(kit, stakeMinor, best) !== null}
          testId="keno-bet"
        >
          {labels.bet}
        </BetButton>
      </BetBar>
      <div className="flex flex-wrap items-end gap-2 lg:col-start-2 lg:row-start-3">
        <ToolButton
          onClick={() => {
            setShown(null);
            setPicks(randomPicks(picks.length || MAX_PICKS));
          }}
          disabled={g.busy || auto || revealing}
          testId="keno-autopick"
        >
          {labels.autoPick}
        </ToolButton>
        <ToolButton
          onClick={() => {
            setShown(null);
            setPicks([]);
          }}
          disabled={g.busy || auto || revealing}
          testId="keno-clear"
        >
          {labels.clear}
        </ToolButton>
        <label className="flex flex-col text-sm" htmlFor={`${id}-r`}>
          {labels.risk}
          <select
            id={`${id}-r`}
            value={risk}
            onChange={(e) => {
              setShown(null);
              setRisk(e.target.value as KenoRisk);
            }}
            className="rounded border border-line bg-bg p-2"
            data-testid="keno-risk"
          >
            {KENO_RISKS.map((r) => (
              <option key={r} value={r}>
                {labels[r]}
              </option>
            ))}
          </select>
        </label>
        <span className="text-sm text-muted" data-testid="keno-picked">
          {picks.length}/{MAX_PICKS}
        </span>
      </div>
      <p className="hotkeys-hint text-xs text-muted lg:col-start-2 lg:row-start-6" data-testid="keno-hotkeys">
        {labels.hotkeys}
      </p>
      {picks.length ? (
        <div className="min-w-0 max-w-full overflow-x-auto lg:col-span-2">
          <table className="w-full text-center text-xs tabular-nums" data-testid="keno-table">
            <caption className="text-left text-sm">
              {labels.payoutTable} · {labels.rtp} {formatDecimal(kenoRtp(risk, picks.length) * 100, kit.lang, 2, true)}%
            </caption>
            <tbody>
              <tr>
                <th scope="row" className="text-left font-normal text-muted">
                  {labels.hits}
                </th>
                {table.map((_, h) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the column is the hit count
                  <td key={h}>{h}</td>
                ))}
              </tr>
              <tr>
                <th scope="row" className="text-left font-normal text-muted">
                  ×
                </th>
                {table.map((m, h) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: the column is the hit count
                    key={h}
                    className={shown && shown.hits.length === h ? 'font-bold text-win' : 'font-bold'}
                  >
                    {formatDecimal(m, kit.lang)}
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row" className="text-left font-normal text-muted">
                  {labels.chance}
                </th>
                {table.map((_, h) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the column is the hit count
                  <td key={h} className="text-muted">
                    {formatDecimal(kenoHitProbability(picks.length, h) * 100, kit.lang, 2, true)}%
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      ) : null}
      <div className="flex flex-col gap-4 empty:hidden lg:col-span-2">
        <ScreenFoot
          game="keno"
          autobet={{
            labels: autobet,
            baseStake: stakeMinor,
            placeBet: (stake) => play(stake),
            disabled: g.busy || !g.canPlay || picks.length === 0,
            onRunningChange: (running) => {
              autoRef.current = running;
              setAuto(running);
            },
          }}
          error={g.error}
          fair={last ? { fair: last.fair, serverSeed: last.server_seed } : null}
        />
      </div>
    </GameScreen>
  );
}
