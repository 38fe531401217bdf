// The sportsbook (issue 22) over HTTP, the abuse cases first. The feed is driven the way a real feed's
// consumer drives it, with UOF XML through feedXml (no simulator): a fixture, alive + snapshot_complete
// to bring the producers up, odds_change, bet_stop, settlements, cancels and their rollbacks. Expected
// payouts are worked out by hand from the accepted prices, and freshDb's drop() runs the ledger check.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Currency } from '../../src/contract/common';
import {
  cashoutFloor,
  cashoutPays,
  SB_CASHOUT_TOLERANCE_BP,
  type SbBet,
  sbCashoutResponseSchema,
  sbConfigResponseSchema,
  sbEventSchema,
  sbEventsResponseSchema,
  sbMyBetsResponseSchema,
  sbPlaceResponseSchema,
} from '../../src/contract/sportsbook';
import { feedXml } from '../../src/games/betting/engine.server';
import { checkProducers, type IngestOptions, pendingRecoveries } from '../../src/games/betting/feed.server';
import { decideDueBets, sweepSettlements } from '../../src/games/betting/service.server';
import type { BetSettlement, OddsChange, UofMessage } from '../../src/games/betting/uof/messages';
import { toUofXml } from '../../src/games/betting/uof/write';
import { maxPayout } from '../../src/server/bets/limits.server';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import { balancesOf, inWalletTransaction, startExclusion } from '../../src/server/wallet';
import { reconcile } from '../../src/server/wallet/reconcile';
import { configDir, freshDb, fundedPlayer, json, testApi } from './helpers';

let db: Db;
let drop: () => Promise<void>;

// Stakes per bet and the maximum payout (bet-limits.json), exposure limits in USD (sportsbook.json).
const LIMITS = {
  RUB: { games: { betting: { min: 100, max: 1_000_000 } }, maxPayout: 10_000_000 },
  USD: { games: { betting: { min: 100, max: 100_000 } } },
};
function operatorDir(sportsbook: unknown): string {
  const dir = configDir({ limits: LIMITS });
  writeFileSync(path.join(dir, 'sportsbook.json'), JSON.stringify(sportsbook));
  return dir;
}
// Live bets are taken at once here, except through `delayed` (a 200 ms live delay).
const store = new ConfigStore(
  operatorDir({
    live_delay_ms: { default: 0, football: 0 },
    max_event_stake: { USD: 5_000 },
    max_open_stake: { USD: 8_000 },
  }),
);
const delayStore = new ConfigStore(operatorDir({ live_delay_ms: { default: 200, football: 200 } }));
const api = () => testApi(db, store);
const delayed = () => testApi(db, delayStore);

const sink = { maxPayoutOf: (c: string) => maxPayout(store.current.betLimits, c as Currency) };

/** One message through the adapter boundary as XML; a refusal fails the test (feedRaw for those). */
async function feed(m: UofMessage, opts: IngestOptions = {}) {
  const res = await feedXml(db, toUofXml(m), { ...sink, ...opts });
  if (!res.ok) throw new Error(`feed refused ${m.type}: ${res.error}`);
  return res.change;
}
const feedRaw = (xml: string) => feedXml(db, xml, sink);

async function producerState(product: number): Promise<string> {
  const { rows } = await db.query<{ state: string }>('SELECT state FROM sb_producers WHERE product = $1', [product]);
  return rows[0]!.state;
}
const alive = (product: number, subscribed = true) =>
  feed({ type: 'alive', product, timestamp: Date.now(), subscribed });

/** Alive after silence asks for a snapshot; its snapshot_complete brings the producer up. */
async function recover(product: number) {
  const change = await alive(product);
  expect(change.recover?.product).toBe(product);
  expect(await producerState(product)).toBe('recovering');
  await feed({ type: 'snapshot_complete', product, timestamp: Date.now(), request_id: change.recover!.requestId });
  expect(await producerState(product)).toBe('up');
}

beforeAll(async () => {
  ({ db, drop } = await freshDb());
  await recover(1);
  await recover(3);
});
afterAll(() => drop());
// The live producer goes down after 15 s of silence: a real feed sends alive every few seconds.
beforeEach(async () => {
  await alive(1);
  await alive(3);
});

// --- events ------------------------------------------------------------------------------------------

type Outcomes = Record<string, number | [number | undefined, boolean]>;
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
    outcomes: Object.entries(m.outcomes).map(([id, v]) => {
      const [odds, active] = Array.isArray(v) ? v : [v, true];
      return { id, ...(odds === undefined ? {} : { odds }), active };
    }),
  }));

let evSeq = 70_000 + (process.pid % 1000) * 100;
const live = new Set<string>();

/** A football match: its fixture, then its first odds (live: producer 1, score 0:0; else producer 3). */
async function newEvent(opts: { live?: boolean; markets?: MarketSpec[] } = {}): Promise<string> {
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
    start_time: Date.now() + (opts.live ? -20 * 60_000 : 3_600_000),
  });
  if (opts.live) live.add(id);
  await odds(id, opts.markets ?? [MATCH_1X2()], opts.live ? { status: 1, home_score: 0, away_score: 0 } : undefined);
  return id;
}

/** An odds_change from the event's producer (live events also carry their status and score). */
function odds(
  eventId: string,
  markets: MarketSpec[],
  status?: { status: number; home_score?: number; away_score?: number },
) {
  const isLive = live.has(eventId);
  return feed({
    type: 'odds_change',
    event_id: eventId,
    product: isLive ? 1 : 3,
    timestamp: Date.now(),
    ...(status ? { status: { ...status, ...(isLive ? { match_status: 6, match_time: '20:00' } : {}) } } : {}),
    markets: toMarkets(markets),
  });
}

const betStop = (eventId: string) =>
  feed({ type: 'bet_stop', event_id: eventId, product: 1, timestamp: Date.now(), groups: 'all', market_status: -1 });

type SettledOutcome = BetSettlement['markets'][number]['outcomes'][number];
function settle(eventId: string, markets: { id: number; specifiers?: string; outcomes: SettledOutcome[] }[]) {
  return feed({
    type: 'bet_settlement',
    event_id: eventId,
    product: live.has(eventId) ? 1 : 3,
    timestamp: Date.now(),
    certainty: 2,
    markets: markets.map((m) => ({ id: m.id, specifiers: m.specifiers ?? '', outcomes: m.outcomes })),
  });
}
/** 1X2 settled with `winner` won and the others lost. */
const settle1x2 = (eventId: string, winner: '1' | '2' | '3') =>
  settle(eventId, [
    {
      id: 1,
      outcomes: (['1', '2', '3'] as const).map((id) => ({ id, result: id === winner ? 1 : 0 }) as SettledOutcome),
    },
  ]);

/** Our id of an outcome, from the feed's event, market type, specifiers and outcome id. */
async function oid(eventId: string, ref: string, type = 1, specifiers = ''): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT o.id FROM sb_outcomes o JOIN sb_markets m ON m.id = o.market_id
      WHERE m.event_id = $1 AND m.type = $2 AND m.specifiers = $3 AND o.ref = $4`,
    [eventId, type, specifiers, ref],
  );
  if (!rows[0]) throw new Error(`no outcome ${eventId} ${type} ${specifiers} ${ref}`);
  return Number(rows[0].id);
}

// --- bets over HTTP ------------------------------------------------------------------------------------

let k = 0;
const key = () => `sb-${process.pid}-${Date.now()}-${++k}`;
type Auth = Record<string, string>;
type Body = {
  stake: number;
  selections: { outcome_id: number; odds: number }[];
  accept_odds?: 'none' | 'higher' | 'any';
  system?: string;
};
const place = (auth: Auth, body: Body, idem = key(), app = api()) =>
  app.request('/betting/bets', json(body, { ...auth, 'idempotency-key': idem }));
const single = (outcome_id: number, odds: number, stake = 1_000, accept_odds: Body['accept_odds'] = 'none'): Body => ({
  stake,
  selections: [{ outcome_id, odds }],
  accept_odds,
});
async function placed(res: Response) {
  expect(res.status, await res.clone().text()).toBe(200);
  return sbPlaceResponseSchema.parse(await res.json()).data;
}
/** A refusal's status, code (errors[field] = ["code: text"]) and details. */
async function refusal(res: Response) {
  const body = (await res.json()) as { errors: Record<string, string[]>; details?: Record<string, unknown> };
  return {
    status: res.status,
    code: Object.values(body.errors)[0]?.[0]?.split(':')[0],
    details: body.details ?? {},
  };
}
const cashout = (auth: Auth, betId: number, amount: number) =>
  api().request(`/betting/bets/${betId}/cashout`, json({ amount }, { ...auth, 'idempotency-key': key() }));
async function myBets(auth: Auth, status: 'open' | 'settled'): Promise<SbBet[]> {
  const res = await api().request(`/betting/bets?status=${status}`, { headers: auth });
  expect(res.status).toBe(200);
  return sbMyBetsResponseSchema.parse(await res.json()).data;
}
async function betOf(auth: Auth, id: number): Promise<SbBet> {
  const all = [...(await myBets(auth, 'open')), ...(await myBets(auth, 'settled'))];
  const bet = all.find((b) => b.id === id);
  if (!bet) throw new Error(`bet ${id} not listed`);
  return bet;
}
const balanceOf = async (userId: number, currency = 'RUB') => (await balancesOf(db, userId, currency)).balance;
async function count(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${sql}`, params);
  return Number(rows[0]!.n);
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// --- abuse -------------------------------------------------------------------------------------------------

