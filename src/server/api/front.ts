// The API's front: the shared per-call work (request id and log line, CORS and security headers, host
// policy) as plain functions run before Hono's dispatch, rather than as Hono middleware (decision 051).
//
// Why not middleware: a call matched by one handler is dispatched by Hono synchronously, and a
// plain Response handed back at once is written by @hono/node-server in the request's own event; a
// second handler (any app.use) puts every call through Hono's composer, an async function, so
// every answer becomes a promise, written by the server's slower path with a close listener per
// request. Over HTTP the shared stack as three middlewares cost ~23 µs a call over the route alone;
// bench:api measures the steps as they are now.
import type { Context, Hono } from 'hono';
import type { Router, Result } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';
import type { Handler, MiddlewareHandler, RouterRoute } from 'hono/types';
import { getPath } from 'hono/utils/url';
import { namesAcceptEncoding, noteBodySize } from '../http/compression.server';
import type { ServerBindings } from '../http/client-ip.server';
import type { ApiBindings, ApiEnv } from './types';

export type Answer = Response | Promise<Response>;
type NodeOut = NonNullable<ServerBindings['outgoing']>;

/** One API call as the front's steps see it. */
export interface ApiCall {
  req: Request;
  /**
   * What the route will see as c.env (steps may change deps and clientIp before it runs); its
   * shared headers always there for the steps to fill.
   */
  env: ApiBindings & { headers: Record<string, string> };
  /** The Node server's response while its headers can be set; undefined off the Node server (tests). */
  out: NodeOut | undefined;
  /** The request's path as the router sees it (percent-decoded), no query. */
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

type ApiHandler = Handler<ApiEnv> | MiddlewareHandler<ApiEnv>;
type Entry = [ApiHandler, RouterRoute];

// An answer whose own header record holds the call's shared headers (sizedJson's plain path):
// nothing is left to add to it on the way out.
const CARRIES_SHARED = Symbol('carriesShared');
type Marked = Response & { [CARRIES_SHARED]?: true };

// Hono's own c.header and c.status of a call, kept while the call's context notes their use: an
// answer whose route set a header or a status is made by Hono, which merges them.
const HONO_HEADER = Symbol('honoHeader');
const HONO_STATUS = Symbol('honoStatus');
const TOUCHED = Symbol('touched');
type Noted = Context<ApiEnv> & {
  [HONO_HEADER]: Context<ApiEnv>['header'];
  [HONO_STATUS]: Context<ApiEnv>['status'];
  [TOUCHED]?: true;
};

function notedHeader(this: Noted, ...args: Parameters<Context['header']>): void {
  this[TOUCHED] = true;
  this[HONO_HEADER](...args);
}

function notedStatus(this: Noted, status: Parameters<Context['status']>[0]): void {
  this[TOUCHED] = true;
  this[HONO_STATUS](status);
}

/**
 * Hono's c.json, with two differences (bench:api). A plain call (no headers or status set by the
 * route, no headers passed) answers with the call's shared headers in the answer's own header
 * record: @hono/node-server then writes it in one writeHead, where headers set on Node's response
 * first send node:http down its slower path for every header (~4 µs an answer). And the answer's
 * size is noted (compression.server.ts: the front server then knows a small answer without
 * reading its body back). One function, called as a method.
 */
function sizedJson(
  this: Noted,
  object: unknown,
  arg?: number | ResponseInit,
  headers?: Record<string, string>,
): Response {
  const text = JSON.stringify(object);
  const shared = this.env?.headers;
  let res: Response;
  if (
    shared !== undefined &&
    headers === undefined &&
    (arg === undefined || typeof arg === 'number') &&
    this[TOUCHED] === undefined &&
    !this.finalized
  ) {
    shared['Content-Type'] = 'application/json';
    res = new Response(text, { status: arg ?? 200, headers: shared });
    (res as Marked)[CARRIES_SHARED] = true;
    noteBodySize(res, text, namesAcceptEncoding(shared.Vary));
  } else {
    res = this.body(text, arg as never, { 'Content-Type': 'application/json', ...headers });
    noteBodySize(res, text);
  }
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
      // Once per call (a call with a body passes its middlewares' handlers first).
      if (c.json !== (sizedJson as unknown)) {
        const n = c as Noted;
        c.json = sizedJson as unknown as typeof c.json;
        n[HONO_HEADER] = c.header;
        c.header = notedHeader as typeof c.header;
        n[HONO_STATUS] = c.status;
        c.status = notedStatus as typeof c.status;
      }
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
    const bindings = base(req, server);
    bindings.headers ??= {};
    const call: ApiCall = {
      req,
      env: bindings as ApiCall['env'],
      out: out && typeof out.setHeader === 'function' && !out.headersSent ? out : undefined,
      // Decoded as Hono's router decodes it: a rule on the path (no-store under /auth) must see
      // the path the route answers, not /%61uth.
      path: getPath(req),
      route: '/*',
    };
    const res = entry(call);
    return res instanceof Promise ? res.then((r) => withShared(call, r)) : withShared(call, res);
  };
}

/**
 * The call's shared headers (env.headers, gathered by the steps) onto an answer that does not
 * carry them already. On the Node server onto its response, before the answer is written:
 * node:http puts the answer's own headers over them, so a route's own Cross-Origin-Opener-Policy
 * or Cache-Control wins. Elsewhere (app.request, in-process calls) onto the answer, where the
 * route did not set them; Vary gets the names it lacks.
 */
function withShared(call: ApiCall, res: Response): Response {
  if ((res as Marked)[CARRIES_SHARED] === true) return res;
  const shared = call.env.headers;
  const out = call.out;
  if (out) {
    if (!out.headersSent) for (const name in shared) if (name !== 'Content-Type') out.setHeader(name, shared[name]!);
    return res;
  }
  try {
    const h = res.headers;
    for (const name in shared) {
      const value = shared[name]!;
      if (name === 'Vary') h.set('Vary', mergedVary(h.get('vary'), value));
      else if (name !== 'Content-Type' && !h.has(name)) h.set(name, value);
    }
  } catch {
    // A fetched answer's headers cannot change; it goes as it is.
  }
  return res;
}

/** The answer's Vary with the names of `more` it lacks added. */
function mergedVary(own: string | null, more: string): string {
  if (!own) return more;
  const have = new Set(own.toLowerCase().split(/\s*,\s*/));
  const missing = more.split(/\s*,\s*/).filter((name) => !have.has(name.toLowerCase()));
  return missing.length ? `${own}, ${missing.join(', ')}` : own;
}
