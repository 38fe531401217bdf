import { z } from 'zod';
import { currencySchema, regionSchema } from './common';

/** GET /profile/user (spec section 3, User profile). Money in minor units. */
export const profileUserSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  balance: z.number().int(),
  bonus: z.number().int(),
  bonus_balance: z.number().int(),
  total_balance: z.number().int(),
  currency: currencySchema.nullable(),
  locale: z.string().nullable(),
  timezone: z.string().nullable(),
  register_method: z.string(),
  is_phone_verified: z.boolean(),
  is_email_verified: z.boolean(),
  is_password_exists: z.boolean(),
  is_avatar_hidden: z.boolean(),
  is_statistics_hidden: z.boolean(),
  image: z.object({ small: z.string().nullable() }),
  verification: z.object({ is_need: z.boolean(), data: z.object({ status: z.string() }).nullable() }),
  premium: z.object({ status: z.string() }),
});

export const profileResponseSchema = z.object({
  user: profileUserSchema,
  features: z.array(z.string()),
  region: regionSchema,
  fresh_token: z.string().optional(),
  super_bonus: z.string().optional(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
