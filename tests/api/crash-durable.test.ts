// Crash rounds that settle in several commits, stopped at each step boundary as a kill would
// (issue 38, findings 5, 6 and 8; docs/decisions/055-crash-rounds-settle-durably.md), then finished
// by a fresh engine; loyalty counts a settled crash bet at the edge its target put at risk and never a
// refunded one; the crash books agree with the ledger after every scenario (reconcile).
// Each scenario starts its round in the past (its end already reached), so an engine settles it at once.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type CrashBetResponse, crashEventSchemas } from '../../src/contract/crash';
import { subscribe } from '../../src/games/kit/shared/bus.server';
import { crashEngine } from '../../src/games/crash/engine.server';
import { crashEdge } from '../../src/games/crash/math';
import { CHANNEL } from '../../src/games/crash/relay.server';
import {
  DEFAULT_SETTINGS,
  latestRound,
  markCrashed,
  openRound,
  refundRound,
  roundEnd,
  settleLosses,
  startRound,
} from '../../src/games/crash/service.server';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import { armFailpoint, disarmFailpoints, FailpointStop } from '../../src/server/ops/failpoints.server';
import { balancesOf, checkLedger } from '../../src/server/wallet';
import { reconcile } from '../../src/server/wallet/reconcile';
import { configDir, freshDb, fundedPlayer, json, testApi } from './helpers';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());
afterEach(() => disarmFailpoints());

const store = new ConfigStore(configDir());
const S = { ...DEFAULT_SETTINGS, bettingMs: 60_000, pauseMs: 0, graceMs: 50, chainLength: 2000 };
let k = 0;
const key = () => `durable-${Date.now()}-${++k}`;
type Player = Awaited<ReturnType<typeof fundedPlayer>>;

const balanceOf = async (p: Player) => (await balancesOf(db, p.user.id, 'RUB')).balance;
const bet = async (p: Player, body: Record<string, unknown>, limits = store) => {
  const res = await testApi(db, limits).request(
    '/crash/bets',
    json({ amount: 1000, ...body }, { ...p.auth, 'idempotency-key': key() }),
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as CrashBetResponse).bet.id;
};
const num = (v: unknown) => (v === null ? null : Number(v));
const betRow = async (id: number) => {
  const { rows } = await db.query<{ status: string; payout: unknown; cashed_out_at: unknown }>(
    'SELECT status, payout, cashed_out_at FROM crash_bets WHERE id = $1',
    [id],
  );
  const r = rows[0]!;
  return { status: r.status, payout: num(r.payout), cashed_out_at: num(r.cashed_out_at) };
};
/** How many times the ledger paid the bet (its win key). */
const wins = async (id: number) =>
  Number(
    (
      await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM wallet_transactions WHERE idempotency_key = $1`, [
        `crash-bet:${id}:win`,
      ])
    ).rows[0]!.n,
  );
/** The player's loyalty counts (player_stats), numbers. */
const stats = async (p: Player) =>
  (
    await db.query<Record<string, unknown>>(`SELECT wagered, paid, edge, bets FROM player_stats WHERE user_id = $1`, [
      p.user.id,
    ])
  ).rows.map((r) => ({ wagered: Number(r.wagered), paid: Number(r.paid), edge: Number(r.edge), bets: Number(r.bets) }));

async function expectReconciled() {
  const report = await reconcile(db);
  expect(report.problems).toEqual([]);
  expect((await checkLedger(db)).ok).toBe(true);
}

/** A fresh engine (as after a restart) on its own signal. */
function engine(limits = store, settings = S) {
  const ac = new AbortController();
  const done = crashEngine(db, () => limits.current.betLimits, settings)(ac.signal);
  return {
    done,
    stop: async () => {
      ac.abort();
      await done.catch(() => {});
    },
  };
}

async function until<T>(what: string, fn: () => Promise<T | false | undefined>, ms = 8000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Closes whatever the last test left and opens a round in betting whose crash point is at least `min`. */
async function roundReaching(min = 100) {
  for (let i = 0; i < 500; i++) {
    const r = await latestRound(db);
    if (r?.phase === 'betting') await refundRound(db, r.id);
    if (r?.phase === 'running') {
      await markCrashed(db, r.id);
      await settleLosses(db, r.id);
    }
    const opened = (await openRound(db, S))!;
    if (opened.crash_hundredths >= min) return opened;
  }
  throw new Error('no round reaching the point');
}

const openBetsOf = async (roundId: number) =>
  Number(
    (
      await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM crash_bets WHERE round_id = $1 AND status = 'open'`,
        [roundId],
      )
    ).rows[0]!.n,
  );

