'use client';

import { useEffect, useId, useState } from 'react';
import { authApi } from '../../client/api';
import { writeCookie } from '../../client/cookies';
import { errorText } from '../../client/errors';
import { useT } from '../../client/i18n';
import { navigate } from '../../client/navigation';
import { reloadProfile } from '../../client/session-actions';
import type { ProfileSettings } from '../../contract/auth';
import { LANGS, LOCALE_INFO, type Lang } from '../../contract/common';
import { isLang, localePath } from '../../site/locale';
import { Button } from '../ui/button';
import { inputClass, Notice } from './form-parts';
import { PublicNameField } from './public-name-field';
import { guessTimeZone, supportedTimeZones, timeZoneOptions } from './time';
import { useNotify } from './use-notify';

export interface SettingsValues {
  locale: string | null;
  timezone: string | null;
  is_avatar_hidden: boolean;
  is_statistics_hidden: boolean;
  public_name: string | null;
  /** While the public name is locked, when it may change (ISO); null when it may change now. */
  public_name_next_change_at: string | null;
}

/** The language and zone are chosen, then saved with a button (a select that acts on
 *  every arrow key would navigate a keyboard user away mid-choice); switches save at once. */
export function SettingsForm({ initial, lang, path }: { initial: SettingsValues; lang: Lang; path: string }) {
  const t = useT();
  const notify = useNotify();
  const ids = { locale: useId(), timezone: useId(), avatar: useId(), stats: useId() };
  const [locale, setLocale] = useState<Lang>(isLang(initial.locale) ? initial.locale : lang);
  const [timezone, setTimezone] = useState(initial.timezone ?? '');
  const [switches, setSwitches] = useState({
    is_avatar_hidden: initial.is_avatar_hidden,
    is_statistics_hidden: initial.is_statistics_hidden,
  });
  const [busy, setBusy] = useState<keyof ProfileSettings | null>(null);
  const [error, setError] = useState<unknown>(null);
  // The browser's zone is known only after hydration; it joins the list (second) then.
  const [guess, setGuess] = useState<string | null>(null);
  const [zones, setZones] = useState<string[]>(() => timeZoneOptions([], initial.timezone, null));
  useEffect(() => {
    const g = guessTimeZone();
    setGuess(g);
    setZones(timeZoneOptions(supportedTimeZones(), initial.timezone, g));
    if (!initial.timezone && g) setTimezone(g);
  }, [initial.timezone]);

  /** One field per call (spec section 7: PUT /profile/settings takes one of them). */
  async function save(body: ProfileSettings): Promise<boolean> {
    const field = Object.keys(body)[0] as keyof ProfileSettings;
    setBusy(field);
    setError(null);
    try {
      await authApi.settings(body);
      return true;
    } catch (err) {
      // Section 8: settings errors are shown as translated error.{code}, here beside the form.
      setError(err);
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function saveLocale() {
    if (!(await save({ locale }))) return;
    // The locale cookie decides unprefixed (ru) pages: set it first, or the front server
    // would send the player back to the old language's prefix.
    writeCookie('locale', locale);
    if (locale === lang) {
      notify.success(t('profile.settings.saved'));
      return;
    }
    navigate(localePath(locale, path));
  }

  async function saveTimezone() {
    if (!timezone || !(await save({ timezone }))) return;
    notify.success(t('profile.settings.saved'));
    void reloadProfile();
  }

  async function toggle(field: 'is_avatar_hidden' | 'is_statistics_hidden') {
    const next = !switches[field];
    setSwitches((s) => ({ ...s, [field]: next }));
    if (await save({ [field]: next })) notify.success(t('profile.settings.saved'));
    else setSwitches((s) => ({ ...s, [field]: !next }));
  }

  const row = 'flex flex-col gap-2 sm:flex-row sm:items-end';
  return (
    <form
      data-testid="settings-form"
      onSubmit={(e) => e.preventDefault()}
      className="flex flex-col gap-6"
      aria-busy={busy !== null}
    >
      <PublicNameField
        initial={initial.public_name}
        nextChangeAt={initial.public_name_next_change_at}
        timeZone={initial.timezone}
        statsHidden={switches.is_statistics_hidden}
      />

      <div className={row}>
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor={ids.locale} className="text-sm font-semibold">
            {t('profile.settings.language')}
          </label>
          <select
            id={ids.locale}
            name="locale"
            className={inputClass}
            value={locale}
            onChange={(e) => setLocale(e.target.value as Lang)}
          >
            {LANGS.map((l) => (
              <option key={l} value={l} lang={LOCALE_INFO[l].htmlLang}>
                {LOCALE_INFO[l].name}
              </option>
            ))}
          </select>
        </div>
        <Button data-testid="save-locale" disabled={busy !== null} onClick={() => void saveLocale()}>
          {t('profile.settings.save')}
        </Button>
      </div>

      <div className={row}>
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor={ids.timezone} className="text-sm font-semibold">
            {t('profile.settings.timezone')}
          </label>
          <select
            id={ids.timezone}
            name="timezone"
            className={inputClass}
            value={timezone}
            onChange={(e) => setTimezone(e.target.value)}
          >
            {timezone === '' ? <option value="">—</option> : null}
            {zones.map((z) => (
              <option key={z} value={z}>
                {z === guess
                  ? t('profile.settings.timezoneGuess', { zone: z.replaceAll('_', ' ') })
                  : z.replaceAll('_', ' ')}
              </option>
            ))}
          </select>
        </div>
        <Button data-testid="save-timezone" disabled={busy !== null || !timezone} onClick={() => void saveTimezone()}>
          {t('profile.settings.save')}
        </Button>
      </div>

      <Switch
        id={ids.avatar}
        label={t('profile.settings.hideAvatar')}
        hint={t('profile.settings.hideAvatarHint')}
        name="is_avatar_hidden"
        checked={switches.is_avatar_hidden}
        disabled={busy !== null}
        onToggle={() => void toggle('is_avatar_hidden')}
      />
      <Switch
        id={ids.stats}
        label={t('profile.settings.hideStats')}
        hint={t('profile.settings.hideStatsHint')}
        name="is_statistics_hidden"
        checked={switches.is_statistics_hidden}
        disabled={busy !== null}
        onToggle={() => void toggle('is_statistics_hidden')}
      />

      {error ? <Notice tone="error">{errorText(error, t)}</Notice> : null}
    </form>
  );
}

function Switch({
  id,
  label,
  hint,
  name,
  checked,
  disabled,
  onToggle,
}: {
  id: string;
  label: string;
  hint: string;
  name: string;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="flex flex-col gap-0.5">
        <span id={`${id}-label`} className="text-sm font-semibold">
          {label}
        </span>
        <span id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </span>
      </div>
      <button
        type="button"
        role="switch"
        name={name}
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        disabled={disabled}
        onClick={onToggle}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border transition-colors disabled:opacity-60 ${checked ? 'border-accent bg-accent' : 'border-line bg-elevated'}`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-5 rounded-full bg-white transition-transform ${checked ? 'translate-x-6' : 'translate-x-1'}`}
        />
      </button>
    </div>
  );
}
