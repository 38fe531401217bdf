import ky, { isHTTPError, isNetworkError, type KyInstance, type Options } from 'ky';
import { LOCALE_INFO } from '../contract/common';
import { sessionAtom } from './atoms';
import { bus, REFRESH_FAILED } from './bus';
import { clearTokenCookie, readTokenCookie, setTokenCookie } from './cookies';
import { getHttpConfig, type HttpContext } from './http-config';
import { currentUrl, navigate, refreshView, ssoReturnUrl } from './navigation';

// The one HTTP client of the page (spec section 7): main API and game services, the
// common headers, retries, and the 401 → refresh-once → replay rule (spec section 4).
// Zod is not imported here: the contract modules load on demand (on the first error
// or refresh), so pages that make no call do not ship the validator.

export { configureHttp, getHttpConfig, type HttpConfig, type HttpContext, type ServiceName } from './http-config';

import { ApiRequestError } from './api-error';

export { ApiRequestError };

// ---------------------------------------------------------------------------- retries

/** Spec section 7. */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504];
/** Methods that carry a body: retried only because each attempt repeats one Idempotency-Key. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
/** Spec: one retry for methods without a body; two for body methods. */
const retryLimitFor = (method: string | undefined) => (method && BODY_METHODS.has(method.toUpperCase()) ? 2 : 1);
/** A server asking us to wait longer than this is treated as a failure, not waited for. */
export const MAX_RETRY_AFTER_MS = 5000;

function retryAfterMs(headers: Headers): number | undefined {
  const v = headers.get('Retry-After')?.trim();
  if (!v) return undefined;
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  const at = Date.parse(v);
  return Number.isNaN(at) ? undefined : at - Date.now();
}

