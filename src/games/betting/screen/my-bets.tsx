'use client';
// The player's bets: open and settled (GET /betting/bets?status=…), each with its legs and their
// results, the payout, and on open bets the cash-out offer as a button (POST /betting/bets/{id}/cashout
// {amount, accept: 'tolerance'}, one Idempotency-Key per press): one tap is paid the offer now when it is
// within the published tolerance of the amount shown, or higher; an offer that fell further (422
// cashout_changed) shows the new one. Open bets are read again when the stream moves one of their events (at most
// every two seconds) and every few seconds while any is open.
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { profileAtom } from '../../../client/atoms';
import { usePlayMode } from '../../../components/games/use-play-mode';
import { bus } from '../../../client/bus';
import { useT } from '../../../client/i18n';
import { emitCashBalance, errorText } from '../../../components/games/play-client';
import type { Currency, Lang } from '../../../contract/common';
import type { SbBet, SbCashoutBody } from '../../../contract/sportsbook';
import { formatMoney } from '../../../site/format';
import { changedOffer, errorCode, newIdempotencyKey, sbRequest } from './api';
import { useSbStream } from './live';
import { useOddsText } from './price-button';
import { betsRevisionAtom } from './store';

const RESULT_TONE: Record<string, string> = {
  won: 'text-win',
  half_won: 'text-win',
  lost: 'text-lose',
  half_lost: 'text-lose',
  void: 'text-muted',
  open: 'text-muted',
};

function BetCard({
  bet,
  lang,
  onCashout,
  busy,
  note,
}: {
  bet: SbBet;
  lang: Lang;
  onCashout: (bet: SbBet) => void;
  busy: boolean;
  note: string | null;
}) {
  const t = useT();
  const oddsText = useOddsText();
  const money = (m: number) => formatMoney(m, bet.currency as Currency, lang);
  const title =
    bet.kind === 'system' && bet.system
      ? /^\d/.test(bet.system)
        ? t('sportsbook.bets.systemName', { system: bet.system })
        : t(`sportsbook.slip.named.${bet.system}`)
      : t(`sportsbook.slip.${bet.kind}`);
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border border-line bg-elevated p-3 text-sm"
      data-testid="sb-bet"
      data-bet-id={bet.id}
      data-status={bet.status}
      data-kind={bet.kind}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="font-semibold">{title}</span>
        <span className="text-xs text-muted" data-testid="sb-bet-status">
          {t(`sportsbook.bets.status.${bet.status}`)}
        </span>
      </div>
      <ul className="flex flex-col gap-1">
        {bet.legs.map((l) => (
          <li
            key={l.outcome_id}
            className="flex items-start justify-between gap-2"
            data-testid="sb-bet-leg"
            data-result={l.result}
          >
            <span className="min-w-0">
              <span className="font-semibold">{l.outcome}</span>{' '}
              <span className="text-xs text-muted">
                {l.market} · {l.event}
              </span>
            </span>
            <span className="flex shrink-0 flex-col items-end">
              <span className="tabular-nums">{oddsText(l.odds)}</span>
              <span className={`text-xs ${RESULT_TONE[l.result] ?? ''}`}>
                {t(`sportsbook.bets.result.${l.result}`)}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-x-2 text-xs">
        <dt className="text-muted">{t('sportsbook.slip.stake')}</dt>
        <dd className="text-right tabular-nums">{money(bet.stake)}</dd>
        {bet.payout === null ? (
          <>
            <dt className="text-muted">{t('sportsbook.slip.potentialWin')}</dt>
            <dd className="text-right tabular-nums">{money(bet.potential_win)}</dd>
          </>
        ) : (
          <>
            <dt className="text-muted">{t('sportsbook.bets.payout')}</dt>
            <dd
              className={`text-right font-bold tabular-nums ${bet.payout > 0 ? 'text-win' : ''}`}
              data-testid="sb-bet-payout"
            >
              {money(bet.payout)}
            </dd>
          </>
        )}
      </dl>
      {bet.reason && bet.status === 'rejected' ? (
        <p className="text-xs text-lose">{t(`sportsbook.err.${bet.reason}`)}</p>
      ) : null}
      {bet.cashout !== null && (bet.status === 'accepted' || bet.status === 'pending') ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => onCashout(bet)}
          className="h-10 rounded-lg bg-gold font-semibold text-[#1a1203] hover:brightness-110 disabled:opacity-50"
          data-testid="sb-cashout"
        >
          {t('sportsbook.bets.cashout', { amount: money(bet.cashout) })}
        </button>
      ) : null}
      {note ? (
        <p className="text-xs text-gold" role="status">
          {note}
        </p>
      ) : null}
    </li>
  );
}

