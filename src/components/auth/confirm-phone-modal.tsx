'use client';

import { authApi } from '../../client/api';
import { useT } from '../../client/i18n';
import { AuthDialog } from './auth-dialog';
import { displayPhone } from './client-checks';
import { ConfirmCodeForm } from './confirm-code-form';

/** ConfirmByPhone: after a phone registration, the SMS code confirms the number. */
export function ConfirmPhoneModal({ props }: { props?: Record<string, string> | undefined }) {
  const t = useT();
  const phone = props?.phone;
  return (
    <AuthDialog name="confirm-phone" title={t('auth.confirmPhoneTitle')}>
      <ConfirmCodeForm
        testId="confirm-phone-form"
        sentText={phone ? t('auth.codeSentPhone', { login: displayPhone(phone) }) : t('auth.codeSentYourPhone')}
        verify={(code) => authApi.phoneVerifyCode({ code })}
        resend={() => authApi.phoneResend()}
        doneText={t('auth.phoneConfirmed')}
      />
    </AuthDialog>
  );
}
