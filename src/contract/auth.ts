import { z } from 'zod';
import { text } from './text';
import { captchaFieldSchema } from './captcha';
import { currencySchema, langSchema } from './enums';
import { PASSWORD_MAX, newPasswordSchema } from './password';
import { acceptTermsSchema } from './wallet';

// The account calls of spec section 7, written once: the API parses requests with these
// schemas, the browser's client builds requests and parses responses with them.
//
// Conventions (docs/decisions/006-accounts-and-sessions.md):
// - Validation and credential failures answer 422 in the spec's error shape
//   ({message, errors: {field: ["code: text"]}}); 401 only means "your bearer token is
//   not (or no longer) valid", because the client answers a 401 with a token refresh.
// - Rate limits answer 429 with Retry-After and errors {_: ["too_many_attempts: …"]}.
// - Calls that could reveal whether an account exists (forgot, send_login_data, code
//   requests) answer success either way.

// ---------------------------------------------------------------------------- fields

export const emailSchema = text().trim().toLowerCase().max(254).pipe(z.email());
/**
 * A phone number as typed: digits with optional +, spaces, dashes, brackets. Normalised
 * to +digits here; the server checks it is a real mobile number (libphonenumber-js).
 */
export const phoneSchema = text()
  .trim()
  .regex(/^\+?[\d\s()-]{7,24}$/, 'a phone number')
  .transform((v) => `+${v.replace(/\D/g, '')}`);
/** A one-time code: six digits. */
export const codeSchema = text()
  .trim()
  .regex(/^\d{6}$/, 'six digits');
/** An existing password (login, old password): only bounded, never rule-checked. */
export const passwordInputSchema = text().min(1).max(PASSWORD_MAX);
/** Opaque single-use tokens (reset links, reset tokens). */
export const opaqueTokenSchema = text()
  .trim()
  .regex(/^[A-Za-z0-9._~-]{16,256}$/, 'a token');
/** The visitor's device fingerprint (spec section 3: local storage "fingerprint"). */
// A sealed fingerprint (contract/fingerprint.ts) or, from older clients, the plain id.
const fp = text()
  .trim()
  .max(800)
  .regex(/^[A-Za-z0-9_.-]+$/)
  .optional();
/** IANA time zone name; the server also checks it is one it knows. */
export const timezoneSchema = text()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_+\-/]+$/, 'a time zone');
const attribution = {
  partner: text().trim().max(128).nullish(),
  adplace: text().trim().max(128).nullish(),
  stag: text().trim().max(128).nullish(),
  promo: text().trim().max(64).nullish(),
};

// ---------------------------------------------------------------------------- shared responses

export const successSchema = z.object({ success: z.literal(true) });
export type Success = z.infer<typeof successSchema>;

/** Login and registration: the bearer token, and the SSO link when SSO is configured. */
export const authTokenResponseSchema = z.object({
  success: z.literal(true),
  token: text(),
  /** Visit it (with `url`=current address) to let the SSO host remember this login. */
  sso: text().nullable().optional(),
  /** Registration only: the new account still needs its phone or e-mail confirmed. */
  confirm: z.enum(['phone', 'email']).nullable().optional(),
});
export type AuthTokenResponse = z.infer<typeof authTokenResponseSchema>;

export const resetTokenResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ reset_token: text() }),
});

// ---------------------------------------------------------------------------- registration

const registerCommon = {
  ...attribution,
  currency: currencySchema.optional(),
  locale: langSchema.optional(),
  timezone: timezoneSchema.optional(),
  /** Registering from the VIP page (spec section 6) also posts a VIP join. */
  vip: z.boolean().optional(),
  fp,
  /** The solved captcha (contract/captcha.ts), when the operator asks for one at sign-up. */
  captcha: captchaFieldSchema,
  /** The terms (TERMS_VERSION) and the 18+ declaration; stored with the time (issue 10). */
  accept_terms: acceptTermsSchema,
};
export const registerEmailSchema = z
  .object({ email: emailSchema, password: newPasswordSchema, ...registerCommon })
  .strict();
