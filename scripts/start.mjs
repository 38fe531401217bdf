// `npm start`: builds the production bundle when the sources are newer than it, then
// serves the whole product (site + embedded API + PGlite with demo data) on PORT (3000).
//
// A newcomer sees a few lines, not the ~250 of a build and the server's JSON log (issue 39):
// the build's output goes to .cache/build.log (shown when the build fails), and one ready line
// (the address, the demo login, the development inbox) is printed once the site and the API
// really answer, not when the server starts listening (that was ~8 s earlier, before the
// database had opened and migrated). The server's JSON log lines stay on stdout for a collector
// when stdout is not a terminal; at a terminal they go to .cache/server.log.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'dist', '.build-stamp');
const cache = path.join(root, '.cache');
const rel = (p) => path.relative(process.cwd(), p) || p;
// Lines for a person: stdout at a terminal; stderr otherwise, where stdout is the server's JSON log.
const say = process.stdout.isTTY ? console.log : console.error;

function newest(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(p).reduce((m, f) => Math.max(m, newest(path.join(p, f))), st.mtimeMs);
}

const sources = ['src', 'locales', 'public', 'waku.config.ts', 'package-lock.json'].map((f) => path.join(root, f));
const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
if (process.argv.includes('--build') || sources.some((s) => newest(s) > built)) {
  mkdirSync(cache, { recursive: true });
  const log = path.join(cache, 'build.log');
  say(`Building the production bundle (about a minute; its output: ${rel(log)})…`);
  const fd = openSync(log, 'w');
  const res = spawnSync(path.join(root, 'node_modules', '.bin', 'waku'), ['build'], {
    cwd: root,
    stdio: ['ignore', fd, fd],
  });
  if (res.status !== 0) {
    const lines = readFileSync(log, 'utf8').trimEnd().split('\n');
    console.error(lines.slice(-40).join('\n'));
    console.error(`\nThe build failed (exit ${res.status ?? res.signal}); its whole output: ${rel(log)}`);
    process.exit(res.status || 1);
  }
  writeFileSync(stamp, new Date().toISOString());
}

const port = Number(process.env.PORT || 3000);
const site = `http://localhost:${port}`;
const api = `http://api.localhost:${port}`;

// At a terminal the server runs as a child with its JSON log in a file (errors stay on stderr); a
// Ctrl-C reaches both processes (one process group), a SIGTERM sent to this one is passed on, and
// this one exits as the server does (it drains for up to 15 s, README "Stopping"). Otherwise (a
// collector, start:cluster, which kills this pid) it runs in this process with the log on stdout.
let serverLog = null;
let exited = false;
if (process.stdout.isTTY) {
  mkdirSync(cache, { recursive: true });
  serverLog = path.join(cache, 'server.log');
  const server = spawn(process.execPath, [path.join(root, 'dist', 'serve-node.js')], {
    cwd: root,
    stdio: ['inherit', openSync(serverLog, 'a'), 'inherit'],
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' },
  });
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => server.kill('SIGTERM'));
  server.on('exit', (code, signal) => {
    exited = true;
    process.exit(code ?? (signal ? 0 : 1));
  });
} else {
  process.env.NODE_ENV ??= 'production';
  process.chdir(root);
  // Not awaited: the server module's top level waits for the server itself.
  import(pathToFileURL(path.join(root, 'dist', 'serve-node.js')).href).catch((e) => {
    console.error(e);
    process.exit(1);
  });
}

/** Status of one GET on the local server, with the Host given (`api.localhost` reaches the API); 0 if no answer. */
function status(pathname, host) {
  return new Promise((resolve) => {
    const req = get({ host: '127.0.0.1', port, path: pathname, headers: { host }, timeout: 5000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
    req.on('timeout', () => req.destroy());
  });
}

/** The demo player as the demo data creates it (src/server/db/demo-seed.server.ts). */
function demoLogin() {
  try {
    const src = readFileSync(path.join(root, 'src/server/db/demo-seed.server.ts'), 'utf8');
    const email = /email: '([^']+)'/.exec(src)?.[1];
    const password = /password: '([^']+)'/.exec(src)?.[1];
    return email && password ? `${email} / ${password}` : null;
  } catch {
    return null;
  }
}

// Ready when the home page renders and the API is ready (database open, migrations applied, config
// loaded: GET /health/ready). Checked every half second for two minutes (a first start on a slow
// machine opens and migrates the database in ~10 s).
const started = Date.now();
while (!exited) {
  const [page, ready] = await Promise.all([
    status('/', `localhost:${port}`),
    status('/health/ready', `api.localhost:${port}`),
  ]);
  if (page === 200 && ready === 200) break;
  if (Date.now() - started > 120_000) {
    console.error(`The site did not answer within 2 minutes (home page ${page}, API readiness ${ready}).`);
    if (serverLog) console.error(`The server's log: ${rel(serverLog)}`);
    break;
  }
  await new Promise((r) => setTimeout(r, 500));
}
if (!exited && Date.now() - started <= 120_000) {
  // Demo features (the demo player, the inbox) are on while DEMO_DATA is 1, or empty with no SMTP_URL (.env.example).
  const demo = process.env.DEMO_DATA === '1' || (!process.env.DEMO_DATA && !process.env.SMTP_URL);
  const login = demo ? demoLogin() : null;
  const parts = [`Ready: ${site}`];
  if (login) parts.push(`demo login ${login}`);
  if (demo) parts.push(`inbox ${api}/dev/inbox`);
  say(`${parts.join(' · ')}${serverLog ? ` (server log: ${rel(serverLog)})` : ''}`);
}
