// Shared helpers for the benchmarks in this folder (pages.mjs, api.mjs).
// Plain ESM for Node 24: no build step, nothing here is imported by the product.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

export const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(BENCH_DIR, '../..');

/** A desktop Chrome's request headers (minus cookies): the site treats it as a human visitor. */
export const BROWSER_HEADERS = {
  'user-agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  // ru is the default language: the unprefixed pages answer 200 instead of redirecting.
  'accept-language': 'ru',
  'accept-encoding': 'gzip, deflate, br',
};

// ---------------------------------------------------------------- arguments, output

/** The options every load benchmark takes (bench:api, bench:auth): build, then timed load rounds. */
export const LOAD_FLAGS = {
  'no-build': 'bool',
  build: 'bool',
  duration: 'num',
  rounds: 'num',
  warmup: 'num',
  connections: 'num',
};
export const LOAD_DEFAULTS = { 'no-build': false, build: false, duration: 10, rounds: 2, warmup: 2, connections: 50 };

export function parseArgs(argv, spec) {
  const out = { ...spec.defaults };
  for (const a of argv) {
    if (a === '--help' || a === '-h') {
      console.log(spec.help);
      process.exit(0);
    }
    const m = a.match(/^--([\w-]+)(?:=(.*))?$/);
    if (!m || !(m[1] in spec.flags)) {
      console.error(`Unknown argument: ${a}\n\n${spec.help}`);
      process.exit(2);
    }
    const [, name, value] = m;
    const kind = spec.flags[name];
    if (kind === 'bool') out[name] = true;
    else if (kind === 'str') {
      if (!value) {
        console.error(`--${name} needs a value, e.g. --${name}=...`);
        process.exit(2);
      }
      out[name] = value;
    } else {
      const n = Number(value);
      if (value === undefined || !Number.isFinite(n) || n <= 0) {
        console.error(`--${name} needs a positive number, e.g. --${name}=5`);
        process.exit(2);
      }
      out[name] = n;
    }
  }
  return out;
}

export const log = (msg) => process.stderr.write(`[bench] ${msg}\n`);

/** The first line of every benchmark: what it runs on and how busy the machine is. */
export const logMachine = () =>
  log(
    `node ${process.version}, ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );

export function table(headers, rows, align) {
  const cells = [headers, ...rows].map((r) => r.map((c) => String(c)));
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const fmt = (r) =>
    r
      .map((c, i) => ((align?.[i] ?? 'l') === 'r' ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [fmt(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(fmt)].join('\n');
}

export const fmtInt = (n) => Math.round(n).toLocaleString('en-US');
export const fmtMs = (n) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

// ---------------------------------------------------------------- cleanup

const cleanups = [];
/** Registers work for the end of the run; runs last-registered first, also on Ctrl-C or a crash. */
export function onCleanup(fn) {
  cleanups.push(fn);
  return () => {
    const i = cleanups.indexOf(fn);
    if (i >= 0) cleanups.splice(i, 1);
  };
}
let cleaning;
export function cleanup() {
  cleaning ??= (async () => {
    while (cleanups.length) {
      const fn = cleanups.pop();
      try {
        await fn();
      } catch (e) {
        log(`cleanup step failed: ${e?.message ?? e}`);
      }
    }
  })();
  return cleaning;
}
// Last resort if the process goes down without cleanup() having finished: kill and delete synchronously.
const syncKill = new Set();
const syncRm = new Set();
process.on('exit', () => {
  for (const child of syncKill) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of syncRm) rmSync(dir, { recursive: true, force: true });
});
let interrupted = false;
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    interrupted = true;
    log(`${sig}: stopping servers and removing temp folders`);
    void cleanup().finally(() => process.exit(130));
  });
}

/** Runs main(); whatever happens, servers are stopped and temp folders removed. */
export function run(main) {
  main()
    .then(
      () => 0,
      (e) => {
        // After Ctrl-C the servers are stopped under the run's feet: that failure is no news.
        if (!interrupted) console.error(`\n[bench] FAILED: ${e?.stack ?? e}`);
        return 1;
      },
    )
    .then(async (code) => {
      await cleanup();
      process.exit(code);
    });
}

export function tempDir(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  syncRm.add(dir);
  onCleanup(() => {
    rmSync(dir, { recursive: true, force: true });
    syncRm.delete(dir);
  });
  return dir;
}

// ---------------------------------------------------------------- building

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const e of readdirSync(p, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(p, e.name)));
  }
  return newest;
}

/** Why `dist/` under `dir` needs a build, or null when it is newer than every input. */
export function staleReason(dir, inputs) {
  const entry = path.join(dir, 'dist', 'serve-node.js');
  if (!existsSync(entry)) return 'dist/serve-node.js is missing';
  const built = statSync(entry).mtimeMs;
  for (const input of inputs) {
    const p = path.resolve(dir, input);
    if (newestMtime(p) > built) return `${path.relative(ROOT, p) || p} changed since the last build`;
  }
  return null;
}

/** Node 24 first on PATH for children, with the project's binaries. */
export function childEnv(extra = {}) {
  const PATH = [path.join(ROOT, 'node_modules', '.bin'), path.dirname(process.execPath), process.env.PATH].join(
    path.delimiter,
  );
  return { ...process.env, PATH, ...extra };
}

/** Runs a command to completion, keeping its output quiet unless it fails. */
/** Spawns a child that is killed with the benchmark, keeping the last 20 kB of its output. */
function spawnTracked(cmd, args, { stdoutFile, ...opts }) {
  // A server's stdout (a JSON line per request) goes to a file, as to a log collector: read
  // through a pipe here it would cost this process, which also generates the load.
  const fd = stdoutFile ? openSync(stdoutFile, 'w') : undefined;
  const child = spawn(cmd, args, { ...opts, stdio: ['ignore', fd ?? 'pipe', 'pipe'] });
  if (fd !== undefined) closeSync(fd);
  syncKill.add(child);
  let out = '';
  const keep = (d) => {
    out = (out + d).slice(-20000);
  };
  child.stdout?.on('data', keep);
  child.stderr.on('data', keep);
  const fileTail = () => {
    try {
      return readFileSync(stdoutFile, 'utf8').slice(-20000);
    } catch {
      return '';
    }
  };
  return { child, output: () => (stdoutFile ? `${fileTail()}\n${out}` : out) };
}

export function runCommand(label, cmd, args, opts) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const { child, output } = spawnTracked(cmd, args, opts);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      syncKill.delete(child);
      if (code === 0) {
        log(`${label}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else {
        reject(new Error(`${label} failed (${signal ?? `exit ${code}`}); last output:\n${output().slice(-4000)}`));
      }
    });
  });
}