describe('a takeover refund stopped midway (finding 5)', () => {
  it('refunds the round in one transaction: stopped after one bet, nothing is marked refunded, and the next engine refunds every stake (crash.refund.mid-round)', async () => {
    const r = await roundReaching();
    const players = [await fundedPlayer(db, 10_000), await fundedPlayer(db, 10_000), await fundedPlayer(db, 10_000)];
    const ids = [];
    for (const p of players) ids.push(await bet(p, {}));
    // An engine that did not open the round refunds it; it dies after the first bet's refund.
    armFailpoint('crash.refund.mid-round', { skip: 1 });
    const first = engine();
    await expect(first.done).rejects.toBeInstanceOf(FailpointStop);
    // Nothing half-done is written as done: the round is not marked refunded with stakes still held.
    const { rows } = await db.query<{ phase: string }>('SELECT phase FROM crash_rounds WHERE id = $1', [r.id]);
    const refunded = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM crash_bets WHERE round_id = $1 AND status = 'refunded'`,
      [r.id],
    );
    expect([rows[0]!.phase, Number(refunded.rows[0]!.n)]).toEqual(['betting', 0]);

    const next = engine();
    try {
      await until('every stake refunded', async () => (await openBetsOf(r.id)) === 0);
    } finally {
      await next.stop();
    }
    for (const id of ids) expect((await betRow(id)).status).toBe('refunded');
    for (const p of players) expect(await balanceOf(p)).toBe(10_000);
    // A refunded stake never counts for loyalty.
    for (const p of players) expect(await stats(p)).toEqual([]);
    await expectReconciled();
  });
});

describe('the forced end at the maximum payout (finding 6)', () => {
  /**
   * A round forced to end at 1.20× (crash point ≥ 1.50; 10 ₽ stakes and 12 ₽ of maximum payout per
   * stake), started 30 s ago: its end is reached.
   */
  async function forcedRound(bodies: Record<string, unknown>[]) {
    const limits = new ConfigStore(configDir({ limits: { RUB: { maxPayout: 1200 * bodies.length } } }));
    const r = await roundReaching(150);
    const players: Player[] = [];
    const ids: number[] = [];
    for (const body of bodies) {
      const p = await fundedPlayer(db, 10_000);
      players.push(p);
      ids.push(await bet(p, body, limits));
    }
    const started = (await startRound(db, limits.current.betLimits, r.id, Date.now() - 30_000))!;
    expect(roundEnd(started)).toMatchObject({ forced: true, hundredths: 120 });
    return { r: started, players, ids };
  }

  it('an engine killed once the round is marked crashed: the next one pays every owed cash-out once, nothing is lost (crash.end.after-crashed)', async () => {
    const { r, players, ids } = await forcedRound([{ auto_cashout: 1.1 }, {}, { auto_cashout: 1.3 }]);
    const events: { event: string; data: unknown }[] = [];
    const unsubscribe = await subscribe(db, CHANNEL, (event, data) => events.push({ event, data }));
    armFailpoint('crash.end.after-crashed');
    const first = engine();
    await expect(first.done).rejects.toBeInstanceOf(FailpointStop);
    expect((await db.query('SELECT phase FROM crash_rounds WHERE id = $1', [r.id])).rows[0]).toEqual({
      phase: 'crashed',
    });

    const next = engine();
    try {
      await until('the round settled', async () => (await openBetsOf(r.id)) === 0);
    } finally {
      await next.stop();
      unsubscribe();
    }
    // The auto cash-out below the forced point at its target, the others at the forced point.
    expect(await betRow(ids[0]!)).toMatchObject({ status: 'cashed', payout: 1100, cashed_out_at: 110 });
    expect(await betRow(ids[1]!)).toMatchObject({ status: 'cashed', payout: 1200, cashed_out_at: 120 });
    expect(await betRow(ids[2]!)).toMatchObject({ status: 'cashed', payout: 1200, cashed_out_at: 120 });
    expect(await Promise.all(players.map(balanceOf))).toEqual([10_100, 10_200, 10_200]);
    for (const id of ids) expect(await wins(id)).toBe(1);
    // Loyalty: each counted once, settled, with the edge its cash-out point put at risk.
    expect(await stats(players[0]!)).toEqual([{ wagered: 1000, paid: 1100, edge: expect.any(Number), bets: 1 }]);
    expect((await stats(players[0]!))[0]!.edge).toBeCloseTo(crashEdge(1000, 110), 9);
    expect(await stats(players[1]!)).toEqual([{ wagered: 1000, paid: 1200, edge: expect.any(Number), bets: 1 }]);
    expect((await stats(players[1]!))[0]!.edge).toBeCloseTo(crashEdge(1000, 120), 9);
    // The stream's crash event: where it ended is a multiplier of its own, ended_at a time.
    const crash = events.find((e) => e.event === 'crash' && (e.data as { round_id: number }).round_id === r.id);
    const data = crashEventSchemas.crash.parse(crash?.data);
    expect(data).toMatchObject({ crash_point: r.crash_hundredths / 100, end_point: 1.2 });
    expect(data.ended_at).toBeGreaterThanOrEqual(r.started_at!);
    expect(data.ended_at).toBeLessThanOrEqual(Date.now());
    await expectReconciled();
  });

  it('an engine killed between the owed payouts: the next one pays the rest, each exactly once (crash.end.mid-payouts)', async () => {
    // More bets than the engine pays at once (8 on PostgreSQL), so some are left when it stops.
    const { r, players, ids } = await forcedRound(Array.from({ length: 10 }, () => ({})));
    armFailpoint('crash.end.mid-payouts');
    const first = engine();
    await expect(first.done).rejects.toBeInstanceOf(FailpointStop);
    const paid = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM crash_bets WHERE round_id = $1 AND status = 'cashed'`,
      [r.id],
    );
    const n = Number(paid.rows[0]!.n);
    expect(n).toBeGreaterThanOrEqual(1);
    expect(n).toBeLessThanOrEqual(8);
    // The round's end is long past: a check finds the owed payouts still unpaid.
    await db.query(`UPDATE crash_rounds SET ended_at = ended_at - interval '5 minutes' WHERE id = $1`, [r.id]);
    const stuck = await reconcile(db);
    expect(stuck.problems.map((p) => p.kind)).toEqual(Array(10 - n).fill('crash_owed_unpaid'));

    const next = engine();
    try {
      await until('the round settled', async () => (await openBetsOf(r.id)) === 0);
    } finally {
      await next.stop();
    }
    for (const id of ids) expect(await betRow(id)).toMatchObject({ status: 'cashed', payout: 1200 });
    for (const id of ids) expect(await wins(id)).toBe(1);
    expect(await Promise.all(players.map(balanceOf))).toEqual(Array(10).fill(10_200));
    await expectReconciled();
  });

  it('an auto cash-out whose payment fails is still owed, never swept as lost, and is paid once the payment goes through', async () => {
    const r = await roundReaching(150);
    const [a, b] = [await fundedPlayer(db, 10_000), await fundedPlayer(db, 10_000)];
    const aId = await bet(a, { auto_cashout: 1.2 });
    const bId = await bet(b, { auto_cashout: 1.4 });
    await startRound(db, store.current.betLimits, r.id, Date.now() - 20 * 60_000);
    // The database refuses a's payment (as a failed connection or statement would) until told otherwise.
    await db.exec(`CREATE FUNCTION test_refuse_win() RETURNS trigger LANGUAGE plpgsql AS $f$ BEGIN
      IF NEW.idempotency_key = 'crash-bet:${aId}:win' THEN RAISE EXCEPTION 'test: the payment fails'; END IF;
      RETURN NEW; END $f$;
      CREATE TRIGGER test_refuse_win BEFORE INSERT ON wallet_transactions FOR EACH ROW EXECUTE FUNCTION test_refuse_win();`);
    const first = engine();
    try {
      // b is paid; the round crashes and its grace passes; a stays owed.
      await until('b paid', async () => (await betRow(bId)).status === 'cashed');
      await until('the round crashed', async () => (await latestRound(db))!.id > r.id);
      await new Promise((s) => setTimeout(s, 200));
    } finally {
      await first.stop();
    }
    expect((await betRow(aId)).status).toBe('open');
    expect(await balanceOf(a)).toBe(9000);
    await db.exec('DROP TRIGGER test_refuse_win ON wallet_transactions; DROP FUNCTION test_refuse_win();');

    const next = engine();
    try {
      await until('a paid', async () => (await betRow(aId)).status === 'cashed');
    } finally {
      await next.stop();
    }
    expect(await betRow(aId)).toMatchObject({ status: 'cashed', payout: 1200 });
    expect(await balanceOf(a)).toBe(10_200);
    expect(await balanceOf(b)).toBe(10_400);
    await expectReconciled();
  });
});

