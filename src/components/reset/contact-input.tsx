'use client';

import { useT } from '../../client/i18n';
import { PhoneField, type PhoneValue } from '../auth/phone-field';
import { Field } from '../profile/form-parts';

/** The e-mail or phone field of the first reset step (the phone one is the modals' masked field). */
export function ContactInput({
  channel,
  email,
  phone,
  onEmail,
  onPhone,
  error,
}: {
  channel: 'email' | 'phone';
  email: string;
  phone: PhoneValue;
  onEmail: (v: string) => void;
  onPhone: (v: PhoneValue) => void;
  error: string | undefined;
}) {
  const t = useT();
  if (channel === 'phone')
    return <PhoneField label={t('reset.phone')} value={phone} onChange={onPhone} error={error} />;
  return (
    <Field
      label={t('reset.email')}
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      required
      value={email}
      onChange={(e) => onEmail(e.target.value)}
      error={error}
    />
  );
}