describe('the same request twice', () => {
  it('the same bet sent twice at once is one bet and one stake; the key with another body is refused', async () => {
    const { user, auth } = await fundedPlayer(db, 10_000);
    const ev = await newEvent();
    const body = single(await oid(ev, '1'), 2);
    const idem = key();
    const [a, b] = await Promise.all([place(auth, body, idem), place(auth, body, idem)]);
    const [da, dbb] = [await placed(a), await placed(b)];
    expect(da.id).toBe(dbb.id);
    expect(da.status).toBe('accepted');
    expect(await balanceOf(user.id)).toBe(9_000);
    expect(await count('sb_bets WHERE user_id = $1', [user.id])).toBe(1);
    expect(await count(`sb_moves WHERE bet_id = $1 AND kind = 'stake'`, [da.id])).toBe(1);
    // Later, the same again: the same bet, marked as a replay, nothing taken.
    const again = await place(auth, body, idem);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await placed(again)).id).toBe(da.id);
    // The key with another stake: refused, not a second bet.
    const other = await place(auth, { ...body, stake: 2_000 }, idem);
    expect(await refusal(other)).toMatchObject({ status: 422, code: 'idempotency_conflict' });
    expect(await balanceOf(user.id)).toBe(9_000);
    expect(await count('sb_bets WHERE user_id = $1', [user.id])).toBe(1);
    // No key at all is a 4xx too.
    const noKey = await api().request('/betting/bets', json(body, auth));
    expect(noKey.status).toBe(422);
  });

  it('a retry of a bet after its price moved gets the bet it made, not "odds changed"', async () => {
    const { user, auth } = await fundedPlayer(db, 10_000);
    const ev = await newEvent();
    const body = single(await oid(ev, '1'), 2);
    const idem = key();
    const first = await placed(await place(auth, body, idem));
    // The answer was lost; meanwhile the price moved and the market was suspended.
    await odds(ev, [MATCH_1X2(1_700)]);
    const again = await place(auth, body, idem);
    const replay = await placed(again);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(replay).toMatchObject({ id: first.id, status: 'accepted', potential_win: 2_000, balance: 9_000 });
    await odds(ev, [{ ...MATCH_1X2(1_700), status: -1 }]);
    expect((await placed(await place(auth, body, idem))).id).toBe(first.id);
    // Even once settled, the retry answers with the bet (it was accepted), and pays nothing twice.
    await settle1x2(ev, '1');
    const late = await placed(await place(auth, body, idem));
    expect(late).toMatchObject({ id: first.id, status: 'accepted' });
    expect(late.bet).toMatchObject({ status: 'settled', payout: 2_000 });
    expect(await balanceOf(user.id)).toBe(11_000);
    expect(await count('sb_bets WHERE user_id = $1', [user.id])).toBe(1);
    // The key with another body is still refused.
    expect(await refusal(await place(auth, { ...body, stake: 500 }, idem))).toMatchObject({
      status: 422,
      code: 'idempotency_conflict',
    });
  });

  it('bets sent at once near the open-stake limit: only as many as fit are taken', async () => {
    const { user, auth } = await fundedPlayer(db, 100_000, { currency: 'USD' });
    const evs = [await newEvent(), await newEvent(), await newEvent(), await newEvent()];
    const ids = await Promise.all(evs.map((e) => oid(e, '1')));
    // 4 × 3,000 at once against a limit of 8,000: two fit.
    const res = await Promise.all(ids.map((o) => place(auth, single(o, 2, 3_000))));
    const statuses = res.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 422, 422]);
    for (const r of res.filter((x) => x.status === 422)) expect((await refusal(r)).code).toBe('open_limit');
    expect(await balanceOf(user.id, 'USD')).toBe(94_000);
    for (const e of evs) await settle1x2(e, '2');
  });

  it('a cash-out sent twice at once pays once', async () => {
    const { user, auth } = await fundedPlayer(db, 10_000);
    const ev = await newEvent({ live: true });
    const bet = await placed(await place(auth, single(await oid(ev, '1'), 2)));
    const offer = (await betOf(auth, bet.id)).cashout!;
    // stake × accepted / current × (1 − 5%): 1000 × 2 / 2 × 0.95.
    expect(offer).toBe(950);
    const [a, b] = await Promise.all([cashout(auth, bet.id, offer), cashout(auth, bet.id, offer)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const ca = sbCashoutResponseSchema.parse(await a.json());
    expect(ca.data.status).toBe('cashed_out');
    expect(ca.data.payout).toBe(950);
    expect(await balanceOf(user.id)).toBe(9_000 + 950);
    expect(await count(`sb_moves WHERE bet_id = $1 AND kind = 'cashout'`, [bet.id])).toBe(1);
    // A third, for less: the bet is closed.
    expect(await refusal(await cashout(auth, bet.id, 500))).toMatchObject({ status: 409, code: 'already_settled' });
    expect(await balanceOf(user.id)).toBe(9_950);
  });
});

describe('a price that moved', () => {
  it('is taken only under the preference that allows it, at the new price', async () => {
    const { user, auth } = await fundedPlayer(db, 100_000);
    const ev = await newEvent();
    const o = await oid(ev, '1');
    // Shown 2.00; the price rises to 2.20.
    await odds(ev, [MATCH_1X2(2_200)]);
    const none = await refusal(await place(auth, single(o, 2)));
    expect(none).toMatchObject({ status: 422, code: 'odds_changed' });
    expect(none.details.prices).toEqual([{ outcome_id: o, odds: 2.2, active: true }]);
    const higher = await placed(await place(auth, single(o, 2, 1_000, 'higher')));
    expect(higher.legs).toEqual([{ outcome_id: o, odds: 2.2 }]);
    expect(higher.potential_win).toBe(2_200);
    const any = await placed(await place(auth, single(o, 2, 1_000, 'any')));
    expect(any.legs[0]!.odds).toBe(2.2);
    // Shown 2.20; it falls to 1.80: only 'any' takes it.
    await odds(ev, [MATCH_1X2(1_800)]);
    expect(await refusal(await place(auth, single(o, 2.2)))).toMatchObject({ status: 422, code: 'odds_changed' });
    const h2 = await refusal(await place(auth, single(o, 2.2, 1_000, 'higher')));
    expect(h2).toMatchObject({ status: 422, code: 'odds_changed' });
    expect(h2.details.prices).toEqual([{ outcome_id: o, odds: 1.8, active: true }]);
    const any2 = await placed(await place(auth, single(o, 2.2, 1_000, 'any')));
    expect(any2.legs[0]!.odds).toBe(1.8);
    expect(any2.potential_win).toBe(1_800);
    // The exact price is always taken.
    const exact = await placed(await place(auth, single(o, 1.8)));
    expect(exact.legs[0]!.odds).toBe(1.8);
    // Three refusals took nothing: four stakes.
    expect(await balanceOf(user.id)).toBe(100_000 - 4_000);
    // The price history keeps every version: 2.00, 2.20, 1.80.
    const { rows } = await db.query<{ odds: number }>(
      'SELECT odds FROM sb_price_history WHERE outcome_id = $1 ORDER BY version',
      [o],
    );
    expect(rows.map((r) => r.odds)).toEqual([2_000, 2_200, 1_800]);
  });
});

