'use client';
// The Limbo screen: name a target multiplier, see its exact win chance, RTP and payout, bet. The
// result is one big number that grows into place for half a second (useReveal: skippable, not
// played under reduced motion, in turbo or autobet), green when it reached the target. Same flow
// as the other instant games: useInstantBet, autobet, fun mode, the fair line.
import { useId, useState } from 'react';
import { useRoundInProgress } from '../../client/round-guard';
import type { AutobetLabels } from '../../components/games/autobet-panel';
import { BetButton } from '../../components/games/bet-button';
import { GameScreen } from '../../components/games/game-screen';
import { useRecentResults } from '../../components/games/recent-results';
import { recentId, resultLine } from '../../components/games/result-line';
import { BetBar, ResultText, ScreenFoot, ScreenHead, useStageInView } from '../../components/games/screen-kit';
import { type StakeKit, stakeProblem, toMinor } from '../../components/games/stake-limits';
import { useInstantBet } from '../../components/games/use-instant-bet';
import { useReveal } from '../../components/games/use-reveal';
import { useSkipOnInput, useSpaceKey } from '../../components/games/use-space-key';
import type { Lang } from '../../contract/common';
import type { BetResponse } from '../../contract/bets';
import { formatDecimal, formatMoney, formatTimes } from '../../site/format';
import { hundredths, LIMBO_MAX_TARGET, LIMBO_MIN_TARGET, limboChance, limboRtp } from './math';

export interface LimboLabels {
  amount: string;
  target: string;
  targetInvalid: string;
  chance: string;
  payoutOnWin: string;
  rtp: string;
  result: string;
  bet: string;
  fun: string;
  funBalance: string;
  win: string;
  lose: string;
  loginToPlay: string;
  hotkeys: string;
}

/** How long the result grows into place, ms (under a second, as for every instant game). */
const REVEAL_MS = 500;
const QUICK_TARGETS = [1.5, 2, 3, 10, 100] as const;

/** The target typed ("2", "2,5", "1 000"), or null unless it is 1.01 … 1,000,000 in hundredths. */
export function parseTarget(text: string): number | null {
  const s = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null;
  const t = hundredths(Number(s));
  return t >= hundredths(LIMBO_MIN_TARGET) && t <= hundredths(LIMBO_MAX_TARGET) ? t / 100 : null;
}

/** A chance in percent with enough digits to be exact to what the player reads (0.0000099 % at the top). */
function percent(p: number, lang: Lang): string {
  const pct = p * 100;
  const digits = pct >= 1 ? 4 : Math.min(10, 2 - Math.floor(Math.log10(pct)) + 2);
  return `${formatDecimal(pct, lang, digits, true)}%`;
}

