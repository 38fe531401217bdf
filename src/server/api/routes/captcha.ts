import { Hono } from 'hono';
import { CAPTCHA_PATH } from '../../../contract/captcha';
import { issueChallenge } from '../../auth/captcha.server';
import type { ApiEnv } from '../types';

// A fresh proof-of-work challenge for a sign-up or login (decision 027); never cached.
export const captchaRoutes = new Hono<ApiEnv>().get(CAPTCHA_PATH, async (c) => {
  const { difficulty } = c.env.deps.getConfig().site.auth.captcha;
  const challenge = await issueChallenge(await c.env.deps.getDb(), difficulty);
  return c.json(challenge, 200, { 'cache-control': 'no-store' });
});
