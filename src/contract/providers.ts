// Third-party games (issue 21): the operator's providers.json, the launch call, and the Hub88
// seamless-wallet wire format the providers call us with (design/reference-notes.md 1.2). Written
// once here and read by the API, the catalog pages and the in-house studio alike.
import { z } from 'zod';
import { warn as warnOf } from './warn';
import { CURRENCIES, type Currency } from './common';
import { langSchema } from './enums';
import { text } from './text';

// ---------------------------------------------------------------------------------------------
// providers.json

const PLACEHOLDERS = ['{game}', '{user}', '{token}', '{lang}', '{currency}', '{mode}', '{lobby}'] as const;

export const providerGameSchema = z.object({
  /** The provider's own game code (what it expects in `game_code`). */
  code: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_.:-]+$/, 'letters, digits and _ . : - only'),
  title: z.string().min(1).max(120),
  kind: z.enum(['slots', 'live']),
  /** A picture URL: a path on the site (/images/…) or an https URL. */
  image: z
    .string()
    .min(1)
    .max(500)
    .refine((s) => s.startsWith('/') || s.startsWith('https://'), 'a site path or an https URL'),
  /** The return to player the provider states, in percent. */
  rtp: z.number().min(80).max(99.99),
  // Optional extras the catalog shows when given.
  category: z.string().min(1).max(40).optional(),
  volatility: z.enum(['low', 'medium', 'high', 'very_high']).optional(),
  has_demo: z.boolean().default(true),
});
export type ProviderGame = z.infer<typeof providerGameSchema>;

export const providerSchema = z.object({
  protocol: z.literal('hub88'),
  /** The provider's RSA public key (PEM): every call it makes is checked with it. */
  public_key: z.string().includes('-----BEGIN PUBLIC KEY-----', { message: 'a PEM public key' }),
  /** The game's URL with {game} {user} {token} {lang} {currency} {mode} {lobby} filled in at launch. */
  launch_url: z
    .string()
    .max(2000)
    .refine((s) => /^https?:\/\//.test(s), 'an http(s) URL template')
    .refine((s) => s.includes('{game}'), 'must contain {game}')
    .refine(
      (s) => (s.match(/\{[a-z_]+\}/g) ?? []).every((p) => (PLACEHOLDERS as readonly string[]).includes(p)),
      `only the placeholders ${PLACEHOLDERS.join(' ')}`,
    ),
  enabled: z.boolean().default(true),
  /** The provider's name as players see it (defaults to the key). */
  title: z.string().min(1).max(60).optional(),
  games: z.array(providerGameSchema).max(5000).default([]),
  /** Countries (ISO 3166 alpha-2) where this provider's games may not be launched. */
  blocked_countries: z.array(z.string().regex(/^[A-Z]{2}$/)).default([]),
  /** Switched off on the operator's restrictedGamesDomains, like crash and cases. */
  restricted_on_games_domains: z.boolean().default(false),
});
export type ProviderConfig = z.infer<typeof providerSchema>;

/** A provider's key in providers.json: its callbacks live under /providers/<name>/. */
export const providerNameSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'lowercase letters, digits and -');

/**
 * providers.json: one entry per provider. Parsed entry by entry: a bad entry is dropped with a
 * warning (the others keep working) rather than refusing the whole file.
 */
export const providersFileSchema = z.record(z.string(), z.unknown()).transform((raw) => {
  const out: Record<string, ProviderConfig> = {};
  const warn = (m: string) => warnOf('config', `providers.json: ${m}`);
  for (const [name, entry] of Object.entries(raw)) {
    if (!providerNameSchema.safeParse(name).success) {
      warn(`provider "${name}" ignored (a name is lowercase letters, digits and -)`);
      continue;
    }
    // The games one by one: a bad game is left out, not its whole provider.
    const games = (entry as { games?: unknown })?.games;
    const good = Array.isArray(games)
      ? games.filter((g, i) => {
          const r = providerGameSchema.safeParse(g);
          if (!r.success)
            warn(
              `${name}: game ${i} ignored (${r.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; ')})`,
            );
          return r.success;
        })
      : games;
    const p = providerSchema.safeParse(entry && typeof entry === 'object' ? { ...entry, games: good } : entry);
    if (p.success) out[name] = p.data;
    else
      warn(`provider "${name}" ignored (${p.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')})`);
  }
  return out;
});
export type ProvidersConfig = z.infer<typeof providersFileSchema>;

const originsCache = new WeakMap<ProvidersConfig, { frames: string[]; images: string[] }>();
/**
 * What the site's pages must let in for the providers' games: the launch URLs' origins as frames,
 * the games' https pictures as images (for the page's CSP). Enabled providers only.
 */
export function providerOrigins(config: ProvidersConfig): { frames: string[]; images: string[] } {
  let hit = originsCache.get(config);
  if (!hit) {
    const frames = new Set<string>();
    const images = new Set<string>();
    for (const p of Object.values(config)) {
      if (!p.enabled) continue;
      try {
        frames.add(new URL(p.launch_url).origin);
      } catch {
        // A template whose host is not literal cannot be allowed ahead of time.
      }
      for (const g of p.games) if (g.image.startsWith('https://')) images.add(new URL(g.image).origin);
    }
    hit = { frames: [...frames], images: [...images] };
    originsCache.set(config, hit);
  }
  return hit;
}

// ---------------------------------------------------------------------------------------------
// Launch (POST /games/launch on the API host)

