'use client';
// The instant games' part of the screen kit (issue 39): what a screen of one bet and one result
// (coinflip, dice, wheel, limbo, plinko) repeated word for word — its state (the stake as typed,
// autobet running, the reveal, the strip, the stage in view), placing a bet inside the stake
// rules, the space key, the bet bar with its play button and the foot with autobet and the fair
// line. A round game (miner, hilo) does not load it.
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { useRoundInProgress } from '../../client/round-guard';
import type { FairRef } from '../../contract/fair';
import type { ServiceName } from '../../games/kit/types';
import type { AutobetLabels } from './autobet-panel';
import { BetButton } from './bet-button';
import { useRecentResults } from './recent-results';
import { BetBar, ScreenFoot, useStageInView } from './screen-kit';
import { type StakeKit, stakeProblem, toMinor } from './stake-limits';
import { useInstantBet } from './use-instant-bet';
import { useReveal } from './use-reveal';
import { useSkipOnInput, useSpaceKey } from './use-space-key';

/**
 * An instant screen's state: the bet hook (`service` and `path` as useInstantBet takes them), the
 * stake as typed, autobet running, the reveal, the strip of recent results and the stage. While a
 * bet, autobet or a reveal runs, a new build waits to reload the page.
 */
export function useInstantScreen({
  game,
  service,
  path,
  kit,
  firstStake,
}: {
  game: string;
  service: ServiceName;
  path?: string;
  kit: StakeKit;
  firstStake: string;
}) {
  const g = useInstantBet(service, path);
  const id = useId();
  const [amount, setAmount] = useState(firstStake);
  const [auto, setAuto] = useState(false);
  const reveal = useReveal();
  const recent = useRecentResults(game);
  const stage = useStageInView<HTMLDivElement>();
  useRoundInProgress(g.busy || auto || reveal.revealing);
  const stakeMinor = toMinor(amount);

  /**
   * Places `body` at `minor` unless the stake rules refuse it (`best`: the bet's best multiplier,
   * for the payout cap); autobet's own bets (`instant`) say why under the screen, the field says
   * it for the player's. Brings the stage into view for the player's bets.
   */
  async function place(body: Record<string, unknown>, minor: number, best: number, instant: boolean) {
    const problem = stakeProblem(kit, minor, best);
    if (problem) {
      if (instant) g.setError(problem);
      return null;
    }
    const res = await g.play(body, minor);
    if (res && !instant) stage.show();
    return res;
  }

  return { g, game, kit, id, amount, setAmount, stakeMinor, auto, setAuto, ...reveal, recent, stage, place };
}

export type InstantScreen = ReturnType<typeof useInstantScreen>;

/** Space plays (or skips the result's reveal); any other key skips it too. */
export function useInstantKeys(s: InstantScreen, play: () => unknown) {
  useSpaceKey(() => {
    if (s.revealing) s.skip();
    else if (!s.g.busy && !s.auto && s.g.canPlay) void play();
  }, s.g.mounted);
  useSkipOnInput(s.revealing, s.skip);
}

/** The bet bar of an instant game: the stake field and its play button (`<game>-bet`). */
export function InstantBar({
  screen: s,
  labels,
  multiplier,
  onPlay,
  disabled,
  children,
}: {
  screen: InstantScreen;
  labels: { amount: string; loginToPlay: string };
  /** The bet's best multiplier, for the payout cap's hint. */
  multiplier: number;
  onPlay: () => void;
  /** The play button is off (besides a bet or autobet running and a visitor who cannot play). */
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <BetBar
      stake={{
        id: s.id,
        game: s.game,
        label: labels.amount,
        amount: s.amount,
        onAmount: s.setAmount,
        kit: s.kit,
        multiplier,
        disabled: s.g.busy || s.auto,
      }}
      loginHint={s.g.canPlay ? null : labels.loginToPlay}
    >
      <BetButton
        onClick={onPlay}
        disabled={s.g.busy || s.auto || !s.g.canPlay || (disabled ?? false)}
        testId={`${s.game}-bet`}
      >
        {children}
      </BetButton>
    </BetBar>
  );
}

/** The foot of an instant screen: the hot keys, autobet, the error and the fair line of `bet`. */
export function InstantFoot({
  screen: s,
  hotkeys,
  autobet,
  play,
  blocked,
  bet,
  fairTestId,
}: {
  screen: InstantScreen;
  hotkeys: ReactNode;
  autobet: AutobetLabels;
  /** One of autobet's bets at `stake`. */
  play: (stake: number, instant: true) => Promise<{ stake: number; payout: number } | null>;
  /** Autobet cannot start (besides a bet running and a visitor who cannot play). */
  blocked?: boolean;
  /** The bet whose fair line shows, or null. */
  bet: { fair: FairRef; server_seed?: string | null | undefined } | null | undefined;
  fairTestId?: string;
}) {
  return (
    <ScreenFoot
      game={s.game}
      hotkeys={hotkeys}
      autobet={{
        labels: autobet,
        baseStake: s.stakeMinor,
        placeBet: (stake) => play(stake, true),
        disabled: s.g.busy || !s.g.canPlay || (blocked ?? false),
        onRunningChange: s.setAuto,
      }}
      error={s.g.error}
      fair={bet ? { fair: bet.fair, serverSeed: bet.server_seed ?? null, testId: fairTestId } : null}
    />
  );
}