describe('loyalty counts a settled crash bet at the edge its target put at risk', () => {
  it('counts lost bets in the round-end batch: an auto target at that target, no target one hundredth above the crash', async () => {
    const r = await roundReaching(110);
    const crash = r.crash_hundredths;
    const [a, b, c] = [await fundedPlayer(db, 10_000), await fundedPlayer(db, 10_000), await fundedPlayer(db, 10_000)];
    await bet(a, { auto_cashout: Math.min(crash + 50, 1_000_000_00) / 100 });
    await bet(b, { amount: 777 });
    await bet(c, { amount: 500, auto_cashout: 1.01 });
    await startRound(db, store.current.betLimits, r.id, Date.now() - 20 * 60_000);
    const e = engine();
    try {
      await until('the round settled', async () => (await openBetsOf(r.id)) === 0);
    } finally {
      await e.stop();
    }
    expect(await stats(a)).toEqual([{ wagered: 1000, paid: 0, edge: expect.any(Number), bets: 1 }]);
    expect((await stats(a))[0]!.edge).toBeCloseTo(crashEdge(1000, crash + 50), 9);
    expect(await stats(b)).toEqual([{ wagered: 777, paid: 0, edge: expect.any(Number), bets: 1 }]);
    expect((await stats(b))[0]!.edge).toBeCloseTo(crashEdge(777, crash + 1), 9);
    expect(await stats(c)).toEqual([{ wagered: 500, paid: 505, edge: expect.any(Number), bets: 1 }]);
    expect((await stats(c))[0]!.edge).toBeCloseTo(crashEdge(500, 101), 9);
    await expectReconciled();
  });

  it('the database counts the same edge as the math (crash_edge)', async () => {
    for (const [amount, t] of [
      [1, 100],
      [1, 101],
      [1000, 150],
      [5_000_000, 1_000_000_00],
      [3, 12_345],
    ] as const) {
      const { rows } = await db.query<{ e: string }>('SELECT crash_edge($1, $2)::text AS e', [amount, t]);
      expect(Number(rows[0]!.e)).toBeCloseTo(crashEdge(amount, t), 9);
    }
  });
});

