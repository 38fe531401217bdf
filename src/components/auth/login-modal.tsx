'use client';

import { loginCaptcha } from './captcha';
import { useRef, useState, type FormEvent } from 'react';
import { authApi } from '../../client/api';
import { useLang, useT } from '../../client/i18n';
import { defaultPhoneCountry } from '../../client/phone-mask';
import { completeLogin, openModal, reportFailure } from '../../client/session-actions';
import { useCountdown } from '../../client/use-countdown';
import type { AuthTokenResponse } from '../../contract/auth';
import type { Region } from '../../contract/common';
import { localePath } from '../../site/locale';
import { buttonClass } from '../ui/button';
import { AuthDialog } from './auth-dialog';
import {
  codeProblem,
  displayPhone,
  emailProblem,
  loginPasswordProblem,
  phoneE164,
  phoneProblem,
  type PhoneValue,
} from './client-checks';
import { fieldProblems, formErrorsFrom, NO_ERRORS, type FormErrors } from './form-errors';
import {
  CodeField,
  FormAlert,
  FormNotice,
  LinkButton,
  PasswordField,
  ResendButton,
  Segmented,
  contactTabs,
  SubmitButton,
  TextField,
  useFocusFirstInvalid,
  useRequest,
} from './form-widgets';
import { emptyPhone, PhoneField } from './phone-field';
import { fingerprint } from './request-extras';
import { SocialButtons } from './social-buttons';
import { challengeOf } from './two-factor-client';

type By = 'phone' | 'email';

/**
 * Login: by phone (the default in ru and kz) or e-mail, with a password or a one-time
 * code; links to password recovery, the e-mail login and registration; social buttons.
 */
