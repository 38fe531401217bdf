import { z } from 'zod';
import { text } from './text';
import { currencySchema, regionSchema } from './enums';

/** GET /profile/user (spec section 3, User profile). Money in minor units. */
export const profileUserSchema = z.object({
  id: z.number().int(),
  name: text().nullable(),
  email: text().nullable(),
  phone: text().nullable(),
  balance: z.number().int(),
  bonus: z.number().int(),
  bonus_balance: z.number().int(),
  total_balance: z.number().int(),
  currency: currencySchema.nullable(),
  locale: text().nullable(),
  timezone: text().nullable(),
  register_method: text(),
  is_phone_verified: z.boolean(),
  is_email_verified: z.boolean(),
  is_password_exists: z.boolean(),
  is_avatar_hidden: z.boolean(),
  is_statistics_hidden: z.boolean(),
  /**
   * The name other players see in the feeds (PUT /profile/public-name, src/contract/public-name.ts);
   * `name` above is the private one (a social provider's, prefills the identity check). Optional
   * only for answers cached before issue 18.
   */
  public_name: text().nullable().optional(),
  /** While the name may not change yet, when it may (ISO time); null when it may change now. */
  public_name_next_change_at: text().nullable().optional(),
  image: z.object({ small: text().nullable() }),
  verification: z.object({ is_need: z.boolean(), data: z.object({ status: text() }).nullable() }),
  premium: z.object({ status: text() }),
});

export const profileResponseSchema = z.object({
  user: profileUserSchema,
  features: z.array(text()),
  region: regionSchema,
  fresh_token: text().optional(),
  super_bonus: text().optional(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
