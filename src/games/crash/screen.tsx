'use client';
// The crash screen (issue 19): the shared round from the service's event stream, the curve drawn
// here from the start time, a bet (with an optional auto cash-out) during the countdown, a bet
// queued for the next round while one runs, the cash-out with its live amount, autobet round after
// round, the players, the recent points, the player's bets and the chain's verifier. Outcomes are the
// server's: the amounts shown while the curve climbs are only what a cash-out would ask for.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ApiRequestError } from '../../client/api-error';
import { useT } from '../../client/i18n';
import { useRoundInProgress } from '../../client/round-guard';
import { type AutobetLabels, AutobetPanel } from '../../components/games/autobet-panel';
import { BetButton } from '../../components/games/bet-button';
import { BetError } from '../../components/games/bet-error';
import { GameScreen } from '../../components/games/game-screen';
import { emitCashBalance, errorText } from '../../components/games/play-client';
import { StakeField } from '../../components/games/stake-field';
import { type StakeKit, stakeProblem, toMinor } from '../../components/games/stake-limits';
import { usePlayMode } from '../../components/games/use-play-mode';
import { useSpaceKey } from '../../components/games/use-space-key';
import type { CrashMyBet, CrashRound } from '../../contract/crash';
import { splitErrorLine } from '../../contract/error-line';
import { formatMoney, formatSignedMoney } from '../../site/format';
import { type CrashVerifierLabels, CrashVerifier, type VerifyRequest } from './crash-verifier';
import { CrashCurve, type CurveLabels } from './curve';
import { MyBets, type MyBetsLabels, PlayersList, type PlayersLabels, RecentPoints } from './lists';
import { type CrashStreamState, parseAutoCashout } from './stream-state';
import { crashRequest, useCrashStream } from './use-crash-stream';

export interface CrashLabels extends CurveLabels, PlayersLabels, MyBetsLabels {
  amount: string;
  autoCashoutHint: string;
  autoCashoutInvalid: string;
  bet: string;
  betPlaced: string;
  betNext: string;
  cancelNext: string;
  cashout: string;
  /** "Cashed out at {{multiplier}}×" */
  cashedOut: string;
  lost: string;
  loginToPlay: string;
  connecting: string;
  reconnecting: string;
  recent: string;
  /** Shown while the chain awaits its seeding event (decision 066): no round before. */
  awaitingSeeding: string;
  err_betting_closed: string;
  err_already_bet: string;
  err_no_bet: string;
  err_round_over: string;
  err_not_running: string;
}

/** Bet amount × multiplier as a cash-out would ask for it, in whole minor units. */
const payoutAt = (amount: number, m: number) => Math.floor((amount * Math.round(m * 100)) / 100);

