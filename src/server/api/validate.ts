import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { issuesToFieldErrors } from '../../contract/errors';
import { isCleanJson, isCleanText, jsonProblem, MAX_JSON_DEPTH } from '../../contract/text';
import { ApiHttpError, validationError } from './errors';

// Bodies above this are refused; no call of ours needs more.
export const MAX_BODY_BYTES = 64 * 1024;

const tooLarge = () => new ApiHttpError(413, { message: 'Request body too large' });

/**
 * The API's body cap, first in its chain: a declared Content-Length above the cap is
 * refused unread, and a chunked body stops being read the moment it passes the cap, so
 * no path (the idempotency hash, parseJson) ever holds more than MAX_BODY_BYTES.
 */
export const apiBodyLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw tooLarge();
  },
});

const badText = () => validationError({ _: ['invalid_text: Text must not contain NUL characters or broken Unicode'] });
const tooDeep = () => validationError({ _: [`too_deep: JSON may nest at most ${MAX_JSON_DEPTH} levels`] });

/** Reads and parses a JSON body with the call's zod schema; 422 in the spec's shape on failure. */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  if (text.length > MAX_BODY_BYTES) throw tooLarge();
  let json: unknown = {};
  if (text.trim() !== '') {
    try {
      json = JSON.parse(text);
    } catch {
      throw validationError({ _: ['invalid_json: The body is not valid JSON'] });
    }
  }
  // Any key or value, even one a schema would strip or ignore: refuse it whole. The depth is
  // bounded before zod (or anything else) walks the value.
  const problem = jsonProblem(json);
  if (problem === 'too_deep') throw tooDeep();
  if (problem) throw badText();
  const res = schema.safeParse(json, { reportInput: true });
  if (!res.success) throw validationError(issuesToFieldErrors(res.error.issues));
  return res.data;
}

/** Parses the query string with a zod schema. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const query = c.req.query();
  for (const [k, v] of Object.entries(query)) if (!isCleanText(k) || !isCleanText(v)) throw badText();
  const res = schema.safeParse(query, { reportInput: true });
  if (!res.success) throw validationError(issuesToFieldErrors(res.error.issues));
  return res.data;
}

/**
 * Reads a urlencoded or multipart form; a malformed one (a broken multipart boundary…)
 * is the client's fault: 400 in the spec's shape, and NUL or broken Unicode is 422.
 */
export async function parseForm(c: Context): Promise<Record<string, unknown>> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw new ApiHttpError(400, { message: 'The form could not be read' });
  }
  if (!isCleanJson(Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === 'string')))) throw badText();
  return form;
}
