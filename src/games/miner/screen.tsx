'use client';
// The miner screen: a 5x5 grid, a mine count, tiles revealed one by one, cash out any time. A real
// game lives on the server (it resumes after a reload through GET /miner/bets/current); a game for
// fun runs the same engine in the browser on a throwaway seed it reveals at the end.
import { BetError } from '../../components/games/bet-error';
import { FunToggle } from '../../components/games/fun-toggle';
import { FairLine } from '../../components/games/fair-line';
import { useId, useState } from 'react';
import { useRound } from '../../components/games/use-round';
import type { RoundResponse } from '../../contract/bets';
import { hashServerSeed, payoutOf } from '../kit/fair';
import { emitCashBalance, funServerSeed, gameRequest, money } from '../../components/games/play-client';
import { MINER_MAX_MINES, MINER_MIN_MINES, MINER_TILES, minerMines, minerMultiplier } from './math';
import { StakeField } from '../../components/games/stake-field';

export interface MinerLabels {
  amount: string;
  mines: string;
  start: string;
  cashOut: string;
  current: string;
  next: string;
  tile: string;
  fun: string;
  funBalance: string;
  loginToPlay: string;
  win: string;
  lose: string;
  pick: string;
  serverSeed: string;
  /** The keyboard shortcuts, announced under the grid. */
  hotkeys: string;
}

/** One game as the screen draws it, whichever side keeps it. */
interface Game {
  status: 'open' | 'settled';
  amount: number;
  mines: number;
  revealed: number[];
  /** The mine that ended the game, if one did. */
  hit?: number;
  /** Every mine: known once the game is over. */
  mineTiles?: number[];
  multiplier: number;
  payout: number;
  fair: { server_seed_hash: string; client_seed: string; nonce: number };
  /** Games for fun only: the throwaway seed, shown when the game ends. */
  serverSeed?: string;
}

function fromServer(r: RoundResponse): Game {
  const s = r.bet.state as { revealed?: number[]; hit?: number; mines?: number[] };
  return {
    status: r.bet.status,
    amount: r.bet.amount,
    mines: Number(r.bet.params.mines),
    revealed: s.revealed ?? [],
    hit: s.hit,
    mineTiles: s.mines,
    multiplier: r.bet.multiplier,
    payout: r.bet.payout,
    fair: r.fair,
  };
}

const seedOf = (g: Game) => ({ serverSeed: g.serverSeed!, clientSeed: g.fair.client_seed, nonce: g.fair.nonce });

/** The browser's twin of rounds.server.ts for a game played for fun. */
function funReveal(g: Game, tile: number): Game {
  const mines = minerMines(seedOf(g), g.mines);
  const revealed = [...g.revealed, tile];
  if (mines.includes(tile))
    return { ...g, revealed, hit: tile, mineTiles: mines, status: 'settled', multiplier: 0, payout: 0 };
  const m = minerMultiplier(g.mines, revealed.length);
  const done = revealed.length === MINER_TILES - g.mines;
  return {
    ...g,
    revealed,
    multiplier: m,
    payout: payoutOf(g.amount, m),
    ...(done ? { status: 'settled' as const, mineTiles: mines } : {}),
  };
}

