'use client';

import { useState } from 'react';
import { useT } from '../../client/i18n';
import { PasswordChangeForm, PasswordSetForm } from './password-forms';
import { SessionsList } from './sessions-list';
import { TwoFactorPanel } from './two-factor-panel';
import type { SessionInfo } from './types';

/** /profile/access: the password (change it, or set the first one), the live sessions, two-factor login. */
export function AccessPanel({
  hasPassword,
  sessions,
  timeZone,
}: {
  hasPassword: boolean;
  sessions: SessionInfo[] | null;
  timeZone: string | null;
}) {
  const t = useT();
  const [passwordExists, setPasswordExists] = useState(hasPassword);
  // A password change may end the other sessions on the server: list them afresh.
  const [sessionsKey, setSessionsKey] = useState(0);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section
        aria-labelledby="password-title"
        className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-5"
      >
        <h2 id="password-title" className="text-lg font-bold">
          {t(passwordExists ? 'profile.password.changeTitle' : 'profile.password.setTitle')}
        </h2>
        {passwordExists ? (
          <PasswordChangeForm onChanged={() => setSessionsKey((k) => k + 1)} />
        ) : (
          <PasswordSetForm onSet={() => setPasswordExists(true)} />
        )}
      </section>
      <div className="rounded-[var(--radius-card)] border border-line bg-surface p-5">
        <SessionsList initial={sessions} timeZone={timeZone} reloadKey={sessionsKey} />
      </div>
      <TwoFactorPanel hasPassword={passwordExists} />
    </div>
  );
}
