import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ProviderGame } from '../../contract/providers';

// The in-house studio is configured like any provider (issue 21): an entry in the operator's
// providers.json with the studio's public key. Its key pair is made on first start and kept beside
// providers.json as studio-key.pem (never in the repository; *.pem is ignored), and when the folder
// has no providers.json one is written that lists the studio's games. Kept in the operator folder,
// the key and the entry that trusts it stay together whatever happens to the database.

export const STUDIO_PROVIDER = 'studio';
const KEY_FILE = 'studio-key.pem';
const PROVIDERS_FILE = 'providers.json';

/** The studio's origin for the site's origin: studio.<host> (locally http://studio.localhost:<port>). */
export function studioOrigin(siteUrl: string | undefined, port: number): string {
  if (!siteUrl) return `http://studio.localhost:${port}`;
  const u = new URL(siteUrl);
  return `${u.protocol}//studio.${u.host.replace(/^www\./i, '')}`;
}

export const studioLaunchTemplate = (origin: string) =>
  `${origin}/launch?game={game}&user={user}&token={token}&lang={lang}&currency={currency}&mode={mode}&lobby={lobby}`;

/** Reads (or makes) the studio's private key; returns the PEM. */
export function studioPrivateKey(dir: string): string {
  const file = path.join(dir, KEY_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8');
  const pem = generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
  try {
    // Exclusive: processes starting together (start:cluster) agree on the first one written.
    writeFileSync(file, pem, { mode: 0o600, flag: 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8');
    throw e;
  }
  chmodSync(file, 0o600);
  return pem;
}

/**
 * Makes sure the operator folder lists the studio: writes providers.json when there is none; when
 * there is one with a `studio` entry pointing at this machine, keeps its key and games in step with
 * the studio's (a regenerated key, a new title). Its launch URL is never rewritten: processes on
 * other ports may share the folder (start:cluster, the e2e suite's second server), and each
 * rewriting it to its own port sent every other process's players to the wrong one. An operator's
 * own entries are never touched. Returns the studio's private key.
 */
export function ensureStudioProvider(
  dir: string,
  opts: { siteUrl: string | undefined; port: number; games: readonly ProviderGame[] },
): string {
  const privatePem = studioPrivateKey(dir);
  const publicPem = createPublicKey(privatePem).export({ type: 'spki', format: 'pem' }).toString();
  const launch = studioLaunchTemplate(studioOrigin(opts.siteUrl, opts.port));
  const file = path.join(dir, PROVIDERS_FILE);
  if (!existsSync(file)) {
    const entry = {
      protocol: 'hub88',
      title: 'Casino Studio',
      public_key: publicPem,
      launch_url: launch,
      enabled: true,
      games: opts.games,
    };
    try {
      // Exclusive, as the key: of processes starting together, the first writes it.
      writeFileSync(file, `${JSON.stringify({ [STUDIO_PROVIDER]: entry }, null, 2)}\n`, { flag: 'wx' });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    return privatePem;
  }
  try {
    const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, unknown>>;
    const entry = all[STUDIO_PROVIDER];
    if (
      entry &&
      typeof entry.launch_url === 'string' &&
      /^http:\/\/studio\.localhost(:\d+)?\//.test(entry.launch_url)
    ) {
      const next = { ...entry, public_key: publicPem, games: opts.games };
      if (JSON.stringify(next) !== JSON.stringify(entry)) {
        all[STUDIO_PROVIDER] = next;
        writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
      }
    }
  } catch {
    // An unreadable providers.json is the config store's to report.
  }
  return privatePem;
}
