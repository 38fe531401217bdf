'use client';

import { useState } from 'react';
import { authApi } from '../../client/api';
import { useLang, useT } from '../../client/i18n';
import { localePath } from '../../site/locale';
import { Notice } from '../profile/form-parts';
import { ButtonLink } from '../ui/button';
import { NewPasswordForm, ResetDone } from './new-password-form';

/**
 * /reset-password/{token}, once the server found the token valid: the account it is for
 * (masked) and the new password. The token may still die before the submit (used in
 * another tab, expired meanwhile): then the player is sent back to the start.
 */
export function TokenReset({ token, login, channel }: { token: string; login: string; channel: 'email' | 'phone' }) {
  const t = useT();
  const lang = useLang();
  const [state, setState] = useState<'form' | 'done' | { expired: string }>('form');
  if (state === 'done') return <ResetDone />;
  if (typeof state === 'object') {
    return (
      <div className="flex flex-col gap-4">
        <Notice tone="error" testId="reset-link-invalid">
          {state.expired}
        </Notice>
        <div>
          <ButtonLink href={localePath(lang, '/password/reset')}>{t('reset.requestNew')}</ButtonLink>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted" data-testid="reset-login">
        {t('reset.forAccount', { login })}
      </p>
      <NewPasswordForm
        submit={(body) =>
          channel === 'phone'
            ? authApi.passwordPhoneReset({ token, ...body })
            : authApi.passwordEmailResetToken({ token, ...body })
        }
        onDone={() => setState('done')}
        onExpired={() => setState({ expired: t('reset.linkInvalid') })}
      />
    </div>
  );
}
