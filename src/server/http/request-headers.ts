// Request headers read from the Node server's own parse of the request when the call came through
// it. A Web Request's Headers object (what req.headers gives) is built on first use from the raw
// header lines, validating each: a few µs that a simple call which reads one header paid for
// nothing else (bench:api). Off the Node server (tests, in-process calls) the Request's own.
import type { ServerBindings } from './client-ip.server';

type Incoming = ServerBindings['incoming'];

/**
 * Headers read this way. Node joins repeated lines of these with ", " as Headers.get does; it keeps
 * only the first of some others (Host, Authorization, Content-Type…), which must not be read here.
 */
export type JoinedHeader =
  | 'origin'
  | 'x-request-id'
  | 'accept-encoding'
  | 'x-forwarded-for'
  | 'x-forwarded-proto'
  | 'x-forwarded-host'
  | 'x-real-ip';

/** A request header as Headers.get gives it. */
export function headerOf(req: Request, incoming: Incoming, name: JoinedHeader): string | null {
  const h = incoming?.headers;
  if (!h) return req.headers.get(name);
  const v = h[name];
  return v === undefined ? null : typeof v === 'string' ? v : v.join(', ');
}

/** Every Host line of the request joined by ", " as Headers.get gives them (two are refused upstream). */
export function hostHeaderOf(req: Request, incoming: Incoming): string | null {
  const raw = incoming?.rawHeaders;
  if (!raw) return req.headers.get('host');
  let host: string | null = null;
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!;
    if (name.length === 4 && name.toLowerCase() === 'host')
      host = host === null ? raw[i + 1]! : `${host}, ${raw[i + 1]}`;
  }
  return host;
}
