/**
 * Errors of the domain (accounts, sessions, codes, limits, verification): a code from the
 * spec's error vocabulary (section 5, "code: text"), the field it belongs to and details.
 * Domain code throws these with no notion of HTTP; the API's error handler maps each code
 * to a status and the spec's error shape in one place (src/server/api/domain-error-map.ts),
 * and a loop, CLI or test can read `code` directly.
 */
export const DOMAIN_ERROR_CODES = [
  'invalid_credentials',
  'invalid_phone',
  'email_taken',
  'phone_taken',
  'underage',
  'invalid_date',
  'unknown_account',
  'verification_pending',
  'already_verified',
  'too_many_attempts',
  'unauthenticated',
  'demo_disabled',
  'captcha_required',
  'captcha_invalid',
  'invalid_cursor',
] as const;
export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

export interface DomainErrorDetails {
  /** Seconds until a retry can succeed (rate limits). */
  retryAfter?: number;
  [key: string]: unknown;
}

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    /** Human text after the code (the client translates `error.{code}` first). */
    readonly text: string,
    /** The input field the error is about; `_` for the whole request. */
    readonly field = '_',
    readonly details: DomainErrorDetails = {},
  ) {
    super(`${code}: ${text}`);
    this.name = 'DomainError';
  }
}

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;
