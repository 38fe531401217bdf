import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPgDatabase } from './pg-admin';
import { afterAll, describe, expect, it } from 'vitest';
import { balanceEventSchema, depositResponseSchema } from '../../src/contract/wallet';
import { createSession } from '../../src/server/auth/sessions.server';
import { createUser } from '../../src/server/auth/users.server';
import { openDatabase } from '../../src/server/db/index.server';
import type { Db } from '../../src/server/db/types';
import { adjust, checkLedger, inWalletTransaction } from '../../src/server/wallet';

// Real processes: a node killed with SIGKILL in the middle of a stake load leaves a balanced
// ledger; and (PostgreSQL) a deposit paid through one node reaches a player's event stream
// connected to another node.

const FIXTURE = path.resolve(__dirname, 'fixtures/wallet-node.ts');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

function start(args: string[], env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (b: Buffer) => {
      if (b.toString().includes('ready')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`fixture exited ${code}`)));
  });
}
/** A port nothing listens on now: the system's pick for port 0, released at once. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
const exited = (c: ChildProcess) => new Promise((r) => (c.exitCode !== null ? r(null) : c.on('exit', r)));

async function pgDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const base = process.env.DATABASE_URL;
  if (!base) return null;
  const { url, drop } = await createPgDatabase(base, 'casino_wproc');
  return { url, drop };
}

async function richPlayer(db: Db) {
  const user = await createUser(db, {
    email: `proc-${Date.now()}-${Math.random()}@example.com`,
    passwordHash: null,
    registerMethod: 'email',
    region: 'RU',
    currency: 'RUB',
  });
  await inWalletTransaction(db, (tx) =>
    adjust(tx, {
      key: `seed:${user.id}`,
      userId: user.id,
      currency: 'RUB',
      amount: 10_000_000,
      reason: 't',
      actor: 't',
    }),
  );
  return user.id;
}

async function killMidLoad(env: Record<string, string>, open: () => Promise<Db>) {
  let db = await open();
  const userId = await richPlayer(db);
  if (db.kind === 'pglite') await db.close(); // one process at a time on an embedded database
  const child = await start(['load', String(userId)], env);
  // Once stakes are committing (however slow the machine), let it run a moment, then kill it without warning.
  await new Promise<void>((r) => child.stdout!.on('data', (b: Buffer) => b.toString().includes('progress') && r()));
  await new Promise((r) => setTimeout(r, 300));
  child.kill('SIGKILL');
  await exited(child);
  if (db.kind === 'pglite') db = await open();
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM wallet_transactions WHERE user_id = $1 AND kind = 'stake'`,
    [userId],
  );
  const { rows: bal } = await db.query<{ balance: number }>(
    `SELECT balance FROM wallet_accounts WHERE user_id = $1 AND kind = 'cash'`,
    [userId],
  );
  expect(rows[0]!.n).toBeGreaterThan(0);
  expect(Number(bal[0]!.balance)).toBe(10_000_000 - 100 * rows[0]!.n);
  expect((await checkLedger(db)).problems).toEqual([]);
  await db.close();
}

describe('a wallet process killed with SIGKILL mid-load', () => {
  it('PGlite on disk: after restart every stake is whole or absent and the ledger checks', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'casino-wallet-kill-'));
    try {
      await killMidLoad({ DATA_DIR: dir, DATABASE_URL: '' }, () => openDatabase({ dataDir: dir }));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('PostgreSQL (when DATABASE_URL is set)', async () => {
    const target = await pgDatabase();
    if (!target) return;
    try {
      await killMidLoad({ DATABASE_URL: target.url }, () => openDatabase({ url: target.url }));
    } finally {
      await target.drop();
    }
  }, 60_000);
});

describe('live balance across processes (PostgreSQL LISTEN/NOTIFY)', () => {
  it('a deposit paid through node B reaches the event stream open on node A', async () => {
    const target = await pgDatabase();
    if (!target) return; // PGlite is one process: its in-process path is covered by the API tests
    const db = await openDatabase({ url: target.url });
    try {
      const user = await createUser(db, {
        email: `sse-${Date.now()}@example.com`,
        passwordHash: null,
        registerMethod: 'email',
        region: 'RU',
        currency: 'RUB',
      });
      const { token } = await createSession(
        db,
        { userId: user.id, method: 'password', ip: null, userAgent: 'x' },
        { accessTtlSeconds: 3600, sessionTtlDays: 30 },
      );
      // Ports the system hands out free (a port derived from the pid once met another test's server).
      const [portA, portB] = [await freePort(), await freePort()];
      await Promise.all([
        start(['serve', String(portA)], { DATABASE_URL: target.url }),
        start(['serve', String(portB)], { DATABASE_URL: target.url }),
      ]);
      const auth = { authorization: `Bearer ${token}` };
      const abort = new AbortController();
      const stream = await fetch(`http://127.0.0.1:${portA}/wallet/events`, { headers: auth, signal: abort.signal });
      expect(stream.status).toBe(200);
      const reader = stream.body!.getReader();
      const events: { event: string; id: string; data: string }[] = [];
      let buf = '';
      const pump = (async () => {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buf += new TextDecoder().decode(value);
          let i = buf.indexOf('\n\n');
          while (i >= 0) {
            const block = buf.slice(0, i);
            buf = buf.slice(i + 2);
            const f = Object.fromEntries(
              block
                .split('\n')
                .filter((l) => l && !l.startsWith(':'))
                .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
            );
            if (f.event) events.push(f as { event: string; id: string; data: string });
            i = buf.indexOf('\n\n');
          }
        }
      })().catch(() => {});
      const waitFor = async (pred: () => boolean) => {
        for (let t = 0; t < 200 && !pred(); t++) await new Promise((r) => setTimeout(r, 50));
        expect(pred()).toBe(true);
      };
      await waitFor(() => events.length >= 1); // the initial state
      const res = await fetch(`http://127.0.0.1:${portB}/wallet/deposits`, {
        method: 'POST',
        headers: {
          ...auth,
          'content-type': 'application/json',
          'idempotency-key': `proc-${process.pid}-${Date.now()}`,
        },
        body: JSON.stringify({ amount: 25_000, method: 'sandbox' }),
      });
      const d = depositResponseSchema.parse(await res.json()).data;
      const u = new URL(d.pay_url!, `http://127.0.0.1:${portB}`);
      await fetch(`http://127.0.0.1:${portB}${u.pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ sig: u.searchParams.get('sig')!, card: '4242424242424242' }).toString(),
      });
      // Well before the stream's 15 s re-read: it came by NOTIFY.
      await waitFor(() =>
        events.some((e) => e.event === 'balance' && balanceEventSchema.parse(JSON.parse(e.data)).balance === 25_000),
      );
      const last = events.at(-1)!;
      expect(balanceEventSchema.parse(JSON.parse(last.data))).toMatchObject({ balance: 25_000, reason: 'deposit' });
      abort.abort();
      await pump;

      // Resuming with Last-Event-ID of the newest event sends nothing new until something moves.
      const again = await fetch(`http://127.0.0.1:${portB}/wallet/events`, {
        headers: { ...auth, 'last-event-id': last.id },
        signal: AbortSignal.timeout(1500),
      });
      const text = await again.text().catch(() => '');
      expect(text).not.toContain('event: balance');
    } finally {
      await db.close();
      for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
      await target.drop();
    }
  }, 60_000);
});
