// The in-house studio configured like any provider (issue 21): its key is made once beside
// providers.json, a folder without providers.json gets one listing the studio, a local studio entry
// follows the port and key, and an operator's own entries are never touched.
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { providersFileSchema } from '../../src/contract/providers';
import { ensureStudioProvider, studioOrigin } from '../../src/server/providers/studio-setup.server';
import { studioGames } from '../../src/studio/catalog';

const games = studioGames();
const read = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'providers.json'), 'utf8'));

describe('the studio in the operator folder', () => {
  it('first start: a private key readable by the owner only, and a providers.json that validates', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'studio-setup-'));
    const pem = ensureStudioProvider(dir, { siteUrl: undefined, port: 3000, games });
    expect(pem).toContain('BEGIN PRIVATE KEY');
    expect(statSync(path.join(dir, 'studio-key.pem')).mode & 0o777).toBe(0o600);
    const parsed = providersFileSchema.parse(read(dir));
    expect(parsed.studio?.launch_url).toMatch(/^http:\/\/studio\.localhost:3000\/launch\?game=\{game\}/);
    expect(parsed.studio?.games.map((g) => g.code)).toEqual(games.map((g) => g.code));
    // A second start keeps the same key.
    expect(ensureStudioProvider(dir, { siteUrl: undefined, port: 3000, games })).toBe(pem);
  });

  it('a second process on another port leaves the launch URL alone; the key follows; operator entries stay', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'studio-setup-'));
    ensureStudioProvider(dir, { siteUrl: undefined, port: 3000, games });
    const withOperator = {
      ...read(dir),
      acme: { protocol: 'hub88', public_key: 'x', launch_url: 'https://a.test/{game}' },
    };
    withOperator.studio.public_key = 'stale';
    writeFileSync(path.join(dir, 'providers.json'), JSON.stringify(withOperator));
    ensureStudioProvider(dir, { siteUrl: undefined, port: 4000, games });
    const after = read(dir);
    // (Processes on other ports share the folder: each rewriting it sent players to the wrong one.)
    expect(after.studio.launch_url).toContain('studio.localhost:3000');
    expect(after.studio.public_key).toContain('BEGIN PUBLIC KEY');
    expect(after.acme).toEqual(withOperator.acme);
    // An operator who moved the studio to a public address keeps it there.
    after.studio.launch_url = 'https://studio.casino.example/launch?game={game}';
    writeFileSync(path.join(dir, 'providers.json'), JSON.stringify(after));
    ensureStudioProvider(dir, { siteUrl: undefined, port: 5000, games });
    expect(read(dir).studio.launch_url).toBe('https://studio.casino.example/launch?game={game}');
  });

  it("the studio lives on the site's studio. name", () => {
    expect(studioOrigin('https://www.casino.example', 443)).toBe('https://studio.casino.example');
    expect(studioOrigin(undefined, 3210)).toBe('http://studio.localhost:3210');
  });
});
