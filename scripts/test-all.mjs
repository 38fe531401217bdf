// `npm test`: every suite, in order — lint and format (Biome), dependency rules and the lock
// file's platform entries, types, unit, API (real database), client, then the production build
// served for real and driven by Chromium through Playwright. `npm test -- <suite> ...` runs some:
// lint, deps, types, unit, api, client, e2e.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findChromium, findHeadlessShell } from './lib/chromium.mjs';
import { copyOperatorConfig } from './lib/operator-copy.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const only = process.argv.slice(2); // e.g. `npm test -- e2e`

function run(title, cmd, args, env = {}) {
  console.log(`\n━━ ${title} ━━`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (res.status !== 0) {
    console.error(`\n✗ ${title} failed (exit ${res.status ?? res.signal})`);
    process.exit(res.status || 1);
  }
}
const want = (s) => only.length === 0 || only.includes(s);

if (want('lint')) run('Lint and format (Biome)', bin('biome'), ['check', '.']);
if (want('deps')) {
  run('Lock file lists every platform package', process.execPath, ['scripts/check-lock.mjs']);
  run('Import boundaries (dependency-cruiser)', bin('depcruise'), [
    'src',
    '--config',
    '.dependency-cruiser.cjs',
    '--ignore-known',
    '.dependency-cruiser-known-violations.json',
    '--output-type',
    'err',
  ]);
}
if (want('types')) run('Type check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
if (want('unit') || want('api') || want('client')) {
  const projects = ['unit', 'api', 'client'].filter(want).flatMap((p) => ['--project', p]);
  const db = process.env.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : 'embedded PGlite';
  run(`Vitest: unit, API (${db}), client`, bin('vitest'), ['run', ...projects]);
}
if (want('e2e')) {
  const chromium = findChromium({ install: true });
  const shell = findHeadlessShell({ install: true });
  run('Production build', bin('waku'), ['build']);
  const data = mkdtempSync(path.join(tmpdir(), 'casino-e2e-data-'));
  const config = mkdtempSync(path.join(tmpdir(), 'casino-e2e-config-'));
  copyOperatorConfig(root, config);
  try {
    run('End-to-end (Chromium)', bin('playwright'), ['test'], {
      CHROMIUM_PATH: chromium,
      ...(shell ? { CHROMIUM_HEADLESS_SHELL: shell } : {}),
      E2E_DATA_DIR: data,
      E2E_CONFIG_DIR: config,
    });
    // Every suite leaves a ledger that proves itself (issue 10): the operator's check on the
    // database the end-to-end server played on (its server has stopped by now).
    run(
      'Ledger check of the end-to-end database',
      process.execPath,
      ['--import', 'tsx', 'scripts/wallet.ts', 'check'],
      {
        DATA_DIR: data,
        DATABASE_URL: '',
      },
    );
  } finally {
    rmSync(data, { recursive: true, force: true });
    rmSync(config, { recursive: true, force: true });
  }
  if (!existsSync(path.join(root, 'tests/artifacts'))) console.warn('no screenshots were written');
}
console.log('\n✓ all test suites passed');
