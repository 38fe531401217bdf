'use client';

import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { Currency, Lang } from '../contract/common';
import { formatMoney } from '../site/format';
import { profileAtom } from './atoms';

/**
 * The player's cash and bonus balances, following balance-changed (the live stream, every
 * tab) and profile-loaded events. Until hydration it shows the server-rendered text, so
 * server and client markup agree.
 */
export function BalanceBadge({
  initial,
  initialBonus,
  label,
  bonusLabel,
  lang,
  fallbackCurrency,
  className,
}: {
  /** The server-rendered cash balance text. */
  initial: string;
  /** The server-rendered bonus balance text. */
  initialBonus: string;
  /** Screen-reader labels, e.g. "Balance", "Bonus". */
  label: string;
  bonusLabel: string;
  lang: Lang;
  /** For players without a currency yet (the site's currency). */
  fallbackCurrency: Currency;
  className?: string;
}) {
  const user = useAtomValue(profileAtom)?.user;
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const live = hydrated && user;
  const currency = user?.currency ?? fallbackCurrency;
  const cash = live ? formatMoney(user.balance, currency, lang) : initial;
  const bonus = live ? formatMoney(user.bonus_balance, currency, lang) : initialBonus;
  return (
    <span className={`flex flex-col items-end leading-tight ${className ?? ''}`} aria-live="polite">
      <span data-testid="balance">
        <span className="sr-only">{label}: </span>
        {cash}
      </span>
      <span className="text-xs font-semibold text-gold" data-testid="bonus-balance">
        <span className="sr-only">{bonusLabel}: </span>
        {bonus}
      </span>
    </span>
  );
}