export const registerPhoneSchema = z
  .object({ phone: phoneSchema, password: newPasswordSchema, ...registerCommon })
  .strict();
export type RegisterEmail = z.input<typeof registerEmailSchema>;
export type RegisterPhone = z.input<typeof registerPhoneSchema>;

// ---------------------------------------------------------------------------- login

export const loginEmailPasswordSchema = z
  .object({ email: emailSchema, password: passwordInputSchema, fp, captcha: captchaFieldSchema })
  .strict();
export const loginEmailCodeSchema = z.object({ email: emailSchema, code: codeSchema, fp }).strict();
export const loginPhonePasswordSchema = z
  .object({ phone: phoneSchema, password: passwordInputSchema, fp, captcha: captchaFieldSchema })
  .strict();
export const loginPhoneCodeSchema = z.object({ phone: phoneSchema, code: codeSchema, fp }).strict();
/** `?type=sms` on the phone calls; SMS is the only channel we send codes by. */
export const smsTypeQuerySchema = z.object({ type: z.enum(['sms']).optional() });

/** Ask for a one-time login code (login/…/verification, login/…/resend, send_login_data). */
export const emailOnlySchema = z.object({ email: emailSchema }).strict();
export const phoneOnlySchema = z.object({ phone: phoneSchema }).strict();

/** PUT /auth/login: start a social login; answers the provider's URL for the popup. */
export const socialLoginStartSchema = z
  .object({
    provider: text()
      .trim()
      .regex(/^[a-z0-9_-]{1,32}$/, 'a provider id'),
    promo: attribution.promo,
    /** A logged-in player's token: the social account is linked to that player. */
    token: text().trim().max(512).nullish(),
    /** The site origin the popup reports back to; must be one of ours. */
    origin: z.url({ protocol: /^https?$/ }),
    /**
     * The nonce this browser stored in its socialFlow cookie when it started the flow; the
     * callback page hands a token over only with the matching nonce (login CSRF, issue 7).
     */
    flow: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,64}$/, 'a flow nonce')
      .nullish(),
    /**
     * The terms (TERMS_VERSION) and the 18+ declaration, accepted by the notice beside the
     * social buttons: needed when the login would register a new player (issue 10).
     */
    accept_terms: z.literal(true).optional(),
    fp,
  })
  .strict();
export const socialLoginStartResponseSchema = z.object({ url: text() });

/** What the popup's callback page posts to its opener (same origin only). */
export const socialLoginMessageSchema = z.union([
  z.object({
    type: z.literal('casino:social-login'),
    ok: z.literal(true),
    token: text().min(16).max(512),
    registered: z.boolean(),
  }),
  /** A signed-in player's link came back: an offer their page must confirm (issue 7, finding 5). */
  z.object({
    type: z.literal('casino:social-login'),
    ok: z.literal(true),
    link: text().min(16).max(512),
    provider: text().max(100),
    account: text().max(320),
  }),
  /** The identity was linked to this player already. */
  z.object({ type: z.literal('casino:social-login'), ok: z.literal(true), linked: text().max(100) }),
  /** The account has 2FA: the provider was the first factor; the code is asked with this challenge. */
  z.object({ type: z.literal('casino:social-login'), ok: z.literal(true), two_factor: text().min(16).max(512) }),
  z.object({ type: z.literal('casino:social-login'), ok: z.literal(false), error: text().max(500) }),
]);
export type SocialLoginMessage = z.infer<typeof socialLoginMessageSchema>;

/** POST /auth/social/link/confirm: the signed-in player accepts the link offer their popup brought. */
export const socialLinkConfirmSchema = z.object({ link: text().min(16).max(512) }).strict();
export const socialLinkConfirmResponseSchema = z.object({ data: z.object({ provider: text() }) });
export type SocialLinkConfirmResponse = z.infer<typeof socialLinkConfirmResponseSchema>;

