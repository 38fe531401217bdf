import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

// Console errors fail a test unless listed here with the reason.
const ALLOWED_CONSOLE_ERRORS: RegExp[] = [
  // A 404 page's own document load is reported by Chromium as a failed resource.
  /Failed to load resource: the server responded with a status of 404/,
];

export const test = base.extend<{ consoleErrors: string[]; expectedConsoleErrors: RegExp[] }>({
  /** Errors a test provokes on purpose (e.g. a refused login logs its 422); set with test.use. */
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      const allowed = [...ALLOWED_CONSOLE_ERRORS, ...expectedConsoleErrors];
      page.on('console', (m) => {
        if (m.type() === 'error' && !allowed.some((r) => r.test(m.text()))) errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      await use(errors);
      expect(errors, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * Waits until the page has hydrated and its client runtime has started (`html[data-client-ready]`):
 * its listeners are in place and a `?login`/`?signup` modal has opened. On a loaded two-core
 * machine, two browsers starting at once (crash.spec) took longer than an assertion's 5 s: this
 * waits for the runtime, it is not a speed check.
 */
export const clientReady = (page: Page) =>
  expect(page.locator('html[data-client-ready="true"]')).toHaveCount(1, { timeout: 30_000 });

export const KZ_IP = '2.72.0.1';
export const RU_IP = '77.88.55.80';
export const US_IP = '8.8.8.8';

/**
 * Pose as a visitor from the given address (the test server trusts X-Forwarded-For). Only the
 * site's own requests carry it: on the page's cross-origin API calls a header the API's CORS
 * does not allow would fail the preflight (a browser never sends it; proxies add it).
 */
export async function fromIp(page: Page, ip: string) {
  await page.route(
    (url) => !url.hostname.startsWith('api.'),
    (route) => route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': ip } }),
  );
}

type Seo = Record<string, Record<string, { title: string }>>;
export const seoStore: Seo = JSON.parse(readFileSync(path.resolve('private/seo.json'), 'utf8'));

/** Rewrites one file of the operator config the server watches. */
export function writeOperatorConfig(file: string, content: unknown) {
  const dir = process.env.E2E_CONFIG_DIR!;
  writeFileSync(path.join(dir, file), JSON.stringify(content, null, 2));
}
/** Removes a file of the operator config (one a test added). */
export function removeOperatorConfig(file: string) {
  rmSync(path.join(process.env.E2E_CONFIG_DIR!, file), { force: true });
}
export function readOperatorConfig<T = Record<string, unknown>>(file: string): T {
  return JSON.parse(readFileSync(path.join(process.env.E2E_CONFIG_DIR!, file), 'utf8')) as T;
}
