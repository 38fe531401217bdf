'use client';

import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { apiRequest, authApi } from '../../client/api';
import { isLoggedInAtom } from '../../client/atoms';
import { bus } from '../../client/bus';
import { errorText } from '../../client/errors';
import { ApiRequestError } from '../../client/http';
import { useLang, useT } from '../../client/i18n';
import { openModal } from '../../client/session-actions';
import type { Currency } from '../../contract/common';
import {
  VIP_CLAIM_REFUSALS,
  VIP_PATHS,
  type VipPeriod,
  type VipResponse,
  vipClaimResponseSchema,
  vipResponseSchema,
} from '../../contract/vip';
import { formatMoney, formatNumber } from '../../site/format';
import { buttonClass } from '../ui/button';

type Data = VipResponse['data'];
/** After bets move the balance, the progress is asked for again at most this often. */
const REFRESH_MS = 1500;

/** A claim's refusal in the player's language (vip.refused_<code>), else the usual error text. */
function claimError(e: unknown, t: ReturnType<typeof useT>): string {
  if (e instanceof ApiRequestError) {
    const line = Object.values(e.body?.errors ?? {}).flat()[0] ?? '';
    const code = line.split(':')[0] as (typeof VIP_CLAIM_REFUSALS)[number];
    if (VIP_CLAIM_REFUSALS.includes(code)) return t(`vip.refused_${code}`);
  }
  return errorText(e, t);
}

/**
 * /vip-club, the signed-in part: the player's level, points and progress bar, rakeback to claim,
 * this week's and month's rewards, and joining the club (premium status). A visitor is offered to
 * sign up here, which joins the club with the registration (spec section 6). Asked again after
 * the balance moves, since every bet adds points and rakeback.
 */
