// Import boundaries, checked by `npm run deps` (and `npm test`). See docs/decisions/ for why.
//
// TEMPORARY known violations (.dependency-cruiser-known-violations.json, dependency-cruiser's
// baseline, regenerate with `npx depcruise src --config .dependency-cruiser.cjs --output-type
// baseline --output-to .dependency-cruiser-known-violations.json`) — each being removed in issue 8:
//  - the cycle src/server/api/app.ts → routes → auth/sso.server.ts → runtime.server.ts → app.ts
//    (host helpers imported upward; the auth refactor moves them out);
//  - src/client/http-config.ts type-imports ServiceName from src/server/api/services.ts (the
//    game registry moves it to src/games/kit).
// Only these exact from→to pairs are ignored; any new violation fails. Empty the file when they go.
const fs = require('node:fs');
const path = require('node:path');

const SERVER = '^src/server/|\\.server\\.tsx?$';
const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Browser code: src/client, src/contract and every 'use client' module (Waku's server components
// may read server data, so a file is browser code by its directive, not by its folder). Whatever
// these reach (transitively) ships to the browser.
function filesMarkedUseClient(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesMarkedUseClient(file));
    else if (/\.tsx?$/.test(entry.name) && /^\s*(['"])use client\1/.test(fs.readFileSync(file, 'utf8')))
      out.push(file.split(path.sep).join('/'));
  }
  return out;
}
const BROWSER = ['^src/client/', '^src/contract/', ...filesMarkedUseClient('src').map((f) => `^${escapeRegExp(f)}$`)];
const DOMAIN = '^src/server/(auth|wallet|outbox)/|^src/games/[^/]+/math|^src/games/kit/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles make load order matter and hide layering mistakes.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'browser-not-server',
      severity: 'error',
      comment:
        "Browser code ('use client' modules, src/client, src/contract) must never reach a server module, even through a helper. Type-only imports are erased before bundling and allowed.",
      from: { path: BROWSER, pathNot: SERVER },
      to: { path: SERVER, reachable: true },
    },
    {
      name: 'contract-only-zod',
      severity: 'error',
      comment: 'src/contract is shared by server and browser: it may import only zod and other contract files.',
      from: { path: '^src/contract/' },
      to: { pathNot: ['^src/contract/', '^node_modules/zod/'] },
    },
    {
      name: 'domain-not-http',
      severity: 'error',
      comment: 'Domain code takes plain inputs and throws domain errors; only route handlers touch Hono.',
      from: { path: DOMAIN },
      to: { path: '^node_modules/(hono|@hono/[^/]+)/' },
    },
    {
      name: 'games-not-each-other',
      severity: 'error',
      comment: 'A game imports only src/games/kit, src/games/registry and src/contract, never another game.',
      from: { path: '^src/games/([^/]+)/', pathNot: '^src/games/(kit|registry)' },
      to: { path: '^src/games/([^/.]+)', pathNot: ['^src/games/$1/', '^src/games/kit/', '^src/games/registry'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|node_modules|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
