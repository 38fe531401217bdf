import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * Debian's Chromium (Playwright's own browser download does not work offline).
 * With `install`, a root user on Debian gets it installed with apt-get.
 */
export function findChromium({ install = false } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const found = CANDIDATES.find((p) => existsSync(p));
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (install && isRoot && hasApt) {
    console.log("Chromium is missing: installing Debian's chromium package (needed by the end-to-end tests)…");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    'Chromium was not found. Install it (Debian: `sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chromium binary.',
  );
}

const SHELLS = ['/usr/bin/chromium-headless-shell', '/usr/lib/chromium/chromium-headless-shell'];

/**
 * Debian's Chromium headless shell, the browser Playwright itself runs for headless tests: the
 * same Blink and V8 without the browser's own interface, which a full Chromium in headless mode
 * still runs (renderers of its own WebUI beside every page). `CHROMIUM_HEADLESS_SHELL` points at
 * another; without one, the full Chromium (installed as findChromium does). With `install`, a
 * root user on Debian gets the package installed with apt-get.
 */
export function findHeadlessShell({ install = false } = {}) {
  const fromEnv = process.env.CHROMIUM_HEADLESS_SHELL;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const found = SHELLS.find((p) => existsSync(p));
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (install && isRoot && hasApt) {
    console.log("Chromium's headless shell is missing: installing Debian's chromium-headless-shell package…");
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const res = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium-headless-shell'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (res.status === 0 && existsSync(SHELLS[0])) return SHELLS[0];
  }
  return null;
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
