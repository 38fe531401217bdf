'use client';
// One instant bet from a game screen (issue 11), shared by every instant game's screen.
// Real bets go through the one HTTP client (which adds the Idempotency-Key and repeats it on a
// retry) and push the new balance onto the bus; fun bets play the same engine and move only the
// demo balance kept here.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BetResponse } from '../../contract/bets';
import { rememberBet } from './fair-verify-event';
import { emitCashBalance, errorText, FUN_START, gameRequest } from './play-client';
import { usePlayMode } from './use-play-mode';
import { useT } from '../../client/i18n';
import type { ServiceName } from '../../games/kit/types';

/** `service`: the game's service (its registry entry's); `path`: its bets under that service's base. */
export function useInstantBet(service: ServiceName, path = '/bets') {
  const { mounted, loggedIn, profile, fun, setFun, canPlay } = usePlayMode();
  const t = useT();
  const [funBalance, setFunBalance] = useState(FUN_START);
  const [last, setLast] = useState<BetResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A ref, not state: a double click lands before React re-renders the disabled button.
  const inFlight = useRef(false);
  // The win's credit, held until the screen has shown the result (`settle`): a balance that jumps
  // while the dice still roll gives the outcome away. The stake leaves at once, as it does at a table.
  const pendingCredit = useRef<(() => void) | null>(null);
  const settle = useCallback(() => {
    const credit = pendingCredit.current;
    pendingCredit.current = null;
    credit?.();
  }, []);
  // Leaving the page mid-animation still credits the header's balance.
  useEffect(() => settle, [settle]);

  /** Places one bet with `body` (stake `stake` minor units); the settled bet, or null. */
  async function play(body: Record<string, unknown>, stake: number): Promise<BetResponse | null> {
    if (inFlight.current) return null;
    settle();
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      const res = await gameRequest('betResponseSchema', 'POST', path, {
        json: { ...body, ...(fun ? { fun: true } : {}) },
        context: { service },
      });
      setLast(res);
      // The verifier opened from this bet's seeds fills in its amount and choices.
      rememberBet({
        game: res.bet.game,
        params: res.bet.params,
        amount: res.bet.amount,
        serverSeedHash: res.fair.server_seed_hash,
        nonce: res.fair.nonce,
      });
      const bonus = profile?.user.bonus ?? 0;
      if (fun) {
        setFunBalance((b) => b - stake);
        pendingCredit.current = () => setFunBalance((b) => b + res.payout);
      } else {
        emitCashBalance(res.balance === null ? null : res.balance - res.payout, bonus);
        pendingCredit.current = () => emitCashBalance(res.balance, bonus);
      }
      return res;
    } catch (e) {
      setError(errorText(e, t));
      return null;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  /** `settle` credits the last bet's payout to the shown balances: call it when its result is shown. */
  return { mounted, loggedIn, fun, setFun, funBalance, last, error, setError, busy, play, settle, canPlay };
}
