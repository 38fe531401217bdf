// The load harness the HTTP bet benches share (bench:bets, bench:sportsbook): funded players with
// sessions, a keep-alive poster, closed-loop workers (one per player, each sending its next request
// when the last one answered) and a scratch PostgreSQL database for the run.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import pg from 'pg';
import { createSession } from '../../src/server/auth/sessions.server';
import { createUser } from '../../src/server/auth/users.server';
import { openDatabase } from '../../src/server/db/index.server';
import type { Db } from '../../src/server/db/types';
import { adjust, inWalletTransaction } from '../../src/server/wallet';

export type Result = { perSec: number; p99: number; failures: number };

/** `workers` closed-loop workers for `seconds`; fn answers whether the call succeeded. */
export async function timed(
  seconds: number,
  workers: number,
  fn: (worker: number) => Promise<boolean>,
): Promise<Result> {
  const lat: number[] = [];
  const end = performance.now() + seconds * 1000;
  let n = 0;
  let failures = 0;
  const worker = async (p: number) => {
    while (performance.now() < end) {
      const t = performance.now();
      if (!(await fn(p))) failures++;
      lat.push(performance.now() - t);
      n++;
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: workers }, (_, p) => worker(p)));
  const secs = (performance.now() - start) / 1000;
  lat.sort((a, b) => a - b);
  return { perSec: n / secs, p99: lat[Math.floor(lat.length * 0.99)] ?? 0, failures };
}

/** Interleaved rounds of one side: the mean rate, the worst p99, every failure. */
export const merge = (xs: Result[]): Result => ({
  perSec: xs.reduce((a, x) => a + x.perSec, 0) / xs.length,
  p99: Math.max(...xs.map((x) => x.p99)),
  failures: xs.reduce((a, x) => a + x.failures, 0),
});

/** A RUB player funded through the wallet's own adjustment, with a bearer session. */
export async function fundedPlayer(db: Db, cash = 1e12): Promise<{ id: number; token: string }> {
  const user = await createUser(db, {
    email: `bench-${randomBytes(6).toString('hex')}@example.com`,
    passwordHash: null,
    registerMethod: 'social',
    region: 'RU',
    currency: 'RUB',
  });
  if (cash > 0) {
    await inWalletTransaction(db, (tx) =>
      adjust(tx, {
        key: `bench-fund:${user.id}`,
        userId: user.id,
        currency: 'RUB',
        amount: cash,
        reason: 'bench',
        actor: 'bench',
      }),
    );
  }
  const { token } = await createSession(
    db,
    { userId: user.id, method: 'social', ip: null, userAgent: null },
    { accessTtlSeconds: 3600, sessionTtlDays: 30 },
  );
  return { id: user.id, token };
}

export function listen(fetch: (r: Request) => Response | Promise<Response>) {
  const server = serve({ fetch, port: 0, hostname: '127.0.0.1' });
  // The sides take turns: a connection idle while the others run must still be there.
  (server as unknown as { keepAliveTimeout: number }).keepAliveTimeout = 120_000;
  return new Promise<{ server: typeof server; port: number }>((resolve) =>
    server.once('listening', () => resolve({ server, port: (server.address() as AddressInfo).port })),
  );
}

/** POSTs JSON with a bearer token and a fresh Idempotency-Key over `sockets` keep-alive connections. */
export function poster(port: number, host: string, sockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const post = (path: string, token: string, body: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const q = http.request(
        {
          host: '127.0.0.1',
          port,
          path,
          method: 'POST',
          agent,
          headers: {
            host,
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
            'idempotency-key': `b${randomBytes(8).toString('hex')}`,
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d) => {
            text += d;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      q.on('error', reject);
      q.end(body);
    });
  return { post, close: () => agent.destroy() };
}

/** A database of the run's own on the DATABASE_URL server, migrated; drop() removes it. */
export async function scratchPostgres(
  url: string,
  prefix: string,
): Promise<{ db: Db; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const db = await openDatabase({ url: u.toString() });
  return {
    db,
    url: u.toString(),
    async drop() {
      if (!db.closed) await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
