import { createPublicKey, type KeyObject } from 'node:crypto';
import { catalogSlug, type ProviderConfig, type ProviderGame, type ProvidersConfig } from '../../contract/providers';
import type { OperatorConfig } from '../config/schema';
import type { Queryable } from '../db/types';
import { logFor } from '../log.server';

const log = logFor('providers');

// The operator's providers (providers.json), compiled once per config version: keys parsed, games
// indexed by catalog slug and by code. A provider whose key does not parse is left out with a warning.

export interface Provider {
  name: string;
  config: ProviderConfig;
  key: KeyObject;
  /** By the provider's game code. */
  games: Map<string, ProviderGame>;
}
export interface ProviderGameRef {
  provider: Provider;
  game: ProviderGame;
  slug: string;
}
export interface Providers {
  byName: Map<string, Provider>;
  bySlug: Map<string, ProviderGameRef>;
}

let cached: { version: number; source: ProvidersConfig; value: Providers } | null = null;

export function compileProviders(source: ProvidersConfig): Providers {
  const byName = new Map<string, Provider>();
  const bySlug = new Map<string, ProviderGameRef>();
  for (const [name, config] of Object.entries(source)) {
    let key: KeyObject;
    try {
      key = createPublicKey(config.public_key);
    } catch (e) {
      log.warn({ provider: name, err: e }, 'public_key does not parse: provider ignored');
      continue;
    }
    const p: Provider = { name, config, key, games: new Map() };
    for (const g of config.games) {
      if (p.games.has(g.code)) continue;
      p.games.set(g.code, g);
      bySlug.set(catalogSlug(name, g.code), { provider: p, game: g, slug: catalogSlug(name, g.code) });
    }
    byName.set(name, p);
  }
  return { byName, bySlug };
}

/** The providers of the config in force. */
export function providersOf(config: Pick<OperatorConfig, 'providers' | 'version'>): Providers {
  if (cached && cached.version === config.version && cached.source === config.providers) return cached.value;
  const value = compileProviders(config.providers);
  cached = { version: config.version, source: config.providers, value };
  return value;
}

const bp = (rtp: number) => Math.round(rtp * 100);

/**
 * Writes the providers' games into the catalog tables (slots, live_tables). (Their edges no longer
 * go to game_edges: migration 30 dropped it, loyalty counts each settled bet's own edge.) Rows of games no longer configured, and
 * the art-only rows seeded before providers existed, are switched off, never deleted (a player's
 * favourites and history keep their names).
 */
export async function syncProviderCatalog(db: Queryable, providers: Providers): Promise<void> {
  const slots: unknown[][] = [];
  const live: unknown[][] = [];
  let sort = 0;
  for (const ref of providers.bySlug.values()) {
    const { provider, game } = ref;
    const active = provider.config.enabled;
    const title = provider.config.title ?? provider.name;
    sort += 1;
    if (game.kind === 'slots') {
      slots.push([
        ref.slug,
        game.title,
        title,
        game.image,
        bp(game.rtp),
        game.has_demo,
        sort,
        active,
        game.code,
        game.category ?? null,
        game.volatility ?? null,
      ]);
    } else {
      live.push([
        ref.slug,
        game.title,
        title,
        game.category ?? 'live',
        game.image,
        game.has_demo,
        sort,
        active,
        game.code,
        game.category ?? null,
        bp(game.rtp),
      ]);
    }
  }
  const json = (rows: unknown[]) => JSON.stringify(rows);
  await db.query(
    `WITH x AS (SELECT * FROM json_to_recordset($1::json) AS x(slug text, name text, provider text, picture text, rtp_bp int,
                  has_demo boolean, sort int, is_active boolean, provider_game text, category text, volatility text))
     INSERT INTO slots (slug, name, provider, picture, rtp_bp, has_demo, sort, is_active, provider_game, category, volatility)
     SELECT slug, name, provider, picture, rtp_bp, has_demo, sort, is_active, provider_game, category, volatility FROM x
     ON CONFLICT (slug) DO UPDATE SET name = excluded.name, provider = excluded.provider, picture = excluded.picture,
       rtp_bp = excluded.rtp_bp, has_demo = excluded.has_demo, sort = excluded.sort, is_active = excluded.is_active,
       provider_game = excluded.provider_game, category = excluded.category, volatility = excluded.volatility`,
    [
      json(
        slots.map(
          rowObject([
            'slug',
            'name',
            'provider',
            'picture',
            'rtp_bp',
            'has_demo',
            'sort',
            'is_active',
            'provider_game',
            'category',
            'volatility',
          ]),
        ),
      ),
    ],
  );
  await db.query(
    `WITH x AS (SELECT * FROM json_to_recordset($1::json) AS x(slug text, name text, provider text, kind text, picture text,
                  has_demo boolean, sort int, is_active boolean, provider_game text, category text, rtp_bp int))
     INSERT INTO live_tables (slug, name, provider, kind, picture, has_demo, sort, is_active, provider_game, category, rtp_bp)
     SELECT slug, name, provider, kind, picture, has_demo, sort, is_active, provider_game, category, rtp_bp FROM x
     ON CONFLICT (slug) DO UPDATE SET name = excluded.name, provider = excluded.provider, kind = excluded.kind,
       picture = excluded.picture, has_demo = excluded.has_demo, sort = excluded.sort, is_active = excluded.is_active,
       provider_game = excluded.provider_game, category = excluded.category, rtp_bp = excluded.rtp_bp`,
    [
      json(
        live.map(
          rowObject([
            'slug',
            'name',
            'provider',
            'kind',
            'picture',
            'has_demo',
            'sort',
            'is_active',
            'provider_game',
            'category',
            'rtp_bp',
          ]),
        ),
      ),
    ],
  );
  const slugs = [...providers.bySlug.keys()];
  await db.query(`UPDATE slots SET is_active = false WHERE is_active AND NOT (slug = ANY($1::text[]))`, [slugs]);
  await db.query(`UPDATE live_tables SET is_active = false WHERE is_active AND NOT (slug = ANY($1::text[]))`, [slugs]);
}

const rowObject = (names: string[]) => (row: unknown[]) => Object.fromEntries(names.map((n, i) => [n, row[i]]));
