'use client';
// The autobet controls under an instant game's screen (issue 11). The game owns the bet call;
// this panel owns the run: at most 100 bets, a loss limit the player must set, an optional
// win target, the stake rule after a win and after a loss. It stops on any failed bet.
import { useAtomValue } from 'jotai';
import { useId, useRef, useState } from 'react';
import { turboAtom } from '../../client/game-prefs';
import {
  AUTOBET_MAX_BETS,
  type AutobetPlan,
  type AutobetStop,
  afterBet,
  type PlanProblem,
  planProblem,
  startState,
  stopBefore,
} from '../../games/kit/autobet';

export interface AutobetLabels {
  title: string;
  bets: string;
  stopLoss: string;
  stopWin: string;
  onWin: string;
  onLoss: string;
  reset: string;
  increaseBy: string;
  start: string;
  stop: string;
  progress: string;
  stopped_count: string;
  stopped_loss: string;
  stopped_win: string;
  stopped_error: string;
  stopped_player: string;
  problem_stake: string;
  problem_bets: string;
  problem_stopLoss: string;
  problem_stopWin: string;
  problem_percent: string;
}

/** The pause after each autobet bet, so the screen and the strip show every result. */
const AUTOBET_PACE_MS = 250;
const toMinor = (major: string) => Math.round(Number(major.replace(',', '.')) * 100);
const field = 'rounded border border-line bg-bg p-2 text-sm';

function RuleInput({
  label,
  value,
  onChange,
  labels,
}: {
  label: string;
  value: { mode: 'reset' | 'increase'; percent: string };
  onChange: (v: { mode: 'reset' | 'increase'; percent: string }) => void;
  labels: AutobetLabels;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-1 text-sm">
      <legend>{label}</legend>
      <div className="flex items-center gap-2">
        <select
          aria-label={label}
          className={field}
          value={value.mode}
          onChange={(e) => onChange({ ...value, mode: e.target.value as 'reset' | 'increase' })}
        >
          <option value="reset">{labels.reset}</option>
          <option value="increase">{labels.increaseBy}</option>
        </select>
        {value.mode === 'increase' ? (
          <label htmlFor={id} className="flex items-center gap-1">
            <input
              id={id}
              inputMode="decimal"
              className={`${field} w-20`}
              value={value.percent}
              onChange={(e) => onChange({ ...value, percent: e.target.value })}
            />
            %
          </label>
        ) : null}
      </div>
    </fieldset>
  );
}

