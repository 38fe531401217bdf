import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Region } from '../../contract/common';
import { DomainError } from '../../contract/domain-errors';
import type { SocialProviderConfig } from '../config/schema';
import { consumeAuthToken, issueAuthToken } from './auth-tokens.server';
import type { Queryable } from '../db/types';
import type { AuthDeps } from './actor';
import { createUser, findUserByEmail, findUserById } from './users.server';

/**
 * Social login with any OpenID Connect / OAuth 2 provider: the authorization code flow with
 * PKCE (S256), then the userinfo endpoint. Written by hand on fetch (see
 * docs/decisions/006-accounts-and-sessions.md): the flow is three requests, and the fetch is
 * injectable so the built-in demo provider is called in-process while real ones go over
 * the network.
 */

/** Sends one request to a provider: over the network, or in-process for the demo provider. */
export type ProviderFetch = (req: Request) => Promise<Response>;

/** A provider answers in seconds or not at all; a player waits in the popup meanwhile. */
const PROVIDER_TIMEOUT_MS = 10_000;
export const networkFetch: ProviderFetch = (req) => fetch(req, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });

/** A failed social login, as the code the popup reports (translated as error.<code>). */
export class SocialLoginError extends Error {
  constructor(
    readonly code: string,
    detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
  }
}

/** The providers players may use now: demo only on a demo install. */
export function usableProviders(deps: Pick<AuthDeps, 'getConfig' | 'auth'>): SocialProviderConfig[] {
  return deps.getConfig().site.auth.social.filter((p) => p.kind !== 'demo' || deps.auth.demo);
}

export function findProvider(deps: Pick<AuthDeps, 'getConfig' | 'auth'>, id: string): SocialProviderConfig | null {
  return usableProviders(deps).find((p) => p.id === id) ?? null;
}

// ---------------------------------------------------------------------------- PKCE

/** RFC 7636: a 43-character verifier and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: pkceChallenge(verifier) };
}

export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

// ---------------------------------------------------------------------------- endpoints

export interface ProviderEndpoints {
  authorize: string;
  token: string;
  userinfo: string;
}

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  userinfo_endpoint: z.url(),
});

// Discovery documents change rarely; an hour keeps a provider's key rotation or move cheap to follow.
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const discovered = new Map<string, { until: number; endpoints: ProviderEndpoints }>();

/**
 * Where a provider's three endpoints are. The demo provider lives on this API (`apiBase`);
 * an OIDC issuer publishes them at /.well-known/openid-configuration (cached); explicit
 * URLs in the config win over discovered ones.
 */
export async function providerEndpoints(
  p: SocialProviderConfig,
  apiBase: string,
  send: ProviderFetch,
): Promise<ProviderEndpoints> {
  if (p.kind === 'demo') {
    return {
      authorize: `${apiBase}/oauth/demo/authorize`,
      token: `${apiBase}/oauth/demo/token`,
      userinfo: `${apiBase}/oauth/demo/userinfo`,
    };
  }
  let fromIssuer: ProviderEndpoints | null = null;
  if (p.issuer && !(p.authorizeUrl && p.tokenUrl && p.userinfoUrl)) {
    const issuer = p.issuer.replace(/\/+$/, '');
    const hit = discovered.get(issuer);
    if (hit && hit.until > Date.now()) fromIssuer = hit.endpoints;
    else {
      const res = await send(
        new Request(`${issuer}/.well-known/openid-configuration`, { headers: { accept: 'application/json' } }),
      );
      const doc = discoverySchema.safeParse(res.ok ? await res.json().catch(() => null) : null);
      // OpenID Connect Discovery 1.0 §4.3: the document must name the issuer it was fetched from.
      if (!doc.success || doc.data.issuer.replace(/\/+$/, '') !== issuer) {
        throw new SocialLoginError('provider_unavailable', `discovery at ${issuer} failed (${res.status})`);
      }
      fromIssuer = {
        authorize: doc.data.authorization_endpoint,
        token: doc.data.token_endpoint,
        userinfo: doc.data.userinfo_endpoint,
      };
      discovered.set(issuer, { until: Date.now() + DISCOVERY_TTL_MS, endpoints: fromIssuer });
    }
  }
  return {
    authorize: p.authorizeUrl ?? fromIssuer!.authorize,
    token: p.tokenUrl ?? fromIssuer!.token,
    userinfo: p.userinfoUrl ?? fromIssuer!.userinfo,
  };
}

