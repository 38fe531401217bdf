'use client';

import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { isLoggedInAtom } from '../../client/atoms';
import { type AdBonus, dismissAdBonus, promoName, readAdBonus, redeemPromo } from '../../client/bonuses';
import { errorText } from '../../client/errors';
import { useLang, useT } from '../../client/i18n';
import { openModal } from '../../client/session-actions';
import { buttonClass } from '../ui/button';
import { redeemedText } from './promo-form';

/** Ad types with their own wording; any other (valid) type reads "Bonus: value". */
const KNOWN_TYPES = new Set(['freespins', 'promo', 'deposit', 'cashback', 'freebet']);

/**
 * The ad bonus (spec sections 2-4): a utm promo left adBonusType / adBonusValue / adBonusModal
 * for ten minutes; the offer opens once. When the value is a promo code the bonus system
 * knows, its name is shown and the button keeps the code and opens registration (or redeems
 * it for a signed-in player). Closing it, by any means, deletes adBonusModal.
 */
export function AdBonusModal({ onClosed }: { onClosed: () => void }) {
  const t = useT();
  const lang = useLang();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [ad] = useState<AdBonus | null>(() => readAdBonus());
  const [name, setName] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    // Values that do not parse never show an offer; the flag goes so it is not read again.
    if (!ad) {
      dismissAdBonus();
      onClosed();
      return;
    }
    ref.current?.showModal();
    let live = true;
    if (ad.promo) void promoName(ad.promo, lang).then((n) => live && setName(n));
    return () => {
      live = false;
    };
  }, [ad, lang, onClosed]);

  if (!ad) return null;
  const close = () => ref.current?.close();
  const typeKey = KNOWN_TYPES.has(ad.type) ? ad.type : 'other';

  const act = async () => {
    if (name && ad.promo) {
      if (!loggedIn) {
        // Kept for registration, which opens as this closes.
        await redeemPromo(ad.promo, false);
        return close();
      }
      setBusy(true);
      const out = await redeemPromo(ad.promo, true);
      setBusy(false);
      if (out.kind === 'redeemed') return setResult({ ok: true, text: redeemedText(out.bonus, t, lang) });
      if (out.kind === 'already') return setResult({ ok: false, text: t('bonus.promoAlready') });
      if (out.kind === 'unknown' || out.kind === 'invalid')
        return setResult({ ok: false, text: t('bonus.promoUnknown') });
      return setResult({ ok: false, text: out.kind === 'failed' ? errorText(out.error, t) : t('bonus.promoUnknown') });
    }
    close();
    openModal(loggedIn ? 'payin' : 'register');
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer shortcut; keyboards close the dialog with Escape (native) or the ✕ button.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid="modal-ad-bonus"
      className="m-auto w-[min(440px,calc(100vw-16px))] rounded-2xl border border-gold/50 bg-surface p-0 text-text shadow-2xl backdrop:bg-black/70"
      onClose={() => {
        dismissAdBonus();
        onClosed();
      }}
      onClick={(e) => {
        if (e.target === ref.current) close();
      }}
    >
      <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-4">
        <h2 id={titleId} className="text-lg font-bold text-gold">
          {t('bonus.adTitle')}
        </h2>
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          onClick={close}
          aria-label={t('common.close')}
          data-testid="modal-close"
        >
          ✕
        </button>
      </div>
      <div className="flex flex-col gap-3 px-5 py-4">
        <p className="text-xl font-bold" data-testid="ad-bonus-offer">
          {t(`bonus.adType_${typeKey}`, { value: ad.value })}
        </p>
        {name ? (
          <p className="font-semibold" data-testid="ad-bonus-name">
            {name}
          </p>
        ) : null}
        <p className="text-sm text-muted">{loggedIn ? t('bonus.adHintPlayer') : t('bonus.adHintVisitor')}</p>
        {result ? (
          <p
            role="status"
            className={`text-sm ${result.ok ? 'text-win' : 'text-danger'}`}
            data-testid="ad-bonus-result"
          >
            {result.text}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {result?.ok ? null : (
            <button
              type="button"
              className={buttonClass('gold')}
              disabled={busy}
              onClick={() => void act()}
              data-testid="ad-bonus-take"
            >
              {name && loggedIn ? t('bonus.adRedeem') : loggedIn ? t('bonus.deposit') : t('bonus.register')}
            </button>
          )}
          <button type="button" className={buttonClass('ghost')} onClick={close}>
            {t('common.close')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
