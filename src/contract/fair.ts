// Provably fair seeds (issue 11, /work/shared/design/fairness.md): the calls on the `general` service.
import { z } from 'zod';
import { CLIENT_SEED_PATTERN } from './fair-rules';

export const serverSeedHashSchema = z.string().regex(/^[0-9a-f]{64}$/);
export const serverSeedSchema = z.string().regex(/^[0-9a-f]{64}$/, 'a 64-character lowercase hex text');
/** The client seed (its rule: fair-rules.ts). */
export const clientSeedSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(CLIENT_SEED_PATTERN, 'letters, digits and symbols without spaces or colons');

/** The fair data every bet answer carries. */
export const fairRefSchema = z.object({
  server_seed_hash: serverSeedHashSchema,
  client_seed: z.string(),
  nonce: z.number().int().nonnegative(),
});
export type FairRef = z.infer<typeof fairRefSchema>;

/** GET /fair/seeds: the active pair; `nonce` is the one the next bet will use. */
export const fairSeedsResponseSchema = fairRefSchema;
export type FairSeedsResponse = z.infer<typeof fairSeedsResponseSchema>;

export const clientSeedBodySchema = z.object({ client_seed: clientSeedSchema }).strict();

/**
 * POST /fair/rotate body (optional): the hash of the pair the player means to rotate. When given and
 * the active pair is another (a second click, another tab rotated first), nothing rotates: 409
 * seeds_changed. Without it the active pair rotates.
 */
export const fairRotateBodySchema = z.object({ server_seed_hash: serverSeedHashSchema.optional() }).strict();

/** POST /fair/rotate: the old pair revealed, the new pair committed. */
export const fairRotateResponseSchema = z.object({
  revealed: z.object({
    server_seed: serverSeedSchema,
    server_seed_hash: serverSeedHashSchema,
    client_seed: z.string(),
    /** The last nonce a bet used on the old pair; null when none did. */
    last_nonce: z.number().int().nonnegative().nullable(),
  }),
  next: fairRefSchema,
});
export type FairRotateResponse = z.infer<typeof fairRotateResponseSchema>;
