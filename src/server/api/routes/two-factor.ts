import { Hono, type Context } from 'hono';
import type { AuthTokenResponse } from '../../../contract/auth';
import type { ApiError } from '../../../contract/errors';
import {
  CHALLENGE_TTL_SECONDS,
  REAUTH_SECONDS,
  TWO_FACTOR_REQUIRED,
  twoFactorCall,
  twoFactorCodeRequestSchema,
  twoFactorLoginRequestSchema,
  twoFactorStartRequestSchema,
  type TwoFactorRecoveryCodesResponse,
  type TwoFactorRequired,
  type TwoFactorStartResponse,
  type TwoFactorStatusResponse,
} from '../../../contract/two-factor';
import { consumeAuthToken, issueAuthToken, peekAuthToken } from '../../auth/auth-tokens.server';
import { loginResponse, recordLoginEvent } from '../../auth/login.server';
import { applyPasswordReset, type ResetChannel } from '../../auth/reset.server';
import {
  clearLoginBackoff,
  enforceLoginBackoff,
  enforceRateLimit,
  recordLoginFailure,
} from '../../auth/rate-limit.server';
import { revokeSsoSessions } from '../../auth/sso.server';
import { hashToken } from '../../auth/tokens.server';
import {
  checkTwoFactorCode,
  disableTwoFactor,
  enableTwoFactor,
  isTwoFactorEnabled,
  regenerateRecoveryCodes,
  startEnrolment,
  twoFactorStatus,
} from '../../auth/two-factor.server';
import { verifyPassword } from '../../auth/password.server';
import { revokeUserSessions } from '../../auth/sessions.server';
import { findUserById } from '../../auth/users.server';
import { logFor } from '../../log.server';
import { actor, linkOriginOf } from '../actor';
import { ApiHttpError, validationError } from '../errors';
import { requireUser } from '../require-user';
import type { ApiEnv } from '../types';
import { parseJson } from '../validate';

// Two-factor login (docs/decisions/047-two-factor-login.md): enrolment on the profile, and the
// second step of every password, code, reset and social login of an account that has it on.

type C = Context<ApiEnv>;
// Events by user id only: never a code, secret, challenge or contact.
const log = logFor('two_factor');
/** A password reset waiting for the second factor: the new password's hash and the reset's channel. */
type PendingReset = { hash: string; channel: ResetChannel };
type LoginExtra = {
  confirm?: 'phone' | 'email' | null;
  identifier?: string | null;
  fp?: string | undefined;
  pendingReset?: PendingReset;
};

/** What a challenge remembers of the first factor, to answer the login it would have given. */
interface ChallengeData {
  method: string;
  identifier: string | null;
  fp: string | null;
  confirm: 'phone' | 'email' | null;
  /** Wrong codes against this challenge; at MAX_CHALLENGE_TRIES it dies. */
  tries: number;
  /** A reset's new password, set only when the code is right (removed from the row once spent). */
  pendingReset?: PendingReset;
}

/** A challenge takes a few typos, then the first factor must be given again. */
const MAX_CHALLENGE_TRIES = 5;

const codeInvalid = () => validationError({ code: ['two_factor_code_invalid: Wrong or used code'] });
const challengeInvalid = () =>
  validationError({ challenge: ['two_factor_challenge_invalid: Log in again: this step expired'] });

const now = (c: C) => (c.env.deps.auth.now ?? Date.now)();

/**
 * The end of a first factor: the login answer for an account without 2FA; with it, a short-lived
 * single-use challenge (stored hashed) in a 403, never a session. A client that does not know 2FA
 * reads an error and gets no token (fails closed).
 */
export async function issueChallengeIfNeeded(c: C, userId: number, method: string, extra: LoginExtra = {}) {
  const db = await c.env.deps.getDb();
  if (!(await isTwoFactorEnabled(db, userId))) return null;
  const data: ChallengeData = {
    method,
    identifier: extra.identifier ?? null,
    fp: extra.fp ?? null,
    confirm: extra.confirm ?? null,
    tries: 0,
    ...(extra.pendingReset ? { pendingReset: extra.pendingReset } : {}),
  };
  return issueAuthToken(db, { purpose: 'two_factor', userId, ttlSeconds: CHALLENGE_TTL_SECONDS, data: { ...data } });
}

export function challengeAnswer(challenge: string): ApiHttpError {
  const body: TwoFactorRequired = {
    message: 'Enter the code from your authenticator app.',
    errors: { _: [`${TWO_FACTOR_REQUIRED}: Enter the code from your authenticator app`] },
    two_factor: { challenge, expires_in: CHALLENGE_TTL_SECONDS },
  };
  return new ApiHttpError(403, body as ApiError);
}

