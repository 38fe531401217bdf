'use client';
// The round games' part of the screen kit (issue 39): what a screen of one game of several steps
// (miner, hilo) repeated word for word — its state (the stake as typed, the round, the reveal, the
// strip), a game for fun's stake and seed, the space key, the bet bar with Start / Cash out and the
// foot with the round's fair line. An instant game does not load it.
import type { ReactNode } from 'react';
import { useId, useRef, useState } from 'react';
import { useRoundInProgress } from '../../client/round-guard';
import type { HttpContext } from '../../client/http-config';
import type { RoundResponse } from '../../contract/bets';
import type { FairRef } from '../../contract/fair';
import { hashServerSeed } from '../../games/kit/fair';
import { funServerSeed } from './play-client';
import { useRecentResults } from './recent-results';
import { resultLine, timesText } from './result-line';
import { BetButton } from './bet-button';
import { BetBar, type PlayLabels, ResultText, ScreenFoot, ScreenHead } from './screen-kit';
import { type StakeKit, toMinor } from './stake-limits';
import { useReveal } from './use-reveal';
import { useRound } from './use-round';
import { useSkipOnInput, useSpaceKey } from './use-space-key';

/** What the kit reads of a game of several steps. */
interface RoundGame {
  /** The bet id of a real game (the strip's key). */
  id?: number | undefined;
  status: 'open' | 'settled';
  amount: number;
  multiplier: number;
  payout: number;
  fair: { nonce: number };
  /** A game for fun's throwaway seed. */
  serverSeed?: string | undefined;
}

/**
 * A round screen's state: the round (useRound with `round`), the stake as typed, the reveal and
 * the strip. While a reveal runs a new build waits to reload the page; any key ends the reveal.
 */
export function useRoundScreen<G extends RoundGame>({
  game,
  kit,
  firstStake,
  round,
}: {
  game: string;
  kit: StakeKit;
  firstStake: string;
  round: {
    currentPath: string;
    context: HttpContext;
    fromServer: (r: RoundResponse) => G;
    onResume?: (r: RoundResponse) => void;
  };
}) {
  const id = useId();
  const [amount, setAmount] = useState(firstStake);
  const r = useRound<G>(round);
  const reveal = useReveal();
  const recent = useRecentResults(game);
  useRoundInProgress(reveal.revealing);
  useSkipOnInput(reveal.revealing, reveal.skip);
  const funIds = useRef(0);
  const stake = toMinor(amount);

  /** A settled game into the strip of recent results (a game for fun has no bet id: one of its own). */
  const addRecent = (g: G) =>
    recent.add({
      id: g.id ? String(g.id) : `fun-${Date.now()}-${funIds.current++}`,
      won: g.payout > 0,
      text: timesText(g.multiplier, kit.lang),
    });

  /**
   * Takes a game for fun's stake from the demo balance (refused with `tooLittle` above it) and
   * draws its throwaway server seed: the seed and the fair reference the game starts with.
   */
  const funStart = (tooLittle: string) => {
    if (stake > r.funBalance) throw new Error(tooLittle);
    const serverSeed = funServerSeed();
    r.setFunBalance((b) => b - stake);
    return { fair: { server_seed_hash: hashServerSeed(serverSeed), client_seed: 'fun', nonce: 0 }, serverSeed };
  };

  const open = r.game?.status === 'open';
  return { ...r, ...reveal, slug: game, kit, id, amount, setAmount, stake, recent, addRecent, funStart, open };
}

export type RoundScreen<G extends RoundGame> = ReturnType<typeof useRoundScreen<G>>;

/** Space starts a game from anywhere on the page (or ends a turn in progress). */
export function useRoundKeys<G extends RoundGame>(s: RoundScreen<G>, start: () => unknown) {
  useSpaceKey(() => {
    if (s.revealing) s.skip();
    else if (!s.open && !s.busy && s.canPlay) void start();
  }, s.mounted);
}

/**
 * The bet bar of a round game: the stake field (locked while a game is open), `children` (the
 * game's own choices) and Start / Cash out.
 */
