'use client';

import { useEffect, useState } from 'react';
import { authApi } from '../../client/api';
import { errorText } from '../../client/errors';
import { useLang, useT } from '../../client/i18n';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Notice } from './form-parts';
import { methodLabel } from './method-label';
import { formatDateTime } from './time';
import type { LoginHistoryEntry, LoginHistoryPage } from './types';
import { usePlayerTimeZone } from './use-time-zone';
import { deviceLabel } from './user-agent';

/**
 * The account's log-ins, newest first, a page at a time ("Show more"). `initial` is the
 * first page rendered with the page, or null when that load failed (loaded here instead).
 */
export function LoginHistory({ initial, timeZone }: { initial: LoginHistoryPage | null; timeZone: string | null }) {
  const t = useT();
  const lang = useLang();
  const tz = usePlayerTimeZone(timeZone);
  const [entries, setEntries] = useState<LoginHistoryEntry[] | null>(initial?.data ?? null);
  const [page, setPage] = useState(initial?.meta.page ?? 0);
  const [hasMore, setHasMore] = useState(initial?.meta.has_more ?? false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function loadPage(next: number) {
    setBusy(true);
    try {
      const res = await authApi.loginHistory(next);
      setEntries((list) => (next === 1 ? res.data : [...(list ?? []), ...res.data]));
      setPage(res.meta.page);
      setHasMore(res.meta.has_more);
      setError(null);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on mount by design (see below).
  useEffect(() => {
    if (initial === null) void loadPage(1);
    // Only the first render decides whether the page came without its list.
  }, []);

  const device = (ua: string | null) =>
    deviceLabel(ua, {
      both: (browser, os) => t('profile.device', { browser, os }),
      unknown: t('profile.unknownDevice'),
    });

  return (
    <section aria-labelledby="history-title" className="flex flex-col gap-3">
      <h2 id="history-title" className="text-lg font-bold">
        {t('profile.logins.title')}
      </h2>
      {entries === null && !error ? <p className="text-sm text-muted">{t('profile.loading')}</p> : null}
      {entries && entries.length === 0 ? <p className="text-sm text-muted">{t('profile.logins.empty')}</p> : null}
      {entries && entries.length > 0 ? (
        <ol data-testid="login-history" className="flex flex-col gap-2">
          {entries.map((e, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id, two can share a second, and the list only grows at its end.
              key={`${e.created_at}-${i}`}
              className="grid gap-1 rounded-xl border border-line bg-elevated p-3 sm:grid-cols-[1fr_auto] sm:items-center"
            >
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  <time dateTime={e.created_at} suppressHydrationWarning>
                    {formatDateTime(e.created_at, lang, tz)}
                  </time>
                  <Badge tone={e.success ? 'win' : 'gold'}>
                    {t(e.success ? 'profile.logins.success' : 'profile.logins.failure')}
                  </Badge>
                </p>
                <p className="text-sm text-muted">
                  {methodLabel(e.method, t)} · {device(e.user_agent)}
                </p>
              </div>
              <p className="text-sm text-muted sm:text-right">
                {t('profile.ip')}: {e.ip ?? '—'}
              </p>
            </li>
          ))}
        </ol>
      ) : null}
      {error ? (
        <Notice tone="error">
          {errorText(error, t)}{' '}
          <button type="button" className="underline" onClick={() => void loadPage(page + 1)}>
            {t('profile.retry')}
          </button>
        </Notice>
      ) : null}
      {hasMore ? (
        <div>
          <Button variant="secondary" disabled={busy} onClick={() => void loadPage(page + 1)}>
            {t('profile.logins.more')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
