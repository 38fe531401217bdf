import type { Context } from 'hono';
import type { RateLimitPolicy } from '../config/schema';
import type { Queryable } from '../db/types';
import { ApiHttpError } from '../api/errors';
import type { ApiEnv } from '../api/types';

export interface Limit {
  limit: number;
  windowSeconds: number;
}

/**
 * Default limits per IP address and per account (e-mail, phone or user id). Generous
 * enough for a player who mistypes, tight enough that guessing a password or a six-digit
 * code is hopeless: 10 tries per 15 minutes against 10^6 codes. Operators override them
 * in operator.json (auth.rateLimits).
 */
export const DEFAULT_RATE_LIMITS: Record<RateLimitPolicy, { ip: Limit; account?: Limit }> = {
  login: { ip: { limit: 30, windowSeconds: 900 }, account: { limit: 10, windowSeconds: 900 } },
  register: { ip: { limit: 10, windowSeconds: 3600 } },
  code_send: { ip: { limit: 20, windowSeconds: 3600 }, account: { limit: 5, windowSeconds: 3600 } },
  code_check: { ip: { limit: 30, windowSeconds: 900 }, account: { limit: 10, windowSeconds: 900 } },
  password: { ip: { limit: 20, windowSeconds: 900 }, account: { limit: 10, windowSeconds: 900 } },
  refresh: { ip: { limit: 120, windowSeconds: 60 } },
  social: { ip: { limit: 30, windowSeconds: 900 } },
};

/** Counts one hit in a fixed window; returns the count and the seconds left in the window. */
async function hit(db: Queryable, key: string, windowSeconds: number): Promise<{ count: number; retryAfter: number }> {
  const { rows } = await db.query<{ count: number; remaining: number }>(
    `INSERT INTO rate_limit_buckets AS b (key, window_start, count) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN b.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE b.count + 1 END,
       window_start = CASE WHEN b.window_start <= now() - make_interval(secs => $2) THEN now() ELSE b.window_start END
     RETURNING count, EXTRACT(EPOCH FROM (window_start + make_interval(secs => $2) - now()))::float8 AS remaining`,
    [key, windowSeconds],
  );
  const row = rows[0]!;
  return { count: Number(row.count), retryAfter: Math.max(1, Math.ceil(Number(row.remaining))) };
}

/**
 * Counts a credential or code request against its policy, per client IP and (when given)
 * per account; over the limit it answers 429 with Retry-After and changes nothing else.
 * Counters live in the database so every process on it shares them.
 */
export async function enforceRateLimit(
  c: Context<ApiEnv>,
  policy: RateLimitPolicy,
  account?: string | number | null,
): Promise<void> {
  const deps = c.get('deps');
  const override = deps.getConfig().site.auth.rateLimits[policy];
  const limits = { ...DEFAULT_RATE_LIMITS[policy], ...override };
  const db = await deps.getDb();
  const checks: [string, Limit][] = [[`${policy}:ip:${c.get('clientIp') ?? 'unknown'}`, limits.ip]];
  if (account !== undefined && account !== null && limits.account) {
    checks.push([`${policy}:acct:${String(account).toLowerCase()}`, limits.account]);
  }
  for (const [key, limit] of checks) {
    const { count, retryAfter } = await hit(db, key, limit.windowSeconds);
    if (count > limit.limit) {
      throw new ApiHttpError(
        429,
        {
          message: `Too many attempts. Try again in ${retryAfter} s.`,
          errors: { _: [`too_many_attempts: Too many attempts. Try again in ${retryAfter} s.`] },
        },
        { 'Retry-After': String(retryAfter) },
      );
    }
  }
}
