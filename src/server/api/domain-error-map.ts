import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DomainError, DomainErrorCode } from '../../contract/domain-errors';
import type { ApiError } from '../../contract/errors';

/**
 * The one place domain error codes become HTTP statuses. Credential and input problems
 * are 422 (not 401: the client answers a 401 by refreshing its token, and a login form has
 * no token to refresh).
 */
const STATUS: Record<DomainErrorCode, ContentfulStatusCode> = {
  invalid_credentials: 422,
  invalid_phone: 422,
  email_taken: 422,
  phone_taken: 422,
  underage: 422,
  invalid_date: 422,
  unknown_account: 422,
  verification_pending: 422,
  already_verified: 422,
  too_many_attempts: 429,
  unauthenticated: 401,
  demo_disabled: 404,
  captcha_required: 422,
  captcha_invalid: 422,
  invalid_cursor: 422,
};

/** Status, body in the spec's error shape, and headers for a domain error. */
export function domainErrorResponse(err: DomainError): {
  status: ContentfulStatusCode;
  body: ApiError;
  headers: Record<string, string>;
} {
  const status = STATUS[err.code];
  const headers: Record<string, string> = {};
  if (err.details.retryAfter !== undefined) headers['Retry-After'] = String(err.details.retryAfter);
  if (err.code === 'unauthenticated') return { status, body: { message: 'Unauthenticated.' }, headers };
  if (err.code === 'demo_disabled') return { status, body: { message: 'Not found' }, headers };
  const message =
    status === 429 ? err.text : status === 422 ? 'The given data was invalid.' : err.text || 'Request failed';
  return { status, body: { message, errors: { [err.field]: [`${err.code}: ${err.text}`] } }, headers };
}
