import { Hono, type Context } from 'hono';
import {
  emailOnlySchema,
  loginEmailCodeSchema,
  loginPhoneCodeSchema,
  phoneOnlySchema,
  smsTypeQuerySchema,
  splitCall,
  verifyCodeSchema,
  type AuthCall,
  type Success,
} from '../../../contract/auth';
import { checkCode, codeErrorLine, type CodePurpose } from '../../auth/codes.server';
import { sendCodeMessage, sendContactCode } from '../../auth/contact-codes.server';
import { recordLoginEvent } from '../../auth/login.server';
import {
  clearLoginBackoff,
  enforceLoginBackoff,
  enforceRateLimit,
  recordLoginFailure,
} from '../../auth/rate-limit.server';
import { requireUser } from '../require-user';
import { checkPhone, findUserByEmail, findUserById, findUserByPhone, type UserRow } from '../../auth/users.server';
import { validationError } from '../errors';
import type { ApiEnv } from '../types';
import { parseJson, parseQuery } from '../validate';
import { actor, linkOriginOf } from '../actor';
import { loginOrChallenge } from './two-factor';

// Logging in with a one-time code, asking for one, and confirming the player's own e-mail
// and phone (spec section 7). Calls that could tell whether an account exists answer
// success either way.

type C = Context<ApiEnv>;
const ok: Success = { success: true };
const path = (call: AuthCall) => splitCall(call)[1];

export const codeError = (code: Parameters<typeof codeErrorLine>[0]) =>
  validationError({ code: [codeErrorLine(code)] });
const alreadyVerified = (field: 'email' | 'phone') =>
  validationError({
    [field]: [`already_verified: This ${field === 'email' ? 'e-mail' : 'phone number'} is already confirmed`],
  });
const noContact = (field: 'email' | 'phone') =>
  validationError({
    [field]: [field === 'email' ? 'no_email: The account has no e-mail' : 'no_phone: The account has no phone number'],
  });

/** Sends a login code to an existing account; nothing (and the same answer) for an unknown one. */
async function requestLoginCode(c: C, channel: 'email' | 'phone', target: string): Promise<Response> {
  await enforceRateLimit(actor(c), 'code_send', target);
  const db = await c.env.deps.getDb();
  const user = channel === 'email' ? await findUserByEmail(db, target) : await findUserByPhone(db, target);
  // An unknown address does the same work on a decoy (sendCodeMessage with userId null).
  await sendCodeMessage(actor(c), {
    purpose: channel === 'email' ? 'login_email' : 'login_phone',
    userId: user?.id ?? null,
    channel: channel === 'email' ? 'email' : 'sms',
    target,
    lang: user?.locale ?? null,
    compose: (code) => ({ kind: 'login_code', code }),
  });
  return c.json(ok);
}

/** Logs in with a code; the code proves the player holds the e-mail or phone, so it is marked confirmed. */
async function loginWithCode(
  c: C,
  channel: 'email' | 'phone',
  target: string,
  code: string,
  fp: string | undefined,
): Promise<Response> {
  // A login like any other ('login'), and a code check ('code_check').
  await enforceRateLimit(actor(c), 'login', target);
  await enforceRateLimit(actor(c), 'code_check', target);
  await enforceLoginBackoff(actor(c), target);
  const db = await c.env.deps.getDb();
  const user = channel === 'email' ? await findUserByEmail(db, target) : await findUserByPhone(db, target);
  const method = 'code';
  // Checked for an unknown address too: its decoy code burns after the same guesses.
  const checked = await checkCode(db, { purpose: channel === 'email' ? 'login_email' : 'login_phone', target, code });
  if (!user || !checked.ok) await recordLoginFailure(actor(c), target);
  if (!user) {
    await recordLoginEvent(actor(c), {
      userId: null,
      method,
      identifier: target,
      success: false,
      reason: 'unknown_account',
    });
    throw codeError(checked.ok ? 'code_invalid' : checked.code);
  }
  if (!checked.ok) {
    await recordLoginEvent(actor(c), {
      userId: user.id,
      method,
      identifier: target,
      success: false,
      reason: checked.code,
    });
    throw codeError(checked.code);
  }
  await clearLoginBackoff(actor(c), target);
  await markVerified(c, user.id, channel, target);
  // With 2FA on, the code only earns a challenge for the second step.
  return c.json(await loginOrChallenge(c, user.id, method, { identifier: target, fp }));
}

