// The operator's endpoints (src/server/ops/routes.ts) and this description itself.
import { z } from 'zod';
import { readyQuerySchema } from '../ops/routes';
import { errorSchema, type Op } from './types';

const tag = 'Operations';
const health = z.object({ status: z.literal('ok') });
const check = z.enum(['ok', 'failed']);
const readyChecks = z.object({
  database: check,
  migrations: check,
  config: check,
  reconcile: check.optional().meta({ description: 'With deep=1: every product’s books agree with the ledger' }),
  draining: z.literal('failed').optional().meta({ description: 'Present while the process shuts down' }),
});

export const opsOps: Op[] = [
  {
    method: 'get',
    path: '/metrics',
    tag,
    auth: 'metrics',
    summary: 'Prometheus metrics (bearer METRICS_TOKEN)',
    response: 'prometheus',
  },
  { method: 'get', path: '/health/live', tag, summary: 'The process answers', response: health },
  {
    method: 'get',
    path: '/health/ready',
    tag,
    summary: 'Database, migrations and config are ready (503 when not, or while draining)',
    description:
      'With `deep=1` it also runs the reconcile (`npm run wallet -- reconcile`: each product’s books against ' +
      'the ledger, and flows stuck half-way) and answers 503 naming `checks.reconcile` when it finds a problem; ' +
      '`errors.reconcile` gives the kinds and counts, the command the details. A run is shared with /metrics ' +
      '(at most one every 10 s per process).',
    query: readyQuerySchema,
    response: z.object({ status: z.literal('ok'), checks: readyChecks }),
    other: {
      503: {
        description: 'Not ready: `errors` says what is missing or wrong',
        schema: errorSchema.and(z.object({ status: z.literal('unavailable'), checks: readyChecks })),
      },
    },
  },
  { method: 'get', path: '/openapi.json', tag, summary: 'This document (OpenAPI 3.1)', response: 'json' },
  { method: 'get', path: '/reference', tag, summary: 'This document as a page to read', response: 'html' },
];
