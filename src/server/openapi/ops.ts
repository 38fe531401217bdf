// The operator's endpoints (src/server/ops/routes.ts) and this description itself.
import { z } from 'zod';
import { looseObject, type Op } from './types';

const tag = 'Operations';
const health = z.object({ status: z.literal('ok') });

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
    response: 'json',
    other: { 503: { description: 'Not ready: `errors` says what is missing', schema: looseObject } },
  },
  { method: 'get', path: '/openapi.json', tag, summary: 'This document (OpenAPI 3.1)', response: 'json' },
  { method: 'get', path: '/reference', tag, summary: 'This document as a page to read', response: 'html' },
];
