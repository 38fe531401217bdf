import { type SportsbookConfig, sportsbookConfigSchema } from '../../contract/sportsbook';
import { z } from 'zod';
import type { TextOverrides } from './texts';
import { type BonusesConfig, bonusesConfigSchema } from '../../contract/bonus';
import { type VipConfig, vipConfigSchema } from '../../contract/vip';
import { CURRENCIES, LANGS } from '../../contract/common';
import { type RacesConfig, racesConfigSchema } from '../../contract/top';
import { type ProvidersConfig, providersFileSchema } from '../../contract/providers';
import { BET_LIMIT_KEYS } from '../../games/registry';
import { isSafeLocalPath } from '../../site/safe-path';

const countryCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'two-letter ISO country code')
  .transform((s) => s.toUpperCase());

const absoluteHttpUrl = z.url({ protocol: /^https?$/ });

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A script from another origin the page will run: https (plain http only on this machine, for
 * tests), no user name or password, no fragment. Its origin goes into the page's CSP as is.
 */
const thirdPartyScriptUrl = absoluteHttpUrl.refine((s) => {
  // Zod runs this even when the url check failed: such input is refused here too.
  const u = URL.canParse(s) ? new URL(s) : null;
  return !!u && (u.protocol === 'https:' || LOCAL_HOSTS.has(u.hostname)) && !u.username && !u.password && !u.hash;
}, 'https (http only on localhost), without credentials or #fragment');

/** A path on our own site: starts with one slash, so it can never be an open redirect. */
const sitePath = z
  .string()
  .regex(/^\/(?!\/)[^\s\\]*$/, 'a path starting with a single /')
  // Also refuses the encoded spellings (`/%2F%2Fevil`, `/%5Cevil`) some proxies decode.
  .refine(isSafeLocalPath, 'a path on this site');

const minor = z.number().int().nonnegative();

export const betLimitSchema = z
  .object({ min: minor.optional(), max: minor.optional() })
  .strict()
  .refine((l) => l.min === undefined || l.max === undefined || l.min <= l.max, 'min must not exceed max');

/**
 * One room's limits in a currency: `100` (the minimum stake alone, as bet-limits.json always had it) or
 * `{min, max, playerMax}`, any of them left out taking the built-in default; playerMax is the most one
 * player may have in one round.
 */
export const roomLimitSchema = z.union([
  minor,
  z
    .object({ min: minor.optional(), max: minor.positive().optional(), playerMax: minor.positive().optional() })
    .strict()
    .refine((l) => l.min === undefined || l.max === undefined || l.min <= l.max, 'min must not exceed max')
    .refine(
      (l) => l.max === undefined || l.playerMax === undefined || l.max <= l.playerMax,
      'max must not exceed playerMax',
    ),
]);
export type RoomLimitConfig = z.infer<typeof roomLimitSchema>;

export const currencyLimitsSchema = z
  .object({
    games: z.partialRecord(z.enum(BET_LIMIT_KEYS), betLimitSchema).default({}),
    minPayout: minor.optional(),
    /** The most one bet or round may pay, minor units (built-in default: DEFAULT_MAX_PAYOUT). */
    maxPayout: minor.positive().optional(),
    /** Per room: a number is the minimum stake; an object may also set the maxima (src/games/rooms/limits.ts). */
    rooms: z
      .object({ red: roomLimitSchema, yellow: roomLimitSchema, purple: roomLimitSchema })
      .partial()
      .strict()
      .optional(),
  })
  .strict();

export const betLimitsSchema = z.partialRecord(z.enum(CURRENCIES), currencyLimitsSchema);

/**
 * bet-limits.json, row by row: a row (a game's limits, a currency's payout figures) that does not
 * validate is dropped with a warning and the built-in default stands for it, so one bad edit never
 * takes the other rows with it, and never leaves a game without limits (fail closed).
 */
