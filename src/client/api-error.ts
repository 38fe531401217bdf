import type { ApiError } from '../contract/errors';

// Apart from the HTTP client (./http.ts) so that screens can tell an API refusal from other
// errors without loading ky before their first call.

/**
 * Every failed call: `status` is the HTTP status (0 when no answer arrived), `body` the
 * spec-shaped error body when the answer had one ({message, errors:{field:["code: text"]}}).
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: ApiError | null;
  constructor(status: number, body: ApiError | null, options?: { cause?: unknown }) {
    super(body?.message ?? (status ? `HTTP ${status}` : 'Network error'), options);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
  }
}
