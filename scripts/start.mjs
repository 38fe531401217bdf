// `npm start`: builds the production bundle when the sources are newer than it, then
// serves the whole product (site + embedded API + PGlite with demo data) on PORT (3000).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'dist', '.build-stamp');

function newest(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(p).reduce((m, f) => Math.max(m, newest(path.join(p, f))), st.mtimeMs);
}

const sources = ['src', 'locales', 'public', 'waku.config.ts', 'package-lock.json'].map((f) => path.join(root, f));
const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
if (process.argv.includes('--build') || sources.some((s) => newest(s) > built)) {
  console.log('Building the production bundle…');
  const res = spawnSync(path.join(root, 'node_modules', '.bin', 'waku'), ['build'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
  writeFileSync(stamp, new Date().toISOString());
}

process.env.NODE_ENV ??= 'production';
process.chdir(root);
await import(pathToFileURL(path.join(root, 'dist', 'serve-node.js')).href);
