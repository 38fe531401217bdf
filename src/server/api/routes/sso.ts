import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { issuesToFieldErrors } from '../../../contract/errors';
import {
  issueSimpleAuthToken,
  openSsoSession,
  revokeSsoSessionToken,
  spendSsoTicket,
  SSO_COOKIE,
  ssoSessionUser,
} from '../../auth/sso.server';
import { clearCookieHeader, setCookieHeader } from '../../http/cookies.server';
import { apiPathPrefixOf, isAllowedReturnOrigin, requestProto } from '../origins';
import { POPUP_COOP } from './social-demo';
import { ApiHttpError } from '../errors';
import type { ApiEnv } from '../types';

const ssoQuerySchema = z.object({
  /** Only present on the hop right after a login: the login's one-time SSO ticket. */
  ticket: z
    .string()
    .regex(/^st1\.[A-Za-z0-9_-]{20,100}$/, 'an SSO ticket')
    .optional(),
  /** The page to go back to; must be one of our sites (no open redirect). */
  url: z.url({ protocol: /^https?$/ }).max(2048),
  /** The mirror's nonce for this round trip, echoed as sso_state: binds the hand-over to the browser. */
  state: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, 'a state nonce')
    .optional(),
});

/** A browser navigation, not a form: a bad query is a 400, still in the spec's error shape. */
function parseSsoQuery(c: Context<ApiEnv>) {
  const parsed = ssoQuerySchema.safeParse(c.req.query());
  if (!parsed.success) {
    throw new ApiHttpError(400, { message: 'Bad SSO request.', errors: issuesToFieldErrors(parsed.error.issues) });
  }
  if (!isAllowedReturnOrigin(c, parsed.data.url)) {
    throw new ApiHttpError(400, {
      message: 'Bad SSO request.',
      errors: { url: ['url_not_allowed: This address is not one of our sites'] },
    });
  }
  // Redirected to as the URL standard writes it: control characters, spaces and non-ASCII in the
  // address the browser sent come back percent-encoded, never raw into the Location header.
  return { ...parsed.data, url: new URL(parsed.data.url).href };
}

// The sso_session row of src/contract/cookies.ts, under the API's own path.
const cookieOptions = (c: Context<ApiEnv>) => ({ pathPrefix: apiPathPrefixOf(c), secure: requestProto(c) === 'https' });

/** A redirect nobody may cache or leak: the address may carry a one-time token. */
function goTo(c: Context<ApiEnv>, location: string) {
  c.header('cache-control', 'no-store');
  // The social login popup may pass through here; it must stay attached to its opener.
  for (const [k, v] of Object.entries(POPUP_COOP)) c.header(k, v);
  return c.redirect(location, 302);
}

/**
 * GET /sso — the SSO host (docs/decisions/006-accounts-and-sessions.md):
 * - `?ticket&url`: right after a login on any mirror; remembers the login in this host's
 *   `sso_session` cookie and goes back.
 * - `?url&state`: a mirror's first load of an anonymous visitor; if this browser is logged
 *   in here, goes back with a one-time simple-auth token (and the mirror's state as
 *   sso_state) that the mirror's front exchanges for a session; otherwise goes back unchanged.
 */
export const ssoRoutes = new Hono<ApiEnv>().get('/sso', async (c) => {
  const { ticket, url, state } = parseSsoQuery(c);
  const db = await c.env.deps.getDb();
  const current = getCookie(c, SSO_COOKIE);

  if (ticket !== undefined) {
    const userId = await spendSsoTicket(db, ticket);
    if (userId !== null) {
      // Another player's (or a stale) SSO session on this browser ends here.
      if (current) await revokeSsoSessionToken(db, current);
      const token = await openSsoSession(db, userId);
      c.header('set-cookie', setCookieHeader('ssoSession', token, cookieOptions(c)), { append: true });
    }
    return goTo(c, url);
  }

  const userId = current ? await ssoSessionUser(db, current) : null;
  if (userId === null) {
    if (current) c.header('set-cookie', clearCookieHeader('ssoSession', cookieOptions(c)), { append: true });
    return goTo(c, url);
  }
  const back = new URL(url);
  back.searchParams.set('simple_auth', '1');
  back.searchParams.set('simpleAuthToken', await issueSimpleAuthToken(db, userId));
  if (state) back.searchParams.set('sso_state', state);
  return goTo(c, back.toString());
});
