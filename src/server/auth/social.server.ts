import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Region } from '../../contract/common';
import { ApiHttpError } from '../api/errors';
import type { ApiDeps } from '../api/types';
import type { SocialProviderConfig } from '../config/schema';
import type { Queryable } from '../db/types';
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
export function usableProviders(deps: Pick<ApiDeps, 'getConfig' | 'auth'>): SocialProviderConfig[] {
  return deps.getConfig().site.auth.social.filter((p) => p.kind !== 'demo' || deps.auth.demo);
}

export function findProvider(deps: Pick<ApiDeps, 'getConfig' | 'auth'>, id: string): SocialProviderConfig | null {
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
  /** The logged-in player who started the login: the identity is linked to them. */
  linkUserId: number | null;
  promo: string | null;
  region: Region;
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
 * The player a provider identity logs in as: the one it is linked to; else the logged-in
 * player who started the login; else the player with the same e-mail when both the provider
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

  if (a.linkUserId !== null && (await findUserById(db, a.linkUserId))) {
    await linkIdentity(db, a.provider, a.info, a.linkUserId);
    return { userId: a.linkUserId, registered: false };
  }

  const email = a.info.email ?? null;
  const existing = email ? await findUserByEmail(db, email) : null;
  if (existing) {
    if (a.info.email_verified === true && existing.is_email_verified) {
      await linkIdentity(db, a.provider, a.info, existing.id);
      return { userId: existing.id, registered: false };
    }
    throw new SocialLoginError('email_taken', 'the e-mail belongs to an account we cannot match safely');
  }

  let user;
  try {
    user = await createUser(db, {
      email,
      passwordHash: null,
      registerMethod: 'social',
      name: a.info.name ?? null,
      region: a.region,
      promo: a.promo,
      emailVerified: email !== null && a.info.email_verified === true,
    });
  } catch (e) {
    // A registration racing this one took the e-mail.
    if (e instanceof ApiHttpError && e.status === 422) throw new SocialLoginError('email_taken');
    throw e;
  }
  await linkIdentity(db, a.provider, a.info, user.id);
  return { userId: user.id, registered: true };
}
