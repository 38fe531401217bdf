import { createMiddleware } from 'hono/factory';
import { DomainError } from '../../contract/domain-errors';
import { cachedSession } from '../auth/session-cache.server';
import type { SessionRef } from '../auth/sessions.server';
import { bearerOf } from '../auth/tokens.server';
import type { ApiEnv } from './types';

export const unauthenticated = () => new DomainError('unauthenticated', 'Unauthenticated.');

/** The session of the request's bearer token, or null (remembered by the process: session-cache.server.ts). */
export async function sessionOf(c: {
  req: { header(name: string): string | undefined };
  env: Pick<ApiEnv['Bindings'], 'deps'>;
}): Promise<SessionRef | null> {
  const token = bearerOf(c.req.header('authorization'));
  if (!token) return null;
  return cachedSession(await c.env.deps.getDb(), token);
}

/** Routes behind it see `c.get('session')`; without a live session they answer 401. */
export const requireUser = createMiddleware<ApiEnv>(async (c, next) => {
  const session = await sessionOf(c);
  if (!session) throw unauthenticated();
  c.set('session', session);
  await next();
});
