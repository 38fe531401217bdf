// Fails when package-lock.json lacks the entry of an optional dependency that a locked package
// declares. npm's optional-dependency bug (npm/cli#4828) writes locks that keep only the current
// platform's binary (e.g. @tailwindcss/oxide-linux-x64-gnu): `npm ci` then breaks on any other
// platform, and nothing on this machine notices. Cheap: one JSON parse, no network.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const file = process.argv[2] ?? path.join(root, 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages ?? {};

/** Where Node's resolution would find `name` from the package installed at `at`. */
function resolves(at, name) {
  let dir = at;
  for (;;) {
    if (packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir) return false;
    const i = dir.lastIndexOf('/node_modules/');
    dir = i < 0 ? '' : dir.slice(0, i);
  }
}

const missing = [];
for (const [at, meta] of Object.entries(packages)) {
  for (const name of Object.keys(meta.optionalDependencies ?? {})) {
    if (!resolves(at, name)) missing.push(`${at || '(root)'} → ${name}`);
  }
}
if (missing.length) {
  console.error(`✗ ${path.relative(process.cwd(), file)} lacks ${missing.length} optional platform package(s):`);
  for (const m of missing) console.error(`  ${m}`);
  console.error(
    'Regenerate the lock so it lists every platform (rm -rf node_modules package-lock.json && npm install).',
  );
  process.exit(1);
}
console.log(`✓ lock lists every optional package its ${Object.keys(packages).length} entries declare`);
