'use client';
// The hilo screen: the current card, higher / lower / same with their chances and multipliers, skip,
// cash out. A real game lives on the server (general service, /hilo/bets…) and resumes after a
// reload; a game for fun replays the same engine in the browser on a throwaway seed.
import { BetError } from '../../components/games/bet-error';
import { FunToggle } from '../../components/games/fun-toggle';
import { FairLine } from '../../components/games/fair-line';
import { useId, useState } from 'react';
import { useRound } from '../../components/games/use-round';
import type { RoundResponse } from '../../contract/bets';
import { hashServerSeed, payoutOf, roundMultiplier } from '../kit/fair';
import { emitCashBalance, funServerSeed, gameRequest, money } from '../../components/games/play-client';
import { HILO_GUESSES, type HiloGuess, hiloProbability, hiloReplay, hiloStepMultiplier, rankOf } from './math';
import { StakeField } from '../../components/games/stake-field';

export interface HiloLabels {
  amount: string;
  start: string;
  cashOut: string;
  current: string;
  higher: string;
  lower: string;
  same: string;
  skip: string;
  chance: string;
  fun: string;
  funBalance: string;
  loginToPlay: string;
  win: string;
  lose: string;
  history: string;
  serverSeed: string;
  /** The keyboard shortcuts, announced under the buttons. */
  hotkeys: string;
}

type Action = 'skip' | HiloGuess;
interface Game {
  status: 'open' | 'settled';
  amount: number;
  actions: Action[];
  cards: number[];
  multiplier: number;
  payout: number;
  fair: { server_seed_hash: string; client_seed: string; nonce: number };
  serverSeed?: string;
}

const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const SUITS = ['♠', '♥', '♦', '♣'];
const cardText = (card: number) => `${RANKS[rankOf(card)]}${SUITS[card % 4]}`;
const red = (card: number) => card % 4 === 1 || card % 4 === 2;
const SERVICE = { service: 'general' } as const;

