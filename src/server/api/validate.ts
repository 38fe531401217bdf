import type { Context } from 'hono';
import type { z } from 'zod';
import { issuesToFieldErrors } from '../../contract/errors';
import { ApiHttpError, validationError } from './errors';

// Bodies above this are refused before parsing; no call of ours needs more.
const MAX_BODY_BYTES = 64 * 1024;

/** Reads and parses a JSON body with the call's zod schema; 422 in the spec's shape on failure. */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const length = Number(c.req.header('content-length') ?? 0);
  if (length > MAX_BODY_BYTES) throw new ApiHttpError(413, { message: 'Request body too large' });
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) throw new ApiHttpError(413, { message: 'Request body too large' });
  let json: unknown = {};
  if (text.trim() !== '') {
    try {
      json = JSON.parse(text);
    } catch {
      throw validationError({ _: ['invalid_json: The body is not valid JSON'] });
    }
  }
  const res = schema.safeParse(json);
  if (!res.success) throw validationError(issuesToFieldErrors(res.error.issues));
  return res.data;
}

/** Parses the query string with a zod schema. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const res = schema.safeParse(c.req.query());
  if (!res.success) throw validationError(issuesToFieldErrors(res.error.issues));
  return res.data;
}