export const launchBodySchema = z.object({
  /** The catalog slug: `<provider>-<code>`. */
  game: z.string().min(1).max(160),
  mode: z.enum(['real', 'demo']),
  platform: z.enum(['desktop', 'mobile']).default('desktop'),
  /** The page to come back to (the catalog); a path on the site. */
  lobby: z
    .string()
    .max(300)
    .regex(/^\/[^/\\]/, 'a path on the site')
    .optional(),
});
export type LaunchBody = z.infer<typeof launchBodySchema>;
export const launchResponseSchema = z.object({ data: z.object({ url: text() }) });

/** Catalog slug of a provider's game. */
export const catalogSlug = (provider: string, code: string) => `${provider}-${code}`;

/** The demo currency providers understand (Hub88: XXX; no wallet calls are made). */
export const DEMO_CURRENCY = 'XXX';

// ---------------------------------------------------------------------------------------------
// Hub88 wire format

export const HUB88_STATUSES = [
  'RS_OK',
  'RS_ERROR_UNKNOWN',
  'RS_ERROR_TIMEOUT',
  'RS_ERROR_INVALID_PARTNER',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_INVALID_GAME',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_WRONG_SYNTAX',
  'RS_ERROR_WRONG_TYPES',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
  'RS_ERROR_BET_LIMIT_EXCEEDED',
  // Hub88's own name for a refusal by a limit (its retry rules treat it like NOT_ENOUGH_MONEY):
  // what we answer for stake and responsible-gaming limits (decision 064).
  'RS_ERROR_LIMIT_REACHED',
] as const;
export type Hub88Status = (typeof HUB88_STATUSES)[number];

/** Hub88 money: an integer of 1/100,000 of the currency. */
export const HUB88_UNITS = 100_000;
/** Our minor units are 1/100 of the currency in every currency we keep (common.ts). */
const MINOR_PER_UNIT: Record<Currency, number> = Object.fromEntries(CURRENCIES.map((c) => [c, 100])) as Record<
  Currency,
  number
>;

/** Minor units → Hub88 units (exact: integers only). */
export function toHub88(minor: number, currency: Currency): number {
  return minor * (HUB88_UNITS / MINOR_PER_UNIT[currency]);
}
/** Hub88 units → minor units, or null when the amount is not a whole number of minor units. */
export function fromHub88(units: number, currency: Currency): number | null {
  const per = HUB88_UNITS / MINOR_PER_UNIT[currency];
  if (!Number.isSafeInteger(units) || units < 0 || units % per !== 0) return null;
  return units / per;
}
/** Hub88 units → whole minor units, the fraction below one dropped (a win's; decision 064). */
export function fromHub88Floor(units: number, currency: Currency): number | null {
  if (!Number.isSafeInteger(units) || units < 0) return null;
  return Math.floor(units / (HUB88_UNITS / MINOR_PER_UNIT[currency]));
}

/**
 * Our player ids as Hub88 sees them: the decimal id, zero-padded to Hub88's 4-character minimum
 * ("0042"). Both that and the bare id (tokens handed out before) name the player.
 */
export const hub88User = (id: number) => String(id).padStart(4, '0');
export const hub88UserId = (user: string) => (/^\d{1,15}$/.test(user) && Number(user) > 0 ? Number(user) : -1);

const uuid = z.string().min(1).max(100);
const id = z.string().min(1).max(200);
const amount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

// Hub88 sends user/info as {user, request_uuid}; our studio sends the launch token (and the user
// when it knows it). One of the two names the player.
export const hub88UserInfoSchema = z
  .object({
    request_uuid: uuid,
    user: id.optional(),
    token: id.optional(),
    game_code: id.nullish(),
  })
  .refine((b) => b.user !== undefined || b.token !== undefined, { message: 'user or token' });
export const hub88BalanceSchema = z.object({
  request_uuid: uuid,
  token: id,
  user: id,
  game_code: id.nullish(),
});
// The fields Hub88 documents as nullable are accepted as null (null round_closed: still open).
const txBase = {
  request_uuid: uuid,
  token: id.nullish(),
  user: id,
  game_code: id,
  transaction_uuid: uuid,
  supplier_transaction_id: id.nullish(),
  supplier_user: id.nullish(),
  round: id,
  round_closed: z.boolean().nullable(),
  meta: z.record(z.string(), z.unknown()).nullish(),
};
export const hub88BetSchema = z.object({
  ...txBase,
  currency: z.string().min(3).max(5),
  bet: z.string().max(200).nullish(),
  amount,
  is_free: z.boolean().nullish(),
  is_aggregated: z.boolean().nullish(),
  reward_uuid: z.string().max(100).nullish(),
});
export const hub88WinSchema = hub88BetSchema.extend({ reference_transaction_uuid: uuid });
export const hub88RollbackSchema = z.object({ ...txBase, reference_transaction_uuid: uuid });

export const hub88AnswerSchema = z.object({
  request_uuid: z.string(),
  status: z.enum(HUB88_STATUSES),
  user: z.string().optional(),
  currency: z.string().optional(),
  balance: z.number().int().optional(),
  // user/info only
  country: z.string().optional(),
  display_name: z.string().optional(),
  lang: langSchema.optional(),
});
export type Hub88Answer = z.infer<typeof hub88AnswerSchema>;

/** The signature header of every call and answer: base64 RSA-SHA256 over the raw body. */
export const HUB88_SIGNATURE_HEADER = 'x-hub88-signature';
