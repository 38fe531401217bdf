'use client';

import { getDefaultStore } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { bus } from '../../client/bus';
import { clearTokenCookie } from '../../client/cookies';
import { errorLines } from '../../client/errors';
import { useLang, useT } from '../../client/i18n';
import { reloadPage } from '../../client/navigation';
import { rgStateAtom } from '../../client/player-protection';
import { walletApi } from '../../client/wallet-api';
import type { Currency } from '../../contract/common';
import {
  COOL_OFF_PERIODS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
  type LimitsRequest,
  type RgState,
  SELF_EXCLUSION_PERIODS,
} from '../../contract/wallet';
import { formatMoney } from '../../site/format';
import { Notice, inputClass } from '../profile/form-parts';
import { formatDateTime } from '../profile/time';
import { buttonClass } from '../ui/button';
import { parseMajor, toMajorText } from './money';

type Texts = Record<LimitKind, Record<LimitPeriod, string>>;
const REALITY_CHOICES = [15, 30, 60, 120] as const;
const IDLE_CHOICES = [15, 30, 60, 240] as const;

const textsOf = (s: RgState): Texts =>
  Object.fromEntries(
    LIMIT_KINDS.map((k) => [
      k,
      Object.fromEntries(
        LIMIT_PERIODS.map((p) => {
          const a = s.limits[k][p].amount;
          return [p, a === null ? '' : toMajorText(a)];
        }),
      ),
    ]),
  ) as Texts;

/** Only what changed: an emptied field removes the limit (null), a new number sets it. */
export function limitsPatch(state: RgState, texts: Texts): { patch: LimitsRequest; invalid: string[] } {
  const patch: LimitsRequest = {};
  const invalid: string[] = [];
  for (const k of LIMIT_KINDS) {
    for (const p of LIMIT_PERIODS) {
      const text = texts[k][p].trim();
      const now = state.limits[k][p].amount;
      const next = text === '' ? null : parseMajor(text);
      if (text !== '' && next === null) {
        invalid.push(`${k}.${p}`);
        continue;
      }
      if (next !== now) patch[k] = { ...patch[k], [p]: next };
    }
  }
  return { patch, invalid };
}

/** The profile's responsible-gaming section: limits, reality check, inactivity logout, exclusion. */
export function RgPanel({ currency, timeZone }: { currency: Currency | null; timeZone: string | null }) {
  const t = useT();
  const [state, setState] = useState<RgState | null>(null);
  const [error, setError] = useState<string[]>([]);
  useEffect(() => {
    walletApi.rg().then(
      (r) => setState(r.data),
      (e: unknown) => setError(errorLines(e, t).length ? errorLines(e, t) : [t('wallet.loadFailed')]),
    );
  }, [t]);
  const update = (s: RgState) => {
    setState(s);
    getDefaultStore().set(rgStateAtom, s);
  };
  if (!state) return error.length ? <Notice tone="error">{error.join('\n')}</Notice> : null;
  const cur = currency ?? 'RUB';
  return (
    <div className="flex flex-col gap-6" data-testid="rg-panel">
      <LimitsForm state={state} currency={cur} timeZone={timeZone} onSaved={update} />
      <SettingsBlock state={state} onSaved={update} />
      <ExclusionBlock timeZone={timeZone} current={state.exclusion} />
    </div>
  );
}

