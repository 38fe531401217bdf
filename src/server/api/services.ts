import { Hono } from 'hono';
import type { ApiEnv } from './types';

/** The game services of spec section 7; each has its own base URL (see env). */
export const SERVICES = ['crash', 'cases', 'miner', 'general', 'coinflip', 'keno', 'dice'] as const;
export type ServiceName = (typeof SERVICES)[number];

/**
 * A service's app. For now each answers its health check; the games' own routes
 * join these apps in their issues. Mounted at /<name> on the API host by default.
 */
export function createServiceApp(name: ServiceName) {
  return new Hono<ApiEnv>().get('/health', (c) => c.json({ service: name, status: 'ok' as const }));
}
