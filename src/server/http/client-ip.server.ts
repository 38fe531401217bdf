import { isIP } from 'node:net';

/** Bindings the embedded server passes with each request. */
export type ServerBindings = {
  /** Set by the front server for in-process calls: the visitor's address, already resolved. */
  clientIp?: string;
  /** @hono/node-server's raw request: the socket address, and node:http's parse of the headers. */
  incoming?: {
    socket?: { remoteAddress?: string };
    headers?: Record<string, string | string[] | undefined>;
    rawHeaders?: string[];
  };
  /** @hono/node-server's response: headers every answer gets are set on it directly (app.ts). */
  outgoing?: {
    setHeader(name: string, value: string): unknown;
    getHeader(name: string): unknown;
    readonly headersSent: boolean;
  };
};

/** TRUST_PROXY as a hop count: true (the old flag) is one proxy, false none. */
export const proxyHops = (trustProxy: boolean | number): number =>
  typeof trustProxy === 'number' ? trustProxy : trustProxy ? 1 : 0;

/**
 * The visitor's IP. With TRUST_PROXY=N (N reverse proxies in front, each appending the
 * address it saw to X-Forwarded-For) the visitor is the entry N places from the right:
 * everything left of it came from the client and can be forged, so the leftmost entry
 * is never believed. Without TRUST_PROXY the socket's address is the only truth.
 */
export function resolveClientIp(
  headers: Pick<Headers, 'get'>,
  socketAddress: string | undefined,
  trustProxy: boolean | number,
): string | null {
  const hops = proxyHops(trustProxy);
  if (hops > 0) {
    const chain = (headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (chain.length) {
      // Fewer entries than proxies: every entry was written by one of ours; take the first.
      const entry = chain[Math.max(0, chain.length - hops)];
      return entry && isIP(entry) ? entry : (socketAddress ?? null);
    }
    const real = headers.get('x-real-ip')?.trim();
    if (real && isIP(real)) return real;
  }
  return socketAddress ?? null;
}
