import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/contract/common';
import { seoSchema } from '../../src/server/config/schema';
import { ROUTES } from '../../src/site/routes';

// The operator's shipped SEO store must cover every indexable page in every language:
// a page without a description or SEO text is what search engines saw on kz, br and hi.
const seo = seoSchema.parse(JSON.parse(readFileSync(path.resolve('private/seo.json'), 'utf8')));

/** Indexable pages with a fixed address; pages with a [param] fall back to their own title. */
const INDEXABLE = ROUTES.filter((r) => r.indexable && !r.path.includes('[')).map((r) => r.path);

describe('private/seo.json', () => {
  it('walks a non-trivial route list (the registry games and the site pages)', () => {
    expect(INDEXABLE).toEqual(expect.arrayContaining(['/', '/games/dice', '/games/crash', '/betting', '/vip-club']));
    expect(INDEXABLE.length).toBeGreaterThanOrEqual(15);
  });

  for (const lang of LANGS) {
    it(`has a title, description, keywords and SEO text for every indexable page in ${lang}`, () => {
      const missing = INDEXABLE.flatMap((p) => {
        const e = seo[lang]?.[p];
        const gaps = (['title', 'description', 'keywords', 'text'] as const).filter((k) => !e?.[k]?.trim());
        return gaps.length ? [`${p}: ${gaps.join(', ')}`] : [];
      });
      expect(missing).toEqual([]);
    });
  }

  it('is translated, not English copied into kz, br and hi', () => {
    const script: Record<string, RegExp> = { kz: /[әғқңөұүһі]/i, br: /[ãçéêõáí]/i, hi: /[\u0900-\u097F]/ };
    for (const lang of ['kz', 'br', 'hi'] as const) {
      for (const p of INDEXABLE) {
        const e = seo[lang]?.[p];
        const en = seo.en?.[p];
        expect(e?.text, `${lang} ${p}`).not.toBe(en?.text);
        expect(e?.description, `${lang} ${p}`).not.toBe(en?.description);
        expect(`${e?.title} ${e?.description} ${e?.text}`, `${lang} ${p}`).toMatch(script[lang]!);
        expect(e?.title, `${lang} ${p}`).not.toMatch(/Online casino/);
      }
    }
  });
});