export function parseBetLimits(raw: unknown): { limits: BetLimits; warnings: string[] } {
  const warnings: string[] = [];
  const limits: BetLimits = {};
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return { limits, warnings: ['(root): not an object; the built-in limits apply'] };
  }
  for (const [currency, row] of Object.entries(raw)) {
    const cur = z.enum(CURRENCIES).safeParse(currency);
    if (!cur.success) {
      warnings.push(`${currency}: not a currency of the site; ignored`);
      continue;
    }
    if (row === null || typeof row !== 'object' || Array.isArray(row)) {
      warnings.push(`${currency}: not an object; the built-in limits apply`);
      continue;
    }
    const out: z.infer<typeof currencyLimitsSchema> = { games: {} };
    for (const [field, value] of Object.entries(row)) {
      if (field === 'games') {
        if (value === null || typeof value !== 'object' || Array.isArray(value)) {
          warnings.push(`${currency}.games: not an object; the built-in limits apply`);
          continue;
        }
        for (const [game, limit] of Object.entries(value)) {
          const key = z.enum(BET_LIMIT_KEYS).safeParse(game);
          const parsed = betLimitSchema.safeParse(limit);
          if (!key.success) warnings.push(`${currency}.games.${game}: no such game; ignored`);
          else if (!parsed.success)
            warnings.push(
              `${currency}.games.${game}: ${parsed.error.issues.map((i) => i.message).join('; ')}; the built-in limits apply`,
            );
          else out.games[key.data] = parsed.data;
        }
        continue;
      }
      const one = currencyLimitsSchema.safeParse({ [field]: value });
      if (!one.success) {
        warnings.push(`${currency}.${field}: ${one.error.issues.map((i) => i.message).join('; ')}; ignored`);
        continue;
      }
      Object.assign(out, { [field]: (one.data as Record<string, unknown>)[field] });
    }
    limits[cur.data] = out;
  }
  return { limits, warnings };
}

export const seoEntrySchema = z
  .object({
    title: z.string().min(1).max(200),
    description: z.string().max(400).default(''),
    keywords: z.string().max(400).default(''),
    text: z.string().max(20_000).default(''),
  })
  .strict();

/** seo[lang][path] — path without the language prefix, e.g. "/games/dice". */
export const seoSchema = z.partialRecord(z.enum(LANGS), z.record(sitePath, seoEntrySchema));

export const routeRuleSchema = z
  .object({
    from: sitePath,
    to: z.union([sitePath, absoluteHttpUrl]),
    status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]).default(302),
  })
  .strict();

const rateLimitSchema = z
  .object({ limit: z.number().int().min(1).max(100_000), windowSeconds: z.number().int().min(1).max(86_400) })
  .strict();

/** Which credential calls a rate limit covers; defaults live in src/server/auth/rate-limit.server.ts. */
export const RATE_LIMIT_POLICIES = [
  'login',
  'register',
  'code_send',
  'code_check',
  'password',
  'refresh',
  'social',
] as const;
export type RateLimitPolicy = (typeof RATE_LIMIT_POLICIES)[number];

export const socialProviderSchema = z.discriminatedUnion('kind', [
  /** The built-in demo provider (served by the API itself; only with DEMO_DATA=1). */
  z
    .object({ kind: z.literal('demo'), id: z.string().regex(/^[a-z0-9_-]{1,32}$/), name: z.string().min(1).max(60) })
    .strict(),
  /** Any OpenID Connect / OAuth 2 provider: authorization code flow with PKCE, then userinfo. */
  z
    .object({
      kind: z.literal('oidc'),
      id: z.string().regex(/^[a-z0-9_-]{1,32}$/),
      name: z.string().min(1).max(60),
      /** With an issuer the endpoints come from its /.well-known/openid-configuration. */
      issuer: absoluteHttpUrl.optional(),
      authorizeUrl: absoluteHttpUrl.optional(),
      tokenUrl: absoluteHttpUrl.optional(),
      userinfoUrl: absoluteHttpUrl.optional(),
      clientId: z.string().min(1).max(256),
      /** Name of the environment variable that holds the client secret (never the secret). */
      clientSecretEnv: z
        .string()
        .regex(/^[A-Z][A-Z0-9_]*$/)
        .optional(),
      scope: z.string().max(200).default('openid email profile'),
    })
    .strict()
    .refine(
      (p) => p.issuer || (p.authorizeUrl && p.tokenUrl && p.userinfoUrl),
      'give issuer, or authorizeUrl, tokenUrl and userinfoUrl',
    ),
]);
export type SocialProviderConfig = z.infer<typeof socialProviderSchema>;

