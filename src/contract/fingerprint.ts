import { z } from 'zod';

// The sealed device fingerprint (spec section 7: "encrypted with a configured key for use in
// calls"). The browser fetches the server's public key, encrypts {"id","iat"} with RSA-OAEP
// (SHA-256) and sends `e1.<kid>.<base64url ciphertext>` as `fp`.

export const FINGERPRINT_ALG = 'RSA-OAEP-256';
/** e1.<key id>.<ciphertext>: a 2048-bit key gives 342 base64url characters. */
export const SEALED_FINGERPRINT = /^e1\.([A-Za-z0-9_-]{1,32})\.([A-Za-z0-9_-]{100,700})$/;

/** GET /api/v2/auth/fingerprint-key: the public key (SPKI, base64) to seal with. */
export const FINGERPRINT_KEY_PATH = '/api/v2/auth/fingerprint-key';
export const fingerprintKeyResponseSchema = z
  .object({
    alg: z.literal(FINGERPRINT_ALG),
    kid: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/),
    key: z.string().max(2000),
  })
  .strict();
export type FingerprintKeyResponse = z.infer<typeof fingerprintKeyResponseSchema>;
