import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ProfileResponse } from '../../../contract/profile';
import { consumeAuthToken } from '../../auth/auth-tokens.server';
import { openSession } from '../../auth/login.server';
import { unauthenticated } from '../../auth/require-user.server';
import { resolveSessionToken } from '../../auth/sessions.server';
import { bearerOf, tokenKind } from '../../auth/tokens.server';
import type { UserRow } from '../../auth/users.server';
import type { ApiEnv } from '../types';
import { parseQuery } from '../validate';

// GET /profile/user: read on every page load of a logged-in player, so it stays at one
// query after the token lookup (bench:auth holds it to ≥ 0.8 of a bare handler).

/**
 * whoAreYou is the super_bonus cookie. A malformed one is treated as absent (a new device
 * id is issued) rather than failing the profile, which would log the player out.
 */
const profileQuerySchema = z.object({
  whoAreYou: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional()
    .catch(undefined),
});

type ProfileRow = UserRow & { balance: number | string | null; bonus: number | string | null; device_seen: boolean };

const VERIFIED = new Set(['success', 'verified']);
// A device seen within a day is not written again: the common read stays write-free.
const DEVICE_TOUCH_SECONDS = 86_400;

/** The player the bearer token names; a simple-auth token is spent for a new session (SSO hand-over). */
async function resolvePlayer(c: Context<ApiEnv>): Promise<{ userId: number; freshToken?: string }> {
  const token = bearerOf(c.req.header('authorization'));
  if (!token) throw unauthenticated();
  const deps = c.get('deps');
  const db = await deps.getDb();
  if (tokenKind(token) === 'sa1') {
    const spent = await consumeAuthToken(db, token, 'simple_auth');
    if (spent?.userId === null || spent?.userId === undefined) throw unauthenticated();
    const userId = Number(spent.userId);
    return { userId, freshToken: await openSession(c, userId, 'sso') };
  }
  const session = await resolveSessionToken(db, token, deps.auth.refreshGraceSeconds);
  if (!session) throw unauthenticated();
  return { userId: Number(session.userId) };
}

export const profileRoutes = new Hono<ApiEnv>().get('/profile/user', async (c) => {
  const { whoAreYou } = parseQuery(c, profileQuerySchema);
  const { userId, freshToken } = await resolvePlayer(c);
  const deps = c.get('deps');
  const db = await deps.getDb();
  const device = whoAreYou ?? randomBytes(18).toString('base64url');
  const { rows } = await db.query<ProfileRow>(
    `SELECT u.*, w.balance, w.bonus,
            EXISTS (SELECT 1 FROM user_devices d WHERE d.user_id = u.id AND d.device_id = $2
                       AND d.last_seen > now() - make_interval(secs => $3)) AS device_seen
       FROM users u
       LEFT JOIN wallets w ON w.user_id = u.id AND w.currency = u.currency
      WHERE u.id = $1`,
    [userId, device, DEVICE_TOUCH_SECONDS],
  );
  const u = rows[0];
  if (!u) throw unauthenticated();
  if (!u.device_seen) {
    await db.query(
      `INSERT INTO user_devices (user_id, device_id) VALUES ($1, $2)
       ON CONFLICT (user_id, device_id) DO UPDATE SET last_seen = now()`,
      [userId, device],
    );
  }
  const balance = Number(u.balance ?? 0);
  const bonus = Number(u.bonus ?? 0);
  const config = deps.getConfig().site;
  const body: ProfileResponse = {
    user: {
      id: Number(u.id),
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
      verification: {
        is_need: config.auth.verificationRequired && !VERIFIED.has(u.verification_status ?? ''),
        data: u.verification_status ? { status: u.verification_status } : null,
      },
      premium: { status: u.premium_status },
    },
    features: config.features,
    region: u.region,
    super_bonus: device,
  };
  if (freshToken) body.fresh_token = freshToken;
  return c.json(body);
});
