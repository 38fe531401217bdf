'use client';

import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { authApi } from '../../client/api';
import { errorText } from '../../client/errors';
import { useT } from '../../client/i18n';
import { logout, openModal } from '../../client/session-actions';
import { showToastAtom } from '../../client/toasts';
import { Button } from '../ui/button';

// The overview is rendered on the server; only these buttons need the browser.
// Their labels come from the server's translations (no dictionary shipped for two words).

export function LogoutButton({ label }: { label: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      data-testid="logout-button"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        // logout() reloads the page when done; the button stays disabled until then.
        void logout().catch(() => setBusy(false));
      }}
    >
      {label}
    </Button>
  );
}

export function VerifyButton({ label }: { label: string }) {
  return (
    <Button variant="gold" data-testid="verification-button" onClick={() => openModal('verification')}>
      {label}
    </Button>
  );
}

/**
 * Confirms a phone or e-mail left unconfirmed at registration: sends a fresh code, then
 * opens the code dialog (the one a phone registration shows).
 */
export function ConfirmContactButton({
  channel,
  login,
  label,
}: {
  channel: 'phone' | 'email';
  login: string;
  label: string;
}) {
  const t = useT();
  const showToast = useSetAtom(showToastAtom);
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      data-testid={`confirm-${channel}-button`}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        (channel === 'phone' ? authApi.phoneResend() : authApi.emailResend())
          .then(() => openModal('confirm-phone', { channel, [channel]: login }))
          .catch((err: unknown) => showToast({ title: t('error.error'), text: errorText(err, t), tone: 'error' }))
          .finally(() => setBusy(false));
      }}
    >
      {label}
    </Button>
  );
}