/** `npm run build` in the project (the same `waku build` users run). */
export function buildProduct() {
  const npmCli = process.env.npm_execpath;
  const [cmd, args] =
    npmCli && /\.c?js$/.test(npmCli) ? [process.execPath, [npmCli, 'run', 'build']] : ['npm', ['run', 'build']];
  return runCommand('product build (npm run build)', cmd, args, { cwd: ROOT, env: childEnv() });
}

/** `waku build` in another folder, with the project's waku (found by resolution from the parent folders). */
export function wakuBuild(label, dir) {
  const cli = path.join(ROOT, 'node_modules', 'waku', 'cli.js');
  return runCommand(label, process.execPath, [cli, 'build'], { cwd: dir, env: childEnv({ NODE_ENV: 'production' }) });
}

/** Builds the product unless told not to or dist/ is up to date. Returns why dist/ is stale when it stays so. */
export async function ensureProductBuilt({ build, noBuild }) {
  const reason = build ? '--build given' : staleReason(ROOT, PRODUCT_BUILD_INPUTS);
  if (noBuild) {
    if (!existsSync(path.join(ROOT, 'dist', 'serve-node.js')))
      throw new Error('--no-build given but dist/serve-node.js is missing');
    if (reason) log(`--no-build: using dist/ as is (${reason})`);
    return reason;
  }
  if (!reason) {
    log('product: dist/ is newer than the sources, not rebuilding (--build forces a build)');
    return null;
  }
  log(`product: building (${reason})…`);
  await buildProduct();
  return null;
}

/** What goes into the product's dist/ (private/ is read at run time, so it is not here). */
export const PRODUCT_BUILD_INPUTS = [
  'src',
  'public',
  'locales',
  'waku.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];

// ---------------------------------------------------------------- servers

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts a long-running child (a server) and registers its stop for cleanup.
 * Its output is kept (last 20 kB) for error reports instead of being printed.
 */
export function startServer(label, args, { cwd, env }) {
  const stdoutFile = path.join(tempDir('casino-bench-log-'), 'stdout.log');
  const { child, output } = spawnTracked(process.execPath, args, { cwd, env: childEnv(env), stdoutFile });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(signal ?? `exit ${code}`)));
  const server = {
    label,
    child,
    exited,
    output,
    /** Throws, with the tail of its output, if the server is no longer running. */
    assertAlive() {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(
          `${label} died (${child.signalCode ?? `exit ${child.exitCode}`}); its output:\n${output().slice(-4000)}`,
        );
      }
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const t = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(t);
      syncKill.delete(child);
    },
  };
  onCleanup(() => server.stop());
  return server;
}

