'use client';
// The bet slip: a single with one selection, an accumulator with several (one leg per event), a
// system when the player picks one (the stake typed is the whole stake, split evenly: the unit is
// shown); stake presets and limits in the player's currency from GET /betting/config; the potential
// win; the odds-change preference. Placing sends POST /betting/bets with one Idempotency-Key per
// submission: a double click, or the client's retry of a call that timed out, is one bet. The answer
// shows here (accepted, pending with its countdown then the server's verdict, rejected); a price that
// moved against the preference (422 odds_changed) updates the slip and asks the player to accept.
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiRequestError } from '../../../client/api-error';
import { profileAtom } from '../../../client/atoms';
import { usePlayMode } from '../../../components/games/use-play-mode';
import { bus } from '../../../client/bus';
import { useT } from '../../../client/i18n';
import { emitCashBalance, errorText } from '../../../components/games/play-client';
import type { Currency, Lang } from '../../../contract/common';
import type { AcceptOdds, SbBet } from '../../../contract/sportsbook';
import { formatMoney } from '../../../site/format';
import { formatOdds } from '../math/odds';
import { changedPrices, errorCode, newIdempotencyKey, sbRequest } from './api';
import { serverNow, useSbStream } from './live';
import { useOddsText } from './price-button';
import { applyPrices, combinationCount, potentialWin, slipKind, systemsFor, totalOdds, unitStake } from './slip-logic';
import { acceptOddsAtom, betsRevisionAtom, oddsFormatAtom, slipAtom, stakeTextAtom, systemAtom } from './store';

export interface SbConfig {
  currency: string | null;
  min_stake: number;
  max_stake: number;
  max_payout: number;
  presets: number[];
}

type Result =
  | { kind: 'accepted'; bet: SbBet }
  | { kind: 'pending'; id: number; decideAt: number }
  | { kind: 'rejected'; reason: string | null }
  | { kind: 'oddsChanged' }
  | { kind: 'error'; text: string };

/** "12.50" / "12,5" / "12" → minor units; null when it is not an amount. */
export function parseStake(text: string): number | null {
  const m = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
}

const ACCEPT: AcceptOdds[] = ['none', 'higher', 'any'];

