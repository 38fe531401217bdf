import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiError, FieldErrors } from '../../contract/errors';

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
  if (err instanceof HTTPException) {
    return c.json({ message: err.message || 'Request failed' } satisfies ApiError, err.status);
  }
  console.error('[api] unexpected error:', err);
  return c.json({ message: 'Server error' } satisfies ApiError, 500);
}