export function RoundBar<G extends RoundGame>({
  screen: s,
  labels,
  multiplier,
  start,
  cashOut,
  children,
}: {
  screen: RoundScreen<G>;
  labels: { amount: string; loginToPlay: string };
  /** The game's best multiplier, for the payout cap's hint. */
  multiplier?: number;
  start: { text: string; onClick: () => void; disabled: boolean };
  cashOut: { text: string; onClick: () => void; disabled: boolean };
  children?: ReactNode;
}) {
  return (
    <BetBar
      stake={{
        id: s.id,
        game: s.slug,
        label: labels.amount,
        amount: s.amount,
        onAmount: s.setAmount,
        kit: s.kit,
        multiplier,
        disabled: s.open,
      }}
      loginHint={s.canPlay ? null : labels.loginToPlay}
    >
      {children}
      <RoundButton game={s.slug} open={s.open} start={start} cashOut={cashOut} />
    </BetBar>
  );
}

/** The foot of a round screen: the hot keys, the error and the round's fair line (`<game>-fair`). */
export function RoundFoot<G extends RoundGame & Parameters<typeof roundFair>[0]>({
  screen: s,
  labels,
}: {
  screen: RoundScreen<G>;
  labels: { hotkeys: string; serverSeed: string };
}) {
  return (
    <ScreenFoot
      game={s.slug}
      hotkeys={labels.hotkeys}
      error={s.error}
      fair={roundFair(s.game, labels.serverSeed, `${s.slug}-fair`)}
    />
  );
}

/** The head of a round screen: the fun switch (locked while a game is open) and the strip. */
export function RoundHead<G extends RoundGame>({
  screen: s,
  labels,
  recentLabel,
}: {
  screen: RoundScreen<G>;
  labels: PlayLabels;
  recentLabel: string;
}) {
  return (
    <ScreenHead
      game={s.slug}
      play={s}
      labels={labels}
      recent={s.recent.items}
      recentLabel={recentLabel}
      locked={s.open}
    />
  );
}

/** The result line of a round (`<game>-result`), once it is settled and its last turn shown. */
export function RoundResult<G extends RoundGame>({
  screen: s,
  labels,
}: {
  screen: RoundScreen<G>;
  labels: PlayLabels;
}) {
  const game = s.game;
  const line =
    game?.status === 'settled' && !s.revealing
      ? resultLine({ ...game, bet: { amount: game.amount } }, labels, { ...s.kit, fun: !!game.serverSeed })
      : null;
  return (
    <ResultText
      testId={`${s.slug}-result`}
      tone={line?.tone}
      nonce={game && line ? game.fair.nonce : null}
      data-won={line?.won}
      data-payout={game?.payout}
    >
      {line?.text}
    </ResultText>
  );
}

/**
 * The play button of a round game (one of steps): Start, or while a round is open Cash out with
 * what it pays now (`<game>-start`, `<game>-cashout`).
 */
export function RoundButton({
  game,
  open,
  start,
  cashOut,
}: {
  game: string;
  open: boolean;
  start: { text: string; onClick: () => void; disabled: boolean };
  cashOut: { text: string; onClick: () => void; disabled: boolean };
}) {
  return open ? (
    <BetButton onClick={cashOut.onClick} disabled={cashOut.disabled} testId={`${game}-cashout`} tone="cashout">
      {cashOut.text}
    </BetButton>
  ) : (
    <BetButton onClick={start.onClick} disabled={start.disabled} testId={`${game}-start`}>
      {start.text}
    </BetButton>
  );
}

/** A round's fair line: its seeds, and its server seed once the round is settled. */
export function roundFair(
  round: { fair: FairRef; status: string; serverSeed?: string | null | undefined } | null | undefined,
  serverSeedLabel: string,
  testId: string,
) {
  return round
    ? {
        fair: round.fair,
        serverSeed: round.status === 'settled' ? (round.serverSeed ?? null) : null,
        serverSeedLabel,
        testId,
      }
    : null;
}
