'use client';
// The hilo screen: the current card, higher / lower / same with their chances and multipliers, skip,
// cash out. A real game lives on the server (general service, /hilo/bets…) and resumes after a
// reload; a game for fun replays the same engine in the browser on a throwaway seed. Each new card
// turns over (a CSS 3D flip under a second, skippable) to the card the server already dealt.
import { GameScreen } from '../../components/games/game-screen';
import { useLayoutEffect, useRef, useState } from 'react';
import {
  RoundBar,
  RoundFoot,
  RoundHead,
  RoundResult,
  useRoundKeys,
  useRoundScreen,
} from '../../components/games/round-kit';
import type { PlayLabels, ScreenProps } from '../../components/games/screen-kit';
import { formatDecimal, formatTimes } from '../../site/format';
import { stakeProblem } from '../../components/games/stake-limits';
import type { RoundResponse } from '../../contract/bets';
import { payoutOf, roundMultiplier } from '../kit/fair';
import { emitCashBalance, gameRequest, money } from '../../components/games/play-client';
import { cardText, rankOf, redCard } from './cards';
import { HILO_GUESSES, type HiloGuess, hiloProbability, hiloReplay, hiloStepMultiplier } from './math';

export interface HiloLabels extends PlayLabels {
  amount: string;
  start: string;
  cashOut: string;
  current: string;
  higher: string;
  lower: string;
  same: string;
  skip: string;
  chance: string;
  history: string;
  serverSeed: string;
  /** The keyboard shortcuts, announced under the buttons. */
  hotkeys: string;
}

type Action = 'skip' | HiloGuess;
interface Game {
  /** The bet id of a real game (the strip's key). */
  id?: number;
  status: 'open' | 'settled';
  amount: number;
  actions: Action[];
  cards: number[];
  multiplier: number;
  payout: number;
  fair: { server_seed_hash: string; client_seed: string; nonce: number };
  serverSeed?: string;
}

const SERVICE = { service: 'general' } as const;

function fromServer(r: RoundResponse): Game {
  const s = r.bet.state as { actions?: Action[]; cards?: number[] };
  return {
    id: r.bet.id,
    status: r.bet.status,
    amount: r.bet.amount,
    actions: s.actions ?? [],
    cards: s.cards ?? [],
    multiplier: r.bet.multiplier,
    payout: r.bet.payout,
    fair: r.fair,
  };
}

/** The browser's twin of rounds.server.ts for a game played for fun. */
function funGame(g: Game, actions: Action[]): Game {
  const res = hiloReplay({ serverSeed: g.serverSeed!, clientSeed: g.fair.client_seed, nonce: g.fair.nonce }, actions);
  return {
    ...g,
    actions,
    cards: res.cards,
    multiplier: res.multiplier,
    payout: payoutOf(g.amount, res.multiplier),
    status: res.lost ? 'settled' : 'open',
  };
}

function Card({ card, big = false }: { card: number; big?: boolean }) {
  return (
    <span
      className={`inline-flex items-center justify-center rounded-lg border border-line bg-bg font-bold tabular-nums ${
        big ? 'h-28 w-20 text-3xl' : 'h-10 w-8 text-sm'
      } ${redCard(card) ? 'text-lose' : ''}`}
    >
      {cardText(card)}
    </span>
  );
}

const FLIP_MS = 450;

/**
 * The big card, face up on the server's card; while `turning` it flips over from its back
 * (rotateY 180° → 0°). The face is the final card from the first frame: only the turn travels.
 */
