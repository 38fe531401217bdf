'use client';

import { useCallback, useEffect, useState } from 'react';
import { authApi } from '../../client/api';
import { errorText } from '../../client/errors';
import { useLang, useT } from '../../client/i18n';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Notice } from './form-parts';
import { formatDateTime } from './time';
import type { SessionInfo } from './types';
import { useNotify } from './use-notify';
import { usePlayerTimeZone } from './use-time-zone';
import { deviceLabel } from './user-agent';

/**
 * The player's live sessions: device, address, last use; any other session can be ended.
 * `initial` comes with the page (null when that load failed: loaded here instead);
 * `reloadKey` changes when something elsewhere may have ended sessions (a new password).
 */
export function SessionsList({
  initial,
  timeZone,
  reloadKey = 0,
}: {
  initial: SessionInfo[] | null;
  timeZone: string | null;
  reloadKey?: number;
}) {
  const t = useT();
  const lang = useLang();
  const notify = useNotify();
  const tz = usePlayerTimeZone(timeZone);
  const [sessions, setSessions] = useState<SessionInfo[] | null>(initial);
  // The failure itself, not its text: translated at render, so `load` needs no `t`.
  const [loadError, setLoadError] = useState<unknown>(null);
  const [ending, setEnding] = useState<number | null>(null);

  const load = useCallback(async () => {
    try {
      setSessions((await authApi.sessions()).data);
      setLoadError(null);
    } catch (err) {
      setLoadError(err);
    }
  }, []);

  useEffect(() => {
    if (initial === null || reloadKey > 0) void load();
  }, [initial, reloadKey, load]);

  async function end(id: number) {
    setEnding(id);
    try {
      await authApi.revokeSession(id);
      setSessions((list) => list?.filter((s) => s.id !== id) ?? null);
      notify.success(t('profile.sessions.ended'));
    } catch (err) {
      notify.failure(err);
    } finally {
      setEnding(null);
    }
  }

  const device = (ua: string | null) =>
    deviceLabel(ua, {
      both: (browser, os) => t('profile.device', { browser, os }),
      unknown: t('profile.unknownDevice'),
    });

  return (
    <section aria-labelledby="sessions-title" className="flex flex-col gap-3">
      <h2 id="sessions-title" className="text-lg font-bold">
        {t('profile.sessions.title')}
      </h2>
      <p className="text-sm text-muted">{t('profile.sessions.lead')}</p>
      {loadError ? (
        <Notice tone="error">
          {errorText(loadError, t)}{' '}
          <button type="button" className="underline" onClick={() => void load()}>
            {t('profile.retry')}
          </button>
        </Notice>
      ) : null}
      {sessions === null && !loadError ? <p className="text-sm text-muted">{t('profile.loading')}</p> : null}
      {sessions ? (
        <ul data-testid="sessions-list" className="flex flex-col gap-2">
          {sessions.map((s) => (
            <li
              key={s.id}
              data-session-id={s.id}
              className="flex flex-col gap-2 rounded-xl border border-line bg-elevated p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  {device(s.user_agent)}
                  {s.current ? <Badge tone="win">{t('profile.sessions.thisDevice')}</Badge> : null}
                </p>
                <p className="text-sm text-muted">
                  {t('profile.ip')}: {s.ip ?? '—'}
                </p>
                <p className="text-sm text-muted">
                  {t('profile.sessions.lastUsed')}:{' '}
                  <time dateTime={s.last_used_at} suppressHydrationWarning>
                    {formatDateTime(s.last_used_at, lang, tz)}
                  </time>
                </p>
              </div>
              {s.current ? null : (
                <Button variant="secondary" size="sm" disabled={ending === s.id} onClick={() => void end(s.id)}>
                  {t('profile.sessions.end')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
