import { isIP } from 'node:net';

/** Bindings the embedded server passes with each request. */
export type ServerBindings = {
  /** Set by the front server for in-process calls: the visitor's address, already resolved. */
  clientIp?: string;
  /** @hono/node-server's raw request, for the socket address. */
  incoming?: { socket?: { remoteAddress?: string } };
};

/**
 * The visitor's IP. Only with TRUST_PROXY=1 is X-Forwarded-For believed (its first
 * entry, as set by the operator's proxy); otherwise a client could claim any country.
 */
export function resolveClientIp(
  headers: Headers,
  socketAddress: string | undefined,
  trustProxy: boolean,
): string | null {
  if (trustProxy) {
    const first = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (first && isIP(first)) return first;
    const real = headers.get('x-real-ip')?.trim();
    if (real && isIP(real)) return real;
  }
  return socketAddress ?? null;
}

export function clientIpOf(
  c: { env: ServerBindings | undefined; req: { raw: Request } },
  trustProxy: boolean,
): string | null {
  if (c.env?.clientIp) return c.env.clientIp;
  return resolveClientIp(c.req.raw.headers, c.env?.incoming?.socket?.remoteAddress, trustProxy);
}
