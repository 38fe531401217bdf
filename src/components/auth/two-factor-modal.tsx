'use client';

import { useRef, useState, type FormEvent } from 'react';
import { apiRequest } from '../../client/api';
import type { LoginMethod } from '../../client/bus';
import { useT } from '../../client/i18n';
import { completeLogin } from '../../client/session-actions';
import { TWO_FACTOR_PATHS, twoFactorLoginResponseSchema } from '../../contract/two-factor';
import { AuthDialog } from './auth-dialog';
import { fieldProblems, formErrorsFrom, NO_ERRORS, type FormErrors } from './form-errors';
import { FormAlert, SubmitButton, TextField, useFocusFirstInvalid, useRequest } from './form-widgets';
import { withTwoFactorErrors } from './two-factor-client';

const METHODS: readonly LoginMethod[] = ['password', 'code', 'social', 'reset', 'sso'];

/**
 * The second step of a login of an account with 2FA: the first factor answered a challenge
 * (props.challenge); a code from the app or a recovery code turns it into the login.
 */
export function TwoFactorModal({ props }: { props?: Record<string, string> | undefined }) {
  const t = useT();
  const tr = withTwoFactorErrors(t);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);
  const { busy, run } = useRequest();
  const challenge = props?.challenge ?? '';
  const method = METHODS.find((m) => m === props?.method) ?? 'password';

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const typed = code.replace(/[\s-]/g, '');
    const problems = fieldProblems({
      code: /^(\d{6}|[A-Za-z2-7]{10})$/.test(typed) ? undefined : t('twoFactor.loginHint'),
    });
    if (problems) return setErrors(problems);
    void run(async () => {
      setErrors(NO_ERRORS);
      const [verb, path] = TWO_FACTOR_PATHS.login.split(' ') as [string, string];
      try {
        const res = await apiRequest(twoFactorLoginResponseSchema, verb, path, {
          json: { challenge, code: typed },
          context: { noRefresh: true },
        });
        await completeLogin(res, method);
      } catch (err) {
        setErrors(formErrorsFrom(err, tr, ['code']));
      }
    });
  };

  return (
    <AuthDialog name="two-factor" title={t('twoFactor.loginTitle')}>
      <form ref={formRef} className="flex flex-col gap-4" onSubmit={onSubmit} noValidate data-testid="two-factor-form">
        <p className="text-sm text-muted">{t('twoFactor.loginHint')}</p>
        <TextField
          label={t('twoFactor.codeOrRecovery')}
          name="code"
          type="text"
          autoComplete="one-time-code"
          maxLength={12}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={errors.fields.code}
          autoFocus
        />
        <FormAlert lines={errors.alert} testId="two-factor-error" />
        <SubmitButton busy={busy} testId="two-factor-submit">
          {t('twoFactor.submit')}
        </SubmitButton>
      </form>
    </AuthDialog>
  );
}
