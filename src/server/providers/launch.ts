import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { LANGS, type Lang } from '../../contract/common';
import { DEMO_CURRENCY, hub88User, launchBodySchema, type ProviderConfig } from '../../contract/providers';
import { langFromAcceptLanguage } from '../../site/locale';
import { ApiHttpError } from '../api/errors';
import { sessionOf, unauthenticated } from '../api/require-user';
import type { ApiEnv } from '../api/types';
import { parseJson } from '../api/validate';
import type { Queryable } from '../db/types';
import { getEnv } from '../env.server';
import { countryOfIp } from '../geo/ip-country.server';
import { hostnameOf, isSiteOriginOf } from '../http/hosts';
import { assertNotExcluded } from '../wallet';
import { tokenHash } from './hub88';
import { providersOf } from './registry.server';

// POST /games/launch (issue 21): the URL of a provider's game for this player. Real mode hands the
// provider a fresh token bound to the player, the game and the account currency (stored hashed;
// it takes bets for PROVIDER_TOKEN_HOURS); demo mode passes currency XXX and no player at all.

const refuse = (status: 403 | 404 | 422, code: string, message: string) =>
  new ApiHttpError(status, { message, errors: { game: [`${code}: ${message}`] } });

/** Fills the provider's template; every value is URL-encoded. */
export function launchUrl(template: string, values: Record<string, string>): string {
  return template.replace(/\{([a-z_]+)\}/g, (m, k: string) => (k in values ? encodeURIComponent(values[k]!) : m));
}

/** The site origin the game's lobby link goes back to: the caller's when it is one of ours, else the first configured. */
function siteOrigin(
  c: Parameters<typeof sessionOf>[0] & { req: { header(n: string): string | undefined } },
  deps: ApiEnv['Bindings']['deps'],
): string {
  const origin = c.req.header('origin');
  const apiHost = c.req.header('host');
  if (origin && (deps.siteOrigins.includes(origin) || isSiteOriginOf(origin, apiHost))) return origin;
  return deps.siteOrigins[0] ?? `http://localhost:${getEnv().PORT}`;
}

function restricted(p: ProviderConfig, origin: string, domains: readonly string[]): boolean {
  if (!p.restricted_on_games_domains) return false;
  let host = '';
  try {
    host = hostnameOf(new URL(origin).host);
  } catch {
    return true;
  }
  return domains.includes(host);
}

export const launchRoutes = new Hono<ApiEnv>().post('/games/launch', async (c) => {
  const body = await parseJson(c, launchBodySchema);
  const deps = c.env.deps;
  const config = deps.getConfig();
  const ref = providersOf(config).bySlug.get(body.game);
  if (!ref?.provider.config.enabled) throw refuse(404, 'not_found', 'No such game.');
  if (body.mode === 'demo' && !ref.game.has_demo) throw refuse(422, 'no_demo', 'This game has no demo.');

  const country = countryOfIp(c.env.clientIp);
  if (
    country &&
    (config.site.blockedCountries.includes(country) || ref.provider.config.blocked_countries.includes(country))
  ) {
    throw refuse(403, 'region_blocked', 'This game is not available in your region.');
  }
  const origin = siteOrigin(c, deps);
  if (restricted(ref.provider.config, origin, config.site.restrictedGamesDomains)) {
    throw refuse(403, 'restricted', 'This game is not available on this site.');
  }
  const session = await sessionOf(c);
  const lang: Lang = (LANGS as readonly string[]).includes(c.req.query('lang') ?? '')
    ? (c.req.query('lang') as Lang)
    : (langFromAcceptLanguage(c.req.header('accept-language')) ?? 'en');
  const lobby = `${origin}${body.lobby ?? (ref.game.kind === 'live' ? '/games/live-casino' : '/games/slots')}`;
  const db = await deps.getDb();

  await db.query(`UPDATE ${ref.game.kind === 'live' ? 'live_tables' : 'slots'} SET plays = plays + 1 WHERE slug = $1`, [
    body.game,
  ]);
  if (body.mode === 'demo') {
    if (session) await played(db, session.userId, body.game);
    const url = launchUrl(ref.provider.config.launch_url, {
      game: ref.game.code,
      user: '',
      token: '',
      lang,
      currency: DEMO_CURRENCY,
      mode: 'demo',
      lobby,
    });
    return c.json({ data: { url } });
  }

  if (!session) throw unauthenticated();
  const { rows } = await db.query<{ currency: string | null }>('SELECT currency FROM users WHERE id = $1', [
    session.userId,
  ]);
  const currency = rows[0]?.currency;
  if (!currency) throw refuse(422, 'currency_required', 'Choose your account currency first.');
  // A self-excluded player cannot start a real-money game (the wallet would refuse every bet anyway).
  await assertNotExcluded(db, session.userId);
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO provider_sessions (token_hash, provider, user_id, session_id, game, currency, platform, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(hours => $8))`,
    [
      tokenHash(token),
      ref.provider.name,
      session.userId,
      session.sessionId,
      ref.game.code,
      currency,
      body.platform,
      getEnv().PROVIDER_TOKEN_HOURS,
    ],
  );
  await played(db, session.userId, body.game);
  const url = launchUrl(ref.provider.config.launch_url, {
    game: ref.game.code,
    user: hub88User(session.userId),
    token,
    lang,
    currency,
    mode: 'real',
    lobby,
  });
  return c.json({ data: { url } });
});

/** The catalog's "recently played". */
async function played(db: Queryable, userId: number, slug: string) {
  await db.query(
    `INSERT INTO player_games (user_id, slug, last_played_at) VALUES ($1, $2, now())
     ON CONFLICT (user_id, slug) DO UPDATE SET last_played_at = now()`,
    [userId, slug],
  );
}