describe('markets that do not take bets', () => {
  it('a suspended market, a bet_stop, an inactive outcome: refused; active again: taken', async () => {
    const { user, auth } = await fundedPlayer(db, 100_000);
    const ev = await newEvent({ live: true });
    const o = await oid(ev, '1');
    await odds(ev, [{ ...MATCH_1X2(), status: -1 }]);
    const suspended = await refusal(await place(auth, single(o, 2)));
    expect(suspended).toMatchObject({ status: 422, code: 'market_suspended' });
    await odds(ev, [MATCH_1X2()]);
    await placed(await place(auth, single(o, 2)));
    await betStop(ev);
    expect(await refusal(await place(auth, single(o, 2)))).toMatchObject({ status: 422, code: 'market_suspended' });
    // The market back, but the away win inactive (its price kept).
    await odds(ev, [{ id: 1, outcomes: { '1': 2_000, '2': 3_200, '3': [3_500, false] } }]);
    const away = await oid(ev, '3');
    const inactive = await refusal(await place(auth, single(away, 3.5)));
    expect(inactive).toMatchObject({ status: 422, code: 'market_suspended' });
    expect(inactive.details.prices).toEqual([{ outcome_id: away, odds: 3.5, active: false }]);
    await placed(await place(auth, single(o, 2)));
    expect(await balanceOf(user.id)).toBe(100_000 - 2_000);
    // Full time (status 3 ended) with the market still open in the feed: the event is over.
    await odds(ev, [MATCH_1X2()], { status: 3, home_score: 1, away_score: 0 });
    expect(await refusal(await place(auth, single(o, 2)))).toMatchObject({ status: 422, code: 'event_over' });
    expect(await balanceOf(user.id)).toBe(100_000 - 2_000);
  });

  it('a producer silent past its limit: its markets refuse bets until alive and a snapshot recover it', async () => {
    const { user, auth } = await fundedPlayer(db, 100_000);
    const ev = await newEvent({ live: true });
    const pre = await newEvent();
    const o = await oid(ev, '1');
    const p = await oid(pre, '1');
    // 20 s without alive from the live producer (its limit is 15 s).
    await db.query(`UPDATE sb_producers SET last_alive_at = now() - interval '20 seconds' WHERE product = 1`);
    expect(await refusal(await place(auth, single(o, 2)))).toMatchObject({ status: 422, code: 'market_suspended' });
    // The pre-match producer is fine: its markets still take bets.
    await placed(await place(auth, single(p, 2)));
    // Pages see the live market suspended.
    const page = await api().request(`/betting/events/${ev}`, { headers: { host: 'api.casino.test' } });
    expect(sbEventSchema.parse(((await page.json()) as { data: unknown }).data).markets[0]!.status).toBe('suspended');
    // The watch marks it down; the alive that comes back asks for a snapshot, bets wait for it.
    expect(await checkProducers(db)).toEqual([1]);
    const change = await alive(1);
    expect(change.recover).toMatchObject({ product: 1 });
    expect(await refusal(await place(auth, single(o, 2)))).toMatchObject({ status: 422, code: 'market_suspended' });
    // A snapshot_complete for another request does not end the recovery.
    await feed({ type: 'snapshot_complete', product: 1, timestamp: Date.now(), request_id: 12345 });
    expect(await producerState(1)).toBe('recovering');
    expect(await refusal(await place(auth, single(o, 2)))).toMatchObject({ status: 422, code: 'market_suspended' });
    await feed({ type: 'snapshot_complete', product: 1, timestamp: Date.now(), request_id: change.recover!.requestId });
    expect(await producerState(1)).toBe('up');
    await placed(await place(auth, single(o, 2)));
    expect(await balanceOf(user.id)).toBe(100_000 - 2_000);
  });

  it('a recovery another process entered is asked by the feed’s holder, asked again after a timeout, and ends on its snapshot', async () => {
    const { auth } = await fundedPlayer(db, 10_000);
    const ev = await newEvent({ live: true });
    const o = await oid(ev, '1');
    // As `npm run feed -- replay` applies it: an alive unsubscribed, in a process that holds no feed.
    await feedXml(db, toUofXml({ type: 'alive', product: 1, timestamp: Date.now(), subscribed: false }), {
      maxPayoutOf: () => 1e12,
    });
    expect(await producerState(1)).toBe('recovering');
    expect(await refusal(await place(auth, single(o, 2)))).toMatchObject({ status: 422, code: 'market_suspended' });
    // The holder (the engine's leader) finds the request in the database and asks for it, once.
    const asked = new Map<number, number>();
    const first = await pendingRecoveries(db, asked, 30_000);
    expect(first).toHaveLength(1);
    expect(first[0]!.product).toBe(1);
    asked.set(1, first[0]!.requestId);
    expect(await pendingRecoveries(db, asked, 30_000)).toEqual([]);
    // No snapshot within the timeout: asked again under a new request id, which alone ends it.
    await new Promise((r) => setTimeout(r, 5));
    const again = await pendingRecoveries(db, asked, 1);
    expect(again).toHaveLength(1);
    expect(again[0]!.requestId).toBeGreaterThan(first[0]!.requestId);
    asked.set(1, again[0]!.requestId);
    await feed({ type: 'snapshot_complete', product: 1, timestamp: Date.now(), request_id: first[0]!.requestId });
    expect(await producerState(1)).toBe('recovering');
    await feed({ type: 'snapshot_complete', product: 1, timestamp: Date.now(), request_id: again[0]!.requestId });
    expect(await producerState(1)).toBe('up');
    expect(await pendingRecoveries(db, asked, 1)).toEqual([]);
    await placed(await place(auth, single(o, 2)));
  });

  it('an alive after silence recovers the producer even when the watch has not run yet', async () => {
    const { auth } = await fundedPlayer(db, 10_000);
    const ev = await newEvent({ live: true });
    const o = await oid(ev, '1');
    await db.query(`UPDATE sb_producers SET last_alive_at = now() - interval '20 seconds' WHERE product = 1`);
    // The prices of the silent time may be stale: the alive must not simply make them good again.
    const change = await alive(1);
    expect(change.recover).toMatchObject({ product: 1 });
    expect(await refusal(await place(auth, single(o, 2)))).toMatchObject({ status: 422, code: 'market_suspended' });
    await feed({ type: 'snapshot_complete', product: 1, timestamp: Date.now(), request_id: change.recover!.requestId });
    await placed(await place(auth, single(o, 2)));
  });

  it('a recorded feed played back ends any recovery with its own snapshot_complete', async () => {
    await db.query(`UPDATE sb_producers SET last_alive_at = now() - interval '20 seconds' WHERE product = 1`);
    await checkProducers(db);
    await alive(1);
    await feed({ type: 'snapshot_complete', product: 1, timestamp: Date.now(), request_id: 1 }, { replay: true });
    expect(await producerState(1)).toBe('up');
  });
});

describe('the live delay', () => {
  it('a goal inside the delay: the pending bet is refused and its stake returned', async () => {
    const { user, auth } = await fundedPlayer(db, 10_000);
    const ev = await newEvent({ live: true });
    const o = await oid(ev, '1');
    const before = Date.now();
    const bet = await placed(await place(auth, single(o, 2), key(), delayed()));
    expect(bet.status).toBe('pending');
    expect(bet.decide_at).toBeGreaterThanOrEqual(before + 150);
    expect(bet.decide_at).toBeLessThan(Date.now() + 1_000);
    expect(await balanceOf(user.id)).toBe(9_000);
    // The goal: bet_stop, the score, then the market reopens at new prices before the delay ends.
    await betStop(ev);
    await odds(ev, [MATCH_1X2(1_500, 3_600, 6_000)], { status: 1, home_score: 1, away_score: 0 });
    const out = await decideDueBets(db, new Date(Date.now() + 1_000));
    expect(out.rejected).toContain(bet.id);
    expect(await balanceOf(user.id)).toBe(10_000);
    const seen = await betOf(auth, bet.id);
    expect(seen).toMatchObject({ status: 'rejected', reason: 'market_suspended', payout: 1_000 });
    // The player's statement adds up: the stake out, the refund back in.
    const hist = (await (await api().request('/wallet/history', { headers: auth })).json()) as {
      data: { kind: string; amount: number; detail: string }[];
    };
    const moves = hist.data.filter((h) => h.detail === 'betting').map((h) => [h.kind, h.amount]);
    expect(moves).toEqual(
      expect.arrayContaining([
        ['bet', -1_000],
        ['win', 1_000],
      ]),
    );
    // Decided once: another pass changes nothing.
    expect((await decideDueBets(db, new Date(Date.now() + 1_000))).rejected).not.toContain(bet.id);
    expect(await balanceOf(user.id)).toBe(10_000);
  });

  it('no stop inside the delay: the pending bet is accepted at its price', async () => {
    const { user, auth } = await fundedPlayer(db, 10_000);
    const ev = await newEvent({ live: true });
    const bet = await placed(await place(auth, single(await oid(ev, '1'), 2), key(), delayed()));
    expect(bet.status).toBe('pending');
    expect((await betOf(auth, bet.id)).cashout).toBeNull(); // nothing to cash out while pending
    expect(await refusal(await cashout(auth, bet.id, 500))).toMatchObject({ status: 422, code: 'cashout_unavailable' });
    const out = await decideDueBets(db, new Date(Date.now() + 1_000));
    expect(out.accepted).toContain(bet.id);
    expect(await betOf(auth, bet.id)).toMatchObject({ status: 'accepted', potential_win: 2_000 });
    expect(await balanceOf(user.id)).toBe(9_000);
    await settle1x2(ev, '1');
    expect(await balanceOf(user.id)).toBe(11_000);
  });

  it('a bet_cancel window over the delay refuses the pending bet', async () => {
    const { user, auth } = await fundedPlayer(db, 10_000);
    const ev = await newEvent({ live: true });
    const bet = await placed(await place(auth, single(await oid(ev, '1'), 2), key(), delayed()));
    expect(bet.status).toBe('pending');
    // The feed voids what was taken in the last seconds (an event it saw late).
    await feed({
      type: 'bet_cancel',
      event_id: ev,
      product: 1,
      timestamp: Date.now(),
      start_time: bet.bet.placed_at - 2_000,
      end_time: Date.now(),
      markets: [{ id: 1, specifiers: '' }],
    });
    const out = await decideDueBets(db, new Date(Date.now() + 1_000));
    expect(out.rejected).toContain(bet.id);
    expect(await betOf(auth, bet.id)).toMatchObject({ status: 'rejected', payout: 1_000 });
    expect(await balanceOf(user.id)).toBe(10_000);
    await settle1x2(ev, '1');
    expect(await balanceOf(user.id)).toBe(10_000);
  });

  it('a price that shortened inside the delay: refused under "none", taken at the new price under "any"', async () => {
    const { user, auth } = await fundedPlayer(db, 10_000);
    const ev = await newEvent({ live: true });
    const o = await oid(ev, '1');
    const strict = await placed(await place(auth, single(o, 2), key(), delayed()));
    const loose = await placed(await place(auth, single(o, 2, 1_000, 'any'), key(), delayed()));
    await odds(ev, [MATCH_1X2(1_600)]);
    const out = await decideDueBets(db, new Date(Date.now() + 1_000));
    expect(out.rejected).toContain(strict.id);
    expect(out.accepted).toContain(loose.id);
    expect(await betOf(auth, strict.id)).toMatchObject({ status: 'rejected', reason: 'odds_changed' });
    const taken = await betOf(auth, loose.id);
    expect(taken).toMatchObject({ status: 'accepted', potential_win: 1_600 });
    expect(taken.legs[0]!.odds).toBe(1.6);
    expect(await balanceOf(user.id)).toBe(9_000);
    await settle1x2(ev, '1');
    expect(await balanceOf(user.id)).toBe(9_000 + 1_600);
  });

  it('a market settled inside the delay refuses the pending bet', async () => {
    const { user, auth } = await fundedPlayer(db, 10_000);
    const ev = await newEvent({ live: true });
    const bet = await placed(await place(auth, single(await oid(ev, '1'), 2), key(), delayed()));
    await settle1x2(ev, '1');
    expect(await balanceOf(user.id)).toBe(9_000); // a pending bet is not paid
    expect((await decideDueBets(db, new Date(Date.now() + 1_000))).rejected).toContain(bet.id);
    expect(await balanceOf(user.id)).toBe(10_000);
  });

  it('a pre-match bet is not delayed', async () => {
    const { auth } = await fundedPlayer(db, 10_000);
    const ev = await newEvent();
    const bet = await placed(await place(auth, single(await oid(ev, '1'), 2), key(), delayed()));
    expect(bet).toMatchObject({ status: 'accepted', decide_at: null });
  });
});