export function MinerScreen({ labels }: { labels: MinerLabels }) {
  const id = useId();
  const [amount, setAmount] = useState('1.00');
  const [mines, setMines] = useState(3);
  const { mounted, bonus, fun, setFun, funBalance, setFunBalance, game, setGame, error, busy, guarded, canPlay } =
    useRound<Game>({
      currentPath: '/bets/current',
      context: { service: 'miner' },
      fromServer,
      onResume: (r) => setMines(Number(r.bet.params.mines)),
    });

  const stake = Math.round(Number(amount.replace(',', '.')) * 100);
  const open = game?.status === 'open';

  const start = () =>
    guarded(async () => {
      if (!(stake > 0)) throw new Error(labels.amount);
      if (fun) {
        if (stake > funBalance) throw new Error(labels.funBalance);
        const serverSeed = funServerSeed();
        setFunBalance((b) => b - stake);
        setGame({
          status: 'open',
          amount: stake,
          mines,
          revealed: [],
          multiplier: 0,
          payout: stake,
          fair: { server_seed_hash: hashServerSeed(serverSeed), client_seed: 'fun', nonce: 0 },
          serverSeed,
        });
        return;
      }
      const r = await gameRequest('roundResponseSchema', 'POST', '/bets', {
        json: { amount: stake, mines },
        context: { service: 'miner' },
      });
      setGame(fromServer(r));
      emitCashBalance(r.balance, bonus);
    });

  const reveal = (tile: number) =>
    guarded(async () => {
      if (!game || !open || game.revealed.includes(tile)) return;
      if (game.serverSeed) {
        const next = funReveal(game, tile);
        if (next.status === 'settled' && next.payout > 0) setFunBalance((b) => b + next.payout);
        setGame(next);
        return;
      }
      const r = await gameRequest('roundResponseSchema', 'POST', '/bets/current/reveal', {
        json: { tile },
        context: { service: 'miner' },
      });
      setGame(fromServer(r));
      emitCashBalance(r.balance, bonus);
    });

  const cashOut = () =>
    guarded(async () => {
      if (!game || !open) return;
      if (game.serverSeed) {
        const m = game.multiplier || 1;
        const payout = payoutOf(game.amount, m);
        setFunBalance((b) => b + payout);
        setGame({ ...game, status: 'settled', multiplier: m, payout, mineTiles: minerMines(seedOf(game), game.mines) });
        return;
      }
      const r = await gameRequest('roundResponseSchema', 'POST', '/bets/current/cashout', {
        context: { service: 'miner' },
      });
      setGame(fromServer(r));
      emitCashBalance(r.balance, bonus);
    });

  const shownMines = game?.mines ?? mines;
  const picks = game?.revealed.length ?? 0;
  const current = game ? (game.status === 'open' ? game.multiplier || 1 : game.multiplier) : 1;
  const next = picks < MINER_TILES - shownMines ? minerMultiplier(shownMines, picks + 1) : null;
  const won = game?.status === 'settled' && game.payout > 0;

  return (
    <section
      aria-label="Miner"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4"
      data-testid="miner-screen"
      // Tests (and scripts) wait for this before typing: input before hydration is overwritten.
      data-hydrated={mounted ? 'true' : undefined}
      onKeyDown={(e) => {
        if ((e.target as HTMLElement).tagName === 'INPUT' || busy) return;
        if (e.key === 'c' && open && picks > 0) {
          e.preventDefault();
          void cashOut();
        }
      }}
    >
      <FunToggle
        game="miner"
        fun={fun}
        onChange={setFun}
        disabled={open}
        label={labels.fun}
        balanceLabel={labels.funBalance}
        balance={funBalance}
      />
      <div className="grid grid-cols-2 gap-3 text-center text-sm">
        <div>
          {labels.current}
          <output className="block text-2xl font-bold tabular-nums" data-testid="miner-current">
            ×{current.toFixed(2)}
          </output>
        </div>
        <div>
          {labels.next}
          <output className="block text-2xl font-bold tabular-nums text-muted" data-testid="miner-next">
            {next === null ? '—' : `×${next.toFixed(2)}`}
          </output>
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {open ? labels.pick : ''}
      </p>
      <div className="mx-auto grid w-full max-w-sm grid-cols-5 gap-2" data-testid="miner-grid">
        {Array.from({ length: MINER_TILES }, (_, i) => {
          const safe = game?.revealed.includes(i) && game.hit !== i;
          const mine = game?.hit === i || (game?.status === 'settled' && game.mineTiles?.includes(i));
          const state = game?.hit === i ? 'hit' : safe ? 'safe' : mine ? 'mine' : 'hidden';
          return (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: the 25 tiles are fixed positions
              key={i}
              type="button"
              aria-label={`${labels.tile} ${i + 1}`}
              aria-pressed={state !== 'hidden'}
              disabled={!open || busy || state !== 'hidden'}
              onClick={() => void reveal(i)}
              data-testid={`miner-tile-${i}`}
              data-state={state}
              className={`aspect-square rounded-lg border text-xl font-bold motion-safe:transition-transform motion-safe:duration-200 ${
                state === 'safe'
                  ? 'border-win bg-win/20 motion-safe:scale-95'
                  : state === 'hit'
                    ? 'border-lose bg-lose/40'
                    : state === 'mine'
                      ? 'border-lose/50 bg-lose/10'
                      : 'border-line bg-bg enabled:hover:bg-line'
              }`}
            >
              {state === 'safe' ? '◆' : state === 'hit' || state === 'mine' ? '✹' : ''}
            </button>
          );
        })}
      </div>
      {game?.status === 'settled' ? (
        <p
          className={`text-center text-sm ${won ? 'text-win' : 'text-muted'}`}
          role="status"
          data-testid="miner-result"
          data-won={won}
        >
          {won ? `${labels.win} ×${game.multiplier} (+${money(game.payout)})` : labels.lose} · nonce {game.fair.nonce}
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        <StakeField
          id={`${id}-a`}
          label={labels.amount}
          value={amount}
          onChange={setAmount}
          testId="miner-amount"
          width="w-28"
          disabled={open}
        />
        <label className="flex flex-col text-sm" htmlFor={`${id}-m`}>
          {labels.mines}
          <select
            id={`${id}-m`}
            value={shownMines}
            disabled={open}
            onChange={(e) => setMines(Number(e.target.value))}
            className="rounded border border-line bg-bg p-2"
            data-testid="miner-mines"
          >
            {Array.from({ length: MINER_MAX_MINES - MINER_MIN_MINES + 1 }, (_, i) => i + MINER_MIN_MINES).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        {open ? (
          <button
            type="button"
            onClick={() => void cashOut()}
            // Nothing to cash out before the first safe tile; it also keeps a double click on
            // Start (this button takes its place) from ending the game at once.
            disabled={busy || picks === 0}
            className="rounded-lg bg-win px-6 py-2 font-bold text-bg disabled:opacity-50"
            data-testid="miner-cashout"
            aria-keyshortcuts="C"
          >
            {labels.cashOut} {money(payoutOf(game.amount, current))}
          </button>
        ) : (
          <button
            type="button"
            onClick={() => void start()}
            disabled={busy || !canPlay}
            className="rounded-lg bg-accent-fill px-6 py-2 font-bold text-white disabled:opacity-50"
            data-testid="miner-start"
          >
            {labels.start}
          </button>
        )}
        {!canPlay ? <span className="text-sm text-muted">{labels.loginToPlay}</span> : null}
      </div>
      <p className="text-xs text-muted" data-testid="miner-hotkeys">
        {labels.hotkeys}
      </p>
      <BetError game="miner" error={error} />
      {game ? (
        <FairLine
          fair={game.fair}
          serverSeed={game.status === 'settled' ? game.serverSeed : null}
          serverSeedLabel={labels.serverSeed}
          testId="miner-fair"
        />
      ) : null}
    </section>
  );
}