export function MyBets({ lang }: { lang: Lang }) {
  const t = useT();
  // Signed in only after hydration: the server renders the anonymous slip (the page's first render must match).
  const { loggedIn } = usePlayMode();
  const profile = useAtomValue(profileAtom);
  const revision = useAtomValue(betsRevisionAtom);
  const bump = useSetAtom(betsRevisionAtom);
  const [tab, setTab] = useState<'open' | 'settled'>('open');
  const [bets, setBets] = useState<SbBet[] | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [notes, setNotes] = useState<Record<number, string>>({});
  const lastLoad = useRef(0);

  const load = useCallback(() => {
    if (!loggedIn) return;
    lastLoad.current = Date.now();
    sbRequest((c) => c.sbMyBetsResponseSchema, 'GET', '/betting/bets', { query: { status: tab, limit: 50 } })
      .then((r) => setBets(r.data))
      .catch(() => {});
  }, [loggedIn, tab]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new revision (a bet placed or cashed out) is the trigger.
  useEffect(() => {
    setBets(null);
    load();
  }, [load, revision]);

  const hasOpen = tab === 'open' && !!bets?.length;
  // While bets are open their offers and results move: read them every few seconds.
  useEffect(() => {
    if (!hasOpen) return;
    const timer = setInterval(load, 5000);
    return () => clearInterval(timer);
  }, [hasOpen, load]);
  useSbStream({
    onEvent: (d) => {
      if (!hasOpen || Date.now() - lastLoad.current < 2000) return;
      if (bets?.some((b) => b.legs.some((l) => l.event_id === d.event_id))) load();
    },
  });

  async function cashout(bet: SbBet) {
    if (busy !== null || bet.cashout === null) return;
    setBusy(bet.id);
    setNotes((n) => ({ ...n, [bet.id]: '' }));
    try {
      const r = await sbRequest((c) => c.sbCashoutResponseSchema, 'POST', `/betting/bets/${bet.id}/cashout`, {
        // One tap takes the offer shown or the offer now within the published tolerance (or higher):
        // the server prices it again and pays what it offers now, never a stale quote (decision 059).
        json: { amount: bet.cashout, accept: 'tolerance' } satisfies SbCashoutBody,
        idempotencyKey: newIdempotencyKey(),
      });
      emitCashBalance(r.balance, profile?.user.bonus ?? 0);
      setNotes((n) => ({
        ...n,
        [bet.id]: t('sportsbook.bets.cashedOut', {
          amount: formatMoney(r.data.payout ?? 0, r.data.currency as Currency, lang),
        }),
      }));
      setBets((list) => list?.map((b) => (b.id === bet.id ? r.data : b)) ?? null);
      // Settled bets now include it; the open list drops it on the next read.
      setTimeout(() => bump((x) => x + 1), 1500);
    } catch (e) {
      const code = errorCode(e);
      if (code === 'cashout_changed') {
        const offer = changedOffer(e);
        setBets((list) => list?.map((b) => (b.id === bet.id ? { ...b, cashout: offer } : b)) ?? null);
        setNotes((n) => ({
          ...n,
          [bet.id]:
            offer !== null
              ? t('sportsbook.bets.offerChanged', { amount: formatMoney(offer, bet.currency as Currency, lang) })
              : t('sportsbook.err.cashout_unavailable'),
        }));
        if (offer === null) load();
      } else {
        const key = `sportsbook.err.${code}`;
        setNotes((n) => ({ ...n, [bet.id]: code && t(key) !== key ? t(key) : errorText(e, t) }));
        load();
      }
    } finally {
      setBusy(null);
    }
  }

  if (!loggedIn) {
    return (
      <div className="flex flex-col items-start gap-2 text-sm">
        <p className="text-muted">{t('sportsbook.bets.loginToSee')}</p>
        <button
          type="button"
          className="rounded-lg bg-accent-fill px-4 py-2 font-semibold text-white"
          onClick={() => bus.emit('modal-open', { name: 'login' })}
        >
          {t('sportsbook.slip.loginToBet')}
        </button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3" data-testid="sb-my-bets" data-tab={tab}>
      <fieldset className="m-0 flex min-w-0 gap-1 rounded-lg border border-line bg-bg p-1">
        <legend className="sr-only">{t('sportsbook.slip.myBets')}</legend>
        {(['open', 'settled'] as const).map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={tab === k}
            onClick={() => setTab(k)}
            data-testid={`sb-bets-${k}`}
            className={`flex-1 rounded-md px-3 py-1.5 text-sm font-semibold ${tab === k ? 'bg-accent-fill text-white' : 'text-muted hover:text-text'}`}
          >
            {t(`sportsbook.bets.${k}`)}
          </button>
        ))}
      </fieldset>
      {bets === null ? null : bets.length === 0 ? (
        <p className="text-sm text-muted">{t('sportsbook.bets.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {bets.map((b) => (
            <BetCard
              key={b.id}
              bet={b}
              lang={lang}
              onCashout={(x) => void cashout(x)}
              busy={busy !== null}
              note={notes[b.id] || null}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