export function CrashScreen({
  labels,
  verifier,
  autobet,
  kit,
  firstStake,
}: {
  labels: CrashLabels;
  verifier: CrashVerifierLabels;
  autobet: AutobetLabels;
  kit: StakeKit;
  firstStake: string;
}) {
  const id = useId();
  const t = useT();
  const { mounted, loggedIn, profile } = usePlayMode();
  const { state, stateRef, connection, waitFor } = useCrashStream();
  const [amount, setAmount] = useState(firstStake);
  const [auto, setAuto] = useState('');
  const [myBets, setMyBets] = useState<CrashMyBet[]>([]);
  const myBetsRef = useRef(myBets);
  myBetsRef.current = myBets;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const [queued, setQueued] = useState(false);
  const [autoRunning, setAutoRunning] = useState(false);
  const autoAbort = useRef<AbortController | null>(null);
  const [verify, setVerify] = useState<VerifyRequest | null>(null);
  const cashoutAmount = useRef<HTMLSpanElement>(null);
  // The chain awaits its seeding event's salt: no round opens until the operator enters it.
  const [awaitingSeeding, setAwaitingSeeding] = useState(false);
  useEffect(() => {
    let stop = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = () =>
      crashRequest((c) => c.crashFairSchema, 'GET', '/fair')
        .then((f) => {
          if (stop) return;
          setAwaitingSeeding(f.salt === null);
          if (f.salt === null) timer = setTimeout(look, 15_000);
        })
        // No chain yet (a real install before its first announcement, or the engine starting): look again.
        .catch(() => {
          if (!stop) timer = setTimeout(look, 15_000);
        });
    look();
    return () => {
      stop = true;
      clearTimeout(timer);
    };
  }, []);

  const round = state.round;
  const phase = round?.phase ?? null;
  const mine = round ? (myBets.find((b) => b.round_id === round.id) ?? null) : null;
  const minePublic = mine && round ? (round.bets.find((b) => b.id === mine.id) ?? null) : null;
  const cashedAt = minePublic?.cashed_out_at ?? mine?.cashed_out_at ?? null;
  const canCashOut = phase === 'running' && mine !== null && mine.status === 'open' && cashedAt === null;
  const autoTarget = parseAutoCashout(auto);
  const stakeMinor = toMinor(amount);
  // A reload waits while the player's money is in a running round.
  useRoundInProgress(canCashOut || autoRunning);

  const crashError = useCallback(
    (e: unknown) => {
      if (e instanceof ApiRequestError) {
        const line = Object.values(e.body?.errors ?? {}).flat()[0];
        const code = line ? splitErrorLine(line).code : undefined;
        const key = `err_${code}` as keyof CrashLabels;
        if (code && key in labels) return labels[key];
      }
      return errorText(e, t);
    },
    [labels, t],
  );

  const loadMyBets = useCallback(() => {
    crashRequest((c) => c.crashMyBetsResponseSchema, 'GET', '/bets', { query: { limit: 20 } })
      .then((r) => setMyBets(r.data))
      .catch(() => {});
  }, []);
  // The player's bets: on sign-in, after each round's end (settled there) and after a reconnect.
  useEffect(() => {
    if (loggedIn && connection === 'live') loadMyBets();
  }, [loggedIn, connection, loadMyBets]);
  // A round ended: its open bets are settled as the stream tells (cashed, else lost) at once, and
  // the server's record is read a moment later (the settlement lands just after the crash event).
  const ended = phase === 'crashed' && round ? round : null;
  useEffect(() => {
    if (!ended || !loggedIn) return;
    setMyBets((prev) =>
      prev.map((b) => {
        if (b.round_id !== ended.id || b.status !== 'open') return b;
        const seen = ended.bets.find((x) => x.id === b.id);
        return seen?.cashed_out_at != null
          ? { ...b, status: 'cashed', cashed_out_at: seen.cashed_out_at, payout: seen.payout }
          : { ...b, status: 'lost', payout: 0 };
      }),
    );
    const timer = setTimeout(loadMyBets, 1500);
    return () => clearTimeout(timer);
  }, [ended, loggedIn, loadMyBets]);

  const upsert = (bet: CrashMyBet) => setMyBets((prev) => [bet, ...prev.filter((b) => b.id !== bet.id)]);
  const bonus = profile?.user.bonus ?? 0;

  /** One bet in the current betting phase; the bet, or null when refused (the reason is shown). */
  async function placeBet(minor: number): Promise<CrashMyBet | null> {
    if (inFlight.current) return null;
    const target = parseAutoCashout(auto);
    const problem = target === 'invalid' ? labels.autoCashoutInvalid : stakeProblem(kit, minor, target ?? 0);
    if (problem) {
      setError(problem);
      return null;
    }
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      const res = await crashRequest((c) => c.crashBetResponseSchema, 'POST', '/bets', {
        json: target === null ? { amount: minor } : { amount: minor, auto_cashout: target },
      });
      upsert(res.bet);
      emitCashBalance(res.balance, bonus);
      return res.bet;
    } catch (e) {
      setError(crashError(e));
      return null;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  async function cashOut() {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      const res = await crashRequest((c) => c.crashBetResponseSchema, 'POST', '/cashout', { json: {} });
      upsert(res.bet);
      emitCashBalance(res.balance, bonus);
    } catch (e) {
      setError(crashError(e));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  // A bet queued while a round ran goes in as soon as the next one takes bets.
  useEffect(() => {
    if (!queued || phase !== 'betting' || mine) return;
    setQueued(false);
    void placeBet(stakeMinor);
  });

  /** Autobet's one bet: waits for a round taking bets, bets, and waits for the bet's end. */
  async function autobetOne(stake: number): Promise<{ stake: number; payout: number } | null> {
    const signal = autoAbort.current?.signal;
    const hasBet = (s: CrashStreamState) => myBetsRef.current.some((b) => b.round_id === s.round?.id);
    const open = await waitFor(
      (s) => s.round?.phase === 'betting' && !hasBet(s) && s.round.bettingEndsAt - (Date.now() + s.offset) > 300,
      signal,
    );
    if (!open) return null;
    const bet = await placeBet(stake);
    if (!bet) return null;
    // Not cut short by Stop: the bet's result counts for the run's totals (the round ends in seconds).
    await waitFor(
      (s) =>
        !s.round ||
        s.round.id !== bet.round_id ||
        s.round.phase === 'crashed' ||
        s.round.bets.some((b) => b.id === bet.id && b.cashed_out_at !== null),
    );
    const seen = stateRef.current.round?.bets.find((b) => b.id === bet.id);
    if (seen && (seen.cashed_out_at !== null || stateRef.current.round?.phase === 'crashed')) {
      return { stake: bet.amount, payout: seen.payout ?? 0 };
    }
    // The round ended out of our sight (a reconnect): the server's record of the bet says.
    const r = await crashRequest((c) => c.crashMyBetsResponseSchema, 'GET', '/bets', { query: { limit: 20 } }).catch(
      () => null,
    );
    const settled = r?.data.find((b) => b.id === bet.id);
    return settled && settled.payout !== null ? { stake: bet.amount, payout: settled.payout } : null;
  }

  const onAutoRunning = (running: boolean) => {
    setAutoRunning(running);
    if (running) autoAbort.current = new AbortController();
    else autoAbort.current = null;
  };
  useEffect(() => () => autoAbort.current?.abort(), []);

  // The cash-out button's amount follows the curve frame by frame, written straight into the DOM.
  const onFrame = useCallback(
    (m: number) => {
      const el = cashoutAmount.current;
      if (el && mine) el.textContent = formatMoney(payoutAt(mine.amount, m), kit.currency, kit.lang);
    },
    [mine, kit.currency, kit.lang],
  );

  const action = (() => {
    if (!loggedIn) return null;
    if (canCashOut) return () => void cashOut();
    if (phase === 'betting' && !mine && !autoRunning) return () => void placeBet(stakeMinor);
    if ((phase === 'running' || phase === 'crashed') && !autoRunning) return () => setQueued((q) => !q);
    return null;
  })();
  useSpaceKey(() => action?.(), mounted && action !== null);

  const pickRound = (r: CrashRound) =>
    setVerify({ round: r, previousHash: state.history.find((h) => h.id === r.id - 1)?.hash ?? null });

  const result =
    mine && phase === 'crashed'
      ? cashedAt !== null
        ? {
            won: true,
            text: `${labels.cashedOut.replace('{{multiplier}}', cashedAt.toFixed(2))} · ${formatSignedMoney(
              (minePublic?.payout ?? mine.payout ?? 0) - mine.amount,
              kit.currency,
              kit.lang,
            )}`,
          }
        : { won: false, text: `${labels.lost} · ${formatSignedMoney(-mine.amount, kit.currency, kit.lang)}` }
      : mine && cashedAt !== null
        ? { won: true, text: labels.cashedOut.replace('{{multiplier}}', cashedAt.toFixed(2)) }
        : null;

  return (
    <GameScreen
      game="crash"
      label="Crash"
      hydrated={mounted}
      revealing={false}
      data-phase={phase ?? 'connecting'}
      data-connection={connection}
      data-round-id={round?.id}
    >
      {connection !== 'live' ? (
        <p
          role="status"
          className={`rounded-lg px-3 py-2 text-sm ${connection === 'lost' ? 'bg-lose/10 text-lose' : 'text-muted'}`}
          data-testid="crash-connection"
        >
          {connection === 'lost' ? labels.reconnecting : labels.connecting}
        </p>
      ) : null}
      {awaitingSeeding ? (
        <p role="status" className="rounded-lg bg-elevated px-3 py-2 text-sm" data-testid="crash-awaiting-seeding">
          {labels.awaitingSeeding}
        </p>
      ) : null}
      <RecentPoints rounds={state.history} label={labels.recent} onPick={pickRound} />
      <CrashCurve round={round} offset={state.offset} labels={labels} onFrame={canCashOut ? onFrame : undefined} />
      <p
        className={`min-h-5 text-center text-sm ${result ? (result.won ? 'text-win' : 'text-lose') : ''}`}
        aria-live="polite"
      >
        {result ? <span data-testid="crash-result">{result.text}</span> : null}
      </p>
      <div className="bet-bar flex flex-wrap items-end gap-3">
        <StakeField
          id={`${id}-a`}
          label={labels.amount}
          value={amount}
          onChange={setAmount}
          testId="crash-amount"
          width="w-28"
          kit={kit}
          multiplier={typeof autoTarget === 'number' ? autoTarget : 0}
          disabled={busy || autoRunning}
        />
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={`${id}-auto`}>{labels.autoCashout}</label>
          <input
            id={`${id}-auto`}
            inputMode="decimal"
            placeholder={labels.autoCashoutHint}
            value={auto}
            disabled={busy || autoRunning}
            onChange={(e) => setAuto(e.target.value)}
            aria-invalid={autoTarget === 'invalid' ? true : undefined}
            aria-describedby={autoTarget === 'invalid' ? `${id}-auto-problem` : undefined}
            className={`w-28 min-w-0 rounded border bg-bg p-2 ${autoTarget === 'invalid' ? 'border-lose' : 'border-line'}`}
            data-testid="crash-auto-cashout"
          />
          {autoTarget === 'invalid' ? (
            <p
              id={`${id}-auto-problem`}
              role="alert"
              className="text-xs text-lose"
              data-testid="crash-auto-cashout-problem"
            >
              {labels.autoCashoutInvalid}
            </p>
          ) : null}
        </div>
        {canCashOut ? (
          <BetButton onClick={() => void cashOut()} disabled={busy} testId="crash-cashout" tone="cashout" keys="Space">
            {labels.cashout} <span ref={cashoutAmount} className="tabular-nums" data-testid="crash-cashout-amount" />
          </BetButton>
        ) : phase === 'betting' ? (
          <BetButton
            onClick={() => void placeBet(stakeMinor)}
            disabled={busy || autoRunning || !loggedIn || mine !== null}
            testId="crash-bet"
          >
            {mine ? labels.betPlaced : labels.bet}
          </BetButton>
        ) : (
          // While a round runs (or has just crashed) a bet waits for the next one.
          <BetButton
            onClick={() => setQueued((q) => !q)}
            disabled={busy || autoRunning || !loggedIn || phase === null}
            testId="crash-bet"
          >
            {queued ? labels.cancelNext : labels.betNext}
          </BetButton>
        )}
        {mounted && !loggedIn ? <span className="text-sm text-muted">{labels.loginToPlay}</span> : null}
      </div>
      <AutobetPanel
        labels={autobet}
        baseStake={stakeMinor}
        placeBet={autobetOne}
        disabled={busy || !loggedIn}
        onRunningChange={onAutoRunning}
        onStop={() => autoAbort.current?.abort()}
      />
      <BetError game="crash" error={error} />
      <div className="grid gap-4 sm:grid-cols-2">
        <PlayersList round={round} mine={mine?.id ?? null} labels={labels} lang={kit.lang} />
        {loggedIn ? <MyBets bets={myBets} labels={labels} lang={kit.lang} /> : null}
      </div>
      <CrashVerifier labels={verifier} request={verify} history={state.history} />
    </GameScreen>
  );
}