describe('cash-out', () => {
  it("another player's bet is 404, an amount above the offer is 422 with the new offer, a settled bet is 409", async () => {
    const { user, auth } = await fundedPlayer(db, 10_000);
    const other = await fundedPlayer(db, 10_000);
    const ev = await newEvent({ live: true });
    const o = await oid(ev, '1');
    const bet = await placed(await place(auth, single(o, 2)));
    expect(await refusal(await cashout(other.auth, bet.id, 100))).toMatchObject({ status: 404, code: 'not_found' });
    expect(await refusal(await cashout(auth, 999_999_999, 100))).toMatchObject({ status: 404, code: 'not_found' });
    // The home side's price shortens to 1.60: the offer grows to 1000 × 2 / 1.6 × 0.95 = 1187.
    await odds(ev, [MATCH_1X2(1_600)]);
    const offer = (await betOf(auth, bet.id)).cashout!;
    expect(offer).toBe(1_187);
    // The player asked for more than the offer (a price they saw before it moved back).
    await odds(ev, [MATCH_1X2(1_900)]);
    const changed = await refusal(await cashout(auth, bet.id, offer));
    expect(changed).toMatchObject({ status: 422, code: 'cashout_changed' });
    // 1000 × 2 / 1.9 × 0.95 = 1000.
    expect(changed.details.cashout).toBe(1_000);
    expect(await balanceOf(user.id)).toBe(9_000);
    // A suspended market has no offer.
    await betStop(ev);
    expect((await betOf(auth, bet.id)).cashout).toBeNull();
    expect(await refusal(await cashout(auth, bet.id, 100))).toMatchObject({
      status: 422,
      code: 'cashout_unavailable',
    });
    // Settled: too late.
    await settle1x2(ev, '1');
    expect(await balanceOf(user.id)).toBe(11_000);
    expect(await refusal(await cashout(auth, bet.id, 100))).toMatchObject({ status: 409, code: 'already_settled' });
    expect(await balanceOf(user.id)).toBe(11_000);
  });

  it('a cash-out at the offer pays exactly it, and the settlement after it pays nothing more', async () => {
    const { user, auth } = await fundedPlayer(db, 10_000);
    const e1 = await newEvent({ live: true });
    const e2 = await newEvent({ live: true, markets: [MATCH_1X2(1_500)] });
    const acc = await placed(
      await place(auth, {
        stake: 2_000,
        selections: [
          { outcome_id: await oid(e1, '1'), odds: 2 },
          { outcome_id: await oid(e2, '1'), odds: 1.5 },
        ],
      }),
    );
    expect(acc.potential_win).toBe(6_000);
    // The first leg won; the second now at 1.25: 2000 × 2 × 1.5 / 1.25 × 0.95 = 4560.
    await settle1x2(e1, '1');
    await odds(e2, [MATCH_1X2(1_250)]);
    const offer = (await betOf(auth, acc.id)).cashout!;
    expect(offer).toBe(4_560);
    const res = sbCashoutResponseSchema.parse(await (await cashout(auth, acc.id, offer)).json());
    expect(res.data).toMatchObject({ status: 'cashed_out', payout: 4_560 });
    expect(res.balance).toBe(8_000 + 4_560);
    expect(await balanceOf(user.id)).toBe(12_560);
    await settle1x2(e2, '1');
    expect(await balanceOf(user.id)).toBe(12_560);
    expect((await betOf(auth, acc.id)).status).toBe('cashed_out');
    // A rollback of a leg's settlement does not reopen a cashed-out bet.
    await feed({
      type: 'rollback_bet_settlement',
      event_id: e1,
      product: 1,
      timestamp: Date.now(),
      markets: [{ id: 1, specifiers: '' }],
    });
    expect(await balanceOf(user.id)).toBe(12_560);
    expect(await betOf(auth, acc.id)).toMatchObject({ status: 'cashed_out', payout: 4_560 });
  });
});

