#!/usr/bin/env node
// The installable app's payoff (issue 12): the home page loaded with a warm service worker
// against a cold load of the same page, in one run and one Chromium — first contentful paint
// and bytes over the network — and the home page's client JavaScript in gzip bytes.
// See README.md in this folder.
import { chromium } from '@playwright/test';
import { findChromium } from '../lib/chromium.mjs';
import {
  BROWSER_HEADERS,
  ensureProductBuilt,
  freePort,
  homeJsSize,
  log,
  logMachine,
  parseArgs,
  ROOT,
  run,
  startServer,
  table,
  tempDir,
  verdict,
  waitUntilServing,
} from './lib.mjs';

const HELP = `Usage: npm run bench:pwa -- [options]

  --no-build        use dist/ as it is (default: build when dist/ is missing or older than the sources)
  --build           always build the product first
  --runs=N          cold and warm loads each (default 5); medians are shown`;

const args = parseArgs(process.argv.slice(2), {
  help: HELP,
  flags: { 'no-build': 'bool', build: 'bool', runs: 'num' },
  defaults: { 'no-build': false, build: false, runs: 5 },
});

const JS_TARGET_KB = 120; // gzipped, kB = 1000 bytes
const PAGE = '/en';

/**
 * One load of `url` in `page`: first contentful paint, and what came over the network
 * (bytes as encoded on the wire, and which /assets/ files) as opposed to from the worker's
 * cache. The page the worker fetches network-first counts as network: it is.
 */
async function load(page, url) {
  const context = page.context();
  let networkBytes = 0;
  const assetsOverNetwork = [];
  const onFinished = async (req) => {
    const res = await req.response();
    if (!res) return;
    const byWorker = req.serviceWorker() !== null;
    // Answered by the worker: its own network fetch (below) is what crossed the wire, if any.
    if (!byWorker && res.fromServiceWorker()) return;
    // The worker's fetches other than this page (precaching in the background) are not the load's.
    if (byWorker && req.url() !== url) return;
    const sizes = await req.sizes().catch(() => null);
    if (!sizes) return;
    networkBytes += sizes.responseBodySize + sizes.responseHeadersSize;
    const p = new URL(req.url()).pathname;
    if (p.startsWith('/assets/')) assetsOverNetwork.push(p);
  };
  context.on('requestfinished', onFinished);
  await page.goto(url, { waitUntil: 'load' });
  // Requests the hydrated page makes right after load belong to the load too.
  await page.waitForLoadState('networkidle');
  context.off('requestfinished', onFinished);
  const fcpMs = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  return { fcpMs, networkBytes, assetsOverNetwork };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kB = (n) => (n / 1000).toFixed(1);

async function main() {
  logMachine();
  await ensureProductBuilt({ build: args.build, noBuild: args['no-build'] });
  const port = await freePort();
  const server = startServer('product', ['dist/serve-node.js'], {
    cwd: ROOT,
    env: { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: tempDir('casino-pwa-data-') },
  });
  await waitUntilServing(server, { port, path: PAGE, headers: { host: `localhost:${port}` } });
  const url = `http://localhost:${port}${PAGE}`;

  const browser = await chromium.launch({
    executablePath: findChromium(),
    // The site needs a host name (its API lives on api.<host>); no IPv6 detour for localhost.
    args: ['--host-resolver-rules=MAP localhost 127.0.0.1, MAP *.localhost 127.0.0.1'],
  });
  const userAgent = BROWSER_HEADERS['user-agent'];
  const cold = [];
  const warm = [];
  try {
    for (let i = 0; i < args.runs; i++) {
      // Cold: a fresh profile, nothing cached, no worker — a first visit.
      const context = await browser.newContext({ userAgent, locale: 'en-US' });
      const page = await context.newPage();
      cold.push(await load(page, url));
      // The worker installs and precaches during the first visit; wait until it controls a page.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      // Warm: a later visit in the same profile, in a new tab, with the worker in charge.
      const again = await context.newPage();
      warm.push(await load(again, url));
      const controlled = await again.evaluate(() => navigator.serviceWorker.controller !== null);
      if (!controlled) throw new Error('the warm load was not controlled by the service worker');
      await context.close();
      log(
        `run ${i + 1}/${args.runs}: cold FCP ${cold.at(-1).fcpMs.toFixed(0)} ms, warm FCP ${warm.at(-1).fcpMs.toFixed(0)} ms`,
      );
    }
  } finally {
    await browser.close();
  }

  const js = await homeJsSize(port, { ...BROWSER_HEADERS, host: `localhost:${port}` });
  const jsGz = js.reduce((s, f) => s + f.gz, 0);

  const row = (label, xs) => [
    label,
    median(xs.map((x) => x.fcpMs)).toFixed(0),
    kB(median(xs.map((x) => x.networkBytes))),
    String(median(xs.map((x) => x.assetsOverNetwork.length))),
  ];
  console.log(`\nhome page ${PAGE}, ${args.runs} cold and ${args.runs} warm loads in one Chromium, medians\n`);
  console.log(
    table(
      ['load', 'FCP ms', 'network kB', '/assets/ files over network'],
      [row('cold (baseline)', cold), row('warm worker', warm)],
      ['l', 'r', 'r', 'r'],
    ),
  );
  const fcpRatio = median(warm.map((x) => x.fcpMs)) / median(cold.map((x) => x.fcpMs));
  const byteRatio = median(warm.map((x) => x.networkBytes)) / median(cold.map((x) => x.networkBytes));
  console.log(`\nwarm / cold: FCP ${fcpRatio.toFixed(2)}×, network bytes ${byteRatio.toFixed(2)}×`);
  console.log(`home client JavaScript: ${js.length} files, ${kB(jsGz)} kB gzip -9 (as referenced by the HTML)`);
  console.log(
    'kB = 1000 bytes; network bytes are headers plus bodies as encoded on the wire (compressed); answers from the worker’s cache excluded\n',
  );
  const twice = warm.flatMap((w) => w.assetsOverNetwork);
  console.log(
    `${verdict(twice.length === 0)}  a warm load fetches no asset again${twice.length ? ` (fetched: ${[...new Set(twice)].join(', ')})` : ''}`,
  );
  console.log(
    `${verdict(jsGz <= JS_TARGET_KB * 1000)}  home client JavaScript ≤ ${JS_TARGET_KB} kB gzip (${kB(jsGz)} kB)`,
  );
  console.log(
    '\nNot covered: real network latency (loopback here, so FCP gains are a floor), the HTTP cache without a worker, phones, and pages other than the home page.',
  );
}

run(main);
