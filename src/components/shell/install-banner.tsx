'use client';

import { useAtomValue, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { useT } from '../../client/i18n';
import { acceptInstall, dismissInstall, installOfferAtom } from '../../client/install-prompt';
import { Button } from '../ui/button';

/**
 * The install offer (spec section 4): bottom left, above the phone bottom bar, clear of the
 * notifications on the right. "Install" opens the browser's dialog; "Not now" hides it for good.
 * On iOS it explains the Share → Add to Home Screen steps instead.
 */
export function InstallBanner() {
  const offer = useAtomValue(installOfferAtom);
  const store = useStore();
  const t = useT();
  // The iOS hint is known before hydration: render only after it, as the server did (nothing).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!offer || !hydrated) return null;
  return (
    <section
      aria-label={t('runtime.installTitle')}
      data-testid="install-banner"
      className="fixed bottom-20 left-4 z-40 flex w-[min(360px,calc(100vw-32px))] items-start gap-3 rounded-xl border border-line bg-elevated p-3 shadow-xl lg:bottom-4"
    >
      <img src="/images/icons/icon-192.png" alt="" width={40} height={40} className="shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t('runtime.installTitle')}</p>
        <p className="text-sm text-muted">
          {offer.kind === 'ios-hint' ? t('runtime.installIosHint') : t('runtime.installText')}
        </p>
        <div className="mt-2 flex gap-2">
          {offer.kind === 'prompt' && (
            <Button size="sm" data-testid="install-accept" onClick={() => void acceptInstall(store)}>
              {t('runtime.install')}
            </Button>
          )}
          <Button size="sm" variant="ghost" data-testid="install-dismiss" onClick={() => dismissInstall(store)}>
            {t('runtime.installLater')}
          </Button>
        </div>
      </div>
    </section>
  );
}