/** Social providers the site offers (GET /auth/providers). */
export const socialProvidersResponseSchema = z.object({
  data: z.array(z.object({ id: text(), name: text() })),
});

// ---------------------------------------------------------------------------- session

export const refreshTokenResponseSchema = z.object({ access_token: text() });

// ---------------------------------------------------------------------------- password reset

export const emailCodeSchema = z.object({ email: emailSchema, code: codeSchema }).strict();
export const phoneCodeSchema = z.object({ phone: phoneSchema, code: codeSchema }).strict();
export const tokenOnlySchema = z.object({ token: opaqueTokenSchema }).strict();
export const tokenCheckResponseSchema = z.object({
  success: z.literal(true),
  /** The account the link is for, masked (a***@example.com, +7 *** *** ** 89). */
  data: z.object({ login: text() }),
});
export const resetByTokenSchema = z
  .object({ token: opaqueTokenSchema, password: newPasswordSchema, password_confirm: text().max(PASSWORD_MAX) })
  .strict();
export const resetByEmailCodeSchema = z
  .object({
    email: emailSchema,
    code: codeSchema,
    password: newPasswordSchema,
    password_confirm: text().max(PASSWORD_MAX),
  })
  .strict();

// ---------------------------------------------------------------------------- verification of contacts

/** email/verify/code and phone/verify/code (logged in). */
export const verifyCodeSchema = z.object({ code: codeSchema }).strict();

// ---------------------------------------------------------------------------- profile

export const profileSettingsSchema = z
  .object({
    locale: langSchema.optional(),
    timezone: timezoneSchema.optional(),
    is_avatar_hidden: z.boolean().optional(),
    is_statistics_hidden: z.boolean().optional(),
  })
  .strict()
  .refine((s) => Object.values(s).some((v) => v !== undefined), { message: 'Nothing to change' });
export type ProfileSettings = z.input<typeof profileSettingsSchema>;
export const profileSettingsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    locale: text().nullable(),
    timezone: text().nullable(),
    is_avatar_hidden: z.boolean(),
    is_statistics_hidden: z.boolean(),
  }),
});

/** POST /password/update: a 422 names old_password, new_password or password_confirm (spec section 5). */
export const passwordUpdateSchema = z
  .object({
    old_password: passwordInputSchema,
    password: newPasswordSchema,
    password_confirm: text().max(PASSWORD_MAX),
  })
  .strict();
/** POST /api/v2/auth/password/set: the first password; a 422 names password or confirm_password. */
export const passwordSetSchema = z
  .object({ password: newPasswordSchema, confirm_password: text().max(PASSWORD_MAX) })
  .strict();

export const currencyRequestSchema = z.object({ currency: currencySchema }).strict();

export const vipJoinResponseSchema = z.object({ success: z.literal(true), data: z.object({ status: text() }) });

/** GET /profile/sessions: the player's live sessions (our addition for /profile/access). */
export const sessionsResponseSchema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      method: text(),
      ip: text().nullable(),
      user_agent: text().nullable(),
      created_at: text(),
      last_used_at: text(),
      current: z.boolean(),
    }),
  ),
});
export type SessionInfo = z.infer<typeof sessionsResponseSchema>['data'][number];

/** GET /profile/login-history?page=1 (our addition for /profile/history). */
export const loginHistoryQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) });
export const loginHistoryResponseSchema = z.object({
  data: z.array(
    z.object({
      created_at: text(),
      method: text(),
      success: z.boolean(),
      ip: text().nullable(),
      user_agent: text().nullable(),
    }),
  ),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), has_more: z.boolean() }),
});

// ---------------------------------------------------------------------------- identity verification (KYC)

export const VERIFICATION_DOCUMENTS = ['passport', 'id_card', 'driving_licence'] as const;
/** POST /api/v2/verification: the player's identity data (our addition; spec: Verification modal). */
export const verificationSubmitSchema = z
  .object({
    full_name: text().trim().min(3).max(200),
    birth_date: z.iso.date(),
    country: text()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'two-letter country code')
      .transform((s) => s.toUpperCase()),
    document_type: z.enum(VERIFICATION_DOCUMENTS),
    document_number: text()
      .trim()
      .min(4)
      .max(40)
      .regex(/^[A-Za-z0-9 -]+$/, 'letters, digits, spaces, dashes'),
  })
  .strict();
