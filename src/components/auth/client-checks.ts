// Checks run in the browser before a request, for instant feedback; the server decides.
// Each returns the translation key of the problem, or undefined when the value is fine.

import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { codeSchema, emailSchema } from '../../contract/auth';
import { passwordProblems } from '../../contract/password';
import { countryOfE164, formatPhoneInput, PHONE_COUNTRIES, type PhoneCountryId } from '../../client/phone-mask';

export type ProblemKey = `error.${string}` | `auth.${string}`;

/** A phone field's value: the chosen country and what the field shows. */
export interface PhoneValue {
  country: PhoneCountryId;
  text: string;
}

/** "+79123456789", or "" when nothing is typed. */
export function phoneE164(v: PhoneValue): string {
  return formatPhoneInput(PHONE_COUNTRIES[v.country], v.text).e164;
}

/** Real validation (libphonenumber-js, minimal metadata): a number of the right length and range. */
export function phoneProblem(v: PhoneValue): ProblemKey | undefined {
  const e164 = phoneE164(v);
  if (!e164) return 'error.required';
  return isValidPhoneNumber(e164) ? undefined : 'error.invalid_phone';
}

export function emailProblem(email: string): ProblemKey | undefined {
  if (!email.trim()) return 'error.required';
  return emailSchema.safeParse(email).success ? undefined : 'auth.emailInvalid';
}

/** A password to log in with: only present (its rules are checked when it is set). */
export function loginPasswordProblem(password: string): ProblemKey | undefined {
  return password ? undefined : 'error.required';
}

/** A new password: the shared rules (length, common passwords), first problem only. */
export function newPasswordProblem(password: string): ProblemKey | undefined {
  if (!password) return 'error.required';
  const [problem] = passwordProblems(password);
  return problem ? `error.${problem}` : undefined;
}

export function codeProblem(code: string): ProblemKey | undefined {
  if (!code.trim()) return 'error.required';
  return codeSchema.safeParse(code).success ? undefined : 'auth.codeFormat';
}

/** A phone number shown to the player ("+7 (912) 345 67 89"); the country by its calling code. */
export function displayPhone(e164: string): string {
  const country = PHONE_COUNTRIES[countryOfE164(e164)];
  const s = formatPhoneInput(country, e164);
  return s.complete ? s.text : e164;
}
