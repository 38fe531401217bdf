import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/contract/common';

const load = (l: string) => JSON.parse(readFileSync(`locales/${l}.json`, 'utf8')) as Record<string, unknown>;
const keys = (o: Record<string, unknown>, p = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${p}${k}.`) : [`${p}${k}`],
  );
const value = (o: Record<string, unknown>, k: string) =>
  k.split('.').reduce<unknown>((x, part) => (x as Record<string, unknown>)[part], o);

describe('locale dictionaries', () => {
  const en = load('en');
  const enKeys = keys(en).sort();
  for (const lang of LANGS) {
    it(`${lang} has every key, non-empty, with the same placeholders`, () => {
      const d = load(lang);
      expect(keys(d).sort()).toEqual(enKeys);
      for (const k of enKeys) {
        const v = String(value(d, k));
        expect(v.trim(), `${lang}:${k}`).not.toBe('');
        const ph = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
        expect(ph(v), `${lang}:${k}`).toEqual(ph(String(value(en, k))));
      }
    });
  }
});
