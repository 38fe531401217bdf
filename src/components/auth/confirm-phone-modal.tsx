'use client';

import { authApi } from '../../client/api';
import { useT } from '../../client/i18n';
import { AuthDialog } from './auth-dialog';
import { displayPhone } from './client-checks';
import { ConfirmCodeForm } from './confirm-code-form';

type Channel = 'phone' | 'email';

/** The code step that confirms the logged-in player's phone or e-mail. */
export function ConfirmContactForm({ channel, login }: { channel: Channel; login?: string | undefined }) {
  const t = useT();
  if (channel === 'email') {
    return (
      <ConfirmCodeForm
        testId="confirm-email-form"
        sentText={login ? t('auth.codeSentEmail', { login }) : t('auth.codeResent')}
        verify={(code) => authApi.emailVerifyCode({ code })}
        resend={() => authApi.emailResend()}
        doneText={t('auth.emailConfirmed')}
      />
    );
  }
  return (
    <ConfirmCodeForm
      testId="confirm-phone-form"
      sentText={login ? t('auth.codeSentPhone', { login: displayPhone(login) }) : t('auth.codeSentYourPhone')}
      verify={(code) => authApi.phoneVerifyCode({ code })}
      resend={() => authApi.phoneResend()}
      doneText={t('auth.phoneConfirmed')}
    />
  );
}

/**
 * ConfirmByPhone: after a phone registration the SMS code confirms the number. Opened from
 * the profile with `channel: 'email'` it confirms the e-mail the same way (for a player who
 * chose "later" at registration).
 */
export function ConfirmPhoneModal({ props }: { props?: Record<string, string> | undefined }) {
  const t = useT();
  const channel: Channel = props?.channel === 'email' ? 'email' : 'phone';
  return (
    <AuthDialog
      name="confirm-phone"
      title={t(channel === 'email' ? 'auth.confirmEmailTitle' : 'auth.confirmPhoneTitle')}
    >
      <ConfirmContactForm channel={channel} login={props?.[channel]} />
    </AuthDialog>
  );
}
