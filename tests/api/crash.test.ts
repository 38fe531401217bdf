// Crash (issue 19): the abuse cases first. Most tests drive the round steps themselves with explicit
// clocks (deterministic: no sleeping on a real round); the last ones run the real engine.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type CrashBetResponse,
  crashBetResponseSchema,
  crashFairSchema,
  crashRoundsResponseSchema,
  crashStateSchema,
} from '../../src/contract/crash';
import { sha256Hex, verifyChainLink } from '../../src/games/kit/fair/chain';
import { crashPoint } from '../../src/games/crash/math';
import {
  cashOut,
  cashOutMany,
  DEFAULT_SETTINGS,
  dueAutoCashouts,
  endInstant,
  latestRound,
  markCrashed,
  openRound,
  payOwed,
  placeCrashBet,
  refundRound,
  roundEnd,
  settleLosses,
  startRound,
} from '../../src/games/crash/service.server';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import { startRoundEngines } from '../../src/server/rounds/engines.server';
import { balancesOf, checkLedger } from '../../src/server/wallet';
import { reconcile } from '../../src/server/wallet/reconcile';
import { configDir, freshDb, fundedPlayer, json, testApi } from './helpers';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());
// The crash books agree with the ledger after every scenario (issue 38).
afterEach(async () => expect((await reconcile(db)).problems).toEqual([]));

const store = new ConfigStore(configDir());
const api = () => testApi(db, store);
const S = { ...DEFAULT_SETTINGS, bettingMs: 60_000, chainLength: 2000 };
let k = 0;
const key = () => `crash-key-${Date.now()}-${++k}`;
const post = (path: string, auth: Record<string, string>, body: unknown = {}, idem = key()) =>
  api().request(path, json(body, { ...auth, 'idempotency-key': idem }));
const get = (path: string, auth: Record<string, string> = { host: 'api.casino.test' }) =>
  api().request(path, { headers: auth });
const balanceOf = async (userId: number, currency = 'RUB') => (await balancesOf(db, userId, currency as 'RUB')).balance;
const errorCode = async (res: Response) =>
  Object.values(((await res.json()) as { errors: Record<string, string[]> }).errors)[0]?.[0]?.split(':')[0];

/** Closes whatever round is open (as the engine would) and opens a new one in betting (no engine runs here). */
async function freshRound() {
  const r = await latestRound(db);
  if (r?.phase === 'betting') await refundRound(db, r.id);
  if (r?.phase === 'running') await markCrashed(db, r.id);
  if (r && r.phase !== 'betting') {
    await payOwed(db, r.id);
    await settleLosses(db, r.id);
  }
  const opened = await openRound(db, S);
  if (!opened) throw new Error('no round');
  return opened;
}

