#!/usr/bin/env node
// The client JS each game screen adds in this work (issue 18: at most 15 kB gzip per game), measured
// as a phone visitor's Chromium receives it: every script response's encoded bytes on each game page,
// on load and after one fun bet (the first bet loads the HTTP client and the contract lazily). The
// baseline is the same pages of another commit (--base, default: the last one before issue 18), built
// from a git worktree and served side by side in the same run; a page without a game (the FAQ)
// is shown too, for the whole game page's weight.
// Not covered: JS the service worker precaches in the background (not on the page's path), and
// chunks only an autobet or the verifier's button loads.
import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import {
  ensureProductBuilt,
  onCleanup,
  ROOT,
  wakuBuild,
  freePort,
  log,
  logMachine,
  parseArgs,
  run,
  startServer,
  table,
  tempDir,
  verdict,
  waitUntilServing,
} from './lib.mjs';
import { findChromium, CHROMIUM_ARGS } from '../lib/chromium.mjs';

const HELP = `Usage: npm run bench:game-js -- [options]

  --no-build   use dist/ as it is (default: build when dist/ is missing or older than the sources)
  --build      always build the product first
  --base=REF   the commit to compare with (default d3e5bed, the last before issue 18)`;

const args = parseArgs(process.argv.slice(2), {
  help: HELP,
  flags: { 'no-build': 'bool', build: 'bool', base: 'str' },
  defaults: { 'no-build': false, build: false, base: 'd3e5bed' },
});

const GOAL_BYTES = 15_000;
const BASELINE = '/en/faq';
const GAMES = ['dice', 'coinflip', 'roulette', 'wheel', 'keno', 'hilo', 'miner'];
// The bet button and the screen of each game, for the one fun bet after the load.
const BET = {
  dice: 'dice-bet',
  coinflip: 'coinflip-bet',
  roulette: 'roulette-spin',
  wheel: 'wheel-bet',
  keno: 'keno-bet',
  hilo: 'hilo-start',
  miner: 'miner-start',
};

// What a bet needs first: roulette a chip on red, keno its numbers.
const PREPARE = {
  roulette: async (page) => {
    await page.locator('[data-testid^="roulette-chip-"]').first().click();
    await page.getByTestId('roulette-red').click();
  },
  keno: (page) => page.getByTestId('keno-autopick').click(),
};

/** Encoded (as transferred) bytes of every script a page load — and an optional action — fetched. */
async function scriptBytes(browser, url, act) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const scripts = new Map();
  page.on('requestfinished', async (req) => {
    if (req.resourceType() !== 'script') return;
    const sizes = await req.sizes().catch(() => null);
    if (sizes) scripts.set(req.url(), sizes.responseBodySize);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const load = sum(scripts);
  let afterAct = load;
  if (act) {
    await act(page);
    await page.waitForLoadState('networkidle');
    afterAct = sum(scripts);
  }
  await context.close();
  return { load, afterAct, urls: [...scripts.keys()] };
}
const sum = (m) => [...m.values()].reduce((a, b) => a + b, 0);
const kB = (n) => (n / 1000).toFixed(1);

/** The base commit checked out and built in a temporary worktree (its own dist/). */
async function buildBase(ref) {
  const dir = tempDir('casino-gamejs-base-');
  const tree = path.join(dir, 'tree');
  execFileSync('git', ['worktree', 'add', '--detach', tree, ref], { cwd: ROOT, stdio: 'ignore' });
  // Whichever cleanup runs first (this or the folder's removal), git forgets the worktree.
  onCleanup(() => {
    try {
      execFileSync('git', ['worktree', 'remove', '--force', tree], { cwd: ROOT, stdio: 'ignore' });
    } catch {
      execFileSync('git', ['worktree', 'prune'], { cwd: ROOT, stdio: 'ignore' });
    }
  });
  if (!existsSync(path.join(tree, 'node_modules')))
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(tree, 'node_modules'));
  log(`base ${ref}: building in ${tree}…`);
  await wakuBuild(`base build (${ref})`, tree);
  return tree;
}

async function serve(label, cwd) {
  const port = await freePort();
  const server = startServer(label, ['dist/serve-node.js'], {
    cwd,
    env: { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: tempDir('casino-gamejs-data-') },
  });
  await waitUntilServing(server, { port, path: '/en', headers: { host: `localhost:${port}` } });
  return `http://localhost:${port}`;
}

/** Every game page (on load, after a fun bet) and the FAQ of one server. */
async function measureSite(browser, label, origin) {
  const faq = await scriptBytes(browser, origin + BASELINE);
  const games = {};
  for (const game of GAMES) {
    games[game] = await scriptBytes(browser, `${origin}/en/games/${game}`, async (page) => {
      // A visitor plays for fun: the screen is hydrated, then one bet.
      await page.locator('[data-hydrated="true"]').first().waitFor({ timeout: 30_000 });
      await PREPARE[game]?.(page);
      await page.getByTestId(BET[game]).click();
      await page.waitForTimeout(1500);
    });
    log(`${label} ${game}: ${kB(games[game].load)} kB on load, ${kB(games[game].afterAct)} kB after a fun bet`);
  }
  return { faq, games };
}

async function main() {
  logMachine();
  await ensureProductBuilt({ build: args.build, noBuild: args['no-build'] });
  const baseTree = await buildBase(args.base);
  const [productOrigin, baseOrigin] = await Promise.all([serve('product', ROOT), serve('base', baseTree)]);
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    const product = await measureSite(browser, 'product', productOrigin);
    const base = await measureSite(browser, `base ${args.base}`, baseOrigin);
    console.log(`\nScript bytes as transferred (compressed), phone viewport 390×844, /en pages; base = ${args.base}\n`);
    console.log(
      table(
        [
          'game page',
          'load kB',
          'base load kB',
          'added on load kB',
          'after bet kB',
          'base after bet kB',
          'added after bet kB',
          'vs FAQ kB',
        ],
        GAMES.map((g) => {
          const p = product.games[g];
          const b = base.games[g];
          return [
            g,
            kB(p.load),
            kB(b.load),
            kB(p.load - b.load),
            kB(p.afterAct),
            kB(b.afterAct),
            kB(p.afterAct - b.afterAct),
            kB(p.load - product.faq.load),
          ];
        }),
        ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
      ),
    );
    console.log(`\nFAQ page (no game): ${kB(product.faq.load)} kB, base ${kB(base.faq.load)} kB; kB = 1000 bytes`);
    console.log(`goal (issue 18): at most ${kB(GOAL_BYTES)} kB added per game screen`);
    for (const g of GAMES) {
      const added = Math.max(
        product.games[g].load - base.games[g].load,
        product.games[g].afterAct - base.games[g].afterAct,
      );
      console.log(`${verdict(added <= GOAL_BYTES)}  ${g}: ${kB(added)} kB added`);
    }
  } finally {
    await browser.close();
  }
}

run(main);
