import { Hono, type Context } from 'hono';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import {
  emailCodeSchema,
  emailOnlySchema,
  phoneCodeSchema,
  phoneOnlySchema,
  resetByEmailCodeSchema,
  resetByTokenSchema,
  splitCall,
  tokenOnlySchema,
  type AuthCall,
  type Success,
} from '../../../contract/auth';
import { consumeAuthToken, issueAuthToken, peekAuthToken } from '../../auth/auth-tokens.server';
import { checkCode } from '../../auth/codes.server';
import { sendCodeMessage } from '../../auth/contact-codes.server';
import { hashPassword } from '../../auth/password.server';
import { enforceRateLimit } from '../../auth/rate-limit.server';
import { applyPasswordReset } from '../../auth/reset.server';
import { isTwoFactorEnabled } from '../../auth/two-factor.server';
import { checkPhone, findUserByEmail, findUserById, findUserByPhone } from '../../auth/users.server';
import type { Queryable } from '../../db/types';
import { validationError } from '../errors';
import type { ApiEnv } from '../types';
import { parseJson } from '../validate';
import { codeError } from './auth-codes';
import { actor, linkOriginOf } from '../actor';
import { loginOrChallenge } from './two-factor';

// Password reset by e-mail (a code and a link in one message) and by phone (an SMS code),
// spec sections 5 and 7. Every way ends in a short-lived reset token; setting the new
// password spends it, ends every session of the player and logs in this device.

type C = Context<ApiEnv>;
type Channel = 'email' | 'phone';
const ok: Success = { success: true };
const path = (call: AuthCall) => splitCall(call)[1];

/** The link in the e-mail lives an hour; a reset token handed to a form, 15 minutes. */
export const RESET_LINK_TTL_SECONDS = 3600;
export const RESET_TOKEN_TTL_SECONDS = 900;

const purposeOf = (channel: Channel) => (channel === 'email' ? 'reset_email' : 'reset_phone');
const tokenInvalid = () =>
  validationError({ token: ['reset_token_invalid: The link has expired or was already used; ask for a new one'] });
const mismatch = () => validationError({ password_confirm: ['password_mismatch: The passwords do not match'] });

/** a***@example.com */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** +7 *** *** ** 89: the country code and the last two digits. */
export function maskPhone(phone: string): string {
  const cc = parsePhoneNumberFromString(phone)?.countryCallingCode;
  return `${cc ? `+${cc}` : '+'} *** *** ** ${phone.slice(-2)}`;
}

async function issueResetToken(
  db: Queryable,
  userId: number | null,
  channel: Channel,
  ttlSeconds: number,
): Promise<string> {
  return issueAuthToken(db, { purpose: purposeOf(channel), userId, ttlSeconds });
}

/** Sends the reset message to an existing account; the same answer for an unknown one. */
async function forgot(c: C, channel: Channel, target: string): Promise<Response> {
  await enforceRateLimit(actor(c), 'code_send', target);
  const db = await c.env.deps.getDb();
  const user = channel === 'email' ? await findUserByEmail(db, target) : await findUserByPhone(db, target);
  const origin = linkOriginOf(c);
  const userId = user?.id ?? null;
  // An unknown address does the same work on a decoy (sendCodeMessage with userId null): its
  // reset token is hashed and inserted too, then rolled back with the message.
  await sendCodeMessage(actor(c), {
    purpose: purposeOf(channel),
    userId,
    channel: channel === 'email' ? 'email' : 'sms',
    target,
    lang: user?.locale ?? null,
    // The e-mail also carries a link (its token written in the same transaction); an SMS only the code.
    compose: async (code, tx) =>
      channel === 'email'
        ? {
            kind: 'reset_code',
            code,
            link: `${origin}/reset-password/${await issueResetToken(tx, userId, 'email', RESET_LINK_TTL_SECONDS)}`,
          }
        : { kind: 'reset_code', code },
  });
  return c.json(ok);
}

/** Checks a reset code (spending it); the account's id, or a 422 naming the code's problem. */
async function checkResetCode(c: C, channel: Channel, target: string, code: string): Promise<number> {
  await enforceRateLimit(actor(c), 'code_check', target);
  const db = await c.env.deps.getDb();
  const user = channel === 'email' ? await findUserByEmail(db, target) : await findUserByPhone(db, target);
  // Checked for an unknown address too: its decoy code burns after the same guesses.
  const checked = await checkCode(db, { purpose: purposeOf(channel), target, code });
  if (!checked.ok) throw codeError(checked.code);
  if (!user) throw codeError('code_invalid');
  return user.id;
}

