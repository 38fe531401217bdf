'use client';
// The state every round screen keeps the same way: the session known after
// hydration, fun or real play, the demo balance, the game in progress, one request at a time,
// and a real game left open (another tab, a reload, a restart) brought back as it stood.
//
// Resuming without 404 noise (docs/decisions/037): GET …/bets/current answers 404 when no game
// is open, and a browser logs every 404 as an error. The screen asks only when this browser saw
// a game of that kind left open (a mark in localStorage, shared by the tabs); a game opened
// elsewhere comes back when Start is refused with `game_in_progress`.
import { useAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../client/api-error';
import type { HttpContext } from '../../client/http-config';
import { useRoundInProgress } from '../../client/round-guard';
import type { RoundResponse } from '../../contract/bets';
import { rememberBet } from './fair-verify-event';
import { errorText, funBalanceAtom, gameRequest, isNoGame } from './play-client';
import { usePlayMode } from './use-play-mode';
import { useT } from '../../client/i18n';

/** The localStorage mark "a game of this kind may be open" for one service path. */
const markKey = (opts: { currentPath: string; context: HttpContext }) =>
  `casino.round-open.${opts.context.service ?? 'api'}${opts.currentPath}`;

function setMark(key: string, open: boolean) {
  try {
    if (open) localStorage.setItem(key, '1');
    else localStorage.removeItem(key);
  } catch {
    // storage refused (private mode): a reload then shows no game until Start brings it back
  }
}
function hasMark(key: string) {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

/** The server refused to open a game because one is already open (on another device or tab). */
const isGameInProgress = (e: unknown) =>
  e instanceof ApiRequestError &&
  Object.values(e.body?.errors ?? {})
    .flat()
    .some((line) => String(line).startsWith('game_in_progress'));

export function useRound<G extends { status: 'open' | 'settled' }>(opts: {
  /** Where the open game is read: GET <currentPath> on <context>'s service. */
  currentPath: string;
  context: HttpContext;
  fromServer: (r: RoundResponse) => G;
  /** Extra screen state to restore from a resumed game (a mine count). */
  onResume?: (r: RoundResponse) => void;
}) {
  const { mounted, loggedIn, profile, fun, setFun, canPlay } = usePlayMode();
  const t = useT();
  const [funBalance, setFunBalance] = useAtom(funBalanceAtom);
  const [game, setGame] = useState<G | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A new build or worker waits for the round to end before reloading the page.
  useRoundInProgress(game?.status === 'open' || busy);
  // A ref, not state: a double click lands before React re-renders with busy = true.
  const inFlight = useRef(false);
  // The latest options, without making the resume effect re-run on every render.
  const latest = useRef(opts);
  latest.current = opts;
  const key = markKey(opts);

  /** A real game as the server answered: the screen's state, and the mark kept in step. */
  function serverGame(r: RoundResponse): G {
    setMark(key, r.bet.status === 'open');
    // A finished game: the verifier opened with its seeds fills in its amount and moves (the
    // parameters it is recomputed from are its choices and its state, e.g. the tiles opened).
    if (r.bet.status === 'settled')
      rememberBet({
        game: r.bet.game,
        params: { ...r.bet.params, ...r.bet.state },
        amount: r.bet.amount,
        serverSeedHash: r.fair.server_seed_hash,
        nonce: r.fair.nonce,
      });
    return latest.current.fromServer(r);
  }

  async function resume(): Promise<boolean> {
    const { currentPath, context } = latest.current;
    try {
      const r = await gameRequest('roundResponseSchema', 'GET', currentPath, { context });
      setFun(false);
      latest.current.onResume?.(r);
      setGame(serverGame(r));
      return true;
    } catch (e) {
      if (!isNoGame(e)) throw e;
      setMark(key, false);
      return false;
    }
  }

  useEffect(() => {
    if (!loggedIn || !hasMark(key)) return;
    let live = true;
    const { currentPath, context } = latest.current;
    gameRequest('roundResponseSchema', 'GET', currentPath, { context })
      .then((r) => {
        if (!live) return;
        setMark(key, r.bet.status === 'open');
        setFun(false);
        latest.current.onResume?.(r);
        setGame(latest.current.fromServer(r));
      })
      .catch((e) => {
        if (!live) return;
        if (isNoGame(e)) setMark(key, false);
        else setError(errorText(e, t));
      });
    return () => {
      live = false;
    };
  }, [loggedIn, setFun, t, key]);

  /** Runs one action unless another is under way; its error becomes the screen's message. */
  async function guarded(fn: () => Promise<void>) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (e) {
      // A game left open elsewhere: show it instead of the refusal (the player finishes it).
      if (!(isGameInProgress(e) && (await resume().catch(() => false)))) setError(errorText(e, t));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return {
    mounted,
    loggedIn,
    bonus: profile?.user.bonus ?? 0,
    fun,
    setFun,
    funBalance,
    setFunBalance,
    game,
    setGame,
    serverGame,
    error,
    busy,
    guarded,
    canPlay,
  };
}
