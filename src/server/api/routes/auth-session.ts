import { loginNeedsCaptcha, redeemCaptcha } from '../../auth/captcha.server';
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  loginEmailPasswordSchema,
  loginPhonePasswordSchema,
  registerEmailSchema,
  registerPhoneSchema,
  smsTypeQuerySchema,
  splitCall,
  type AuthTokenResponse,
  type Success,
} from '../../../contract/auth';
import { REGIONS, regionFromCountry, type Region } from '../../../contract/common';
import { TERMS_VERSION } from '../../../contract/wallet';
import { sendContactCode } from '../../auth/contact-codes.server';
import { invalidCredentials, isKnownDevice, loginResponse, recordLoginEvent } from '../../auth/login.server';
import { hashPassword, verifyPassword } from '../../auth/password.server';
import {
  clearLoginBackoff,
  enforceLoginBackoff,
  enforceRateLimit,
  recordLoginFailure,
} from '../../auth/rate-limit.server';
import { requireUser, unauthenticated } from '../require-user';
import { sessionsEnded } from '../../auth/session-events.server';
import { refreshSession, revokeSession } from '../../auth/sessions.server';
import { revokeSsoSessions } from '../../auth/sso.server';
import { bearerOf } from '../../auth/tokens.server';
import {
  checkPhone,
  createUser,
  findUserByEmail,
  findUserByPhone,
  isKnownTimezone,
  type UserRow,
} from '../../auth/users.server';
import { countryOfIp } from '../../geo/ip-country.server';
import { parseJson, parseQuery } from '../validate';
import type { ApiEnv } from '../types';
import { DEMO_ACCOUNT } from '../../db/demo-seed.server';
import { actor } from '../actor';
import { loginOrChallenge } from './two-factor';
import { redeemSignupPromo } from '../../bonus/bonuses.server';
import { logFor } from '../../log.server';

const log = logFor('auth');

// Registration, login by password, logout and token refresh (spec section 7).
// Conventions: docs/decisions/006-accounts-and-sessions.md.

/** The Region header when the client sent one of ours, else the country of the visitor's IP. */
function regionOf(c: Context<ApiEnv>): Region {
  const header = c.req.header('region')?.trim().toUpperCase();
  if (header && (REGIONS as readonly string[]).includes(header)) return header as Region;
  return regionFromCountry(countryOfIp(c.env.clientIp));
}

type RegisterBody = {
  password: string;
  currency?: UserRow['currency'] | undefined;
  locale?: string | undefined;
  timezone?: string | undefined;
  vip?: boolean | undefined;
  partner?: string | null | undefined;
  adplace?: string | null | undefined;
  stag?: string | null | undefined;
  promo?: string | null | undefined;
  fp?: string | undefined;
};

/**
 * Creates the account, queues the contact's confirmation code and logs the player in.
 * The player may play before confirming; `confirm` tells the client to ask for the code.
 */
async function register(
  c: Context<ApiEnv>,
  body: RegisterBody,
  contact: { channel: 'email'; email: string } | { channel: 'phone'; phone: string },
): Promise<AuthTokenResponse> {
  const db = await c.env.deps.getDb();
  const passwordHash = await hashPassword(body.password);
  const target = contact.channel === 'email' ? contact.email : contact.phone;
  const user = await db.transaction((tx) =>
    createUser(tx, {
      email: contact.channel === 'email' ? contact.email : null,
      phone: contact.channel === 'phone' ? contact.phone : null,
      passwordHash,
      registerMethod: contact.channel,
      currency: body.currency ?? null,
      locale: body.locale ?? null,
      // An unknown zone is dropped rather than refusing the registration: the client guesses it.
      timezone: body.timezone && isKnownTimezone(body.timezone) ? body.timezone : null,
      region: regionOf(c),
      partner: body.partner,
      adplace: body.adplace,
      stag: body.stag,
      promo: body.promo,
      vip: body.vip === true,
      termsVersion: TERMS_VERSION,
    }),
  );
  if (body.promo) await redeemSignupPromo(db, c.env.deps.getConfig().bonuses, user.id);
  try {
    await sendContactCode(actor(c), { userId: user.id, channel: contact.channel, target, lang: body.locale ?? null });
  } catch (err) {
    // The account exists and works; the player can ask for the code again (…/resend).
    log.error({ err, userId: user.id }, 'queueing the confirmation code failed');
  }
  return loginResponse(actor(c), user.id, 'register', { confirm: contact.channel, identifier: target, fp: body.fp });
}

/** Spec/issue 12: every sign-up solves the captcha unless the operator turned it off. */
async function signupCaptcha(c: Context<ApiEnv>, payload: string | undefined): Promise<void> {
  const { captcha } = c.env.deps.getConfig().site.auth;
  if (captcha.signup) await redeemCaptcha(await c.env.deps.getDb(), payload, captcha.difficulty);
}