describe('a cash-out answered from its own row (finding 8)', () => {
  it('a cash-out stopped after its money moved: the retry with its key answers the paid bet, even once the round is over (crash.cashout.after-money)', async () => {
    const r = await roundReaching(200);
    const p = await fundedPlayer(db, 10_000);
    await bet(p, {});
    await startRound(db, store.current.betLimits, r.id, Date.now() - 2000);
    const idem = key();
    const cashout = () =>
      testApi(db, store).request('/crash/cashout', json({}, { ...p.auth, 'idempotency-key': idem }));
    armFailpoint('crash.cashout.after-money');
    const stopped = await cashout();
    expect(stopped.status).toBe(500);
    const paid = Number(
      (await db.query('SELECT payout FROM crash_bets WHERE user_id = $1', [p.user.id])).rows[0]!.payout,
    );
    expect(paid).toBeGreaterThan(1000);
    // The round ends and the next one opens: the player has no bet in it, but the retry is the
    // same request and gets its answer.
    await roundReaching();
    const retry = await cashout();
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const body = (await retry.json()) as CrashBetResponse;
    expect(body.bet).toMatchObject({ round_id: r.id, status: 'cashed', payout: paid });
    expect(body.balance).toBe(9000 + paid);
    expect(await balanceOf(p)).toBe(9000 + paid);
    // A cash-out with a new key has nothing to cash out.
    const fresh = await testApi(db, store).request('/crash/cashout', json({}, { ...p.auth, 'idempotency-key': key() }));
    expect(fresh.status).toBe(404);
    await expectReconciled();
  });
});

