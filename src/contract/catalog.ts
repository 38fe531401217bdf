import { z } from 'zod';
import { currencySchema } from './common';

export const caseItemSchema = z.object({
  slug: z.string(),
  name: z.string(),
  price: z.number().int(),
  currency: currencySchema,
  picture: z.string(),
});
export const slotItemSchema = z.object({
  slug: z.string(),
  name: z.string(),
  provider: z.string(),
  picture: z.string(),
  rtp_bp: z.number().int(),
  has_demo: z.boolean(),
});
export const liveTableSchema = z.object({
  slug: z.string(),
  name: z.string(),
  provider: z.string(),
  kind: z.string(),
  picture: z.string(),
  has_demo: z.boolean(),
});
export const gameItemSchema = z.object({ slug: z.string(), kind: z.string() });

export const catalogSchemas = {
  games: z.object({ data: z.array(gameItemSchema) }),
  cases: z.object({ data: z.array(caseItemSchema) }),
  slots: z.object({ data: z.array(slotItemSchema) }),
  live: z.object({ data: z.array(liveTableSchema) }),
};
export type CatalogKind = keyof typeof catalogSchemas;
export type CaseItem = z.infer<typeof caseItemSchema>;
export type SlotItem = z.infer<typeof slotItemSchema>;
export type LiveTable = z.infer<typeof liveTableSchema>;

const limit = z.object({ min: z.number().int().optional(), max: z.number().int().optional() });
export const betLimitsResponseSchema = z.object({
  currency: currencySchema,
  games: z.record(z.string(), limit),
  minPayout: z.number().int().nullable(),
  rooms: z.record(z.string(), z.number().int()),
});
export type BetLimitsResponse = z.infer<typeof betLimitsResponseSchema>;
export const betLimitsQuerySchema = z.object({ currency: currencySchema.default('RUB') });