/** A GET over node:http (so the Host header can differ from the address). Body as a Buffer. */
export function httpGet({ port, path: p, headers = {}, timeoutMs = 30000 }) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: p, headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`GET ${p} timed out after ${timeoutMs} ms`)));
    req.on('error', reject);
  });
}

/** Polls until GET path answers okStatus (200), the child dies, or the time runs out. */
export async function waitUntilServing(
  server,
  { port, path: p = '/', headers = {}, timeoutMs = 120000, okStatus = 200 },
) {
  const started = Date.now();
  let last = 'no answer yet';
  let dead = null;
  void server.exited.then((why) => (dead = why));
  while (Date.now() - started < timeoutMs) {
    if (dead)
      throw new Error(`${server.label} exited (${dead}) before serving; its output:\n${server.output().slice(-4000)}`);
    try {
      const res = await httpGet({ port, path: p, headers, timeoutMs: 10000 });
      if (res.status === okStatus) {
        log(`${server.label}: serving on port ${port} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
        return;
      }
      last = `HTTP ${res.status}`;
    } catch (e) {
      last = e.code ?? e.message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `${server.label} did not answer 200 on ${p} within ${timeoutMs / 1000} s (last: ${last}); its output:\n${server.output().slice(-4000)}`,
  );
}

// ---------------------------------------------------------------- load

function runAutocannon(opts, onResponse) {
  return new Promise((resolve, reject) => {
    let forget = () => {};
    const inst = autocannon(opts, (err, res) => {
      forget();
      if (err) reject(err);
      else resolve(res);
    });
    if (onResponse) inst.on('response', onResponse);
    forget = onCleanup(() => inst.stop());
  });
}

/**
 * Measures several targets with autocannon, one at a time: a warm-up for each, then
 * `rounds` measured slices per target, interleaved (A B A B …) so that a noisy
 * neighbour hits every target alike. Latency percentiles come from every response
 * of the measured slices (not per-second samples), merged across rounds.
 *
 * target: { name, port, path, headers, method?, body?, connections?, server?, setupRequest? } — with server, its
 *   death stops the run; setupRequest(req) → req rewrites each request (autocannon's, e.g. a distinct path or address)
 * `orderOf(round, targets)` may give each round its own order (default: the same every round).
 * returns Map name → { rps, p50, p99, total, avgBytes (per response, headers included), statuses: {code: n}, errors, timeouts, seconds,
 *   roundRps: req/s of each round's slice, by round }
 */
export async function measure(targets, { connections, warmup, duration, rounds, orderOf = (_r, ts) => ts }) {
  const acc = new Map(
    targets.map((t) => [
      t.name,
      {
        latencies: [],
        statuses: {},
        bytes: 0,
        errors: 0,
        timeouts: 0,
        seconds: 0,
        cpuSeconds: 0,
        cpuKnown: true,
        roundRps: [],
      },
    ]),
  );
  const base = (t) => ({
    url: `http://127.0.0.1:${t.port}${t.path}`,
    headers: t.headers,
    method: t.method ?? 'GET',
    body: t.body,
    connections: t.connections ?? connections,
    timeout: 20,
    ...(t.setupRequest ? { requests: [{ setupRequest: t.setupRequest }] } : {}),
  });
  for (const t of targets) {
    log(`warm-up ${warmup} s: ${t.name}`);
    await runAutocannon({ ...base(t), duration: warmup });
    t.server?.assertAlive();
  }
  // autocannon runs whole seconds (it rounds a fraction up), so the slices are whole too.
  const slice = Math.max(1, Math.round(duration / rounds));
  for (let r = 0; r < rounds; r++) {
    for (const t of orderOf(r, targets)) {
      log(`measure ${slice} s${rounds > 1 ? ` (round ${r + 1}/${rounds})` : ''}: ${t.name}`);
      const a = acc.get(t.name);
      const answered = a.latencies.length;
      const cpuBefore = processCpuSeconds(t.server?.child.pid);
      const res = await runAutocannon({ ...base(t), duration: slice }, (_client, status, bytes, ms) => {
        a.latencies.push(ms);
        a.bytes += bytes;
        a.statuses[status] = (a.statuses[status] ?? 0) + 1;
      });
      const cpuAfter = processCpuSeconds(t.server?.child.pid);
      if (cpuBefore === null || cpuAfter === null) a.cpuKnown = false;
      else a.cpuSeconds += cpuAfter - cpuBefore;
      t.server?.assertAlive();
      a.errors += res.errors;
      a.timeouts += res.timeouts;
      a.seconds += res.duration;
      a.roundRps[r] = (a.latencies.length - answered) / res.duration;
    }
  }
  const out = new Map();
  for (const [name, a] of acc) {
    const lat = Float64Array.from(a.latencies).sort();
    const pct = (q) => (lat.length ? lat[Math.min(lat.length - 1, Math.ceil(q * lat.length) - 1)] : NaN);
    const total = lat.length;
    if (!total) throw new Error(`${name}: no response at all (${a.errors} errors, ${a.timeouts} timeouts)`);
    out.set(name, {
      rps: total / a.seconds,
      p50: pct(0.5),
      p99: pct(0.99),
      total,
      avgBytes: a.bytes / total,
      statuses: a.statuses,
      errors: a.errors,
      timeouts: a.timeouts,
      seconds: a.seconds,
      // The server process's CPU time (user + system, its background work included) per answer: a
      // second view of its cost, less bound to how fast this process generates the load.
      cpuUsPerRequest: a.cpuKnown ? (a.cpuSeconds * 1e6) / total : null,
      roundRps: a.roundRps,
    });
  }
  return out;
}

const CLOCK_TICKS = 100; // USER_HZ: 100 on every Linux this runs on (getconf CLK_TCK)

/** A process's CPU time so far (user + system, seconds) from /proc, or null where there is none. */
/**
 * A server's CPU time (user + system, from /proc) per answer over `requests` GET requests from
 * `connections` connections: a cost that a noisy neighbour inflates far less than it does req/s.
 * Returns { cpuUs, non2xx, errors }; cpuUs is null where /proc is missing.
 */
export async function cpuPerAnswer(pid, { port, path, headers }, { requests, connections }) {
  const before = processCpuSeconds(pid);
  const res = await runAutocannon({
    url: `http://127.0.0.1:${port}${path}`,
    headers,
    connections,
    amount: requests,
    timeout: 20,
  });
  const after = processCpuSeconds(pid);
  return {
    cpuUs: before === null || after === null ? null : ((after - before) * 1e6) / requests,
    non2xx: res.non2xx,
    errors: res.errors + res.timeouts,
  };
}

export function processCpuSeconds(pid) {
  if (!pid) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces), counted from field 3: utime is 14, stime 15.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/**
 * Waits until a server is quiet: under `busy` of a core over a second (a product started on a new
 * database builds its provably fair hash chains for a while after it first answers), or `timeoutMs`.
 * Returns the CPU share it settled at, or null where /proc is missing.
 */
export async function waitUntilQuiet(server, { busy = 0.15, timeoutMs = 90000 } = {}) {
  const started = Date.now();
  let share = null;
  while (Date.now() - started < timeoutMs) {
    const a = processCpuSeconds(server.child.pid);
    await new Promise((r) => setTimeout(r, 1000));
    const b = processCpuSeconds(server.child.pid);
    if (a === null || b === null) return null;
    share = b - a;
    if (share < busy) break;
  }
  log(`${server.label}: ${share === null ? '' : `${Math.round(share * 100)}% of a core when idle, `}measured from now`);
  return share;
}

/** "12 × 302, 3 × 500" for the statuses other than `ok`, or "" when all are ok. */
export function otherStatuses(statuses, ok = 200) {
  return Object.entries(statuses)
    .filter(([code]) => Number(code) !== ok)
    .map(([code, n]) => `${n} × ${code}`)
    .join(', ');
}

export const verdict = (ok) => (ok ? 'OK' : 'MISSED');

/** Every script src and modulepreload href under /assets/ in the page, in order, once each. */
export function clientScripts(html) {
  const found = [];
  const attr = (tag, name) =>
    tag
      .match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))
      ?.slice(1)
      .find((v) => v !== undefined);
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (src) found.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(tag, 'rel') ?? '';
    const href = attr(tag, 'href');
    if (href && rel.toLowerCase().split(/\s+/).includes('modulepreload')) found.push(href);
  }
  const paths = found
    .map((u) => new URL(u.replaceAll('&amp;', '&'), 'http://site.invalid/').pathname)
    .filter((p) => p.startsWith('/assets/'));
  return [...new Set(paths)];
}

/** The home page's client JavaScript, file by file: raw bytes and gzip -9 bytes. */
export async function homeJsSize(port, headers) {
  const { 'accept-encoding': _ignored, ...plain } = headers; // raw bytes: we gzip them ourselves
  const home = await httpGet({ port, path: '/', headers: plain });
  if (home.status !== 200) throw new Error(`GET / for the JS size answered ${home.status}`);
  const files = [];
  for (const p of clientScripts(home.body.toString('utf8'))) {
    const res = await httpGet({ port, path: p, headers: plain });
    if (res.status !== 200) {
      files.push({ path: p, raw: 0, gz: 0, note: `HTTP ${res.status}` });
      continue;
    }
    files.push({ path: p, raw: res.body.length, gz: gzipSync(res.body, { level: 9 }).length });
  }
  return files;
}
