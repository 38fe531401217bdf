'use client';

import { useState } from 'react';
import { logout, openModal } from '../../client/session-actions';
import { Button } from '../ui/button';

// The overview is rendered on the server; only these two buttons need the browser.
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