export const verificationResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ status: text() }),
});

/** Spec section 4: how raw verification statuses are shown. */
export type VerificationView = 'pending' | 'failed' | 'success';
export function verificationView(status: string | null | undefined): VerificationView | null {
  switch (status) {
    case 'init':
    case 'waiting':
    case 'user_pending':
    case 'pending':
      return 'pending';
    case 'failed':
    case 'unverified':
      return 'failed';
    case 'success':
    case 'verified':
      return 'success';
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------- paths

/** Every account call's method and path on the main API, for server routes and client alike. */
export const AUTH_PATHS = {
  registerEmail: 'POST /api/v2/auth/register/email',
  registerPhone: 'POST /api/v2/auth/register/phone',
  socialStart: 'PUT /auth/login',
  socialLinkConfirm: 'POST /auth/social/link/confirm',
  socialProviders: 'GET /auth/providers',
  sendLoginData: 'POST /auth/send_login_data',
  loginEmailPassword: 'POST /api/v2/auth/login/email/password',
  loginEmailCode: 'POST /api/v2/auth/login/email/code',
  loginPhonePassword: 'POST /api/v2/auth/login/phone/password',
  loginPhoneCode: 'POST /api/v2/auth/login/phone/code',
  loginPhoneVerification: 'POST /api/v2/auth/login/phone/verification',
  loginEmailVerification: 'POST /api/v2/auth/login/email/verification',
  loginPhoneCodeResend: 'POST /api/v2/auth/login/phone/code/resend',
  loginEmailResend: 'POST /api/v2/auth/login/email/resend',
  phoneResend: 'POST /api/v2/auth/phone/resend',
  emailResend: 'POST /api/v2/auth/email/resend',
  emailVerifyCode: 'POST /api/v2/auth/email/verify/code',
  phoneVerifyCode: 'POST /api/v2/auth/phone/verify/code',
  passwordEmailForgot: 'POST /api/v2/auth/password/email/forgot',
  passwordEmailCodeConfirm: 'POST /api/v2/auth/password/email/code/confirm',
  passwordEmailTokenConfirm: 'POST /api/v2/auth/password/email/token/confirm',
  passwordEmailTokenCheck: 'POST /api/v2/auth/password/email/token/check',
  passwordEmailResetToken: 'POST /api/v2/auth/password/email/reset/token',
  passwordEmailResetCode: 'POST /api/v2/auth/password/email/reset/code',
  passwordPhoneForgot: 'POST /api/v2/auth/password/phone/forgot',
  passwordPhoneCodeConfirm: 'POST /api/v2/auth/password/phone/code/confirm',
  passwordPhoneReset: 'POST /api/v2/auth/password/phone/reset',
  passwordPhoneTokenCheck: 'POST /api/v2/auth/password/phone/token/check',
  profile: 'GET /profile/user',
  logout: 'PUT /auth/logout',
  refresh: 'POST /auth/refresh-token',
  settings: 'PUT /profile/settings',
  passwordUpdate: 'POST /password/update',
  passwordSet: 'POST /api/v2/auth/password/set',
  currency: 'POST /profile/currency',
  vipJoin: 'POST /api/v2/vip/join',
  sessions: 'GET /profile/sessions',
  sessionRevoke: 'DELETE /profile/sessions/:id',
  loginHistory: 'GET /profile/login-history',
  verificationSubmit: 'POST /api/v2/verification',
} as const;
export type AuthCall = keyof typeof AUTH_PATHS;

/** "POST /a/b" → ["POST", "/a/b"]. */
export function splitCall(call: AuthCall): [method: string, path: string] {
  const [method, path] = AUTH_PATHS[call].split(' ') as [string, string];
  return [method, path];
}
