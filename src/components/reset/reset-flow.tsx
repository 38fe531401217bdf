'use client';

import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { authApi } from '../../client/api';
import { errorText } from '../../client/errors';
import { useLang, useT } from '../../client/i18n';
import { defaultPhoneCountry } from '../../client/phone-mask';
import { codeSchema, emailSchema } from '../../contract/auth';
import type { Region } from '../../contract/common';
import { displayPhone, phoneE164, phoneProblem } from '../auth/client-checks';
import { emptyPhone, type PhoneValue } from '../auth/phone-field';
import { Field, Notice } from '../profile/form-parts';
import { useNotify, validationErrors } from '../profile/use-notify';
import { Button } from '../ui/button';
import { ContactInput } from './contact-input';
import { NewPasswordForm, ResetDone } from './new-password-form';
import { RESEND_SECONDS, useCountdown } from '../../client/use-countdown';

type Channel = 'email' | 'phone';
type Step = 'request' | 'code' | 'password' | 'done';
const CHANNELS: Channel[] = ['email', 'phone'];

/**
 * /password/reset: contact → one-time code → reset token → new password → logged in.
 * The same four steps by e-mail or by phone; the forgot calls answer success whether or
 * not an account exists, so the page says "if an account exists" and never more.
 * `done`: the page is the confirmation address a finished reset moved to.
 */
export function ResetFlow({ done = false, region }: { done?: boolean; region: Region }) {
  const t = useT();
  const lang = useLang();
  const baseId = useId();
  const [channel, setChannel] = useState<Channel>('email');
  const [step, setStep] = useState<Step>(done ? 'done' : 'request');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState<PhoneValue>(() => emptyPhone(defaultPhoneCountry(lang, region)));
  // What the code went to: the e-mail as typed, the phone as +digits.
  const [sentTo, setSentTo] = useState('');
  const [resetToken, setResetToken] = useState('');
  // Why the player is back at the start (an expired code), shown above the first form.
  const [restartReason, setRestartReason] = useState<string | null>(null);
  const tabRefs = useRef<Record<Channel, HTMLButtonElement | null>>({ email: null, phone: null });

  function choose(next: Channel) {
    if (next === channel || step === 'done') return;
    setChannel(next);
    setStep('request');
    setRestartReason(null);
  }

  function onTabKey(e: KeyboardEvent) {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    const next = CHANNELS[(CHANNELS.indexOf(channel) + 1) % CHANNELS.length]!;
    choose(next);
    tabRefs.current[next]?.focus();
  }

  const tabId = (c: Channel) => `${baseId}-tab-${c}`;
  const panelId = `${baseId}-panel`;

  return (
    <div className="flex flex-col gap-5">
      {step === 'done' ? null : (
        <div
          role="tablist"
          aria-label={t('reset.channel')}
          className="grid grid-cols-2 gap-1 rounded-xl border border-line bg-surface p-1"
          onKeyDown={onTabKey}
        >
          {CHANNELS.map((c) => (
            <button
              key={c}
              ref={(el) => {
                tabRefs.current[c] = el;
              }}
              id={tabId(c)}
              type="button"
              role="tab"
              aria-selected={c === channel}
              aria-controls={panelId}
              tabIndex={c === channel ? 0 : -1}
              data-testid={`reset-tab-${c}`}
              onClick={() => choose(c)}
              className={`rounded-lg px-4 py-2 text-sm font-semibold ${c === channel ? 'bg-accent-fill text-white' : 'text-muted hover:bg-elevated hover:text-text'}`}
            >
              {t(c === 'email' ? 'reset.byEmail' : 'reset.byPhone')}
            </button>
          ))}
        </div>
      )}
      <div
        id={panelId}
        // Once done there are no tabs left, so the panel is a plain region.
        {...(step === 'done' ? {} : { role: 'tabpanel', 'aria-labelledby': tabId(channel) })}
        className="flex flex-col gap-4"
      >
        {step === 'request' ? (
          <>
            {restartReason ? <Notice tone="error">{restartReason}</Notice> : null}
            <RequestStep
              key={channel}
              channel={channel}
              email={email}
              phone={phone}
              onEmail={setEmail}
              onPhone={setPhone}
              onSent={(to) => {
                setSentTo(to);
                setRestartReason(null);
                setStep('code');
              }}
            />
          </>
        ) : null}
        {step === 'code' ? (
          <CodeStep
            channel={channel}
            contact={sentTo}
            onConfirmed={(token) => {
              setResetToken(token);
              setStep('password');
            }}
            onChangeContact={() => setStep('request')}
          />
        ) : null}
        {step === 'password' ? (
          <NewPasswordForm
            submit={(body) =>
              channel === 'email'
                ? authApi.passwordEmailResetToken({ token: resetToken, ...body })
                : authApi.passwordPhoneReset({ token: resetToken, ...body })
            }
            onDone={() => setStep('done')}
            onExpired={(message) => {
              setRestartReason(`${message}\n${t('reset.startAgain')}`);
              setStep('request');
            }}
          />
        ) : null}
        {step === 'done' ? <ResetDone /> : null}
      </div>
    </div>
  );
}

