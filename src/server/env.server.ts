import { z } from 'zod';

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

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Public origin of the site; used for canonical links and the sitemap when set. */
  SITE_URL: optionalUrl,
  /** Main API base URL. Unset: the API is embedded and served on api.<site host>. */
  API_URL: optionalUrl,
  CRASH_API_URL: optionalUrl,
  CASES_API_URL: optionalUrl,
  MINER_API_URL: optionalUrl,
  GENERAL_API_URL: optionalUrl,
  COINFLIP_API_URL: optionalUrl,
  KENO_API_URL: optionalUrl,
  DICE_API_URL: optionalUrl,
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
  TRUST_PROXY: flag,
  /** Extra origins allowed by the API's CORS, comma separated. */
  CORS_ORIGINS: z.string().default(''),
  /** Anonymous page render cache; 0 turns it off. */
  RENDER_CACHE_ENTRIES: z.coerce.number().int().min(0).default(2000),
  /** Create the demo player and catalog on start. */
  DEMO_DATA: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
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
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
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
