'use client';

import { useSetAtom } from 'jotai';
import { useRef, useState, type FormEvent } from 'react';
import { useT } from '../../client/i18n';
import { refreshView } from '../../client/navigation';
import { closeModal, reloadProfile } from '../../client/session-actions';
import { showToastAtom } from '../../client/toasts';
import { RESEND_SECONDS, useCountdown } from '../../client/use-countdown';
import { buttonClass } from '../ui/button';
import { codeProblem } from './client-checks';
import { formErrorsFrom, NO_ERRORS, type FormErrors } from './form-errors';
import {
  CodeField,
  FormAlert,
  FormNotice,
  ResendButton,
  SubmitButton,
  useFocusFirstInvalid,
  useRequest,
} from './form-widgets';

/**
 * Confirming a new account's phone or e-mail (the player is logged in already): the code
 * from the message, a resend after 60 s (a code was just sent), or "later".
 */
export function ConfirmCodeForm({
  sentText,
  verify,
  resend,
  doneText,
  testId,
}: {
  /** "We sent a code to …"; dismissible. */
  sentText: string;
  verify: (code: string) => Promise<unknown>;
  resend: () => Promise<unknown>;
  /** The notification after success. */
  doneText: string;
  testId: string;
}) {
  const t = useT();
  const showToast = useSetAtom(showToastAtom);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, errors);
  const [notice, setNotice] = useState<string | null>(sentText);
  const { busy, run } = useRequest();
  const countdown = useCountdown(RESEND_SECONDS);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const problem = codeProblem(code);
    if (problem) return setErrors({ fields: { code: t(problem) }, alert: [] });
    void run(async () => {
      setErrors(NO_ERRORS);
      try {
        await verify(code.trim());
        showToast({ title: doneText, tone: 'success' });
        closeModal();
        // The profile's is_*_verified flags changed; server-rendered badges show them too.
        await reloadProfile();
        await refreshView();
      } catch (err) {
        setErrors(formErrorsFrom(err, t, ['code']));
      }
    });
  };

  const onResend = () =>
    void run(async () => {
      setErrors(NO_ERRORS);
      try {
        await resend();
        countdown.start();
        setNotice(t('auth.codeResent'));
      } catch (err) {
        setErrors(formErrorsFrom(err, t, []));
      }
    });

  return (
    <form ref={formRef} className="flex flex-col gap-4" onSubmit={onSubmit} noValidate data-testid={testId}>
      {notice ? <FormNotice onDismiss={() => setNotice(null)}>{notice}</FormNotice> : null}
      <CodeField
        label={t('auth.code')}
        name="code"
        value={code}
        onChange={(e) => setCode(e.currentTarget.value)}
        error={errors.fields.code}
      />
      <FormAlert lines={errors.alert} />
      <SubmitButton busy={busy} testId="confirm-submit">
        {t('auth.confirm')}
      </SubmitButton>
      <ResendButton left={countdown.left} busy={busy} onResend={onResend} />
      <button
        type="button"
        className={buttonClass('ghost', 'md', 'w-full')}
        onClick={() => closeModal()}
        data-testid="confirm-later"
      >
        {t('auth.later')}
      </button>
    </form>
  );
}
