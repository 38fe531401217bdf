'use client';

import { useAtomValue } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { isLoggedInAtom } from '../../client/atoms';
import { errorText } from '../../client/errors';
import { useLang, useT } from '../../client/i18n';
import type { PlayerBonus } from '../../contract/bonus';
import type { Lang } from '../../contract/common';
import type { Translate } from '../../i18n';
import { formatMoney } from '../../site/format';
import { buttonClass } from '../ui/button';

type Shown = { tone: 'success' | 'error' | 'info'; text: string; status?: string };

/** What a redeemed bonus means for the player, in one sentence. */
export function redeemedText(b: PlayerBonus, t: Translate, lang: Lang): string {
  const money = (minor: number) => formatMoney(minor, b.terms.currency, lang);
  switch (b.status) {
    case 'waiting':
      return b.terms.minDeposit !== null
        ? t('bonus.redeemedWaiting', { name: b.name, min: money(b.terms.minDeposit) })
        : t('bonus.redeemedWaitingAny', { name: b.name });
    case 'queued':
      return t('bonus.redeemedQueued', { name: b.name, amount: money(b.amount) });
    default:
      return t('bonus.redeemedActive', { name: b.name, amount: money(b.amount), wager: money(b.wager_required) });
  }
}

/**
 * The promo field of /bonuses: a signed-in player redeems the code and sees what it gave; a
 * visitor's code is kept (as ?promo= does) and registration opens with it filled in.
 */
export function PromoForm({ profileHref }: { profileHref: string }) {
  const t = useT();
  const lang = useLang();
  // The server renders the visitor's wording; the player's follows hydration (no mismatch).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const loggedIn = useAtomValue(isLoggedInAtom) && hydrated;
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<Shown | null>(null);
  const inputId = useId();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setShown(null);
    // The flow brings zod and the API client: loaded when a code is sent, not with the page.
    const { redeemPromo } = await import('../../client/bonuses');
    const out = await redeemPromo(code, loggedIn);
    setBusy(false);
    switch (out.kind) {
      case 'redeemed':
        setCode('');
        return setShown({ tone: 'success', text: redeemedText(out.bonus, t, lang), status: out.bonus.status });
      case 'kept':
        return setShown({ tone: 'info', text: t('bonus.promoKept', { promo: out.promo }) });
      case 'invalid':
        return setShown({ tone: 'error', text: t('bonus.promoInvalid') });
      case 'unknown':
        return setShown({ tone: 'error', text: t('bonus.promoUnknown') });
      case 'already':
        return setShown({ tone: 'error', text: t('bonus.promoAlready') });
      default:
        return setShown({ tone: 'error', text: errorText(out.error, t) });
    }
  };

  const tone = {
    success: 'border-win/40 text-win',
    error: 'border-danger/40 text-danger',
    info: 'border-line text-text',
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-gold/40 bg-surface p-5"
      data-testid="promo-form"
    >
      <label htmlFor={inputId} className="text-lg font-bold">
        {t('bonus.promoTitle')}
      </label>
      <p className="text-sm text-muted">{loggedIn ? t('bonus.promoHintPlayer') : t('bonus.promoHintVisitor')}</p>
      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          name="promo"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          placeholder={t('bonus.promoPlaceholder')}
          className="h-10 min-w-0 flex-1 rounded-lg border border-line bg-elevated px-3 uppercase"
        />
        <button type="submit" className={buttonClass('gold')} disabled={busy || !code.trim()}>
          {t('bonus.promoSubmit')}
        </button>
      </div>
      {shown ? (
        <p
          role="status"
          className={`rounded-lg border px-3 py-2 text-sm ${tone[shown.tone]}`}
          data-testid="promo-result"
          data-status={shown.status}
        >
          {shown.text}
          {shown.status ? (
            <>
              {' '}
              <a href={profileHref} className="underline">
                {t('bonus.myBonuses')}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
    </form>
  );
}
