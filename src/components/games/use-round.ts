'use client';
// The state every round screen (miner, hilo) keeps the same way: the session known after
// hydration, fun or real play, the demo balance, the game in progress, one request at a time,
// and a real game left open (another tab, a reload, a restart) brought back as it stood.
import { useAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import type { HttpContext } from '../../client/http-config';
import { useRoundInProgress } from '../../client/round-guard';
import type { RoundResponse } from '../../contract/bets';
import { errorText, funBalanceAtom, gameRequest, isNoGame } from './play-client';
import { usePlayMode } from './use-play-mode';
import { useT } from '../../client/i18n';

export function useRound<G extends { status: 'open' | 'settled' }>(opts: {
  /** Where the open game is read: GET <currentPath> on <context>'s service. */
  currentPath: string;
  context: HttpContext;
  fromServer: (r: RoundResponse) => G;
  /** Extra screen state to restore from a resumed game (miner's mine count). */
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

  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    const { currentPath, context } = latest.current;
    gameRequest('roundResponseSchema', 'GET', currentPath, { context })
      .then((r) => {
        if (!live) return;
        setFun(false);
        latest.current.onResume?.(r);
        setGame(latest.current.fromServer(r));
      })
      .catch((e) => {
        if (live && !isNoGame(e)) setError(errorText(e, t));
      });
    return () => {
      live = false;
    };
  }, [loggedIn, setFun, t]);

  /** Runs one action unless another is under way; its error becomes the screen's message. */
  async function guarded(fn: () => Promise<void>) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (e) {
      setError(errorText(e, t));
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
    error,
    busy,
    guarded,
    canPlay,
  };
}
