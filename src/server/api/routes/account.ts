import { Hono } from 'hono';
import { z } from 'zod';
import {
  currencyRequestSchema,
  loginHistoryQuerySchema,
  passwordSetSchema,
  passwordUpdateSchema,
  profileSettingsSchema,
  splitCall,
  type Success,
} from '../../../contract/auth';
import type { FieldErrors } from '../../../contract/errors';
import { hashPassword, verifyPassword } from '../../auth/password.server';
import { enforceRateLimit } from '../../auth/rate-limit.server';
import { requireUser } from '../require-user';
import { sessionsEnded } from '../../auth/session-events.server';
import { revokeUserSessions } from '../../auth/sessions.server';
import { revokeSsoSessions } from '../../auth/sso.server';
import { findUserById, isKnownTimezone } from '../../auth/users.server';
import { inWalletTransaction, setAccountCurrency } from '../../wallet';
import { ApiHttpError, validationError } from '../errors';
import type { ApiEnv } from '../types';
import { parseJson, parseQuery } from '../validate';
import { actor } from '../actor';

// The logged-in player's account calls: settings, password, currency, VIP, sessions and
// login history. Every one sits behind requireUser (401 without a live session).

const HISTORY_PAGE_SIZE = 20;

const iso = (v: Date | string) => new Date(v).toISOString();
const notFound = () => new ApiHttpError(404, { message: 'Not found' });

/** Spec section 5 names the new password `new_password` in a 422, though it is posted as `password`. */
async function parsePasswordUpdate(c: Parameters<typeof parseJson>[0]) {
  try {
    return await parseJson(c, passwordUpdateSchema);
  } catch (err) {
    if (err instanceof ApiHttpError && err.status === 422 && err.body.errors?.password) {
      const { password, ...rest } = err.body.errors;
      throw validationError({ ...rest, new_password: password });
    }
    throw err;
  }
}

const sessionIdParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const accountRoutes = new Hono<ApiEnv>()
  .on(...splitCall('settings'), requireUser, async (c) => {
    const body = await parseJson(c, profileSettingsSchema);
    if (body.timezone !== undefined && !isKnownTimezone(body.timezone)) {
      throw validationError({ timezone: ['invalid_timezone: Unknown time zone'] });
    }
    // Exactly the fields given; the column names are ours, never the client's.
    const columns = ['locale', 'timezone', 'is_avatar_hidden', 'is_statistics_hidden'] as const;
    const given = columns.filter((k) => body[k] !== undefined);
    const sets = given.map((k, i) => `${k} = $${i + 2}`).join(', ');
    const db = await c.env.deps.getDb();
    const { rows } = await db.query<{
      locale: string | null;
      timezone: string | null;
      is_avatar_hidden: boolean;
      is_statistics_hidden: boolean;
    }>(`UPDATE users SET ${sets} WHERE id = $1 RETURNING locale, timezone, is_avatar_hidden, is_statistics_hidden`, [
      c.get('session').userId,
      ...given.map((k) => body[k]),
    ]);
    const u = rows[0]!;
    return c.json({
      success: true as const,
      data: {
        locale: u.locale,
        timezone: u.timezone,
        is_avatar_hidden: u.is_avatar_hidden,
        is_statistics_hidden: u.is_statistics_hidden,
      },
    });
  })
  .on(...splitCall('passwordUpdate'), requireUser, async (c) => {
    const { userId, sessionId } = c.get('session');
    await enforceRateLimit(actor(c), 'password', userId);
    const body = await parsePasswordUpdate(c);
    const db = await c.env.deps.getDb();
    const user = await findUserById(db, userId);
    if (!user?.password_hash) {
      throw validationError({ old_password: ['password_not_set: This account has no password yet; set one first'] });
    }
    const errors: FieldErrors = {};
    const oldOk = await verifyPassword(body.old_password, user.password_hash);
    if (!oldOk) errors.old_password = ['password_wrong: The current password is wrong'];
    if (body.password !== body.password_confirm)
      errors.password_confirm = ['password_mismatch: The passwords do not match'];
    if (oldOk && body.password === body.old_password) {
      errors.new_password = ['password_same: The new password must differ from the current one'];
    }
    if (Object.keys(errors).length) throw validationError(errors);
    const hash = await hashPassword(body.password);
    // Whoever else holds a session (or the SSO host's vouching) must log in with the new password.
    await db.transaction(async (tx) => {
      await tx.query('UPDATE users SET password_hash = $2, password_changed_at = now() WHERE id = $1', [userId, hash]);
      await revokeUserSessions(tx, userId, sessionId);
      await revokeSsoSessions(tx, userId);
    });
    return c.json({ success: true } satisfies Success);
  })
  .on(...splitCall('passwordSet'), requireUser, async (c) => {
    const { userId } = c.get('session');
    await enforceRateLimit(actor(c), 'password', userId);
    const body = await parseJson(c, passwordSetSchema);
    const db = await c.env.deps.getDb();
    const exists = () =>
      validationError({ password: ['password_exists: This account already has a password; change it instead'] });
    if ((await findUserById(db, userId))?.password_hash) throw exists();
    if (body.password !== body.confirm_password) {
      throw validationError({ confirm_password: ['password_mismatch: The passwords do not match'] });
    }
    const hash = await hashPassword(body.password);
    // `password_hash IS NULL` again: of two racing first passwords only one is set.
    const { rows } = await db.query(
      'UPDATE users SET password_hash = $2, password_changed_at = now() WHERE id = $1 AND password_hash IS NULL RETURNING id',
      [userId, hash],
    );
    if (!rows.length) throw exists();
    return c.json({ success: true } satisfies Success);
  })
  .on(...splitCall('currency'), requireUser, async (c) => {
    const { userId } = c.get('session');
    const { currency } = await parseJson(c, currencyRequestSchema);
    const db = await c.env.deps.getDb();
    // The wallet decides: a player without a currency chooses it once (decision 058).
    await inWalletTransaction(db, (tx) => setAccountCurrency(tx, userId, currency));
    return c.json({ success: true } satisfies Success);
  })
  .on(...splitCall('vipJoin'), requireUser, async (c) => {
    const db = await c.env.deps.getDb();
    // Only 'none' becomes 'pending'; a player already pending or accepted keeps their status.
    const { rows } = await db.query<{ premium_status: string }>(
      `UPDATE users SET
         vip_requested_at = CASE WHEN premium_status = 'none' THEN now() ELSE vip_requested_at END,
         premium_status = CASE WHEN premium_status = 'none' THEN 'pending' ELSE premium_status END
       WHERE id = $1 RETURNING premium_status`,
      [c.get('session').userId],
    );
    return c.json({ success: true as const, data: { status: rows[0]!.premium_status } });
  })
  .on(...splitCall('sessions'), requireUser, async (c) => {
    const { userId, sessionId } = c.get('session');
    const db = await c.env.deps.getDb();
    const { rows } = await db.query<{
      id: number;
      method: string;
      ip: string | null;
      user_agent: string | null;
      created_at: Date | string;
      last_used_at: Date | string;
    }>(
      `SELECT id, method, ip, user_agent, created_at, last_used_at FROM sessions
        WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()
        ORDER BY last_used_at DESC, id DESC`,
      [userId],
    );
    return c.json({
      data: rows.map((s) => ({
        id: Number(s.id),
        method: s.method,
        ip: s.ip,
        user_agent: s.user_agent,
        created_at: iso(s.created_at),
        last_used_at: iso(s.last_used_at),
        current: Number(s.id) === sessionId,
      })),
    });
  })
  .on(...splitCall('sessionRevoke'), requireUser, async (c) => {
    const parsed = sessionIdParam.safeParse({ id: c.req.param('id') });
    if (!parsed.success) throw notFound();
    const db = await c.env.deps.getDb();
    // Another player's session answers exactly like a missing one.
    const { rows } = await db.query(
      'UPDATE sessions SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING id',
      [parsed.data.id, c.get('session').userId],
    );
    if (!rows.length) throw notFound();
    sessionsEnded({ sessionId: parsed.data.id });
    return c.json({ success: true } satisfies Success);
  })
  .on(...splitCall('loginHistory'), requireUser, async (c) => {
    const { page } = parseQuery(c, loginHistoryQuerySchema);
    const db = await c.env.deps.getDb();
    const { rows } = await db.query<{
      created_at: Date | string;
      method: string;
      success: boolean;
      ip: string | null;
      user_agent: string | null;
    }>(
      `SELECT created_at, method, success, ip, user_agent FROM login_events
        WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [c.get('session').userId, HISTORY_PAGE_SIZE + 1, (page - 1) * HISTORY_PAGE_SIZE],
    );
    return c.json({
      data: rows.slice(0, HISTORY_PAGE_SIZE).map((e) => ({
        created_at: iso(e.created_at),
        method: e.method,
        success: e.success,
        ip: e.ip,
        user_agent: e.user_agent,
      })),
      meta: { page, per_page: HISTORY_PAGE_SIZE, has_more: rows.length > HISTORY_PAGE_SIZE },
    });
  });