export const authConfigSchema = z
  .object({
    /** Players must verify their identity (profile verification.is_need) until approved. */
    verificationRequired: z.boolean().default(false),
    social: z.array(socialProviderSchema).default([]),
    /** Mirror origins the SSO host may send a browser back to, besides its own site. */
    ssoReturnOrigins: z.array(absoluteHttpUrl).default([]),
    /** Per-policy overrides of the rate limits, per IP address and per account. */
    rateLimits: z
      .partialRecord(
        z.enum(RATE_LIMIT_POLICIES),
        z.object({ ip: rateLimitSchema.optional(), account: rateLimitSchema.optional() }).strict(),
      )
      .default({}),
    /**
     * The self-hosted proof-of-work captcha (decision 027): on every sign-up, and on password
     * logins from an address with `loginFailures` failed logins in the last 15 minutes
     * (0: never on logins). `difficulty` is the hex zeros a solution's hash must start with:
     * each one makes the work 16 times longer (3: ~4,000 hashes, well under a second).
     */
    captcha: z
      .object({
        signup: z.boolean().default(true),
        loginFailures: z.number().int().min(0).max(1000).default(3),
        difficulty: z.number().int().min(1).max(6).default(3),
      })
      .strict()
      .default({ signup: true, loginFailures: 3, difficulty: 3 }),
  })
  .strict();
export type AuthConfig = z.infer<typeof authConfigSchema>;

/** Money (issue 10): payment providers offered and withdrawal rules. */
export const walletConfigSchema = z
  .object({
    /** Withdrawals need an approved identity verification (profile verification). */
    withdrawalVerificationRequired: z.boolean().default(false),
    /** A deposit not paid within this many minutes expires. */
    depositExpiryMinutes: z.number().int().min(1).max(1440).default(30),
    /**
     * Payment providers offered, by id (src/server/wallet/providers). Unset: the sandbox in the demo
     * (demo features on for the request), nothing on a real install. Set: exactly these (naming
     * `sandbox` offers it on any install; decision 035).
     */
    providers: z.array(z.string().regex(/^[a-z0-9_]+$/)).optional(),
  })
  .strict();
export type WalletConfig = z.infer<typeof walletConfigSchema>;