function fromServer(r: RoundResponse): Game {
  const s = r.bet.state as { actions?: Action[]; cards?: number[] };
  return {
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
      } ${red(card) ? 'text-lose' : ''}`}
    >
      {cardText(card)}
    </span>
  );
}

export function HiloScreen({ labels }: { labels: HiloLabels }) {
  const id = useId();
  const [amount, setAmount] = useState('1.00');
  const { mounted, bonus, fun, setFun, funBalance, setFunBalance, game, setGame, error, busy, guarded, canPlay } =
    useRound<Game>({ currentPath: '/hilo/bets/current', context: SERVICE, fromServer });

  const stake = Math.round(Number(amount.replace(',', '.')) * 100);
  const open = game?.status === 'open';

  const start = () =>
    guarded(async () => {
      if (!(stake > 0)) throw new Error(labels.amount);
      if (fun) {
        if (stake > funBalance) throw new Error(labels.funBalance);
        const serverSeed = funServerSeed();
        setFunBalance((b) => b - stake);
        const g: Game = {
          status: 'open',
          amount: stake,
          actions: [],
          cards: [],
          multiplier: 1,
          payout: stake,
          fair: { server_seed_hash: hashServerSeed(serverSeed), client_seed: 'fun', nonce: 0 },
          serverSeed,
        };
        setGame(funGame(g, []));
        return;
      }
      const r = await gameRequest('roundResponseSchema', 'POST', '/hilo/bets', {
        json: { amount: stake },
        context: SERVICE,
      });
      setGame(fromServer(r));
      emitCashBalance(r.balance, bonus);
    });

  const act = (guess: Action) =>
    guarded(async () => {
      if (!game || !open) return;
      if (game.serverSeed) {
        setGame(funGame(game, [...game.actions, guess]));
        return;
      }
      const r = await gameRequest('roundResponseSchema', 'POST', '/hilo/bets/current/guess', {
        json: { guess },
        context: SERVICE,
      });
      setGame(fromServer(r));
      emitCashBalance(r.balance, bonus);
    });

  const cashOut = () =>
    guarded(async () => {
      if (!game || !open) return;
      if (game.serverSeed) {
        setFunBalance((b) => b + game.payout);
        setGame({ ...game, status: 'settled' });
        return;
      }
      const r = await gameRequest('roundResponseSchema', 'POST', '/hilo/bets/current/cashout', { context: SERVICE });
      setGame(fromServer(r));
      emitCashBalance(r.balance, bonus);
    });

  const card = game?.cards.at(-1);
  const rank = card === undefined ? null : rankOf(card);
  const won = game?.status === 'settled' && game.payout > 0;
  const guessLabel: Record<HiloGuess, string> = { higher: labels.higher, lower: labels.lower, same: labels.same };

  return (
    <section
      aria-label="Hilo"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4"
      data-testid="hilo-screen"
      // Tests (and scripts) wait for this before typing: input before hydration is overwritten.
      data-hydrated={mounted ? 'true' : undefined}
      onKeyDown={(e) => {
        if ((e.target as HTMLElement).tagName === 'INPUT' || !open || busy) return;
        if (e.key === 'c') {
          e.preventDefault();
          void cashOut();
          return;
        }
        const key = { ArrowUp: 'higher', ArrowDown: 'lower', s: 'skip' }[e.key] as Action | undefined;
        if (key) {
          e.preventDefault();
          void act(key);
        }
      }}
    >
      <FunToggle
        game="hilo"
        fun={fun}
        onChange={setFun}
        disabled={open}
        label={labels.fun}
        balanceLabel={labels.funBalance}
        balance={funBalance}
      />
      <div className="flex flex-col items-center gap-2">
        <div aria-live="polite" data-testid="hilo-card" data-rank={rank ?? ''}>
          {card === undefined ? (
            <span className="inline-flex h-28 w-20 items-center justify-center rounded-lg border border-dashed border-line text-3xl text-muted">
              ?
            </span>
          ) : (
            <Card card={card} big />
          )}
        </div>
        <p className="text-sm">
          {labels.current}{' '}
          <output className="font-bold tabular-nums" data-testid="hilo-multiplier">
            ×{(game?.multiplier ?? 1).toFixed(2)}
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
                  {labels.chance} {(chance * 100).toFixed(2)}% · ×{step.toFixed(2)}
                </span>
                <span className="text-xs text-muted" data-testid={`hilo-${g}-total`}>
                  → ×{roundMultiplier(game.multiplier * step).toFixed(2)}
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
      {game?.status === 'settled' ? (
        <p
          className={`text-center text-sm ${won ? 'text-win' : 'text-muted'}`}
          role="status"
          data-testid="hilo-result"
          data-won={won}
        >
          {won ? `${labels.win} ×${game.multiplier} (+${money(game.payout)})` : labels.lose} · nonce {game.fair.nonce}
        </p>
      ) : null}
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
      <div className="flex flex-wrap items-end gap-3">
        <StakeField
          id={`${id}-a`}
          label={labels.amount}
          value={amount}
          onChange={setAmount}
          testId="hilo-amount"
          width="w-28"
          disabled={open}
        />
        {open ? (
          <button
            type="button"
            onClick={() => void cashOut()}
            disabled={busy}
            className="rounded-lg bg-win px-6 py-2 font-bold text-bg disabled:opacity-50"
            data-testid="hilo-cashout"
            aria-keyshortcuts="C"
          >
            {labels.cashOut} {money(game.payout)}
          </button>
        ) : (
          <button
            type="button"
            onClick={() => void start()}
            disabled={busy || !canPlay}
            className="rounded-lg bg-accent-fill px-6 py-2 font-bold text-white disabled:opacity-50"
            data-testid="hilo-start"
          >
            {labels.start}
          </button>
        )}
        {!canPlay ? <span className="text-sm text-muted">{labels.loginToPlay}</span> : null}
      </div>
      <p className="text-xs text-muted" data-testid="hilo-hotkeys">
        {labels.hotkeys}
      </p>
      <BetError game="hilo" error={error} />
      {game ? (
        <FairLine
          fair={game.fair}
          serverSeed={game.status === 'settled' ? game.serverSeed : null}
          serverSeedLabel={labels.serverSeed}
          testId="hilo-fair"
        />
      ) : null}
    </section>
  );
}
