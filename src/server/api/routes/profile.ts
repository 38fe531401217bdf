import { Hono } from 'hono';
import type { ProfileResponse } from '../../../contract/profile';
import { userIdFromAuthorization } from '../../auth/bearer.server';
import { ApiHttpError } from '../errors';
import type { ApiEnv } from '../types';

type UserRow = {
  id: number; name: string | null; email: string | null; phone: string | null; password_hash: string | null;
  currency: ProfileResponse['user']['currency']; locale: string | null; timezone: string | null; register_method: string;
  region: 'RU' | 'KZ'; is_phone_verified: boolean; is_email_verified: boolean; is_avatar_hidden: boolean;
  is_statistics_hidden: boolean; premium_status: string; image_small: string | null;
  balance: number | null; bonus: number | null;
};

export const profileRoutes = new Hono<ApiEnv>().get('/profile/user', async (c) => {
  const deps = c.get('deps');
  const db = await deps.getDb();
  const userId = await userIdFromAuthorization(db, c.req.header('authorization'));
  if (userId === null) throw new ApiHttpError(401, { message: 'Unauthenticated.' });
  const { rows } = await db.query<UserRow>(
    `SELECT u.*, w.balance, w.bonus FROM users u
     LEFT JOIN wallets w ON w.user_id = u.id AND w.currency = u.currency
     WHERE u.id = $1`,
    [userId],
  );
  const u = rows[0];
  if (!u) throw new ApiHttpError(401, { message: 'Unauthenticated.' });
  const balance = u.balance ?? 0;
  const bonus = u.bonus ?? 0;
  const body: ProfileResponse = {
    user: {
      id: u.id,
      name: u.name,
      email: u.email,
      phone: u.phone,
      balance,
      bonus,
      bonus_balance: bonus,
      total_balance: balance + bonus,
      currency: u.currency,
      locale: u.locale,
      timezone: u.timezone,
      register_method: u.register_method,
      is_phone_verified: u.is_phone_verified,
      is_email_verified: u.is_email_verified,
      is_password_exists: u.password_hash !== null,
      is_avatar_hidden: u.is_avatar_hidden,
      is_statistics_hidden: u.is_statistics_hidden,
      image: { small: u.image_small },
      // Verification comes with the accounts issue; until then nobody is asked for it.
      verification: { is_need: false, data: null },
      premium: { status: u.premium_status },
    },
    features: deps.getConfig().site.features,
    region: u.region,
  };
  return c.json(body);
});
