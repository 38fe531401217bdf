// The API's front: the shared per-call work (request id and log line, CORS and security headers, host
// policy) as plain functions run before Hono's dispatch, rather than as Hono middleware (decision 051).
//
// Why not middleware: a call matched by one handler is dispatched by Hono synchronously, and a
// plain Response handed back at once is written by @hono/node-server in the request's own event; a
// second handler (any app.use) puts every call through Hono's composer, an async function, so
// every answer becomes a promise, written by the server's slower path with a close listener per
// request. Over HTTP the shared stack as three middlewares cost ~23 µs a call over the route alone;
// bench:api measures the steps as they are now.
import type { Hono } from 'hono';
import type { Router, Result } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';
import type { Handler, MiddlewareHandler, RouterRoute } from 'hono/types';
import { noteBodySize } from '../http/compression.server';
import { pathOfUrl } from '../http/hosts';
import type { ServerBindings } from '../http/client-ip.server';
import type { ApiBindings, ApiEnv } from './types';

export type Answer = Response | Promise<Response>;
type NodeOut = NonNullable<ServerBindings['outgoing']>;

/** One API call as the front's steps see it. */
export interface ApiCall {
  req: Request;
  /** What the route will see as c.env (steps may change deps and clientIp before it runs). */
  env: ApiBindings;
  /** The Node server's response while its headers can be set; undefined off the Node server (tests). */
  out: NodeOut | undefined;
  /** The request's path, no query. */
  path: string;
  /** The pattern of the route that answered ('/wallet/:id'), known once Hono matched it. */
  route: string;
}

/**
 * One step of the shared stack: does its work, then passes the call on with `next(call)` (and may
 * look at the answer: it is a Response or a promise of one), or answers by itself. `dispatch` skips
 * the steps after it. Steps are plain synchronous functions: they must not await.
 */
export interface FrontStep {
  name: string;
  run(call: ApiCall, next: (call: ApiCall) => Answer, dispatch: (call: ApiCall) => Answer): Answer;
}

/** f applied to an answer, at once when it is a Response. */
export const thenAnswer = (res: Answer, f: (res: Response) => Response): Answer =>
  res instanceof Promise ? res.then(f) : f(res);

type ApiHandler = Handler<ApiEnv> | MiddlewareHandler<ApiEnv>;
type Entry = [ApiHandler, RouterRoute];

/**
 * Hono's c.json, noting the answer's size (compression.server.ts: the front server then knows a
 * small answer without reading its body back). One function, called as a method.
 */
function sizedJson(
  this: { body: (text: string, arg?: never, headers?: Record<string, string>) => Response },
  object: unknown,
  arg?: never,
  headers?: Record<string, string>,
): Response {
  const text = JSON.stringify(object);
  const res = this.body(text, arg, { 'Content-Type': 'application/json', ...headers });
  noteBodySize(res, text);
  return res;
}

/** A JSON answer made by a step itself (a refusal before any route ran). */
export function jsonAnswer(body: unknown, status: number): Response {
  const text = JSON.stringify(body);
  const res = new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
  noteBodySize(res, text);
  return res;
}

// The call being dispatched: the router notes on it which route answered (routes are matched
// synchronously at the start of Hono's dispatch, before any handler runs).
let matching: ApiCall | null = null;

/**
 * Hono's default router (RegExpRouter, TrieRouter when a pattern needs it) that notes the answering
 * route's pattern on the call being dispatched (for its log line and metrics), and gives each
 * handler the sized c.json. A Hono router is its documented extension point: `new Hono({ router })`.
 */
export class ApiRouter implements Router<Entry> {
  name = 'ApiRouter';
  #inner = new SmartRouter<Entry>({ routers: [new RegExpRouter(), new TrieRouter()] });
  // Matches of routes without parameters, by method and path. The API's table has routes that
  // RegExpRouter refuses (a parameter beside a fixed segment: /general/bets/feed and
  // /general/bets/:id), so Hono falls back to TrieRouter, which walks the table on every call;
  // a fixed path's match never changes. Bounded by the routes: only a route whose pattern is the
  // path itself is kept, never what a caller's path alone decides (ids, 404s).
  #fixed = new Map<string, Result<Entry>>();

  add(method: string, path: string, [handler, route]: Entry): void {
    const sized: ApiHandler = (c, next) => {
      c.json = sizedJson as unknown as typeof c.json;
      return handler(c, next);
    };
    this.#inner.add(method, path, [sized, route]);
  }

  match(method: string, path: string): Result<Entry> {
    const key = `${method} ${path}`;
    let result = this.#fixed.get(key);
    if (!result) {
      result = this.#inner.match(method, path);
      const last = result[0][result[0].length - 1];
      if (last && last[0][1].path === path) this.#fixed.set(key, result);
    }
    if (matching) {
      const handlers = result[0];
      // The last handler is the route's own (middlewares come first): its pattern, as
      // c.req.routePath gives it after the chain ran. No match at all: '/*'.
      matching.route = handlers.length ? handlers[handlers.length - 1]![0][1].path : '/*';
      matching = null;
    }
    return result;
  }
}

/**
 * Puts the steps in front of the app's dispatch: `app.fetch` (and so `app.request`) runs them.
 * `base` fills each call's bindings from what the server passed.
 */
export function withFront(
  app: Hono<ApiEnv>,
  steps: readonly FrontStep[],
  base: (req: Request, env: ServerBindings | undefined) => ApiBindings,
): void {
  const honoFetch = app.fetch;
  const dispatch = (call: ApiCall): Answer => {
    matching = call;
    try {
      return honoFetch(call.req, call.env);
    } finally {
      matching = null;
    }
  };
  let run = dispatch;
  for (const step of [...steps].reverse()) {
    const next = run;
    run = (call) => step.run(call, next, dispatch);
  }
  const entry = run;
  app.fetch = (req: Request, env?: unknown) => {
    const server = env as ServerBindings | undefined;
    const out = server?.outgoing;
    return entry({
      req,
      env: base(req, server),
      out: out && typeof out.setHeader === 'function' && !out.headersSent ? out : undefined,
      path: pathOfUrl(req.url),
      route: '/*',
    });
  };
}
