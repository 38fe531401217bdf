#!/usr/bin/env node
// Page throughput of the production server against a near-empty Waku app, and the
// home page's client JavaScript size. See README.md in this folder.
import os from 'node:os';
import path from 'node:path';
import {
  BENCH_DIR,
  BROWSER_HEADERS,
  ensureProductBuilt,
  fmtInt,
  fmtMs,
  freePort,
  homeJsSize,
  httpGet,
  log,
  logMachine,
  measure,
  otherStatuses,
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
// Measured as render-cache misses too (each request a distinct query string): the first visit of a path.
const MISS_PAGES = ['/', '/games/dice'];

async function main() {
  const started = Date.now();
  logMachine();
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
      // Visitors come from many addresses (X-Forwarded-For below), as behind the operator's proxy:
      // per-address work (geo lookup, visit reports, rate limits) is paid as in production.
      TRUST_PROXY: '1',
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

  // Every request from another visitor address (65,536 addresses of one Russian network, so
  // every visitor is let in and gets the default region), and for the cache misses another query
  // string too: the render cache keys on the path and query, so each one is a first render.
  let seq = 0;
  const visitor = (req) => {
    seq++;
    return { ...req, headers: { ...req.headers, 'x-forwarded-for': `77.88.${(seq >> 8) & 255}.${seq & 255}` } };
  };
  const miss = (base) => (req) => ({ ...visitor(req), path: `${base}${base.includes('?') ? '&' : '?'}bench=${seq}` });
  const targets = [
    ...PAGES.map((p) => ({
      name: p,
      port: productPort,
      path: p,
      headers: productHeaders,
      target: true,
      server: product,
      setupRequest: visitor,
    })),
    ...MISS_PAGES.map((p) => ({
      name: `${p} (cache miss)`,
      port: productPort,
      path: p,
      headers: productHeaders,
      target: false,
      miss: true,
      server: product,
      setupRequest: miss(p),
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
    // Rendered on every request, like a product cache miss; given the same distinct query strings.
    {
      name: 'baseline /',
      port: baselinePort,
      path: '/',
      headers: baselineHeaders,
      target: false,
      server: baseline,
      setupRequest: miss('/'),
    },
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
      t.target ? `≥ ${THROUGHPUT_TARGET}×` : t.name === 'baseline /' ? '' : t.miss ? '(miss)' : '(info)',
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
  const missRatios = targets
    .filter((t) => t.miss)
    .map((t) => `${t.name} ${(results.get(t.name).rps / base.rps).toFixed(2)}×`);
  console.log(`  Cache misses vs the baseline (both render every request; no target): ${missRatios.join(', ')}`);
  console.log(
    "\n  Both servers get a browser's Accept-Encoding (gzip, deflate, br): the product compresses (cache hits as\n" +
      '  spliced gzip, misses as Brotli 4; kB/resp is what goes over the wire), the bare baseline does not.\n' +
      '  Not covered: logged-in pages (never cached), RSC navigation requests, static assets (precompressed files),\n' +
      '  a cache larger than RENDER_CACHE_ENTRIES (eviction churn), bots, and a load generator on another machine.',
  );
  console.log(
    `\n${missed.length ? `MISSED: ${missed.join('; ')}` : 'All targets OK'}  ` +
      `(one run on a ${os.cpus().length}-CPU machine, load generator on the same machine; ` +
      `total ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
}

run(main);