// Issue 39: the cash-out no longer chases a moving price. The request carries the offer the player saw
// and what else they take (`accept`); the server prices the bet again and pays the offer now when it is
// at least what the request takes, never more than the offer now (decision 059).
describe('cash-out that does not chase the price (issue 39)', () => {
  const cash = (auth: Auth, betId: number, body: Record<string, unknown>, idem = key()) =>
    api().request(`/betting/bets/${betId}/cashout`, json(body, { ...auth, 'idempotency-key': idem }));
  const paidBy = async (res: Response) => {
    expect(res.status, await res.clone().text()).toBe(200);
    return sbCashoutResponseSchema.parse(await res.json());
  };
  const liveBet = async () => {
    const player = await fundedPlayer(db, 10_000);
    const ev = await newEvent({ live: true });
    const bet = await placed(await place(player.auth, single(await oid(ev, '1'), 2)));
    // 1000 × 2 / 2 × (1 − 5 %).
    expect((await betOf(player.auth, bet.id)).cashout).toBe(950);
    return { ...player, ev, bet };
  };

  it('publishes the floor: exact and higher take the amount seen, tolerance 3 % below it, rounded up', () => {
    expect(SB_CASHOUT_TOLERANCE_BP).toBe(300);
    expect(cashoutFloor(950, 'exact')).toBe(950);
    expect(cashoutFloor(950, 'higher')).toBe(950);
    expect(cashoutFloor(950, 'tolerance')).toBe(922); // 921.5 up
    expect(cashoutFloor(1, 'tolerance')).toBe(1);
    expect(cashoutPays(950, 'exact', 1_000)).toBe(950);
    expect(cashoutPays(950, 'higher', 1_000)).toBe(1_000);
    expect(cashoutPays(950, 'tolerance', 926)).toBe(926);
    expect(cashoutPays(950, 'tolerance', 921)).toBeNull();
  });

  it('one tap within the tolerance is paid the offer now, not the quote seen', async () => {
    const { user, auth, ev, bet } = await liveBet();
    // The price drifts to 2.05 between the screen's read and the tap: 1000 × 2 / 2.05 × 0.95 = 926.
    await odds(ev, [MATCH_1X2(2_050)]);
    // Exact, as before: refused, with the offer now and the least it took.
    const exact = await refusal(await cash(auth, bet.id, { amount: 950 }));
    expect(exact).toMatchObject({ status: 422, code: 'cashout_changed', details: { cashout: 926, min: 950 } });
    const res = await paidBy(await cash(auth, bet.id, { amount: 950, accept: 'tolerance' }));
    expect(res.data).toMatchObject({ status: 'cashed_out', payout: 926 });
    expect(res.balance).toBe(9_000 + 926);
    expect(await balanceOf(user.id)).toBe(9_926);
    expect(await count(`sb_moves WHERE bet_id = $1 AND kind = 'cashout'`, [bet.id])).toBe(1);
    // The settlement after it pays nothing more.
    await settle1x2(ev, '1');
    expect(await balanceOf(user.id)).toBe(9_926);
  });

  it('an offer that fell below the tolerance is refused with the offer now and the minimum, and moves nothing', async () => {
    const { user, auth, ev, bet } = await liveBet();
    // 1000 × 2 / 2.2 × 0.95 = 863 < 922.
    await odds(ev, [MATCH_1X2(2_200)]);
    const r = await refusal(await cash(auth, bet.id, { amount: 950, accept: 'tolerance' }));
    expect(r).toMatchObject({ status: 422, code: 'cashout_changed', details: { cashout: 863, min: 922 } });
    // A minimum above the offer with `higher` too.
    const h = await refusal(await cash(auth, bet.id, { amount: 864, accept: 'higher' }));
    expect(h).toMatchObject({ status: 422, code: 'cashout_changed', details: { cashout: 863, min: 864 } });
    expect(await balanceOf(user.id)).toBe(9_000);
    expect((await betOf(auth, bet.id)).status).toBe('accepted');
    // The new offer, taken at once, is paid.
    expect((await paidBy(await cash(auth, bet.id, { amount: 863, accept: 'tolerance' }))).data.payout).toBe(863);
    await settle1x2(ev, '2');
    expect(await balanceOf(user.id)).toBe(9_863);
  });

  it('higher pays a risen offer in full; a stale higher quote is never paid, only the offer now', async () => {
    const a = await liveBet();
    // Shortened to 1.90: 1000 × 2 / 1.9 × 0.95 = 1000.
    await odds(a.ev, [MATCH_1X2(1_900)]);
    expect((await paidBy(await cash(a.auth, a.bet.id, { amount: 950, accept: 'higher' }))).data.payout).toBe(1_000);
    expect(await balanceOf(a.user.id)).toBe(10_000);
    // Exact still pays the amount asked, as before.
    const b = await liveBet();
    await odds(b.ev, [MATCH_1X2(1_900)]);
    expect((await paidBy(await cash(b.auth, b.bet.id, { amount: 950 }))).data.payout).toBe(950);
    // A quote seen at 1.96 (969) after the price went back to 2.00 (950): within 3 % of it, so it goes
    // through, at the offer now.
    const c = await liveBet();
    const stale = await paidBy(await cash(c.auth, c.bet.id, { amount: 969, accept: 'tolerance' }));
    expect(stale.data.payout).toBe(950);
    // An invented quote far above the offer is refused whatever it accepts.
    const d = await liveBet();
    for (const accept of ['exact', 'higher', 'tolerance'])
      expect(await refusal(await cash(d.auth, d.bet.id, { amount: 5_000, accept }))).toMatchObject({
        status: 422,
        code: 'cashout_changed',
      });
    expect(await balanceOf(d.user.id)).toBe(9_000);
    for (const x of [a, b, c, d]) await settle1x2(x.ev, '3');
    expect(await balanceOf(d.user.id)).toBe(9_000);
  });

  it('twice at once (one key or two) pays once; a retry replays its answer; the key with another accept is refused', async () => {
    const { user, auth, ev, bet } = await liveBet();
    await odds(ev, [MATCH_1X2(2_050)]);
    const idem = key();
    const body = { amount: 950, accept: 'tolerance' };
    // One key, twice at once (a double tap): the twin waits and answers the same.
    const same = await Promise.all([cash(auth, bet.id, body, idem), cash(auth, bet.id, body, idem)]);
    for (const r of same) expect((await paidBy(r)).data.payout).toBe(926);
    expect(await count(`sb_moves WHERE bet_id = $1 AND kind = 'cashout'`, [bet.id])).toBe(1);
    expect(await balanceOf(user.id)).toBe(9_926);
    // The same key again, later, after the price moved: the stored answer, nothing moved.
    await odds(ev, [MATCH_1X2(1_500)]);
    const again = await cash(auth, bet.id, body, idem);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await paidBy(again)).data.payout).toBe(926);
    expect((await cash(auth, bet.id, { ...body, accept: 'higher' }, idem)).status).toBe(422);
    expect(await balanceOf(user.id)).toBe(9_926);

    // Two keys at once (two devices): one is paid, the other finds the bet closed.
    const two = await liveBet();
    await odds(two.ev, [MATCH_1X2(2_050)]);
    const both = await Promise.all([cash(two.auth, two.bet.id, body), cash(two.auth, two.bet.id, body)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await count(`sb_moves WHERE bet_id = $1 AND kind = 'cashout'`, [two.bet.id])).toBe(1);
    expect(await balanceOf(two.user.id)).toBe(9_926);
    for (const e of [ev, two.ev]) await settle1x2(e, '1');
    expect(await balanceOf(two.user.id)).toBe(9_926);
  });

  it("refuses another player's bet, a settled bet, a suspended market and an unknown accept", async () => {
    const { user, auth, ev, bet } = await liveBet();
    const other = await fundedPlayer(db, 10_000);
    const body = { amount: 1, accept: 'higher' };
    expect(await refusal(await cash(other.auth, bet.id, body))).toMatchObject({ status: 404, code: 'not_found' });
    expect((await cash(auth, bet.id, { amount: 950, accept: 'any' })).status).toBe(422);
    await betStop(ev);
    expect(await refusal(await cash(auth, bet.id, body))).toMatchObject({ status: 422, code: 'cashout_unavailable' });
    await settle1x2(ev, '1');
    expect(await balanceOf(user.id)).toBe(11_000);
    expect(await refusal(await cash(auth, bet.id, body))).toMatchObject({ status: 409, code: 'already_settled' });
    expect(await refusal(await cash(auth, bet.id, { amount: 2_000, accept: 'tolerance' }))).toMatchObject({
      status: 409,
      code: 'already_settled',
    });
    expect(await balanceOf(user.id)).toBe(11_000);
    expect(await count(`sb_moves WHERE bet_id = $1 AND kind = 'cashout'`, [bet.id])).toBe(0);
  });
});

describe('limits', () => {
  it('stakes per bet, the maximum payout, selections and systems', async () => {
    const { user, auth } = await fundedPlayer(db, 3_000_000);
    const ev = await newEvent({
      markets: [
        MATCH_1X2(2_000, 3_200, 12_000),
        { id: 18, specifiers: 'total=2.5', outcomes: { '12': 1_900, '13': 1_900 } },
      ],
    });
    const home = await oid(ev, '1');
    const away = await oid(ev, '3');
    const over = await oid(ev, '12', 18, 'total=2.5');
    expect(await refusal(await place(auth, single(home, 2, 99)))).toMatchObject({
      status: 422,
      code: 'stake_too_small',
    });
    expect(await refusal(await place(auth, single(home, 2, 1_000_001)))).toMatchObject({
      status: 422,
      code: 'stake_too_large',
    });
    // 1,000,000 × 12 = 12,000,000 > the maximum payout of 10,000,000.
    const big = await refusal(await place(auth, single(away, 12, 1_000_000)));
    expect(big).toMatchObject({ status: 422, code: 'payout_too_large' });
    expect(big.details.max).toBe(10_000_000);
    // Two selections of one event in one accumulator (and the same selection twice).
    const sameEvent = {
      stake: 1_000,
      selections: [
        { outcome_id: home, odds: 2 },
        { outcome_id: over, odds: 1.9 },
      ],
    };
    expect(await refusal(await place(auth, sameEvent))).toMatchObject({ status: 422, code: 'same_event' });
    const twice = {
      stake: 1_000,
      selections: [
        { outcome_id: home, odds: 2 },
        { outcome_id: home, odds: 2 },
      ],
    };
    expect(await refusal(await place(auth, twice))).toMatchObject({ status: 422, code: 'same_event' });
    // 21 selections: refused before anything is read.
    const many = {
      stake: 1_000,
      selections: Array.from({ length: 21 }, (_, i) => ({ outcome_id: home + i, odds: 2 })),
    };
    expect((await place(auth, many)).status).toBe(422);
    // A system that does not fit, and a stake that does not split over its bets.
    const events = [ev, await newEvent(), await newEvent()];
    const three = await Promise.all(events.map((e) => oid(e, '1')));
    const sel = three.map((outcome_id) => ({ outcome_id, odds: 2 }));
    expect(await refusal(await place(auth, { stake: 1_000, selections: sel, system: '2/3' }))).toMatchObject({
      status: 422,
      code: 'bad_system',
    });
    expect(await refusal(await place(auth, { stake: 1_200, selections: sel, system: '2/4' }))).toMatchObject({
      status: 422,
      code: 'bad_system',
    });
    expect(await refusal(await place(auth, { stake: 1_200, selections: sel, system: 'yankee' }))).toMatchObject({
      status: 422,
      code: 'bad_system',
    });
    // Bad input is a 4xx, never a 500.
    for (const bad of [
      { stake: 1_000, selections: [] },
      { stake: -5, selections: [{ outcome_id: home, odds: 2 }] },
      { stake: 1_000, selections: [{ outcome_id: home, odds: 1 }] },
      { stake: 1_000, selections: [{ outcome_id: home, odds: 2.0001 }] },
      { stake: 1_000, selections: [{ outcome_id: home, odds: 2 }], accept_odds: 'sometimes' },
      { stake: 1_000, selections: [{ outcome_id: home, odds: 2 }], extra: 1 },
    ]) {
      expect((await place(auth, bad as Body)).status, JSON.stringify(bad)).toBe(422);
    }
    expect(await refusal(await place(auth, single(999_999_999, 2)))).toMatchObject({ status: 404, code: 'not_found' });
    const broken = await api().request('/betting/bets', json('{"stake":', { ...auth, 'idempotency-key': key() }));
    expect(broken.status).toBe(422);
    expect((await cashout(auth, 0, 100)).status).toBe(404);
    const badId = await api().request(
      '/betting/bets/abc/cashout',
      json({ amount: 100 }, { ...auth, 'idempotency-key': key() }),
    );
    expect(badId.status).toBe(404);
    expect(await balanceOf(user.id)).toBe(3_000_000);
    expect(await count('sb_bets WHERE user_id = $1', [user.id])).toBe(0);
  });

  it("the operator's limits per event and on open stakes (sportsbook.json), per currency", async () => {
    const { user, auth } = await fundedPlayer(db, 100_000, { currency: 'USD' });
    const [e1, e2, e3] = [await newEvent(), await newEvent(), await newEvent()];
    await placed(await place(auth, single(await oid(e1, '1'), 2, 3_000)));
    // 3,000 + 3,000 on one event > 5,000.
    const ev = await refusal(await place(auth, single(await oid(e1, '2'), 3.2, 3_000)));
    expect(ev).toMatchObject({ status: 422, code: 'event_limit' });
    await placed(await place(auth, single(await oid(e2, '1'), 2, 3_000)));
    // 6,000 open + 3,000 > 8,000.
    expect(await refusal(await place(auth, single(await oid(e3, '1'), 2, 3_000)))).toMatchObject({
      status: 422,
      code: 'open_limit',
    });
    expect(await balanceOf(user.id, 'USD')).toBe(94_000);
    // A settled bet no longer counts: room again.
    await settle1x2(e1, '3');
    await placed(await place(auth, single(await oid(e3, '1'), 2, 3_000)));
    expect(await balanceOf(user.id, 'USD')).toBe(91_000);
    // RUB players have no such limits here.
    const rub = await fundedPlayer(db, 100_000);
    await placed(await place(rub.auth, single(await oid(e2, '2'), 3.2, 20_000)));
  });

  it('without limits in sportsbook.json, a player may stake twice the largest bet on one event, ten times it open', async () => {
    // RUB here: at most 1,000,000 per bet, no exposure limits configured; splitting does not help.
    const { user, auth } = await fundedPlayer(db, 12_000_000);
    const ev = await newEvent();
    const o = await oid(ev, '1');
    await placed(await place(auth, single(o, 2, 1_000_000)));
    await placed(await place(auth, single(o, 2, 1_000_000)));
    expect(await refusal(await place(auth, single(o, 2, 1_000_000)))).toMatchObject({
      status: 422,
      code: 'event_limit',
    });
    for (let i = 0; i < 8; i++) await placed(await place(auth, single(await oid(await newEvent(), '1'), 2, 1_000_000)));
    expect(await refusal(await place(auth, single(await oid(await newEvent(), '1'), 2, 1_000_000)))).toMatchObject({
      status: 422,
      code: 'open_limit',
    });
    expect(await balanceOf(user.id)).toBe(2_000_000);
  });

  it("a system bet's every line is held to the minimum stake", async () => {
    const { auth } = await fundedPlayer(db, 10_000);
    const events = [await newEvent(), await newEvent(), await newEvent()];
    const selections = await Promise.all(events.map(async (e) => ({ outcome_id: await oid(e, '1'), odds: 2 })));
    // 2/3 is three doubles: 150 would be 50 a line, under the minimum of 100.
    const low = await refusal(await place(auth, { stake: 150, selections, system: '2/3', accept_odds: 'none' }));
    expect(low).toMatchObject({ status: 422, code: 'stake_too_small', details: { min: 300 } });
    const ok = await placed(await place(auth, { stake: 300, selections, system: '2/3', accept_odds: 'none' }));
    expect(ok.bet).toMatchObject({ kind: 'system', stake: 300, potential_win: 1_200 });
  });

  it('an excluded player and a player without the funds are refused, and nothing is left behind', async () => {
    const ev = await newEvent();
    const o = await oid(ev, '1');
    const ex = await fundedPlayer(db, 10_000);
    await inWalletTransaction(db, (tx) => startExclusion(tx, ex.user.id, { kind: 'cool_off', period: '1d' }));
    const res = await place(ex.auth, single(o, 2));
    expect(res.status === 401 || res.status === 403, `status ${res.status}`).toBe(true);
    if (res.status === 403) expect((await refusal(res)).code).toBe('excluded');
    expect(await balanceOf(ex.user.id)).toBe(10_000);
    expect(await count('sb_bets WHERE user_id = $1', [ex.user.id])).toBe(0);
    const poor = await fundedPlayer(db, 500);
    expect(await refusal(await place(poor.auth, single(o, 2)))).toMatchObject({
      status: 422,
      code: 'insufficient_funds',
    });
    expect(await balanceOf(poor.user.id)).toBe(500);
    expect(await count('sb_bets WHERE user_id = $1', [poor.user.id])).toBe(0);
    // Signed out: 401.
    expect((await place({ host: 'api.casino.test' }, single(o, 2))).status).toBe(401);
  });
});