describe('cash-out keys, abused', () => {
  it("the same key twice at once pays once; another player's cash-out under that key is their own", async () => {
    const r = await roundReaching(300);
    const [p, q] = [await fundedPlayer(db, 10_000), await fundedPlayer(db, 10_000)];
    await bet(p, {});
    await bet(q, {});
    await startRound(db, store.current.betLimits, r.id, Date.now() - 3000);
    const idem = key();
    const send = (who: Player) =>
      testApi(db, store).request('/crash/cashout', json({}, { ...who.auth, 'idempotency-key': idem }));
    const [x, y] = await Promise.all([send(p), send(p)]);
    expect([x.status, y.status]).toEqual([200, 200]);
    const [bx, by] = [(await x.json()) as CrashBetResponse, (await y.json()) as CrashBetResponse];
    expect(bx.bet.payout).toBe(by.bet.payout);
    expect(await wins(bx.bet.id)).toBe(1);
    expect(await balanceOf(p)).toBe(9000 + bx.bet.payout!);
    // q's key space is q's own: the key p used cashes q's bet out, at q's own price, as a new request.
    const other = await send(q);
    expect(other.status).toBe(200);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    const bo = (await other.json()) as CrashBetResponse;
    expect(bo.bet.id).not.toBe(bx.bet.id);
    expect(await balanceOf(q)).toBe(9000 + bo.bet.payout!);
    // A key in a malformed shape is refused before anything runs.
    const bad = await testApi(db, store).request('/crash/cashout', json({}, { ...p.auth, 'idempotency-key': 'x' }));
    expect(bad.status).toBe(422);
    await roundReaching();
    await expectReconciled();
  });
});

describe('reconcile of crash', () => {
  it('finds books apart from the ledger and a bet lost that its round owed', async () => {
    const r = await roundReaching(150);
    const p = await fundedPlayer(db, 10_000);
    const id = await bet(p, { auto_cashout: 1.2 });
    await startRound(db, store.current.betLimits, r.id, Date.now() - 20 * 60_000);
    await markCrashed(db, r.id);
    // In a transaction rolled back at the end: the owed bet written as lost, and a payout the
    // ledger never saw.
    const found = await db
      .transaction(async (tx) => {
        await tx.query(`UPDATE crash_bets SET status = 'lost', payout = 0, owed_hundredths = NULL WHERE id = $1`, [id]);
        await tx.query(
          `UPDATE crash_bets SET status = 'cashed', payout = 1500, cashed_out_at = 150 WHERE id = (
             SELECT id FROM crash_bets WHERE status = 'cashed' ORDER BY id LIMIT 1)`,
        );
        throw Object.assign(new Error('rollback'), { report: await reconcile(tx) });
      })
      .catch((e: { report?: Awaited<ReturnType<typeof reconcile>> }) => e.report!);
    expect(found.problems.map((x) => x.kind).sort()).toEqual(['crash_books', 'crash_owed_marked_lost']);
    const e = engine();
    try {
      await until('the owed cash-out paid', async () => (await betRow(id)).status === 'cashed');
    } finally {
      await e.stop();
    }
    expect(await balanceOf(p)).toBe(10_200);
    await expectReconciled();
  });
});
