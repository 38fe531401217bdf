'use client';

import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { isLoggedInAtom } from '../../client/atoms';
import { useLang, useT } from '../../client/i18n';
import { openModal } from '../../client/session-actions';
import { playerOffer, visitorOffer, type WaitingOffer } from '../../client/waiting-bonus';
import { Button } from '../ui/button';

// Told by src/client/bonuses.ts when a code is kept or redeemed (kept here, so the strip does
// not load that module, zod and all, on every page).
const PROMO_CHANGED_EVENT = 'casino:promo-changed';
// The ad-bonus offer loads only when its cookie is there (most pages never need it).
const AdBonusModal = lazy(() => import('./ad-bonus-modal').then((m) => ({ default: m.AdBonusModal })));
const AD_BONUS_MODAL_COOKIE = /(?:^|;\s*)adBonusModal=/;

/** "2 d 5 h" / "5 h 12 min" / "12 min": the time left on the offer, coarse on purpose. */
export function left(ms: number, t: ReturnType<typeof useT>): string {
  const min = Math.max(1, Math.floor(ms / 60_000));
  const d = Math.floor(min / 1440);
  const h = Math.floor((min % 1440) / 60);
  if (d) return t('bonus.leftDays', { d, h });
  if (h) return t('bonus.leftHours', { h, m: min % 60 });
  return t('bonus.leftMinutes', { m: min });
}

/**
 * The waiting bonus (spec section 4): a visitor with a promo code sees the offer and the time
 * left to register; a player sees the bonus still waiting for their first deposit. Loaded again
 * whenever the session changes (a login, a social login, a registration).
 */
export function WaitingBonus() {
  const [adDue, setAdDue] = useState(false);
  useEffect(() => setAdDue(AD_BONUS_MODAL_COOKIE.test(document.cookie)), []);
  return (
    <>
      <WaitingStrip />
      {adDue ? (
        <Suspense fallback={null}>
          <AdBonusModal onClosed={() => setAdDue(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

function WaitingStrip() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const lang = useLang();
  const t = useT();
  const [offer, setOffer] = useState<WaitingOffer | null>(null);
  const [hidden, setHidden] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    const again = () => {
      setHidden(false);
      setAsked((n) => n + 1);
    };
    window.addEventListener(PROMO_CHANGED_EVENT, again);
    return () => window.removeEventListener(PROMO_CHANGED_EVENT, again);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `asked` is the "ask again" signal
  useEffect(() => {
    let live = true;
    setOffer(null);
    (loggedIn ? playerOffer(lang) : visitorOffer(lang)).then((o) => live && setOffer(o));
    return () => {
      live = false;
    };
  }, [loggedIn, lang, asked]);
  useEffect(() => {
    if (!offer?.until) return;
    const id = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(id);
  }, [offer]);

  if (!offer || hidden || (offer.until !== null && offer.until <= now)) return null;
  return (
    <div className="container-wide">
      <section
        aria-label={t('bonus.waitingTitle')}
        data-testid="waiting-bonus"
        className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-gold/40 bg-elevated px-4 py-3"
      >
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase text-gold">{t('bonus.waitingTitle')}</p>
          <p className="font-semibold" data-testid="waiting-bonus-name">
            {offer.name}
          </p>
        </div>
        <p className="text-sm text-muted">
          {loggedIn ? t('bonus.waitingDeposit') : t('bonus.waitingRegister')}
          {offer.until !== null ? ` ${t('bonus.timeLeft', { left: left(offer.until - now, t) })}` : ''}
        </p>
        <div className="ml-auto flex gap-2">
          <Button size="sm" onClick={() => openModal(loggedIn ? 'payin' : 'register')}>
            {loggedIn ? t('bonus.deposit') : t('bonus.register')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setHidden(true)}>
            {t('common.close')}
          </Button>
        </div>
      </section>
    </div>
  );
}