export function Slip({ lang, currency: pageCurrency }: { lang: Lang; currency: Currency }) {
  const t = useT();
  const id = useId();
  const oddsText = useOddsText();
  const format = useAtomValue(oddsFormatAtom);
  const [slip, setSlip] = useAtom(slipAtom);
  const [stakeText, setStakeText] = useAtom(stakeTextAtom);
  const [system, setSystem] = useAtom(systemAtom);
  const [accept, setAccept] = useAtom(acceptOddsAtom);
  const bumpBets = useSetAtom(betsRevisionAtom);
  // Signed in only after hydration: the server renders the anonymous slip (the page's first render must match).
  const { loggedIn } = usePlayMode();
  const profile = useAtomValue(profileAtom);
  const [config, setConfig] = useState<SbConfig | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  /** The submission in progress: its body and the key every attempt of it carries. */
  const submission = useRef<{ body: string; key: string } | null>(null);
  const [now, setNow] = useState(0);

  const currency = (config?.currency ?? profile?.user.currency ?? pageCurrency) as Currency;
  const money = (minor: number) => formatMoney(minor, currency, lang);

  // The limits and presets in the player's currency (read again after signing in: the currency may change).
  // biome-ignore lint/correctness/useExhaustiveDependencies: signing in or out is the trigger.
  useEffect(() => {
    let cancelled = false;
    sbRequest((c) => c.sbConfigResponseSchema, 'GET', '/betting/config')
      .then((r) => {
        if (!cancelled) setConfig(r.data);
      })
      .catch(() => {}); // no presets; the server still checks the limits
    return () => {
      cancelled = true;
    };
  }, [loggedIn]);

  // Prices and market statuses of the legs follow the stream.
  useSbStream({
    onEvent: (d) => {
      if (!slip.some((s) => s.eventId === d.event_id)) return;
      const prices = d.markets.flatMap((m) =>
        m.prices.map((p) => ({ ...p, active: p.active && m.status === 'active' })),
      );
      if (prices.length) setSlip((list) => applyPrices(list, prices));
    },
  });

  const n = slip.length;
  const kind = slipKind(n, system);
  const systems = systemsFor(n);
  const stake = parseStake(stakeText);
  const combos = kind === 'system' ? combinationCount(system!, n) : 1;
  const unit = kind === 'system' && stake !== null ? unitStake(stake, combos) : stake;
  const odds = slip.map((s) => s.odds);
  const win = stake !== null ? potentialWin(stake, odds, kind === 'system' ? system : null) : 0;
  const suspended = slip.some((s) => !s.active);
  const stakeProblem =
    stake === null
      ? stakeText.trim()
        ? t('sportsbook.slip.badStake')
        : null
      : config && stake < config.min_stake
        ? t('sportsbook.err.stake_too_small')
        : config && stake > config.max_stake
          ? t('sportsbook.err.stake_too_large')
          : kind === 'system' && unit === null
            ? t('sportsbook.slip.splitProblem', { count: combos })
            : null;
  const canPlace =
    n > 0 &&
    stake !== null &&
    !stakeProblem &&
    !suspended &&
    !busy &&
    result?.kind !== 'oddsChanged' &&
    result?.kind !== 'pending';

  // The pending bet's countdown, then the server's verdict from GET /betting/bets.
  const pending = result?.kind === 'pending' ? result : null;
  useEffect(() => {
    if (!pending) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      if (cancelled) return;
      setNow(serverNow());
      if (serverNow() < pending.decideAt + 300) {
        timer = setTimeout(tick, 250);
        return;
      }
      void verdict();
    };
    let tries = 0;
    const verdict = async () => {
      for (const status of ['open', 'settled'] as const) {
        const r = await sbRequest((c) => c.sbMyBetsResponseSchema, 'GET', '/betting/bets', {
          query: { status, limit: 20 },
        }).catch(() => null);
        const bet = r?.data.find((b) => b.id === pending.id);
        if (cancelled) return;
        if (bet && bet.status !== 'pending') {
          bumpBets((x) => x + 1);
          setResult(bet.status === 'rejected' ? { kind: 'rejected', reason: bet.reason } : { kind: 'accepted', bet });
          return;
        }
        if (bet) break; // still pending: ask again in a moment
      }
      if (++tries < 30) timer = setTimeout(() => void verdict(), 1000);
    };
    tick();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [pending, bumpBets]);

  function reasonText(reason: string | null) {
    if (!reason) return '';
    const key = `sportsbook.err.${reason}`;
    const text = t(key);
    return text === key ? reason : text;
  }

  async function place() {
    if (inFlight.current || !canPlace || stake === null) return;
    if (!loggedIn) {
      bus.emit('modal-open', { name: 'login' });
      return;
    }
    const body = {
      stake,
      selections: slip.map((s) => ({ outcome_id: s.outcomeId, odds: s.odds })),
      ...(kind === 'system' ? { system } : {}),
      accept_odds: accept,
    };
    const text = JSON.stringify(body);
    if (submission.current?.body !== text) submission.current = { body: text, key: newIdempotencyKey() };
    inFlight.current = true;
    setBusy(true);
    setResult(null);
    try {
      const r = await sbRequest((c) => c.sbPlaceResponseSchema, 'POST', '/betting/bets', {
        json: body,
        idempotencyKey: submission.current.key,
      });
      submission.current = null;
      emitCashBalance(r.data.balance, profile?.user.bonus ?? 0);
      bumpBets((x) => x + 1);
      if (r.data.status === 'rejected') {
        setResult({ kind: 'rejected', reason: r.data.bet.reason });
      } else {
        setSlip([]);
        setSystem(null);
        setResult(
          r.data.status === 'pending'
            ? { kind: 'pending', id: r.data.id, decideAt: r.data.decide_at ?? serverNow() }
            : { kind: 'accepted', bet: r.data.bet },
        );
      }
    } catch (e) {
      // A refusal is final for this body (the next try is a new submission); a lost answer is not:
      // the same slip sent again carries the same key, and the server answers it once.
      if (e instanceof ApiRequestError && e.status >= 400 && e.status < 500) submission.current = null;
      const code = errorCode(e);
      if (code === 'odds_changed') {
        const prices = changedPrices(e);
        setSlip((list) => applyPrices(list, prices));
        setResult({ kind: 'oddsChanged' });
      } else {
        setResult({ kind: 'error', text: code && reasonText(code) !== code ? reasonText(code) : errorText(e, t) });
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  const acceptPrices = () => {
    setSlip((list) => list.map((s) => ({ ...s, prevOdds: null })));
    setResult(null);
  };

  return (
    <div className="flex flex-col gap-3" data-testid="sb-slip" data-kind={kind} data-legs={n}>
      {n === 0 ? <p className="text-sm text-muted">{t('sportsbook.slip.empty')}</p> : null}
      {n > 0 ? (
        <ul className="flex flex-col gap-2">
          {slip.map((s) => (
            <li
              key={s.outcomeId}
              className={`rounded-lg border p-2 text-sm ${s.active ? 'border-line bg-elevated' : 'border-dashed border-line bg-bg'}`}
              data-testid="sb-leg"
              data-outcome-id={s.outcomeId}
            >
              <div className="flex items-start justify-between gap-2">
                <span className="min-w-0 font-semibold">{s.outcome}</span>
                <span className="flex items-center gap-1 font-bold tabular-nums">
                  {s.prevOdds !== null ? (
                    <span
                      className={s.odds > s.prevOdds ? 'text-win' : 'text-lose'}
                      title={oddsText(s.prevOdds)}
                      aria-hidden="true"
                    >
                      {s.odds > s.prevOdds ? '▲' : '▼'}
                    </span>
                  ) : null}
                  <span data-testid="sb-leg-odds">{oddsText(s.odds)}</span>
                </span>
              </div>
              <div className="flex items-end justify-between gap-2">
                <span className="min-w-0 text-xs text-muted">
                  {s.market} · {s.event}
                </span>
                <button
                  type="button"
                  className="shrink-0 rounded px-1 text-muted hover:text-text"
                  aria-label={t('sportsbook.slip.remove', { outcome: `${s.event}: ${s.outcome}` })}
                  onClick={() => setSlip((list) => list.filter((x) => x.outcomeId !== s.outcomeId))}
                >
                  ✕
                </button>
              </div>
              {s.active ? null : <p className="mt-1 text-xs text-lose">{t('sportsbook.slip.suspendedLeg')}</p>}
            </li>
          ))}
        </ul>
      ) : null}
      {n > 0 ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            {n >= 3 ? (
              <label className="flex items-center gap-2">
                <span className="text-muted">{t('sportsbook.slip.betType')}</span>
                <select
                  value={kind === 'system' ? system! : ''}
                  onChange={(e) => setSystem(e.target.value || null)}
                  className="rounded border border-line bg-bg p-1.5"
                  data-testid="sb-system"
                >
                  <option value="">{t('sportsbook.slip.accumulator')}</option>
                  {systems.map((s) => (
                    <option key={s} value={s}>
                      {/^\d/.test(s)
                        ? t('sportsbook.slip.systemKofN', { system: s, count: combinationCount(s, n) })
                        : `${t(`sportsbook.slip.named.${s}`)} (${combinationCount(s, n)})`}
                    </option>
                  ))}
                </select>
              </label>
            ) : (
              <span className="font-semibold" data-testid="sb-slip-kind">
                {t(`sportsbook.slip.${kind}`)}
              </span>
            )}
            <button
              type="button"
              className="text-xs text-muted underline hover:text-text"
              onClick={() => {
                setSlip([]);
                setSystem(null);
                setResult(null);
              }}
            >
              {t('sportsbook.slip.clear')}
            </button>
          </div>
          <div className="flex flex-col gap-1 text-sm">
            <label htmlFor={`${id}-stake`} className="text-muted">
              {t('sportsbook.slip.stake')}
            </label>
            <input
              id={`${id}-stake`}
              inputMode="decimal"
              autoComplete="off"
              value={stakeText}
              onChange={(e) => setStakeText(e.target.value)}
              aria-invalid={stakeProblem ? true : undefined}
              aria-describedby={`${id}-limits`}
              className={`w-full rounded border bg-bg p-2 tabular-nums ${stakeProblem ? 'border-lose' : 'border-line'}`}
              data-testid="sb-stake"
            />
            {config?.presets.length ? (
              <div className="flex flex-wrap gap-1">
                {config.presets.map((p) => (
                  <button
                    key={p}
                    type="button"
                    onClick={() => setStakeText((p / 100).toFixed(2))}
                    className="rounded border border-line bg-elevated px-2 py-1 text-xs font-semibold hover:border-accent"
                    data-testid="sb-preset"
                  >
                    {money(p)}
                  </button>
                ))}
              </div>
            ) : null}
            <p id={`${id}-limits`} className="text-xs text-muted">
              {config
                ? t('sportsbook.slip.limits', { min: money(config.min_stake), max: money(config.max_stake) })
                : ''}
            </p>
            {stakeProblem ? (
              <p className="text-xs text-lose" role="alert" data-testid="sb-stake-problem">
                {stakeProblem}
              </p>
            ) : null}
          </div>
          <dl className="grid grid-cols-[1fr_auto] gap-x-2 gap-y-1 text-sm">
            {kind === 'accumulator' ? (
              <>
                <dt className="text-muted">{t('sportsbook.slip.totalOdds')}</dt>
                <dd className="text-right font-semibold tabular-nums" data-testid="sb-total-odds">
                  {formatOdds(totalOdds(odds), format)}
                </dd>
              </>
            ) : null}
            {kind === 'system' ? (
              <>
                <dt className="text-muted">{t('sportsbook.slip.unitStake')}</dt>
                <dd className="text-right font-semibold tabular-nums" data-testid="sb-unit-stake">
                  {unit !== null ? `${combos} × ${money(unit)}` : '–'}
                </dd>
              </>
            ) : null}
            <dt className="text-muted">{t('sportsbook.slip.potentialWin')}</dt>
            <dd className="text-right font-bold tabular-nums text-win" data-testid="sb-potential-win">
              {money(win)}
            </dd>
          </dl>
          <label className="flex flex-col gap-1 text-sm">
            <span className="text-muted">{t('sportsbook.slip.acceptOdds')}</span>
            <select
              value={accept}
              onChange={(e) => setAccept(e.target.value as AcceptOdds)}
              className="rounded border border-line bg-bg p-1.5"
              data-testid="sb-accept-odds"
            >
              {ACCEPT.map((a) => (
                <option key={a} value={a}>
                  {t(`sportsbook.slip.accept.${a}`)}
                </option>
              ))}
            </select>
          </label>
          {result?.kind === 'oddsChanged' ? (
            <button
              type="button"
              onClick={acceptPrices}
              className="h-11 rounded-lg bg-gold font-semibold text-[#1a1203] hover:brightness-110"
              data-testid="sb-accept-prices"
            >
              {t('sportsbook.slip.acceptPrices')}
            </button>
          ) : (
            <button
              type="button"
              onClick={() => void place()}
              disabled={loggedIn ? !canPlace : false}
              className="h-12 rounded-lg bg-accent-fill font-semibold text-white hover:bg-accent-strong disabled:cursor-not-allowed disabled:opacity-50"
              data-testid="sb-place"
            >
              {!loggedIn
                ? t('sportsbook.slip.loginToBet')
                : busy
                  ? t('sportsbook.slip.placing')
                  : t('sportsbook.slip.place')}
            </button>
          )}
        </>
      ) : null}
      <div aria-live="polite" className="text-sm" data-testid="sb-slip-result" data-status={result?.kind ?? ''}>
        {result?.kind === 'accepted' ? (
          <p className="rounded-lg bg-win/10 p-2 text-win">
            {t('sportsbook.slip.accepted', { win: money(result.bet.potential_win) })}
          </p>
        ) : result?.kind === 'pending' ? (
          <p className="rounded-lg bg-elevated p-2">
            {t('sportsbook.slip.pending', {
              seconds: Math.max(0, Math.ceil((result.decideAt - (now || serverNow())) / 1000)),
            })}
          </p>
        ) : result?.kind === 'rejected' ? (
          <p className="rounded-lg bg-lose/10 p-2 text-lose">
            {t('sportsbook.slip.rejected', { reason: reasonText(result.reason) })}
          </p>
        ) : result?.kind === 'oddsChanged' ? (
          <p className="rounded-lg bg-gold/10 p-2 text-gold">{t('sportsbook.slip.oddsChanged')}</p>
        ) : result?.kind === 'error' ? (
          <p role="alert" className="rounded-lg bg-lose/10 p-2 text-lose" data-testid="sb-error">
            {result.text}
          </p>
        ) : null}
      </div>
    </div>
  );
}