export function AutobetPanel({
  labels,
  baseStake,
  placeBet,
  disabled,
  onRunningChange,
  onStop,
}: {
  labels: AutobetLabels;
  /** The stake the game's own input holds, in minor units. */
  baseStake: number;
  /** Places one bet; null when it failed (the run stops). */
  placeBet: (stake: number) => Promise<{ stake: number; payout: number } | null>;
  disabled: boolean;
  onRunningChange?: (running: boolean) => void;
  /** The player pressed Stop (a game whose bet waits for a shared round cancels that wait). */
  onStop?: () => void;
}) {
  const id = useId();
  const [bets, setBets] = useState('10');
  const [stopLoss, setStopLoss] = useState('');
  const [stopWin, setStopWin] = useState('');
  const [onWin, setOnWin] = useState({ mode: 'reset' as 'reset' | 'increase', percent: '100' });
  const [onLoss, setOnLoss] = useState({ mode: 'reset' as 'reset' | 'increase', percent: '100' });
  const [running, setRunning] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [problem, setProblem] = useState<PlanProblem | null>(null);
  const cancel = useRef(false);
  const turbo = useAtomValue(turboAtom);
  // Read inside the running loop: a switch during a run takes effect from the next bet.
  const turboRef = useRef(turbo);
  turboRef.current = turbo;

  function plan(): AutobetPlan {
    return {
      baseStake,
      bets: Number(bets),
      stopLoss: stopLoss.trim() ? toMinor(stopLoss) : 0,
      stopWin: stopWin.trim() ? toMinor(stopWin) : null,
      onWin: { mode: onWin.mode, percent: Number(onWin.percent) },
      onLoss: { mode: onLoss.mode, percent: Number(onLoss.percent) },
    };
  }

  async function start() {
    const p = plan();
    const bad = planProblem(p);
    setProblem(bad);
    if (bad) return;
    cancel.current = false;
    setRunning(true);
    onRunningChange?.(true);
    let s = startState(p);
    let why: AutobetStop | 'error' | 'player' = 'count';
    try {
      for (;;) {
        if (cancel.current) {
          why = 'player';
          break;
        }
        const stop = stopBefore(p, s);
        if (stop) {
          why = stop;
          break;
        }
        const result = await placeBet(s.stake);
        if (!result) {
          // A bet that waited for its round and was called off by Stop is the player's stop.
          why = cancel.current ? 'player' : 'error';
          break;
        }
        s = afterBet(p, s, result);
        // A beat between bets so each result can be read (20 bets used to pass in 1.2 s); turbo skips it.
        if (!turboRef.current) await new Promise((r) => setTimeout(r, AUTOBET_PACE_MS));
        setStatus(
          labels.progress
            .replace('{{placed}}', String(s.placed))
            .replace('{{total}}', String(p.bets))
            .replace('{{net}}', `${s.net >= 0 ? '+' : ''}${(s.net / 100).toFixed(2)}`),
        );
      }
    } finally {
      setRunning(false);
      onRunningChange?.(false);
      setStatus((prev) => `${prev ? `${prev} · ` : ''}${labels[`stopped_${why}`]}`);
    }
  }

  return (
    <details className="rounded-xl border border-line p-3" data-testid="autobet">
      <summary className="cursor-pointer font-semibold">{labels.title}</summary>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        <label className="flex flex-col text-sm" htmlFor={`${id}-n`}>
          {labels.bets}
          <input
            id={`${id}-n`}
            type="number"
            min={1}
            max={AUTOBET_MAX_BETS}
            className={field}
            value={bets}
            onChange={(e) => setBets(e.target.value)}
            data-testid="autobet-bets"
          />
        </label>
        <label className="flex flex-col text-sm" htmlFor={`${id}-l`}>
          {labels.stopLoss}
          <input
            id={`${id}-l`}
            inputMode="decimal"
            required
            className={field}
            value={stopLoss}
            onChange={(e) => setStopLoss(e.target.value)}
            data-testid="autobet-stop-loss"
          />
        </label>
        <label className="flex flex-col text-sm" htmlFor={`${id}-w`}>
          {labels.stopWin}
          <input
            id={`${id}-w`}
            inputMode="decimal"
            className={field}
            value={stopWin}
            onChange={(e) => setStopWin(e.target.value)}
          />
        </label>
        <RuleInput label={labels.onWin} value={onWin} onChange={setOnWin} labels={labels} />
        <RuleInput label={labels.onLoss} value={onLoss} onChange={setOnLoss} labels={labels} />
        <div className="flex items-end">
          {running ? (
            <button
              type="button"
              className="w-full rounded-lg border border-line px-4 py-2 font-bold"
              onClick={() => {
                cancel.current = true;
                onStop?.();
              }}
              data-testid="autobet-stop"
            >
              {labels.stop}
            </button>
          ) : (
            <button
              type="button"
              className="w-full rounded-lg bg-accent-fill px-4 py-2 font-bold text-white disabled:opacity-50"
              disabled={disabled}
              onClick={() => void start()}
              data-testid="autobet-start"
            >
              {labels.start}
            </button>
          )}
        </div>
      </div>
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-lose" data-testid="autobet-problem">
          {labels[`problem_${problem}`]}
        </p>
      ) : null}
      {status ? (
        <p className="mt-2 text-sm text-muted" aria-live="polite" data-testid="autobet-status">
          {status}
        </p>
      ) : null}
    </details>
  );
}
