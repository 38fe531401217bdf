import type { Queryable } from '../db/types';
import { revokeUserSessions } from './sessions.server';
import { revokeSsoSessions } from './sso.server';

/** The way a reset reached the player: the contact it went through counts as confirmed. */
export type ResetChannel = 'email' | 'phone';

/**
 * Sets a reset's new password (already hashed) inside the caller's transaction: every session of
 * the player ends (the SSO host's too), and every other reset token and code of the player dies
 * (a link used leaves the code beside it dead). For an account with 2FA this runs only once the
 * second factor is given (routes/two-factor.ts), so a mailbox alone changes nothing.
 */
export async function applyPasswordReset(
  tx: Queryable,
  userId: number,
  passwordHash: string,
  channel: ResetChannel,
): Promise<void> {
  await tx.query(
    `UPDATE users SET password_hash = $2, password_changed_at = now(),
            is_email_verified = is_email_verified OR $3, is_phone_verified = is_phone_verified OR $4
      WHERE id = $1`,
    [userId, passwordHash, channel === 'email', channel === 'phone'],
  );
  await revokeUserSessions(tx, userId);
  await revokeSsoSessions(tx, userId);
  await tx.query(
    `UPDATE auth_tokens SET consumed_at = now()
      WHERE user_id = $1 AND purpose IN ('reset_email', 'reset_phone') AND consumed_at IS NULL`,
    [userId],
  );
  await tx.query(
    `UPDATE auth_codes SET consumed_at = now()
      WHERE purpose IN ('reset_email', 'reset_phone') AND consumed_at IS NULL
        AND (user_id = $1 OR target IN (SELECT lower(email) FROM users WHERE id = $1 AND email IS NOT NULL
                                        UNION SELECT phone FROM users WHERE id = $1 AND phone IS NOT NULL))`,
    [userId],
  );
}
