import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { emailSchema } from '../../../contract/auth';
import { issuesToFieldErrors } from '../../../contract/errors';
import { ApiHttpError } from '../errors';
import type { ApiEnv } from '../types';
import { parseForm } from '../validate';
import type { Queryable } from '../../db/types';
import { pkceChallenge } from '../../auth/social.server';
import { apiBaseOf } from '../origins';
import { hashToken } from '../../auth/tokens.server';
import { escapeMarkup } from '../../http/escape-markup';

/**
 * "Demo ID": a tiny OAuth 2 provider built into the API so social login works on a demo
 * install with no account anywhere (kind 'demo' in auth.social, only with DEMO_DATA=1).
 * It is a real provider as far as the client side is concerned — authorization code, PKCE
 * S256, token and userinfo endpoints — so the same code path is exercised as with Google.
 */

export const DEMO_CLIENT_ID = 'demo';
/** A code only has to survive one redirect; an access token one userinfo call. */
const CODE_TTL_SECONDS = 60;
const ACCESS_TTL_SECONDS = 300;

const FIRST = ['Alex', 'Maria', 'Ivan', 'Aigerim', 'Lucas', 'Priya', 'Sofia', 'Daniyar', 'Ana', 'Rahul'];
const LAST = ['Morgan', 'Petrova', 'Smirnov', 'Nurlanova', 'Silva', 'Sharma', 'Costa', 'Ivanov', 'Lima', 'Kumar'];

/** A random persona to prefill the form with; the player may change it. */
export function randomPersona(): { name: string; email: string } {
  const first = FIRST[randomInt(FIRST.length)]!;
  const last = LAST[randomInt(LAST.length)]!;
  return { name: `${first} ${last}`, email: `${first}.${last}.${randomInt(1000, 10000)}@example.com`.toLowerCase() };
}

/** The same e-mail is the same demo identity, so logging in twice finds the same player. */
export const demoSubject = (email: string) =>
  `demo-${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 24)}`;

// ---------------------------------------------------------------------------- records

// Codes and access tokens live in auth_tokens under purposes of their own (stored hashed).
const CODE_PURPOSE = 'demo_oauth_code';
const ACCESS_PURPOSE = 'demo_oauth_access';
const newDemoSecret = (kind: 'dc1' | 'da1') => `${kind}.${randomBytes(32).toString('base64url')}`;

interface CodeData {
  challenge: string;
  redirect_uri: string;
  sub: string;
  name: string;
  email: string;
}

async function storeSecret(db: Queryable, purpose: string, secret: string, ttl: number, data: object) {
  await db.query(
    `INSERT INTO auth_tokens (token_hash, purpose, data, expires_at) VALUES ($1, $2, $3::jsonb, now() + make_interval(secs => $4))`,
    [hashToken(secret), purpose, JSON.stringify(data), ttl],
  );
}

async function spendCode(db: Queryable, code: string): Promise<CodeData | null> {
  const { rows } = await db.query<{ data: CodeData }>(
    `UPDATE auth_tokens SET consumed_at = now()
      WHERE token_hash = $1 AND purpose = $2 AND consumed_at IS NULL AND expires_at > now() RETURNING data`,
    [hashToken(code), CODE_PURPOSE],
  );
  return rows[0]?.data ?? null;
}

async function accessTokenData(db: Queryable, token: string): Promise<CodeData | null> {
  const { rows } = await db.query<{ data: CodeData }>(
    `SELECT data FROM auth_tokens WHERE token_hash = $1 AND purpose = $2 AND consumed_at IS NULL AND expires_at > now()`,
    [hashToken(token), ACCESS_PURPOSE],
  );
  return rows[0]?.data ?? null;
}

// ---------------------------------------------------------------------------- requests

const authorizeParams = {
  response_type: z.literal('code'),
  client_id: z.literal(DEMO_CLIENT_ID),
  redirect_uri: z.url({ protocol: /^https?$/ }).max(2048),
  scope: z.string().max(200).optional(),
  state: z.string().min(1).max(512),
  code_challenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'an S256 challenge'),
  code_challenge_method: z.literal('S256'),
};
const authorizeQuerySchema = z.object(authorizeParams);
const authorizeFormSchema = z.object({
  ...authorizeParams,
  name: z.string().trim().min(1).max(60),
  email: emailSchema,
});
const tokenFormSchema = z.object({
  grant_type: z.literal('authorization_code'),
  code: z.string().min(1).max(200),
  redirect_uri: z.string().max(2048),
  client_id: z.literal(DEMO_CLIENT_ID),
  code_verifier: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, 'a PKCE verifier'),
});

/** OAuth errors (RFC 6749 §5.2) have a shape of their own, which the social client reads. */
const oauthError = (c: Context<ApiEnv>, error: string, status: 400 | 401 = 400) =>
  c.json({ error }, status, { 'cache-control': 'no-store' });

/**
 * An authorization request we may answer: only for a demo provider of this install, and
 * only back to this API's own callback for it — never to an address the request names.
 */
function checkAuthorizeRequest(c: Context<ApiEnv>, input: unknown) {
  const parsed = authorizeQuerySchema.safeParse(input);
  if (!parsed.success) {
    throw new ApiHttpError(400, {
      message: 'Bad authorization request.',
      errors: issuesToFieldErrors(parsed.error.issues),
    });
  }
  const base = apiBaseOf(c);
  const callbacks = c.env.deps
    .getConfig()
    .site.auth.social.filter((p) => p.kind === 'demo')
    .map((p) => `${base}/auth/social/${p.id}/callback`);
  if (!callbacks.includes(parsed.data.redirect_uri)) {
    throw new ApiHttpError(400, {
      message: 'Bad authorization request.',
      errors: { redirect_uri: ['redirect_uri_not_allowed: Not a callback of this site'] },
    });
  }
  return parsed.data;
}

