import { Hono } from 'hono';
import { BUILD_ID, BUILD_TIMESTAMP } from '../../build-info';
import type { LatestBuild } from '../../../contract/builds';
import type { ApiEnv } from '../types';

// Polled by open tabs (with a ?timestamp cache-buster) to learn of a new deployment.
export const buildRoutes = new Hono<ApiEnv>().get('/builds/latest.json', (c) =>
  c.json({ id: BUILD_ID, timestamp: BUILD_TIMESTAMP } satisfies LatestBuild, 200, { 'cache-control': 'no-store' }),
);
