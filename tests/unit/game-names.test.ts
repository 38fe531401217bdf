import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { footerGames, primaryNav } from '../../src/components/shell/nav';
import { LANGS } from '../../src/contract/common';
import { CASE_NAMES } from '../../src/games/cases/content';
import { GAMES, gameHref } from '../../src/games/registry';
import { translator } from '../../src/i18n';
import { seoSchema } from '../../src/server/config/schema';

// One name per game per language: the header (primaryNav), the footer (footerGames), the cards
// and game pages (registry content, read directly by game-cards.tsx and game.tsx) and the SEO
// title must all call a game the same thing.
const seo = seoSchema.parse(JSON.parse(readFileSync(path.resolve('private/seo.json'), 'utf8')));

describe('game names', () => {
  for (const lang of LANGS) {
    const t = translator(lang);
    it(`header and footer in ${lang} use the registry's name of each game`, () => {
      const byHref = new Map(GAMES.map((g) => [gameHref(g), g.content[lang].name]));
      const links = [...primaryNav(), ...footerGames()].filter((l) => byHref.has(l.href));
      expect(links.length).toBeGreaterThanOrEqual(GAMES.length);
      for (const l of links) expect(t(l.label), l.href).toBe(byHref.get(l.href));
    });

    it(`the SEO title of each game page in ${lang} names the game as the registry does`, () => {
      for (const g of GAMES) {
        const title = seo[lang]?.[gameHref(g)]?.title ?? '';
        expect(title.toLocaleLowerCase(lang === 'br' ? 'pt' : lang), `${g.slug}`).toContain(
          g.content[lang].name.toLocaleLowerCase(lang === 'br' ? 'pt' : lang),
        );
      }
    });

    it(`names every case in ${lang}, and no two games share a name`, () => {
      expect(Object.keys(CASE_NAMES[lang]).sort()).toEqual(Object.keys(CASE_NAMES.en).sort());
      const names = GAMES.map((g) => g.content[lang].name);
      expect(new Set(names).size).toBe(names.length);
    });
  }

  it('no Russian page shows a Latin game name, and English writes HiLo one way', () => {
    for (const g of GAMES) expect(g.content.ru.name, g.slug).not.toMatch(/^[A-Za-z -]+$/);
    expect(translator('en')('games.hilo')).toBe('HiLo');
  });
});
