'use client';

import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { Currency, Lang } from '../contract/common';
import { formatMoney } from '../site/format';
import { sessionAtom } from './atoms';

/**
 * The player's total balance, following balance-changed and profile-loaded events. Until
 * hydration it shows the server-rendered text, so server and client markup agree.
 */
export function BalanceBadge({
  initial,
  label,
  lang,
  fallbackCurrency,
  className,
}: {
  /** The server-rendered balance text. */
  initial: string;
  /** Screen-reader label, e.g. "Balance". */
  label: string;
  lang: Lang;
  /** For players without a currency yet (the site's currency). */
  fallbackCurrency: Currency;
  className?: string;
}) {
  const { balance, currency } = useAtomValue(sessionAtom);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const text = hydrated && balance !== null ? formatMoney(balance, currency ?? fallbackCurrency, lang) : initial;
  return (
    <span className={className} data-testid="balance">
      <span className="sr-only">{label}: </span>
      {text}
    </span>
  );
}
