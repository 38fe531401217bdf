import type { ServerBindings } from './client-ip.server';

/**
 * The Node server's response for this call, while its headers can still be set: headers that
 * every answer gets are cheapest there (a plain object node:http merges under the answer's own
 * headers when it writes them). Undefined in app.request (tests) and in-process calls, which set
 * them on the Response instead.
 */
export function nodeResponseOf(c: { env: unknown }): NonNullable<ServerBindings['outgoing']> | undefined {
  const out = (c.env as ServerBindings | undefined)?.outgoing;
  return out && typeof out.setHeader === 'function' && !out.headersSent ? out : undefined;
}
