'use client';

import { useLayoutEffect, useRef, type ClipboardEvent, type ChangeEvent } from 'react';
import { useLang, useT } from '../../client/i18n';
import {
  countryFromInternational,
  formatPhoneInput,
  isPhoneCountryId,
  maskCapacity,
  maskPlaceholder,
  nationalDigits,
  PHONE_COUNTRIES,
  phoneCountriesFor,
  type PhoneCountryId,
} from '../../client/phone-mask';
import type { PhoneValue } from './client-checks';
import { describedBy, FieldError, inputClass, useFieldIds } from './form-widgets';

export type { PhoneValue };

export const emptyPhone = (country: PhoneCountryId): PhoneValue => ({ country, text: '' });

// The country is shown by its ISO code ("RU +7"), not an emoji flag: systems without a colour
// emoji font (most Linux and older Windows) drew the flags as empty boxes (issue 39), and an
// <option> cannot hold an image.
const selectClass =
  'h-11 w-auto shrink-0 rounded-lg border border-line bg-elevated px-2 text-base text-text focus:border-accent disabled:opacity-70';

/**
 * Country select + masked number. The mask is re-applied on every keystroke with the
 * caret kept after the same digit; a pasted full number ("+7 912 345-67-89",
 * "89123456789", "+375 29 …") replaces the field and may switch the country.
 */
export function PhoneField({
  label,
  value,
  onChange,
  error,
  name = 'phone',
  readOnly,
}: {
  label: string;
  value: PhoneValue;
  onChange: (v: PhoneValue) => void;
  error?: string | undefined;
  name?: string;
  /** While a code sent to this number is awaited. */
  readOnly?: boolean;
}) {
  const t = useT();
  const lang = useLang();
  const ids = useFieldIds();
  const inputRef = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const country = PHONE_COUNTRIES[value.country];

  // After React writes the reformatted text, put the caret where the player expects it.
  useLayoutEffect(() => {
    const el = inputRef.current;
    if (el && caret.current !== null && document.activeElement === el)
      el.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const onInput = (e: ChangeEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    const s = formatPhoneInput(country, el.value, el.selectionStart ?? el.value.length);
    caret.current = s.caret;
    onChange({ country: value.country, text: s.text });
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = e.clipboardData.getData('text');
    const target = PHONE_COUNTRIES[countryFromInternational(pasted) ?? value.country];
    // Only a whole number replaces the field; a fragment is inserted where the caret is.
    if (nationalDigits(target, pasted).length !== maskCapacity(target.mask)) return;
    e.preventDefault();
    const s = formatPhoneInput(target, pasted);
    caret.current = s.caret;
    onChange({ country: target.id, text: s.text });
  };

  const onCountry = (e: ChangeEvent<HTMLSelectElement>) => {
    const next = e.currentTarget.value;
    if (!isPhoneCountryId(next)) return;
    const digits = nationalDigits(country, value.text);
    onChange({ country: next, text: formatPhoneInput(PHONE_COUNTRIES[next], digits).text });
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={ids.id} className="text-sm font-semibold">
        {label}
      </label>
      {/* The select keeps a fixed, compact width and the number takes the rest (it was 26 px wide,
          past the form's edge, while the select took the full width: issue 39). */}
      <div className="flex min-w-0 gap-2" data-testid="phone-field">
        <select
          aria-label={t('phone.country')}
          className={selectClass}
          value={value.country}
          onChange={onCountry}
          disabled={readOnly}
          data-testid="phone-country"
        >
          {phoneCountriesFor(lang, null).map((id) => (
            // Code and dial only: the number needs the width on a 360 px phone; the name is the tooltip.
            <option key={id} value={id} title={t(`phone.countries.${id}`)}>
              {`${PHONE_COUNTRIES[id].iso} +${PHONE_COUNTRIES[id].dial}`}
            </option>
          ))}
        </select>
        <input
          ref={inputRef}
          id={ids.id}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          className={`${inputClass} flex-1`}
          data-testid="phone-number"
          placeholder={maskPlaceholder(country.mask)}
          value={value.text}
          onChange={onInput}
          onPaste={onPaste}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, error)}
          readOnly={readOnly}
        />
      </div>
      <FieldError id={ids.errorId} name={name} error={error} />
    </div>
  );
}
