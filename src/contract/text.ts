import { z } from 'zod';

// A NUL character or a lone UTF-16 surrogate: PostgreSQL's text cannot store either, so
// such input would fail deep in a query (a 500, and a failed batch). With the u flag a
// well-formed surrogate pair is one code point and does not match; only a lone half does.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point.
const UNSTORABLE = /[\u0000\uD800-\uDFFF]/u;

/** True when a string can be stored and shown as text. */
export const isCleanText = (s: string): boolean => !UNSTORABLE.test(s);

/**
 * The one string primitive of the contract: every free-text field starts here, so NUL
 * bytes and broken Unicode are refused with 422 (code invalid_text) at the edge.
 */
export const text = () =>
  /*@__PURE__*/ z.string().refine(isCleanText, {
    message: 'Text must not contain NUL characters or broken Unicode',
    params: { code: 'invalid_text' },
  });

/** Walks a parsed JSON value: true when every key and string in it is clean text. */
export function isCleanJson(value: unknown): boolean {
  if (typeof value === 'string') return isCleanText(value);
  if (Array.isArray(value)) return value.every(isCleanJson);
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) if (!isCleanText(k) || !isCleanJson(v)) return false;
  }
  return true;
}
