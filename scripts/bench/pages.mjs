#!/usr/bin/env node
// Page throughput of the production server against a near-empty Waku app, and the
// home page's client JavaScript size. See README.md in this folder.
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  BENCH_DIR,
  BROWSER_HEADERS,
  ROOT,
  ensureProductBuilt,
  fmtInt,
  fmtMs,
  freePort,
  httpGet,
  log,
  measure,
  otherStatuses,
  parseArgs,
  run,
  staleReason,
  startServer,
  table,
  tempDir,
  verdict,
  wakuBuild,
  waitUntilServing,
} from './lib.mjs';

const HELP = `Usage: npm run bench:pages -- [options]

  --no-build        use dist/ as it is (default: build when dist/ is missing or older than the sources)
  --build           always build the product first
  --duration=N      measured seconds per page (default 10)
  --warmup=N        warm-up seconds per page (default 2)
  --connections=N   concurrent connections (default 50)`;

const THROUGHPUT_TARGET = 5; // × baseline
const JS_TARGET_KB = 120; // gzipped, kB = 1000 bytes

const args = parseArgs(process.argv.slice(2), {
  help: HELP,
  flags: { 'no-build': 'bool', build: 'bool', duration: 'num', warmup: 'num', connections: 'num' },
  defaults: { 'no-build': false, build: false, duration: 10, warmup: 2, connections: 50 },
});

const BASELINE_DIR = path.join(BENCH_DIR, 'baseline');
const PAGES = ['/', '/games/dice', '/faq', '/en/faq'];

