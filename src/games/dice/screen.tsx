'use client';
// The dice screen: slider and inputs in sync, chance and multiplier live, bets through the one
// HTTP client on the dice service; "for fun" plays the same engine on a demo balance kept here.
import { BetError } from '../../components/games/bet-error';
import { FunToggle } from '../../components/games/fun-toggle';
import { FairLine } from '../../components/games/fair-line';
import { useId, useState } from 'react';
import { ApiRequestError } from '../../client/api-error';
import { useRoundInProgress } from '../../client/round-guard';
import type { FairRotateResponse } from '../../contract/fair';
import { type AutobetLabels, AutobetPanel } from '../../components/games/autobet-panel';
import { DICE_MAX_CHANCE, DICE_MIN_CHANCE, type DiceCondition, diceChance, diceMultiplier } from './math';
import { gameRequest, money } from '../../components/games/play-client';
import { useInstantBet } from '../../components/games/use-instant-bet';
import { StakeField } from '../../components/games/stake-field';

export interface DiceLabels {
  amount: string;
  target: string;
  over: string;
  under: string;
  chance: string;
  multiplier: string;
  bet: string;
  fun: string;
  funBalance: string;
  roll: string;
  win: string;
  lose: string;
  loginToPlay: string;
  balance: string;
  rotate: string;
  revealed: string;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const round2 = (v: number) => Math.round(v * 100) / 100;

/** Target bounds so the chance stays within 0.01–98 %. */
function bounds(condition: DiceCondition): [number, number] {
  return condition === 'over' ? [100 - DICE_MAX_CHANCE, 100 - DICE_MIN_CHANCE] : [DICE_MIN_CHANCE, DICE_MAX_CHANCE];
}

export function DiceScreen({
  labels,
  autobet,
  hotkeys,
}: {
  labels: DiceLabels;
  autobet: AutobetLabels;
  /** The page's announcement of the keyboard shortcuts. */
  hotkeys: string;
}) {
  const {
    mounted,
    loggedIn,
    fun,
    setFun,
    canPlay,
    funBalance,
    last,
    error,
    setError,
    busy,
    play: placeBet,
  } = useInstantBet('dice');
  const id = useId();
  const [condition, setCondition] = useState<DiceCondition>('over');
  const [target, setTarget] = useState(50);
  const [amount, setAmount] = useState('1.00');
  const [revealed, setRevealed] = useState<FairRotateResponse | null>(null);
  const [auto, setAuto] = useState(false);
  // A new build or worker waits for the round to end before reloading the page.
  useRoundInProgress(busy || auto);

  async function rotateSeed() {
    try {
      setRevealed(
        await gameRequest('fairRotateResponseSchema', 'POST', '/fair/rotate', { context: { service: 'general' } }),
      );
    } catch (e) {
      setError(e instanceof ApiRequestError ? e.message : String(e));
    }
  }

  const [lo, hi] = bounds(condition);
  const chance = diceChance(target, condition);
  const multiplier = diceMultiplier(chance);
  const setTargetSafe = (v: number) => setTarget(round2(clamp(Number.isFinite(v) ? v : lo, lo, hi)));
  const setChance = (c: number) => {
    const cc = round2(clamp(c, DICE_MIN_CHANCE, DICE_MAX_CHANCE));
    setTarget(condition === 'over' ? round2(100 - cc) : cc);
  };
  const flip = (c: DiceCondition) => {
    setCondition(c);
    setTarget((t) => round2(100 - t));
  };

  const stakeMinor = Math.round(Number(amount.replace(',', '.')) * 100);

  /** One bet at `minor` (the amount field's by default); the settled bet, or null when refused. */
  async function play(minor = stakeMinor): Promise<{ stake: number; payout: number } | null> {
    if (!(minor > 0)) {
      setError(labels.amount);
      return null;
    }
    const res = await placeBet({ amount: minor, target, condition }, minor);
    return res ? { stake: res.bet.amount, payout: res.payout } : null;
  }

  const won = last !== null && last.payout > 0;
  return (
    <section
      aria-label="Dice"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4"
      data-testid="dice-screen"
      // Tests (and scripts) wait for this before typing: input before hydration is overwritten.
      data-hydrated={mounted ? 'true' : undefined}
      onKeyDown={(e) => {
        if (e.key === ' ' && (e.target as HTMLElement).tagName !== 'INPUT' && !busy && !auto) {
          e.preventDefault();
          void play();
        }
      }}
    >
      <FunToggle
        game="dice"
        fun={fun}
        onChange={setFun}
        label={labels.fun}
        balanceLabel={labels.funBalance}
        balance={funBalance}
      />
      <div className="text-center text-5xl font-bold tabular-nums" aria-live="polite" data-testid="dice-roll">
        {last ? (last.outcome.roll as number).toFixed(2) : '—'}
      </div>
      {last ? (
        <p className={`text-center text-sm ${won ? 'text-win' : 'text-muted'}`} data-testid="dice-result">
          {won ? `${labels.win} ×${last.multiplier} (+${money(last.payout)})` : labels.lose} · nonce {last.fair.nonce}
        </p>
      ) : null}
      <input
        type="range"
        aria-label={labels.target}
        min={lo}
        max={hi}
        step={0.01}
        value={target}
        onChange={(e) => setTargetSafe(Number(e.target.value))}
        data-testid="dice-slider"
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <label className="flex flex-col text-sm" htmlFor={`${id}-t`}>
          {labels.target}
          <input
            id={`${id}-t`}
            type="number"
            step={0.01}
            min={lo}
            max={hi}
            value={target}
            onChange={(e) => setTargetSafe(Number(e.target.value))}
            className="rounded border border-line bg-bg p-2"
            data-testid="dice-target"
          />
        </label>
        <label className="flex flex-col text-sm" htmlFor={`${id}-c`}>
          {labels.chance} %
          <input
            id={`${id}-c`}
            type="number"
            step={0.01}
            min={DICE_MIN_CHANCE}
            max={DICE_MAX_CHANCE}
            value={chance}
            onChange={(e) => setChance(Number(e.target.value))}
            className="rounded border border-line bg-bg p-2"
            data-testid="dice-chance"
          />
        </label>
        <div className="flex flex-col text-sm">
          {labels.multiplier}
          <output className="p-2 font-bold" data-testid="dice-multiplier">
            ×{multiplier}
          </output>
        </div>
        <fieldset className="flex flex-col text-sm">
          <legend className="sr-only">{labels.target}</legend>
          <label>
            <input type="radio" name={`${id}-cond`} checked={condition === 'over'} onChange={() => flip('over')} />{' '}
            {labels.over}
          </label>
          <label>
            <input type="radio" name={`${id}-cond`} checked={condition === 'under'} onChange={() => flip('under')} />{' '}
            {labels.under}
          </label>
        </fieldset>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <StakeField
          id={`${id}-a`}
          label={labels.amount}
          value={amount}
          onChange={setAmount}
          testId="dice-amount"
          width=""
        />
        <button
          type="button"
          onClick={() => void play()}
          disabled={busy || auto || !canPlay}
          className="rounded-lg bg-accent-fill px-6 py-2 font-bold text-white disabled:opacity-50"
          data-testid="dice-bet"
          aria-keyshortcuts="Space"
        >
          {labels.bet}
        </button>
        {!canPlay ? <span className="text-sm text-muted">{labels.loginToPlay}</span> : null}
      </div>
      <p className="text-xs text-muted" data-testid="dice-hotkeys">
        {hotkeys}
      </p>
      <AutobetPanel
        labels={autobet}
        baseStake={stakeMinor}
        placeBet={(stake) => play(stake)}
        disabled={busy || !canPlay}
        onRunningChange={setAuto}
      />
      <BetError game="dice" error={error} />
      {loggedIn && !fun ? (
        <button
          type="button"
          onClick={() => void rotateSeed()}
          className="self-start text-sm underline"
          data-testid="dice-rotate"
        >
          {labels.rotate}
        </button>
      ) : null}
      {revealed ? (
        <dl
          className="grid grid-cols-[auto_1fr] gap-x-3 text-xs"
          data-testid="dice-revealed"
          aria-label={labels.revealed}
        >
          <dt>server_seed</dt>
          <dd className="break-all" data-testid="revealed-server-seed">
            {revealed.revealed.server_seed}
          </dd>
          <dt>client_seed</dt>
          <dd className="break-all" data-testid="revealed-client-seed">
            {revealed.revealed.client_seed}
          </dd>
          <dt>last nonce</dt>
          <dd data-testid="revealed-nonce">{revealed.revealed.last_nonce ?? '—'}</dd>
        </dl>
      ) : null}
      {last ? <FairLine fair={last.fair} serverSeed={last.server_seed} testId="dice-fair" /> : null}
    </section>
  );
}
