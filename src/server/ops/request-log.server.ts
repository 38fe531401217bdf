// Every API call, observed once (issue 23): its request id (carried into every line logged while
// it runs, and answered as X-Request-Id), one JSON log line, and the latency metrics. The first
// step of the API's front (src/server/api/front.ts), so it times the whole call.
import { randomUUID } from 'node:crypto';
import type { ApiCall, Answer, FrontStep } from '../api/front';
import { logContext, logRequest } from '../log.server';
import { headerOf } from '../http/request-headers';
import { observeHttp } from './metrics.server';
import { OPS_PATHS } from './routes';

// A caller's (or proxy's) id is kept when it is a plain token, so a trace crosses services; any
// other value is replaced, so nothing a client sends lands in a log line as it is.
const CALLER_ID = /^[A-Za-z0-9._:-]{8,64}$/;

export function requestIdOf(header: string | undefined): string {
  return header !== undefined && CALLER_ID.test(header) ? header : randomUUID();
}

function observed(call: ApiCall, res: Response, reqId: string, start: number): Response {
  const ms = performance.now() - start;
  const { route } = call;
  const status = res.status;
  observeHttp(call.req.method, route, status, ms / 1000);
  // The route pattern, never the path or query: those may hold a token (a reset link, a callback).
  const line = { reqId, method: call.req.method, route, status, ms: Math.round(ms * 10) / 10 };
  // Probes and scrapes every few seconds would drown the calls that matter: logged at debug.
  logRequest(status >= 500 ? 'error' : OPS_PATHS.has(route) ? 'debug' : 'info', line);
  return res;
}

export const observeRequests: FrontStep = {
  name: 'request id, log line and metrics',
  run(call, next) {
    const start = performance.now();
    const reqId = requestIdOf(headerOf(call.req, call.env.incoming, 'x-request-id') ?? undefined);
    // First of the call's shared headers (front.ts puts them on the answer).
    call.env.headers['X-Request-Id'] = reqId;
    const res: Answer = logContext.run({ reqId }, next, call);
    return res instanceof Promise
      ? res.then((r) => observed(call, r, reqId, start))
      : observed(call, res, reqId, start);
  },
};

// The site (src/server/adapter.ts) logs a line per request too, from the path: no route pattern there.

/** What a site request was, for its log line: files, RSC payloads, server actions, pages. */
export function siteRouteKind(method: string, path: string): 'page' | 'rsc' | 'action' | 'asset' | 'other' {
  if (path.startsWith('/RSC/F/')) return 'action';
  if (path.startsWith('/RSC/')) return 'rsc';
  if (/^\/(assets|images)\/|^\/[^/]+\.[a-z0-9]+$/i.test(path)) return 'asset';
  return method === 'GET' || method === 'HEAD' ? 'page' : 'other';
}

// A path segment that may be a secret or personal (a reset token, a code, an address): an @ (also
// percent-encoded), four or more digits in a row, or 16+ characters that are not a plain
// lower-case slug.
const isSecretSegment = (seg: string): boolean =>
  /@|%40|\d{4,}/i.test(seg) || (seg.length >= 16 && !/^[a-z]+(?:-[a-z]+)*$/.test(seg));

/** The request's path with every segment that may be a secret replaced by `:x`; no query. */
export function sitePathOf(path: string): string {
  return path
    .slice(0, 200)
    .split('/')
    .map((seg) => (isSecretSegment(seg) ? ':x' : seg))
    .join('/');
}
