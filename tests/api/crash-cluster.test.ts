// Crash across processes (issue 19): real server processes (scripts/serve-api.ts) over one database.
// - PostgreSQL: two processes; players on each see the same rounds and each other's bets and
//   cash-outs live; the engine's process is killed mid-round and the other takes over and settles
//   by the written rule; the ledger check passes (freshDb's drop runs it).
// - PGlite is one process: the engine's process is killed and started again on the same data; the
//   round it left is settled by the same rule.
// - Both: a process killed right after a cash-out's money moved (failpoint 'exit'), and the retry
//   with the same key on the next process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/index.server';
import type { Db } from '../../src/server/db/types';
import { balancesOf, checkLedger } from '../../src/server/wallet';
import { reconcile } from '../../src/server/wallet/reconcile';
import { call, type Proc, serverStarter, stream as streamOf, until } from './cluster';
import { configDir, freshDb, fundedPlayer } from './helpers';

const PG = !!process.env.DATABASE_URL;
const config = configDir();
const startServer = serverStarter(46_100, config, {
  // Long enough a betting window that a loaded machine (other test files running) still sees one.
  CRASH_BETTING_MS: '2500',
  CRASH_PAUSE_MS: '300',
  CRASH_CHAIN_LENGTH: '500',
});
const stream = (p: Proc) => streamOf(p, '/crash/events');
const leads = (p: Proc) => p.log.join('').includes('now runs the crash engine');

let k = 0;
const key = () => `cluster-${process.pid}-${++k}`;

/** Waits for a round in betting with at least `ms` left, as the process sees it. */
const bettingRound = (p: Proc, ms = 700) =>
  until(
    'a round taking bets',
    async () => {
      const s = await call(p, { path: '/crash/state' });
      const b = s.body as { id: number; phase: string; betting_ends_at: number; server_time: number };
      return s.status === 200 && b.phase === 'betting' && b.betting_ends_at - b.server_time > ms ? b : undefined;
    },
    60_000,
  );

