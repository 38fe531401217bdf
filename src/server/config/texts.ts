import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LANGS, type Lang } from '../../contract/common';
import { dictionaries, type TextOverrides } from '../../i18n';
import { logFor } from '../log.server';

const log = logFor('config');

export type { TextOverrides };

// Operator text overrides: `texts.<lang>.json` beside operator.json, a flat object of
// dictionary keys (dotted, e.g. "home.heroTitle") to the operator's wording. One file per
// language, so a broken file costs only its language, and a bad key only itself: the site
// keeps the built-in text there. A file that cannot be loaded is logged as
// 'Failed locale loading' (spec section 8).

export const textFile = (lang: Lang) => `texts.${lang}.json`;

const fileSchema = z.record(z.string().min(1).max(200), z.string().max(4000));

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const placeholders = (s: string) => new Set([...s.matchAll(PLACEHOLDER)].map((m) => m[1]!));

/** The built-in English text at a dotted key, when that key is a text (not a group). */
function builtIn(key: string): string | undefined {
  let node: unknown = dictionaries.en;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export class LocaleLoadError extends Error {}

/**
 * One language's overrides from its file's text. Throws LocaleLoadError when the file as a
 * whole is unusable; returns the good keys and a problem line for each key it dropped.
 */
export function parseTextOverrides(text: string): { texts: Record<string, string>; problems: string[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new LocaleLoadError(`not valid JSON (${(e as Error).message})`);
  }
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) {
    throw new LocaleLoadError(
      parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; '),
    );
  }
  const texts: Record<string, string> = Object.create(null);
  const problems: string[] = [];
  for (const [key, value] of Object.entries(parsed.data)) {
    const original = builtIn(key);
    if (original === undefined) {
      problems.push(`${key}: no such text`);
      continue;
    }
    // A placeholder the site never fills would show as {{name}} to players.
    const allowed = placeholders(original);
    const unknown = [...placeholders(value)].filter((p) => !allowed.has(p));
    if (unknown.length) {
      problems.push(`${key}: unknown placeholder ${unknown.map((p) => `{{${p}}}`).join(', ')}`);
      continue;
    }
    texts[key] = value;
  }
  return { texts, problems };
}

/**
 * Reads every language's file in `dir`. A language whose file fails keeps `previous[lang]`
 * (the last good overrides, none at start-up); absent files mean no overrides.
 */
export function loadTextOverrides(dir: string, previous: TextOverrides = {}): TextOverrides {
  const out: TextOverrides = {};
  for (const lang of LANGS) {
    const file = path.join(dir, textFile(lang));
    if (!existsSync(file)) continue;
    try {
      const { texts, problems } = parseTextOverrides(readFileSync(file, 'utf8'));
      for (const p of problems)
        log.warn({ file: textFile(lang), problem: p }, 'text override ignored (the built-in text stays)');
      out[lang] = texts;
    } catch (e) {
      log.error({ file: textFile(lang), err: e }, 'Failed locale loading');
      if (previous[lang]) out[lang] = previous[lang];
    }
  }
  return out;
}