function LimitsForm({
  state,
  currency,
  timeZone,
  onSaved,
}: {
  state: RgState;
  currency: Currency;
  timeZone: string | null;
  onSaved: (s: RgState) => void;
}) {
  const t = useT();
  const lang = useLang();
  const [texts, setTexts] = useState<Texts>(() => textsOf(state));
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const money = (n: number) => formatMoney(n, currency, lang);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const { patch, invalid } = limitsPatch(state, texts);
    if (invalid.length) return setNotice({ tone: 'error', text: t('payin.amountInvalid') });
    if (!Object.keys(patch).length) return;
    setBusy(true);
    try {
      const { data } = await walletApi.setLimits(patch);
      onSaved(data);
      setTexts(textsOf(data));
      setNotice({ tone: 'success', text: t('wallet.limitsSaved') });
    } catch (err) {
      const lines = errorLines(err, t);
      setNotice({ tone: 'error', text: lines.join('\n') || t('wallet.loadFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate data-testid="rg-limits">
      <p className="text-sm text-muted">{t('wallet.limitsRule')}</p>
      <div className="grid gap-4 md:grid-cols-2">
        {LIMIT_KINDS.map((k) => (
          <fieldset key={k} className="flex flex-col gap-3 rounded-lg border border-line p-3">
            <legend className="px-1 font-semibold">
              {t(k === 'deposit' ? 'wallet.depositLimits' : 'wallet.lossLimits')}
            </legend>
            {LIMIT_PERIODS.map((p) => {
              const s = state.limits[k][p];
              return (
                <div key={p} className="flex flex-col gap-1">
                  <label className="text-sm font-semibold" htmlFor={`rg-${k}-${p}`}>
                    {t(`wallet.period_${p}`)} ({currency})
                  </label>
                  <input
                    id={`rg-${k}-${p}`}
                    name={`${k}-${p}`}
                    data-testid={`limit-${k}-${p}`}
                    className={inputClass}
                    inputMode="decimal"
                    placeholder={t('wallet.noLimit')}
                    value={texts[k][p]}
                    onChange={(e) => setTexts({ ...texts, [k]: { ...texts[k], [p]: e.target.value } })}
                  />
                  {s.amount !== null ? (
                    <span className="text-xs text-muted">
                      {t('wallet.used', { used: money(s.used), limit: money(s.amount) })}
                    </span>
                  ) : null}
                  {s.pending ? (
                    <span className="text-xs text-gold" data-testid={`limit-${k}-${p}-pending`}>
                      {s.pending.amount === null
                        ? t('wallet.pendingRemove', { date: formatDateTime(s.pending.effective_at, lang, timeZone) })
                        : t('wallet.pendingChange', {
                            amount: money(s.pending.amount),
                            date: formatDateTime(s.pending.effective_at, lang, timeZone),
                          })}
                    </span>
                  ) : null}
                </div>
              );
            })}
          </fieldset>
        ))}
      </div>
      {notice ? (
        <Notice tone={notice.tone} testId="rg-limits-notice">
          {notice.text}
        </Notice>
      ) : null}
      <button
        type="submit"
        className={buttonClass('primary', 'md', 'self-start')}
        disabled={busy}
        data-testid="rg-limits-save"
      >
        {t('wallet.saveLimits')}
      </button>
    </form>
  );
}

function SettingsBlock({ state, onSaved }: { state: RgState; onSaved: (s: RgState) => void }) {
  const t = useT();
  const [reality, setReality] = useState(String(state.reality_check_minutes ?? ''));
  const [idle, setIdle] = useState(String(state.inactivity_logout_minutes ?? ''));
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const realityId = useId();
  const idleId = useId();
  const choices = (list: readonly number[], current: number | null) =>
    current !== null && !list.includes(current) ? [...list, current].sort((a, b) => a - b) : list;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    try {
      const { data } = await walletApi.setRgSettings({
        reality_check_minutes: reality ? Number(reality) : null,
        inactivity_logout_minutes: idle ? Number(idle) : null,
      });
      onSaved(data);
      setNotice({ tone: 'success', text: t('wallet.saved') });
    } catch (err) {
      setNotice({ tone: 'error', text: errorLines(err, t).join('\n') || t('wallet.loadFailed') });
    }
  };

  return (
    <form className="flex flex-col gap-3" onSubmit={submit} data-testid="rg-settings">
      <h3 className="font-semibold">{t('wallet.realityTitle')}</h3>
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={realityId} className="text-sm">
            {t('wallet.realityEvery')}
          </label>
          <select
            id={realityId}
            className={`${inputClass} w-48`}
            value={reality}
            onChange={(e) => setReality(e.target.value)}
          >
            <option value="">{t('wallet.off')}</option>
            {choices(REALITY_CHOICES, state.reality_check_minutes).map((n) => (
              <option key={n} value={n}>
                {t('wallet.minutes', { n })}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={idleId} className="text-sm">
            {t('wallet.inactivityTitle')}
          </label>
          <select id={idleId} className={`${inputClass} w-48`} value={idle} onChange={(e) => setIdle(e.target.value)}>
            <option value="">{t('wallet.siteDefault')}</option>
            {choices(IDLE_CHOICES, state.inactivity_logout_minutes).map((n) => (
              <option key={n} value={n}>
                {t('wallet.minutes', { n })}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass('secondary')}>
          {t('wallet.save')}
        </button>
      </div>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
    </form>
  );
}

function ExclusionBlock({ timeZone, current }: { timeZone: string | null; current: RgState['exclusion'] }) {
  const t = useT();
  const lang = useLang();
  const [kind, setKind] = useState<'cool_off' | 'self_exclusion'>('cool_off');
  const [period, setPeriod] = useState<string>(COOL_OFF_PERIODS[0]);
  const [confirmed, setConfirmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string[]>([]);
  const periods: readonly string[] = kind === 'cool_off' ? COOL_OFF_PERIODS : SELF_EXCLUSION_PERIODS;

  if (current)
    return (
      <Notice tone="info">{t('wallet.excludedUntil', { date: formatDateTime(current.until, lang, timeZone) })}</Notice>
    );

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!confirmed || busy) return;
    setBusy(true);
    try {
      await walletApi.exclude(
        kind === 'cool_off'
          ? { kind, period: period as (typeof COOL_OFF_PERIODS)[number] }
          : { kind, period: period as (typeof SELF_EXCLUSION_PERIODS)[number] },
      );
      // The server ended every session; this page follows at once.
      clearTokenCookie();
      bus.emit('logout', { reason: 'excluded' });
      reloadPage();
    } catch (err) {
      setError(errorLines(err, t));
      setBusy(false);
    }
  };

  return (
    <form
      className="flex flex-col gap-3 rounded-lg border border-danger/40 p-4"
      onSubmit={submit}
      data-testid="rg-exclusion"
    >
      <h3 className="font-semibold">{t('wallet.exclusionTitle')}</h3>
      <div className="flex flex-wrap gap-4">
        <fieldset className="flex gap-3">
          <legend className="sr-only">{t('wallet.exclusionKind')}</legend>
          {(['cool_off', 'self_exclusion'] as const).map((k) => (
            <label key={k} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="exclusion-kind"
                checked={kind === k}
                onChange={() => {
                  setKind(k);
                  setPeriod((k === 'cool_off' ? COOL_OFF_PERIODS : SELF_EXCLUSION_PERIODS)[0]);
                }}
              />
              {t(k === 'cool_off' ? 'wallet.coolOff' : 'wallet.selfExclusion')}
            </label>
          ))}
        </fieldset>
        <label className="flex items-center gap-2 text-sm">
          {t('wallet.period')}
          <select className={`${inputClass} w-40`} value={period} onChange={(e) => setPeriod(e.target.value)}>
            {periods.map((p) => (
              <option key={p} value={p}>
                {t(`wallet.p_${p}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="text-sm text-danger">{t('wallet.exclusionWarn')}</p>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
        {t('wallet.exclusionConfirm')}
      </label>
      {error.length ? <Notice tone="error">{error.join('\n')}</Notice> : null}
      <button type="submit" className={buttonClass('secondary', 'md', 'self-start')} disabled={!confirmed || busy}>
        {t('wallet.exclusionSubmit')}
      </button>
    </form>
  );
}
