import { describe, expect, it } from 'vitest';
import { ApiCallError, type ApiClient } from '../../src/contract/api-client';
import { runWithSiteContext, type SiteContext } from '../../src/site/context.server';
import { checkResetToken } from '../../src/site/reset-token.server';

const TOKEN = 'a'.repeat(43);

/** The reset page's token check against an API that answers `answer`, recording the calls. */
async function check(answer: () => Promise<unknown>, token = TOKEN, channel: 'email' | 'phone' = 'email') {
  const calls: string[] = [];
  const api = {
    passwordEmailTokenCheck: (t: string) => {
      calls.push(`email:${t}`);
      return answer();
    },
    passwordPhoneTokenCheck: (t: string) => {
      calls.push(`phone:${t}`);
      return answer();
    },
  } as unknown as ApiClient;
  const result = await runWithSiteContext({ api } as SiteContext, () => checkResetToken(token, channel));
  return { result, calls };
}

describe('reset link token check (/reset-password/{token})', () => {
  it('shows the form with the masked login for a live token, asking the channel’s own check', async () => {
    const { result, calls } = await check(
      async () => ({ success: true, data: { login: 'd***@example.com' } }),
      TOKEN,
      'phone',
    );
    expect(result).toEqual({ state: 'valid', login: 'd***@example.com' });
    expect(calls).toEqual([`phone:${TOKEN}`]);
  });

  it('calls a used or expired token (the API’s 422) invalid', async () => {
    const { result } = await check(() => Promise.reject(new ApiCallError(422, { message: 'x' }, '/check')));
    expect(result).toEqual({ state: 'invalid' });
  });

  it('does not call a token dead when the API could not judge it (outage, rate limit)', async () => {
    expect((await check(() => Promise.reject(new ApiCallError(500, null, '/check')))).result).toEqual({
      state: 'unavailable',
    });
    expect((await check(() => Promise.reject(new ApiCallError(429, null, '/check')))).result).toEqual({
      state: 'unavailable',
    });
    expect((await check(() => Promise.reject(new TypeError('fetch failed')))).result).toEqual({ state: 'unavailable' });
  });

  it('never sends something that is not shaped like a token', async () => {
    const { result, calls } = await check(async () => ({ success: true, data: { login: 'x' } }), 'short');
    expect(result).toEqual({ state: 'invalid' });
    expect(calls).toEqual([]);
  });
});
