#!/usr/bin/env node
// Lighthouse (mobile, simulated throttling) on the production build's home and a game page,
// beside the near-empty Waku baseline, with the bytes the browser really received (compressed).
// See README.md in this folder. Not part of `npm test`: its figures are noisy on a shared machine.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  BENCH_DIR,
  ensureProductBuilt,
  freePort,
  log,
  logMachine,
  parseArgs,
  ROOT,
  run,
  staleReason,
  startServer,
  table,
  tempDir,
  verdict,
  waitUntilServing,
  wakuBuild,
} from './lib.mjs';

const HELP = `Usage: npm run bench:lighthouse -- [options]

  --no-build        use dist/ as it is (default: build when dist/ is missing or older than the sources)
  --build           always build the product first
  --runs=N          Lighthouse runs per page; the median by performance score is shown (default 3)
  --chrome=PATH     the Chromium to drive (default $CHROME_PATH or /usr/bin/chromium)`;

const args = parseArgs(process.argv.slice(2), {
  help: HELP,
  flags: { 'no-build': 'bool', build: 'bool', runs: 'num', chrome: 'str' },
  defaults: { 'no-build': false, build: false, runs: 3, chrome: process.env.CHROME_PATH || '/usr/bin/chromium' },
});

// Issue 9's goal for a mid-range phone.
const TARGET = { performance: 95, lcpMs: 2500, cls: 0 };
// /en and a game page in English: prefixed, so no language redirect (a person's first visit).
const PAGES = ['/en', '/en/games/dice'];
const BASELINE_DIR = path.join(BENCH_DIR, 'baseline');
const LIGHTHOUSE = path.join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');

/** One Lighthouse run (its own CLI, JSON on stdout) → the report object. */
function lighthouse(url, profileDir) {
  const flags = [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    `--user-data-dir=${profileDir}`,
    // The site needs a host name (its API lives on api.<host>); no IPv6 detour for localhost.
    '--host-resolver-rules=MAP localhost 127.0.0.1',
  ];
  const argv = [
    LIGHTHOUSE,
    url,
    '--only-categories=performance',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--chrome-flags=${flags.join(' ')}`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, argv, {
      cwd: ROOT,
      env: { ...process.env, CHROME_PATH: args.chrome },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = [];
    const err = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => err.push(d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} exited ${code}: ${Buffer.concat(err).toString()}`));
      try {
        resolve(JSON.parse(Buffer.concat(out).toString('utf8')));
      } catch (e) {
        reject(new Error(`lighthouse ${url}: unreadable report (${e.message})`));
      }
    });
  });
}

/** The figures we print from one report. */
function figures(lhr) {
  const a = lhr.audits;
  const requests = a['network-requests']?.details?.items ?? [];
  const sum = (pred) => requests.filter(pred).reduce((s, r) => s + (r.transferSize ?? 0), 0);
  const doc = requests.find((r) => r.resourceType === 'Document');
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return {
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: a['first-contentful-paint'].numericValue,
    lcpMs: a['largest-contentful-paint'].numericValue,
    tbtMs: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    redirects: requests.filter((r) => r.statusCode >= 300 && r.statusCode < 400).length,
    docBytes: doc?.transferSize ?? 0,
    docEncoding: doc ? (doc.transferSize < doc.resourceSize ? 'compressed' : 'plain') : '?',
    jsBytes: sum((r) => r.resourceType === 'Script'),
    totalBytes: a['total-byte-weight'].numericValue,
    unusedJsBytes: a['unused-javascript']?.details?.overallSavingsBytes ?? 0,
  };
}

const median = (runs) => [...runs].sort((x, y) => x.performance - y.performance)[Math.floor(runs.length / 2)];
const kB = (n) => (n / 1000).toFixed(1);
const sec = (ms) => (ms / 1000).toFixed(2);

