// The sportsbook's money made durable and exact (issue 38): settlement that finishes after a stop
// at any step boundary (the failpoints, then a fresh sweeper as after a restart), a cash-out whose
// key is answered from its own commit, loyalty counted once from the book's edge and only when
// settled, debts as ledger receivables that withdrawals respect, one lock order under concurrency,
// placement serialized with settlement, and a feed read market by market. The feed is driven as a
// real consumer drives it, with UOF XML through feedXml; every scenario ends with `reconcile()` clean
// and freshDb's drop() runs the ledger check.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Currency } from '../../src/contract/common';
import { sbCashoutResponseSchema, sbEventSchema, sbPlaceResponseSchema } from '../../src/contract/sportsbook';
import { feedXml } from '../../src/games/betting/engine.server';
import type { IngestResult } from '../../src/games/betting/feed.server';
import { betEdge, decideDueBets, sweepSettlements } from '../../src/games/betting/service.server';
import type { BetSettlement, OddsChange, UofMessage } from '../../src/games/betting/uof/messages';
import { toUofXml } from '../../src/games/betting/uof/write';
import { maxPayout } from '../../src/server/bets/limits.server';
import { scrape } from '../../src/server/ops/metrics.server';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import {
  armFailpoint,
  disarmFailpoints,
  type FailpointName,
  isFailpointStop,
} from '../../src/server/ops/failpoints.server';
import { adjust, balancesOf, checkLedger, inWalletTransaction } from '../../src/server/wallet';
import { reconcile } from '../../src/server/wallet/reconcile';
import { call, type Proc, serverStarter } from './cluster';
import { configDir, freshDb, fundedPlayer, json, testApi } from './helpers';

const PG = !!process.env.DATABASE_URL;
let db: Db;
let drop: () => Promise<void>;

const LIMITS = {
  RUB: { games: { betting: { min: 100, max: 1_000_000 } }, maxPayout: 10_000_000 },
  USD: { games: { betting: { min: 100, max: 100_000 } }, maxPayout: 10_000_000 },
};
function operatorDir(sportsbook: unknown): string {
  const dir = configDir({ limits: LIMITS, operator: { wallet: { providers: ['sandbox'] } } });
  writeFileSync(path.join(dir, 'sportsbook.json'), JSON.stringify(sportsbook));
  return dir;
}
const store = new ConfigStore(operatorDir({ live_delay_ms: { default: 0 } }));
// The operator may set no cash-out margin at all: a cash-out then keeps nothing for the house.
const noMarginStore = new ConfigStore(operatorDir({ live_delay_ms: { default: 0 }, cashout_margin_bp: 0 }));
const delayStore = new ConfigStore(operatorDir({ live_delay_ms: { default: 200 } }));
const api = (s = store) => testApi(db, s);
const maxPayoutOf = (c: string) => maxPayout(store.current.betLimits, c as Currency);
const sink = { maxPayoutOf };

/** A fresh sweeper, as after a restart, that does not wait out the feed's grace. */
const sweep = () => sweepSettlements(db, { maxPayoutOf, graceMs: 0 });

async function expectReconciled() {
  const report = await reconcile(db);
  expect(report.problems).toEqual([]);
  expect((await checkLedger(db)).problems).toEqual([]);
}

async function feed(m: UofMessage) {
  const res = await feedXml(db, toUofXml(m), sink);
  if (!res.ok) throw new Error(`feed refused ${m.type}: ${res.error}`);
  return res;
}
const feedRaw = (xml: string) => feedXml(db, xml, sink);
/** A message fed with a failpoint armed: the flow stops there (as a kill would). */
async function feedStopped(m: UofMessage, point: FailpointName, opts: { skip?: number } = {}) {
  armFailpoint(point, { skip: opts.skip ?? 0 });
  const err = await feedXml(db, toUofXml(m), sink).then(
    () => null,
    (e: unknown) => e,
  );
  disarmFailpoints();
  expect(isFailpointStop(err), String(err)).toBe(true);
}

/** The producers up: alive, then a snapshot_complete (as a replay ends any recovery). */
async function producersUp() {
  for (const product of [1, 3]) {
    await feed({ type: 'alive', product, timestamp: Date.now(), subscribed: true });
    const up = { type: 'snapshot_complete', product, timestamp: Date.now(), request_id: 1 } as const;
    expect((await feedXml(db, toUofXml(up), { ...sink, replay: true })).ok).toBe(true);
  }
}

let dbUrl: string | undefined;
beforeAll(async () => {
  ({ db, drop, url: dbUrl } = await freshDb());
  await producersUp();
});
afterAll(() => drop());
beforeEach(async () => {
  for (const product of [1, 3]) await feed({ type: 'alive', product, timestamp: Date.now(), subscribed: true });
});
afterEach(() => disarmFailpoints());

// --- the feed -------------------------------------------------------------------------------------

type Outcomes = Record<string, number>;
type MarketSpec = {
  id: number;
  specifiers?: string;
  status?: OddsChange['markets'][number]['status'];
  outcomes: Outcomes;
};
const MATCH_1X2 = (home = 2_000, draw = 3_200, away = 3_500): MarketSpec => ({
  id: 1,
  outcomes: { '1': home, '2': draw, '3': away },
});
const toMarkets = (markets: MarketSpec[]): OddsChange['markets'] =>
  markets.map((m) => ({
    id: m.id,
    specifiers: m.specifiers ?? '',
    status: m.status ?? 1,
    cashout: true,
    outcomes: Object.entries(m.outcomes).map(([id, odds]) => ({ id, odds, active: true })),
  }));

