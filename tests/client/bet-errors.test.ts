import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../src/client/api-error';
import { createTranslate } from '../../src/client/i18n';
import { errorText } from '../../src/components/games/play-client';
import { LANGS } from '../../src/contract/common';

// Issue 17: the bet path's new refusals read in every page language, the cap shown as money.
describe('game screens: issue 17 refusals in the page language', () => {
  const dict = (lang: string) =>
    (JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8')) as { error: Record<string, string> }).error;

  it('explains max_payout_exceeded with the cap as money, for an instant bet and a round', () => {
    const t = createTranslate('en', { error: dict('en') });
    const bet = new ApiRequestError(422, {
      message: 'Invalid data',
      errors: {
        amount: ['max_payout_exceeded: This bet could pay more than the maximum payout of 100000000 (minor units)'],
      },
    });
    expect(errorText(bet, t)).toBe(
      'This bet could pay more than the maximum payout of 1000000.00: lower the stake or the risk (or cash out)',
    );
    const round = new ApiRequestError(422, {
      message: 'Invalid data',
      errors: { _: ['max_payout_exceeded: Winning this could pay more than the maximum payout of 250000: cash out'] },
    });
    expect(errorText(round, t)).toContain('2500.00');
  });

  it('has seeds_changed, idempotency_key_reused and max_payout_exceeded in every language', () => {
    for (const lang of LANGS) {
      const t = createTranslate(lang, { error: dict(lang) });
      for (const code of ['seeds_changed', 'idempotency_key_reused', 'max_payout_exceeded']) {
        const e = new ApiRequestError(409, { message: 'x', errors: { _: [`${code}: server words`] } });
        const text = errorText(e, t);
        expect(text, `${lang} ${code}`).not.toBe('server words');
        expect(text, `${lang} ${code}`).not.toContain('{{');
      }
    }
  });
});
