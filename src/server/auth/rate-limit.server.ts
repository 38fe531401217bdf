import { DomainError } from '../../contract/domain-errors';
import type { RateLimitPolicy } from '../config/schema';
import type { Queryable } from '../db/types';
import type { Actor } from './actor';

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
  a: Pick<Actor, 'deps' | 'ip'>,
  policy: RateLimitPolicy,
  account?: string | number | null,
  opts: { knownDevice?: boolean } = {},
): Promise<void> {
  const deps = a.deps;
  const override = deps.getConfig().site.auth.rateLimits[policy];
  const limits = { ...DEFAULT_RATE_LIMITS[policy], ...override };
  const db = await deps.getDb();
  const checks: [string, Limit][] = [[`${policy}:ip:${a.ip ?? 'unknown'}`, limits.ip]];
  // A device the account has logged in from before skips the per-account count: guesses
  // from elsewhere cannot lock the owner out (its address still has the per-IP limit).
  // 'login' counts per account with backoff instead (loginBackoff below): a fixed window
  // let ten guesses from ten addresses lock the owner out for its whole length.
  if (account !== undefined && account !== null && limits.account && !opts.knownDevice && policy !== 'login') {
    checks.push([`${policy}:acct:${String(account).toLowerCase()}`, limits.account]);
  }
  for (const [key, limit] of checks) {
    const { count, retryAfter } = await hit(db, key, limit.windowSeconds);
    if (count > limit.limit) {
      throw new DomainError('too_many_attempts', `Too many attempts. Try again in ${retryAfter} s.`, '_', {
        retryAfter,
      });
    }
  }
}

/**
 * Per-account login backoff (issue 7, finding 9). The first `limit` failures are free; each
 * further one makes the account wait twice as long as the last (30 s, 60 s, 120 s, …) before
 * the next try, at most BACKOFF_CAP_SECONDS. Refused tries do not count, a success clears the
 * count, and a count is forgotten after `windowSeconds` without failures. So an attacker gets
 * a guess every few minutes at best, while the owner on a new device waits minutes, not a
 * quarter of an hour, and a device the account used before skips it (it still has the per-IP
 * limit). State lives in rate_limit_buckets (count = failures, window_start = last failure).
 */
export const BACKOFF_BASE_SECONDS = 30;
export const BACKOFF_CAP_SECONDS = 300;

/** Seconds to wait after the last of `failures` failures when `free` are allowed without delay. */
export function backoffSeconds(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(BACKOFF_CAP_SECONDS, BACKOFF_BASE_SECONDS * 2 ** Math.min(failures - free, 20));
}

const backoffKey = (account: string | number) => `login:backoff:${String(account).toLowerCase()}`;

function loginLimit(a: Pick<Actor, 'deps'>): Limit {
  const override = a.deps.getConfig().site.auth.rateLimits.login;
  return override?.account ?? DEFAULT_RATE_LIMITS.login.account!;
}

const clock = (a: Pick<Actor, 'deps'>) => (a.deps.auth.now ?? Date.now)();

/** Refuses with too_many_attempts (and Retry-After) while the account's backoff runs. */
export async function enforceLoginBackoff(
  a: Pick<Actor, 'deps'>,
  account: string | number,
  opts: { knownDevice?: boolean } = {},
): Promise<void> {
  if (opts.knownDevice) return;
  const db = await a.deps.getDb();
  const { rows } = await db.query<{ count: number; last: Date }>(
    'SELECT count, window_start AS last FROM rate_limit_buckets WHERE key = $1',
    [backoffKey(account)],
  );
  const row = rows[0];
  if (!row) return;
  const limit = loginLimit(a);
  const now = clock(a);
  const since = (now - new Date(row.last).getTime()) / 1000;
  if (since >= limit.windowSeconds) return;
  const wait = backoffSeconds(Number(row.count), limit.limit) - since;
  if (wait > 0) {
    const retryAfter = Math.max(1, Math.ceil(wait));
    throw new DomainError('too_many_attempts', `Too many attempts. Try again in ${retryAfter} s.`, '_', {
      retryAfter,
    });
  }
}

/** Counts a failed login for the account (known or not: both paths do the same work). */
export async function recordLoginFailure(a: Pick<Actor, 'deps'>, account: string | number): Promise<void> {
  const db = await a.deps.getDb();
  const window = loginLimit(a).windowSeconds;
  await db.query(
    `INSERT INTO rate_limit_buckets AS b (key, window_start, count) VALUES ($1, $2, 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN b.window_start <= $2::timestamptz - make_interval(secs => $3) THEN 1 ELSE b.count + 1 END,
       window_start = $2`,
    [backoffKey(account), new Date(clock(a)), window],
  );
}

/** A success ends the backoff: the owner who got in is not slowed by earlier guesses. */
export async function clearLoginBackoff(a: Pick<Actor, 'deps'>, account: string | number): Promise<void> {
  const db = await a.deps.getDb();
  await db.query('DELETE FROM rate_limit_buckets WHERE key = $1', [backoffKey(account)]);
}
