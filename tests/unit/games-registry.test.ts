import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { footerGames, primaryNav } from '../../src/components/shell/nav';
import { LANGS } from '../../src/contract/common';
import {
  BET_LIMIT_KEYS,
  GAMES,
  gameAtPath,
  gameHref,
  gamesOn,
  SERVICES,
  serviceEnvVar,
} from '../../src/games/registry';
import { betLimitsSchema } from '../../src/server/config/schema';
import { resetEnvForTests } from '../../src/server/env.server';
import { apiBasesFor } from '../../src/server/runtime.server';
import { decideRedirect } from '../../src/site/redirects';
import { matchRoute, ROUTES } from '../../src/site/routes';
import { parseOperatorConfig } from '../../src/server/config/store.server';

const GAMES_DIR = path.resolve('src/games');

describe('the game registry', () => {
  it('lists every game and area the spec names, once, each in a folder of its own name', async () => {
    const slugs = GAMES.map((g) => g.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    // Spec section 1: crash, cases, miner, coinflip, keno, dice, hilo, roulette, rooms, slots, live casino, betting;
    // and the wheel (spec section 9 sets its limits; issue 17 places it).
    expect([...slugs].sort()).toEqual(
      [
        'betting',
        'cases',
        'coinflip',
        'crash',
        'dice',
        'hilo',
        'keno',
        'live-casino',
        'miner',
        'rooms',
        'roulette',
        'slots',
        'wheel',
        'limbo',
        'plinko',
      ].sort(),
    );
    for (const g of GAMES) {
      const mod = await import(path.join(GAMES_DIR, g.slug, 'index.ts'));
      expect(mod.default, g.slug).toBe(g);
    }
  });

  it('has the name, tagline, description and rules of every game in all five languages', () => {
    for (const g of GAMES) {
      expect(Object.keys(g.content).sort(), g.slug).toEqual([...LANGS].sort());
      for (const lang of LANGS) {
        const c = g.content[lang];
        for (const text of [c.name, c.tagline, c.description, ...c.rules])
          expect(text.trim(), `${g.slug}/${lang}`).not.toBe('');
        expect(c.rules.length, `${g.slug}/${lang}`).toBeGreaterThan(0);
        // Every language has as many rules as Russian: a missing translation shows as a shorter list.
        expect(c.rules.length, `${g.slug}/${lang}`).toBe(g.content.ru.rules.length);
      }
    }
  });

  it('routes every page of every game, and its main page is indexed (so it is in the sitemap)', () => {
    for (const g of GAMES) {
      for (const r of g.routes) {
        const concrete = r.path.replace(/\[[^\]]+\]/g, 'x');
        const match = matchRoute(concrete);
        expect(match?.route.gameSlug, concrete).toBe(g.slug);
        expect(gameAtPath(concrete), concrete).toBe(g);
      }
      const main = ROUTES.find((r) => r.path === gameHref(g));
      expect(main?.indexable, g.slug).toBe(true);
    }
    // The sportsbook page keeps its place outside /games and is not flagged as a game page.
    expect(matchRoute('/betting')?.route.game).toBe(false);
    expect(matchRoute('/games/dice')?.route.game).toBe(true);
  });

  it('links the header, footer and lobby consistently with the registry', () => {
    const nav = primaryNav();
    expect(nav.map((n) => n.href)).toEqual([
      '/',
      '/games/slots',
      '/games/live-casino',
      '/games/crash',
      '/games/cases',
      '/games/rooms',
      '/betting',
      '/bonuses',
      '/vip-club',
      '/top',
    ]);
    for (const g of GAMES.filter((x) => x.nav)) expect(nav).toContainEqual({ href: gameHref(g), label: g.nav!.label });
    expect(footerGames().map((f) => f.href)).toEqual([
      '/games/crash',
      '/games/dice',
      '/games/miner',
      '/games/coinflip',
      '/games/keno',
      '/games/hilo',
      '/games/roulette',
      '/games/wheel',
      '/games/limbo',
      '/games/plinko',
    ]);
    // Every linked label has a translation in every language.
    for (const lang of LANGS) {
      const dict = JSON.parse(readFileSync(path.resolve(`locales/${lang}.json`), 'utf8'));
      for (const { label } of [...nav, ...footerGames()]) {
        const value = label.split('.').reduce((o: Record<string, unknown> | undefined, k) => o?.[k] as never, dict);
        expect(typeof value, `${lang}: ${label}`).toBe('string');
      }
    }
    // The lobby: every game with a card, and each card's picture exists.
    const lobby = GAMES.filter((g) => g.card);
    expect(lobby.map((g) => g.slug)).toEqual(GAMES.filter((g) => g.kind !== 'sportsbook').map((g) => g.slug));
    for (const g of lobby) expect(existsSync(path.resolve('public', `.${g.card!.image}`)), g.card!.image).toBe(true);
  });

  it('gives every game we serve a service, and mounts exactly the spec’s seven services', () => {
    for (const g of GAMES) {
      const ours = g.kind === 'instant' || g.kind === 'shared-round';
      expect(g.service !== null, g.slug).toBe(ours);
    }
    expect([...SERVICES]).toEqual(['crash', 'cases', 'miner', 'general', 'coinflip', 'keno', 'dice']);
    expect(GAMES.find((g) => g.slug === 'hilo')?.service).toBe('general');
    expect(GAMES.find((g) => g.slug === 'roulette')?.service).toBe('general');
    // Each service's variable is documented in .env.example.
    const example = readFileSync(path.resolve('.env.example'), 'utf8');
    for (const s of SERVICES) expect(example).toMatch(new RegExp(`^${serviceEnvVar(s)}=`, 'm'));
  });

  it('accepts a bet limit under every game’s limit key, and the shipped limits file', () => {
    for (const g of GAMES) {
      if (!g.limitKey) continue;
      expect(betLimitsSchema.parse({ RUB: { games: { [g.limitKey]: { min: 1, max: 2 } } } }).RUB?.games).toEqual({
        [g.limitKey]: { min: 1, max: 2 },
      });
    }
    expect(BET_LIMIT_KEYS).toContain('wheel');
    expect(() => betLimitsSchema.parse({ RUB: { games: { blackjack: { max: 1 } } } })).toThrow();
    betLimitsSchema.parse(JSON.parse(readFileSync(path.resolve('private/bet-limits.json'), 'utf8')));
  });

  it('keeps each game folder to itself: no game imports another game', () => {
    const slugs = new Set<string>(GAMES.map((g) => g.slug));
    for (const slug of readdirSync(GAMES_DIR)) {
      if (!slugs.has(slug)) continue;
      const files = readdirSync(path.join(GAMES_DIR, slug), { recursive: true, encoding: 'utf8' }).filter((f) =>
        /\.tsx?$/.test(f),
      );
      for (const f of files) {
        const src = readFileSync(path.join(GAMES_DIR, slug, f), 'utf8');
        for (const [, spec] of src.matchAll(/from '([^']+)'/g)) {
          const target = path.resolve(path.dirname(path.join(GAMES_DIR, slug, f)), spec!);
          const rel = path.relative(GAMES_DIR, target).split(path.sep)[0]!;
          if (spec!.startsWith('.')) expect(rel === slug || !slugs.has(rel), `${slug}/${f} imports ${spec}`).toBe(true);
        }
      }
    }
  });
});

