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

/**
 * Nesting allowed in a request's JSON: contract bodies nest a few levels, and every level
 * costs each walker (zod, JSON.stringify, React's decoder) stack. 64 is generous.
 */
export const MAX_JSON_DEPTH = 64;

/** What is wrong with a parsed JSON value: unstorable text (a key or a string), too deep, or null. */
export function jsonProblem(value: unknown, maxDepth = MAX_JSON_DEPTH): 'invalid_text' | 'too_deep' | null {
  // A loop with its own stack, not recursion: a 40 KB body can nest 20 000 levels, which
  // would overflow the call stack (a RangeError, so a 500) before any depth check ran.
  const stack: unknown[] = [value];
  const depths: number[] = [0];
  while (stack.length) {
    const v = stack.pop();
    const depth = depths.pop()!;
    if (typeof v === 'string') {
      if (!isCleanText(v)) return 'invalid_text';
    } else if (v !== null && typeof v === 'object') {
      if (depth >= maxDepth) return 'too_deep';
      if (Array.isArray(v)) {
        for (const x of v) stack.push(x);
      } else {
        for (const [k, x] of Object.entries(v)) {
          if (!isCleanText(k)) return 'invalid_text';
          stack.push(x);
        }
      }
      while (depths.length < stack.length) depths.push(depth + 1);
    }
  }
  return null;
}

/** True when every key and string of a parsed JSON value is clean text and it is not nested too deep. */
export const isCleanJson = (value: unknown): boolean => jsonProblem(value) === null;
