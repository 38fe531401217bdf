// `npm run start:cluster`: the product as two web processes over one PostgreSQL (issue 19), to try
// on one machine what an operator runs on several: both serve the site and the API, take bets and
// cash-outs, and relay crash and the rooms live; one of them wins the election and runs the round
// engines, and if it dies the other takes over within seconds.
//
//   DATABASE_URL=postgres://user:pass@127.0.0.1:5432/casino npm run start:cluster
//
// Web process 1 listens on PORT (3000), web process 2 on PORT + 1. Open http://localhost:3000 in
// one browser and http://localhost:3001 in another (or a private window) and play crash on both.
// Stop one with `kill <pid>` (the pids are printed) and watch the other take over the rounds.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const url = process.env.DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error(
    [
      'start:cluster needs a PostgreSQL server: set DATABASE_URL=postgres://…',
      'Getting one on this machine (README, "Several processes"):',
      '  apt-get install postgresql && su postgres -c "createdb casino"  →  postgres://postgres@127.0.0.1/casino',
      '  or: docker run -d -p 5432:5432 -e POSTGRES_PASSWORD=casino postgres:17  →  postgres://postgres:casino@127.0.0.1:5432/postgres',
    ].join('\n'),
  );
  process.exit(1);
}
const base = Number(process.env.PORT ?? 3000);
const children = [];

function waitFor(port, ms = 600_000) {
  const end = Date.now() + ms;
  return new Promise((resolve, reject) => {
    const poke = () => {
      const req = http.get({ host: '127.0.0.1', port, path: '/robots.txt' }, (res) => {
        res.resume();
        resolve();
      });
      req.on('error', () =>
        Date.now() > end ? reject(new Error(`port ${port} never answered`)) : setTimeout(poke, 500),
      );
    };
    poke();
  });
}

function start(n) {
  const port = base + n - 1;
  // The first one builds the bundle when the sources changed; the second finds it built.
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tag = `[web-${n} :${port} pid ${child.pid}]`;
  for (const s of [child.stdout, child.stderr]) {
    let rest = '';
    s.on('data', (b) => {
      const lines = (rest + b).split('\n');
      rest = lines.pop();
      for (const l of lines) console.log(`${tag} ${l}`);
    });
  }
  child.on('exit', (code, signal) => console.log(`${tag} exited (${signal ?? code})`));
  children.push(child);
  return waitFor(port).then(() => console.log(`${tag} serving http://localhost:${port}`));
}

const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

await start(1);
await start(2);
console.log(
  `\nTwo web processes over one PostgreSQL: http://localhost:${base} and http://localhost:${base + 1}.` +
    '\nThe process that prints "now runs the crash engine" leads; kill it to see the other take over.\n',
);