export function LimboScreen({
  labels,
  autobet,
  kit,
  firstStake,
  recentLabel,
}: {
  labels: LimboLabels;
  autobet: AutobetLabels;
  kit: StakeKit;
  firstStake: string;
  recentLabel: string;
}) {
  const g = useInstantBet('general', '/limbo/bets');
  const id = useId();
  const [amount, setAmount] = useState(firstStake);
  const [targetText, setTargetText] = useState('2.00');
  const [auto, setAuto] = useState(false);
  const [shown, setShown] = useState<BetResponse | null>(null);
  const { revealing, reveal, skip } = useReveal();
  const recent = useRecentResults('limbo');
  const stage = useStageInView<HTMLDivElement>();
  const target = parseTarget(targetText);
  const stakeMinor = toMinor(amount);
  useRoundInProgress(g.busy || auto || revealing);

  async function play(minor = stakeMinor, instant = false) {
    if (target === null) {
      if (instant) g.setError(labels.targetInvalid);
      return null;
    }
    const problem = stakeProblem(kit, minor, target);
    if (problem) {
      if (instant) g.setError(problem);
      return null;
    }
    const res = await g.play({ amount: minor, target }, minor);
    if (!res) return null;
    if (!instant) stage.show();
    const won = res.payout > 0;
    const commit = () => {
      g.settle();
      recent.add({ id: recentId(res), won, text: formatTimes(res.outcome.result as number, kit.lang, true) });
    };
    // The number is shown at once, small, and grows while it is revealed; the line and the strip wait.
    setShown(res);
    reveal(REVEAL_MS, commit, { instant, sound: won ? 'win' : 'lose' });
    return { stake: res.bet.amount, payout: res.payout };
  }

  useSpaceKey(() => {
    if (revealing) skip();
    else if (!g.busy && !auto && g.canPlay) void play();
  }, g.mounted);
  useSkipOnInput(revealing, skip);

  const result = shown ? (shown.outcome.result as number) : null;
  const won = shown ? shown.payout > 0 : false;
  const line = shown ? resultLine(shown, labels, { currency: kit.currency, lang: kit.lang, fun: g.fun }) : null;
  const payoutOnWin =
    target !== null && Number.isFinite(stakeMinor) && stakeMinor > 0
      ? formatMoney(Math.floor(stakeMinor * target), kit.currency, kit.lang)
      : '—';
  const locked = g.busy || auto || revealing;
  return (
    <GameScreen game="limbo" label="Limbo" hydrated={g.mounted} revealing={revealing}>
      <ScreenHead game="limbo" play={g} labels={labels} recent={recent.items} recentLabel={recentLabel} />
      <div
        ref={stage.ref}
        className="flex min-h-40 scroll-mt-20 flex-col items-center justify-center rounded-xl bg-bg p-4"
      >
        <span className="text-xs text-muted">{labels.result}</span>
        <output
          aria-live="polite"
          data-testid="limbo-result"
          data-result={result ?? ''}
          data-state={shown && !revealing ? (won ? 'won' : 'lost') : undefined}
          className={`block text-5xl font-bold tabular-nums transition-transform duration-500 ease-out motion-reduce:transition-none sm:text-6xl ${
            shown && !revealing ? (won ? 'text-win' : 'text-lose') : 'text-text'
          } ${revealing ? 'scale-50' : 'scale-100'}`}
        >
          {result !== null ? formatTimes(result, kit.lang, true) : '×—'}
        </output>
        {shown && typeof shown.bet.params.target === 'number' ? (
          <span className="mt-1 text-xs text-muted tabular-nums" data-testid="limbo-shown-target">
            {labels.target} {formatTimes(shown.bet.params.target, kit.lang, true)}
          </span>
        ) : null}
      </div>
      <ResultText testId="limbo-line" tone={line?.tone} nonce={shown && !revealing ? shown.fair.nonce : null}>
        {shown && line && !revealing ? line.text : null}
      </ResultText>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-t`} className="text-sm text-muted">
          {labels.target}
        </label>
        <input
          id={`${id}-t`}
          inputMode="decimal"
          autoComplete="off"
          value={targetText}
          onChange={(e) => setTargetText(e.target.value)}
          onBlur={() => target !== null && setTargetText(target.toFixed(2))}
          disabled={locked}
          aria-invalid={target === null ? true : undefined}
          aria-describedby={target === null ? `${id}-tp` : undefined}
          className={`w-40 rounded border bg-bg p-2 tabular-nums ${target === null ? 'border-lose' : 'border-line'}`}
          data-testid="limbo-target"
        />
        {target === null ? (
          <p id={`${id}-tp`} className="text-xs text-lose" data-testid="limbo-target-problem">
            {labels.targetInvalid}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {QUICK_TARGETS.map((q) => (
            <button
              key={q}
              type="button"
              disabled={locked}
              onClick={() => setTargetText(q.toFixed(2))}
              aria-pressed={target === q}
              className={`rounded border px-2 py-1 text-xs tabular-nums ${target === q ? 'border-accent bg-accent/20' : 'border-line text-muted'}`}
              data-testid={`limbo-quick-${q}`}
            >
              {formatTimes(q, kit.lang, true)}
            </button>
          ))}
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm tabular-nums">
        <div>
          <dt className="text-xs text-muted">{labels.chance}</dt>
          <dd data-testid="limbo-chance">{target !== null ? percent(limboChance(target), kit.lang) : '—'}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{labels.payoutOnWin}</dt>
          <dd data-testid="limbo-payout">{payoutOnWin}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{labels.rtp}</dt>
          <dd data-testid="limbo-rtp">{target !== null ? percent(limboRtp(target), kit.lang) : '—'}</dd>
        </div>
      </dl>
      <BetBar
        stake={{
          id,
          game: 'limbo',
          label: labels.amount,
          amount,
          onAmount: setAmount,
          kit,
          multiplier: target ?? 0,
          disabled: g.busy || auto,
        }}
        loginHint={g.canPlay ? null : labels.loginToPlay}
      >
        <BetButton onClick={() => void play()} disabled={locked || !g.canPlay || target === null} testId="limbo-bet">
          {labels.bet}
        </BetButton>
      </BetBar>
      <ScreenFoot
        game="limbo"
        hotkeys={labels.hotkeys}
        autobet={{
          labels: autobet,
          baseStake: stakeMinor,
          placeBet: (stake) => play(stake, true),
          disabled: g.busy || revealing || !g.canPlay || target === null,
          onRunningChange: setAuto,
        }}
        error={g.error}
        fair={g.last && !revealing ? { fair: g.last.fair, serverSeed: g.last.server_seed } : null}
      />
    </GameScreen>
  );
}
