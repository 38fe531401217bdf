import { describe, expect, it } from 'vitest';
import { errorLines, errorText, fieldErrors, FALLBACK_ERROR } from '../../src/client/errors';
import { ApiRequestError } from '../../src/client/http';
import { createTranslate } from '../../src/client/i18n';

const t = createTranslate('en', {
  error: { error: 'Error', invalid_format: 'Wrong format', too_many_attempts: 'Too many attempts, wait a minute' },
});

describe('error text (spec section 5)', () => {
  it('translates codes, falls back to the raw text, one line per message', () => {
    const err = new ApiRequestError(422, {
      message: 'Invalid data',
      errors: {
        email: ['invalid_format: Not an e-mail'],
        password: ['password_too_short: At least 8 characters', 'no colon here'],
      },
    });
    expect(errorLines(err, t)).toEqual(['Wrong format', 'At least 8 characters', 'no colon here']);
    expect(errorText(err, t)).toBe('Wrong format\nAt least 8 characters\nno colon here');
  });

  it('splits at the first colon only', () => {
    const err = new ApiRequestError(422, { message: 'x', errors: { url: ['bad_url: http://a:b is wrong'] } });
    expect(errorText(err, t)).toBe('http://a:b is wrong');
  });

  it('a 429 shows its message (translated when it names a code)', () => {
    expect(errorText(new ApiRequestError(429, { message: 'Slow down' }), t)).toBe('Slow down');
    expect(errorText(new ApiRequestError(429, { message: 'too_many_attempts: Slow down' }), t)).toBe(
      'Too many attempts, wait a minute',
    );
    expect(
      errorText(new ApiRequestError(429, { message: 'x', errors: { _: ['too_many_attempts: Slow down'] } }), t),
    ).toBe('Too many attempts, wait a minute');
  });

  it("network failures, bodiless answers, 5xx and unknown errors read 'error 500'", () => {
    expect(FALLBACK_ERROR).toBe('error 500');
    expect(errorText(new ApiRequestError(0, null), t)).toBe('error 500');
    expect(errorText(new ApiRequestError(502, null), t)).toBe('error 500');
    expect(errorText(new ApiRequestError(500, { message: 'Internal error: db down' }), t)).toBe('error 500');
    expect(errorText(new TypeError('x is undefined'), t)).toBe('error 500');
    expect(errorText(undefined, t)).toBe('error 500');
    expect(errorLines(new ApiRequestError(0, null), t)).toEqual([]);
  });

  it('gives each field its own text for showing under inputs', () => {
    const err = new ApiRequestError(422, {
      message: 'x',
      errors: {
        old_password: ['invalid_format: a', 'wrong_password: Wrong password'],
        password_confirm: ['mismatch: Does not match'],
      },
    });
    expect(fieldErrors(err, t)).toEqual({
      old_password: 'Wrong format\nWrong password',
      password_confirm: 'Does not match',
    });
    expect(fieldErrors(new ApiRequestError(0, null), t)).toEqual({});
  });
});

describe('game screens: bet errors in the page language', () => {
  it('translates bet codes with their limit, keeps the server text for unknown codes, and shows a thrown message bare', async () => {
    const { errorText: gameErrorText } = await import('../../src/components/games/play-client');
    const { readFileSync } = await import('node:fs');
    const ru = JSON.parse(readFileSync('locales/ru.json', 'utf8')) as { error: Record<string, string> };
    const tRu = createTranslate('ru', { error: ru.error });
    const bet = (line: string) => new ApiRequestError(422, { message: 'Invalid data', errors: { amount: [line] } });
    // The limit comes in minor units in the server's text; the player reads it as money.
    expect(gameErrorText(bet('below_min_bet: The minimum bet is 150 (minor units)'), tRu)).toBe(
      'Минимальная ставка здесь — 1.50',
    );
    expect(gameErrorText(bet('insufficient_funds: Not enough money'), tRu)).toBe('Недостаточно денег на балансе');
    expect(gameErrorText(bet('something_new: Server words'), tRu)).toBe('Server words');
    expect(gameErrorText(bet('invalid_move: This tile is already open'))).toBe('This tile is already open');
    expect(gameErrorText(new Error('Enter an amount'), tRu)).toBe('Enter an amount');
  });
});
