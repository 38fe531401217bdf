#!/usr/bin/env node
// Accounts: logins per second (the password hash's cost dominates them) and profile reads
// per second through the product against a bare Hono handler doing the same database read.
// See README.md in this folder.
import { scryptSync } from 'node:crypto';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  LOAD_DEFAULTS,
  LOAD_FLAGS,
  ensureProductBuilt,
  fmtInt,
  fmtMs,
  freePort,
  httpGet,
  log,
  logMachine,
  measure,
  otherStatuses,
  parseArgs,
  ROOT,
  run,
  startServer,
  table,
  tempDir,
  verdict,
  waitUntilServing,
} from './lib.mjs';

const HELP = `Usage: npm run bench:auth -- [options]

  --no-build        use dist/ as it is (default: build when dist/ is missing or older than the sources)
  --build           always build the product first
  --duration=N      measured seconds per target (default 10)
  --rounds=N        interleaved rounds for the profile reads: product, bare, product, bare… (default 2)
  --warmup=N        warm-up seconds per target (default 2)
  --connections=N   concurrent connections for profile reads (default 50)
  --login-connections=N  concurrent connections for logins (default 8)`;

const RATIO_TARGET = 0.8; // product profile reads / bare handler

const args = parseArgs(process.argv.slice(2), {
  help: HELP,
  flags: { ...LOAD_FLAGS, 'login-connections': 'num' },
  defaults: { ...LOAD_DEFAULTS, 'login-connections': 8 },
});

const SHARED_ENV = { NODE_ENV: 'production', HOST: '127.0.0.1', TRUST_PROXY: '0', CORS_ORIGINS: '' };
const DEMO = { email: 'demo@example.com', password: 'demo-player-2026' };
// The product's password hash (src/server/auth/password.server.ts).
const SCRYPT = { N: 2 ** 15, r: 8, p: 1 };

