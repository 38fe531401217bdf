'use client';

import { useState, type FormEvent } from 'react';
import { errorText } from '../../client/errors';
import { useLang, useT } from '../../client/i18n';
import { completeLogin, openModal } from '../../client/session-actions';
import { challengeOf } from '../auth/two-factor-client';
import type { AuthTokenResponse } from '../../contract/auth';
import { localePath } from '../../site/locale';
import { Notice } from '../profile/form-parts';
import { localPasswordErrors } from '../profile/new-password';
import { NewPasswordFields } from '../profile/new-password-fields';
import { useNotify, validationErrors } from '../profile/use-notify';
import { Button, ButtonLink } from '../ui/button';
import { RESET_DONE_FLAG } from './done-flag';

type Errors = { password?: string | undefined; password_confirm?: string | undefined; form?: string | undefined };

/**
 * The last step of every reset: a new password twice. The answer logs the player in
 * (completeLogin with method 'reset'); a 422 on the token means the code or link is spent
 * or expired, which the caller handles (start again).
 */
export function NewPasswordForm({
  submit,
  onDone,
  onExpired,
}: {
  submit: (body: { password: string; password_confirm: string }) => Promise<AuthTokenResponse>;
  onDone: () => void;
  onExpired: (message: string) => void;
}) {
  const t = useT();
  const lang = useLang();
  const notify = useNotify();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const local = localPasswordErrors(password, confirm, t);
    if (local.password || local.confirm) {
      setErrors({ password: local.password, password_confirm: local.confirm });
      return;
    }
    setBusy(true);
    setErrors({});
    let res: AuthTokenResponse;
    try {
      res = await submit({ password, password_confirm: confirm });
    } catch (err) {
      setBusy(false);
      // An account with 2FA: the new password is set, and the login made, once its code is given.
      const challenge = challengeOf(err);
      if (challenge) return openModal('two-factor', { challenge, method: 'reset' });
      const fields = validationErrors(err, t);
      if (!fields) return notify.failure(err);
      if (fields.token) return onExpired(fields.token);
      const next: Errors = { password: fields.password, password_confirm: fields.password_confirm };
      if (!next.password && !next.password_confirm) next.form = errorText(err, t);
      return setErrors(next);
    }
    // The used token or code leaves the address bar (and the history) for the page that
    // confirms the reset: completeLogin re-renders the current address for the logged-in
    // player (or returns to it from SSO), and a dead token page would say "invalid link".
    history.replaceState(history.state, '', `${localePath(lang, '/password/reset')}?${RESET_DONE_FLAG}=1`);
    // The password is changed whatever happens next; a failed profile load after it is
    // the runtime's to report, not a reason to ask for the password again.
    await completeLogin(res, 'reset').catch(() => undefined);
    onDone();
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      data-testid="reset-new-password-form"
      className="flex flex-col gap-4"
      aria-busy={busy}
    >
      <NewPasswordFields
        labels={{ password: t('reset.newPassword'), confirm: t('reset.confirmPassword') }}
        confirmName="password_confirm"
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
        errors={{ password: errors.password, confirm: errors.password_confirm }}
      />
      {errors.form ? <Notice tone="error">{errors.form}</Notice> : null}
      <div>
        <Button type="submit" disabled={busy || !password}>
          {t('reset.savePassword')}
        </Button>
      </div>
    </form>
  );
}

/** After a reset: the player is logged in with the new password. */
export function ResetDone() {
  const t = useT();
  const lang = useLang();
  return (
    <div className="flex flex-col gap-4" data-testid="reset-done">
      <Notice tone="success">{t('reset.done')}</Notice>
      <div>
        <ButtonLink href={localePath(lang, '/profile')}>{t('reset.toProfile')}</ButtonLink>
      </div>
    </div>
  );
}
