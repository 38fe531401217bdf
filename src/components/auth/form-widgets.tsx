'use client';

import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type RefObject,
  type SelectHTMLAttributes,
} from 'react';
import { useT } from '../../client/i18n';
import { buttonClass } from '../ui/button';

// Small pieces every account form uses: a visible label on every input, its error tied to
// it (aria-invalid + aria-describedby), form-level errors as one alert, 16 px text so
// phones do not zoom in.

export const inputClass =
  'h-11 w-full min-w-0 rounded-lg border border-line bg-elevated px-3 text-base text-text placeholder:text-muted/70 focus:border-accent aria-[invalid=true]:border-danger';

/** The ids of one field: the input, its error and its hint. */
export function useFieldIds() {
  const id = useId();
  return { id, errorId: `${id}-error`, hintId: `${id}-hint` };
}

export function describedBy(
  ids: { errorId: string; hintId: string },
  error?: string,
  hint?: ReactNode,
): string | undefined {
  return [error ? ids.errorId : null, hint ? ids.hintId : null].filter(Boolean).join(' ') || undefined;
}

export function FieldError({ id, name, error }: { id: string; name: string; error?: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="whitespace-pre-line text-sm text-danger" data-field-error={name}>
      {error}
    </p>
  );
}

export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={id} className="text-xs text-muted">
      {hint}
    </p>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'> & {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: ReactNode;
};

export function TextField({ label, error, hint, ...input }: InputProps) {
  const ids = useFieldIds();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={ids.id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={ids.id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error, hint)}
        {...input}
      />
      <FieldHint id={ids.hintId} hint={hint} />
      <FieldError id={ids.errorId} name={input.name} error={error} />
    </div>
  );
}

/** A password with a show/hide switch (people mistype on phones). */
export function PasswordField({ label, error, hint, ...input }: Omit<InputProps, 'type'>) {
  const t = useT();
  const ids = useFieldIds();
  const [shown, setShown] = useState(false);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={ids.id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <input
          id={ids.id}
          type={shown ? 'text' : 'password'}
          className={`${inputClass} pr-12`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, error, hint)}
          {...input}
        />
        <button
          type="button"
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-muted hover:text-text"
          aria-controls={ids.id}
          onClick={() => setShown((s) => !s)}
        >
          <EyeIcon crossed={shown} />
          {/* Its name as text, not aria-label: getByLabel('Password') then finds only the field. */}
          <span className="sr-only">{t(shown ? 'auth.hidePassword' : 'auth.showPassword')}</span>
        </button>
      </div>
      <FieldHint id={ids.hintId} hint={hint} />
      <FieldError id={ids.errorId} name={input.name} error={error} />
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}

export function SelectField({
  label,
  error,
  children,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'id'> & {
  label: string;
  name: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  const ids = useFieldIds();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={ids.id} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={ids.id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, error)}
        {...select}
      >
        {children}
      </select>
      <FieldError id={ids.errorId} name={select.name} error={error} />
    </div>
  );
}

/** The six-digit code from an SMS or e-mail. */
export function CodeField(props: Omit<InputProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength'>) {
  return (
    <TextField type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={6} pattern="[0-9]*" {...props} />
  );
}

/** Errors that belong to no shown field, one per line; announced at once. */
export function FormAlert({ lines, testId }: { lines: readonly string[]; testId?: string }) {
  if (!lines.length) return null;
  return (
    <p
      role="alert"
      data-testid={testId}
      className="whitespace-pre-line rounded-lg border border-danger/50 bg-elevated px-3 py-2 text-sm text-danger"
    >
      {lines.join('\n')}
    </p>
  );
}

/** A confirmation or information line; dismissible when given onDismiss. */
export function FormNotice({
  children,
  tone = 'info',
  onDismiss,
  testId,
}: {
  children: ReactNode;
  tone?: 'info' | 'success';
  onDismiss?: () => void;
  testId?: string;
}) {
  const t = useT();
  const color = tone === 'success' ? 'border-win/50 text-win' : 'border-info/50 text-text';
  return (
    <div
      role="status"
      data-testid={testId}
      className={`flex items-start gap-2 rounded-lg border bg-elevated px-3 py-2 text-sm ${color}`}
    >
      <p className="flex-1 whitespace-pre-line">{children}</p>
      {onDismiss ? (
        <button type="button" className="text-muted hover:text-text" aria-label={t('auth.dismiss')} onClick={onDismiss}>
          ✕
        </button>
      ) : null}
    </div>
  );
}

/** The form's main button; disabled while its request runs, so one click makes one request. */
export function SubmitButton({ busy, children, testId }: { busy: boolean; children: ReactNode; testId?: string }) {
  return (
    <button
      type="submit"
      className={buttonClass('primary', 'lg', 'w-full')}
      disabled={busy}
      aria-busy={busy || undefined}
      data-testid={testId}
    >
      {children}
    </button>
  );
}

/** A link-looking button that switches to another modal or step. */
export function LinkButton({
  children,
  onClick,
  disabled,
  testId,
}: {
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <button
      type="button"
      className="text-sm font-semibold text-[#b9a8ff] underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:text-muted disabled:no-underline"
      onClick={onClick}
      disabled={disabled}
      data-testid={testId}
    >
      {children}
    </button>
  );
}

/**
 * Two or three options as a segmented switch: toggle buttons (aria-pressed) in a named
 * group. Buttons rather than labelled radios, so "E-mail" names only the e-mail field.
 */
export function Segmented<V extends string>({
  label,
  value,
  options,
  onChange,
  name,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (v: V) => void;
  name: string;
}) {
  return (
    <fieldset
      aria-label={label}
      data-testid={name}
      className="m-0 grid min-w-0 auto-cols-fr grid-flow-col gap-1 rounded-xl border border-line bg-elevated p-1"
    >
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
          className="rounded-lg px-3 py-2 text-center text-sm font-semibold text-muted hover:text-text aria-pressed:bg-accent-fill aria-pressed:text-white"
        >
          {o.label}
        </button>
      ))}
    </fieldset>
  );
}

/** The contact tabs of every account dialog, in one order (log-in and sign-up used to differ). */
export function contactTabs(t: (key: string) => string) {
  return [
    { value: 'email' as const, label: t('auth.byEmail') },
    { value: 'phone' as const, label: t('auth.byPhone') },
  ];
}

/** "Send the code again", disabled while the countdown runs or a resend is under way. */
export function ResendButton({ left, busy, onResend }: { left: number; busy: boolean; onResend: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      className={buttonClass('secondary', 'md', 'w-full')}
      disabled={left > 0 || busy}
      onClick={onResend}
      data-testid="resend-code"
    >
      {left > 0 ? t('auth.resendIn', { seconds: left }) : t('auth.resend')}
    </button>
  );
}

/** Runs one request at a time for a form: a second submit while one runs is ignored. */
export function useRequest() {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback(async (fn: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await fn();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}

/** After a failed submit, the caret goes to the first field marked invalid (screen readers read its error). */
export function useFocusFirstInvalid(
  formRef: RefObject<HTMLFormElement | null>,
  errors: { fields: Record<string, string> },
) {
  useEffect(() => {
    if (!Object.keys(errors.fields).length) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, errors]);
}