/** Sends the code (and, by e-mail, a link too) to the contact the player types. */
function RequestStep({
  channel,
  email,
  phone,
  onEmail,
  onPhone,
  onSent,
}: {
  channel: Channel;
  email: string;
  phone: PhoneValue;
  onEmail: (v: string) => void;
  onPhone: (v: PhoneValue) => void;
  onSent: (to: string) => void;
}) {
  const t = useT();
  const notify = useNotify();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem =
      channel === 'email'
        ? emailSchema.safeParse(email).success
          ? undefined
          : 'reset.invalidEmail'
        : phoneProblem(phone);
    if (problem) return setError(t(problem));
    const to = channel === 'email' ? email.trim() : phoneE164(phone);
    setBusy(true);
    setError(undefined);
    try {
      if (channel === 'email') await authApi.passwordEmailForgot({ email: to });
      else await authApi.passwordPhoneForgot({ phone: to });
      onSent(to);
    } catch (err) {
      const fields = validationErrors(err, t);
      if (fields) setError(fields[channel] ?? errorText(err, t));
      else notify.failure(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      data-testid={channel === 'email' ? 'reset-email-form' : 'reset-phone-form'}
      className="flex flex-col gap-4"
      aria-busy={busy}
    >
      <p className="text-sm text-muted">{t(channel === 'email' ? 'reset.emailLead' : 'reset.phoneLead')}</p>
      <ContactInput channel={channel} email={email} phone={phone} onEmail={onEmail} onPhone={onPhone} error={error} />
      <div>
        <Button type="submit" disabled={busy || (channel === 'email' ? !email.trim() : !phone.text)}>
          {t('reset.sendCode')}
        </Button>
      </div>
    </form>
  );
}

/** The six-digit code from the message; a new one may be sent once a minute. */
function CodeStep({
  channel,
  contact,
  onConfirmed,
  onChangeContact,
}: {
  channel: Channel;
  contact: string;
  onConfirmed: (resetToken: string) => void;
  onChangeContact: () => void;
}) {
  const t = useT();
  const notify = useNotify();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // The code was just sent on the way here: the first resend waits the full minute.
  const countdown = useCountdown(RESEND_SECONDS);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!codeSchema.safeParse(code).success) return setError(t('reset.invalidCode'));
    setBusy(true);
    setError(undefined);
    try {
      const res =
        channel === 'email'
          ? await authApi.passwordEmailCodeConfirm({ email: contact, code: code.trim() })
          : await authApi.passwordPhoneCodeConfirm({ phone: contact, code: code.trim() });
      onConfirmed(res.data.reset_token);
    } catch (err) {
      const fields = validationErrors(err, t);
      if (fields) setError(fields.code ?? errorText(err, t));
      else notify.failure(err);
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    try {
      if (channel === 'email') await authApi.passwordEmailForgot({ email: contact });
      else await authApi.passwordPhoneForgot({ phone: contact });
      countdown.start();
      notify.success(t('reset.resent'));
    } catch (err) {
      notify.failure(err);
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="reset-code-form" className="flex flex-col gap-4" aria-busy={busy}>
      <Notice tone="info" testId="reset-sent">
        {t(channel === 'email' ? 'reset.sentEmail' : 'reset.sentPhone', {
          contact: channel === 'email' ? contact : displayPhone(contact),
        })}
      </Notice>
      <Field
        label={t('reset.code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        error={error}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={busy || code.length !== 6}>
          {t('reset.confirmCode')}
        </Button>
        <Button
          variant="secondary"
          data-testid="reset-resend"
          disabled={countdown.left > 0}
          onClick={() => void resend()}
        >
          {countdown.left > 0 ? t('reset.resendIn', { seconds: countdown.left }) : t('reset.resend')}
        </Button>
        <Button variant="ghost" onClick={onChangeContact}>
          {t(channel === 'email' ? 'reset.otherEmail' : 'reset.otherPhone')}
        </Button>
      </div>
    </form>
  );
}