function httpPost({ port, path: p, headers, body }) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: p,
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        agent: false,
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function main() {
  const started = Date.now();
  logMachine();
  const stale = await ensureProductBuilt({ build: args.build, noBuild: args['no-build'] });
  if (stale) log('WARNING: the bare server runs the current sources but the product an older build');

  // One scrypt hash here, for the record of what a login costs in CPU on this machine.
  const t0 = performance.now();
  scryptSync('bench-password', 'saltsaltsaltsalt', 32, { ...SCRYPT, maxmem: 64 * 1024 * 1024 });
  const hashMs = performance.now() - t0;

  // Rate limits would (rightly) stop a load test: the benchmark's own config lifts them.
  const config = tempDir('casino-bench-config-');
  cpSync(path.join(ROOT, 'private'), config, { recursive: true });
  const operator = JSON.parse(readFileSync(path.join(config, 'operator.json'), 'utf8'));
  const big = { limit: 100000, windowSeconds: 60 };
  operator.auth = { ...operator.auth, rateLimits: { login: { ip: big, account: big }, refresh: { ip: big } } };
  writeFileSync(path.join(config, 'operator.json'), JSON.stringify(operator));

  const [productPort, barePort] = [await freePort(), await freePort()];
  const tokenFile = path.join(tempDir('casino-bench-token-'), 'token');
  const product = startServer('product', ['dist/serve-node.js'], {
    cwd: ROOT,
    env: { ...SHARED_ENV, PORT: String(productPort), DATA_DIR: tempDir('casino-bench-data-'), OPERATOR_CONFIG: config },
  });
  const bare = startServer('bare profile handler', ['--import', 'tsx', 'scripts/bench/bare-profile-server.ts'], {
    cwd: ROOT,
    env: {
      ...SHARED_ENV,
      PORT: String(barePort),
      DATA_DIR: tempDir('casino-bench-bare-data-'),
      TOKEN_FILE: tokenFile,
      BARE_EMAIL: DEMO.email,
      BARE_PASSWORD: DEMO.password,
    },
  });
  const apiHeaders = (port, extra = {}) => ({
    host: `api.localhost:${port}`,
    accept: 'application/json',
    'accept-language': 'ru',
    ...extra,
  });
  await waitUntilServing(product, {
    port: productPort,
    path: '/robots.txt',
    headers: { host: `localhost:${productPort}` },
  });
  // Without a token the bare handler answers 401: that means it is up (and wrote its token).
  await waitUntilServing(bare, { port: barePort, path: '/profile/user', okStatus: 401 });

  const loginBody = JSON.stringify({ email: DEMO.email, password: DEMO.password });
  const loginHeaders = apiHeaders(productPort, { 'content-type': 'application/json' });
  // The site answers before the demo account is seeded: retry the first login for a while.
  let login;
  for (let i = 0; i < 60; i++) {
    login = await httpPost({
      port: productPort,
      path: '/api/v2/auth/login/email/password',
      headers: loginHeaders,
      body: loginBody,
    });
    if (login.status === 200) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${login.body.slice(0, 300)}`);
  const productToken = JSON.parse(login.body).token;
  const first = await httpGet({
    port: productPort,
    path: '/profile/user',
    headers: apiHeaders(productPort, { authorization: `Bearer ${productToken}` }),
  });
  if (first.status !== 200) throw new Error(`profile answered ${first.status}: ${first.body.toString().slice(0, 300)}`);
  // A real client sends its super_bonus cookie back as whoAreYou; so does the benchmark.
  const device = JSON.parse(first.body.toString()).super_bonus;
  const profilePath = device ? `/profile/user?whoAreYou=${encodeURIComponent(device)}` : '/profile/user';
  const bareToken = readFileSync(tokenFile, 'utf8').trim();

  const logins = await measure(
    [
      {
        name: 'login (e-mail + password)',
        port: productPort,
        path: '/api/v2/auth/login/email/password',
        method: 'POST',
        body: loginBody,
        headers: loginHeaders,
        connections: args['login-connections'],
        server: product,
      },
      {
        name: 'bare login (SQL + scrypt)',
        port: barePort,
        path: '/api/v2/auth/login/email/password',
        method: 'POST',
        body: loginBody,
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        connections: args['login-connections'],
        server: bare,
      },
    ],
    { connections: args['login-connections'], warmup: args.warmup, duration: args.duration, rounds: 2 },
  );
  const targets = [
    {
      name: 'product GET /profile/user',
      port: productPort,
      path: profilePath,
      headers: apiHeaders(productPort, { authorization: `Bearer ${productToken}` }),
      server: product,
    },
    {
      name: 'bare Hono handler',
      port: barePort,
      path: profilePath,
      headers: { authorization: `Bearer ${bareToken}`, accept: 'application/json' },
      server: bare,
    },
  ];
  const reads = await measure(targets, {
    connections: args.connections,
    warmup: args.warmup,
    duration: args.duration,
    rounds: Math.max(1, Math.round(args.rounds)),
  });

  const l = logins.get('login (e-mail + password)');
  const bl = logins.get('bare login (SQL + scrypt)');
  const p = reads.get(targets[0].name);
  const b = reads.get(targets[1].name);
  const problems = (r) =>
    [otherStatuses(r.statuses), r.errors ? `${r.errors} errors` : '', r.timeouts ? `${r.timeouts} timeouts` : '']
      .filter(Boolean)
      .join(', ');
  const ratio = p.rps / b.rps;
  const clean = !problems(p) && !problems(b) && !problems(l);
  const ok = ratio >= RATIO_TARGET && clean;

  console.log(
    `\nPassword hash: scrypt N=${SCRYPT.N}, r=${SCRYPT.r}, p=${SCRYPT.p} (${(128 * SCRYPT.N * SCRYPT.r) / 2 ** 20} MiB per hash); one hash took ${hashMs.toFixed(0)} ms on this machine.`,
  );
  console.log(`\nLogins — ${args['login-connections']} connections, ${l.seconds.toFixed(0)} s, embedded PGlite`);
  console.log(
    table(
      ['call', 'logins/s', 'p50 ms', 'p99 ms', 'requests', 'non-200'],
      [
        ...[
          ['product POST /api/v2/auth/login/email/password', l],
          ['bare login (SQL + scrypt)', bl],
        ].map(([name, r]) => [name, r.rps.toFixed(1), fmtMs(r.p50), fmtMs(r.p99), fmtInt(r.total), problems(r) || '0']),
      ],
      ['l', 'r', 'r', 'r', 'r', 'l'],
    ),
  );
  console.log(`\n  product / bare logins = ${(l.rps / bl.rps).toFixed(2)} (information: both are bound by scrypt)`);
  console.log(
    `\nProfile reads — ${args.connections} connections, ${p.seconds.toFixed(0)} s per server in ${Math.max(1, Math.round(args.rounds))} interleaved round(s)`,
  );
  console.log(
    table(
      ['server', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-200'],
      [p, b].map((r, i) => [
        targets[i].name,
        fmtInt(r.rps),
        fmtMs(r.p50),
        fmtMs(r.p99),
        fmtInt(r.total),
        problems(r) || '0',
      ]),
      ['l', 'r', 'r', 'r', 'r', 'l'],
    ),
  );
  console.log(
    `\n  product / bare = ${ratio.toFixed(2)} (target ≥ ${RATIO_TARGET}): ${verdict(ok)}${clean ? '' : ' (non-200 responses or errors)'}`,
  );
  console.log(
    '\n  Not covered: rate-limit counters under many accounts and addresses, refresh and logout, the\n' +
      "  baseline's login skips rate limits and login history (the product's extra work), PostgreSQL\n" +
      '  (both use embedded PGlite), and a load generator on another machine.',
  );
  console.log(
    `\n${ok ? 'All targets OK' : 'MISSED: profile read ratio'}  (one run on a ${os.cpus().length}-CPU machine, load generator on the same machine; total ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
}

run(main);
