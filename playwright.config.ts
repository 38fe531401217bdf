import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
// @ts-expect-error: a plain .mjs helper shared with the test runner
import { CHROMIUM_ARGS, findChromium } from './scripts/lib/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'casino-e2e-data-'));
const configDir = process.env.E2E_CONFIG_DIR ?? path.resolve('private');
process.env.E2E_CONFIG_DIR = configDir;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    // Headless Chromium says "HeadlessChrome", which isbot rightly calls a bot; tests
    // play people, so they send the user agent of the desktop browser.
    // Chromium takes Accept-Language from the locale; ru is the unprefixed default.
    locale: 'ru-RU',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    launchOptions: {
      executablePath: findChromium() as string,
      // Playwright gives every run a fresh, empty profile of its own.
      args: CHROMIUM_ARGS as string[],
    },
  },
  projects: [
    { name: 'pages', testIgnore: /(config-switches|sso)\.spec\.ts/ },
    // These edit the operator config the server watches: run alone, after the rest.
    { name: 'config', testMatch: /(config-switches|sso)\.spec\.ts/, dependencies: ['pages'], workers: 1 },
  ],
  webServer: {
    command: 'node dist/serve-node.js',
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
    },
  },
});
