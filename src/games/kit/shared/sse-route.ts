// The HTTP side of a shared-round stream: hands the connection to an SseHub. On the production
// server (@hono/node-server) the hub writes straight to Node's response, the cheapest way to send
// one event to ten thousand browsers; elsewhere (app.request in tests, other runtimes) it goes
// through Hono's streamSSE. Crash and the rooms (API host) and the studio's live tables share it.
import type { ServerResponse } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { nodeClient, type SseHub } from './sse-hub.server';

const HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  'x-accel-buffering': 'no',
  'x-content-type-options': 'nosniff',
};

export function sseResponse(c: Context, hub: SseHub, first: string): Response | Promise<Response> {
  const res = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (res && typeof res.writeHead === 'function' && !res.headersSent) {
    // The call's shared headers (the API's front, src/server/api/front.ts: request id, security,
    // CORS), under the stream's own; and CORS headers a middleware put on the answer to be
    // (hono/cors sets them before the route: the studio).
    const headers: Record<string, string> = {};
    const shared = (c.env as { headers?: Record<string, string> } | undefined)?.headers;
    if (shared) for (const [k, v] of Object.entries(shared)) headers[k.toLowerCase()] = v;
    Object.assign(headers, HEADERS);
    c.res.headers.forEach((v, k) => {
      if (k.startsWith('access-control-') || k === 'vary') headers[k] = v;
    });
    res.writeHead(200, headers);
    res.socket?.setNoDelay(true);
    const remove = hub.add(nodeClient(res), first);
    res.on('close', remove);
    // @hono/node-server's sign that the answer went out already. Its own instance: an answer made
    // here would be the server's lightweight Response, which it writes at once (a second head on a
    // stream already under way) without looking for the sign.
    return RESPONSE_ALREADY_SENT;
  }
  for (const [k, v] of Object.entries(HEADERS)) c.header(k, v);
  return streamSSE(c, async (stream) => {
    const remove = hub.add(
      { write: (chunk) => void stream.write(chunk), backlog: () => 0, close: () => stream.abort() },
      first,
    );
    await new Promise<void>((resolve) => stream.onAbort(resolve));
    remove();
  });
}
