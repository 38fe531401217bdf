'use client';

import { loginCaptcha } from './captcha';
import { useRef, useState, type FormEvent } from 'react';
import { authApi } from '../../client/api';
import { useT } from '../../client/i18n';
import { completeLogin, openModal, reportFailure } from '../../client/session-actions';
import type { AuthTokenResponse } from '../../contract/auth';
import { buttonClass } from '../ui/button';
import { AuthDialog } from './auth-dialog';
import { emailProblem, loginPasswordProblem } from './client-checks';
import { fieldProblems, formErrorsFrom, NO_ERRORS, type FormErrors } from './form-errors';
import { challengeOf } from './two-factor-client';
import {
  FormAlert,
  FormNotice,
  LinkButton,
  PasswordField,
  SubmitButton,
  TextField,
  useFocusFirstInvalid,
  useRequest,
} from './form-widgets';
import { fingerprint } from './request-extras';

/** LoginByEmail: e-mail and password, or "send me my login data" to that address. */
export function LoginEmailModal() {
  const t = useT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);
  const [sent, setSent] = useState(false);
  const { busy, run } = useRequest();
  const show = (key: string | undefined) => (key ? t(key) : undefined);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const problems = fieldProblems({
      email: show(emailProblem(email)),
      password: show(loginPasswordProblem(password)),
    });
    if (problems) return setErrors(problems);
    void run(async () => {
      setErrors(NO_ERRORS);
      let res: AuthTokenResponse;
      try {
        const fp = await fingerprint();
        res = await authApi.loginEmailPassword({ email: email.trim(), password, fp, captcha: await loginCaptcha() });
      } catch (err) {
        // An account with 2FA: the password was right; the code is asked next.
        const challenge = challengeOf(err);
        if (challenge) return openModal('two-factor', { challenge, method: 'password' });
        setErrors(formErrorsFrom(err, t, ['email', 'password']));
        reportFailure('login', err, t);
        return;
      }
      await completeLogin(res, 'password');
    });
  };

  const sendLoginData = () => {
    const problem = show(emailProblem(email));
    if (problem) return setErrors({ fields: { email: problem }, alert: [] });
    void run(async () => {
      setErrors(NO_ERRORS);
      setSent(false);
      try {
        // Answers success whether or not the address has an account (no account probing).
        await authApi.sendLoginData({ email: email.trim() });
        setSent(true);
      } catch (err) {
        setErrors(formErrorsFrom(err, t, ['email']));
      }
    });
  };

  return (
    <AuthDialog name="login-email" title={t('auth.loginEmailTitle')}>
      <div className="flex flex-col gap-5">
        <form ref={formRef} className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
          <TextField
            label={t('auth.email')}
            name="email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={errors.fields.email}
          />
          <PasswordField
            label={t('auth.password')}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={errors.fields.password}
          />
          {sent ? (
            <FormNotice tone="success" onDismiss={() => setSent(false)} testId="login-data-sent">
              {t('auth.loginDataSent')}
            </FormNotice>
          ) : null}
          <FormAlert lines={errors.alert} testId="login-email-error" />
          <SubmitButton busy={busy} testId="login-email-submit">
            {t('auth.submitLogin')}
          </SubmitButton>
          <button
            type="button"
            className={buttonClass('secondary', 'md', 'w-full')}
            disabled={busy}
            onClick={sendLoginData}
            data-testid="send-login-data"
          >
            {t('auth.sendLoginData')}
          </button>
        </form>
        <div className="flex flex-col items-center gap-2 text-sm">
          <LinkButton onClick={() => openModal('login', { by: 'phone' })} testId="open-login">
            {t('auth.loginByPhone')}
          </LinkButton>
          <p className="text-muted">
            {t('auth.noAccount')}{' '}
            <LinkButton onClick={() => openModal('register')} testId="open-register">
              {t('auth.signup')}
            </LinkButton>
          </p>
        </div>
      </div>
    </AuthDialog>
  );
}
