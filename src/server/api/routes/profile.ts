import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ProfileResponse } from '../../../contract/profile';
import { type PublicNameResponse, publicNameRequestSchema } from '../../../contract/public-name';
import { nextNameChange, setPublicName } from '../../auth/public-name.server';
import { consumeAuthToken } from '../../auth/auth-tokens.server';
import { openSession } from '../../auth/login.server';
import { requireUser, unauthenticated } from '../require-user';
import { resolveSessionWith, type SessionJoin, type SessionRef } from '../../auth/sessions.server';
import { bearerOf, tokenKind } from '../../auth/tokens.server';
import type { UserRow } from '../../auth/users.server';
import { BALANCE_JOIN } from '../../wallet';
import type { ApiEnv } from '../types';
import { parseJson, parseQuery } from '../validate';
import { actor } from '../actor';

// GET /profile/user: read on every page load of a logged-in player, so the token lookup,
// the user, the wallet and the device check are one query (bench:auth holds it to ≥ 0.8
// of a bare handler doing the same read).

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

type ProfileRow = UserRow & {
  balance: number | string | null;
  bonus: number | string | null;
  device_seen: boolean;
  public_name: string | null;
  public_name_changed_at: Date | string | null;
};

const VERIFIED = new Set(['success', 'verified']);
// A device seen within a day is not written again: the common read stays write-free.
const DEVICE_TOUCH_SECONDS = 86_400;

/** The profile's part of the session lookup: the user, their wallet, whether this device was seen today. */
export function profileRead(device: string): SessionJoin {
  return {
    select: `u.*, ${BALANCE_JOIN.select},
      EXISTS (SELECT 1 FROM user_devices d WHERE d.user_id = u.id AND d.device_id = $3
                 AND d.last_seen > now() - make_interval(secs => $4)) AS device_seen`,
    joins: `JOIN users u ON u.id = s.user_id
      ${BALANCE_JOIN.joins}`,
    params: [device, DEVICE_TOUCH_SECONDS],
  };
}

/** When the player's name may change again, or null when it may change now. */
function nameLockedUntil(changedAt: Date | string | null): string | null {
  const next = nextNameChange(changedAt);
  return next && Date.parse(next) > Date.now() ? next : null;
}

export const profileRoutes = new Hono<ApiEnv>()
  // The public name other players see in the feeds (src/contract/public-name.ts).
  .put('/profile/public-name', requireUser, async (c) => {
    const { public_name } = await parseJson(c, publicNameRequestSchema);
    const deps = c.env.deps;
    const data = await setPublicName(await deps.getDb(), deps.getConfig().site, c.get('session').userId, public_name);
    return c.json<PublicNameResponse>({ success: true, data });
  })
  .get('/profile/user', async (c) => {
    const { whoAreYou } = parseQuery(c, profileQuerySchema);
    const token = bearerOf(c.req.header('authorization'));
    if (!token) throw unauthenticated();
    const deps = c.env.deps;
    const db = await deps.getDb();
    const device = whoAreYou ?? randomBytes(18).toString('base64url');

    let freshToken: string | undefined;
    let u: (SessionRef & ProfileRow) | null;
    if (tokenKind(token) === 'sa1') {
      // The SSO hand-over: a simple-auth token is spent once for a new session (method sso).
      const spent = await consumeAuthToken(db, token, 'simple_auth');
      if (spent?.userId === null || spent?.userId === undefined) throw unauthenticated();
      freshToken = await openSession(actor(c), Number(spent.userId), 'sso');
      u = await resolveSessionWith<ProfileRow>(db, freshToken, profileRead(device));
    } else {
      u = await resolveSessionWith<ProfileRow>(db, token, profileRead(device));
    }
    if (!u) throw unauthenticated();
    const userId = u.userId;
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
        public_name: u.public_name,
        // Null while a name may be set now (none yet, or the last change is old enough).
        public_name_next_change_at: nameLockedUntil(u.public_name_changed_at),
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
