import { z } from 'zod';
import { splitErrorLine } from './error-line';

export { splitErrorLine };

/**
 * The spec's error shape (section 5): `errors` maps a field to a list of
 * "code: text" strings; the client splits each at the first colon and looks the
 * code up as translation `error.{code}`, falling back to the raw text after the colon.
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
export type FieldErrors = Record<string, string[]>;

function issueCode(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'required' : 'invalid_type';
    case 'too_small':
      return 'too_small';
    case 'too_big':
      return 'too_big';
    case 'invalid_format':
      return 'invalid_format';
    case 'invalid_value':
      return 'invalid_value';
    case 'custom': {
      // Our own rules name their code (e.g. password_too_short) in params.code.
      const code = (issue.params as { code?: unknown } | undefined)?.code;
      return typeof code === 'string' ? code : 'invalid';
    }
    case 'unrecognized_keys':
      return 'unknown_field';
    default:
      return 'invalid';
  }
}

/** zod issues → the spec's errors object. Body-level issues land under `_`. */
export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  // No prototype: a field named toString, constructor or __proto__ is just a field here,
  // not Object.prototype's member (whose .push would throw and answer 500).
  const out: FieldErrors = Object.create(null);
  const add = (field: string, line: string) => {
    const list = out[field];
    if (list) list.push(line);
    else out[field] = [line];
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(key, `unknown_field: Unknown field ${key}`);
      continue;
    }
    const field = issue.path.length ? issue.path.join('.') : '_';
    const code = issueCode(issue);
    add(field, `${code}: ${code === 'required' ? 'This field is required' : issue.message}`);
  }
  return out;
}

/**
 * Turns an errors object into display text: one line per message, each code
 * translated as `error.{code}` when a translation exists, else the raw text.
 */
export function formatFieldErrors(errors: FieldErrors, translate: (key: string) => string | undefined): string {
  const lines: string[] = [];
  for (const list of Object.values(errors)) {
    for (const line of list) {
      const { code, text } = splitErrorLine(line);
      const translated = code ? translate(`error.${code}`) : undefined;
      lines.push(translated ?? text);
    }
  }
  return lines.join('\n');
}
