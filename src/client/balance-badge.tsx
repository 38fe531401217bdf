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
  /** "Balance" for screen readers; "Bonus", shown before the gold figure. */
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
    // nowrap: "1 234,56 ₽" stays one line on a phone (it broke at each space).
    <span className={`flex flex-col items-end leading-tight whitespace-nowrap ${className ?? ''}`} aria-live="polite">
      <span data-testid="balance">
        <span className="sr-only">{label}: </span>
        {cash}
      </span>
      {/* The gold figure says what it is: a lone second amount read as a second balance. */}
      <span className="text-xs font-semibold text-gold" data-testid="bonus-balance">
        <span className="font-normal text-muted">{bonusLabel}</span>
        <span className="sr-only">:</span> {bonus}
      </span>
    </span>
  );
}