/** The masked login a live token is for, without spending it (the reset form shows it). */
async function tokenCheck(c: C, channel: Channel): Promise<Response> {
  const { token } = await parseJson(c, tokenOnlySchema);
  await enforceRateLimit(actor(c), 'code_check');
  const db = await c.env.deps.getDb();
  const row = await peekAuthToken(db, token, purposeOf(channel));
  const user = row?.userId ? await findUserById(db, row.userId) : null;
  const login = channel === 'email' ? user?.email : user?.phone;
  if (!login) throw tokenInvalid();
  return c.json({ success: true, data: { login: channel === 'email' ? maskEmail(login) : maskPhone(login) } });
}

/**
 * Sets the new password once the reset is authorized: every session of the player ends, every
 * other reset token dies, and the contact the reset went through counts as confirmed. `authorize`
 * spends the token (or has checked the code) inside the transaction. An account with 2FA keeps
 * its password until the second factor is given: the reset answers the 403 challenge, and the
 * login that passes it sets the password (a mailbox alone neither changes the password nor ends
 * the owner's sessions).
 */
async function resetPassword(
  c: C,
  channel: Channel,
  password: string,
  authorize: (tx: Queryable) => Promise<number>,
): Promise<Response> {
  const hash = await hashPassword(password);
  const db = await c.env.deps.getDb();
  const { userId, deferred } = await db.transaction(async (tx) => {
    const id = await authorize(tx);
    if (await isTwoFactorEnabled(tx, id)) return { userId: id, deferred: true };
    await applyPasswordReset(tx, id, hash, channel);
    return { userId: id, deferred: false };
  });
  if (deferred) return c.json(await loginOrChallenge(c, userId, 'reset', { pendingReset: { hash, channel } }));
  return c.json(await loginOrChallenge(c, userId, 'reset'));
}

async function resetByToken(c: C, channel: Channel): Promise<Response> {
  const body = await parseJson(c, resetByTokenSchema);
  await enforceRateLimit(actor(c), 'password');
  if (body.password !== body.password_confirm) throw mismatch();
  return resetPassword(c, channel, body.password, async (tx) => {
    const row = await consumeAuthToken(tx, body.token, purposeOf(channel));
    if (!row?.userId) throw tokenInvalid();
    return row.userId;
  });
}

export const passwordResetRoutes = new Hono<ApiEnv>()
  // ---- by e-mail
  .post(path('passwordEmailForgot'), async (c) => forgot(c, 'email', (await parseJson(c, emailOnlySchema)).email))
  .post(path('passwordEmailCodeConfirm'), async (c) => {
    const { email, code } = await parseJson(c, emailCodeSchema);
    const userId = await checkResetCode(c, 'email', email, code);
    const token = await issueResetToken(await c.env.deps.getDb(), userId, 'email', RESET_TOKEN_TTL_SECONDS);
    return c.json({ success: true, data: { reset_token: token } });
  })
  .post(path('passwordEmailTokenCheck'), (c) => tokenCheck(c, 'email'))
  // The link's token (an hour) is traded for a short one, so the form's token is never the one in the mailbox.
  .post(path('passwordEmailTokenConfirm'), async (c) => {
    const { token } = await parseJson(c, tokenOnlySchema);
    await enforceRateLimit(actor(c), 'code_check');
    const db = await c.env.deps.getDb();
    const fresh = await db.transaction(async (tx) => {
      const row = await consumeAuthToken(tx, token, 'reset_email');
      if (!row?.userId) throw tokenInvalid();
      return issueResetToken(tx, row.userId, 'email', RESET_TOKEN_TTL_SECONDS);
    });
    return c.json({ success: true, data: { reset_token: fresh } });
  })
  .post(path('passwordEmailResetToken'), (c) => resetByToken(c, 'email'))
  .post(path('passwordEmailResetCode'), async (c) => {
    const body = await parseJson(c, resetByEmailCodeSchema);
    await enforceRateLimit(actor(c), 'password', body.email);
    if (body.password !== body.password_confirm) throw mismatch();
    const userId = await checkResetCode(c, 'email', body.email, body.code);
    return resetPassword(c, 'email', body.password, async () => userId);
  })
  // ---- by phone
  .post(path('passwordPhoneForgot'), async (c) =>
    forgot(c, 'phone', checkPhone((await parseJson(c, phoneOnlySchema)).phone)),
  )
  .post(path('passwordPhoneCodeConfirm'), async (c) => {
    const body = await parseJson(c, phoneCodeSchema);
    const phone = checkPhone(body.phone);
    const userId = await checkResetCode(c, 'phone', phone, body.code);
    const token = await issueResetToken(await c.env.deps.getDb(), userId, 'phone', RESET_TOKEN_TTL_SECONDS);
    return c.json({ success: true, data: { reset_token: token } });
  })
  .post(path('passwordPhoneTokenCheck'), (c) => tokenCheck(c, 'phone'))
  .post(path('passwordPhoneReset'), (c) => resetByToken(c, 'phone'));
