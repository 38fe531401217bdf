'use client';

import { useT } from '../../client/i18n';
import { Field } from './form-parts';

/**
 * A new password and its repetition, as the change, first-password and reset forms all
 * ask for them. Field names and labels differ per call (spec section 5), so they are given.
 */
export function NewPasswordFields({
  labels,
  confirmName,
  password,
  confirm,
  onPassword,
  onConfirm,
  errors = {},
}: {
  labels: { password: string; confirm: string };
  /** The confirmation's field name in the call: password_confirm or confirm_password. */
  confirmName: 'password_confirm' | 'confirm_password';
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  errors?: { password?: string | undefined; confirm?: string | undefined };
}) {
  const t = useT();
  return (
    <>
      <Field
        label={labels.password}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={t('reset.rules')}
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        error={errors.password}
      />
      <Field
        label={labels.confirm}
        name={confirmName}
        type="password"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={(e) => onConfirm(e.target.value)}
        error={errors.confirm}
      />
    </>
  );
}
