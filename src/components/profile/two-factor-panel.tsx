'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { apiRequest } from '../../client/api';
import { errorText } from '../../client/errors';
import { useT } from '../../client/i18n';
import {
  TWO_FACTOR_PATHS,
  twoFactorRecoveryCodesResponseSchema,
  twoFactorStartResponseSchema,
  twoFactorStatusResponseSchema,
  twoFactorSuccessSchema,
  type TwoFactorCall,
  type TwoFactorStartResponse,
} from '../../contract/two-factor';
import { withTwoFactorErrors } from '../auth/two-factor-client';
import { Button } from '../ui/button';
import { Field, Notice } from './form-parts';

type Status = { enabled: boolean; left: number };
type Enrolment = TwoFactorStartResponse['data'];

const send = <S extends Parameters<typeof apiRequest>[0]>(schema: S, call: TwoFactorCall, json?: unknown) => {
  const [method, path] = TWO_FACTOR_PATHS[call].split(' ') as [string, string];
  return apiRequest(schema, method, path, json === undefined ? {} : { json });
};

/**
 * /profile/access: two-factor login. Off: the password (when the account has one) and "Turn on"
 * show the QR code and the key, and a code from the app turns it on, ending the player's other
 * sessions. Then the ten recovery codes, shown once (copy, download). On: a current code (or a
 * recovery code) turns it off or makes new recovery codes.
 */
export function TwoFactorPanel({ hasPassword }: { hasPassword: boolean }) {
  const t = useT();
  const tr = withTwoFactorErrors(t);
  const [status, setStatus] = useState<Status | null>(null);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = () =>
    send(twoFactorStatusResponseSchema, 'status').then(
      ({ data }) => setStatus({ enabled: data.enabled, left: data.recovery_codes_left }),
      (err: unknown) => setError(errorText(err, tr)),
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once, on mount
  useEffect(() => void load(), []);

  async function act(fn: () => Promise<void>) {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await fn();
    } catch (err) {
      setError(errorText(err, tr));
    } finally {
      setBusy(false);
    }
  }

  const start = (e: FormEvent) => {
    e.preventDefault();
    void act(async () => {
      setEnrolment((await send(twoFactorStartResponseSchema, 'start', hasPassword ? { password } : {})).data);
      setPassword('');
      setCode('');
    });
  };

  const withCode = (call: 'confirm' | 'recoveryCodes') => (e: FormEvent) => {
    e.preventDefault();
    void act(async () => {
      const { data } = await send(twoFactorRecoveryCodesResponseSchema, call, { code });
      setCodes(data.recovery_codes);
      setEnrolment(null);
      setCode('');
      if (call === 'confirm') setNotice(`${t('twoFactor.enabled')}. ${t('twoFactor.otherSessions')}`);
    });
  };

  const disable = () =>
    act(async () => {
      await send(twoFactorSuccessSchema, 'disable', { code });
      setCode('');
      setNotice(t('twoFactor.disabled'));
      await load();
    });

  const finish = () => {
    setCodes(null);
    void load();
  };

  const codeField = (label: string) => (
    <Field
      label={label}
      name="two-factor-code"
      autoComplete="one-time-code"
      maxLength={12}
      value={code}
      onChange={(e) => setCode(e.currentTarget.value)}
      data-testid="two-factor-code"
    />
  );

  return (
    <section
      aria-labelledby="two-factor-title"
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-5 lg:col-span-2"
      data-testid="two-factor-panel"
    >
      <h2 id="two-factor-title" className="text-lg font-bold">
        {t('twoFactor.title')}
      </h2>
      <p className="text-sm text-muted">{t('twoFactor.intro')}</p>
      {status ? (
        <p className="font-semibold" data-testid="two-factor-status" data-enabled={status.enabled}>
          {status.enabled ? t('twoFactor.statusOn', { count: status.left }) : t('twoFactor.statusOff')}
        </p>
      ) : null}
      {notice ? (
        <Notice tone="success" testId="two-factor-notice">
          {notice}
        </Notice>
      ) : null}
      {error ? (
        <Notice tone="error" testId="two-factor-error">
          {error}
        </Notice>
      ) : null}

      {codes ? (
        <RecoveryCodes codes={codes} onDone={finish} />
      ) : enrolment ? (
        <form className="flex flex-col gap-3" onSubmit={withCode('confirm')} noValidate>
          <p className="text-sm">{t('twoFactor.scan')}</p>
          {/* The server's SVG as an image: whatever it held, it runs nothing here. */}
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`}
            alt={t('twoFactor.qrAlt')}
            width={200}
            height={200}
            className="rounded-lg bg-white p-2"
          />
          <p className="text-sm">
            {t('twoFactor.secret')}:{' '}
            <code className="select-all break-all font-mono" data-testid="two-factor-secret">
              {enrolment.secret}
            </code>
          </p>
          {codeField(t('twoFactor.code'))}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="primary" disabled={busy} data-testid="two-factor-confirm">
              {t('twoFactor.confirm')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setEnrolment(null)}>
              {t('twoFactor.cancel')}
            </Button>
          </div>
        </form>
      ) : status?.enabled ? (
        <form className="flex flex-col gap-3" onSubmit={withCode('recoveryCodes')} noValidate>
          {codeField(t('twoFactor.codeOrRecovery'))}
          <p className="text-xs text-muted">{t('twoFactor.regenerateHint')}</p>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="secondary" disabled={busy} data-testid="two-factor-regenerate">
              {t('twoFactor.regenerate')}
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => void disable()} data-testid="two-factor-disable">
              {t('twoFactor.disable')}
            </Button>
          </div>
        </form>
      ) : status ? (
        <form className="flex flex-col gap-3" onSubmit={start} noValidate>
          {hasPassword ? (
            <Field
              label={t('twoFactor.password')}
              hint={t('twoFactor.passwordHint')}
              name="two-factor-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              data-testid="two-factor-password"
            />
          ) : null}
          <div>
            <Button type="submit" variant="primary" disabled={busy} data-testid="two-factor-enable">
              {t('twoFactor.enable')}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}

/** The recovery codes, shown once: copy them, download them, then confirm they are kept. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'recovery-codes.txt';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-bold">{t('twoFactor.recoveryTitle')}</h3>
      <p className="text-sm text-muted">{t('twoFactor.recoveryHint')}</p>
      <ol className="grid grid-cols-2 gap-1 font-mono text-sm" data-testid="recovery-codes">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true))}
        >
          {copied ? t('twoFactor.copied') : t('twoFactor.copy')}
        </Button>
        <Button variant="secondary" onClick={download}>
          {t('twoFactor.download')}
        </Button>
        <Button variant="primary" onClick={onDone} data-testid="recovery-codes-saved">
          {t('twoFactor.saved')}
        </Button>
      </div>
    </div>
  );
}
