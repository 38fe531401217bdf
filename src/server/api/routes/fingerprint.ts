import { Hono } from 'hono';
import { FINGERPRINT_KEY_PATH } from '../../../contract/fingerprint';
import { fingerprintKeys } from '../../auth/fingerprint.server';
import type { ApiEnv } from '../types';

// The public key browsers seal the device fingerprint with (decision 021). It changes only
// with the configured key, so browsers may keep it for an hour.
export const fingerprintRoutes = new Hono<ApiEnv>().get(FINGERPRINT_KEY_PATH, async (c) => {
  const keys = await fingerprintKeys(await c.env.deps.getDb());
  return c.json(keys.response, 200, { 'cache-control': 'public, max-age=3600' });
});