describe('service base URLs', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetEnvForTests();
  });

  it('gives every registry service a base: its own variable, or the API base plus its name', () => {
    process.env.GENERAL_API_URL = 'https://general.example/v1/';
    delete process.env.API_URL;
    resetEnvForTests();
    const { services } = apiBasesFor('https://www.casino.test');
    expect(Object.keys(services).sort()).toEqual([...SERVICES].sort());
    expect(services.general).toBe('https://general.example/v1');
    expect(services.dice).toBe('https://api.casino.test/dice');
  });
});

describe('restricted games domains', () => {
  const site = parseOperatorConfig({ site: JSON.stringify({ restrictedGamesDomains: ['games.casino.test'] }) }).site;
  const flagged: string[] = GAMES.filter((g) => g.restrictedOnGamesDomains).map((g) => g.slug);

  it('flag exactly crash, coinflip and cases (spec section 6)', () => {
    expect(flagged.sort()).toEqual(['cases', 'coinflip', 'crash']);
  });

  it('hide exactly the flagged games on a listed domain, and nothing elsewhere', () => {
    const on = gamesOn('Games.Casino.Test', site.restrictedGamesDomains).map((g) => g.slug);
    expect(on).toEqual(GAMES.map((g) => g.slug).filter((s) => !flagged.includes(s)));
    expect(gamesOn('casino.test', site.restrictedGamesDomains)).toEqual([...GAMES]);
    const hrefs = primaryNav(gamesOn('games.casino.test', site.restrictedGamesDomains)).map((n) => n.href);
    expect(hrefs).not.toContain('/games/crash');
    expect(hrefs).not.toContain('/games/cases');
    expect(hrefs).toContain('/games/slots');
  });

  it('send every page of a flagged game to the 403 error page there, and no other game page', () => {
    for (const route of ROUTES) {
      if (!route.gameSlug) continue;
      const concrete = route.path.replace(/\[[^\]]+\]/g, 'x');
      const r = decideRedirect({
        path: concrete,
        search: '',
        lang: 'en',
        host: 'games.casino.test',
        site,
        blocked: false,
        skipGeo: false,
      });
      if (flagged.includes(route.gameSlug))
        expect(r, concrete).toEqual({ location: '/en/error?errorCode=403', status: 302 });
      else expect(r, concrete).toBeNull();
    }
  });
});
