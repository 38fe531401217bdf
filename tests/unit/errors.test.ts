import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatFieldErrors, issuesToFieldErrors, splitErrorLine } from '../../src/contract/errors';

describe('error object formatting (spec section 5)', () => {
  it('maps zod issues to field → ["code: text"]', () => {
    const schema = z.object({ domain: z.string().min(3), n: z.number() }).strict();
    const res = schema.safeParse({ domain: 'a', extra: 1 });
    expect(res.success).toBe(false);
    const errors = issuesToFieldErrors(res.error!.issues);
    expect(errors.domain?.[0]).toMatch(/^too_small: /);
    expect(errors.n).toEqual(['required: This field is required']);
    expect(errors.extra).toEqual(['unknown_field: Unknown field extra']);
  });

  it('splits at the first colon only', () => {
    expect(splitErrorLine('invalid_format: must be like 12:30')).toEqual({
      code: 'invalid_format',
      text: 'must be like 12:30',
    });
    expect(splitErrorLine('no code here')).toEqual({ code: undefined, text: 'no code here' });
  });

  it('translates known codes, falls back to the raw text, one line per message', () => {
    const dict: Record<string, string> = { 'error.required': 'Обязательное поле' };
    const text = formatFieldErrors(
      {
        email: ['required: The email is required'],
        password: ['weak_password: Password is too weak', 'plain message'],
      },
      (k) => dict[k],
    );
    expect(text).toBe('Обязательное поле\nPassword is too weak\nplain message');
  });
});
