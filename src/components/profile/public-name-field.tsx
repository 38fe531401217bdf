'use client';

import { useId, useState } from 'react';
import { ApiRequestError, apiRequest } from '../../client/api';
import { errorText } from '../../client/errors';
import { useLang, useT } from '../../client/i18n';
import { reloadProfile } from '../../client/session-actions';
import { splitErrorLine } from '../../contract/errors';
import {
  cleanPublicName,
  NAME_CHANGE_DAYS,
  NAME_MAX,
  NAME_MIN,
  PUBLIC_NAME_PATH,
  publicNameProblem,
  publicNameResponseSchema,
} from '../../contract/public-name';
import { Button } from '../ui/button';
import { inputClass } from './form-parts';
import { formatDateTime } from './time';
import { usePlayerTimeZone } from './use-time-zone';
import { useNotify } from './use-notify';

const [METHOD, PATH] = PUBLIC_NAME_PATH.split(' ') as [string, string];

/**
 * The public name other players see in the feeds (src/contract/public-name.ts). The rules are
 * checked here first for a quick answer; the server decides (blocklist, taken, once a month).
 * While the name is locked the field says until when and the button is off.
 */
export function PublicNameField({
  initial,
  nextChangeAt,
  timeZone,
  statsHidden,
}: {
  initial: string | null;
  nextChangeAt: string | null;
  timeZone: string | null;
  statsHidden: boolean;
}) {
  const t = useT();
  const lang = useLang();
  const tz = usePlayerTimeZone(timeZone);
  const notify = useNotify();
  const id = useId();
  const [saved, setSaved] = useState(initial);
  const [value, setValue] = useState(initial ?? '');
  const [lockedUntil, setLockedUntil] = useState(nextChangeAt);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** A refusal's code in the player's language; the server's text for a code we do not know. */
  const codeText = (code: string, fallback: string) => {
    const key = `profile.publicName.errors.${code}`;
    const v = t(key, { min: NAME_MIN, max: NAME_MAX, days: NAME_CHANGE_DAYS });
    return v === key ? fallback : v;
  };

  async function save() {
    const name = cleanPublicName(value);
    const problem = publicNameProblem(name);
    if (problem) return setError(codeText(problem, problem));
    setBusy(true);
    setError(null);
    try {
      const { data } = await apiRequest(publicNameResponseSchema, METHOD, PATH, { json: { public_name: name } });
      setSaved(data.public_name);
      setValue(data.public_name);
      if (data.public_name !== saved) setLockedUntil(data.next_change_at);
      notify.success(t('profile.publicName.saved'));
      // The header and the overview read the profile.
      void reloadProfile();
    } catch (err) {
      const line = err instanceof ApiRequestError ? err.body?.errors?.public_name?.[0] : undefined;
      if (line) {
        const { code, text } = splitErrorLine(line);
        const details = (err as ApiRequestError).body as { details?: { next_change_at?: unknown } } | null;
        const next = details?.details?.next_change_at;
        if (code === 'name_change_too_soon' && typeof next === 'string') setLockedUntil(next);
        setError(code ? codeText(code, text) : text);
      } else setError(errorText(err, t));
    } finally {
      setBusy(false);
    }
  }

  const locked = lockedUntil !== null;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5" data-testid="public-name">
      <label htmlFor={id} className="text-sm font-semibold">
        {t('profile.publicName.label')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <input
          id={id}
          name="public_name"
          className={inputClass}
          value={value}
          autoComplete="nickname"
          spellCheck={false}
          dir="auto"
          placeholder={t('profile.publicName.placeholder')}
          readOnly={locked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              if (!locked && !busy) void save();
            }
          }}
        />
        <Button
          data-testid="save-public-name"
          disabled={busy || locked || cleanPublicName(value) === (saved ?? '')}
          onClick={() => void save()}
        >
          {t('profile.settings.save')}
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger" data-testid="public-name-error">
          {error}
        </p>
      ) : null}
      <p id={hintId} className="text-xs text-muted">
        {t('profile.publicName.rules', { min: NAME_MIN, max: NAME_MAX, days: NAME_CHANGE_DAYS })}{' '}
        {statsHidden ? t('profile.publicName.hiddenNote') : t('profile.publicName.shownNote')}
      </p>
      {locked ? (
        <p className="text-xs font-semibold" data-testid="public-name-locked">
          {t('profile.publicName.lockedUntil', { date: formatDateTime(lockedUntil, lang, tz) })}
        </p>
      ) : null}
    </div>
  );
}