// A real hash to check against when the account does not exist, so that an unknown
// account costs the same scrypt run as a wrong password and timing tells nothing.
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword('not-a-real-password-for-timing'));

async function passwordLogin(
  c: Context<ApiEnv>,
  identifier: string,
  password: string,
  find: () => Promise<UserRow | null>,
  fp: string | undefined,
  captcha: string | undefined,
): Promise<AuthTokenResponse> {
  const found = await find();
  const db = await c.env.deps.getDb();
  const knownDevice = await isKnownDevice(db, found?.id ?? null, c.env.clientIp);
  await enforceRateLimit(actor(c), 'login', identifier, { knownDevice });
  await enforceLoginBackoff(actor(c), identifier, { knownDevice });
  // After failures from this address, logins from it need the captcha; an owner on a device
  // the account has used before is not made to solve one for someone else's guessing.
  const { captcha: rules } = c.env.deps.getConfig().site.auth;
  if (!knownDevice && (await loginNeedsCaptcha(db, c.env.clientIp, rules.loginFailures))) {
    await redeemCaptcha(db, captcha, rules.difficulty);
  }
  // The demo player's password is published: it opens nothing but to a loopback caller on a
  // local host (auth.demo, decided per request in host-policy.ts).
  const demoRefused = found?.email === DEMO_ACCOUNT.email && !c.env.deps.auth.demo;
  const user = demoRefused ? null : found;
  const ok = await verifyPassword(password, user?.password_hash ?? (await dummy()));
  if (!user?.password_hash || !ok) {
    const reason = demoRefused
      ? 'demo_off'
      : !user
        ? 'unknown_account'
        : !user.password_hash
          ? 'no_password'
          : 'wrong_password';
    // Counted for unknown accounts too: the same work either way (finding 8).
    await recordLoginFailure(actor(c), identifier);
    await recordLoginEvent(actor(c), {
      userId: found?.id ?? null,
      method: 'password',
      identifier,
      success: false,
      reason,
    });
    throw invalidCredentials();
  }
  await clearLoginBackoff(actor(c), identifier);
  // With 2FA on, the password only earns a challenge for the second step.
  return loginOrChallenge(c, user.id, 'password', { identifier, fp });
}

/** A phone as stored (E.164), or the typed digits when it is no valid mobile number (no such account then). */
function storedPhone(phone: string): string {
  try {
    return checkPhone(phone);
  } catch {
    return phone;
  }
}

export const authSessionRoutes = new Hono<ApiEnv>()
  .on(...splitCall('registerEmail'), async (c) => {
    await enforceRateLimit(actor(c), 'register');
    const body = await parseJson(c, registerEmailSchema);
    await signupCaptcha(c, body.captcha);
    return c.json(await register(c, body, { channel: 'email', email: body.email }));
  })
  .on(...splitCall('registerPhone'), async (c) => {
    await enforceRateLimit(actor(c), 'register');
    const body = await parseJson(c, registerPhoneSchema);
    const phone = checkPhone(body.phone);
    await signupCaptcha(c, body.captcha);
    return c.json(await register(c, body, { channel: 'phone', phone }));
  })
  .on(...splitCall('loginEmailPassword'), async (c) => {
    const body = await parseJson(c, loginEmailPasswordSchema);
    const db = await c.env.deps.getDb();
    return c.json(
      await passwordLogin(c, body.email, body.password, () => findUserByEmail(db, body.email), body.fp, body.captcha),
    );
  })
  .on(...splitCall('loginPhonePassword'), async (c) => {
    parseQuery(c, smsTypeQuerySchema);
    const body = await parseJson(c, loginPhonePasswordSchema);
    const phone = storedPhone(body.phone);
    const db = await c.env.deps.getDb();
    return c.json(
      await passwordLogin(c, phone, body.password, () => findUserByPhone(db, phone), body.fp, body.captcha),
    );
  })
  .on(...splitCall('logout'), requireUser, async (c) => {
    const { userId, sessionId } = c.get('session');
    const db = await c.env.deps.getDb();
    // The SSO host's sessions go too, or the next mirror visited would log the player back in.
    await db.transaction(async (tx) => {
      await revokeSession(tx, sessionId);
      await revokeSsoSessions(tx, userId);
    });
    return c.json({ success: true } satisfies Success);
  })
  .on(...splitCall('refresh'), async (c) => {
    const token = bearerOf(c.req.header('authorization'));
    if (!token) throw unauthenticated();
    await enforceRateLimit(actor(c), 'refresh');
    const deps = c.env.deps;
    const db = await deps.getDb();
    // The result leaves the transaction before any 401, so a reuse's revocation is committed.
    const result = await db.transaction((tx) => refreshSession(tx, token, deps.auth));
    if (!result.ok) throw unauthenticated();
    // Committed: this process forgets the replaced token now, not when the database's
    // announcement comes back (a read racing the commit may have kept it).
    sessionsEnded({ sessionId: result.ref.sessionId });
    return c.json({ access_token: result.token });
  });
