'use client';

import { useState, type FormEvent } from 'react';
import { authApi } from '../../client/api';
import { errorText } from '../../client/errors';
import { useT } from '../../client/i18n';
import { reloadProfile } from '../../client/session-actions';
import { Button } from '../ui/button';
import { Field, Notice } from './form-parts';
import { localPasswordErrors } from './new-password';
import { NewPasswordFields } from './new-password-fields';
import { firstLine, useNotify, validationErrors } from './use-notify';

type ChangeErrors = { old_password?: string; new_password?: string; password_confirm?: string; form?: string };

/** POST /password/update. A 422 shows separate notices for the three fields (spec section 5). */
export function PasswordChangeForm({ onChanged }: { onChanged?: () => void }) {
  const t = useT();
  const notify = useNotify();
  const [oldPassword, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<ChangeErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const local = localPasswordErrors(password, confirm, t);
    if (local.password || local.confirm) {
      setErrors({ new_password: local.password, password_confirm: local.confirm });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await authApi.passwordUpdate({ old_password: oldPassword, password, password_confirm: confirm });
      setOld('');
      setPassword('');
      setConfirm('');
      notify.success(t('profile.password.changed'));
      onChanged?.();
    } catch (err) {
      const fields = validationErrors(err, t);
      if (!fields) {
        notify.failure(err);
      } else {
        // The server names the new password's errors new_password; a request-shape error
        // on `password` belongs to the same input.
        const next: ChangeErrors = {
          old_password: fields.old_password,
          new_password: fields.new_password ?? fields.password,
          password_confirm: fields.password_confirm,
        };
        if (!next.old_password && !next.new_password && !next.password_confirm) next.form = errorText(err, t);
        setErrors(next);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      data-testid="password-change-form"
      className="flex flex-col gap-4"
      aria-busy={busy}
    >
      <Field
        label={t('profile.password.old')}
        name="old_password"
        type="password"
        autoComplete="current-password"
        required
        value={oldPassword}
        onChange={(e) => setOld(e.target.value)}
        error={errors.old_password}
      />
      <NewPasswordFields
        labels={{ password: t('profile.password.new'), confirm: t('profile.password.confirm') }}
        confirmName="password_confirm"
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
        errors={{ password: errors.new_password, confirm: errors.password_confirm }}
      />
      {errors.form ? <Notice tone="error">{errors.form}</Notice> : null}
      <div>
        <Button type="submit" disabled={busy || !oldPassword || !password}>
          {t('profile.password.changeSubmit')}
        </Button>
      </div>
    </form>
  );
}

/**
 * POST /api/v2/auth/password/set, for accounts made by code or social login. A 422 shows
 * the first password error message, or else the confirmation error (spec section 5).
 */
export function PasswordSetForm({ onSet }: { onSet: () => void }) {
  const t = useT();
  const notify = useNotify();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const local = localPasswordErrors(password, confirm, t);
    if (local.password || local.confirm) {
      setError(local.password ?? local.confirm);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await authApi.passwordSet({ password, confirm_password: confirm });
      notify.success(t('profile.password.set'));
      // The profile now says a password exists; the runtime's copy should too.
      void reloadProfile();
      onSet();
    } catch (err) {
      const fields = validationErrors(err, t);
      if (!fields) notify.failure(err);
      else setError(firstLine(fields.password) ?? firstLine(fields.confirm_password) ?? errorText(err, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="password-set-form" className="flex flex-col gap-4" aria-busy={busy}>
      <p className="text-sm text-muted">{t('profile.password.setLead')}</p>
      <NewPasswordFields
        labels={{ password: t('profile.password.new'), confirm: t('profile.password.confirm') }}
        confirmName="confirm_password"
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
      />
      {error ? <Notice tone="error">{error}</Notice> : null}
      <div>
        <Button type="submit" disabled={busy || !password}>
          {t('profile.password.setSubmit')}
        </Button>
      </div>
    </form>
  );
}
