// Each game's verifier form names the texts it shows (its `labels`, issue 39) and the page sends
// the `verifier` namespace: every text a form names is there, in every language, so no field of
// the verifier is left without its label.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VERIFY_FORMS } from '../../src/components/games/verify-forms';
import { LANGS } from '../../src/contract/common';
import { PLAY_GAMES } from '../../src/games/play';

const verifierNs = (lang: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'locales', `${lang}.json`), 'utf8')).verifier ?? {};

describe("the verifier's texts", () => {
  it('every playable game has a form', () => {
    expect(Object.keys(VERIFY_FORMS).sort()).toEqual(PLAY_GAMES.map((g) => g.slug).sort());
  });

  for (const [slug, form] of Object.entries(VERIFY_FORMS)) {
    it(`${slug}: each text its form names is in every language`, () => {
      expect(form?.labels.length).toBeGreaterThan(0);
      for (const lang of LANGS) {
        const ns = verifierNs(lang);
        const missing = (form?.labels ?? []).filter((k) => typeof ns[k] !== 'string' || ns[k] === '');
        expect(missing, `${lang}: verifier.${missing.join(', verifier.')}`).toEqual([]);
      }
      if (form?.amountLabel) expect(form.labels).toContain(form.amountLabel);
    });
  }
});
