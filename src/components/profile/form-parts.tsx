import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

// Form pieces shared by the profile and the password-reset screens: always a visible
// label, the error announced and tied to its input (aria-describedby), 16 px text so
// phones do not zoom into the field.

export const inputClass =
  'h-11 w-full rounded-lg border border-line bg-elevated px-3 text-base text-text placeholder:text-muted/70 focus:border-accent aria-[invalid=true]:border-danger';

export function Field({
  label,
  error,
  hint,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  name: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="whitespace-pre-line text-sm text-danger" data-field-error={input.name}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A message above or below a form: errors interrupt (alert), confirmations wait (status). */
export function Notice({
  tone,
  children,
  testId,
}: {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
  testId?: string;
}) {
  const style =
    tone === 'error'
      ? 'border-danger/50 text-danger'
      : tone === 'success'
        ? 'border-win/50 text-win'
        : 'border-line text-muted';
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={`whitespace-pre-line rounded-lg border bg-elevated px-3 py-2 text-sm ${style}`}
    >
      {children}
    </p>
  );
}
