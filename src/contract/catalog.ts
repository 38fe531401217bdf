import { z } from 'zod';
import { text } from './text';
import { currencySchema } from './enums';

export const caseItemSchema = z.object({
  slug: text(),
  name: text(),
  price: z.number().int(),
  currency: currencySchema,
  /**
   * What a player pays per account currency; a currency not listed cannot open the case. An
   * operator's bad entry (not a positive whole number of minor units) is dropped here, as the bet
   * route refuses it, rather than failing the whole catalog.
   */
  prices: z
    .record(z.string(), z.unknown())
    .default({})
    .transform(
      (all) =>
        Object.fromEntries(
          Object.entries(all).filter(
            ([cur, v]) => currencySchema.safeParse(cur).success && Number.isSafeInteger(v) && (v as number) > 0,
          ),
        ) as Partial<Record<z.infer<typeof currencySchema>, number>>,
    ),
  picture: text(),
});
/**
 * What the catalog pages filter and sort provider games by (issue 21); absent on rows that
 * predate the provider layer, so every one is optional.
 */
const providerGameFields = {
  /** The provider's own game code (catalog slug is `<provider>-<code>`). */
  provider_game: text().nullish(),
  category: text().nullish(),
  /** When the game joined the catalog (ISO time): "new" badge and sort. */
  added_at: text().nullish(),
  /** Launch count: the "popular" sort. */
  plays: z.number().nullish(),
};
export const slotItemSchema = z.object({
  slug: text(),
  name: text(),
  provider: text(),
  picture: text(),
  rtp_bp: z.number().int(),
  has_demo: z.boolean(),
  ...providerGameFields,
  /** low | medium | high | very_high, as the provider states it. */
  volatility: text().nullish(),
});
export const liveTableSchema = z.object({
  slug: text(),
  name: text(),
  provider: text(),
  kind: text(),
  picture: text(),
  has_demo: z.boolean(),
  ...providerGameFields,
  /** Stated RTP in basis points, when the provider gives one. */
  rtp_bp: z.number().int().nullish(),
});
export const gameItemSchema = z.object({ slug: text(), kind: text() });

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
  games: z.record(text(), limit),
  minPayout: z.number().int().nullable(),
  /** The most one bet or round may pay (minor units); a bet whose best case is above it is refused. */
  maxPayout: z.number().int().nullable(),
  rooms: z.record(text(), z.number().int()),
});
export type BetLimitsResponse = z.infer<typeof betLimitsResponseSchema>;
export const betLimitsQuerySchema = z.object({ currency: currencySchema.default('RUB') });