describe('the feed', () => {
  it('messages it cannot read are skipped; parts it cannot read suspend their market; neither stops the next', async () => {
    const ev = await newEvent();
    const o = await oid(ev, '1');
    const marketStatus = async () =>
      (await db.query<{ status: number }>('SELECT status FROM sb_markets WHERE event_id = $1 AND type = 1', [ev]))
        .rows[0]!.status;
    // Valid messages first, then each spoiled in one place.
    const goodOdds = toUofXml({
      type: 'odds_change',
      event_id: ev,
      product: 3,
      timestamp: 1,
      markets: toMarkets([MATCH_1X2(9_000)]),
    });
    const goodSettle = toUofXml({
      type: 'bet_settlement',
      event_id: ev,
      product: 3,
      timestamp: 1,
      certainty: 2,
      markets: [{ id: 1, specifiers: '', outcomes: [{ id: '1', result: 1, void_factor: '1' }] }],
    });
    expect(goodOdds).toContain('odds="9');
    expect(goodSettle).toContain('void_factor="1"');
    // Unreadable as a whole (nothing names what it is about): skipped.
    const unreadable = [
      goodOdds.slice(0, goodOdds.length - 20),
      goodOdds.replace(ev, 'not an id'),
      goodOdds.replace('odds_change', 'no_such_message'),
      '',
      'not xml at all',
    ];
    for (const xml of unreadable) expect((await feedRaw(xml)).ok, xml).toBe(false);
    expect(await marketStatus()).toBe(1);
    // Read in part (issue 38; these were dropped whole before, leaving the old price on offer): the
    // market they name is suspended, its unread price or result not applied.
    const partly = [
      goodOdds.replace('odds="9', 'odds="abc'),
      goodSettle.replace('void_factor="1"', 'void_factor="2"'),
      goodSettle.replace(/ result="1"/, ' result="7"'),
    ];
    for (const xml of partly) {
      await odds(ev, [MATCH_1X2()]);
      expect(await marketStatus()).toBe(1);
      const res = await feedRaw(xml);
      expect(res.ok && res.unread?.markets, xml).toEqual([{ id: 1, specifiers: '' }]);
      expect(await marketStatus(), xml).toBe(-1);
    }
    const { rows } = await db.query<{ odds: number; result: number | null }>(
      'SELECT odds, result FROM sb_outcomes WHERE id = $1',
      [o],
    );
    expect(rows[0]).toEqual({ odds: 2_000, result: null });
    // The next good message applies.
    await odds(ev, [MATCH_1X2(2_100)]);
    const { rows: after } = await db.query<{ odds: number }>('SELECT odds FROM sb_outcomes WHERE id = $1', [o]);
    expect(after[0]!.odds).toBe(2_100);
    expect(await marketStatus()).toBe(1);
  });

  it('a settled market is not reopened by a late odds_change', async () => {
    const { user, auth } = await fundedPlayer(db, 10_000);
    const ev = await newEvent({ live: true });
    const o = await oid(ev, '1');
    await placed(await place(auth, single(o, 2)));
    await settle1x2(ev, '1');
    expect(await balanceOf(user.id)).toBe(11_000);
    await odds(ev, [MATCH_1X2(5_000)]);
    const res = await api().request(`/betting/events/${ev}`, { headers: { host: 'api.casino.test' } });
    const market = sbEventSchema.parse(((await res.json()) as { data: unknown }).data).markets[0]!;
    expect(market.status).toBe('settled');
    expect(market.outcomes.find((x) => x.ref === '1')!.odds).toBe(2);
    expect((await place(auth, single(o, 5))).status).toBe(422);
    expect((await place(auth, single(o, 2))).status).toBe(422);
    expect(await balanceOf(user.id)).toBe(11_000);
  });
});

// --- settlement -------------------------------------------------------------------------------------------

