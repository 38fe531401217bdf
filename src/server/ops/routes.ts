// The operator's endpoints on the API host (issue 23): /metrics (Prometheus, bearer token),
// /health/live and /health/ready. Mounted right after the request observer (request-log.server.ts)
// and before the rest of the shared middleware: a probe or a scrape needs no CORS, session or
// idempotency work.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { ApiError } from '../../contract/errors';
import type { ApiDeps, ApiEnv } from '../api/types';
import { parseQuery } from '../api/validate';
import { getEnv } from '../env.server';
import { readiness } from './health.server';
import { scrape } from './metrics.server';
import { isDraining } from './shutdown.server';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** The request's bearer token equals METRICS_TOKEN, compared in constant time; unset: never. */
export function metricsAuthorized(header: string | undefined, token: string | undefined): boolean {
  if (!token) return false;
  // The scheme is case-insensitive (RFC 9110 section 11.1): `bearer x` is `Bearer x`.
  const given = header && /^bearer /i.test(header) ? header.slice(7).trim() : '';
  // Digests of both: equal lengths whatever was sent, so the comparison leaks nothing.
  return given !== '' && timingSafeEqual(digest(given), digest(token));
}

const noStore = (c: Context) => {
  c.header('Cache-Control', 'no-store');
  c.header('X-Content-Type-Options', 'nosniff');
};

/** GET /health/ready's query: deep=1 adds the reconcile (the books against the ledger). */
export const readyQuerySchema = z.object({
  deep: z.enum(['0', '1']).optional().meta({ description: '1: also reconcile every product’s books with the ledger' }),
});

/** The operator's paths: answered without the API's CORS, session or host policy (api/app.ts). */
export const OPS_PATHS: ReadonlySet<string> = new Set(['/metrics', '/health/live', '/health/ready']);

export function mountOps(app: Hono<ApiEnv>, deps: Pick<ApiDeps, 'getDb' | 'getConfig'>): void {
  app.get('/metrics', async (c) => {
    noStore(c);
    if (!metricsAuthorized(c.req.header('authorization'), getEnv().METRICS_TOKEN)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.json({ message: 'Unauthenticated.' } satisfies ApiError, 401);
    }
    // The database-backed metrics are skipped (casino_metrics_db_up 0) when it is not there.
    const db = await deps.getDb().catch(() => null);
    const { text, contentType } = await scrape(db);
    return c.body(text, 200, { 'Content-Type': contentType });
  });

  // The process answers: nothing else is checked (a balancer restarts a process failing this).
  app.get('/health/live', (c) => {
    noStore(c);
    return c.json({ status: 'ok' as const });
  });

  // ?deep=1 also reconciles every product's books with the ledger (shared with /metrics: at most
  // one run every 10 s per process, so probes from anyone cost the database no more).
  app.get('/health/ready', async (c) => {
    noStore(c);
    const deep = parseQuery(c, readyQuerySchema).deep === '1';
    const r = await readiness(deps.getDb, deps.getConfig, isDraining(), { deep });
    if (r.ready) return c.json({ status: 'ok' as const, checks: r.checks });
    const errors = Object.fromEntries(Object.entries(r.problems).map(([k, v]) => [k, [`not_ready: ${v}`]]));
    return c.json({ message: 'Not ready', errors, status: 'unavailable' as const, checks: r.checks }, 503);
  });
}