async function measurePage(label, url) {
  const runs = [];
  for (let i = 0; i < args.runs; i++) {
    const r = figures(await lighthouse(url, tempDir('casino-lh-profile-')));
    log(`${label}: run ${i + 1}/${args.runs}: performance ${r.performance}, LCP ${sec(r.lcpMs)} s, CLS ${r.cls}`);
    runs.push(r);
  }
  return { label, url, runs, m: median(runs) };
}

async function main() {
  logMachine();
  if (!existsSync(LIGHTHOUSE)) throw new Error('lighthouse is not installed (npm ci)');
  if (!existsSync(args.chrome)) throw new Error(`no Chromium at ${args.chrome} (--chrome=PATH)`);
  await ensureProductBuilt({ build: args.build, noBuild: args['no-build'] });
  const blStale = staleReason(BASELINE_DIR, ['src', 'waku.config.ts', path.join(ROOT, 'package-lock.json')]);
  if (blStale) {
    log(`baseline: building (${blStale})…`);
    await wakuBuild('baseline build (waku build)', BASELINE_DIR);
  }

  const [productPort, baselinePort] = [await freePort(), await freePort()];
  const product = startServer('product', ['dist/serve-node.js'], {
    cwd: ROOT,
    env: { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(productPort), DATA_DIR: tempDir('casino-lh-data-') },
  });
  const baseline = startServer('baseline', ['dist/serve-node.js'], {
    cwd: BASELINE_DIR,
    env: { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(baselinePort) },
  });
  const host = (port) => ({ host: `localhost:${port}` });
  await Promise.all([
    waitUntilServing(product, { port: productPort, path: '/en', headers: host(productPort) }),
    waitUntilServing(baseline, { port: baselinePort, headers: host(baselinePort) }),
  ]);

  // One run at a time: two Lighthouse runs side by side would slow each other down.
  const results = [];
  for (const p of PAGES) results.push(await measurePage(p, `http://localhost:${productPort}${p}`));
  results.push(await measurePage('baseline /', `http://localhost:${baselinePort}/`));

  console.log(
    `\nLighthouse ${(await import(path.join(ROOT, 'node_modules/lighthouse/package.json'), { with: { type: 'json' } })).default.version}, mobile preset (simulated slow 4G, 4× CPU slowdown), median of ${args.runs} run(s) by score\n`,
  );
  console.log(
    table(
      ['page', 'perf', 'LCP s', 'FCP s', 'TBT ms', 'CLS', 'redirects', 'HTML kB', 'JS kB', 'total kB', 'unused JS kB'],
      results.map(({ label, m }) => [
        label,
        String(m.performance),
        sec(m.lcpMs),
        sec(m.fcpMs),
        String(Math.round(m.tbtMs)),
        m.cls.toFixed(3),
        String(m.redirects),
        `${kB(m.docBytes)} (${m.docEncoding})`,
        kB(m.jsBytes),
        kB(m.totalBytes),
        kB(m.unusedJsBytes),
      ]),
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
  );
  const base = results.at(-1).m;
  console.log('\nbytes are as transferred (compressed when the server compressed them); kB = 1000 bytes');
  for (const { label, m } of results.slice(0, -1)) {
    console.log(
      `${label}: JS ${(m.jsBytes / Math.max(1, base.jsBytes)).toFixed(1)}× the baseline's, total ${(m.totalBytes / Math.max(1, base.totalBytes)).toFixed(1)}×, LCP ${(m.lcpMs / Math.max(1, base.lcpMs)).toFixed(2)}×`,
    );
  }
  console.log('\ntargets (issue 9): performance ≥ 95, LCP < 2.5 s, CLS 0');
  for (const { label, m, runs } of results.slice(0, -1)) {
    const ok = m.performance >= TARGET.performance && m.lcpMs < TARGET.lcpMs && m.cls === TARGET.cls;
    console.log(
      `${verdict(ok)}  ${label}: performance ${m.performance} (runs: ${runs.map((r) => r.performance).join(', ')}), LCP ${sec(m.lcpMs)} s, CLS ${m.cls}`,
    );
  }
}

run(main);