describe('settlement', () => {
  it('a single won and a single lost', async () => {
    const { user, auth } = await fundedPlayer(db, 10_000);
    const ev = await newEvent({ live: true, markets: [MATCH_1X2(2_150)] });
    const won = await placed(await place(auth, single(await oid(ev, '1'), 2.15, 1_000)));
    const lost = await placed(await place(auth, single(await oid(ev, '2'), 3.2, 500)));
    await settle1x2(ev, '1');
    expect(await balanceOf(user.id)).toBe(10_000 - 1_500 + 2_150);
    expect(await betOf(auth, won.id)).toMatchObject({ status: 'settled', payout: 2_150 });
    expect(await betOf(auth, lost.id)).toMatchObject({ status: 'settled', payout: 0 });
    expect((await betOf(auth, won.id)).legs[0]!.result).toBe('won');
    expect((await betOf(auth, lost.id)).legs[0]!.result).toBe('lost');
    // The same settlement again (a feed resends): paid once.
    await settle1x2(ev, '1');
    expect(await balanceOf(user.id)).toBe(10_650);
  });

  it('an accumulator with a void leg counts it at 1.00', async () => {
    const { user, auth } = await fundedPlayer(db, 10_000);
    const evs = [
      await newEvent({ markets: [MATCH_1X2(2_000)] }),
      await newEvent({ markets: [MATCH_1X2(1_500)] }),
      await newEvent({ markets: [MATCH_1X2(3_300)] }),
    ];
    const prices = [2, 1.5, 3.3];
    const acc = await placed(
      await place(auth, {
        stake: 1_000,
        selections: await Promise.all(evs.map(async (e, i) => ({ outcome_id: await oid(e, '1'), odds: prices[i]! }))),
      }),
    );
    // 1000 × 2 × 1.5 × 3.3 = 9900.
    expect(acc.potential_win).toBe(9_900);
    await settle1x2(evs[0]!, '1');
    await settle1x2(evs[1]!, '1');
    expect(await balanceOf(user.id)).toBe(9_000);
    // The third leg void (result 0, void_factor 1): 1000 × 2 × 1.5 × 1 = 3000.
    await settle(evs[2]!, [
      {
        id: 1,
        outcomes: [
          { id: '1', result: 0, void_factor: '1' },
          { id: '2', result: 0, void_factor: '1' },
          { id: '3', result: 0, void_factor: '1' },
        ],
      },
    ]);
    expect(await balanceOf(user.id)).toBe(9_000 + 3_000);
    const seen = await betOf(auth, acc.id);
    expect(seen.legs.map((l) => l.result)).toEqual(['won', 'won', 'void']);
    expect(seen.payout).toBe(3_000);
  });

  it('an Asian line settled half won and half lost (void_factor 0.5)', async () => {
    const { user, auth } = await fundedPlayer(db, 10_000);
    const ah = { id: 16, specifiers: 'hcp=-0.25', outcomes: { '1714': 1_900, '1715': 1_950 } };
    const ev = await newEvent({ markets: [ah] });
    const home = await placed(await place(auth, single(await oid(ev, '1714', 16, 'hcp=-0.25'), 1.9, 1_000)));
    const away = await placed(await place(auth, single(await oid(ev, '1715', 16, 'hcp=-0.25'), 1.95, 1_000)));
    // A draw on −0.25: half the home stake on 0 (void), half on −0.5 (lost) — and the reverse for away.
    await settle(ev, [
      {
        id: 16,
        specifiers: 'hcp=-0.25',
        outcomes: [
          { id: '1714', result: 0, void_factor: '0.5' },
          { id: '1715', result: 1, void_factor: '0.5' },
        ],
      },
    ]);
    // Home: 1000 × 0.5 = 500. Away: 1000 × (0.5 + 0.5 × 1.95) = 1475.
    expect(await betOf(auth, home.id)).toMatchObject({ payout: 500 });
    expect(await betOf(auth, away.id)).toMatchObject({ payout: 1_475 });
    expect((await betOf(auth, home.id)).legs[0]!.result).toBe('half_lost');
    expect((await betOf(auth, away.id)).legs[0]!.result).toBe('half_won');
    expect(await balanceOf(user.id)).toBe(8_000 + 500 + 1_475);
  });

  it('a dead heat pays the winning price times its factor', async () => {
    const { user, auth } = await fundedPlayer(db, 10_000);
    const ev = await newEvent({ markets: [MATCH_1X2(2_000, 3_000, 4_100)] });
    const bet = await placed(await place(auth, single(await oid(ev, '3'), 4.1, 1_000)));
    await settle(ev, [
      {
        id: 1,
        outcomes: [
          { id: '1', result: 0 },
          { id: '2', result: 1, dead_heat_factor: '0.5' },
          { id: '3', result: 1, dead_heat_factor: '0.5' },
        ],
      },
    ]);
    // 1000 × 4.1 × 0.5 = 2050.
    expect(await betOf(auth, bet.id)).toMatchObject({ status: 'settled', payout: 2_050 });
    expect((await betOf(auth, bet.id)).legs[0]!.dead_heat_factor).toBe('0.5');
    expect(await balanceOf(user.id)).toBe(9_000 + 2_050);
  });

  it('a 2/3 system with one lost leg pays the one double that won', async () => {
    const { user, auth } = await fundedPlayer(db, 10_000);
    const evs = [
      await newEvent(),
      await newEvent({ markets: [MATCH_1X2(3_000)] }),
      await newEvent({ markets: [MATCH_1X2(1_500)] }),
    ];
    const prices = [2, 3, 1.5];
    const sys = await placed(
      await place(auth, {
        stake: 300,
        system: '2/3',
        selections: await Promise.all(evs.map(async (e, i) => ({ outcome_id: await oid(e, '1'), odds: prices[i]! }))),
      }),
    );
    // Three doubles of 100: 100 × (2×3 + 2×1.5 + 3×1.5) = 1350 if all win.
    expect(sys.potential_win).toBe(1_350);
    expect(sys.bet).toMatchObject({ kind: 'system', system: '2/3', cashout: null });
    await settle1x2(evs[2]!, '2'); // the 1.5 leg lost: the system still runs
    expect((await betOf(auth, sys.id)).status).toBe('accepted');
    await settle1x2(evs[0]!, '1');
    await settle1x2(evs[1]!, '1');
    // Only the 2 × 3 double: 100 × 6 = 600.
    expect(await betOf(auth, sys.id)).toMatchObject({ status: 'settled', payout: 600 });
    expect(await balanceOf(user.id)).toBe(9_700 + 600);
  });
});

describe('rollbacks', () => {
  it('rollback_bet_settlement reverses the payout by a compensating entry; the new result pays', async () => {
    const a = await fundedPlayer(db, 10_000);
    const b = await fundedPlayer(db, 10_000);
    const ev = await newEvent({ live: true, markets: [MATCH_1X2(2_500, 3_000)] });
    const betA = await placed(await place(a.auth, single(await oid(ev, '1'), 2.5)));
    const betB = await placed(await place(b.auth, single(await oid(ev, '2'), 3)));
    await settle1x2(ev, '1');
    expect(await balanceOf(a.user.id)).toBe(11_500);
    await feed({
      type: 'rollback_bet_settlement',
      event_id: ev,
      product: 1,
      timestamp: Date.now(),
      markets: [{ id: 1, specifiers: '' }],
    });
    expect(await balanceOf(a.user.id)).toBe(9_000);
    expect(await betOf(a.auth, betA.id)).toMatchObject({ status: 'accepted', payout: null });
    // The re-settlement: a draw after all.
    await settle1x2(ev, '2');
    expect(await balanceOf(a.user.id)).toBe(9_000);
    expect(await balanceOf(b.user.id)).toBe(9_000 + 3_000);
    expect(await betOf(a.auth, betA.id)).toMatchObject({ status: 'settled', payout: 0 });
    expect(await betOf(b.auth, betB.id)).toMatchObject({ status: 'settled', payout: 3_000 });
    // Nothing deleted: A's stake, win and reversal are all in the ledger and the bet's moves.
    const { rows } = await db.query<{ kind: string }>(
      'SELECT kind FROM wallet_transactions WHERE reference = $1 ORDER BY id',
      [`sportsbook:${betA.id}`],
    );
    expect(rows.map((r) => r.kind)).toEqual(['stake', 'win', 'reversal']);
    const { rows: moves } = await db.query<{ kind: string; amount: string }>(
      'SELECT kind, amount FROM sb_moves WHERE bet_id = $1 ORDER BY seq',
      [betA.id],
    );
    expect(moves.map((m) => [m.kind, Number(m.amount)])).toEqual([
      ['stake', -1_000],
      ['settle', 2_500],
      ['reverse', -2_500],
    ]);
  });

  it('a reversal of winnings already spent leaves a debt, taken from the next payout', async () => {
    const { user, auth } = await fundedPlayer(db, 1_000);
    const x = await newEvent({ markets: [MATCH_1X2(3_000)] });
    const y = await newEvent();
    await placed(await place(auth, single(await oid(x, '1'), 3)));
    await settle1x2(x, '1');
    expect(await balanceOf(user.id)).toBe(3_000);
    // The winnings spent on another bet.
    const second = await placed(await place(auth, single(await oid(y, '1'), 2, 2_500)));
    expect(await balanceOf(user.id)).toBe(500);
    await feed({
      type: 'rollback_bet_settlement',
      event_id: x,
      product: 3,
      timestamp: Date.now(),
      markets: [{ id: 1, specifiers: '' }],
    });
    // 3000 to take back: the 500 there, 2500 owed.
    expect(await balanceOf(user.id)).toBe(0);
    const debt = async () =>
      Number(
        (await db.query<{ amount: string }>('SELECT amount FROM sb_debts WHERE user_id = $1', [user.id])).rows[0]
          ?.amount ?? 0,
      );
    expect(await debt()).toBe(2_500);
    await settle1x2(x, '2');
    expect(await balanceOf(user.id)).toBe(0);
    // The next payout, 2500 × 2 = 5000: the debt first, 2500 to the balance.
    await settle1x2(y, '1');
    expect(await debt()).toBe(0);
    expect(await balanceOf(user.id)).toBe(2_500);
    expect(await betOf(auth, second.id)).toMatchObject({ payout: 5_000 });
  });

  it('bet_cancel voids only the bets placed inside its window; its rollback reinstates them', async () => {
    const { user, auth } = await fundedPlayer(db, 10_000);
    const ev = await newEvent({ live: true });
    const o = await oid(ev, '1');
    const bets = [];
    for (let i = 0; i < 3; i++) {
      if (i) await sleep(60);
      bets.push(await placed(await place(auth, single(o, 2))));
    }
    expect(await balanceOf(user.id)).toBe(7_000);
    const at = bets[1]!.bet.placed_at;
    const window = { start_time: at - 20, end_time: at + 20 };
    await feed({
      type: 'bet_cancel',
      event_id: ev,
      product: 1,
      timestamp: Date.now(),
      ...window,
      markets: [{ id: 1, specifiers: '' }],
    });
    expect(await betOf(auth, bets[1]!.id)).toMatchObject({ status: 'settled', payout: 1_000 });
    expect((await betOf(auth, bets[1]!.id)).legs[0]!.result).toBe('void');
    for (const b of [bets[0]!, bets[2]!]) expect((await betOf(auth, b.id)).status).toBe('accepted');
    expect(await balanceOf(user.id)).toBe(8_000);
    // A window cancel leaves the market open.
    await placed(await place(auth, single(o, 2)));
    expect(await balanceOf(user.id)).toBe(7_000);
    // A rollback for another window changes nothing; for this one, the bet is back.
    await feed({
      type: 'rollback_bet_cancel',
      event_id: ev,
      product: 1,
      timestamp: Date.now(),
      start_time: at - 1,
      end_time: at + 1,
      markets: [{ id: 1, specifiers: '' }],
    });
    expect(await balanceOf(user.id)).toBe(7_000);
    await feed({
      type: 'rollback_bet_cancel',
      event_id: ev,
      product: 1,
      timestamp: Date.now(),
      ...window,
      markets: [{ id: 1, specifiers: '' }],
    });
    expect((await betOf(auth, bets[1]!.id)).status).toBe('accepted');
    expect(await balanceOf(user.id)).toBe(6_000);
    // All four win at 2.00.
    await settle1x2(ev, '1');
    expect(await balanceOf(user.id)).toBe(6_000 + 8_000);
    const { rows } = await db.query<{ kind: string }>('SELECT kind FROM sb_moves WHERE bet_id = $1 ORDER BY seq', [
      bets[1]!.id,
    ]);
    expect(rows.map((r) => r.kind)).toEqual(['stake', 'refund', 'reverse', 'settle']);
  });

  it('a bet_cancel without a window voids every bet on the market and closes it', async () => {
    const { user, auth } = await fundedPlayer(db, 10_000);
    const ev = await newEvent();
    const o = await oid(ev, '1');
    await placed(await place(auth, single(o, 2)));
    await placed(await place(auth, single(await oid(ev, '3'), 3.5, 2_000)));
    await feed({
      type: 'bet_cancel',
      event_id: ev,
      product: 3,
      timestamp: Date.now(),
      markets: [{ id: 1, specifiers: '' }],
    });
    expect(await balanceOf(user.id)).toBe(10_000);
    expect(await refusal(await place(auth, single(o, 2)))).toMatchObject({ status: 422, code: 'market_suspended' });
    // A settlement of a cancelled market is ignored.
    await settle1x2(ev, '1');
    expect(await balanceOf(user.id)).toBe(10_000);
  });
});

