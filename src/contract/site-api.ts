import { z } from 'zod';
import { text } from './text';
import { regionSchema } from './enums';

// Requests and responses of the calls the site makes at start (spec section 7).
// Server handlers parse requests with these; the site's client parses responses.

const shortText = (max = 256) => text().trim().max(max);
const optionalId = shortText(128).nullable().optional();

export const geoResponseSchema = z.object({
  data: z.object({
    ip: text().nullable(),
    country_code: text().nullable(),
    region: regionSchema,
  }),
});
export type GeoResponse = z.infer<typeof geoResponseSchema>;

export const siteSettingsSchema = z.object({
  telegram_channel_url: text().nullable(),
  revshare_service_frontend_url: text().nullable(),
});

export const mirrorResponseSchema = z.object({
  redirect: z.object({ newLink: text().nullable() }),
  meta_yandex_verification: text().nullable(),
  sso: text().nullable(),
  settings: siteSettingsSchema,
  features: z.array(text()),
});
export type MirrorResponse = z.infer<typeof mirrorResponseSchema>;

export const domainRequestSchema = z.object({
  domain: text()
    .trim()
    .toLowerCase()
    .min(1)
    .max(253)
    .regex(/^[a-z0-9.-]+(:\d{1,5})?$/, 'a host name'),
});

export const mirrorRedirectResponseSchema = z.object({
  redirect: z.object({ newLink: text().nullable() }),
  oldDomain: text(),
});

/** A whole query string passed as an object: string values only, bounded. */
export const queryObjectSchema = z
  .record(shortText(64), z.union([shortText(1024), z.array(shortText(1024)).max(10)]))
  .refine((q) => Object.keys(q).length <= 50, 'at most 50 parameters');

export const visitorReportSchema = z.object({
  host: shortText(253).min(1),
  userAgent: shortText(1024).min(1),
});

export const pageOpenEventSchema = z.object({
  subH: optionalId,
  uuid: optionalId,
  click_url: z.url({ protocol: /^https?$/ }).max(2048),
});

/** The whole query, which must hold all four utm values. */
export const utmRequestSchema = z
  .object({
    utm_source: shortText(256).min(1),
    utm_medium: shortText(256).min(1),
    utm_campaign: shortText(256).min(1),
    utm_term: shortText(256).min(1),
  })
  .catchall(z.union([shortText(1024), z.array(shortText(1024)).max(10)]))
  .refine((q) => Object.keys(q).length <= 50, 'at most 50 parameters');

export const utmResponseSchema = z.object({
  advId: text(),
  promo: z.object({ type: text(), value: text() }).optional(),
});

export const attachSourceSchema = z.object({
  stag: optionalId,
  promo: optionalId,
  partnerId: optionalId,
  advId: optionalId,
  advertiseUid: optionalId,
  advertiseSource: optionalId,
  cpaOneUid: optionalId,
  prHash: optionalId,
});
export type AttachSource = z.infer<typeof attachSourceSchema>;

export const okResponseSchema = z.object({ success: z.literal(true) });

export const buildResponseSchema = z.object({ id: text(), timestamp: z.number() });