let evSeq = 80_000 + (process.pid % 1000) * 100;
const live = new Set<string>();
async function newEvent(opts: { live?: boolean; markets?: MarketSpec[]; startIn?: number } = {}): Promise<string> {
  const id = `sr:match:${++evSeq}`;
  await feed({
    type: 'fixture',
    event_id: id,
    sport_id: 'sr:sport:1',
    sport_name: 'Soccer',
    category: 'England',
    tournament: 'Premier League',
    home: `Home ${evSeq}`,
    away: `Away ${evSeq}`,
    start_time: Date.now() + (opts.startIn ?? (opts.live ? -20 * 60_000 : 3_600_000)),
  });
  if (opts.live) live.add(id);
  await odds(id, opts.markets ?? [MATCH_1X2()]);
  return id;
}
function odds(eventId: string, markets: MarketSpec[]) {
  const isLive = live.has(eventId);
  return feed({
    type: 'odds_change',
    event_id: eventId,
    product: isLive ? 1 : 3,
    timestamp: Date.now(),
    ...(isLive ? { status: { status: 1, home_score: 0, away_score: 0, match_status: 6, match_time: '20:00' } } : {}),
    markets: toMarkets(markets),
  });
}
type SettledOutcome = BetSettlement['markets'][number]['outcomes'][number];
const settlement1x2 = (eventId: string, winner: '1' | '2' | '3'): UofMessage => ({
  type: 'bet_settlement',
  event_id: eventId,
  product: live.has(eventId) ? 1 : 3,
  timestamp: Date.now(),
  certainty: 2,
  markets: [
    {
      id: 1,
      specifiers: '',
      outcomes: (['1', '2', '3'] as const).map((id) => ({ id, result: id === winner ? 1 : 0 }) as SettledOutcome),
    },
  ],
});
const rollback1x2 = (eventId: string): UofMessage => ({
  type: 'rollback_bet_settlement',
  event_id: eventId,
  product: live.has(eventId) ? 1 : 3,
  timestamp: Date.now(),
  markets: [{ id: 1, specifiers: '' }],
});
const cancel1x2 = (eventId: string, window: { start_time?: number; end_time?: number } = {}): UofMessage => ({
  type: 'bet_cancel',
  event_id: eventId,
  product: live.has(eventId) ? 1 : 3,
  timestamp: Date.now(),
  ...window,
  markets: [{ id: 1, specifiers: '' }],
});
async function oid(eventId: string, ref: string, type = 1, specifiers = ''): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT o.id FROM sb_outcomes o JOIN sb_markets m ON m.id = o.market_id
      WHERE m.event_id = $1 AND m.type = $2 AND m.specifiers = $3 AND o.ref = $4`,
    [eventId, type, specifiers, ref],
  );
  if (!rows[0]) throw new Error(`no outcome ${eventId} ${type} ${specifiers} ${ref}`);
  return Number(rows[0].id);
}
async function marketStatus(eventId: string, type = 1, specifiers = ''): Promise<number> {
  const { rows } = await db.query<{ status: number }>(
    'SELECT status FROM sb_markets WHERE event_id = $1 AND type = $2 AND specifiers = $3',
    [eventId, type, specifiers],
  );
  return rows[0]!.status;
}

// --- bets -------------------------------------------------------------------------------------------

let k = 0;
const key = () => `sbm-${process.pid}-${Date.now()}-${++k}`;
type Auth = Record<string, string>;
type Body = {
  stake: number;
  selections: { outcome_id: number; odds: number }[];
  accept_odds?: 'none' | 'higher' | 'any';
};
const place = (auth: Auth, body: Body, app = api()) =>
  app.request('/betting/bets', json({ accept_odds: 'none', ...body }, { ...auth, 'idempotency-key': key() }));
const single = (outcome_id: number, odds: number, stake = 1_000): Body => ({
  stake,
  selections: [{ outcome_id, odds }],
});
async function placed(res: Response) {
  expect(res.status, await res.clone().text()).toBe(200);
  return sbPlaceResponseSchema.parse(await res.json()).data;
}
async function refusal(res: Response) {
  const body = (await res.json()) as { errors: Record<string, string[]>; details?: Record<string, unknown> };
  return { status: res.status, code: Object.values(body.errors)[0]?.[0]?.split(':')[0], details: body.details ?? {} };
}
const balanceOf = async (userId: number, currency = 'RUB') => (await balancesOf(db, userId, currency)).balance;
async function betRow(id: number) {
  const { rows } = await db.query<{ status: string; paid: string; counted: boolean }>(
    'SELECT status, paid, counted FROM sb_bets WHERE id = $1',
    [id],
  );
  return { status: rows[0]!.status, paid: Number(rows[0]!.paid), counted: rows[0]!.counted };
}
async function queued(eventId: string): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    'SELECT count(*) AS n FROM sb_settle_queue q JOIN sb_markets m ON m.id = q.market_id WHERE m.event_id = $1',
    [eventId],
  );
  return Number(rows[0]!.n);
}
async function stats(userId: number) {
  const { rows } = await db.query<{
    product: string;
    wagered: string;
    paid: string;
    edge: string;
    bets: string;
  }>('SELECT product, wagered, paid, edge, bets FROM player_stats WHERE user_id = $1 ORDER BY product', [userId]);
  return rows.map((r) => ({
    product: r.product,
    wagered: Number(r.wagered),
    paid: Number(r.paid),
    edge: Number(r.edge),
    bets: Number(r.bets),
  }));
}
const debtOf = async (userId: number, currency = 'RUB') =>
  Number(
    (
      await db.query<{ amount: string }>('SELECT amount FROM sb_debts WHERE user_id = $1 AND currency = $2', [
        userId,
        currency,
      ])
    ).rows[0]?.amount ?? 0,
  );
const owedOf = async (userId: number, currency = 'RUB') =>
  Number((await db.query<{ owed: string }>('SELECT wallet_owed($1, $2) AS owed', [userId, currency])).rows[0]!.owed);
/** The book's margin of a market priced home/draw/away (thousandths). */
const margin = (...prices: number[]) => 1 - 1 / prices.reduce((s, p) => s + 1000 / p, 0);

// --- finding 4: settlement finishes after a stop at any step boundary ----------------------------------

describe('settlement is durable (finding 4)', () => {
  it('stopped after the settlement committed: the bets are queued with it, and a fresh sweeper pays them exactly', async () => {
    const a = await fundedPlayer(db, 10_000);
    const b = await fundedPlayer(db, 10_000);
    const ev = await newEvent({ markets: [MATCH_1X2(2_500, 3_000)] });
    const won = await placed(await place(a.auth, single(await oid(ev, '1'), 2.5)));
    const lost = await placed(await place(b.auth, single(await oid(ev, '2'), 3)));
    await feedStopped(settlement1x2(ev, '1'), 'sportsbook.settle.after-market');
    // The market is settled; its bets are not paid yet, but written down as still to settle.
    expect(await marketStatus(ev)).toBe(-3);
    expect(await betRow(won.id)).toMatchObject({ status: 'accepted', paid: 0 });
    expect(await queued(ev)).toBe(1);
    expect(await balanceOf(a.user.id)).toBe(9_000);
    // Left so for longer than the sweepers' pace, the operator's reconcile reports it.
    await db.query(
      `UPDATE sb_settle_queue SET queued_at = now() - interval '1 hour' WHERE market_id IN (SELECT id FROM sb_markets WHERE event_id = $1)`,
      [ev],
    );
    await db.query(`UPDATE sb_markets SET results_at = now() - interval '1 hour' WHERE event_id = $1`, [ev]);
    await db.query(`UPDATE sb_bets SET placed_at = now() - interval '2 hours' WHERE id = ANY($1::bigint[])`, [
      [won.id, lost.id],
    ]);
    const stuck = await reconcile(db);
    expect(stuck.problems.map((p) => p.kind).sort()).toEqual([
      'sportsbook_resettle_behind',
      'sportsbook_resettle_behind',
      'sportsbook_resettle_behind',
      'sportsbook_unsettled',
      'sportsbook_unsettled',
    ]);
    // A fresh sweeper (the leader's, after a restart) finishes it.
    const out = await sweep();
    expect(out).toMatchObject({ markets: 1, bets: 2, failed: 0 });
    expect(await betRow(won.id)).toMatchObject({ status: 'settled', paid: 2_500 });
    expect(await betRow(lost.id)).toMatchObject({ status: 'settled', paid: 0 });
    expect(await balanceOf(a.user.id)).toBe(9_000 + 2_500);
    expect(await balanceOf(b.user.id)).toBe(9_000);
    expect(await queued(ev)).toBe(0);
    // Again (another process's sweeper, a resent settlement): nothing more moves.
    await sweep();
    await feed(settlement1x2(ev, '1'));
    expect(await balanceOf(a.user.id)).toBe(11_500);
    await expectReconciled();
  });

  it('stopped with some bets paid and others not: the sweeper pays the rest, and the paid ones not again', async () => {
    const players = [await fundedPlayer(db, 10_000), await fundedPlayer(db, 10_000), await fundedPlayer(db, 10_000)];
    const ev = await newEvent();
    const home = await oid(ev, '1');
    const bets = [];
    for (const p of players) bets.push(await placed(await place(p.auth, single(home, 2))));
    // The first bet is paid, then the flow stops.
    await feedStopped(settlement1x2(ev, '1'), 'sportsbook.settle.mid-bets');
    const states = await Promise.all(bets.map((b) => betRow(b.id)));
    expect(states.map((s) => s.status)).toEqual(['settled', 'accepted', 'accepted']);
    expect(await queued(ev)).toBe(1);
    await sweep();
    for (const [i, p] of players.entries()) {
      expect(await betRow(bets[i]!.id)).toMatchObject({ status: 'settled', paid: 2_000 });
      expect(await balanceOf(p.user.id)).toBe(11_000);
    }
    expect(await queued(ev)).toBe(0);
    await expectReconciled();
  });

  it('stopped after a rollback, a cancel or a cancel rollback committed: the sweeper moves the difference', async () => {
    const { user, auth } = await fundedPlayer(db, 10_000);
    const ev = await newEvent({ markets: [MATCH_1X2(2_500)] });
    const bet = await placed(await place(auth, single(await oid(ev, '1'), 2.5)));
    await feed(settlement1x2(ev, '1'));
    expect(await balanceOf(user.id)).toBe(11_500);
    // The settlement rolled back: the payout is to be reversed.
    await feedStopped(rollback1x2(ev), 'sportsbook.resettle.after-market');
    expect(await betRow(bet.id)).toMatchObject({ status: 'settled', paid: 2_500 });
    await sweep();
    expect(await betRow(bet.id)).toMatchObject({ status: 'accepted', paid: 0 });
    expect(await balanceOf(user.id)).toBe(9_000);
    // A cancel over the bet: its stake is to come back.
    const at = (
      await db.query<{ t: string }>('SELECT extract(epoch FROM placed_at) * 1000 AS t FROM sb_bets WHERE id = $1', [
        bet.id,
      ])
    ).rows[0]!.t;
    const window = { start_time: Math.floor(Number(at)) - 1_000, end_time: Math.floor(Number(at)) + 1_000 };
    await feedStopped(cancel1x2(ev, window), 'sportsbook.resettle.after-market');
    expect(await betRow(bet.id)).toMatchObject({ status: 'accepted', paid: 0 });
    await sweep();
    expect(await betRow(bet.id)).toMatchObject({ status: 'settled', paid: 1_000 });
    expect(await balanceOf(user.id)).toBe(10_000);
    // The cancel rolled back: the bet is open again and its refund taken back.
    await feedStopped(
      { ...cancel1x2(ev, window), type: 'rollback_bet_cancel' } as UofMessage,
      'sportsbook.resettle.after-market',
    );
    expect(await balanceOf(user.id)).toBe(10_000);
    await sweep();
    expect(await betRow(bet.id)).toMatchObject({ status: 'accepted', paid: 0 });
    expect(await balanceOf(user.id)).toBe(9_000);
    // And the corrected settlement pays.
    await feed(settlement1x2(ev, '1'));
    expect(await balanceOf(user.id)).toBe(11_500);
    // Counted for loyalty once, when first settled, whatever followed.
    expect((await stats(user.id)).map((s) => s.bets)).toEqual([1]);
    await expectReconciled();
  });

  it('an error settling one bet keeps its market queued; the sweeper settles it once the error is gone', async () => {
    const rub = await fundedPlayer(db, 10_000);
    const usd = await fundedPlayer(db, 10_000, { currency: 'USD' });
    const ev = await newEvent();
    const home = await oid(ev, '1');
    const r = await placed(await place(rub.auth, single(home, 2)));
    const u = await placed(await place(usd.auth, single(home, 2)));
    // The operator's limits cannot be read for USD for a moment.
    const broken = {
      maxPayoutOf: (c: string) => {
        if (c === 'USD') throw new Error('limits unreadable');
        return maxPayoutOf(c);
      },
    };
    expect((await feedXml(db, toUofXml(settlement1x2(ev, '1')), broken)).ok).toBe(true);
    expect(await betRow(r.id)).toMatchObject({ status: 'settled', paid: 2_000 });
    expect(await betRow(u.id)).toMatchObject({ status: 'accepted', paid: 0 });
    expect(await queued(ev)).toBe(1);
    await sweep();
    expect(await betRow(u.id)).toMatchObject({ status: 'settled', paid: 2_000 });
    expect(await balanceOf(usd.user.id, 'USD')).toBe(11_000);
    expect(await queued(ev)).toBe(0);
    await expectReconciled();
  });

  it('a bet left accepted with decided legs and no queue (any cause) is found and settled by the sweeper', async () => {
    const { user, auth } = await fundedPlayer(db, 10_000);
    const ev = await newEvent();
    const bet = await placed(await place(auth, single(await oid(ev, '1'), 2)));
    await feedStopped(settlement1x2(ev, '1'), 'sportsbook.settle.after-market');
    // Even if its queue row were lost, the bet's own legs say it is decided.
    await db.query('DELETE FROM sb_settle_queue WHERE market_id IN (SELECT id FROM sb_markets WHERE event_id = $1)', [
      ev,
    ]);
    const out = await sweep();
    expect(out.stray).toBe(1);
    expect(await betRow(bet.id)).toMatchObject({ status: 'settled', paid: 2_000 });
    expect(await balanceOf(user.id)).toBe(11_000);
    await expectReconciled();
  });

  it.runIf(PG)('two sweepers at once pay each bet once', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => fundedPlayer(db, 10_000)));
    const ev = await newEvent();
    const home = await oid(ev, '1');
    const bets = [];
    for (const p of players) bets.push(await placed(await place(p.auth, single(home, 2))));
    await feedStopped(settlement1x2(ev, '1'), 'sportsbook.settle.after-market');
    await Promise.all([sweep(), sweep(), sweep()]);
    for (const p of players) expect(await balanceOf(p.user.id)).toBe(11_000);
    const { rows } = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM sb_moves WHERE kind = 'settle' AND bet_id = ANY($1::bigint[])`,
      [bets.map((b) => b.id)],
    );
    expect(Number(rows[0]!.n)).toBe(6);
    await expectReconciled();
  });
});