/** crypto.randomUUID exists only in secure contexts; a site opened by IP over http has none. */
function randomId(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

// ---------------------------------------------------------------------------- 401 and refresh

let refreshing: Promise<string | null> | null = null;
/** The token a logout of this page is ending (session-actions.ts `logout`), or null. */
let ending: string | null = null;

/** Marks the token a logout is ending (null when done): its 401s stand, with no refresh. */
export function endingSession(token: string | null): void {
  ending = token;
}

const bearerOf = (header: string | null) => (header?.startsWith('Bearer ') ? header.slice(7) : null);

/**
 * The token to replay a 401 with, or null. Requests failing while a refresh runs wait for
 * it; a request sent with a token that has since been replaced just takes the new one, and
 * so does a tab whose token another tab of the site replaced (the cookie they share holds
 * it): the server refuses a replaced token at once, and refreshing it again would be a replay.
 */
function tokenAfter401(sent: string): Promise<string | null> {
  const current = getHttpConfig().store.get(sessionAtom).token;
  if (!current || sent === ending) return Promise.resolve(null);
  if (current !== sent) return Promise.resolve(current);
  const shared = readTokenCookie();
  if (shared && shared !== sent && !refreshing) {
    bus.emit('token-refreshed', { token: shared });
    return Promise.resolve(shared);
  }
  refreshing ??= refreshToken(current).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function refreshToken(current: string): Promise<string | null> {
  const { AUTH_PATHS, refreshTokenResponseSchema } = await import('../contract/auth');
  const path = AUTH_PATHS.refresh.split(' ')[1]!;
  try {
    const { access_token } = await http
      .post(path, { context: { noRefresh: true }, headers: { Authorization: `Bearer ${current}` } })
      .json(refreshTokenResponseSchema);
    // Issue 44: the page moved on while the refresh was out (a logout, a new login): its answer
    // is the old session's and must not overwrite the newer token in the cookie or the store.
    const now = getHttpConfig().store.get(sessionAtom).token;
    if (now !== current) return now;
    setTokenCookie(access_token);
    bus.emit('token-refreshed', { token: access_token });
    return access_token;
  } catch (e) {
    // An outage is not a verdict on the token: keep the session, fail this call only.
    if (e instanceof ApiRequestError && (e.status === 0 || e.status >= 500)) {
      console.warn('[session] token refresh failed; session kept:', e.message);
    } else {
      endSession(REFRESH_FAILED, current);
    }
    return null;
  }
}

/**
 * Spec section 4: clear the session; with an sso link, go there with the current address. Only
 * the session whose token was refused ends: a login that happened while the refresh was out is
 * not ended by the old token's refusal (it would clear the new cookie, issue 44).
 */
function endSession(reason: string, refused: string): void {
  const { token, ssoLink: sso } = getHttpConfig().store.get(sessionAtom); // read before the logout event clears state
  if (token !== refused) return;
  console.error(`[session] ${reason}`);
  clearTokenCookie();
  bus.emit('logout', { reason });
  if (sso) navigate(ssoReturnUrl(sso, currentUrl()), { external: true });
  // The server-rendered header still shows the player: render it again so the page agrees.
  else void refreshView();
}

// ---------------------------------------------------------------------------- the client

const options: Options = {
  timeout: false,
  retry: {
    limit: 2,
    methods: ['get', 'head', 'delete', 'options', 'post', 'put', 'patch'],
    statusCodes: RETRY_STATUSES,
    afterStatusCodes: [425, 429, 503],
    maxRetryAfter: MAX_RETRY_AFTER_MS,
    shouldRetry: ({ error, retryCount }) => {
      const method = (error as { request?: Request }).request?.method;
      if (retryCount > retryLimitFor(method)) return false;
      if (isHTTPError(error)) {
        const wait = retryAfterMs(error.response.headers);
        if (wait !== undefined && wait > MAX_RETRY_AFTER_MS) return false;
      }
      return undefined; // ky's own rules: status list, network errors
    },
  },
  hooks: {
    init: [
      (o) => {
        const ctx = (o.context ?? {}) as HttpContext;
        if (o.prefix !== undefined) return; // the caller chose a base (or '' for an absolute URL)
        const { services, apiBase } = getHttpConfig();
        if (ctx.service) {
          const base = services[ctx.service];
          if (!base) throw new Error(`No base URL for service "${ctx.service}"`);
          o.prefix = base;
        } else {
          o.prefix = apiBase;
        }
      },
    ],
    beforeRequest: [
      ({ request }) => {
        const { store, region, lang } = getHttpConfig();
        const token = store.get(sessionAtom).token;
        if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
        if (region) request.headers.set('Region', region);
        request.headers.set('Accept-Language', LOCALE_INFO[lang].iso);
        // Set once before the first attempt; ky clones the request for retries, so every
        // attempt of this call carries the same key and the server can deduplicate.
        if (BODY_METHODS.has(request.method) && !request.headers.has('Idempotency-Key')) {
          request.headers.set('Idempotency-Key', randomId());
        }
      },
    ],
    afterResponse: [
      async ({ request, response, options: o, retryCount }) => {
        const ctx = o.context as HttpContext & { authReplayed?: boolean };
        if (response.status !== 401 || ctx.noRefresh || ctx.authReplayed) return;
        if (retryCount >= o.retry.limit) return;
        const sent = bearerOf(request.headers.get('Authorization'));
        if (!sent) return; // an anonymous call: nothing to refresh
        const token = await tokenAfter401(sent);
        if (!token) return; // the 401 stands
        ctx.authReplayed = true; // refresh once per call
        const headers = new Headers(request.headers);
        headers.set('Authorization', `Bearer ${token}`);
        return ky.retry({ request: new Request(request, { headers }), delay: 0, code: 'TOKEN_REFRESHED' });
      },
    ],
    beforeError: [
      async ({ error }) => {
        if (isHTTPError(error)) {
          const { apiErrorSchema } = await import('../contract/errors');
          const parsed = apiErrorSchema.safeParse(error.data);
          return new ApiRequestError(error.response.status, parsed.success ? parsed.data : null, { cause: error });
        }
        if (isNetworkError(error)) return new ApiRequestError(0, null, { cause: error });
        return error;
      },
    ],
  },
};

/**
 * The page's HTTP client. Paths resolve against the main API base, or against a
 * service's base with `context: { service }`. Failures throw ApiRequestError.
 */
export const http: KyInstance = ky.create(options);
