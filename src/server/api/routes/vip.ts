import { Hono } from 'hono';
import type { Currency } from '../../../contract/common';
import {
  rakebackClaimSchema,
  rewardClaimSchema,
  VIP_PATHS,
  type VipClaimRefusal,
  type VipClaimResponse,
  type VipResponse,
  vipQuerySchema,
} from '../../../contract/vip';
import { langFromAcceptLanguage } from '../../../site/locale';
import { bearerOf } from '../../auth/tokens.server';
import {
  beforeClaim,
  type ClaimResult,
  claimRakebackIn,
  claimRewardIn,
  levelsView,
  vipPlayerState,
} from '../../vip/vip.server';
import { moneyCall } from '../money-idempotency';
import { ApiHttpError } from '../errors';
import { requireUser, sessionOf, unauthenticated } from '../require-user';
import type { ApiEnv } from '../types';
import { parseJson, parseQuery } from '../validate';

// The VIP club (issue 20): the levels table for everyone, the player's progress and claims for a
// signed-in player. Joining (premium status) stays POST /api/v2/vip/join (account.ts).

const REFUSAL_TEXT: Record<VipClaimRefusal, string> = {
  nothing_to_claim: 'There is nothing to claim yet.',
  already_claimed: 'This reward was already claimed for this period.',
  no_wager: 'Place a bet in this period to claim its reward.',
  no_reward: 'Your level has no reward for this period.',
};

function answer(result: ClaimResult, field: string): VipClaimResponse {
  if (!result.ok) {
    // 422, not 409: the browser client retries a 409 by itself, and a refusal is final.
    throw new ApiHttpError(422, {
      message: 'The given data was invalid.',
      errors: { [field]: [`${result.reason}: ${REFUSAL_TEXT[result.reason]}`] },
    });
  }
  return { data: { currency: result.currency, amount: result.amount, balance: result.balance } };
}

export const vipRoutes = new Hono<ApiEnv>()
  .get(VIP_PATHS.state, async (c) => {
    const q = parseQuery(c, vipQuerySchema);
    const lang = q.lang ?? langFromAcceptLanguage(c.req.header('accept-language')) ?? 'en';
    const deps = c.env.deps;
    const cfg = deps.getConfig().vip;
    const session = await sessionOf(c);
    // A token that no longer works is answered 401 (the client refreshes it), not as a visitor.
    if (!session && bearerOf(c.req.header('authorization'))) throw unauthenticated();
    let currency: Currency = q.currency ?? 'RUB';
    let player: VipResponse['data']['player'] = null;
    if (session) {
      const state = await vipPlayerState(await deps.getDb(), cfg, session.userId, lang);
      player = state.player;
      currency = state.currency ?? currency;
    }
    return c.json<VipResponse>({ data: { currency, levels: levelsView(cfg, lang, currency), player } });
  })
  // A claim's answer is recorded with its money (moneyCall): a retry after a crash replays it.
  .post(VIP_PATHS.rakebackClaim, requireUser, async (c) => {
    const body = await parseJson(c, rakebackClaimSchema);
    const cfg = c.env.deps.getConfig().vip;
    const userId = c.get('session').userId;
    const { currency } = await beforeClaim(await c.env.deps.getDb(), cfg, userId);
    return moneyCall(
      c,
      userId,
      body,
      async (tx) => answer(await claimRakebackIn(tx, cfg, userId, body.currency ?? currency), 'currency'),
      200,
      { keyRequired: false },
    );
  })
  .post(VIP_PATHS.rewardClaim, requireUser, async (c) => {
    const body = await parseJson(c, rewardClaimSchema);
    const cfg = c.env.deps.getConfig().vip;
    const userId = c.get('session').userId;
    const { currency } = await beforeClaim(await c.env.deps.getDb(), cfg, userId);
    return moneyCall(
      c,
      userId,
      body,
      async (tx) => answer(await claimRewardIn(tx, cfg, userId, currency, body.period), 'period'),
      200,
      { keyRequired: false },
    );
  });
