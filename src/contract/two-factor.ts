import { z } from 'zod';
import { authTokenResponseSchema } from './auth';
import { text } from './text';

// Two-factor login with TOTP (RFC 6238), docs/decisions/047-two-factor-login.md. The paths and
// shapes are written once here; the API routes and the site's client both read them.

export const TWO_FACTOR_PATHS = {
  /** The signed-in player's 2FA state. */
  status: 'GET /profile/two-factor',
  /** Starts (or restarts) an enrolment: a new pending secret. */
  start: 'POST /profile/two-factor/start',
  /** A code from the app turns the pending secret on; answers the recovery codes, once. */
  confirm: 'POST /profile/two-factor/confirm',
  /** Turns 2FA off; needs a current code (TOTP or recovery). */
  disable: 'POST /profile/two-factor/disable',
  /** New recovery codes (the old ones die); needs a current code. */
  recoveryCodes: 'POST /profile/two-factor/recovery-codes',
  /** The second step of a login: the challenge the first factor gave and a code. */
  login: 'POST /auth/two-factor/login',
} as const;
export type TwoFactorCall = keyof typeof TWO_FACTOR_PATHS;

export function twoFactorCall(call: TwoFactorCall): [method: string, path: string] {
  const [method, path] = TWO_FACTOR_PATHS[call].split(' ') as [string, string];
  return [method, path];
}

/** Recovery codes: ten of them, shown once; 10 base32 characters, shown as xxxxx-xxxxx. */
export const RECOVERY_CODE_COUNT = 10;
/** A challenge lives this long: enough to open the app, too short to keep. */
export const CHALLENGE_TTL_SECONDS = 300;
/** The error code of a first factor that needs the second (`errors._` of the 403 answer). */
export const TWO_FACTOR_REQUIRED = 'two_factor_required';

/**
 * A six-digit TOTP code, or a recovery code (letters and digits, dashes and spaces ignored).
 * Normalised here, so the server compares one form.
 */
export const twoFactorCodeSchema = text()
  .trim()
  .min(6)
  .max(32)
  .transform((s) => s.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^(\d{6}|[a-z2-7]{10})$/, 'a 6-digit code or a recovery code'));

/**
 * Start asks who is there again, so a stolen session alone cannot lock the owner out with a
 * second factor only the thief has: the account's current password when it has one. An account
 * without a password (social login only) needs a login of the last REAUTH_SECONDS instead.
 */
export const twoFactorStartRequestSchema = z.object({ password: text().max(200).optional() }).strict();
export type TwoFactorStartRequest = z.input<typeof twoFactorStartRequestSchema>;
/** How recent a login must be to turn 2FA on without a password. */
export const REAUTH_SECONDS = 15 * 60;

export const twoFactorCodeRequestSchema = z.object({ code: twoFactorCodeSchema }).strict();
export type TwoFactorCodeRequest = z.input<typeof twoFactorCodeRequestSchema>;

export const twoFactorLoginRequestSchema = z
  .object({ challenge: text().regex(/^tf1\.[A-Za-z0-9_-]{20,100}$/, 'a challenge'), code: twoFactorCodeSchema })
  .strict();
export type TwoFactorLoginRequest = z.input<typeof twoFactorLoginRequestSchema>;

/** The answer to a login that succeeded: the same as every other login's. */
export const twoFactorLoginResponseSchema = authTokenResponseSchema;

export const twoFactorStatusResponseSchema = z.object({
  data: z.object({
    enabled: z.boolean(),
    /** Unused recovery codes left (0 when off). */
    recovery_codes_left: z.number().int().min(0),
  }),
});
export type TwoFactorStatusResponse = z.infer<typeof twoFactorStatusResponseSchema>;

export const twoFactorStartResponseSchema = z.object({
  data: z.object({
    /** otpauth://totp/… for the QR code and for apps that open links. */
    uri: text(),
    /** The base32 secret, for typing into an app by hand. */
    secret: text(),
    /** The QR code of `uri`, an SVG drawn by the server. */
    qr_svg: text(),
  }),
});
export type TwoFactorStartResponse = z.infer<typeof twoFactorStartResponseSchema>;

export const twoFactorRecoveryCodesResponseSchema = z.object({
  data: z.object({ recovery_codes: z.array(text()).length(RECOVERY_CODE_COUNT) }),
});
export type TwoFactorRecoveryCodesResponse = z.infer<typeof twoFactorRecoveryCodesResponseSchema>;

export const twoFactorSuccessSchema = z.object({ success: z.literal(true) });

/**
 * The 403 a first factor answers when the account has 2FA: the spec's error shape (so an old
 * client shows an error and gets no token) plus the challenge for the second step.
 */
export const twoFactorRequiredSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  two_factor: z.object({ challenge: text(), expires_in: z.number().int() }),
});
export type TwoFactorRequired = z.infer<typeof twoFactorRequiredSchema>;