// --- reading -----------------------------------------------------------------------------------------------

describe('the board and my bets', () => {
  it('GET /betting/events?status=live|prematch answers the contract', async () => {
    const liveEv = await newEvent({ live: true });
    const preEv = await newEvent({
      markets: [MATCH_1X2(), { id: 18, specifiers: 'total=2.5', outcomes: { '12': 1_850, '13': 1_950 } }],
    });
    const read = async (status: string, extra = '') => {
      const res = await api().request(`/betting/events?status=${status}&lang=en${extra}`, {
        headers: { host: 'api.casino.test' },
      });
      expect(res.status).toBe(200);
      return sbEventsResponseSchema.parse(await res.json()).data;
    };
    const lives = await read('live');
    const l = lives.find((e) => e.id === liveEv)!;
    expect(l).toMatchObject({
      status: 'live',
      sport: 'football',
      tournament: 'Premier League',
      score: { home: 0, away: 0 },
    });
    expect(l.markets[0]).toMatchObject({ type: 1, specifiers: '', status: 'active' });
    expect(l.markets[0]!.outcomes.map((o) => [o.ref, o.odds, o.active])).toEqual([
      ['1', 2, true],
      ['2', 3.2, true],
      ['3', 3.5, true],
    ]);
    expect(lives.some((e) => e.id === preEv)).toBe(false);
    const pres = await read('prematch');
    const p = pres.find((e) => e.id === preEv)!;
    expect(p.status).toBe('prematch');
    expect(p.markets.map((m) => [m.type, m.specifiers])).toEqual([
      [1, ''],
      [18, 'total=2.5'],
    ]);
    expect(pres.some((e) => e.id === liveEv)).toBe(false);
    // The lists' lighter form: the main market alone. (The 500 ms board cache holds per form.)
    const mains = await read('prematch', '&markets=main');
    expect(mains.find((e) => e.id === preEv)!.markets.map((m) => m.type)).toEqual([1]);
    expect((await api().request('/betting/events?status=soon', { headers: { host: 'api.casino.test' } })).status).toBe(
      422,
    );
    expect(
      (await api().request('/betting/events/sr:match:999999999', { headers: { host: 'api.casino.test' } })).status,
    ).toBe(404);
  });

  it('GET /betting/config gives the limits and the live delays by sport slug', async () => {
    const { auth } = await fundedPlayer(db, 0);
    const res = await delayed().request('/betting/config', { headers: auth });
    expect(res.status).toBe(200);
    const cfg = sbConfigResponseSchema.parse(await res.json()).data;
    expect(cfg).toMatchObject({
      currency: 'RUB',
      min_stake: 100,
      max_stake: 1_000_000,
      max_payout: 10_000_000,
      max_legs: 20,
    });
    expect(cfg.live_delay_ms).toMatchObject({ default: 200, football: 200 });
  });

  it('GET /betting/bets?status=open|settled lists mine only', async () => {
    const { auth } = await fundedPlayer(db, 10_000);
    const other = await fundedPlayer(db, 10_000);
    const [e1, e2] = [await newEvent(), await newEvent()];
    const open = await placed(await place(auth, single(await oid(e1, '1'), 2)));
    const done = await placed(await place(auth, single(await oid(e2, '1'), 2)));
    await placed(await place(other.auth, single(await oid(e1, '1'), 2)));
    await settle1x2(e2, '2');
    const o = await myBets(auth, 'open');
    const s = await myBets(auth, 'settled');
    expect(o.map((b) => b.id)).toEqual([open.id]);
    expect(s.map((b) => b.id)).toEqual([done.id]);
    expect(o[0]).toMatchObject({
      status: 'accepted',
      kind: 'single',
      currency: 'RUB',
      stake: 1_000,
      potential_win: 2_000,
      payout: null,
    });
    expect(o[0]!.legs[0]).toMatchObject({ odds: 2, event_id: e1, result: 'open' });
    expect(s[0]).toMatchObject({ status: 'settled', payout: 0 });
    // Paging: newest first, `before` the last id seen.
    const third = await placed(await place(auth, single(await oid(e1, '2'), 3.2)));
    const page1 = sbMyBetsResponseSchema.parse(
      await (await api().request('/betting/bets?status=open&limit=1', { headers: auth })).json(),
    ).data;
    expect(page1.map((b) => b.id)).toEqual([third.id]);
    const page2 = sbMyBetsResponseSchema.parse(
      await (await api().request(`/betting/bets?status=open&limit=1&before=${third.id}`, { headers: auth })).json(),
    ).data;
    expect(page2.map((b) => b.id)).toEqual([open.id]);
    expect((await api().request('/betting/bets?status=all', { headers: auth })).status).toBe(422);
    expect((await api().request('/betting/bets?status=open', { headers: { host: 'api.casino.test' } })).status).toBe(
      401,
    );
  });
});

describe('bookkeeping', () => {
  // Last in the file, after every test above moved bets in and out of the open states (settled,
  // rolled back, cancelled, cashed out, refused after a delay).
  it("the running exposure totals equal every player's open bets, in all and per event", async () => {
    const { rows } = await db.query<{
      user_id: string;
      currency: string;
      event_id: string;
      kept: string;
      actual: string;
    }>(
      `WITH open AS (SELECT * FROM sb_bets WHERE status IN ('pending', 'accepted')),
            actual AS (
              SELECT user_id, currency, '' AS event_id, sum(stake) AS s FROM open GROUP BY 1, 2
              UNION ALL
              SELECT o.user_id, o.currency, e.event_id, sum(o.stake)
                FROM open o JOIN (SELECT DISTINCT bet_id, event_id FROM sb_legs) e ON e.bet_id = o.id GROUP BY 1, 2, 3)
       SELECT coalesce(x.user_id, a.user_id) AS user_id, coalesce(x.currency, a.currency) AS currency,
              coalesce(x.event_id, a.event_id) AS event_id, coalesce(x.open_stake, 0) AS kept, coalesce(a.s, 0) AS actual
         FROM sb_exposure x FULL JOIN actual a USING (user_id, currency, event_id)
        WHERE coalesce(x.open_stake, 0) <> coalesce(a.s, 0)`,
    );
    expect(rows).toEqual([]);
    expect(await count('sb_exposure')).toBeGreaterThan(10);
  });

  it("the sportsbook's books equal the ledger and nothing is left half settled (wallet reconcile)", async () => {
    // A fresh sweeper first, as the leader's would run: it must find nothing to do.
    expect(await sweepSettlements(db, { maxPayoutOf: sink.maxPayoutOf, graceMs: 0 })).toMatchObject({
      markets: 0,
      stray: 0,
    });
    expect((await reconcile(db)).problems).toEqual([]);
  });
});
