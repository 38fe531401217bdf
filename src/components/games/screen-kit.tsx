'use client';
// The screen kit (issue 39): the pieces every in-house game screen is made of, laid out once for a
// phone and a laptop. A screen is, top to bottom:
//
//   <GameScreen>        the frame (game-screen.tsx)
//     <ScreenHead>      the fun switch with the demo balance, the strip of recent results
//     <Stage>           what the game shows (its wheel, coin, cards or board), kept on screen by useStageInView
//     <ResultText>      the result line ("Win ×1,98 · +0,98 ₽ · bet number 7"), under the stage
//     <BetBar>          stake, the game's few bet controls, the one play button, the log-in hint
//     …options          the game's own choices (target, risk, payout table, a betting board)
//     <ScreenFoot>      hot-key hint, autobet, the error, the fair line
//
// The bet bar comes right after the stage and is part of the flow, never sticky: a sticky bar
// covered the stage on phones (a grid's last rows, a multiplier), and a long betting board between
// the stage and the button hid the result while it landed. Screens differ only in
// their stage and options.
import type { ReactNode, RefObject } from 'react';
import { useCallback, useRef } from 'react';
import { useT } from '../../client/i18n';
import type { FairRef } from '../../contract/fair';
import { type AutobetLabels, AutobetPanel } from './autobet-panel';
import { BetError } from './bet-error';
import { FairLine } from './fair-line';
import { FunToggle } from './fun-toggle';
import { type RecentResult, RecentResults } from './recent-results';
import { StakeField } from './stake-field';
import type { StakeKit } from './stake-limits';

/** The texts every play screen shows (stage-kit's PLAY_KEYS): the fun switch and demo balance, the result, the log-in hint. */
export interface PlayLabels {
  fun: string;
  funBalance: string;
  win: string;
  lose: string;
  loginToPlay: string;
}

/**
 * What every game screen takes from its stage (stage-kit's PlayKit and its texts): the stake rules
 * in the player's currency, the stake field's first text (inside the limits), the strip's label.
 */
export interface ScreenProps<L> {
  labels: L;
  kit: StakeKit;
  firstStake: string;
  recentLabel: string;
}

/** The fun switch and the recent results, at the top of every screen. */
export function ScreenHead({
  game,
  play,
  labels,
  recent,
  recentLabel,
  locked,
}: {
  game: string;
  play: { fun: boolean; setFun: (fun: boolean) => void; funBalance: number };
  labels: { fun: string; funBalance: string };
  recent: RecentResult[];
  recentLabel: string;
  /** A round in progress keeps the mode. */
  locked?: boolean;
}) {
  return (
    <>
      <FunToggle
        game={game}
        fun={play.fun}
        onChange={play.setFun}
        disabled={locked}
        label={labels.fun}
        balanceLabel={labels.funBalance}
        balance={play.funBalance}
      />
      <RecentResults items={recent} label={recentLabel} game={game} />
    </>
  );
}

/** The game's "bet number" (nonce) as the result line and the fair line name it. */
export const useNonceLabel = () => useT()('gameKit.nonce');

/**
 * The result line under the stage: `children` (the line's text) and the bet's number, in the
 * line's colour; an empty line of the same height before the first result, so nothing jumps.
 */
export function ResultText({
  testId,
  tone,
  nonce,
  children,
  className = 'text-center',
  ...data
}: {
  testId: string;
  tone?: string | undefined;
  /** null: no result yet. */
  nonce: number | null;
  children?: ReactNode;
  className?: string;
} & { [k: `data-${string}`]: string | number | boolean | undefined }) {
  const nonceLabel = useNonceLabel();
  return (
    <p className={`min-h-5 text-sm ${className} ${tone ?? ''}`} aria-live="polite">
      {nonce !== null ? (
        <span data-testid={testId} data-nonce={nonce} {...data}>
          {children}{' '}
          <span className="text-muted">
            · {nonceLabel} {nonce}
          </span>
        </span>
      ) : null}
    </p>
  );
}

/** The stake field of a bet bar: `<game>-amount` for tests. */
export interface BarStake {
  id: string;
  game: string;
  label: string;
  amount: string;
  onAmount: (v: string) => void;
  kit: StakeKit;
  /** The best multiplier of the bet, for the payout cap's hint. */
  multiplier?: number | undefined;
  disabled?: boolean;
}

/**
 * The bet bar: the stake field (roulette's stake is its chips: none), then `children` (the game's
 * bet controls and its play button), and the log-in hint when the visitor can play neither for
 * money nor for fun.
 */
export function BetBar({
  stake,
  loginHint,
  children,
  className = 'items-end gap-3',
}: {
  stake?: BarStake;
  /** The log-in hint, or null when the visitor can play. */
  loginHint: string | null;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`bet-bar flex flex-wrap ${className}`}>
      {stake ? (
        <StakeField
          id={`${stake.id}-a`}
          label={stake.label}
          value={stake.amount}
          onChange={stake.onAmount}
          testId={`${stake.game}-amount`}
          width="w-28"
          kit={stake.kit}
          multiplier={stake.multiplier}
          disabled={stake.disabled}
        />
      ) : null}
      {children}
      {loginHint ? <span className="text-sm text-muted">{loginHint}</span> : null}
    </div>
  );
}

/** The end of every screen: the hot-key hint, autobet (instant games), the error and the fair line. */
export function ScreenFoot({
  game,
  hotkeys,
  autobet,
  error,
  fair,
}: {
  game: string;
  hotkeys?: ReactNode;
  autobet?: {
    labels: AutobetLabels;
    baseStake: number;
    placeBet: (stake: number) => Promise<{ stake: number; payout: number } | null>;
    disabled: boolean;
    onRunningChange: (running: boolean) => void;
  };
  error: string | null;
  fair?: { fair: FairRef; serverSeed?: string | null; serverSeedLabel?: string; testId?: string } | null;
}) {
  return (
    <>
      {hotkeys ? (
        <p className="hotkeys-hint text-xs text-muted" data-testid={`${game}-hotkeys`}>
          {hotkeys}
        </p>
      ) : null}
      {autobet ? <AutobetPanel {...autobet} /> : null}
      <BetError game={game} error={error} />
      {fair ? <FairLine {...fair} /> : null}
    </>
  );
}

/**
 * Keeps the stage on screen while a result lands: `show()` (called as a bet is placed) scrolls the
 * stage into view when any of it is outside the viewport, under the sticky header (its
 * `scroll-margin-top`), at once.
 */
export function useStageInView<T extends HTMLElement>(): { ref: RefObject<T | null>; show: () => void } {
  const ref = useRef<T>(null);
  const show = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const r = el.getBoundingClientRect();
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    const nav = document.querySelector('[data-testid="bottom-nav"]')?.getBoundingClientRect();
    const floor = nav && nav.height > 0 && nav.top < window.innerHeight ? nav.top : window.innerHeight;
    if (r.top >= header && r.bottom <= floor) return;
    // At once, not smoothly: a smooth scroll outlasted a short reveal, and the result landed while
    // the stage was still moving in (the phone sweep caught it at 1440×900).
    el.scrollIntoView({ block: 'start', behavior: 'auto' });
  }, []);
  return { ref, show };
}

/** A small secondary button of a bet bar or its options (auto-pick, clear, undo). */
export function ToolButton({
  onClick,
  disabled,
  testId,
  children,
}: {
  onClick: () => void;
  disabled: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="rounded-lg border border-line px-2.5 py-2 text-sm disabled:opacity-50"
      data-testid={testId}
    >
      {children}
    </button>
  );
}