export function VipPanel() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const t = useT();
  const lang = useLang();
  const [data, setData] = useState<Data | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  // The session token is read from a cookie in the browser only: the server renders the neutral
  // loading state, and so does the first browser render, or hydration would not match.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const load = async () => {
    try {
      setData((await apiRequest(vipResponseSchema, 'GET', VIP_PATHS.state, { query: { lang } })).data);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: on sign-in, language change and balance moves
  useEffect(() => {
    setData(null);
    setNote(null);
    if (!loggedIn) return;
    void load();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const moved = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void load(), REFRESH_MS);
    };
    bus.on('balance-changed', moved);
    return () => {
      bus.off('balance-changed', moved);
      clearTimeout(timer);
    };
  }, [loggedIn, lang]);

  if (mounted && !loggedIn) {
    return (
      <section className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-gold/40 bg-surface p-5">
        <h2 className="text-lg font-bold">{t('vip.guestTitle')}</h2>
        <p className="text-sm text-muted">{t('vip.guestText')}</p>
        <div>
          <button type="button" className={buttonClass('gold')} onClick={() => openModal('register')}>
            {t('vip.register')}
          </button>
        </div>
      </section>
    );
  }
  if (!data?.player) {
    return (
      <section className="rounded-[var(--radius-card)] border border-line bg-surface p-5" data-testid="vip-panel">
        <p className={failed ? 'text-danger' : 'text-muted'}>{failed ? t('vip.failed') : t('vip.loading')}</p>
        {failed ? (
          <button type="button" className={buttonClass('secondary', 'sm', 'mt-3')} onClick={() => void load()}>
            {t('vip.retry')}
          </button>
        ) : null}
      </section>
    );
  }

  const p = data.player;
  const money = (minor: number, currency: Currency = data.currency) => formatMoney(minor, currency, lang);
  const current = p.level > 0 ? data.levels[p.level - 1] : undefined;
  const percent = current?.rakeback ?? 0;

  const claim = async (id: string, run: () => Promise<{ data: { amount: number; currency: Currency } }>) => {
    setBusy(id);
    setNote(null);
    try {
      const { data: paid } = await run();
      setNote({ ok: true, text: t('vip.paid', { amount: money(paid.amount, paid.currency) }) });
    } catch (e) {
      setNote({ ok: false, text: claimError(e, t) });
    } finally {
      setBusy(null);
      void load();
    }
  };
  const claimRakeback = (currency: Currency) =>
    claim(`rakeback-${currency}`, () =>
      apiRequest(vipClaimResponseSchema, 'POST', VIP_PATHS.rakebackClaim, { json: { currency } }),
    );
  const claimReward = (period: VipPeriod) =>
    claim(period, () => apiRequest(vipClaimResponseSchema, 'POST', VIP_PATHS.rewardClaim, { json: { period } }));
  const join = async () => {
    setBusy('join');
    try {
      const { data: joined } = await authApi.vipJoin();
      setData({ ...data, player: { ...p, premium: joined.status } });
    } catch (e) {
      setNote({ ok: false, text: errorText(e, t) });
    } finally {
      setBusy(null);
    }
  };
  const premiumKey = `vip.premium_${p.premium}`;
  const premiumText = t(premiumKey) === premiumKey ? p.premium : t(premiumKey);

  return (
    <section
      className="flex flex-col gap-5 rounded-[var(--radius-card)] border border-gold/40 bg-surface p-5"
      aria-labelledby="vip-panel-title"
      data-testid="vip-panel"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="vip-panel-title" className="text-lg font-bold">
          {t('vip.panelTitle')}
        </h2>
        <p className="text-sm text-muted" data-testid="vip-points">
          {t('vip.points', { points: formatNumber(p.points, lang) })}
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-xl font-bold text-gold" data-testid="vip-level" data-level={p.level}>
          {current ? current.name : t('vip.noLevel')}
        </p>
        <div
          role="progressbar"
          aria-label={t('vip.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(p.progress * 100)}
          className="h-3 overflow-hidden rounded-full bg-elevated"
          data-testid="vip-progress"
        >
          <div
            className="h-full rounded-full bg-gold transition-[width] duration-500"
            style={{ width: `${p.progress * 100}%` }}
          />
        </div>
        <p className="text-xs text-muted">
          {p.next
            ? t('vip.toNext', { points: Math.max(0, p.next.minPoints - p.points), name: p.next.name })
            : t('vip.topLevel')}
        </p>
      </div>

      <div className="grid gap-4 md:grid-cols-3">
        <div className="flex flex-col gap-2" data-testid="vip-rakeback">
          <h3 className="font-bold">{t('vip.rakebackTitle')}</h3>
          <p className="text-xs text-muted">{percent ? t('vip.rakebackText', { percent }) : t('vip.rakebackLocked')}</p>
          {p.rakeback.map((r) => (
            <div key={r.currency} className="flex flex-wrap items-center gap-2">
              <span className="tabular-nums" data-testid={`vip-rakeback-${r.currency}`}>
                {t('vip.available', { amount: money(r.available, r.currency) })}
              </span>
              <button
                type="button"
                className={buttonClass('gold', 'sm')}
                disabled={r.available < 1 || busy !== null}
                onClick={() => void claimRakeback(r.currency)}
                data-testid={`vip-rakeback-claim-${r.currency}`}
              >
                {t('vip.claim')}
              </button>
            </div>
          ))}
        </div>
        {(['weekly', 'monthly'] as const).map((period) => {
          const r = p[period];
          return (
            <div key={period} className="flex flex-col gap-2" data-testid={`vip-${period}`} data-state={r.state}>
              <h3 className="font-bold">{t(period === 'weekly' ? 'vip.weeklyTitle' : 'vip.monthlyTitle')}</h3>
              {r.amount ? <p className="tabular-nums">{money(r.amount)}</p> : null}
              <p className="text-xs text-muted">{t(`vip.state_${r.state}`)}</p>
              {r.state === 'claimable' ? (
                <div>
                  <button
                    type="button"
                    className={buttonClass('gold', 'sm')}
                    disabled={busy !== null}
                    onClick={() => void claimReward(period)}
                    data-testid={`vip-${period}-claim`}
                  >
                    {t('vip.claim')}
                  </button>
                </div>
              ) : null}
            </div>
          );
        })}
      </div>

      <p
        role="status"
        className={note?.ok === false ? 'text-sm text-danger' : 'text-sm text-win'}
        data-testid="vip-note"
      >
        {note?.text ?? ''}
      </p>

      <div className="flex flex-wrap items-center gap-3 border-t border-line pt-4">
        <h3 className="font-bold">{t('vip.premiumTitle')}</h3>
        <span className="text-sm" data-testid="vip-premium" data-status={p.premium}>
          {premiumText}
        </span>
        {p.premium === 'none' ? (
          <button
            type="button"
            className={buttonClass('secondary', 'sm', 'ml-auto')}
            disabled={busy !== null}
            onClick={() => void join()}
            data-testid="vip-join"
          >
            {t('vip.join')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
