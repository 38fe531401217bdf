import type { Translate } from '../i18n';
import { formatFieldErrors, splitErrorLine } from '../contract/errors';
import { ApiRequestError } from './http';

// Spec section 5: server errors → display text. Each "code: text" line is split at the
// first colon; `error.{code}` is shown when translated, else the raw text.

/** What is shown (and reported to analytics) when there is nothing better: spec section 8. */
export const FALLBACK_ERROR = 'error 500';

/** `t` returns the key itself for a missing translation; treat that as absent. */
const lookupWith = (t: Translate) => (key: string) => {
  const v = t(key);
  return v && v !== key ? v : undefined;
};

function messageLine(message: string, t: Translate): string {
  const { code, text } = splitErrorLine(message);
  return (code && lookupWith(t)(`error.${code}`)) || text;
}

/** Section 5: errors object → lines; a 4xx without one (e.g. 429) shows its message. */
export function errorLines(err: unknown, t: Translate): string[] {
  if (!(err instanceof ApiRequestError) || !err.body) return [];
  const { errors, message } = err.body;
  if (errors && Object.keys(errors).length) {
    return formatFieldErrors(errors, lookupWith(t)).split('\n').filter(Boolean);
  }
  // 5xx messages are the server's business; the player sees the fallback.
  if (err.status >= 400 && err.status < 500 && message) return [messageLine(message, t)];
  return [];
}

/** Lines joined one per line; 'error 500' when there are none (network failure, no body). */
export function errorText(err: unknown, t: Translate): string {
  const lines = errorLines(err, t);
  return lines.length ? lines.join('\n') : FALLBACK_ERROR;
}

/** Errors per field, for showing under inputs (body-level errors are under `_`). */
export function fieldErrors(err: unknown, t: Translate): Record<string, string> {
  if (!(err instanceof ApiRequestError) || !err.body?.errors) return {};
  const out: Record<string, string> = {};
  for (const [field, list] of Object.entries(err.body.errors)) {
    const text = formatFieldErrors({ [field]: list }, lookupWith(t));
    if (text) out[field] = text;
  }
  return out;
}