/** loginResponse, or a 403 with a challenge when the account has 2FA on. */
export async function loginOrChallenge(c: C, userId: number, method: string, extra: LoginExtra = {}) {
  const challenge = await issueChallengeIfNeeded(c, userId, method, extra);
  if (challenge) throw challengeAnswer(challenge);
  return loginResponse(actor(c), userId, method, {
    confirm: extra.confirm ?? null,
    identifier: extra.identifier ?? null,
    ...(extra.fp ? { fp: extra.fp } : {}),
  });
}

/**
 * Wrong codes are limited per address (a fixed window) and per account (the login backoff: ten
 * free, then 30 s, 60 s … at most 5 min between tries), so the owner is slowed, never locked out.
 */
async function limitCodeTries(c: C, userId: number): Promise<void> {
  await enforceRateLimit(actor(c), 'code_check');
  await enforceLoginBackoff(actor(c), `2fa:${userId}`);
}

async function checkCode(c: C, userId: number, code: string, pending = false) {
  await limitCodeTries(c, userId);
  const result = await checkTwoFactorCode(await c.env.deps.getDb(), userId, code, { now: now(c), pending });
  if (result.ok) await clearLoginBackoff(actor(c), `2fa:${userId}`);
  else await recordLoginFailure(actor(c), `2fa:${userId}`);
  if (result.ok && result.kind === 'recovery')
    log.info({ event: 'two_factor_recovery_used', userId }, 'recovery code used');
  if (!result.ok) log.info({ event: 'two_factor_wrong_code', userId }, 'wrong 2FA code');
  return result;
}

async function requireCode(c: C, userId: number, code: string): Promise<void> {
  if (!(await checkCode(c, userId, code)).ok) throw codeInvalid();
}

const notEnabled = () => validationError({ _: ['two_factor_off: Two-factor login is off'] });
const alreadyOn = () => validationError({ _: ['two_factor_on: Two-factor login is on already'] });

/**
 * Who is there, asked again before a second factor is set up: the current password (wrong ones
 * count against the account like wrong codes), or for an account without one a login of the last
 * REAUTH_SECONDS.
 */
async function reauthenticate(c: C, userId: number, sessionId: number, hash: string | null, password?: string) {
  if (hash) {
    if (!password) throw validationError({ password: ['two_factor_password_required: Enter your password'] });
    await limitCodeTries(c, userId);
    if (!(await verifyPassword(password, hash))) {
      await recordLoginFailure(actor(c), `2fa:${userId}`);
      throw validationError({ password: ['two_factor_password_invalid: Wrong password'] });
    }
    return;
  }
  const db = await c.env.deps.getDb();
  const { rows } = await db.query(
    `SELECT 1 FROM sessions WHERE id = $1 AND created_at > now() - make_interval(secs => $2)`,
    [sessionId, REAUTH_SECONDS],
  );
  if (!rows[0]) throw validationError({ _: ['two_factor_reauth: Log in again, then turn it on'] });
}

