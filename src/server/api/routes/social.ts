import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import {
  type SocialLinkConfirmResponse,
  socialLinkConfirmSchema,
  socialLoginStartSchema,
} from '../../../contract/auth';
import { regionFromCountry, type Region } from '../../../contract/common';
import { COOKIES } from '../../../contract/cookies';
import { regionSchema } from '../../../contract/enums';
import { TERMS_VERSION } from '../../../contract/wallet';
import { issueAuthToken, peekAuthToken, consumeAuthToken } from '../../auth/auth-tokens.server';
import { loginResponse, recordLoginEvent } from '../../auth/login.server';
import { enforceRateLimit } from '../../auth/rate-limit.server';
import { resolveSessionToken } from '../../auth/sessions.server';
import { demoProviderRoutes, POPUP_COOP } from './social-demo';
import {
  authorizeUrl,
  exchangeCode,
  fetchUserinfo,
  confirmSocialLink,
  findOrCreateSocialUser,
  findProvider,
  networkFetch,
  offerSocialLink,
  pkcePair,
  providerEndpoints,
  SocialLoginError,
  usableProviders,
  type ProviderFetch,
} from '../../auth/social.server';
import { redeemSignupPromo } from '../../bonus/bonuses.server';
import { ssoLinkWithReturn } from '../../auth/sso.server';
import { apiBaseOf, apiPathPrefixOf, isAllowedReturnOrigin, requestProto, siteOriginOf } from '../origins';
import { hashToken } from '../../auth/tokens.server';
import { clearCookieHeader, setCookieHeader } from '../../http/cookies.server';
import type { SocialProviderConfig } from '../../config/schema';
import { countryOfIp } from '../../geo/ip-country.server';
import { onApiError, validationError } from '../errors';
import type { ApiDeps, ApiEnv } from '../types';
import { parseJson } from '../validate';
import { actor } from '../actor';
import { requireUser } from '../require-user';
import { issueChallengeIfNeeded } from './two-factor';
import { logFor } from '../../log.server';

const log = logFor('auth');

/** A player has ten minutes between "Log in with…" and coming back (the oauth_state cookie's lifetime). */
const STATE_TTL_SECONDS = COOKIES.oauthState.maxAge;

interface StateData {
  provider: string;
  origin: string;
  promo: string | null;
  region: Region;
  code_verifier: string;
  redirect_uri: string;
  authorize_url: string;
  link_user_id: number | null;
  /** The site's flow nonce, echoed in the callback fragment (absent for older clients). */
  flow?: string | null;
  /** The terms and the 18+ declaration were accepted at the start (a new player needs it). */
  accept_terms?: boolean;
}

/**
 * The demo provider answers in-process: Node's fetch cannot resolve api.localhost, and a
 * call to ourselves needs no network. One small app per API (its deps), made on first use.
 */
const inProcessDemo = new WeakMap<ApiDeps, ProviderFetch>();
function demoFetch(deps: ApiDeps, writers: ApiEnv['Bindings']['writers']): ProviderFetch {
  let send = inProcessDemo.get(deps);
  if (!send) {
    const app = new Hono<ApiEnv>();
    app.onError(onApiError);
    app.route('/', demoProviderRoutes);
    // The demo endpoints sit at the root of the API app; drop the /_api prefix of an IP host.
    send = (req) => {
      const u = new URL(req.url);
      u.pathname = u.pathname.replace(/^\/_api(?=\/)/, '');
      return Promise.resolve(app.fetch(new Request(u, req), { deps, writers, clientIp: null }));
    };
    inProcessDemo.set(deps, send);
  }
  return send;
}

const fetchFor = (c: Context<ApiEnv>, p: SocialProviderConfig): ProviderFetch =>
  p.kind === 'demo' ? demoFetch(c.env.deps, c.env.writers) : networkFetch;

/** The region a new player gets: the site's Region header, else the visitor's country. */
function regionOf(c: Context<ApiEnv>): Region {
  const header = regionSchema.safeParse(c.req.header('region')?.toUpperCase());
  return header.success ? header.data : regionFromCountry(countryOfIp(c.env.clientIp));
}

// The oauth_state row of src/contract/cookies.ts, under the API's own path.
const stateCookieOptions = (c: Context<ApiEnv>) => ({
  pathPrefix: apiPathPrefixOf(c),
  secure: requestProto(c) === 'https',
});

function popupRedirect(c: Context<ApiEnv>, location: string) {
  c.header('cache-control', 'no-store');
  for (const [k, v] of Object.entries(POPUP_COOP)) c.header(k, v);
  return c.redirect(location, 302);
}

