import { Hono } from 'hono';
import { splitCall, verificationSubmitSchema } from '../../../contract/auth';
import { requireUser } from '../require-user';
import { submitVerification } from '../../auth/verification.server';
import type { ApiEnv } from '../types';
import { parseJson } from '../validate';

/** POST /api/v2/verification: the player's identity data, decided later by an operator. */
export const verificationRoutes = new Hono<ApiEnv>().post(
  splitCall('verificationSubmit')[1],
  requireUser,
  async (c) => {
    const data = await parseJson(c, verificationSubmitSchema);
    await submitVerification(await c.env.deps.getDb(), c.get('session').userId, data);
    return c.json({ success: true, data: { status: 'pending' } });
  },
);
