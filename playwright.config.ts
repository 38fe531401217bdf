import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
// @ts-expect-error: a plain .mjs helper shared with the test runner
import { CHROMIUM_ARGS, findChromium, findHeadlessShell } from './scripts/lib/chromium.mjs';
// @ts-expect-error: a plain .mjs helper shared with the test runner
import { copyOperatorConfig } from './scripts/lib/operator-copy.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'casino-e2e-data-'));
// Some specs rewrite the operator config the server watches: they get a temporary copy of
// private/, never the tracked files (a direct `npx playwright test` used to edit them), and
// without what another server wrote there (scripts/lib/operator-copy.mjs).
const configDir =
  process.env.E2E_CONFIG_DIR ??
  (() => {
    const dir = mkdtempSync(path.join(tmpdir(), 'casino-e2e-config-'));
    copyOperatorConfig(path.resolve('.'), dir);
    return dir;
  })();
// The suite signs up some forty players from one loopback address, past the default 10
// sign-ups per address an hour; the limit itself is the API tests' to prove. Done once, by the
// runner (workers inherit the flag), and never to the tracked private/ folder.
if (!process.env.E2E_CONFIG_PREPARED && path.resolve(configDir) !== path.resolve('private')) {
  const file = path.join(configDir, 'operator.json');
  const operator = JSON.parse(readFileSync(file, 'utf8'));
  operator.auth = {
    ...operator.auth,
    rateLimits: { ...operator.auth?.rateLimits, register: { ip: { limit: 500, windowSeconds: 3600 } } },
  };
  writeFileSync(file, JSON.stringify(operator, null, 2));
  process.env.E2E_CONFIG_PREPARED = '1';
}
process.env.E2E_CONFIG_DIR = configDir;

// Every line the server logs in a run, at debug, for the redaction check run after the tests
// (tests/e2e/log-redaction.teardown.ts). Under test-results/: ignored by git, emptied per run.
const serverLog = path.resolve(process.env.E2E_SERVER_LOG ?? 'test-results/server-log.jsonl');
process.env.E2E_SERVER_LOG = serverLog;

export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/e2e/log-redaction.teardown.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A guard against a test that hangs, not a speed check: the account flows (register, log out,
  // reset, log in again) take 20–30 s on a loaded two-core machine, in the landed build as well.
  timeout: 60_000,
  // An assertion waits 10 s, not Playwright's 5: on a shared two-core machine a page with two
  // browsers and a server behind it can take longer than 5 s to hydrate (crash.spec failed so in CI).
  // Tests assert what a player sees, not how fast; speed has its benchmarks.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace costs about a third of a test's time on a two-core machine (measured on
    // routes.spec: 3.3 s a page with it, 2.1 s without): recorded only on a failed test's retry,
    // which is where a trace is read. A run without retries (no CI) keeps it for failures.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // Headless Chromium says "HeadlessChrome", which isbot rightly calls a bot; tests
    // play people, so they send the user agent of the desktop browser.
    // Chromium takes Accept-Language from the locale; ru is the unprefixed default.
    locale: 'ru-RU',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    launchOptions: {
      // The headless shell (what Playwright runs headless by default): the full Chromium in
      // headless mode also runs its own interface's renderers, and the browsers were the busiest
      // processes of a run on two cores.
      executablePath: (findHeadlessShell() ?? findChromium()) as string,
      // Playwright gives every run a fresh, empty profile of its own.
      args: CHROMIUM_ARGS as string[],
    },
  },
  projects: [
    { name: 'pages', testIgnore: /(config-switches|sso|integrations|bonus-journey)\.spec\.ts/ },
    // These edit the operator config the server watches: run alone, after the rest.
    {
      name: 'config',
      testMatch: /(config-switches|sso|integrations|bonus-journey)\.spec\.ts/,
      dependencies: ['pages'],
      workers: 1,
    },
  ],
  webServer: {
    // The server's stdout (its JSON log) goes to a file, appended to as wallet.spec's own server
    // does; errors still show on stderr.
    command: `mkdir -p '${path.dirname(serverLog)}' && exec node dist/serve-node.js >> '${serverLog}'`,
    url: `http://localhost:${PORT}/robots.txt`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      OPERATOR_CONFIG: configDir,
      // Tests pose as visitors from other countries through X-Forwarded-For.
      TRUST_PROXY: '1',
      SITE_URL: '',
      // The first crash chain is built as the server starts, while the first tests run; a million
      // hashes (the default, decision 038) cost seconds of CPU there that these tests do not need.
      CRASH_CHAIN_LENGTH: '20000',
      // The sportsbook's simulated matches at twice the demo's pace: a football match in 90 s, long
      // enough to bet, watch the delay and cash out, short enough to see one settle (sportsbook.spec).
      SB_SIM_SPEED: '60',
      LOG_LEVEL: 'debug',
    },
  },
});