// --- finding 8: the cash-out's key is answered from the money's own commit -----------------------------

describe('cash-out idempotency (finding 8)', () => {
  it('stopped after the money moved, before answering: the retry replays the answer, the money moved once', async () => {
    const { user, auth } = await fundedPlayer(db, 10_000);
    const ev = await newEvent({ live: true });
    const bet = await placed(await place(auth, single(await oid(ev, '1'), 2)));
    const idem = key();
    const cash = () =>
      api().request(`/betting/bets/${bet.id}/cashout`, json({ amount: 950 }, { ...auth, 'idempotency-key': idem }));
    armFailpoint('sportsbook.cashout.after-money');
    const first = await cash();
    disarmFailpoints();
    expect(first.status).toBe(500);
    // The money moved, and the answer was stored with it.
    expect(await balanceOf(user.id)).toBe(9_000 + 950);
    const retry = await cash();
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const body = sbCashoutResponseSchema.parse(await retry.json());
    expect(body.data).toMatchObject({ id: bet.id, status: 'cashed_out', payout: 950 });
    expect(body.balance).toBe(9_950);
    expect(await balanceOf(user.id)).toBe(9_950);
    const { rows } = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM sb_moves WHERE bet_id = $1 AND kind = 'cashout'`,
      [bet.id],
    );
    expect(Number(rows[0]!.n)).toBe(1);
    // The key with another amount is refused; without a key the call is refused before anything runs.
    const reused = await api().request(
      `/betting/bets/${bet.id}/cashout`,
      json({ amount: 900 }, { ...auth, 'idempotency-key': idem }),
    );
    expect(reused.status).toBe(422);
    const noKey = await api().request(`/betting/bets/${bet.id}/cashout`, json({ amount: 950 }, auth));
    expect(noKey.status).toBe(422);
    expect(await balanceOf(user.id)).toBe(9_950);
    await expectReconciled();
  });
});

describe.runIf(PG)('cash-out idempotency across a kill (finding 8, PostgreSQL: two server processes)', () => {
  const startServer = serverStarter(54_300, configDir());
  const procs: Proc[] = [];
  afterAll(async () => {
    for (const p of procs) p.child.kill('SIGKILL');
    await Promise.all(procs.map((p) => p.exited));
  });

  it('the server dies after the money moved, before answering: a retry on another server gets the answer', async () => {
    const a = await startServer({
      DATABASE_URL: dbUrl!,
      CASINO_TEST_HOOKS: '1',
      CASINO_FAILPOINTS: 'sportsbook.cashout.after-money=exit',
    });
    procs.push(a);
    // The servers started slowly: their leader may have found the producers silent meanwhile.
    await producersUp();
    const { user, auth, token } = await fundedPlayer(db, 10_000);
    const ev = await newEvent({ live: true });
    const bet = await placed(await place(auth, single(await oid(ev, '1'), 2)));
    const req = { method: 'POST', path: `/betting/bets/${bet.id}/cashout`, token, body: { amount: 950 }, key: key() };
    // The process is killed (SIGKILL) after the commit: the client sees its connection drop.
    await expect(call(a, req)).rejects.toThrow();
    await a.exited;
    expect(await balanceOf(user.id)).toBe(9_950);
    const b = await startServer({ DATABASE_URL: dbUrl! });
    procs.push(b);
    await producersUp();
    // Before, the generic middleware had recorded the key without an answer: 409 for a day.
    const retry = await call(b, req);
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ data: { id: bet.id, status: 'cashed_out', payout: 950 }, balance: 9_950 });
    expect(await balanceOf(user.id)).toBe(9_950);
    await expectReconciled();
  }, 120_000);
});

// --- loyalty and cashback (findings 1 and 10, the sportsbook's side) ---------------------------------

describe('loyalty counts settled sportsbook bets by the book edge (findings 1, 10)', () => {
  it('a stake counts nothing until its bet settles; then once, as sportsbook, with the edge of its prices', async () => {
    const { user, auth } = await fundedPlayer(db, 10_000);
    const ev = await newEvent({ markets: [MATCH_1X2(2_000, 3_200, 3_500)] });
    const bet = await placed(await place(auth, single(await oid(ev, '3'), 3.5)));
    expect(await stats(user.id)).toEqual([]);
    await feed(settlement1x2(ev, '3'));
    const [s] = await stats(user.id);
    expect(s).toMatchObject({ product: 'sportsbook', wagered: 1_000, paid: 3_500, bets: 1 });
    expect(s!.edge).toBeCloseTo(1_000 * margin(2_000, 3_200, 3_500), 6);
    expect(await betRow(bet.id)).toMatchObject({ counted: true });
    await expectReconciled();
  });

  it('void and refused bets never count; an accumulator counts Π of its legs’ margins, a void leg none', async () => {
    const { user, auth } = await fundedPlayer(db, 100_000);
    // Void: a cancel of the whole market; a settlement with every outcome's void factor 1.
    const v = await newEvent();
    await placed(await place(auth, single(await oid(v, '1'), 2)));
    await feed(cancel1x2(v));
    const vf = await newEvent();
    await placed(await place(auth, single(await oid(vf, '1'), 2)));
    await feed({
      ...settlement1x2(vf, '1'),
      markets: [
        {
          id: 1,
          specifiers: '',
          outcomes: (['1', '2', '3'] as const).map((id) => ({ id, result: 0 as const, void_factor: '1' })),
        },
      ],
    } as UofMessage);
    expect(await balanceOf(user.id)).toBe(100_000);
    // Refused at the end of its live delay (the price fell under "none").
    const lv = await newEvent({ live: true });
    const pending = await placed(await place(auth, single(await oid(lv, '1'), 2), api(delayStore)));
    expect(pending.status).toBe('pending');
    await odds(lv, [MATCH_1X2(1_600)]);
    expect((await decideDueBets(db, new Date(Date.now() + 1_000))).rejected).toContain(pending.id);
    expect(await stats(user.id)).toEqual([]);
    // An accumulator of two legs, the second void.
    const e1 = await newEvent({ markets: [MATCH_1X2(2_000, 3_400, 3_800)] });
    const e2 = await newEvent({ markets: [MATCH_1X2(1_500, 4_000, 6_000)] });
    await placed(
      await place(auth, {
        stake: 2_000,
        selections: [
          { outcome_id: await oid(e1, '1'), odds: 2 },
          { outcome_id: await oid(e2, '1'), odds: 1.5 },
        ],
      }),
    );
    await feed(settlement1x2(e1, '1'));
    expect(await stats(user.id)).toEqual([]); // not decided yet
    await feed(cancel1x2(e2));
    const [s] = await stats(user.id);
    expect(s).toMatchObject({ product: 'sportsbook', wagered: 2_000, paid: 4_000, bets: 1 });
    expect(s!.edge).toBeCloseTo(2_000 * margin(2_000, 3_400, 3_800), 6);
    expect(
      betEdge(2_000, [
        { margin: String(margin(2_000, 3_400, 3_800)), odds: 2_000, state: { kind: 'won' } },
        { margin: String(margin(1_500, 4_000, 6_000)), odds: 1_500, state: { kind: 'won' } },
      ]),
    ).toBeCloseTo(2_000 * (1 - (1 - margin(2_000, 3_400, 3_800)) * (1 - margin(1_500, 4_000, 6_000))), 9);
    await expectReconciled();
  });

  it('a bet with a leg priced under the loyalty minimum (1.50) counts no edge: floor prices farm nothing (red team)', async () => {
    // The attack: near-certain outcomes at the feed's 1.01 floor, rated at their market's whole margin,
    // earned 2-5x the points of a dice bet of the same stake while the bets themselves won.
    const { user, auth } = await fundedPlayer(db, 100_000);
    const sure = await newEvent({ markets: [MATCH_1X2(1_010, 15_000, 30_000)] });
    await placed(await place(auth, single(await oid(sure, '1'), 1.01, 10_000)));
    await feed(settlement1x2(sure, '1'));
    const other = await newEvent();
    const sure2 = await newEvent({ markets: [MATCH_1X2(1_400, 4_000, 8_000)] });
    await placed(
      await place(auth, {
        stake: 1_000,
        accept_odds: 'none',
        selections: [
          { outcome_id: await oid(other, '1'), odds: 2 },
          { outcome_id: await oid(sure2, '1'), odds: 1.4 },
        ],
      }),
    );
    await feed(settlement1x2(other, '1'));
    await feed(settlement1x2(sure2, '1'));
    const [s] = await stats(user.id);
    expect(s).toMatchObject({ product: 'sportsbook', wagered: 11_000, paid: 10_100 + 2_800 });
    expect(s!.edge).toBe(0);
    expect(betEdge(1_000, [{ margin: '0.05', odds: 1_499, state: { kind: 'won' } }])).toBe(0);
    expect(betEdge(1_000, [{ margin: '0.05', odds: 1_500, state: { kind: 'won' } }])).toBeCloseTo(50, 9);
    await expectReconciled();
  });

  it('placing and cashing out at once loses the player more than any loyalty it earns', async () => {
    const { user, auth } = await fundedPlayer(db, 100_000);
    const ev = await newEvent({ live: true });
    const rounds = 5;
    for (let i = 0; i < rounds; i++) {
      const bet = await placed(await place(auth, single(await oid(ev, '1'), 2, 10_000)));
      // 10,000 × 2.00 / 2.00 × (1 − 5 %).
      const res = await api().request(
        `/betting/bets/${bet.id}/cashout`,
        json({ amount: 9_500 }, { ...auth, 'idempotency-key': key() }),
      );
      expect(res.status).toBe(200);
    }
    const lost = 100_000 - (await balanceOf(user.id));
    expect(lost).toBe(rounds * 500);
    const [s] = await stats(user.id);
    // Counted: the cash-out's own margin (what the house kept), never more than the bet's edge.
    expect(s).toMatchObject({ product: 'sportsbook', wagered: rounds * 10_000, paid: rounds * 9_500, bets: rounds });
    expect(s!.edge).toBeLessThanOrEqual(lost);
    // The richest rakeback (15 % of the edge) gives back at most 15 % of what the round trips cost.
    expect(0.15 * s!.edge).toBeLessThan(lost);
    // With no cash-out margin a round trip costs nothing, and counts nothing.
    const free = await fundedPlayer(db, 100_000);
    const bet = await placed(await place(free.auth, single(await oid(ev, '1'), 2, 10_000), api(noMarginStore)));
    const res = await api(noMarginStore).request(
      `/betting/bets/${bet.id}/cashout`,
      json({ amount: 10_000 }, { ...free.auth, 'idempotency-key': key() }),
    );
    expect(res.status).toBe(200);
    expect(await balanceOf(free.user.id)).toBe(100_000);
    expect(await stats(free.user.id)).toEqual([]);
    await expectReconciled();
  });
});

// --- finding 11: debts are ledger receivables that withdrawals respect -------------------------------

describe('debts are ledger receivables (finding 11)', () => {
  it('a reversal larger than the balance is owed in the ledger; withdrawals leave it; the next win repays it', async () => {
    const { user, auth, token } = await fundedPlayer(db, 1_000, { currency: 'USD' });
    const x = await newEvent({ markets: [MATCH_1X2(3_000)] });
    const y = await newEvent();
    await placed(await place(auth, single(await oid(x, '1'), 3)));
    await feed(settlement1x2(x, '1'));
    expect(await balanceOf(user.id, 'USD')).toBe(3_000);
    // The winnings spent on another bet, then the settlement rolled back: 3,000 to take back, 500 there.
    const second = await placed(await place(auth, single(await oid(y, '1'), 2, 2_500)));
    await feed(rollback1x2(x));
    expect(await balanceOf(user.id, 'USD')).toBe(0);
    expect(await debtOf(user.id, 'USD')).toBe(2_500);
    expect(await owedOf(user.id, 'USD')).toBe(2_500);
    await expectReconciled();
    // A deposit arrives: only what is beyond the debt may leave.
    await inWalletTransaction(db, (tx) =>
      adjust(tx, {
        key: `dep:${user.id}`,
        userId: user.id,
        currency: 'USD',
        amount: 4_000,
        reason: 'test',
        actor: 'test',
      }),
    );
    const withdraw = (amount: number) =>
      api().request(
        '/wallet/withdrawals',
        json(
          { amount, method: 'sandbox', destination: '4242424242424242' },
          {
            host: 'api.casino.test',
            authorization: `Bearer ${token}`,
            'idempotency-key': key(),
          },
        ),
      );
    const refused = await withdraw(2_000);
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { errors: { amount: string[] }; details?: Record<string, unknown> };
    expect(body.errors.amount[0]).toMatch(/^insufficient_funds:/);
    expect(await balanceOf(user.id, 'USD')).toBe(4_000);
    expect((await withdraw(1_500)).status).toBe(200);
    expect(await balanceOf(user.id, 'USD')).toBe(2_500);
    // The next payout (2,500 × 2 = 5,000) repays the debt first.
    await feed(settlement1x2(y, '1'));
    expect(await betRow(second.id)).toMatchObject({ status: 'settled', paid: 5_000 });
    expect(await debtOf(user.id, 'USD')).toBe(0);
    expect(await owedOf(user.id, 'USD')).toBe(0);
    expect(await balanceOf(user.id, 'USD')).toBe(2_500 + 2_500);
    await expectReconciled();
  });
});

// --- finding 14: never a stale price or a finished event --------------------------------------------

describe('the feed read market by market; no pre-match bet after the start (finding 14)', () => {
  it('one odd outcome no longer drops the message: the new price applies, the odd market is suspended', async () => {
    const { user, auth } = await fundedPlayer(db, 10_000);
    const ev = await newEvent({
      markets: [
        MATCH_1X2(1_600, 3_900, 5_500),
        { id: 18, specifiers: 'total=2.5', outcomes: { '12': 1_850, '13': 1_950 } },
      ],
    });
    const home = await oid(ev, '1');
    const over = await oid(ev, '12', 18, 'total=2.5');
    // As a feed sends it: home shortened to 1.40, and the totals market carries an outcome we cannot read.
    const res = await feedRaw(
      `<odds_change event_id="${ev}" product="3" timestamp="${Date.now()}">
  <odds betting_status="0">
    <market id="1" status="1" cashout_status="1">
      <outcome id="1" odds="1.40" active="1"/>
      <outcome id="2" odds="4.50" active="1"/>
      <outcome id="3" odds="7.00" active="1"/>
    </market>
    <market id="18" specifiers="total=2.5" status="1" cashout_status="1">
      <outcome id="12" odds="1,80" active="1"/>
      <outcome id="13" odds="2.00" active="1"/>
    </market>
  </odds>
</odds_change>`,
    );
    expect(res.ok && res.unread?.markets).toEqual([{ id: 18, specifiers: 'total=2.5' }]);
    // Before, the whole message was dropped and 1.60 stayed on offer.
    expect(await refusal(await place(auth, single(home, 1.6)))).toMatchObject({ status: 422, code: 'odds_changed' });
    await placed(await place(auth, single(home, 1.4)));
    expect(await marketStatus(ev, 18, 'total=2.5')).toBe(-1);
    expect(await refusal(await place(auth, single(over, 1.85)))).toMatchObject({
      status: 422,
      code: 'market_suspended',
    });
    expect(await balanceOf(user.id)).toBe(9_000);
    // A settlement with one odd market settles the others.
    const settled = await feedRaw(
      `<bet_settlement event_id="${ev}" product="3" timestamp="${Date.now()}" certainty="2">
  <outcomes>
    <market id="18" specifiers="total=2.5"><outcome id="12" result="yes"/><outcome id="13" result="0"/></market>
    <market id="1"><outcome id="1" result="1"/><outcome id="2" result="0"/><outcome id="3" result="0"/></market>
  </outcomes>
</bet_settlement>`,
    );
    expect(settled.ok && settled.unread?.markets).toEqual([{ id: 18, specifiers: 'total=2.5' }]);
    expect(await balanceOf(user.id)).toBe(9_000 + 1_400);
    await expectReconciled();
  });

  it('reads what UnifiedFeed.xsd allows (issue 40): doubles, 1/3 dead heats, undecided outcomes, minute clocks', async () => {
    const { user, auth } = await fundedPlayer(db, 10_000);
    const ev = await newEvent({ markets: [MATCH_1X2()] });
    const skipped = async () =>
      Number(/casino_feed_skipped_total\{what="part"\} (\d+)/.exec((await scrape(null)).text)?.[1] ?? 0);
    const skippedBefore = await skipped();
    // As the schema allows it: prices as xs:double (1.6E0, 3.0E0) and one outcome priced 1.0.
    const res = await feedRaw(
      `<odds_change event_id="${ev}" product="3" timestamp="${Date.now()}"><odds>
    <market id="1" status="1"><outcome id="1" odds="1.6E0" active="1"/><outcome id="2" odds="3.90" active="1"/><outcome id="3" odds="5.5" active="1"/></market>
    <market id="18" specifiers="total=2.5" status="1"><outcome id="12" odds="1.0" active="1"/><outcome id="13" odds="2.00" active="1"/></market>
    <market id="40" status="1"><outcome id="a" odds="3.0E0" active="1"/><outcome id="b" odds="3" active="1"/><outcome id="c" odds="3.00" active="1"/></market>
  </odds></odds_change>`,
    );
    expect(res.ok && res.unread?.markets).toEqual([{ id: 18, specifiers: 'total=2.5' }]);
    // The skipped outcome is logged and counted where an operator's alert can see it.
    expect(await skipped()).toBe(skippedBefore + 1);
    await placed(await place(auth, single(await oid(ev, '1'), 1.6)));
    const tied = await placed(await place(auth, single(await oid(ev, 'a', 40), 3, 900)));
    const later = await placed(await place(auth, single(await oid(ev, 'b', 40), 3)));
    expect(await refusal(await place(auth, single(await oid(ev, '13', 18, 'total=2.5'), 2)))).toMatchObject({
      code: 'market_suspended',
    });
    expect(await balanceOf(user.id)).toBe(10_000 - 2_900);
    // A dead heat between three sent as the double of 1/3, and an outcome not decided yet (-1).
    const settled = await feedRaw(
      `<bet_settlement event_id="${ev}" product="3" timestamp="${Date.now()}" certainty="2"><outcomes>
    <market id="40"><outcome id="a" result="1" dead_heat_factor="0.3333333333333333"/><outcome id="b" result="-1"/><outcome id="c" result="0"/></market>
    <market id="1"><outcome id="1" result="1"/><outcome id="2" result="0"/><outcome id="3" result="0"/></market>
  </outcomes></bet_settlement>`,
    );
    expect(settled.ok && settled.unread).toBeUndefined();
    // 1,000 × 1.60, and a third of 900 × 3.00 exactly (0.333… floored would pay 899).
    expect(await balanceOf(user.id)).toBe(10_000 - 2_900 + 1_600 + 900);
    expect(await betRow(tied.id)).toMatchObject({ status: 'settled', paid: 900 });
    expect((await betRow(later.id)).status).toBe('accepted');
    // Decided later: the waiting bet settles then.
    await feed({
      type: 'bet_settlement',
      event_id: ev,
      product: 3,
      timestamp: Date.now(),
      certainty: 2,
      markets: [{ id: 40, specifiers: '', outcomes: [{ id: 'b', result: 0 }] }],
    });
    expect(await betRow(later.id)).toMatchObject({ status: 'settled', paid: 0 });
    expect(await balanceOf(user.id)).toBe(10_000 - 2_900 + 1_600 + 900);

    // A live state with decimal scores and a clock in minutes only is applied (and shown) as it is.
    const match = await newEvent({ live: true });
    const state = await feedRaw(
      `<odds_change event_id="${match}" product="1" timestamp="${Date.now()}"><sport_event_status status="1" match_status="6" home_score="1.0" away_score="0"><clock match_time="27"/><period_scores><period_score match_status_code="6" number="1" home_score="1.0" away_score="0.0"/></period_scores></sport_event_status><odds><market id="1" status="1"><outcome id="1" odds="1.50" active="1"/><outcome id="2" odds="4.00" active="1"/><outcome id="3" odds="6.00" active="1"/></market></odds></odds_change>`,
    );
    expect(state.ok && state.unread).toBeUndefined();
    const { rows } = await db.query<{ home_score: number; clock: string }>(
      'SELECT home_score, clock FROM sb_events WHERE id = $1',
      [match],
    );
    expect(rows[0]).toEqual({ home_score: 1, clock: '27:00' });
    expect(await marketStatus(match)).toBe(1);
    await expectReconciled();
  });

  it('an event state or a market it cannot name suspends every market of the event', async () => {
    const ev = await newEvent({
      live: true,
      markets: [MATCH_1X2(), { id: 18, specifiers: 'total=2.5', outcomes: { '12': 1_850, '13': 1_950 } }],
    });
    const stamp = Date.now();
    const unreadStatus = (await feedRaw(
      `<odds_change event_id="${ev}" product="1" timestamp="${stamp}"><sport_event_status status="live" home_score="1" away_score="0"/><odds><market id="1" status="1"><outcome id="1" odds="1.90" active="1"/></market></odds></odds_change>`,
    )) as IngestResult;
    expect(unreadStatus.ok && unreadStatus.unread?.wholeEvent).toBe(true);
    expect([await marketStatus(ev), await marketStatus(ev, 18, 'total=2.5')]).toEqual([-1, -1]);
    await odds(ev, [MATCH_1X2(), { id: 18, specifiers: 'total=2.5', outcomes: { '12': 1_850, '13': 1_950 } }]);
    expect([await marketStatus(ev), await marketStatus(ev, 18, 'total=2.5')]).toEqual([1, 1]);
    const unnamed = await feedRaw(
      `<odds_change event_id="${ev}" product="1" timestamp="${stamp}"><odds><market id="x18" status="1"><outcome id="12" odds="1.70" active="1"/></market></odds></odds_change>`,
    );
    expect(unnamed.ok && unnamed.unread?.wholeEvent).toBe(true);
    expect([await marketStatus(ev), await marketStatus(ev, 18, 'total=2.5')]).toEqual([-1, -1]);
    await expectReconciled();
  });

  it('a pre-match market takes no bet once its event has started, is postponed without a new time, or is cancelled', async () => {
    const { user, auth } = await fundedPlayer(db, 10_000);
    const board = async (id: string) => {
      const res = await api().request(`/betting/events/${id}`, { headers: { host: 'api.casino.test' } });
      return sbEventSchema.parse(((await res.json()) as { data: unknown }).data);
    };
    // Its start has passed (no live producer took it over): no bet, and the board shows it suspended.
    const started = await newEvent({ startIn: -60_000 });
    expect(await refusal(await place(auth, single(await oid(started, '1'), 2)))).toMatchObject({
      status: 422,
      code: 'market_suspended',
    });
    expect((await board(started)).markets[0]!.status).toBe('suspended');
    // Starting soon: taken; then the fixture moves without a new time (postponed): refused.
    const later = await newEvent({ startIn: 3_600_000 });
    await placed(await place(auth, single(await oid(later, '1'), 2)));
    await feed({ type: 'fixture_change', event_id: later, product: 3, timestamp: Date.now(), change_type: 2 });
    expect(await refusal(await place(auth, single(await oid(later, '1'), 2)))).toMatchObject({
      status: 422,
      code: 'market_suspended',
    });
    // A new time given: bets again.
    await feed({
      type: 'fixture_change',
      event_id: later,
      product: 3,
      timestamp: Date.now(),
      change_type: 2,
      start_time: Date.now() + 86_400_000,
    });
    await placed(await place(auth, single(await oid(later, '1'), 2)));
    // The fixture cancelled: the event is over.
    await feed({ type: 'fixture_change', event_id: later, product: 3, timestamp: Date.now(), change_type: 3 });
    expect(await refusal(await place(auth, single(await oid(later, '1'), 2)))).toMatchObject({
      status: 422,
      code: 'event_over',
    });
    expect(await balanceOf(user.id)).toBe(8_000);
    await feed(cancel1x2(later));
    expect(await balanceOf(user.id)).toBe(10_000);
    await expectReconciled();
  });
});

// --- findings 12 and 13: PostgreSQL under concurrency -------------------------------------------------

describe.runIf(PG)('concurrency on PostgreSQL (findings 12, 13)', () => {
  it('payouts and reversals of one player at once never deadlock and end exact', async () => {
    const { user, auth } = await fundedPlayer(db, 2_000);
    const events = [];
    for (let i = 0; i < 10; i++) events.push(await newEvent());
    for (const e of events) await placed(await place(auth, single(await oid(e, '1'), 2, 200)));
    expect(await balanceOf(user.id)).toBe(0);
    const half = events.slice(0, 5);
    const rest = events.slice(5);
    for (const e of half) await feed(settlement1x2(e, '1'));
    // The winnings spent, so that the reversals below run into debts.
    const other = await newEvent();
    await placed(await place(auth, single(await oid(other, '1'), 2, 2_000)));
    expect(await balanceOf(user.id)).toBe(0);
    // Rounds of: the first half rolled back (reversals into debt) while the second half is settled
    // (payouts that repay it), all at once; then the other way round.
    for (let round = 0; round < 4; round++) {
      const [down, up] = round % 2 === 0 ? [half, rest] : [rest, half];
      const results = await Promise.all([
        ...down.map((e) => feedXml(db, toUofXml(rollback1x2(e)), sink)),
        ...up.map((e) => feedXml(db, toUofXml(settlement1x2(e, '1')), sink)),
      ]);
      expect(results.every((r) => r.ok)).toBe(true);
      // Nothing left for a sweeper: every bet settled by the feed's own pass.
      const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM sb_settle_queue');
      expect(Number(rows[0]!.n)).toBe(0);
    }
    // After the last round the first half is settled won (2 × 200 each), the rest open again.
    const { rows } = await db.query<{ event_id: string; status: string; paid: string }>(
      `SELECT l.event_id, b.status, b.paid FROM sb_bets b JOIN sb_legs l ON l.bet_id = b.id
        WHERE b.user_id = $1 AND l.event_id = ANY($2::text[])`,
      [user.id, events],
    );
    for (const r of rows) {
      const won = half.includes(r.event_id);
      expect([r.status, Number(r.paid)]).toEqual(won ? ['settled', 400] : ['accepted', 0]);
    }
    // Cash less debt: funded 2,000, staked 10 × 200 and 2,000, paid 5 × 400.
    expect((await balanceOf(user.id)) - (await debtOf(user.id))).toBe(2_000 - 2_000 - 2_000 + 2_000);
    expect(await debtOf(user.id)).toBe(await owedOf(user.id));
    await expectReconciled();
  });

  it('a bet that commits while its market is being settled is settled with it', async () => {
    const { user, auth } = await fundedPlayer(db, 10_000);
    const ev = await newEvent();
    const home = await oid(ev, '1');
    // The player's cash held by another transaction: the bet statement reads its market (open), then
    // waits for the cash lock while the settlement arrives.
    let locked!: () => void;
    let release!: () => void;
    const isLocked = new Promise<void>((r) => {
      locked = r;
    });
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const holding = db.transaction(async (tx) => {
      await tx.query(
        `SELECT 1 FROM wallet_accounts WHERE user_id = $1 AND currency = 'RUB' AND kind = 'cash' FOR UPDATE`,
        [user.id],
      );
      locked();
      await gate;
    });
    await isLocked;
    const betting = place(auth, single(home, 2));
    await new Promise((r) => setTimeout(r, 300));
    const settling = feedXml(db, toUofXml(settlement1x2(ev, '1')), sink);
    await new Promise((r) => setTimeout(r, 300));
    release();
    await holding;
    const [res, settled] = await Promise.all([betting, settling]);
    expect(settled.ok).toBe(true);
    // Either the bet came first and was settled with the market, or the market came first and the
    // bet was refused: never a bet left open on a settled market.
    if (res.status === 200) {
      const bet = sbPlaceResponseSchema.parse(await res.json()).data;
      expect(await betRow(bet.id)).toMatchObject({ status: 'settled', paid: 2_000 });
      expect(await balanceOf(user.id)).toBe(11_000);
    } else {
      expect((await refusal(res)).code).toBe('market_suspended');
      expect(await balanceOf(user.id)).toBe(10_000);
    }
    await expectReconciled();
  });
});
