import { z } from 'zod';

// The self-hosted proof-of-work captcha (ALTCHA's protocol, decision 027):
//   GET /api/v2/auth/captcha → a signed challenge; the browser finds a counter whose SHA-256
//   key starts with the challenge's prefix and sends `captcha` = base64url(JSON {challenge,
//   solution}) with the sign-up or login. The server checks the signature, the expiry and the
//   work, and accepts each solution once.

export const CAPTCHA_PATH = '/api/v2/auth/captcha';

export const captchaChallengeSchema = z.object({
  parameters: z
    .object({
      algorithm: z.literal('SHA-256'),
      nonce: z.string().max(200),
      salt: z.string().max(200),
      cost: z.number().int().min(1).max(100),
      keyLength: z.number().int().min(8).max(64),
      keyPrefix: z.string().regex(/^[0-9a-f]{1,12}$/),
      expiresAt: z.number().int().optional(),
    })
    .strict(),
  signature: z.string().max(200),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

export const captchaPayloadSchema = z.object({
  challenge: captchaChallengeSchema,
  solution: z.object({ counter: z.number().int().min(0), derivedKey: z.string().regex(/^[0-9a-f]{16,128}$/) }),
});

/** The `captcha` body field: base64url text, bounded. */
export const captchaFieldSchema = z
  .string()
  .max(4000)
  .regex(/^[A-Za-z0-9_-]+$/)
  .optional();
