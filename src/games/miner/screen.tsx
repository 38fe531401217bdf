'use client';
// The miner screen: a 5x5 grid, a mine count, tiles revealed one by one, cash out any time. A real
// game lives on the server (it resumes after a reload through GET /miner/bets/current); a game for
// fun runs the same engine in the browser on a throwaway seed it reveals at the end. A tile turns
// over when opened; when the game ends every mine and gem the server revealed turns over in a wave
// (under a second, skippable), the mine that ended it in red.
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
import { formatTimes } from '../../site/format';
import { stakeProblem } from '../../components/games/stake-limits';
import type { RoundResponse } from '../../contract/bets';
import { payoutOf } from '../kit/fair';
import { emitCashBalance, gameRequest, money } from '../../components/games/play-client';
import { MINER_MAX_MINES, MINER_MIN_MINES, MINER_TILES, minerMines, minerMultiplier } from './math';

export interface MinerLabels extends PlayLabels {
  amount: string;
  mines: string;
  start: string;
  cashOut: string;
  current: string;
  next: string;
  tile: string;
  pick: string;
  serverSeed: string;
  /** The keyboard shortcuts, announced under the grid. */
  hotkeys: string;
}

/** One game as the screen draws it, whichever side keeps it. */
interface Game {
  /** The bet id of a real game (the strip's key). */
  id?: number;
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
    id: r.bet.id,
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

/** How long a tile's turn lasts, and the wave's step between the tiles shown at the game's end. */
const TURN_MS = 260;
const WAVE_MS = 22;

type TileState = 'hidden' | 'safe' | 'hit' | 'mine' | 'gem';

/** What one tile shows: opened safe, the mine that ended the game, and after the end the rest. */
function tileState(game: Game | null, i: number): TileState {
  if (!game) return 'hidden';
  if (game.hit === i) return 'hit';
  if (game.revealed.includes(i)) return 'safe';
  if (game.status !== 'settled' || !game.mineTiles) return 'hidden';
  return game.mineTiles.includes(i) ? 'mine' : 'gem';
}

export function MinerScreen({ labels, kit, firstStake, recentLabel }: ScreenProps<MinerLabels>) {
  const [mines, setMines] = useState(3);
  const ui = useRoundScreen<Game>({
    game: 'miner',
    kit,
    firstStake,
    round: {
      currentPath: '/bets/current',
      context: { service: 'miner' },
      fromServer,
      onResume: (r) => setMines(Number(r.bet.params.mines)),
    },
  });
  const { id, game, setGame, serverGame, busy, guarded, revealing, reveal: play, skip, stake } = ui;
  // Narrows `game` where it is open (ui.open says the same).
  const open = game?.status === 'open';
  // The tiles turning in this reveal, in order (the opened one first, then the end's wave).
  const [turning, setTurning] = useState<number[]>([]);
  const grid = useRef<HTMLDivElement>(null);

  const shownMines = game?.mines ?? mines;
  // A full clear pays the most: the payout cap bounds the stake at that multiplier.
  const best = minerMultiplier(shownMines, MINER_TILES - shownMines);
  const problem = stakeProblem(kit, stake, best);

  /** Shows the answer at once (outcome first) and turns the tiles it changed. */
  function show(next: Game, before: Game) {
    setGame(next);
    const changed = Array.from({ length: MINER_TILES }, (_, i) => i).filter(
      (i) => tileState(before, i) !== tileState(next, i),
    );
    const opened = next.revealed.filter((t) => !before.revealed.includes(t));
    const order = [...opened, ...changed.filter((i) => !opened.includes(i))];
    setTurning(order);
    const settled = next.status === 'settled';
    play(
      TURN_MS + Math.max(0, order.length - 1) * WAVE_MS,
      () => {
        setTurning([]);
        if (settled) ui.addRecent(next);
      },
      settled ? { sound: next.payout > 0 ? 'win' : 'lose' } : {},
    );
  }

  // The turn itself: each changed tile flips in, one after the other; ended (skip) = cancelled.
  // Before paint, so no tile shows its face ahead of its turn.
  useLayoutEffect(() => {
    if (!revealing || !turning.length || !grid.current) return;
    const anims = turning.flatMap((tile, k) => {
      const el = grid.current?.querySelector<HTMLElement>(`[data-tile="${tile}"]`);
      if (!el?.animate) return [];
      return [
        el.animate(
          [
            { transform: 'rotateY(90deg) scale(0.8)', opacity: 0.4 },
            { transform: 'none', opacity: 1 },
          ],
          {
            duration: TURN_MS,
            delay: k * WAVE_MS,
            easing: 'ease-out',
            fill: 'backwards',
          },
        ),
      ];
    });
    return () => {
      for (const a of anims) a.cancel();
    };
  }, [revealing, turning]);

  const start = () =>
    guarded(async () => {
      if (problem) return; // the field says why
      if (ui.fun) {
        setGame({
          status: 'open',
          amount: stake,
          mines,
          revealed: [],
          multiplier: 0,
          payout: stake,
          ...ui.funStart(labels.funBalance),
        });
        return;
      }
      const r = await gameRequest('roundResponseSchema', 'POST', '/bets', {
        json: { amount: stake, mines },
        context: { service: 'miner' },
      });
      setGame(serverGame(r));
      emitCashBalance(r.balance, ui.bonus);
    });

  const reveal = (tile: number) =>
    guarded(async () => {
      if (!game || !open || game.revealed.includes(tile)) return;
      if (game.serverSeed) {
        const next = funReveal(game, tile);
        if (next.status === 'settled' && next.payout > 0) ui.setFunBalance((b) => b + next.payout);
        show(next, game);
        return;
      }
      const r = await gameRequest('roundResponseSchema', 'POST', '/bets/current/reveal', {
        json: { tile },
        context: { service: 'miner' },
      });
      show(serverGame(r), game);
      emitCashBalance(r.balance, ui.bonus);
    });

  const cashOut = () =>
    guarded(async () => {
      if (!game || !open) return;
      if (game.serverSeed) {
        const m = game.multiplier || 1;
        const payout = payoutOf(game.amount, m);
        ui.setFunBalance((b) => b + payout);
        show(
          { ...game, status: 'settled', multiplier: m, payout, mineTiles: minerMines(seedOf(game), game.mines) },
          game,
        );
        return;
      }
      const r = await gameRequest('roundResponseSchema', 'POST', '/bets/current/cashout', {
        context: { service: 'miner' },
      });
      show(serverGame(r), game);
      emitCashBalance(r.balance, ui.bonus);
    });

  useRoundKeys(ui, start);

  const picks = game?.revealed.length ?? 0;
  const current = game ? (game.status === 'open' ? game.multiplier || 1 : game.multiplier) : 1;
  const next = picks < MINER_TILES - shownMines ? minerMultiplier(shownMines, picks + 1) : null;

  return (
    <GameScreen
      game="miner"
      label="Miner"
      hydrated={ui.mounted}
      revealing={revealing}
      onKeyDown={(e) => {
        if ((e.target as HTMLElement).tagName === 'INPUT' || busy) return;
        // A key with its own action ends the turn and acts (the state is already the server's).
        if (revealing) skip();
        if (e.key === 'c' && open && picks > 0) {
          e.preventDefault();
          void cashOut();
        }
      }}
    >
      <RoundHead screen={ui} labels={labels} recentLabel={recentLabel} />
      <div className="grid grid-cols-2 gap-3 text-center text-sm">
        <div>
          {labels.current}
          <output className="block text-2xl font-bold tabular-nums" data-testid="miner-current">
            {formatTimes(current, kit.lang, true)}
          </output>
        </div>
        <div>
          {labels.next}
          <output className="block text-2xl font-bold tabular-nums text-muted" data-testid="miner-next">
            {next === null ? '—' : formatTimes(next, kit.lang, true)}
          </output>
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {open ? labels.pick : ''}
      </p>
      {/* 16rem on a phone (48 px tiles): the grid, the result and the bet bar fit a 360×740 screen
          between the header and the bottom bar. */}
      <div
        className="mx-auto grid w-full max-w-64 grid-cols-5 gap-2 [perspective:800px] sm:max-w-sm"
        data-testid="miner-grid"
        ref={grid}
      >
        {Array.from({ length: MINER_TILES }, (_, i) => {
          const state = tileState(game, i);
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
              data-tile={i}
              data-state={state}
              className={`aspect-square rounded-lg border text-xl font-bold ${
                state === 'safe'
                  ? 'border-win bg-win/20 text-win'
                  : state === 'hit'
                    ? 'border-lose bg-lose text-white'
                    : state === 'mine'
                      ? 'border-lose/60 bg-lose/15 text-lose'
                      : state === 'gem'
                        ? 'border-win/30 bg-win/5 text-win/60'
                        : 'border-line bg-bg enabled:hover:bg-line'
              }`}
            >
              {state === 'safe' || state === 'gem' ? '◆' : state === 'hit' || state === 'mine' ? '✹' : ''}
            </button>
          );
        })}
      </div>
      <RoundResult screen={ui} labels={labels} />
      <RoundBar
        screen={ui}
        labels={labels}
        multiplier={best}
        start={{ text: labels.start, onClick: () => void start(), disabled: busy || !ui.canPlay || problem !== null }}
        // Nothing to cash out before the first safe tile; it also keeps a double click on Start
        // (this button takes its place) from ending the game at once.
        cashOut={{
          text: `${labels.cashOut} ${game ? money(payoutOf(game.amount, current)) : ''}`,
          onClick: () => void cashOut(),
          disabled: busy || picks === 0,
        }}
      >
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
      </RoundBar>
      <RoundFoot screen={ui} labels={labels} />
    </GameScreen>
  );
}