describe('crash bets', () => {
  it('takes a bet in betting once: the same key twice at once is one bet, two keys are one bet and a refusal', async () => {
    await freshRound();
    const { user, auth } = await fundedPlayer(db, 10_000);
    const idem = key();
    const [a, b] = await Promise.all([
      post('/crash/bets', auth, { amount: 1000, auto_cashout: 2 }, idem),
      post('/crash/bets', auth, { amount: 1000, auto_cashout: 2 }, idem),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [ba, bb] = [crashBetResponseSchema.parse(await a.json()), crashBetResponseSchema.parse(await b.json())];
    expect(ba.bet.id).toBe(bb.bet.id);
    expect(ba.bet.auto_cashout).toBe(2);
    expect(await balanceOf(user.id)).toBe(9000);
    // Another key: one bet per round.
    const again = await post('/crash/bets', auth, { amount: 1000 });
    expect(again.status).toBe(422);
    expect(await errorCode(again)).toBe('already_bet');
    // The same key with another body.
    const reused = await post('/crash/bets', auth, { amount: 500 }, idem);
    expect(reused.status).toBe(422);
    expect(await balanceOf(user.id)).toBe(9000);
  });

  it('refuses bad input with 4xx and moves nothing', async () => {
    await freshRound();
    const { user, auth } = await fundedPlayer(db, 10_000);
    for (const body of [
      { amount: 0 },
      { amount: -100 },
      { amount: 10.5 },
      { amount: '100' },
      { amount: 1000, auto_cashout: 1 },
      { amount: 1000, auto_cashout: 1.005 },
      { amount: 1000, auto_cashout: 2e6 },
      { amount: 1000, extra: true },
      { amount: 99 }, // below RUB's minimum of 1 ₽
      { amount: 5_000_001 }, // above RUB's maximum of 50,000 ₽
    ]) {
      const res = await post('/crash/bets', auth, body);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
    }
    expect((await post('/crash/bets', { host: 'api.casino.test' }, { amount: 1000 })).status).toBe(401);
    const noKey = await api().request('/crash/bets', json({ amount: 1000 }, auth));
    expect(noKey.status).toBe(422);
    expect(await balanceOf(user.id)).toBe(10_000);
    // More than the balance.
    const poor = await post('/crash/bets', auth, { amount: 20_000 });
    expect(poor.status).toBe(422);
    expect(await balanceOf(user.id)).toBe(10_000);
  });

  it('takes the smallest and largest stakes of every currency and refuses one unit past them', async () => {
    const limits = {
      RUB: [100, 5_000_000],
      USD: [1, 50_000],
      EUR: [1, 50_000],
      KZT: [500, 25_000_000],
      INR: [100, 5_000_000],
    };
    for (const [currency, [min, max]] of Object.entries(limits) as [string, [number, number]][]) {
      await freshRound();
      const lo = await fundedPlayer(db, max + 10, { currency: currency as 'RUB' });
      const hi = await fundedPlayer(db, max + 10, { currency: currency as 'RUB' });
      expect((await post('/crash/bets', lo.auth, { amount: min - 1 })).status, `${currency} min-1`).toBe(422);
      expect((await post('/crash/bets', hi.auth, { amount: max + 1 })).status, `${currency} max+1`).toBe(422);
      expect((await post('/crash/bets', lo.auth, { amount: min })).status, `${currency} min`).toBe(200);
      expect((await post('/crash/bets', hi.auth, { amount: max })).status, `${currency} max`).toBe(200);
    }
  });

  it('refuses a bet while the round runs and after it crashed', async () => {
    const r = await freshRound();
    const { user, auth } = await fundedPlayer(db, 10_000);
    await startRound(db, store.current.betLimits, r.id);
    const running = await post('/crash/bets', auth, { amount: 1000 });
    expect(running.status).toBe(422);
    expect(await errorCode(running)).toBe('betting_closed');
    await markCrashed(db, r.id);
    expect((await post('/crash/bets', auth, { amount: 1000 })).status).toBe(422);
    expect(await balanceOf(user.id)).toBe(10_000);
  });

  it('refuses a bet at betting_ends_at even before the engine starts the round', async () => {
    const r = await freshRound();
    const { auth, user } = await fundedPlayer(db, 10_000);
    await expect(
      placeCrashBet(
        db,
        store.current.betLimits,
        { userId: user.id, amount: 1000, autoCashout: null, key: key(), requestHash: 'x' },
        () => r.betting_ends_at,
      ),
    ).rejects.toMatchObject({ code: 'betting_closed' });
    expect(auth).toBeTruthy();
  });
});

describe('crash cash-outs', () => {
  /** A round with one bet of `amount` by a new player, started at a known instant. */
  async function runningRoundWithBet(amount = 1000, auto?: number) {
    const r = await freshRound();
    const p = await fundedPlayer(db, 100_000);
    const res = await post('/crash/bets', p.auth, { amount, ...(auto ? { auto_cashout: auto } : {}) });
    expect(res.status).toBe(200);
    const started = (await startRound(db, store.current.betLimits, r.id))!;
    return { r: started, ...p };
  }

  it('before the start: not running; with no bet: 404', async () => {
    await freshRound();
    const p = await fundedPlayer(db, 10_000);
    await post('/crash/bets', p.auth, { amount: 1000 });
    const early = await post('/crash/cashout', p.auth);
    expect(early.status).toBe(422);
    expect(await errorCode(early)).toBe('not_running');
    const nobody = await fundedPlayer(db, 10_000);
    expect((await post('/crash/cashout', nobody.auth)).status).toBe(404);
  });

  it('pays the tie at exactly the crash instant and refuses a millisecond later', async () => {
    const a = await runningRoundWithBet();
    const end = roundEnd(a.r);
    const tie = await cashOut(db, a.user.id, a.r.started_at! + end.at);
    expect(tie.response.bet.cashed_out_at).toBe(end.hundredths / 100);
    expect(tie.response.bet.payout).toBe(Math.floor((1000 * end.hundredths) / 100));
    expect(await balanceOf(a.user.id)).toBe(100_000 - 1000 + tie.response.bet.payout!);

    // Another player in another round, one ms too late.
    const b = await runningRoundWithBet();
    const endB = roundEnd(b.r);
    await expect(cashOut(db, b.user.id, b.r.started_at! + endB.at + 1)).rejects.toMatchObject({ code: 'round_over' });
    await markCrashed(db, b.r.id);
    await settleLosses(db, b.r.id);
    expect(await balanceOf(b.user.id)).toBe(99_000);
    // After the crash, over HTTP as well.
    const late = await post('/crash/cashout', b.auth);
    expect(late.status).toBe(422);
    expect(await errorCode(late)).toBe('round_over');
  });

  it('a double cash-out (two requests at once) is paid once', async () => {
    const a = await runningRoundWithBet();
    const [x, y] = await Promise.all([post('/crash/cashout', a.auth), post('/crash/cashout', a.auth)]);
    expect([x.status, y.status]).toEqual([200, 200]);
    const [bx, by] = [(await x.json()) as CrashBetResponse, (await y.json()) as CrashBetResponse];
    expect(bx.bet.payout).toBe(by.bet.payout);
    const paid = bx.bet.payout!;
    expect(paid).toBeGreaterThanOrEqual(1000);
    expect(await balanceOf(a.user.id)).toBe(99_000 + paid);
    // And once more after the crash: the same answer, nothing paid; once the next round opened,
    // the player has no bet in it.
    await markCrashed(db, a.r.id);
    const z = (await (await post('/crash/cashout', a.auth)).json()) as CrashBetResponse;
    expect(z.bet.payout).toBe(paid);
    await settleLosses(db, a.r.id);
    await freshRound();
    expect((await post('/crash/cashout', a.auth)).status).toBe(404);
    expect(await balanceOf(a.user.id)).toBe(99_000 + paid);
  });

  it('an auto cash-out pays at its target when the round gets there, and loses when it does not', async () => {
    const a = await runningRoundWithBet(1000, 1.01);
    const end = roundEnd(a.r);
    const due = await dueAutoCashouts(db, a.r.id, end.hundredths);
    const done = await cashOutMany(
      db,
      due.map((bet) => ({ bet, at: bet.auto_cashout! })),
    );
    await markCrashed(db, a.r.id);
    await settleLosses(db, a.r.id);
    if (end.hundredths >= 101) {
      expect(done.map((d) => d.payout)).toEqual([1010]);
      expect(await balanceOf(a.user.id)).toBe(99_000 + 1010);
    } else {
      expect(done).toEqual([]);
      expect(await balanceOf(a.user.id)).toBe(99_000);
    }
    // A manual cash-out past the auto target is paid at the target, not above it.
    const b = await runningRoundWithBet(1000, 1.01);
    const endB = roundEnd(b.r);
    if (endB.hundredths >= 101) {
      const out = await cashOut(db, b.user.id, b.r.started_at! + Math.min(endB.at, endInstant(150)));
      expect(out.response.bet).toMatchObject({ cashed_out_at: 1.01, payout: 1010 });
    }
  });

  it("ends the round early for everyone at the operator's maximum payout", async () => {
    const small = new ConfigStore(configDir({ limits: { RUB: { maxPayout: 3000 } } }));
    const r = await freshRound();
    const a = await fundedPlayer(db, 10_000);
    const b = await fundedPlayer(db, 10_000);
    for (const p of [a, b]) {
      const res = await testApi(db, small).request(
        '/crash/bets',
        json({ amount: 1000 }, { ...p.auth, 'idempotency-key': key() }),
      );
      expect(res.status).toBe(200);
    }
    // Σ stakes 2000, cap 3000: F = 1.50 (unless the round crashes below it anyway).
    const started = (await startRound(db, small.current.betLimits, r.id))!;
    const end = roundEnd(started);
    expect(end.hundredths).toBe(Math.min(150, started.crash_hundredths));
    // a cashes out long after the forced end: paid at the forced point, as everyone still in.
    if (end.forced) {
      const out = await cashOut(db, a.user.id, started.started_at! + end.at + 5000);
      expect(out.response.bet.cashed_out_at).toBe(1.5);
      expect(out.response.bet.payout).toBe(1500);
      // Once over, the round says where it ended (a multiplier) and when (a time), apart from its point.
      await markCrashed(db, r.id, started.started_at! + end.at);
      const over = crashStateSchema.parse(await (await get('/crash/state')).json());
      expect(over).toMatchObject({ end_point: 1.5, ended_at: started.started_at! + end.at });
      expect(over.crash_point).toBeGreaterThan(1.5);
      // b, still in, was owed the forced point by the end itself.
      await payOwed(db, r.id);
      expect(await balanceOf(b.user.id)).toBe(10_500);
    }
  });

  it('refuses a stake that would take the round past what the maximum payout covers at 1.01×', async () => {
    const small = new ConfigStore(configDir({ limits: { RUB: { maxPayout: 3030 } } }));
    await freshRound();
    const bet = (p: { auth: Record<string, string> }, amount: number) =>
      testApi(db, small).request('/crash/bets', json({ amount }, { ...p.auth, 'idempotency-key': key() }));
    const [a, b, c] = [await fundedPlayer(db, 10_000), await fundedPlayer(db, 10_000), await fundedPlayer(db, 10_000)];
    // 3030 covers 3000 of stakes at 1.01×: 2000 + 1000 fit, one kopeck more does not.
    expect((await bet(a, 2000)).status).toBe(200);
    const over = await bet(b, 1001);
    expect(over.status).toBe(422);
    expect(await errorCode(over)).toBe('max_payout_exceeded');
    expect((await bet(b, 1000)).status).toBe(200);
    expect((await bet(c, 100)).status).toBe(422);
    expect(await balanceOf(c.user.id)).toBe(10_000);
  });

  it('refunds at the start the newest stakes the maximum payout does not cover (bets that passed the check at once)', async () => {
    const wide = new ConfigStore(configDir({ limits: { RUB: { maxPayout: 3030 } } }));
    const r = await freshRound();
    const [a, b] = [await fundedPlayer(db, 10_000), await fundedPlayer(db, 10_000)];
    for (const [p, amount] of [
      [a, 2000],
      [b, 1000],
    ] as const) {
      const res = await testApi(db, wide).request(
        '/crash/bets',
        json({ amount }, { ...p.auth, 'idempotency-key': key() }),
      );
      expect(res.status).toBe(200);
    }
    // At the start the cap covers only 2000 at 1.01× (as if b's bet had raced past the check).
    const narrow = new ConfigStore(configDir({ limits: { RUB: { maxPayout: 2020 } } }));
    const started = (await startRound(db, narrow.current.betLimits, r.id))!;
    expect(await balanceOf(b.user.id)).toBe(10_000);
    expect(await balanceOf(a.user.id)).toBe(8000);
    expect(roundEnd(started).hundredths).toBe(Math.min(101, started.crash_hundredths));
    const mine = (await (await get('/crash/bets?limit=1', b.auth)).json()) as { data: { status: string }[] };
    expect(mine.data[0]!.status).toBe('refunded');
  });

  it('does not take a bet that arrived before its round opened into it', async () => {
    const r = await freshRound();
    const p = await fundedPlayer(db, 10_000);
    await expect(
      placeCrashBet(db, store.current.betLimits, {
        userId: p.user.id,
        amount: 1000,
        autoCashout: null,
        key: key(),
        requestHash: 'x',
        arrival: r.opened_at - 1,
      }),
    ).rejects.toMatchObject({ code: 'betting_closed' });
    expect(await balanceOf(p.user.id)).toBe(10_000);
  });

  it("cannot cash out another player's bet or a bet of an earlier round", async () => {
    const a = await runningRoundWithBet();
    const other = await fundedPlayer(db, 10_000);
    expect((await post('/crash/cashout', other.auth)).status).toBe(404);
    await markCrashed(db, a.r.id);
    await settleLosses(db, a.r.id);
    await freshRound();
    // a's last bet was lost: a new round does not bring it back, and a has no bet in it.
    const late = await post('/crash/cashout', a.auth);
    expect(late.status).toBe(404);
    expect(await errorCode(late)).toBe('no_bet');
    expect(await balanceOf(a.user.id)).toBe(99_000);
  });
});

describe('crash rounds and fairness', () => {
  it('hides the hash and point until the crash, then every round proves the one before', async () => {
    const r = await freshRound();
    const live = crashStateSchema.parse(await (await get('/crash/state')).json());
    expect(live.id).toBe(r.id);
    expect(live.phase).toBe('betting');
    expect(live.hash).toBeUndefined();
    expect(live.crash_point).toBeUndefined();
    await startRound(db, store.current.betLimits, r.id);
    const running = crashStateSchema.parse(await (await get('/crash/state')).json());
    expect(running.phase).toBe('running');
    expect(running.hash).toBeUndefined();
    await markCrashed(db, r.id);
    await settleLosses(db, r.id);
    const over = crashStateSchema.parse(await (await get('/crash/state')).json());
    expect(over.phase).toBe('crashed');
    expect(sha256Hex(over.hash!)).toBe(live.hash_commitment);
    // Where it ended is a multiplier (its point, as nothing forced it); when it ended is a time.
    expect(over.end_point).toBe(over.crash_point);
    expect(over.ended_at).toBeGreaterThanOrEqual(running.started_at!);
    expect(over.ended_at).toBeLessThanOrEqual(Date.now());

    const fair = crashFairSchema.parse(await (await get('/crash/fair')).json());
    // The tests' chains seed themselves (decision 066), and the answer says so.
    expect(fair.seeding.source).toBe('local');
    if (fair.salt === null) throw new Error('a local chain has its salt');
    const salt = fair.salt;
    const rounds = crashRoundsResponseSchema.parse(await (await get('/crash/rounds?limit=100')).json()).data;
    expect(rounds.length).toBeGreaterThan(3);
    expect(rounds.find((x) => x.id === r.id)).toMatchObject({ end_point: over.end_point, ended_at: over.ended_at });
    for (let i = 0; i < rounds.length; i++) {
      const round = rounds[i]!;
      expect(round.crash_point).toBe(crashPoint(round.hash, salt));
      expect(round.ended_at).toBeGreaterThan(1_700_000_000_000);
      const previous = rounds[i + 1];
      if (previous) {
        expect(previous.id).toBe(round.id - 1);
        expect(verifyChainLink(round.hash, previous.hash)).toBe(true);
      } else if (round.id === fair.first_round_id) {
        expect(verifyChainLink(round.hash, fair.terminating_hash)).toBe(true);
      }
    }
    expect((await get('/crash/rounds?limit=0')).status).toBe(422);
    expect((await get('/crash/rounds?limit=abc')).status).toBe(422);
  });

  it('refunds every stake of a round that never started, and says so in the list', async () => {
    const r = await freshRound();
    const a = await fundedPlayer(db, 10_000);
    await post('/crash/bets', a.auth, { amount: 2500 });
    expect(await balanceOf(a.user.id)).toBe(7500);
    expect(await refundRound(db, r.id)).toBe(1);
    expect(await refundRound(db, r.id)).toBe(0);
    expect(await balanceOf(a.user.id)).toBe(10_000);
    const mine = (await (await get('/crash/bets?limit=1', a.auth)).json()) as { data: { status: string }[] };
    expect(mine.data[0]!.status).toBe('refunded');
    const rounds = crashRoundsResponseSchema.parse(await (await get('/crash/rounds?limit=1')).json()).data;
    expect(rounds[0]).toMatchObject({ id: r.id, refunded: true });
  });
});

describe('the crash engine', () => {
  it('plays rounds on its own: open, start, auto cash-out, crash, the next round; a new engine takes over by the rule', async () => {
    const last = await latestRound(db);
    if (last?.phase === 'betting') await refundRound(db, last.id);
    if (last?.phase === 'running') {
      await markCrashed(db, last.id);
      await settleLosses(db, last.id);
    }
    const settings = { ...DEFAULT_SETTINGS, bettingMs: 700, pauseMs: 100, graceMs: 50, chainLength: 2000 };
    const engines = startRoundEngines(db, { crash: settings, getLimits: () => store.current.betLimits });
    const p = await fundedPlayer(db, 10_000);
    try {
      // Wait for a round in betting with enough time left, then bet with an auto cash-out.
      let betRound = 0;
      for (let i = 0; i < 100 && !betRound; i++) {
        const r = await latestRound(db);
        if (r?.phase === 'betting' && r.betting_ends_at - Date.now() > 200) {
          const res = await post('/crash/bets', p.auth, { amount: 1000, auto_cashout: 1.01 });
          if (res.status === 200) betRound = r.id;
        }
        if (!betRound) await new Promise((s) => setTimeout(s, 50));
      }
      expect(betRound).toBeGreaterThan(0);
      // The round runs and the engine settles the bet by itself (its auto cash-out, or the crash).
      for (let i = 0; i < 200; i++) {
        const { rows } = await db.query<{ status: string }>('SELECT status FROM crash_bets WHERE round_id = $1', [
          betRound,
        ]);
        if (rows[0]?.status !== 'open') break;
        await new Promise((s) => setTimeout(s, 50));
      }
      const { rows } = await db.query<{ status: string; payout: number; crash: number }>(
        `SELECT b.status, b.payout, r.crash_hundredths AS crash FROM crash_bets b JOIN crash_rounds r ON r.id = b.round_id
          WHERE b.round_id = $1`,
        [betRound],
      );
      const bet = rows[0]!;
      if (Number(bet.crash) >= 101) expect(bet).toMatchObject({ status: 'cashed', payout: 1010 });
      else expect(bet).toMatchObject({ status: 'lost', payout: 0 });
    } finally {
      await engines.stop();
    }
    // The engine stopped: whatever round it left in betting is refunded by the next engine;
    // a running one runs on to its end. Leave one in betting with a stake and start another engine.
    const r = await freshRound();
    const q = await fundedPlayer(db, 10_000);
    expect((await post('/crash/bets', q.auth, { amount: 1000 })).status).toBe(200);
    const next = startRoundEngines(db, {
      crash: { ...settings, bettingMs: 60_000 },
      getLimits: () => store.current.betLimits,
    });
    try {
      for (let i = 0; i < 100 && (await latestRound(db))!.id === r.id; i++) await new Promise((s) => setTimeout(s, 50));
      const { rows } = await db.query<{ phase: string }>('SELECT phase FROM crash_rounds WHERE id = $1', [r.id]);
      expect(rows[0]!.phase).toBe('refunded');
      expect(await balanceOf(q.user.id)).toBe(10_000);
    } finally {
      await next.stop();
    }
    const report = await checkLedger(db);
    expect(report.ok).toBe(true);
  });
});