export const clientIdOf = (p: SocialProviderConfig) => (p.kind === 'demo' ? 'demo' : p.clientId);
const scopeOf = (p: SocialProviderConfig) => (p.kind === 'demo' ? 'openid email profile' : p.scope);

/** The secret lives in the environment; the config names the variable, never the value. */
function clientSecretOf(p: SocialProviderConfig): string | undefined {
  if (p.kind === 'demo' || !p.clientSecretEnv) return undefined;
  const secret = process.env[p.clientSecretEnv];
  if (!secret) throw new SocialLoginError('provider_unavailable', `${p.clientSecretEnv} is not set`);
  return secret;
}

export function authorizeUrl(
  p: SocialProviderConfig,
  endpoint: string,
  a: { redirectUri: string; state: string; challenge: string },
): string {
  const url = new URL(endpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', clientIdOf(p));
  url.searchParams.set('redirect_uri', a.redirectUri);
  url.searchParams.set('scope', scopeOf(p));
  url.searchParams.set('state', a.state);
  url.searchParams.set('code_challenge', a.challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

// ---------------------------------------------------------------------------- code → user info

const tokenResponseSchema = z.object({ access_token: z.string().min(1), token_type: z.string().optional() });

/** Some providers send email_verified as the string "true". */
const looseBoolean = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
const userinfoSchema = z.object({
  sub: z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1).max(255)),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()).optional().catch(undefined),
  email_verified: looseBoolean.optional().catch(undefined),
  name: z.string().trim().max(120).optional().catch(undefined),
});
export type SocialUserinfo = z.infer<typeof userinfoSchema>;

/** RFC 6749 §4.1.3 with the PKCE verifier; client authentication by HTTP Basic (§2.3.1) when there is a secret. */
export async function exchangeCode(
  p: SocialProviderConfig,
  endpoint: string,
  send: ProviderFetch,
  a: { code: string; redirectUri: string; verifier: string },
): Promise<string> {
  const clientId = clientIdOf(p);
  const secret = clientSecretOf(p);
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: a.code,
    redirect_uri: a.redirectUri,
    code_verifier: a.verifier,
    client_id: clientId,
  });
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  if (secret) {
    const enc = (s: string) => encodeURIComponent(s);
    headers.authorization = `Basic ${Buffer.from(`${enc(clientId)}:${enc(secret)}`).toString('base64')}`;
  }
  const res = await send(new Request(endpoint, { method: 'POST', headers, body }));
  const json: unknown = await res.json().catch(() => null);
  const parsed = tokenResponseSchema.safeParse(json);
  if (!res.ok || !parsed.success) {
    const err = (json as { error?: unknown } | null)?.error;
    throw new SocialLoginError(
      'social_failed',
      `token endpoint answered ${res.status}${typeof err === 'string' ? ` ${err}` : ''}`,
    );
  }
  return parsed.data.access_token;
}

export async function fetchUserinfo(
  endpoint: string,
  send: ProviderFetch,
  accessToken: string,
): Promise<SocialUserinfo> {
  const res = await send(
    new Request(endpoint, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } }),
  );
  const parsed = userinfoSchema.safeParse(res.ok ? await res.json().catch(() => null) : null);
  if (!parsed.success) throw new SocialLoginError('social_failed', `userinfo answered ${res.status}`);
  return parsed.data;
}

// ---------------------------------------------------------------------------- the player

export interface SocialAccountInput {
  provider: string;
  info: SocialUserinfo;
  promo: string | null;
  region: Region;
  /** The terms version the player accepted at the start; a new player cannot register without. */
  termsVersion?: string | null;
  /**
   * The built-in Demo ID vouches for whatever was typed into its form, so it proves
   * nothing: its identities only ever sign into accounts it created itself (no linking to
   * a logged-in player, no e-mail match, the e-mail kept unverified).
   */
  demoProvider?: boolean;
}

async function linkIdentity(db: Queryable, provider: string, info: SocialUserinfo, userId: number): Promise<void> {
  const { rows } = await db.query(
    `INSERT INTO user_identities (provider, subject, user_id, email) VALUES ($1, $2, $3, $4)
     ON CONFLICT (provider, subject) DO NOTHING RETURNING user_id`,
    [provider, info.sub, userId, info.email ?? null],
  );
  // A twin callback for the same identity won the race: this one fails rather than guess.
  if (rows.length === 0) throw new SocialLoginError('social_failed', 'identity linked concurrently');
}

