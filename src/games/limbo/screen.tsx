'use client';
// The Limbo screen: name a target multiplier, see its exact win chance, RTP and payout, bet. The
// result is one big number that grows into place for half a second (useReveal: skippable, not
// played under reduced motion, in turbo or autobet), green when it reached the target. Same flow
// as the other instant games: useInstantBet, autobet, fun mode, the fair line.
import { useState } from 'react';
import type { AutobetLabels } from '../../components/games/autobet-panel';
import { GameScreen } from '../../components/games/game-screen';
import { recentId, resultLine } from '../../components/games/result-line';
import { InstantBar, InstantFoot, useInstantKeys, useInstantScreen } from '../../components/games/instant-kit';
import { ResultText, ScreenHead, type PlayLabels, type ScreenProps } from '../../components/games/screen-kit';
import type { Lang } from '../../contract/common';
import type { BetResponse } from '../../contract/bets';
import { formatDecimal, formatMoney, formatTimes } from '../../site/format';
import { hundredths, LIMBO_MAX_TARGET, LIMBO_MIN_TARGET, limboChance, limboRtp } from './math';

export interface LimboLabels extends PlayLabels {
  amount: string;
  target: string;
  targetInvalid: string;
  chance: string;
  payoutOnWin: string;
  rtp: string;
  result: string;
  bet: string;
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
}: ScreenProps<LimboLabels> & { autobet: AutobetLabels }) {
  const ui = useInstantScreen({ game: 'limbo', service: 'general', path: '/limbo/bets', kit, firstStake });
  const { g, id, auto, revealing, reveal, recent } = ui;
  const [targetText, setTargetText] = useState('2.00');
  const [shown, setShown] = useState<BetResponse | null>(null);
  const target = parseTarget(targetText);

  async function play(minor = ui.stakeMinor, instant = false) {
    if (target === null) {
      if (instant) g.setError(labels.targetInvalid);
      return null;
    }
    const res = await ui.place({ amount: minor, target }, minor, target, instant);
    if (!res) return null;
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

  useInstantKeys(ui, play);

  const result = shown ? (shown.outcome.result as number) : null;
  const won = shown ? shown.payout > 0 : false;
  const line = shown ? resultLine(shown, labels, { currency: kit.currency, lang: kit.lang, fun: g.fun }) : null;
  const payoutOnWin =
    target !== null && Number.isFinite(ui.stakeMinor) && ui.stakeMinor > 0
      ? formatMoney(Math.floor(ui.stakeMinor * target), kit.currency, kit.lang)
      : '—';
  const locked = g.busy || auto || revealing;
  return (
    <GameScreen game="limbo" label="Limbo" hydrated={g.mounted} revealing={revealing}>
      <ScreenHead game="limbo" play={g} labels={labels} recent={recent.items} recentLabel={recentLabel} />
      <div
        ref={ui.stage.ref}
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
      <InstantBar
        screen={ui}
        labels={labels}
        multiplier={target ?? 0}
        onPlay={() => void play()}
        disabled={revealing || target === null}
      >
        {labels.bet}
      </InstantBar>
      <InstantFoot
        screen={ui}
        hotkeys={labels.hotkeys}
        autobet={autobet}
        play={play}
        blocked={revealing || target === null}
        bet={revealing ? null : g.last}
      />
    </GameScreen>
  );
}
