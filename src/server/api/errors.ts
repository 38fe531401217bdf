import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DomainError } from '../../contract/domain-errors';
import type { ApiError, FieldErrors } from '../../contract/errors';
import { domainErrorResponse } from './domain-error-map';
import { WALLET_ERROR_FIELD, WALLET_ERROR_STATUS, WalletError } from '../../contract/wallet-errors';
import { bodyCutOff, CUT_OFF_MESSAGE } from '../http/cut-off';
import { logFor } from '../log.server';

const log = logFor('api');

/** An expected failure with a status and a body in the spec's error shape. */
export class ApiHttpError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly body: ApiError,
    readonly headers: Record<string, string> = {},
  ) {
    super(status, { message: body.message });
  }
}

export const validationError = (errors: FieldErrors) =>
  new ApiHttpError(422, { message: 'The given data was invalid.', errors });

/** The one place errors become responses; only unexpected ones are logged. */
export function onApiError(err: Error, c: Context): Response {
  if (err instanceof ApiHttpError) {
    return c.json(err.body, err.status, err.headers);
  }
  if (err instanceof DomainError) {
    const r = domainErrorResponse(err);
    return c.json(r.body, r.status, r.headers);
  }
  if (err instanceof WalletError) return walletErrorResponse(err, c);
  if (err instanceof HTTPException) {
    return c.json({ message: err.message || 'Request failed' } satisfies ApiError, err.status);
  }
  // The client left mid-body: reading it failed because of the client, not of us.
  if (bodyCutOff(c.env?.incoming)) return c.json({ message: CUT_OFF_MESSAGE } satisfies ApiError, 400);
  // Never the error object itself: a database error quotes the row (e-mail, hash, documents).
  log.error({ method: c.req.method, route: c.req.routePath, err }, 'unexpected error');
  return c.json({ message: 'Server error' } satisfies ApiError, 500);
}

/** A wallet domain error in the spec's shape: { message, errors: { field: ["code: text"] } }. */
export function walletErrorResponse(err: WalletError, c: Context): Response {
  const field = WALLET_ERROR_FIELD[err.code] ?? '_';
  const status = WALLET_ERROR_STATUS[err.code];
  const body: ApiError & { details?: Record<string, unknown> } = {
    // 422s read like every other validation answer; the code and text are in errors.
    message: status === 422 ? 'The given data was invalid.' : err.message,
    errors: { [field]: [`${err.code}: ${err.message}`] },
  };
  if (err.details) body.details = err.details;
  return c.json(body, status);
}
