import { errorLines, fieldErrors } from '../../client/errors';
import type { Translate } from '../../client/i18n';

/** What a form shows after a failure: texts under the named inputs, the rest in one alert. */
export interface FormErrors {
  fields: Record<string, string>;
  alert: string[];
}

export const NO_ERRORS: FormErrors = { fields: {}, alert: [] };

/**
 * Spec section 5: a server error's lines for fields this form shows go under those
 * inputs; every other line (the `_` field, fields the form lacks, a bare message,
 * a network failure) goes into the form's alert, one per line.
 */
export function formErrorsFrom(err: unknown, t: Translate, shownFields: readonly string[]): FormErrors {
  const byField = fieldErrors(err, t);
  const fields: Record<string, string> = {};
  const alert: string[] = [];
  for (const [field, text] of Object.entries(byField)) {
    if (shownFields.includes(field)) fields[field] = text;
    else alert.push(text);
  }
  if (!Object.keys(byField).length) {
    const lines = errorLines(err, t);
    // No text from the server (network failure, 5xx): a sentence, not errorText's bare "error 500".
    alert.push(...(lines.length ? lines : [t('auth.failed')]));
  }
  return { fields, alert };
}

/** Client-side checks found problems: only field texts, no alert. */
export const fieldProblems = (fields: Record<string, string | undefined>): FormErrors | null => {
  const found = Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => Boolean(e[1])));
  return Object.keys(found).length ? { fields: found, alert: [] } : null;
};
