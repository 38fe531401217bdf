import { ApiCallError } from '../contract/api-client';
import { opaqueTokenSchema } from '../contract/auth';
import { getSiteContext } from './context.server';
import { logFor } from '../server/log.server';

const log = logFor('site');

export type ResetChannel = 'email' | 'phone';

/**
 * What a reset link's token is worth, decided while the page renders:
 * - valid: the form can be shown, with the masked login the link is for;
 * - invalid: expired, used or never issued (the API's 4xx answers), or not even shaped
 *   like a token (not sent at all);
 * - unavailable: the API could not say (5xx, network); the player may retry later, and
 *   the token must not be reported as dead when it may be fine.
 */
export type ResetTokenState = { state: 'valid'; login: string } | { state: 'invalid' } | { state: 'unavailable' };

export async function checkResetToken(token: string, channel: ResetChannel): Promise<ResetTokenState> {
  if (!opaqueTokenSchema.safeParse(token).success) return { state: 'invalid' };
  const api = getSiteContext().api;
  try {
    const res =
      channel === 'phone' ? await api.passwordPhoneTokenCheck(token) : await api.passwordEmailTokenCheck(token);
    return { state: 'valid', login: res.data.login };
  } catch (e) {
    // 429 (too many checks) is not a verdict on the token.
    if (e instanceof ApiCallError && e.status >= 400 && e.status < 500 && e.status !== 429) return { state: 'invalid' };
    log.warn({ channel, err: e }, 'reset token check failed');
    return { state: 'unavailable' };
  }
}
