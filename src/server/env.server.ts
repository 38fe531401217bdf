import { z } from 'zod';
import { SERVICES, type ServiceName, serviceEnvVar } from '../games/registry';

// Parsed once at boot: a bad value stops start-up with a clear message instead of
// failing later inside a request. Every variable is listed in .env.example.
const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .default('0')
  .transform((v) => v === '1' || v === 'true');

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

function serviceUrlShape() {
  return Object.fromEntries(SERVICES.map((s) => [serviceEnvVar(s), optionalUrl])) as {
    [S in ServiceName as ReturnType<typeof serviceEnvVar<S>>]: typeof optionalUrl;
  };
}

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  // Slow-client guards of the Node server (src/server/http/server-limits.server.ts).
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(0).max(1_000_000).default(4_000),
  /** Public origin of the site; used for canonical links and the sitemap when set. */
  SITE_URL: optionalUrl,
  /**
   * The operator's other site origins (mirrors), comma separated. With SITE_URL they are the
   * only origins links in mail and SMS point to, and (with their api. and www. names) the
   * only hosts the API answers on. Both unset: http://localhost:<PORT> and local names only.
   */
  SITE_ORIGINS: z.string().default(''),
  /** Main API base URL. Unset: the API is embedded and served on api.<site host>. */
  API_URL: optionalUrl,
  /** Each game service's base URL (CRASH_API_URL, …, one per registry service). Unset: <API_URL>/<service>. */
  ...serviceUrlShape(),
  /** postgres://… to use a PostgreSQL server; unset: embedded PGlite in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
        .optional(),
    )
    .optional(),
  DATA_DIR: z.string().default('data'),
  OPERATOR_CONFIG: z.string().default('private'),
  // The number of reverse proxies in front (0: none); 'true'/'false' kept from the old flag.
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(\d|true|false)?$/, '0-9, true or false')
    .default('0')
    .transform((v) => (v === 'true' ? 1 : v === 'false' || v === '' ? 0 : Number(v))),
  /** Extra origins allowed by the API's CORS, comma separated. */
  CORS_ORIGINS: z.string().default(''),
  /** Anonymous page render cache; 0 turns it off. */
  RENDER_CACHE_ENTRIES: z.coerce.number().int().min(0).default(2000),
  /** Crash (issue 19): the betting countdown and the pause after a crash, ms; rounds per hash chain. */
  CRASH_BETTING_MS: z.coerce.number().int().min(500).max(60_000).default(5000),
  CRASH_PAUSE_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  CRASH_CHAIN_LENGTH: z.coerce.number().int().min(10).max(10_000_000).default(1_000_000),
  /**
   * Where crash chains get their salt (decision 066): `public`, a bitcoin block announced by the
   * operator (npm run crash -- announce / enter); `local`, a random salt of the server's own (the
   * demo: the page says so). Unset: local in the demo (DEMO_DATA), public otherwise.
   */
  CRASH_SEEDING: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['local', 'public']).optional()),
  /**
   * The bearer token the back office sends to the operator's crash calls (POST /crash/seeding, …).
   * Unset: those calls answer 401 to everyone.
   */
  ADMIN_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  /**
   * 0: this process never runs a round engine (crash, rooms), it only takes bets and relays
   * events; 1 (default): it stands for election and runs an engine when it wins.
   */
  ROUND_ENGINES: z.enum(['0', '1']).default('1'),
  /**
   * The sportsbook's in-house match simulator (issue 22): 1 runs it, 0 does not; unset, it runs
   * when demo data is on. A real feed comes in through the same adapter (npm run feed).
   */
  SPORTSBOOK_SIM: z.enum(['0', '1']).optional(),
  /** The simulator's speed: match seconds per real second (30: a football match in three minutes). */
  SB_SIM_SPEED: z.coerce.number().min(1).max(10_000).default(30),
  /**
   * The in-house game studio (issue 21) on studio.<site host>: 1 (default) serves it and, when the
   * operator folder has no providers.json, writes one that lists it (its key beside it).
   */
  STUDIO: z.enum(['0', '1']).default('1'),
  /** Where the studio calls the wallet; unset: this process over loopback (http://127.0.0.1:<PORT>/_api/providers/studio). */
  STUDIO_WALLET_URL: optionalUrl,
  /** Hours a provider launch token takes bets (wins and rollbacks are accepted after it). */
  PROVIDER_TOKEN_HOURS: z.coerce.number().int().min(1).max(168).default(12),
  /** RSA private key (PKCS#8 PEM) the wallet signs its answers to providers with; unset: one per database. */
  PROVIDER_PRIVATE_KEY: z
    .string()
    .regex(/^-----BEGIN PRIVATE KEY-----[\s\S]+-----END PRIVATE KEY-----\s*$/, 'a PKCS#8 PEM private key')
    .optional(),
  /** Miner/hilo games left open longer than this are cashed out as they stand (issue 11). */
  OPEN_GAME_TIMEOUT_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /**
   * The demo: the demo player (published password), Demo ID and the development inbox.
   * Unset: on while SMTP_URL is unset. Even on, demo features answer only to loopback
   * callers on loopback and *.localhost hosts (see DEMO_ON_PUBLIC_HOSTS).
   */
  DEMO_DATA: z
    .enum(['0', '1', 'true', 'false', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v === '1' || v === 'true')),
  /** Lets demo features answer on public hosts and to any caller (a public demo). Never on a real-money install. */
  DEMO_ON_PUBLIC_HOSTS: flag,
  /** smtp(s)://user:pass@host:port to send mail; unset: mail waits in the outbox (and the dev inbox). */
  SMTP_URL: optionalUrl,
  /** Sender of account mail. */
  MAIL_FROM: z.string().default('Casino <no-reply@casino.local>'),
  /** HTTPS endpoint that receives {to, text} JSON for each SMS; unset: SMS wait in the outbox. */
  SMS_WEBHOOK_URL: optionalUrl,
  /** Life of one bearer token; the client refreshes it on a 401. */
  AUTH_ACCESS_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(30 * 86_400)
    .default(86_400),
  /** A session ends after this many days without a refresh (the token cookie's 30 days). */
  AUTH_SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * The bearer token Prometheus sends to GET /metrics on the API host (Authorization: Bearer …).
   * Unset: /metrics answers 401 to everyone.
   */
  METRICS_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  /** Unset: info in production, debug in development, error under tests (src/server/log.server.ts). */
  LOG_LEVEL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['debug', 'info', 'warn', 'error', 'silent']).optional(),
  ),
  /**
   * The key the players' TOTP secrets are encrypted with (32 bytes: 64 hex digits or base64).
   * Unset: a key kept in the database, so a stolen database alone would open the secrets
   * (decision 047). A malformed value stops the start.
   */
  TWO_FACTOR_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine(
      (v) =>
        v === undefined ||
        /^[0-9a-f]{64}$/i.test(v) ||
        (/^[A-Za-z0-9+/]{43}=?$/.test(v) && Buffer.from(v, 'base64').length === 32),
      'must be 32 bytes: 64 hex digits or base64',
    ),
  /** RSA private key (PKCS#8 PEM) the browsers' fingerprints are sealed for; unset: one per database. */
  FINGERPRINT_PRIVATE_KEY: z
    .string()
    .regex(/^-----BEGIN PRIVATE KEY-----[\s\S]+-----END PRIVATE KEY-----\s*$/, 'a PKCS#8 PEM private key')
    .optional(),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function getEnv(): Env {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
      throw new Error(`Invalid environment:\n${lines.join('\n')}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** Tests change process.env between cases; this forgets the parsed copy. */
export function resetEnvForTests(): void {
  cached = undefined;
}

export const isProduction = () => getEnv().NODE_ENV === 'production';