/** The consent page: a plain form, so no script is needed (and none is allowed by its CSP). */
export function demoAuthorizePage(
  params: z.infer<typeof authorizeQuerySchema>,
  persona: { name: string; email: string },
): string {
  const hidden = Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `<input type="hidden" name="${escapeMarkup(k)}" value="${escapeMarkup(String(v))}">`)
    .join('\n      ');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>Demo ID</title>
  <style>
    body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #0f1420; color: #e8ecf4;
           font: 16px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
    form { width: min(340px, 90vw); background: #182033; border-radius: 16px; padding: 28px; display: grid; gap: 14px; }
    h1 { margin: 0 0 4px; font-size: 22px; }
    p { margin: 0 0 8px; color: #9aa5bd; font-size: 14px; }
    label { display: grid; gap: 6px; font-size: 14px; color: #c4cce0; }
    input[type=text], input[type=email] { font: inherit; padding: 10px 12px; border-radius: 10px; border: 1px solid #2c3752;
           background: #0f1420; color: inherit; }
    button { font: inherit; font-weight: 600; padding: 12px; border: 0; border-radius: 10px; background: #3d7bff; color: #fff; cursor: pointer; }
  </style>
</head>
<body>
  <main>
    <form method="post" action="authorize">
      <h1>Demo ID</h1>
      <p>A pretend identity provider for this demo. Sign in as:</p>
      ${hidden}
      <label>Name <input type="text" name="name" value="${escapeMarkup(persona.name)}" required maxlength="60" autocomplete="name"></label>
      <label>E-mail <input type="email" name="email" value="${escapeMarkup(persona.email)}" required maxlength="254" autocomplete="email"></label>
      <button type="submit">Continue</button>
    </form>
  </main>
</body>
</html>`;
}

/**
 * The popup passes through these pages: they must not sever it from the site that opened
 * it (Cross-Origin-Opener-Policy other than unsafe-none would), or the site never hears back.
 */
export const POPUP_COOP = { 'cross-origin-opener-policy': 'unsafe-none' } as const;

// No form-action: browsers apply it to the redirects after the POST too (callback, then the
// site or the SSO host), whose origins this page does not know.
const DEMO_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";

export const demoProviderRoutes = new Hono<ApiEnv>()
  .use('/oauth/demo/*', async (c, next) => {
    if (!c.env.deps.auth.demo) return c.json({ message: 'Not found' }, 404);
    await next();
  })
  .get('/oauth/demo/authorize', (c) => {
    const params = checkAuthorizeRequest(c, c.req.query());
    return c.html(demoAuthorizePage(params, randomPersona()), 200, {
      ...POPUP_COOP,
      'content-security-policy': DEMO_PAGE_CSP,
      'cache-control': 'no-store',
    });
  })
  .post('/oauth/demo/authorize', async (c) => {
    const form = await parseForm(c);
    const parsed = authorizeFormSchema.safeParse(form);
    if (!parsed.success) {
      throw new ApiHttpError(400, {
        message: 'Bad authorization request.',
        errors: issuesToFieldErrors(parsed.error.issues),
      });
    }
    const { name, email, ...params } = parsed.data;
    checkAuthorizeRequest(c, params);
    const code = newDemoSecret('dc1');
    const data: CodeData = {
      challenge: params.code_challenge,
      redirect_uri: params.redirect_uri,
      sub: demoSubject(email),
      name,
      email,
    };
    await storeSecret(await c.env.deps.getDb(), CODE_PURPOSE, code, CODE_TTL_SECONDS, data);
    const back = new URL(params.redirect_uri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', params.state);
    c.header('cache-control', 'no-store');
    for (const [k, v] of Object.entries(POPUP_COOP)) c.header(k, v);
    return c.redirect(back.toString(), 302);
  })
  .post('/oauth/demo/token', async (c) => {
    const parsed = tokenFormSchema.safeParse(await parseForm(c));
    if (!parsed.success) return oauthError(c, 'invalid_request');
    const t = parsed.data;
    const db = await c.env.deps.getDb();
    // Spent before checking: a code that failed once (wrong verifier) is dead, as RFC 6749 §4.1.2 asks.
    const code = await spendCode(db, t.code);
    if (!code || code.redirect_uri !== t.redirect_uri) return oauthError(c, 'invalid_grant');
    const expected = Buffer.from(code.challenge);
    const actual = Buffer.from(pkceChallenge(t.code_verifier));
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return oauthError(c, 'invalid_grant');
    const accessToken = newDemoSecret('da1');
    await storeSecret(db, ACCESS_PURPOSE, accessToken, ACCESS_TTL_SECONDS, code);
    return c.json({ access_token: accessToken, token_type: 'Bearer', expires_in: ACCESS_TTL_SECONDS }, 200, {
      'cache-control': 'no-store',
    });
  })
  .get('/oauth/demo/userinfo', async (c) => {
    const m = c.req.header('authorization')?.match(/^Bearer (da1\.[A-Za-z0-9_-]{20,100})$/);
    const data = m ? await accessTokenData(await c.env.deps.getDb(), m[1]!) : null;
    if (!data) return oauthError(c, 'invalid_token', 401);
    return c.json({ sub: data.sub, email: data.email, email_verified: true, name: data.name });
  });