export const siteConfigSchema = z
  .object({
    mirror: z
      .object({
        /** Set to send every page to another domain (301, path and query kept). */
        newLink: absoluteHttpUrl.nullable().default(null),
      })
      .strict()
      .default({ newLink: null }),
    blockedCountries: z.array(countryCode).default([]),
    features: z.array(z.string().regex(/^[a-z0-9_]+$/)).default([]),
    settings: z
      .object({
        telegram_channel_url: absoluteHttpUrl.nullable().default(null),
        revshare_service_frontend_url: absoluteHttpUrl.nullable().default(null),
        meta_yandex_verification: z
          .string()
          .regex(/^[\w-]*$/)
          .nullable()
          .default(null),
        sso: absoluteHttpUrl.nullable().default(null),
      })
      .strict()
      .default({
        telegram_channel_url: null,
        revshare_service_frontend_url: null,
        meta_yandex_verification: null,
        sso: null,
      }),
    /**
     * Optional third-party tools the operator switches on (off by default). `supportChatScript`:
     * the chat widget's script, loaded once the page is idle; it is told about route changes
     * 250 ms after each (a `casino:route-change` event on window). `metrikaCounterId`: a Yandex
     * Metrika counter with session replay (webvisor), polled for every 100 ms for up to 10 s.
     * Their origins are added to the page's content security policy.
     */
    integrations: z
      .object({
        supportChatScript: thirdPartyScriptUrl.nullable().default(null),
        metrikaCounterId: z.number().int().positive().max(999_999_999).nullable().default(null),
      })
      .strict()
      .default({ supportChatScript: null, metrikaCounterId: null }),
    rootRedirect: z.union([sitePath, absoluteHttpUrl]).nullable().default(null),
    routeRules: z.array(routeRuleSchema).default([]),
    /** Games domains on which crash, coinflip and cases are switched off (spec section 6). */
    restrictedGamesDomains: z.array(z.string().min(1)).default([]),
    /** Promo handed out for a utm campaign (POST /middleware/utm). */
    utmPromos: z
      .array(
        z
          .object({
            utm_campaign: z.string().min(1),
            promo: z.object({ type: z.string().min(1), value: z.string().min(1) }).strict(),
          })
          .strict(),
      )
      .default([]),
    /** Where the API lets itself be called from besides the site's own origins. */
    corsOrigins: z.array(absoluteHttpUrl).default([]),
    auth: authConfigSchema.default({
      verificationRequired: false,
      social: [],
      ssoReturnOrigins: [],
      rateLimits: {},
      captcha: { signup: true, loginFailures: 3, difficulty: 3 },
    }),
    wallet: walletConfigSchema.default({
      withdrawalVerificationRequired: false,
      depositExpiryMinutes: 30,
    }),
    /**
     * Public names (issue 18): words refused in a name besides the built-in list
     * (src/contract/public-name.ts), matched anywhere in the name, ignoring case, separators and
     * leetspeak.
     */
    profile: z
      .object({ nameBlocklist: z.array(z.string().min(2).max(40)).max(5000).default([]) })
      .strict()
      .default({ nameBlocklist: [] }),
  })
  .strict();

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type SeoConfig = z.infer<typeof seoSchema>;
export type SeoEntry = z.infer<typeof seoEntrySchema>;
export type BetLimits = z.infer<typeof betLimitsSchema>;
export type RouteRule = z.infer<typeof routeRuleSchema>;

export interface OperatorConfig {
  site: SiteConfig;
  seo: SeoConfig;
  betLimits: BetLimits;
  /** Bonus templates (bonuses.json, src/contract/bonus.ts). */
  bonuses: BonusesConfig;
  /** The VIP club's points and levels (vip.json, src/contract/vip.ts). */
  vip: VipConfig;
  /** The top's races (races.json, src/contract/top.ts). */
  races: RacesConfig;
  /** Game providers and their games (providers.json, src/contract/providers.ts). */
  providers: ProvidersConfig;
  /** The sportsbook's delays, exposure limits and cash-out margin (sportsbook.json, src/contract/sportsbook.ts). */
  sportsbook: SportsbookConfig;
  /** Operator wording per language (texts.<lang>.json; see texts.ts). */
  texts: TextOverrides;
  /** Increases on every successful reload; caches key on it. */
  version: number;
}

/** The files in the config folder and what each holds. */
export const CONFIG_FILES = {
  site: { file: 'operator.json', schema: siteConfigSchema },
  seo: { file: 'seo.json', schema: seoSchema },
  // Parsed row by row (parseBetLimits): never refused as a whole.
  betLimits: { file: 'bet-limits.json', schema: z.unknown().transform((raw) => parseBetLimits(raw).limits) },
  bonuses: { file: 'bonuses.json', schema: bonusesConfigSchema },
  races: { file: 'races.json', schema: racesConfigSchema },
  vip: { file: 'vip.json', schema: vipConfigSchema },
  providers: { file: 'providers.json', schema: providersFileSchema },
  sportsbook: { file: 'sportsbook.json', schema: sportsbookConfigSchema },
} as const;
