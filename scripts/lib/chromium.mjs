import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The first of `env`'s path and `candidates` that exists; else, with `install`, a root user on
 * Debian gets `pkg` installed with apt-get and its first candidate; else null.
 */
function locate({ env, candidates, pkg, install }) {
  const fromEnv = process.env[env];
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!(install && isRoot && hasApt)) return null;
  console.log(`${pkg} is missing: installing Debian's ${pkg} package (needed by the end-to-end tests)…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', pkg], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return existsSync(candidates[0]) ? candidates[0] : null;
}

/**
 * Debian's Chromium (Playwright's own browser download does not work offline).
 * With `install`, a root user on Debian gets it installed with apt-get.
 */
export function findChromium({ install = false } = {}) {
  const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  const found = locate({ env: 'CHROMIUM_PATH', candidates, pkg: 'chromium', install });
  if (found) return found;
  throw new Error(
    'Chromium was not found. Install it (Debian: `sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chromium binary.',
  );
}

/**
 * Debian's Chromium headless shell, the browser Playwright itself runs for headless tests: the
 * same Blink and V8 without the browser's own interface, which a full Chromium in headless mode
 * still runs (renderers of its own WebUI beside every page). `CHROMIUM_HEADLESS_SHELL` points at
 * another; null without one (the full Chromium then runs the tests). With `install`, a root user
 * on Debian gets the package installed with apt-get.
 */
export function findHeadlessShell({ install = false } = {}) {
  const candidates = ['/usr/bin/chromium-headless-shell', '/usr/lib/chromium/chromium-headless-shell'];
  return locate({ env: 'CHROMIUM_HEADLESS_SHELL', candidates, pkg: 'chromium-headless-shell', install });
}

/** The flags this machine needs for a quiet headless Chromium. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];