export const twoFactorRoutes = new Hono<ApiEnv>()
  .get(twoFactorCall('status')[1], requireUser, async (c) => {
    const s = await twoFactorStatus(await c.env.deps.getDb(), c.get('session').userId);
    return c.json<TwoFactorStatusResponse>({ data: { enabled: s.enabled, recovery_codes_left: s.recoveryCodesLeft } });
  })
  .post(twoFactorCall('start')[1], requireUser, async (c) => {
    const { password } = await parseJson(c, twoFactorStartRequestSchema);
    const { userId, sessionId } = c.get('session');
    const db = await c.env.deps.getDb();
    if (await isTwoFactorEnabled(db, userId)) throw alreadyOn();
    const user = await findUserById(db, userId);
    await reauthenticate(c, userId, sessionId, user?.password_hash ?? null, password);
    const issuer = new URL(linkOriginOf(c)).hostname;
    const started = await startEnrolment(db, userId, { label: user?.email ?? user?.phone ?? `#${userId}`, issuer });
    c.header('cache-control', 'no-store');
    return c.json<TwoFactorStartResponse>({
      data: { uri: started.uri, secret: started.secret, qr_svg: started.qrSvg },
    });
  })
  .post(twoFactorCall('confirm')[1], requireUser, async (c) => {
    const { code } = await parseJson(c, twoFactorCodeRequestSchema);
    const { userId, sessionId } = c.get('session');
    const db = await c.env.deps.getDb();
    if (await isTwoFactorEnabled(db, userId)) throw alreadyOn();
    if (!(await checkCode(c, userId, code, true)).ok) throw codeInvalid();
    const codes = await db.transaction(async (tx) => {
      const list = await enableTwoFactor(tx, userId);
      // Every session opened without the second factor ends but this one (the player's own, who
      // just proved both): a session stolen before stays stolen no longer. The SSO host vouched
      // for such logins too: it stops.
      await revokeUserSessions(tx, userId, sessionId);
      await revokeSsoSessions(tx, userId);
      return list;
    });
    log.info({ event: 'two_factor_enabled', userId }, '2FA turned on');
    c.header('cache-control', 'no-store');
    return c.json<TwoFactorRecoveryCodesResponse>({ data: { recovery_codes: codes } });
  })
  .post(twoFactorCall('disable')[1], requireUser, async (c) => {
    const { code } = await parseJson(c, twoFactorCodeRequestSchema);
    const userId = c.get('session').userId;
    const db = await c.env.deps.getDb();
    if (!(await isTwoFactorEnabled(db, userId))) throw notEnabled();
    await requireCode(c, userId, code);
    await db.transaction((tx) => disableTwoFactor(tx, userId));
    log.info({ event: 'two_factor_disabled', userId }, '2FA turned off');
    return c.json({ success: true as const });
  })
  .post(twoFactorCall('recoveryCodes')[1], requireUser, async (c) => {
    const { code } = await parseJson(c, twoFactorCodeRequestSchema);
    const userId = c.get('session').userId;
    const db = await c.env.deps.getDb();
    if (!(await isTwoFactorEnabled(db, userId))) throw notEnabled();
    await requireCode(c, userId, code);
    const codes = await db.transaction((tx) => regenerateRecoveryCodes(tx, userId));
    c.header('cache-control', 'no-store');
    return c.json<TwoFactorRecoveryCodesResponse>({ data: { recovery_codes: codes } });
  })
  .post(twoFactorCall('login')[1], async (c) => {
    const { challenge, code } = await parseJson(c, twoFactorLoginRequestSchema);
    const db = await c.env.deps.getDb();
    const held = await peekAuthToken<ChallengeData>(db, challenge, 'two_factor');
    if (held?.userId === null || held?.userId === undefined) {
      // Still counted per address: unknown challenges are guesses too.
      await enforceRateLimit(actor(c), 'code_check');
      throw challengeInvalid();
    }
    const userId = Number(held.userId);
    const d = held.data;
    const result = await checkCode(c, userId, code);
    if (!result.ok) {
      // Each wrong code wears the challenge down; at the last try it is spent.
      await db.query(
        `UPDATE auth_tokens SET data = jsonb_set(
                  CASE WHEN COALESCE((data->>'tries')::int, 0) + 1 >= $2 THEN data - 'pendingReset' ELSE data END,
                  '{tries}', to_jsonb(COALESCE((data->>'tries')::int, 0) + 1)),
                consumed_at = CASE WHEN COALESCE((data->>'tries')::int, 0) + 1 >= $2 THEN now() ELSE consumed_at END
          WHERE token_hash = $1`,
        [hashToken(challenge), MAX_CHALLENGE_TRIES],
      );
      await recordLoginEvent(actor(c), {
        userId,
        method: d.method,
        identifier: d.identifier,
        success: false,
        reason: 'two_factor_wrong_code',
      });
      throw codeInvalid();
    }
    // Spent once: of two requests with one challenge, only the first opens a session (and sets
    // a reset's password); the hash leaves the row with it.
    const reset = await db.transaction(async (tx) => {
      const spent = await consumeAuthToken<ChallengeData>(tx, challenge, 'two_factor');
      if (!spent) return null;
      const pending = spent.data.pendingReset;
      if (!pending) return { applied: false };
      await applyPasswordReset(tx, userId, pending.hash, pending.channel);
      await tx.query(`UPDATE auth_tokens SET data = data - 'pendingReset' WHERE token_hash = $1`, [
        hashToken(challenge),
      ]);
      return { applied: true };
    });
    if (!reset) throw challengeInvalid();
    if (reset.applied) log.info({ event: 'password_reset', userId }, 'password reset after the second factor');
    const answer: AuthTokenResponse = await loginResponse(actor(c), userId, d.method, {
      confirm: d.confirm,
      identifier: d.identifier,
      ...(d.fp ? { fp: d.fp } : {}),
    });
    return c.json(answer);
  });