/**
 * The player a provider identity logs in as: the one it is linked to; else the player with the same e-mail when both the provider
 * and we have verified it; else a new player (`registered`). An e-mail we hold unverified
 * is never matched — whoever typed it may not own it — and is refused as taken.
 */
export async function findOrCreateSocialUser(
  db: Queryable,
  a: SocialAccountInput,
): Promise<{ userId: number; registered: boolean }> {
  const { rows } = await db.query<{ user_id: number }>(
    'SELECT user_id FROM user_identities WHERE provider = $1 AND subject = $2',
    [a.provider, a.info.sub],
  );
  if (rows[0]) return { userId: Number(rows[0].user_id), registered: false };

  const email = a.info.email ?? null;
  const existing = email ? await findUserByEmail(db, email) : null;
  if (existing) {
    if (!a.demoProvider && a.info.email_verified === true && existing.is_email_verified) {
      await linkIdentity(db, a.provider, a.info, existing.id);
      return { userId: existing.id, registered: false };
    }
    throw new SocialLoginError('email_taken', 'the e-mail belongs to an account we cannot match safely');
  }

  // Registration records the terms and the 18+ declaration on the server (issue 10).
  if (!a.termsVersion) throw new SocialLoginError('terms_required', 'accept the terms to register');
  let user: Awaited<ReturnType<typeof createUser>>;
  try {
    user = await createUser(db, {
      termsVersion: a.termsVersion,
      email,
      passwordHash: null,
      registerMethod: 'social',
      name: a.info.name ?? null,
      region: a.region,
      promo: a.promo,
      emailVerified: !a.demoProvider && email !== null && a.info.email_verified === true,
    });
  } catch (e) {
    // A registration racing this one took the e-mail.
    if (e instanceof DomainError && e.code === 'email_taken') throw new SocialLoginError('email_taken');
    throw e;
  }
  await linkIdentity(db, a.provider, a.info, user.id);
  return { userId: user.id, registered: true };
}

// ---------------------------------------------------------------------------- linking

/** How long a player has to confirm a link after coming back from the provider. */
export const LINK_TTL_SECONDS = 600;

export type LinkOffer = { kind: 'already' } | { kind: 'offer'; token: string; account: string };

/**
 * A logged-in player came back from the provider wanting the identity linked. Nothing is
 * linked here (issue 7, finding 5): a link only offers itself, with a single-use token for the
 * player who started it, which their own signed-in page must confirm (`confirmSocialLink`).
 * A start link sent to someone else's browser therefore ends in an offer that browser
 * cannot accept, and the player sees what is linked before it is.
 */
export async function offerSocialLink(
  db: Queryable,
  a: { provider: string; info: SocialUserinfo; userId: number; demoProvider?: boolean },
): Promise<LinkOffer> {
  if (a.demoProvider) throw new SocialLoginError('link_refused', 'Demo ID identities cannot be linked to an account');
  const { rows } = await db.query<{ user_id: number }>(
    'SELECT user_id FROM user_identities WHERE provider = $1 AND subject = $2',
    [a.provider, a.info.sub],
  );
  if (rows[0]) {
    if (Number(rows[0].user_id) === a.userId) return { kind: 'already' };
    throw new SocialLoginError('identity_taken', 'this account is linked to another player');
  }
  if (!(await findUserById(db, a.userId))) throw new SocialLoginError('social_failed', 'the player is gone');
  const token = await issueAuthToken(db, {
    purpose: 'social_link',
    userId: a.userId,
    ttlSeconds: LINK_TTL_SECONDS,
    data: { provider: a.provider, info: a.info },
  });
  return { kind: 'offer', token, account: a.info.email ?? a.info.name ?? a.provider };
}

/**
 * The player's confirmation of a link offer, from their signed-in page: links the identity
 * when the offer is live and was made to this very player. The token is spent either way.
 */
export async function confirmSocialLink(db: Queryable, token: string, userId: number): Promise<{ provider: string }> {
  const row = await consumeAuthToken<{ provider: string; info: SocialUserinfo }>(db, token, 'social_link');
  if (!row) throw new SocialLoginError('link_invalid', 'this link offer has expired or was used');
  if (row.userId !== userId) throw new SocialLoginError('link_refused', 'this link offer was made to another player');
  await linkIdentity(db, row.data.provider, row.data.info, userId);
  return { provider: row.data.provider };
}