function TurningCard({ card, turning }: { card: number; turning: boolean }) {
  const inner = useRef<HTMLSpanElement>(null);
  // Before paint, so the face never flashes ahead of the turn.
  useLayoutEffect(() => {
    if (!turning || !inner.current?.animate) return;
    const a = inner.current.animate(
      [{ transform: 'rotateY(180deg)' }, { transform: 'rotateY(90deg)', offset: 0.45 }, { transform: 'rotateY(0deg)' }],
      { duration: FLIP_MS, easing: 'ease-out' },
    );
    return () => a.cancel();
  }, [turning]);
  return (
    <span className="inline-block h-28 w-20 [perspective:600px]">
      <span ref={inner} className="relative block h-full w-full [transform-style:preserve-3d]">
        <span className="absolute inset-0 [backface-visibility:hidden]">
          <Card card={card} big />
        </span>
        <span
          aria-hidden="true"
          className="absolute inset-0 rounded-lg border border-accent bg-accent/30 [backface-visibility:hidden] [transform:rotateY(180deg)]"
        />
      </span>
    </span>
  );
}

export function HiloScreen({ labels, kit, firstStake, recentLabel }: ScreenProps<HiloLabels>) {
  const ui = useRoundScreen<Game>({
    game: 'hilo',
    kit,
    firstStake,
    round: { currentPath: '/hilo/bets/current', context: SERVICE, fromServer },
  });
  const { game, setGame, serverGame, busy, guarded, revealing, reveal, skip, stake } = ui;
  // Narrows `game` where it is open (ui.open says the same).
  const open = game?.status === 'open';
  // The buttons stay live while a card turns: a press ends the turn (useSkipOnInput) and acts on
  // the game as the server left it, which the screen already holds.
  // The multiplier before the card being turned: the new one shows once the card is face up.
  const [held, setHeld] = useState<number | null>(null);

  const problem = stakeProblem(kit, stake, 0);
  // A cash-out needs a guess first: skips risk nothing (the server refuses it, issue 38).
  const guessed = game?.actions.some((a) => a !== 'skip') ?? false;

  /** Shows a game the server (or the fun engine) answered: the new card turns, then the result. */
  function show(next: Game, before: Game | null) {
    setGame(next);
    setHeld(before?.multiplier ?? 1);
    const settled = next.status === 'settled';
    reveal(
      FLIP_MS,
      () => {
        setHeld(null);
        if (settled) ui.addRecent(next);
      },
      settled ? { sound: next.payout > 0 ? 'win' : 'lose' } : {},
    );
  }
  /** A cash-out turns no card: the result shows at once. */
  function settleNow(next: Game) {
    setGame(next);
    ui.addRecent(next);
  }

  const start = () =>
    guarded(async () => {
      if (problem) return; // the field says why
      if (ui.fun) {
        const g: Game = {
          status: 'open',
          amount: stake,
          actions: [],
          cards: [],
          multiplier: 1,
          payout: stake,
          ...ui.funStart(labels.funBalance),
        };
        show(funGame(g, []), null);
        return;
      }
      const r = await gameRequest('roundResponseSchema', 'POST', '/hilo/bets', {
        json: { amount: stake },
        context: SERVICE,
      });
      show(serverGame(r), null);
      emitCashBalance(r.balance, ui.bonus);
    });

  const act = (guess: Action) =>
    guarded(async () => {
      if (!game || !open) return;
      if (game.serverSeed) {
        show(funGame(game, [...game.actions, guess]), game);
        return;
      }
      const r = await gameRequest('roundResponseSchema', 'POST', '/hilo/bets/current/guess', {
        json: { guess },
        context: SERVICE,
      });
      show(serverGame(r), game);
      emitCashBalance(r.balance, ui.bonus);
    });

  const cashOut = () =>
    guarded(async () => {
      if (!game || !open) return;
      if (game.serverSeed) {
        ui.setFunBalance((b) => b + game.payout);
        settleNow({ ...game, status: 'settled' });
        return;
      }
      const r = await gameRequest('roundResponseSchema', 'POST', '/hilo/bets/current/cashout', { context: SERVICE });
      settleNow(serverGame(r));
      emitCashBalance(r.balance, ui.bonus);
    });

  useRoundKeys(ui, start);

  const card = game?.cards.at(-1);
  const rank = card === undefined ? null : rankOf(card);
  const guessLabel: Record<HiloGuess, string> = { higher: labels.higher, lower: labels.lower, same: labels.same };

  return (
    <GameScreen
      game="hilo"
      label="Hilo"
      hydrated={ui.mounted}
      revealing={revealing}
      onKeyDown={(e) => {
        if ((e.target as HTMLElement).tagName === 'INPUT' || !open || busy) return;
        // A key with its own action ends the turn and acts (the state is already the server's).
        if (revealing) skip();
        if (e.key === 'c') {
          e.preventDefault();
          if (guessed) void cashOut();
          return;
        }
        const key = { ArrowUp: 'higher', ArrowDown: 'lower', s: 'skip' }[e.key] as Action | undefined;
        if (key) {
          e.preventDefault();
          void act(key);
        }
      }}
    >
      <RoundHead screen={ui} labels={labels} recentLabel={recentLabel} />
      <div className="flex flex-col items-center gap-2">
        <div aria-live="polite" data-testid="hilo-card" data-rank={rank ?? ''} data-card={card ?? ''}>
          {card === undefined ? (
            <span className="inline-flex h-28 w-20 items-center justify-center rounded-lg border border-dashed border-line text-3xl text-muted">
              ?
            </span>
          ) : (
            <TurningCard key={game?.cards.length} card={card} turning={revealing} />
          )}
        </div>
        <p className="text-sm">
          {labels.current}{' '}
          <output className="font-bold tabular-nums" data-testid="hilo-multiplier">
            {formatTimes(held ?? game?.multiplier ?? 1, kit.lang, true)}
          </output>
        </p>
      </div>
      {open && rank !== null ? (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {HILO_GUESSES.map((g) => {
            const step = hiloStepMultiplier(rank, g);
            const chance = hiloProbability(rank, g);
            return (
              <button
                key={g}
                type="button"
                onClick={() => void act(g)}
                disabled={busy || step === 0}
                aria-keyshortcuts={g === 'higher' ? 'ArrowUp' : g === 'lower' ? 'ArrowDown' : undefined}
                className="flex flex-col items-center rounded-lg border border-line bg-bg p-2 text-sm disabled:opacity-40"
                data-testid={`hilo-${g}`}
              >
                <span className="font-bold">{guessLabel[g]}</span>
                <span className="text-xs text-muted">
                  {labels.chance} {formatDecimal(chance * 100, kit.lang, 2, true)}% ·{' '}
                  {formatTimes(step, kit.lang, true)}
                </span>
                <span className="text-xs text-muted" data-testid={`hilo-${g}-total`}>
                  → {formatTimes(roundMultiplier(game.multiplier * step), kit.lang, true)}
                </span>
              </button>
            );
          })}
          <button
            type="button"
            onClick={() => void act('skip')}
            disabled={busy}
            aria-keyshortcuts="S"
            className="rounded-lg border border-line bg-bg p-2 text-sm font-bold disabled:opacity-40"
            data-testid="hilo-skip"
          >
            {labels.skip}
          </button>
        </div>
      ) : null}
      <RoundResult screen={ui} labels={labels} />
      {game && game.cards.length > 1 ? (
        <ol className="flex flex-wrap gap-1" aria-label={labels.history} data-testid="hilo-history">
          {game.cards.slice(0, -1).map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: cards of one game, in order
            <li key={i} className="flex flex-col items-center text-[10px] text-muted">
              <Card card={c} />
              {game.actions[i] === 'skip' ? labels.skip : guessLabel[game.actions[i] as HiloGuess]}
            </li>
          ))}
        </ol>
      ) : null}
      <RoundBar
        screen={ui}
        labels={labels}
        start={{ text: labels.start, onClick: () => void start(), disabled: busy || !ui.canPlay || problem !== null }}
        cashOut={{
          text: `${labels.cashOut} ${game ? money(held === null ? game.payout : payoutOf(game.amount, held)) : ''}`,
          onClick: () => void cashOut(),
          disabled: busy || !guessed,
        }}
      />
      <RoundFoot screen={ui} labels={labels} />
    </GameScreen>
  );
}
