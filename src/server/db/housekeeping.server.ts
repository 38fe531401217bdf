import { asRound, PLAY_GAMES } from '../../games/play';
import { expireOpenRounds } from '../bets/rounds.server';
import { getEnv } from '../env.server';
import type { Db, Queryable } from './types';
import { logFor } from '../log.server';

const log = logFor('housekeeping');

// Rows whose use is over: expired codes and single-use tokens, long-dead sessions, old
// rate-limit windows and idempotency answers. Each rule keeps a margin past expiry, so
// nothing still needed is lost: a replaced session token stays until it would have
// expired anyway, because presenting it after its grace period is how theft is detected.
const RULES: { table: string; where: string }[] = [
  { table: 'session_tokens', where: `expires_at < now() - interval '1 day'` },
  {
    table: 'sessions',
    where: `coalesce(revoked_at, expires_at) < now() - interval '30 days' AND (revoked_at IS NOT NULL OR expires_at < now())`,
  },
  { table: 'auth_codes', where: `expires_at < now() - interval '1 day'` },
  { table: 'auth_tokens', where: `expires_at < now() - interval '1 day'` },
  { table: 'sso_sessions', where: `coalesce(revoked_at, expires_at) < now() - interval '1 day'` },
  // The longest rate-limit window an operator may set is one day.
  { table: 'rate_limit_buckets', where: `window_start < now() - interval '2 days'` },
  { table: 'idempotency_keys', where: `created_at < now() - interval '1 day'` },
  { table: 'round_events', where: `created_at < now() - interval '1 hour'` },
  // An expired challenge is refused anyway: its used mark can go.
  { table: 'captcha_used', where: `expires_at < now() - interval '1 hour'` },
  // Money-call answers are kept a week: a client may retry a deposit after a long outage.
  { table: 'wallet_idempotency', where: `created_at < now() - interval '7 days'` },
  // Sent mail is kept a month for support questions ("I never got the code").
  { table: 'outbox', where: `sent_at < now() - interval '30 days'` },
  // Sportsbook prices are kept 90 days for disputes (the table refuses younger deletions itself).
  { table: 'sb_price_history', where: `at < now() - interval '91 days'` },
];

/** Deletes what the rules name; returns how many rows went, per table. */
export async function sweepExpired(db: Queryable): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const { table, where } of RULES) {
    const { rows } = await db.query<{ n: number }>(
      `WITH d AS (DELETE FROM ${table} WHERE ${where} RETURNING 1) SELECT count(*)::int AS n FROM d`,
    );
    removed[table] = Number(rows[0]?.n ?? 0);
  }
  return removed;
}

const HOUR = 60 * 60 * 1000;
const KEY = Symbol.for('casino.housekeeping');

/** Sweeps a minute after start, then hourly; one loop per process. */
export function startHousekeeping(getDb: () => Promise<Db>): void {
  const g = globalThis as { [KEY]?: true };
  if (g[KEY]) return;
  g[KEY] = true;
  const run = async () => {
    try {
      const removed = await sweepExpired(await getDb());
      const total = Object.values(removed).reduce((a, b) => a + b, 0);
      if (total) log.info({ total, removed }, 'expired rows removed');
      const rounds = PLAY_GAMES.filter((g) => g.kind === 'round').map(asRound);
      const expired = await expireOpenRounds(await getDb(), rounds, getEnv().OPEN_GAME_TIMEOUT_DAYS);
      if (expired) log.info({ games: expired }, 'games left open cashed out');
    } catch (e) {
      log.warn({ err: e }, 'housekeeping sweep failed');
    }
  };
  setTimeout(() => void run(), 60_000).unref();
  setInterval(() => void run(), HOUR).unref();
}