export function LoginModal({ region, props }: { region: Region; props?: Record<string, string> | undefined }) {
  const t = useT();
  const lang = useLang();
  const [by, setBy] = useState<By>(() =>
    props?.by === 'email' || props?.by === 'phone' ? props.by : lang === 'ru' || lang === 'kz' ? 'phone' : 'email',
  );
  const [phone, setPhone] = useState<PhoneValue>(() => emptyPhone(defaultPhoneCountry(lang, region)));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // 'code': a one-time code was sent to the login above; the password gives way to it.
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);
  const [notice, setNotice] = useState<string | null>(null);
  const { busy, run } = useRequest();
  const countdown = useCountdown();

  const login = by === 'phone' ? phoneE164(phone) : email.trim();
  const shownFields = [by, step === 'password' ? 'password' : 'code'];
  const identifierProblem = () => (by === 'phone' ? phoneProblem(phone) : emailProblem(email));
  const show = (key: string | undefined) => (key ? t(key) : undefined);

  const switchBy = (next: By) => {
    setBy(next);
    setStep('password');
    setErrors(NO_ERRORS);
    setNotice(null);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const problems = fieldProblems({
      [by]: show(identifierProblem()),
      ...(step === 'password' ? { password: show(loginPasswordProblem(password)) } : { code: show(codeProblem(code)) }),
    });
    if (problems) return setErrors(problems);
    void run(async () => {
      setErrors(NO_ERRORS);
      const fp = await fingerprint();
      let res: AuthTokenResponse;
      try {
        res =
          step === 'password'
            ? by === 'phone'
              ? await authApi.loginPhonePassword({ phone: login, password, fp, captcha: await loginCaptcha() })
              : await authApi.loginEmailPassword({ email: login, password, fp, captcha: await loginCaptcha() })
            : by === 'phone'
              ? await authApi.loginPhoneCode({ phone: login, code: code.trim(), fp })
              : await authApi.loginEmailCode({ email: login, code: code.trim(), fp });
      } catch (err) {
        // An account with 2FA: the first factor was right; the code is asked next.
        const challenge = challengeOf(err);
        if (challenge) return openModal('two-factor', { challenge, method: step === 'password' ? 'password' : 'code' });
        setErrors(formErrorsFrom(err, t, shownFields));
        reportFailure('login', err, t);
        return;
      }
      // Closes the modal, loads the profile, re-renders the page for the player.
      await completeLogin(res, step === 'password' ? 'password' : 'code');
    });
  };

  /** First request of a code (switches to the code step) or a resend. */
  const requestCode = (resend: boolean) => {
    const problem = show(identifierProblem());
    if (problem) return setErrors({ fields: { [by]: problem }, alert: [] });
    void run(async () => {
      setErrors(NO_ERRORS);
      try {
        if (by === 'phone')
          await (resend
            ? authApi.loginPhoneCodeResend({ phone: login })
            : authApi.loginPhoneVerification({ phone: login }));
        else
          await (resend
            ? authApi.loginEmailResend({ email: login })
            : authApi.loginEmailVerification({ email: login }));
        setStep('code');
        setCode('');
        countdown.start();
        setNotice(
          t(by === 'phone' ? 'auth.codeSentPhone' : 'auth.codeSentEmail', {
            login: by === 'phone' ? displayPhone(login) : login,
          }),
        );
      } catch (err) {
        setErrors(formErrorsFrom(err, t, [by]));
      }
    });
  };

  return (
    <AuthDialog name="login" title={t('auth.loginTitle')}>
      <div className="flex flex-col gap-5">
        <form ref={formRef} className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
          <Segmented
            name="login-by"
            label={t('auth.loginBy')}
            value={by}
            onChange={switchBy}
            options={contactTabs(t)}
          />
          {by === 'phone' ? (
            <PhoneField
              label={t('auth.phone')}
              value={phone}
              onChange={setPhone}
              error={errors.fields.phone}
              readOnly={step === 'code'}
            />
          ) : (
            <TextField
              label={t('auth.email')}
              name="email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={errors.fields.email}
              readOnly={step === 'code'}
            />
          )}
          {step === 'password' ? (
            <>
              <PasswordField
                label={t('auth.password')}
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                error={errors.fields.password}
              />
              <a
                href={localePath(lang, '/password/reset')}
                className="-mt-2 self-end text-sm font-semibold text-[#b9a8ff] no-underline hover:underline"
                data-testid="forgot-password"
              >
                {t('auth.forgot')}
              </a>
            </>
          ) : (
            <>
              {notice ? <FormNotice onDismiss={() => setNotice(null)}>{notice}</FormNotice> : null}
              <CodeField
                label={t('auth.code')}
                name="code"
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
                error={errors.fields.code}
                autoFocus
              />
            </>
          )}
          <FormAlert lines={errors.alert} testId="login-error" />
          <SubmitButton busy={busy} testId="login-submit">
            {t('auth.submitLogin')}
          </SubmitButton>
          {step === 'password' ? (
            <button
              type="button"
              className={buttonClass('secondary', 'md', 'w-full')}
              disabled={busy}
              onClick={() => requestCode(false)}
              data-testid="login-get-code"
            >
              {t('auth.getCode')}
            </button>
          ) : (
            <>
              <ResendButton left={countdown.left} busy={busy} onResend={() => requestCode(true)} />
              <LinkButton
                onClick={() => {
                  setStep('password');
                  setErrors(NO_ERRORS);
                }}
              >
                {t('auth.usePassword')}
              </LinkButton>
            </>
          )}
        </form>
        <div className="flex flex-col items-center gap-2 text-sm">
          <LinkButton onClick={() => openModal('login-email')} testId="open-login-email">
            {t('auth.loginByEmail')}
          </LinkButton>
          <p className="text-muted">
            {t('auth.noAccount')}{' '}
            <LinkButton onClick={() => openModal('register')} testId="open-register">
              {t('auth.signup')}
            </LinkButton>
          </p>
        </div>
        <SocialButtons />
      </div>
    </AuthDialog>
  );
}