/** The site's popup page, with the outcome in the fragment (never sent to any server). */
const callbackPage = (origin: string, outcome: Record<string, string>) =>
  `${origin}/auth/callback#${new URLSearchParams(outcome).toString()}`;

const callbackQuerySchema = z.object({
  state: z.string().max(512).optional(),
  code: z.string().max(2048).optional(),
  error: z.string().max(200).optional(),
});
const startQuerySchema = z.object({ state: z.string().regex(/^os1\.[A-Za-z0-9_-]{20,100}$/) });

export const socialRoutes = new Hono<ApiEnv>()
  .route('/', demoProviderRoutes)
  .get('/auth/providers', (c) => c.json({ data: usableProviders(c.env.deps).map((p) => ({ id: p.id, name: p.name })) }))
  /**
   * PUT /auth/login: starts a social login. The answer's url is our start hop (below), which
   * goes on to the provider's authorize URL.
   */
  .put('/auth/login', async (c) => {
    await enforceRateLimit(actor(c), 'social');
    const body = await parseJson(c, socialLoginStartSchema);
    const deps = c.env.deps;
    const provider = findProvider(deps, body.provider);
    if (!provider) throw validationError({ provider: [`provider_unknown: No social login "${body.provider}" here`] });
    if (!isAllowedReturnOrigin(c, body.origin)) {
      throw validationError({ origin: ['origin_not_allowed: This address is not one of our sites'] });
    }
    const db = await deps.getDb();
    const linkUserId = body.token ? ((await resolveSessionToken(db, body.token))?.userId ?? null) : null;

    let endpoints: Awaited<ReturnType<typeof providerEndpoints>>;
    try {
      endpoints = await providerEndpoints(provider, apiBaseOf(c), fetchFor(c, provider));
    } catch (e) {
      log.warn({ provider: provider.id, err: e }, 'social provider unavailable');
      throw validationError({ provider: ['provider_unavailable: The provider does not answer; try again later'] });
    }
    const { verifier, challenge } = pkcePair();
    const redirectUri = `${apiBaseOf(c)}/auth/social/${provider.id}/callback`;
    // The state is what the callback trusts; the authorize URL needs it, so it is issued
    // first and the URL is stored with it afterwards.
    const data: StateData = {
      provider: provider.id,
      origin: new URL(body.origin).origin,
      promo: body.promo ?? null,
      region: regionOf(c),
      code_verifier: verifier,
      redirect_uri: redirectUri,
      authorize_url: '',
      link_user_id: linkUserId,
      flow: body.flow ?? null,
      accept_terms: body.accept_terms === true,
    };
    const state = await issueAuthToken(db, {
      purpose: 'oauth_state',
      userId: linkUserId,
      ttlSeconds: STATE_TTL_SECONDS,
      data: { ...data },
    });
    data.authorize_url = authorizeUrl(provider, endpoints.authorize, { redirectUri, state, challenge });
    await db.query('UPDATE auth_tokens SET data = $2::jsonb WHERE token_hash = $1', [
      hashToken(state),
      JSON.stringify(data),
    ]);
    return c.json({ url: `${apiBaseOf(c)}/auth/social/${provider.id}/start?state=${encodeURIComponent(state)}` });
  })
  /**
   * The popup's first stop: remembers the state in this browser's cookie, then goes to the
   * provider. The callback accepts only the state this browser started, so nobody can send
   * a victim a callback link that logs them into the sender's account (login CSRF).
   */
  .get('/auth/social/:provider/start', async (c) => {
    const q = startQuerySchema.safeParse(c.req.query());
    const db = await c.env.deps.getDb();
    const state = q.success ? await peekAuthToken<StateData>(db, q.data.state, 'oauth_state') : null;
    if (!q.success || !state || state.data.provider !== c.req.param('provider') || !state.data.authorize_url) {
      return popupRedirect(c, callbackPage(siteOriginOf(c), { error: 'social_state_invalid' }));
    }
    // Linking puts a provider account on the starter's player: a link another site sent
    // this browser to must not link the visitor's provider account to someone else.
    if (state.data.link_user_id !== null && c.req.header('sec-fetch-site') === 'cross-site') {
      return popupRedirect(c, callbackPage(state.data.origin, { error: 'social_state_invalid' }));
    }
    c.header('set-cookie', setCookieHeader('oauthState', q.data.state, stateCookieOptions(c)), { append: true });
    return popupRedirect(c, state.data.authorize_url);
  })
  /**
   * POST /auth/social/link/confirm {link}: the signed-in player accepts a link offer their
   * popup brought back. Only the player the offer was made to can accept it.
   */
  .post('/auth/social/link/confirm', requireUser, async (c) => {
    const { link } = await parseJson(c, socialLinkConfirmSchema);
    const db = await c.env.deps.getDb();
    try {
      const { provider } = await db.transaction((tx) => confirmSocialLink(tx, link, c.get('session').userId));
      return c.json<SocialLinkConfirmResponse>({ data: { provider } });
    } catch (e) {
      if (e instanceof SocialLoginError)
        throw validationError({ link: [`${e.code}: ${e.message.replace(/^[a-z_]+: /, '')}`] });
      throw e;
    }
  })
  .get('/auth/social/:provider/callback', async (c) => {
    const q = callbackQuerySchema.safeParse(c.req.query());
    const deps = c.env.deps;
    const db = await deps.getDb();
    const bound = getCookie(c, COOKIES.oauthState.name);
    c.header('set-cookie', clearCookieHeader('oauthState', stateCookieOptions(c)), { append: true });
    const stateToken = q.success ? q.data.state : undefined;
    const state =
      stateToken && bound === stateToken ? await consumeAuthToken<StateData>(db, stateToken, 'oauth_state') : null;
    if (!q.success || !state || state.data.provider !== c.req.param('provider')) {
      return popupRedirect(c, callbackPage(siteOriginOf(c), { error: 'social_state_invalid' }));
    }
    const s = state.data;
    const fail = async (code: string, detail?: string) => {
      if (detail) log.warn({ provider: s.provider, reason: code, detail }, 'social login failed');
      await recordLoginEvent(actor(c), {
        userId: null,
        method: 'social',
        identifier: s.provider,
        success: false,
        reason: code,
      });
      return popupRedirect(c, callbackPage(s.origin, { error: code }));
    };
    // The player said no at the provider, or the provider failed.
    if (q.data.error !== undefined || !q.data.code) {
      return fail(q.data.error === 'access_denied' ? 'social_cancelled' : 'social_failed', q.data.error);
    }
    const provider = findProvider(deps, s.provider);
    if (!provider) return fail('provider_unknown');

    let account: { userId: number; registered: boolean };
    try {
      const send = fetchFor(c, provider);
      const endpoints = await providerEndpoints(provider, apiBaseOf(c), send);
      const accessToken = await exchangeCode(provider, endpoints.token, send, {
        code: q.data.code,
        redirectUri: s.redirect_uri,
        verifier: s.code_verifier,
      });
      const info = await fetchUserinfo(endpoints.userinfo, send, accessToken);
      const linkFor = s.link_user_id;
      if (linkFor !== null) {
        // A signed-in player's link: offered, never made here; their own page confirms it.
        const offer = await offerSocialLink(db, {
          provider: provider.id,
          info,
          userId: linkFor,
          demoProvider: provider.kind === 'demo',
        });
        const outcome: Record<string, string> =
          offer.kind === 'already'
            ? { linked: provider.name }
            : { link: offer.token, provider: provider.name, account: offer.account };
        return popupRedirect(c, callbackPage(s.origin, { ...outcome, ...(s.flow ? { flow: s.flow } : {}) }));
      }
      account = await db.transaction((tx) =>
        findOrCreateSocialUser(tx, {
          provider: provider.id,
          info,
          promo: s.promo,
          region: s.region,
          demoProvider: provider.kind === 'demo',
          termsVersion: s.accept_terms ? TERMS_VERSION : null,
        }),
      );
    } catch (e) {
      if (e instanceof SocialLoginError) return fail(e.code, e.message);
      return fail('social_failed', (e as Error).message);
    }

    if (account.registered && s.promo) await redeemSignupPromo(db, deps.getConfig().bonuses, account.userId);
    // With 2FA on, the provider is only the first factor: the popup hands back a challenge
    // (under the same flow nonce as a token) and the site asks for the code.
    const challenge = await issueChallengeIfNeeded(c, account.userId, 'social');
    if (challenge) {
      return popupRedirect(c, callbackPage(s.origin, { two_factor: challenge, ...(s.flow ? { flow: s.flow } : {}) }));
    }
    const login = await loginResponse(actor(c), account.userId, 'social');
    const back = callbackPage(s.origin, {
      token: login.token,
      registered: account.registered ? '1' : '0',
      // The site's callback page hands the token over only to the browser holding this nonce.
      ...(s.flow ? { flow: s.flow } : {}),
    });
    // With SSO on, the SSO host learns of this login on the way back; the fragment carries
    // over the redirect it answers with (a Location without a fragment keeps the current one).
    const hop = login.sso ? ssoLinkWithReturn(deps, login.sso, `${s.origin}/auth/callback`) : null;
    return popupRedirect(c, hop ? `${hop}${back.slice(back.indexOf('#'))}` : back);
  });
