// The sportsbook's stream across processes (issue 22): a feed message applied by one process (here
// the test, as `npm run feed -- replay` would be) reaches pages connected to every server process;
// a bet taken by one process is settled by a message applied elsewhere. PostgreSQL only: PGlite is
// one process (its stream is tested in-process at the end).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedXml } from '../../src/games/betting/engine.server';
import { sportsbookRelay } from '../../src/games/betting/relay.server';
import type { UofMessage } from '../../src/games/betting/uof/messages';
import { toUofXml } from '../../src/games/betting/uof/write';
import type { Db } from '../../src/server/db/types';
import { balancesOf } from '../../src/server/wallet';
import { call, type Proc, type SseEvent, serverStarter, sseParser, stream as streamOf, until } from './cluster';
import { configDir, freshDb, fundedPlayer } from './helpers';

const PG = !!process.env.DATABASE_URL;
const startServer = serverStarter(46_700, configDir());
type Ev = SseEvent;
const stream = (p: Proc) => streamOf(p, '/betting/stream');

const EVENT = 'sr:match:990001';
const now = () => Date.now();
const messages = {
  fixture: (): UofMessage => ({
    type: 'fixture',
    event_id: EVENT,
    sport_id: 'sr:sport:1',
    sport_name: 'Soccer',
    category: 'England',
    tournament: 'Premier League',
    home: 'Arsenal',
    away: 'Chelsea',
    start_time: now() + 3_600_000,
  }),
  odds: (home: number): UofMessage => ({
    type: 'odds_change',
    event_id: EVENT,
    product: 3,
    timestamp: now(),
    markets: [
      {
        id: 1,
        specifiers: '',
        status: 1,
        cashout: true,
        outcomes: [
          { id: '1', odds: home, active: true },
          { id: '2', odds: 3400, active: true },
          { id: '3', odds: 3900, active: true },
        ],
      },
    ],
  }),
};

async function feed(db: Db, m: UofMessage) {
  const res = await feedXml(db, toUofXml(m), { replay: true, maxPayoutOf: () => 1e12 });
  expect(res.ok).toBe(true);
  return res;
}

async function producersUp(db: Db) {
  for (const product of [1, 3]) {
    await feed(db, { type: 'alive', product, timestamp: now(), subscribed: true });
    await feed(db, { type: 'snapshot_complete', product, timestamp: now(), request_id: 1 });
  }
}

describe.runIf(PG)('the sportsbook on two processes over one PostgreSQL', () => {
  let db: Db;
  let drop: () => Promise<void>;
  const procs: Proc[] = [];
  beforeAll(async () => {
    const f = await freshDb();
    db = f.db;
    drop = f.drop;
    procs.push(await startServer({ DATABASE_URL: f.url! }), await startServer({ DATABASE_URL: f.url! }));
  }, 120_000);
  afterAll(async () => {
    for (const p of procs) p.child.kill('SIGKILL');
    await Promise.all(procs.map((p) => p.exited));
    await drop();
  });

  it('a price applied anywhere reaches pages on every process; a bet taken on one is paid from another', async () => {
    const [a, b] = procs as [Proc, Proc];
    const sa = stream(a);
    const sb = stream(b);
    await until('both streams open', () => sa.events.length > 0 && sb.events.length > 0);
    await producersUp(db);
    await feed(db, messages.fixture());
    await feed(db, messages.odds(2100));
    const board = await call(b, { path: '/betting/events?status=prematch&lang=en' });
    const ev = (
      board.body.data as { id: string; markets: { outcomes: { id: number; ref: string; odds: number }[] }[] }[]
    ).find((e) => e.id === EVENT)!;
    const home = ev.markets[0]!.outcomes.find((o) => o.ref === '1')!;
    expect(home.odds).toBe(2.1);

    // The new price, applied by this process, reaches both servers' pages.
    await feed(db, messages.odds(2250));
    const priced = (s: ReturnType<typeof stream>) =>
      s.events.some(
        (e) =>
          e.event === 'event' &&
          (e.data.markets as { prices: { outcome_id: number; odds: number }[] }[]).some((m) =>
            m.prices.some((p) => p.outcome_id === home.id && p.odds === 2.25),
          ),
      );
    await until('the price on A', () => priced(sa));
    await until('the price on B', () => priced(sb));

    // A bet on A at the new price; the settlement comes from here; B shows it settled.
    const player = await fundedPlayer(db, 100_000);
    const bet = await call(a, {
      method: 'POST',
      path: '/betting/bets',
      token: player.token,
      key: `cluster-bet-${process.pid}`,
      body: { stake: 10_000, selections: [{ outcome_id: home.id, odds: 2.25 }], accept_odds: 'none' },
    });
    expect(bet.status).toBe(200);
    expect((bet.body.data as { status: string }).status).toBe('accepted');
    await feed(db, {
      type: 'bet_settlement',
      event_id: EVENT,
      product: 3,
      timestamp: now(),
      certainty: 2,
      markets: [
        {
          id: 1,
          specifiers: '',
          outcomes: [
            { id: '1', result: 1 },
            { id: '2', result: 0 },
            { id: '3', result: 0 },
          ],
        },
      ],
    });
    const settled = await call(b, { path: '/betting/bets?status=settled', token: player.token });
    expect((settled.body.data as { payout: number }[])[0]?.payout).toBe(22_500);
    expect((await balancesOf(db, player.user.id, 'RUB')).balance).toBe(100_000 - 10_000 + 22_500);
    sa.close();
    sb.close();
  }, 60_000);
});

describe.runIf(!PG)('the sportsbook stream in one process (PGlite)', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => ({ db, drop } = await freshDb()));
  afterAll(async () => {
    sportsbookRelay(db).stop();
    await drop();
  });

  it('pages get every change in order, numbered, starting with hello', async () => {
    const relay = sportsbookRelay(db);
    await relay.ready;
    const events: Ev[] = [];
    const parse = sseParser(events);
    const remove = relay.hub.add({ write: parse, backlog: () => 0, close: () => {} }, relay.first());
    await producersUp(db);
    await feed(db, messages.fixture());
    await feed(db, messages.odds(2100));
    await feed(db, messages.odds(2300));
    remove();
    expect(events[0]?.event).toBe('hello');
    const seqs = events.slice(1).map((e) => e.data.seq as number);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    const prices = events
      .filter((e) => e.event === 'event')
      .flatMap((e) => (e.data.markets as { prices: { odds: number }[] }[]).flatMap((m) => m.prices.map((p) => p.odds)));
    expect(prices).toContain(2.3);
    expect(events.some((e) => e.event === 'producer' && e.data.up === true)).toBe(true);
  });
});