/** Marks the contact confirmed, only while it is still the account's (it may have changed since the code was sent). */
async function markVerified(c: C, userId: number, channel: 'email' | 'phone', target: string): Promise<void> {
  const db = await c.env.deps.getDb();
  await db.query(
    channel === 'email'
      ? 'UPDATE users SET is_email_verified = true WHERE id = $1 AND email = $2'
      : 'UPDATE users SET is_phone_verified = true WHERE id = $1 AND phone = $2',
    [userId, target],
  );
}

async function currentUser(c: C): Promise<UserRow> {
  const user = await findUserById(await c.env.deps.getDb(), c.get('session').userId);
  if (!user) throw validationError({ _: ['unknown_account: The account no longer exists'] });
  return user;
}

const contactOf = (user: UserRow, channel: 'email' | 'phone') => (channel === 'email' ? user.email : user.phone);
const isVerified = (user: UserRow, channel: 'email' | 'phone') =>
  channel === 'email' ? user.is_email_verified : user.is_phone_verified;

/** Sends the logged-in player a new confirmation code for their own e-mail or phone. */
async function resendContactCode(c: C, channel: 'email' | 'phone'): Promise<Response> {
  const user = await currentUser(c);
  const target = contactOf(user, channel);
  if (!target) throw noContact(channel);
  if (isVerified(user, channel)) throw alreadyVerified(channel);
  await enforceRateLimit(actor(c), 'code_send', target);
  await sendContactCode(actor(c), { userId: user.id, channel, target, lang: user.locale });
  return c.json(ok);
}

/** Confirms the logged-in player's own e-mail or phone with the code sent to it. */
async function verifyContact(c: C, channel: 'email' | 'phone'): Promise<Response> {
  const { code } = await parseJson(c, verifyCodeSchema);
  const user = await currentUser(c);
  const target = contactOf(user, channel);
  if (!target) throw noContact(channel);
  if (isVerified(user, channel)) throw alreadyVerified(channel);
  await enforceRateLimit(actor(c), 'code_check', target);
  const purpose: CodePurpose = channel === 'email' ? 'verify_email' : 'verify_phone';
  const checked = await checkCode(await c.env.deps.getDb(), { purpose, target, code });
  if (!checked.ok) throw codeError(checked.code);
  await markVerified(c, user.id, channel, target);
  return c.json(ok);
}

export const authCodeRoutes = new Hono<ApiEnv>()
  .post(path('loginEmailVerification'), async (c) =>
    requestLoginCode(c, 'email', (await parseJson(c, emailOnlySchema)).email),
  )
  .post(path('loginEmailResend'), async (c) =>
    requestLoginCode(c, 'email', (await parseJson(c, emailOnlySchema)).email),
  )
  .post(path('loginPhoneVerification'), async (c) => {
    parseQuery(c, smsTypeQuerySchema);
    return requestLoginCode(c, 'phone', checkPhone((await parseJson(c, phoneOnlySchema)).phone));
  })
  .post(path('loginPhoneCodeResend'), async (c) => {
    parseQuery(c, smsTypeQuerySchema);
    return requestLoginCode(c, 'phone', checkPhone((await parseJson(c, phoneOnlySchema)).phone));
  })
  .post(path('loginEmailCode'), async (c) => {
    const body = await parseJson(c, loginEmailCodeSchema);
    return loginWithCode(c, 'email', body.email, body.code, body.fp);
  })
  .post(path('loginPhoneCode'), async (c) => {
    parseQuery(c, smsTypeQuerySchema);
    const body = await parseJson(c, loginPhoneCodeSchema);
    return loginWithCode(c, 'phone', checkPhone(body.phone), body.code, body.fp);
  })
  // "Send me my login": the login itself, a one-time login code, and the way to a new password.
  .post(path('sendLoginData'), async (c) => {
    const { email } = await parseJson(c, emailOnlySchema);
    await enforceRateLimit(actor(c), 'code_send', email);
    const user = await findUserByEmail(await c.env.deps.getDb(), email);
    // An unknown address does the same work on a decoy (sendCodeMessage with userId null).
    const login = user?.email ?? email;
    const link = `${linkOriginOf(c)}/password/reset`;
    await sendCodeMessage(actor(c), {
      purpose: 'login_email',
      userId: user?.email ? user.id : null,
      channel: 'email',
      target: login,
      lang: user?.locale ?? null,
      compose: (code) => ({ kind: 'login_data', login, code, link }),
    });
    return c.json(ok);
  })
  .post(path('emailResend'), requireUser, (c) => resendContactCode(c, 'email'))
  .post(path('phoneResend'), requireUser, (c) => resendContactCode(c, 'phone'))
  .post(path('emailVerifyCode'), requireUser, (c) => verifyContact(c, 'email'))
  .post(path('phoneVerifyCode'), requireUser, (c) => verifyContact(c, 'phone'));