describe.runIf(PG)('crash on two processes over one PostgreSQL', () => {
  let db: Db;
  let url: string;
  let drop: () => Promise<void>;
  const procs: Proc[] = [];
  beforeAll(async () => {
    const f = await freshDb();
    db = f.db;
    url = f.url!;
    drop = f.drop;
    procs.push(await startServer({ DATABASE_URL: url }), await startServer({ DATABASE_URL: url }));
  }, 120_000);
  afterAll(async () => {
    for (const p of procs) p.child.kill('SIGKILL');
    await Promise.all(procs.map((p) => p.exited));
    await drop();
  });

  it('a player on each process sees the same rounds and the other one’s bet and cash-out', async () => {
    const [a, b] = procs as [Proc, Proc];
    const sa = stream(a);
    const sb = stream(b);
    const pa = await fundedPlayer(db, 100_000, { name: 'Ann' });
    const pb = await fundedPlayer(db, 100_000);
    await db.query(`UPDATE users SET public_name = 'AnnOnA', public_name_key = 'annona' WHERE id = $1`, [pa.user.id]);
    await db.query(`UPDATE users SET public_name = 'BobOnB', public_name_key = 'bobonb' WHERE id = $1`, [pb.user.id]);
    // Wait for a round whose crash point leaves time to cash out (the test reads the secret).
    let round: { id: number } | undefined;
    for (let i = 0; i < 20 && !round; i++) {
      const r = await bettingRound(a);
      const { rows } = await db.query<{ c: number }>('SELECT crash_hundredths AS c FROM crash_rounds WHERE id = $1', [
        r.id,
      ]);
      if (Number(rows[0]!.c) >= 120) round = r;
      else
        await until('the next round', async () => ((await call(a, { path: '/crash/state' })).body.id as number) > r.id);
    }
    expect(round).toBeTruthy();
    const id = round!.id;
    const betA = await call(a, {
      method: 'POST',
      path: '/crash/bets',
      token: pa.token,
      body: { amount: 1000 },
      key: key(),
    });
    const betB = await call(b, {
      method: 'POST',
      path: '/crash/bets',
      token: pb.token,
      body: { amount: 2000 },
      key: key(),
    });
    expect([betA.status, betB.status]).toEqual([200, 200]);
    const aBetId = (betA.body.bet as { id: number }).id;
    // Each stream shows the other process's bet.
    const betsIn = (s: ReturnType<typeof stream>) =>
      s.events.flatMap((e) =>
        e.event === 'bets' && e.data.round_id === id ? (e.data.bets as { player: string }[]) : [],
      );
    await until('B sees A’s bet', () => betsIn(sb).some((x) => x.player === 'AnnOnA'));
    await until('A sees B’s bet', () => betsIn(sa).some((x) => x.player === 'BobOnB'));
    // Both see the start, A's player cashes out on A, and B's stream shows it.
    await until('the start on both', () =>
      [sa, sb].every((s) => s.events.some((e) => e.event === 'start' && e.data.round_id === id)),
    );
    const out = await call(a, { method: 'POST', path: '/crash/cashout', token: pa.token });
    expect(out.status).toBe(200);
    const paid = (out.body.bet as { payout: number }).payout;
    await until('B sees A’s cash-out', () =>
      sb.events.some(
        (e) =>
          e.event === 'cashouts' &&
          (e.data.cashouts as { id: number; payout: number }[]).some((c) => c.id === aBetId && c.payout === paid),
      ),
    );
    // The same crash, with the same hash, on both.
    const crashOf = (s: ReturnType<typeof stream>) =>
      s.events.find((e) => e.event === 'crash' && e.data.round_id === id)?.data;
    // The round runs to its own point: 30 s of curve reach only about 6x (e^(0.00006 t)), and one
    // round in six goes further, so the wait covers a point of e^9 (8,100x; one round in 8,000).
    const [ca, cb] = await until(
      'the crash on both',
      () => {
        const x = crashOf(sa);
        const y = crashOf(sb);
        return x && y ? [x, y] : undefined;
      },
      150_000,
    );
    expect(ca).toMatchObject({ hash: cb.hash, crash_point: cb.crash_point });
    expect((await balancesOf(db, pa.user.id, 'RUB')).balance).toBe(99_000 + paid);
    sa.close();
    sb.close();
  }, 210_000);

  it('the engine’s process dies mid-round: the other takes over, the round ends at its point, nothing is lost', async () => {
    const leader = await until('a leader', () => procs.find(leads));
    const other = procs.find((p) => p !== leader)!;
    const so = stream(other);
    // A round with room to run: two bets, one with an auto cash-out it will reach.
    let round: { id: number; crash: number } | undefined;
    for (let i = 0; i < 30 && !round; i++) {
      const r = await bettingRound(other);
      const { rows } = await db.query<{ c: number }>('SELECT crash_hundredths AS c FROM crash_rounds WHERE id = $1', [
        r.id,
      ]);
      if (Number(rows[0]!.c) >= 150) round = { id: r.id, crash: Number(rows[0]!.c) };
      else
        await until(
          'the next round',
          async () => ((await call(other, { path: '/crash/state' })).body.id as number) > r.id,
        );
    }
    expect(round).toBeTruthy();
    const auto = await fundedPlayer(db, 10_000);
    const rides = await fundedPlayer(db, 10_000);
    for (const [p, body] of [
      [auto, { amount: 1000, auto_cashout: 1.2 }],
      [rides, { amount: 1000 }],
    ] as const) {
      expect(
        (await call(other, { method: 'POST', path: '/crash/bets', token: p.token, body, key: key() })).status,
      ).toBe(200);
    }
    await until('the start', () => so.events.some((e) => e.event === 'start' && e.data.round_id === round!.id));
    leader.child.kill('SIGKILL');
    await leader.exited;
    // The survivor takes the engine over within seconds and finishes the round by the rule.
    await until('the takeover', () => leads(other), 15_000);
    await until(
      'the crash of the round',
      () => so.events.some((e) => e.event === 'crash' && e.data.round_id === round!.id),
      60_000,
    );
    await until('settled', async () => {
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM crash_bets WHERE round_id = $1 AND status = 'open'`,
        [round!.id],
      );
      return rows[0]!.n === 0;
    });
    expect((await balancesOf(db, auto.user.id, 'RUB')).balance).toBe(9000 + 1200);
    expect((await balancesOf(db, rides.user.id, 'RUB')).balance).toBe(9000);
    // And the game goes on: the next round opens on the survivor.
    await until(
      'the next round',
      async () => ((await call(other, { path: '/crash/state' })).body.id as number) > round!.id,
    );
    expect((await checkLedger(db)).ok).toBe(true);
    so.close();
    procs.splice(procs.indexOf(leader), 1);
  }, 120_000);
});

describe.runIf(!PG)('crash on the embedded database: the process dies mid-round and starts again', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'casino-crash-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a round left in betting is refunded, a running one settles against its point', async () => {
    const env = { DATA_DIR: dir };
    let p = await startServer(env);
    // Players are made through a second handle only while the server is down (PGlite is one
    // process): stop it, add them, start it again.
    const withDb = async <T>(fn: (db: Db) => Promise<T>) => {
      p.child.kill('SIGTERM');
      await p.exited;
      const db = await openDatabase({ dataDir: path.join(dir, 'pglite') });
      try {
        return await fn(db);
      } finally {
        await db.close();
      }
    };
    const players = await withDb(async (db) => [await fundedPlayer(db, 10_000), await fundedPlayer(db, 10_000)]);
    p = await startServer(env);
    const [x, y] = players as [Awaited<ReturnType<typeof fundedPlayer>>, Awaited<ReturnType<typeof fundedPlayer>>];
    // x bets during betting, then the process is killed before the start.
    const r1 = await bettingRound(p, 900);
    expect(
      (await call(p, { method: 'POST', path: '/crash/bets', token: x.token, body: { amount: 1000 }, key: key() }))
        .status,
    ).toBe(200);
    p.child.kill('SIGKILL');
    await p.exited;
    p = await startServer(env);
    await until('the next round', async () => ((await call(p, { path: '/crash/state' })).body.id as number) > r1.id);
    // y bets and the process is killed while the round runs.
    const r2 = await bettingRound(p, 900);
    expect(
      (
        await call(p, {
          method: 'POST',
          path: '/crash/bets',
          token: y.token,
          body: { amount: 1000, auto_cashout: 1.01 },
          key: key(),
        })
      ).status,
    ).toBe(200);
    await until('the start', async () => (await call(p, { path: '/crash/state' })).body.phase !== 'betting');
    p.child.kill('SIGKILL');
    await p.exited;
    p = await startServer(env);
    await until('the round settled', async () => {
      const mine = await call(p, { path: '/crash/bets?limit=1', token: y.token });
      const bet = (mine.body.data as { round_id: number; status: string }[])[0];
      return bet?.round_id === r2.id && bet.status !== 'open';
    });
    p.child.kill('SIGTERM');
    await p.exited;
    await withDb(async (db) => {
      const { rows } = await db.query<{ round_id: number; status: string; payout: number; crash: number }>(
        `SELECT b.round_id, b.status, b.payout, r.crash_hundredths AS crash FROM crash_bets b JOIN crash_rounds r ON r.id = b.round_id
          WHERE b.user_id = ANY($1) ORDER BY b.id`,
        [[x.user.id, y.user.id]],
      );
      expect(rows[0]).toMatchObject({ round_id: r1.id, status: 'refunded' });
      expect((await balancesOf(db, x.user.id, 'RUB')).balance).toBe(10_000);
      if (Number(rows[1]!.crash) >= 101) expect(rows[1]).toMatchObject({ status: 'cashed', payout: 1010 });
      else expect(rows[1]).toMatchObject({ status: 'lost', payout: 0 });
      expect((await checkLedger(db)).ok).toBe(true);
    });
  }, 180_000);
});

describe('a cash-out whose process dies after the money moved (issue 38, crash.cashout.after-money)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'casino-crash-key-'));
  let drop: (() => Promise<void>) | null = null;
  afterAll(async () => {
    await drop?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the retry with its key, on the next process, answers the bet it paid (never 409) and pays nothing more', async () => {
    // PostgreSQL: a database of its own. PGlite: a data folder, written only while no server holds it.
    let env: Record<string, string> = { DATA_DIR: dir };
    let withDb = async <T>(fn: (db: Db) => Promise<T>) => {
      const db = await openDatabase({ dataDir: path.join(dir, 'pglite') });
      try {
        return await fn(db);
      } finally {
        await db.close();
      }
    };
    if (PG) {
      const f = await freshDb();
      env = { DATABASE_URL: f.url! };
      drop = f.drop;
      withDb = (fn) => fn(f.db);
    }
    const p = await withDb((db) => fundedPlayer(db, 10_000));
    const dying = await startServer({
      ...env,
      CASINO_TEST_HOOKS: '1',
      CASINO_FAILPOINTS: 'crash.cashout.after-money=exit',
    });
    const cashKey = key();
    let killed = false;
    // A round that crashes before the cash-out (1.00×, or a late request) answers 422: bet again.
    for (let i = 0; i < 6 && !killed; i++) {
      await bettingRound(dying, 900);
      const placed = await call(dying, {
        method: 'POST',
        path: '/crash/bets',
        token: p.token,
        body: { amount: 1000 },
        key: key(),
      });
      expect(placed.status).toBe(200);
      await until('the start', async () => (await call(dying, { path: '/crash/state' })).body.phase !== 'betting');
      const answer = await call(dying, {
        method: 'POST',
        path: '/crash/cashout',
        token: p.token,
        body: {},
        key: cashKey,
      }).catch(() => null);
      if (answer === null) killed = true;
      else expect(answer.status, JSON.stringify(answer.body)).toBe(422);
    }
    expect(killed).toBe(true);
    await dying.exited;

    const next = await startServer(env);
    try {
      const retry = await call(next, {
        method: 'POST',
        path: '/crash/cashout',
        token: p.token,
        body: {},
        key: cashKey,
      });
      expect(retry.status, JSON.stringify(retry.body)).toBe(200);
      const bet = retry.body.bet as { id: number; status: string; payout: number };
      expect(bet.status).toBe('cashed');
      expect(bet.payout).toBeGreaterThanOrEqual(1000);
      // Once more: the same answer.
      const again = await call(next, {
        method: 'POST',
        path: '/crash/cashout',
        token: p.token,
        body: {},
        key: cashKey,
      });
      expect(again.body.bet).toEqual(retry.body.bet);
      if (!PG) {
        next.child.kill('SIGKILL');
        await next.exited;
      }
      await withDb(async (db) => {
        const { rows } = await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM wallet_transactions WHERE idempotency_key = $1',
          [`crash-bet:${bet.id}:win`],
        );
        expect(Number(rows[0]!.n)).toBe(1);
        const lost = await db.query<{ staked: number }>(
          `SELECT coalesce(sum(amount), 0)::int AS staked FROM crash_bets WHERE user_id = $1`,
          [p.user.id],
        );
        expect((await balancesOf(db, p.user.id, 'RUB')).balance).toBe(
          10_000 - Number(lost.rows[0]!.staked) + bet.payout,
        );
        expect((await reconcile(db)).problems).toEqual([]);
        expect((await checkLedger(db)).ok).toBe(true);
      });
    } finally {
      next.child.kill('SIGKILL');
      await next.exited;
    }
  }, 180_000);
});
