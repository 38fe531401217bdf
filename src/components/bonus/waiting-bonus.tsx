'use client';

import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { isLoggedInAtom } from '../../client/atoms';
import { useLang, useT } from '../../client/i18n';
import { openModal } from '../../client/session-actions';
import { playerOffer, visitorOffer, type WaitingOffer } from '../../client/waiting-bonus';
import { Button } from '../ui/button';

/** "2 d 5 h" / "5 h 12 min" / "12 min": the time left on the offer, coarse on purpose. */
function left(ms: number, t: ReturnType<typeof useT>): string {
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
  const loggedIn = useAtomValue(isLoggedInAtom);
  const lang = useLang();
  const t = useT();
  const [offer, setOffer] = useState<WaitingOffer | null>(null);
  const [hidden, setHidden] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    let live = true;
    setOffer(null);
    (loggedIn ? playerOffer(lang) : visitorOffer(lang)).then((o) => live && setOffer(o));
    return () => {
      live = false;
    };
  }, [loggedIn, lang]);
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