/** Every script src and modulepreload href under /assets/ in the page, in order, once each. */
function clientScripts(html) {
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

async function homeJsSize(port, headers) {
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

async function main() {
  const started = Date.now();
  log(
    `node ${process.version}, ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  if (Number(process.versions.node.split('.')[0]) < 24) log('WARNING: this is not Node 24; the product requires it');

  await ensureProductBuilt({ build: args.build, noBuild: args['no-build'] });
  const blStale = staleReason(BASELINE_DIR, ['src', 'waku.config.ts', path.join(ROOT, 'package-lock.json')]);
  if (blStale) {
    log(`baseline: building (${blStale})…`);
    await wakuBuild('baseline build (waku build)', BASELINE_DIR);
  } else log('baseline: dist/ is up to date');

  const [productPort, baselinePort] = [await freePort(), await freePort()];
  // The site host must be a name: for an address (127.0.0.1) its API host "api.127.0.0.1" is no valid URL.
  const productHeaders = { ...BROWSER_HEADERS, host: `localhost:${productPort}` };
  const baselineHeaders = { ...BROWSER_HEADERS, host: `localhost:${baselinePort}` };

  const product = startServer('product', ['dist/serve-node.js'], {
    cwd: ROOT,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(productPort),
      DATA_DIR: tempDir('casino-bench-data-'),
    },
  });
  const baseline = startServer('baseline', ['dist/serve-node.js'], {
    cwd: BASELINE_DIR,
    env: { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(baselinePort) },
  });
  await Promise.all([
    waitUntilServing(product, { port: productPort, headers: productHeaders }),
    waitUntilServing(baseline, { port: baselinePort, headers: baselineHeaders }),
  ]);

  // One request per page first: a redirect or an error would make its figures meaningless.
  for (const p of PAGES) {
    const res = await httpGet({ port: productPort, path: p, headers: productHeaders });
    if (res.status !== 200)
      log(`WARNING: GET ${p} answered ${res.status}${res.headers.location ? ` → ${res.headers.location}` : ''}`);
  }

  // A returning visitor sends back what the first visit set (locale, attribution cookies);
  // measured for information: the targets are about the first, cookie-less visit.
  const first = await httpGet({ port: productPort, path: '/', headers: productHeaders });
  const cookie = (first.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  const returningHeaders = { ...productHeaders, ...(cookie ? { cookie } : {}) };
  const again = await httpGet({ port: productPort, path: '/', headers: returningHeaders });
  if (again.headers['set-cookie']?.length)
    log(
      `note: a returning visitor still gets cookies set: ${again.headers['set-cookie'].map((c) => c.split('=')[0]).join(', ')}`,
    );

  const js = await homeJsSize(productPort, productHeaders);

  const targets = [
    ...PAGES.map((p) => ({
      name: p,
      port: productPort,
      path: p,
      headers: productHeaders,
      target: true,
      server: product,
    })),
    ...(cookie
      ? [
          {
            name: '/ (returning visitor)',
            port: productPort,
            path: '/',
            headers: returningHeaders,
            target: false,
            server: product,
          },
        ]
      : []),
    { name: 'baseline /', port: baselinePort, path: '/', headers: baselineHeaders, target: false, server: baseline },
  ];
  const results = await measure(targets, {
    connections: args.connections,
    warmup: args.warmup,
    duration: args.duration,
    rounds: 1,
  });

  const base = results.get('baseline /');
  if (otherStatuses(base.statuses) || base.errors) {
    log(
      `WARNING: the baseline had failures (${otherStatuses(base.statuses) || `${base.errors} errors`}): ratios are unreliable`,
    );
  }
  const rows = [];
  const missed = [];
  for (const t of targets) {
    const r = results.get(t.name);
    const other = otherStatuses(r.statuses);
    const bad = [other, r.errors ? `${r.errors} errors` : '', r.timeouts ? `${r.timeouts} timeouts` : '']
      .filter(Boolean)
      .join(', ');
    const ratio = r.rps / base.rps;
    let v = '';
    if (t.target) {
      const ok = ratio >= THROUGHPUT_TARGET && !bad;
      v = verdict(ok) + (bad && ratio >= THROUGHPUT_TARGET ? ' (non-200)' : '');
      if (!ok) missed.push(`${t.name} throughput`);
    }
    rows.push([
      t.name,
      fmtInt(r.rps),
      fmtMs(r.p50),
      fmtMs(r.p99),
      fmtInt(r.total),
      (r.avgBytes / 1000).toFixed(1),
      bad || '0',
      `${ratio.toFixed(2)}×`,
      t.target ? `≥ ${THROUGHPUT_TARGET}×` : t.name === 'baseline /' ? '' : '(info)',
      v,
    ]);
  }

  const jsTotal = js.reduce((s, f) => s + f.gz, 0) / 1000;
  const jsOk = jsTotal <= JS_TARGET_KB && js.every((f) => !f.note);
  if (!jsOk) missed.push('home page JS size');

  console.log(
    `\nPage throughput — ${args.connections} connections, ${args.warmup} s warm-up + ${args.duration} s per page, ` +
      `anonymous first visit (desktop Chrome UA, Accept-Language: ru, no cookies);\n` +
      `"returning visitor" sends back the cookies the first visit set. kB/resp: bytes received per response, headers included\n`,
  );
  console.log(
    table(['page', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'kB/resp', 'non-200', 'vs baseline', 'target', ''], rows, [
      'l',
      'r',
      'r',
      'r',
      'r',
      'r',
      'l',
      'r',
      'l',
      'l',
    ]),
  );
  console.log(`\nHome page client JavaScript (script src + modulepreload under /assets/, gzip -9 each, kB = 1000 B)\n`);
  console.log(
    table(
      ['file', 'raw kB', 'gzip kB'],
      [
        ...js.map((f) => [
          f.path + (f.note ? `  (${f.note})` : ''),
          (f.raw / 1000).toFixed(1),
          (f.gz / 1000).toFixed(1),
        ]),
        [`total (${js.length} files)`, (js.reduce((s, f) => s + f.raw, 0) / 1000).toFixed(1), jsTotal.toFixed(1)],
      ],
      ['l', 'r', 'r'],
    ),
  );
  console.log(`\n  JS gzip total ${jsTotal.toFixed(1)} kB (target ≤ ${JS_TARGET_KB} kB): ${verdict(jsOk)}`);
  console.log(
    `  Throughput ≥ ${THROUGHPUT_TARGET}× baseline (${fmtInt(base.rps)} req/s): ` +
      `${targets
        .filter((t) => t.target)
        .map((t) => `${t.name} ${rows.find((r) => r[0] === t.name)[9]}`)
        .join(', ')}`,
  );
  console.log(
    `\n${missed.length ? `MISSED: ${missed.join('; ')}` : 'All targets OK'}  ` +
      `(one run on a ${os.cpus().length}-CPU machine, load generator on the same machine; ` +
      `total ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
}

run(main);
