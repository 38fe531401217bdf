// The studio's live tables end to end on a fast clock (decision 042): the engine runs rounds under
// lead(), two players bet through the HTTP routes, every bet is paid once through the purse, a late
// bet is refused without a wallet call, a restarted engine finishes a half-settled round without
// paying anyone twice, and the verification route recomputes the result from the revealed hash.
import { createHmac } from 'node:crypto';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/index.server';
import type { Db } from '../../src/server/db/types';
import type { Coup } from '../../src/studio/live/baccarat';
import { startLiveTables, stopLiveRelay } from '../../src/studio/live/engine.server';
import { liveRoutes } from '../../src/studio/live/routes';
import type { LiveSettings } from '../../src/studio/live/service.server';
import { returnOf, type Position } from '../../src/studio/live/tables';
import {
  createStudioSession,
  type Purse,
  type PurseAnswer,
  registerStudioContext,
  type StudioContext,
  type StudioEnv,
  type StudioSession,
} from '../../src/studio/sessions.server';
import type { StudioWallet } from '../../src/studio/wallet-client';
import { freshDb } from './helpers';

let db: Db;
let url: string | undefined;
let drop: () => Promise<void>;
let ctx: StudioContext;
beforeAll(async () => {
  ({ db, drop, url } = await freshDb({ skipChecks: ['studio_books'] }));
  ctx = { db, wallet: {} as StudioWallet, now: Date.now };
  registerStudioContext(ctx);
});
afterAll(async () => {
  await stopLiveRelay(db);
  await drop();
});

/**
 * A wallet in memory, idempotent by txId as Hub88's is: a repeated transaction answers the balance
 * and moves nothing. `loseAnswer` makes the next win for a bet apply and then throw, as when the
 * connection drops after the wallet committed.
 */
function fakeWallet(start = 1_000_000) {
  const balances = new Map<string, number>();
  const txs = new Map<string, { kind: string; amount: number; ref?: string }>();
  const calls: { kind: string; txId: string; amount?: number; user: string }[] = [];
  const loseAnswer = new Set<string>();
  const bal = (u: string) => balances.get(u) ?? start;
  const purseFor = (s: StudioSession): Purse => {
    const u = s.user ?? s.id;
    return {
      balance: async () => bal(u),
      async bet(p): Promise<PurseAnswer> {
        calls.push({ kind: 'bet', txId: p.txId, amount: p.amount, user: u });
        if (txs.has(p.txId)) return { ok: true, balance: bal(u) };
        if (bal(u) < p.amount) return { ok: false, status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: bal(u) };
        txs.set(p.txId, { kind: 'bet', amount: p.amount });
        balances.set(u, bal(u) - p.amount);
        return { ok: true, balance: bal(u) };
      },
      async win(p): Promise<PurseAnswer> {
        calls.push({ kind: 'win', txId: p.txId, amount: p.amount, user: u });
        if (!txs.has(p.txId)) {
          if (!txs.has(p.referenceTxId)) return { ok: false, status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' };
          txs.set(p.txId, { kind: 'win', amount: p.amount, ref: p.referenceTxId });
          balances.set(u, bal(u) + p.amount);
        }
        if (loseAnswer.delete(p.referenceTxId)) throw new Error('connection reset');
        return { ok: true, balance: bal(u) };
      },
      async rollback(p): Promise<PurseAnswer> {
        calls.push({ kind: 'rollback', txId: p.txId, user: u });
        return { ok: true, balance: bal(u) };
      },
    };
  };
  /** Wins credited per bet (what the player actually got, however often it was asked). */
  const credited = (betId: string) => [...txs.values()].filter((t) => t.kind === 'win' && t.ref === betId);
  return { purseFor, calls, credited, balance: bal, loseAnswer };
}

const FAST: Partial<LiveSettings> = {
  bettingMs: 1500,
  animationMs: 200,
  pauseMs: 200,
  chainLength: 200,
  pendingGraceMs: 3000,
};

function appWith(purseFor: (s: StudioSession) => Purse) {
  const app = new Hono<StudioEnv>();
  app.use('*', async (c, next) => {
    c.set('studioCtx', ctx);
    await next();
  });
  app.route('/live', liveRoutes({ db, purseFor }));
  return app;
}

async function session(game: string, user: string | null, mode: 'real' | 'demo' = 'real') {
  const { sid, session: s } = await createStudioSession(ctx, {
    mode,
    user,
    token: user ? `tok-${user}` : null,
    currency: mode === 'demo' ? 'XXX' : 'RUB',
    game,
    lang: 'en',
    lobby: null,
  });
  return { auth: { authorization: `Bearer ${sid}` }, session: s };
}

let k = 0;
const post = (
  app: Hono<StudioEnv>,
  path: string,
  headers: Record<string, string>,
  body: unknown,
  key = `key-${Date.now()}-${++k}`,
) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key, ...headers },
    body: JSON.stringify(body),
  });

type State = {
  round: {
    id: number;
    phase: string;
    betting_ends_at: number;
    result?: unknown;
    hash?: string;
    commitment: string;
  } | null;
  bets: { id: string; payout: number | null }[];
};
const state = async (app: Hono<StudioEnv>, table: string): Promise<State> =>
  ((await (await app.request(`/live/${table}/state`)).json()) as { data: State }).data;

async function until<T>(what: string, fn: () => Promise<T | null | undefined | false>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 40));
  }
}

/** A round in betting with at least `ms` of its window left. */
const freshRound = (app: Hono<StudioEnv>, table: string, ms = 900) =>
  until('a fresh betting round', async () => {
    const s = await state(app, table);
    return s.round?.phase === 'betting' && s.round.betting_ends_at - Date.now() > ms ? s.round : null;
  });

// biome-ignore lint/suspicious/noExplicitAny: event bodies are checked field by field in the tests
type Ev = any;

/** Reads an SSE response into a list of events until `stop` says so. */
async function readEvents(res: Response, stop: (events: { event: string; data: Ev }[]) => boolean, ms = 15_000) {
  const reader = res.body!.getReader();
  const dec = new TextDecoder();
  const events: { event: string; data: Ev }[] = [];
  let buf = '';
  const timer = setTimeout(() => void reader.cancel(), ms);
  try {
    while (!stop(events)) {
      const { value, done } = await reader.read();
      if (done) break;
      buf += dec.decode(value, { stream: true });
      for (let i = buf.indexOf('\n\n'); i >= 0; i = buf.indexOf('\n\n')) {
        const chunk = buf.slice(0, i);
        buf = buf.slice(i + 2);
        const ev = /^event: (.+)$/m.exec(chunk)?.[1];
        const data = /^data: (.+)$/m.exec(chunk)?.[1];
        if (ev && data) events.push({ event: ev, data: JSON.parse(data) });
      }
    }
  } finally {
    clearTimeout(timer);
    await reader.cancel().catch(() => {});
  }
  return events;
}

const body = <T>(r: Response) => r.json() as Promise<{ data: T; error?: { code: string } }>;

describe('roulette-live', () => {
  it('two players bet in one round, each is paid once, a late bet is refused without a wallet call', async () => {
    const w = fakeWallet();
    const app = appWith(w.purseFor);
    const tables = startLiveTables(db, { settings: FAST, purseFor: w.purseFor, tables: ['roulette-live'] });
    try {
      const alice = await session('roulette-live', 'alice');
      const bob = await session('roulette-live', 'bob');
      const round = await freshRound(app, 'roulette-live');
      expect(round.hash).toBeUndefined(); // the secret stays on the server while bets are open
      expect(round.result).toBeUndefined();
      const events = readEvents(await app.request('/live/roulette-live/stream'), (es) =>
        es.some((e) => e.event === 'settled' && e.data.round.id === round.id),
      );

      const aBets: Position[] = [
        { type: 'straight', numbers: [17], amount: 1000 },
        { type: 'red', amount: 2000 },
      ];
      const bBets: Position[] = [
        { type: 'black', amount: 5000 },
        { type: 'dozen', index: 3, amount: 1000 },
        { type: 'corner', numbers: [0, 1, 2, 3], amount: 1000 },
      ];
      const ra = await post(
        app,
        '/live/roulette-live/bets',
        alice.auth,
        { round_id: round.id, bets: aBets },
        'alice-bet-1',
      );
      expect(ra.status).toBe(200);
      const a = (await body<{ bet: { id: string; player: string }; balance: number }>(ra)).data;
      expect(a.balance).toBe(1_000_000 - 3000);
      expect(a.bet.player).toMatch(/^Player [0-9a-f]{4}$/);
      // The same request again (a retry): the same bet, no second wallet bet.
      const again = await post(
        app,
        '/live/roulette-live/bets',
        alice.auth,
        { round_id: round.id, bets: aBets },
        'alice-bet-1',
      );
      expect((await body<{ bet: { id: string } }>(again)).data.bet.id).toBe(a.bet.id);
      // The same key for another bet is refused.
      const reused = await post(
        app,
        '/live/roulette-live/bets',
        alice.auth,
        { round_id: round.id, bets: [{ type: 'odd', amount: 1000 }] },
        'alice-bet-1',
      );
      expect(reused.status).toBe(422);
      const rb = await post(app, '/live/roulette-live/bets', bob.auth, { round_id: round.id, bets: bBets });
      expect(rb.status).toBe(200);
      const b = (await body<{ bet: { id: string } }>(rb)).data.bet;
      expect(w.calls.filter((c) => c.kind === 'bet').map((c) => c.user)).toEqual(['alice', 'bob']);

      // The round closes: a bet now is refused and the wallet never hears of it.
      await until('betting closed', async () => (await state(app, 'roulette-live')).round?.phase !== 'betting');
      const before = w.calls.length;
      const late = await post(app, '/live/roulette-live/bets', bob.auth, {
        round_id: round.id,
        bets: [{ type: 'red', amount: 1000 }],
      });
      expect(late.status).toBe(409);
      expect((await body(late)).error?.code).toBe('betting_closed');
      expect(w.calls.length).toBe(before);

      const es = await events;
      const names = es.map((e) => e.event);
      expect(names[0]).toBe('state');
      for (const n of ['bets', 'closed', 'result', 'settled']) expect(names).toContain(n);
      expect(names.indexOf('closed')).toBeLessThan(names.indexOf('result'));
      expect(names.indexOf('result')).toBeLessThan(names.indexOf('settled'));
      const shown = es.filter((e) => e.event === 'bets').flatMap((e) => e.data.bets.map((x: { id: string }) => x.id));
      expect(shown).toEqual([a.bet.id, b.id]);

      const result = es.find((e) => e.event === 'result')!.data.round as { result: { pocket: number }; hash: string };
      const pocket = result.result.pocket;
      // Each bet: one win call, the amount of the published payouts, credited once.
      for (const [bet, positions, user] of [
        [a.bet.id, aBets, 'alice'],
        [b.id, bBets, 'bob'],
      ] as const) {
        const wins = w.calls.filter((c) => c.kind === 'win' && c.txId === `${bet}-win`);
        expect(wins).toHaveLength(1);
        const payout = returnOf('roulette-live', positions as Position[], { pocket });
        expect(wins[0]!.amount).toBe(payout);
        expect(w.credited(bet)).toHaveLength(1);
        const stake = (positions as Position[]).reduce((s, p) => s + p.amount, 0);
        expect(w.balance(user)).toBe(1_000_000 - stake + payout);
      }
      const settled = es.find((e) => e.event === 'settled')!.data.payouts as { id: string; payout: number }[];
      expect(settled.map((p) => p.id).sort()).toEqual([a.bet.id, b.id].sort());

      // The verifier: the revealed hash is the committed link, and the pocket follows from it.
      const v = (await body<Ev>(await app.request(`/live/roulette-live/rounds/${round.id}`))).data;
      expect(v.matches).toBe(true);
      expect(v.hash).toBe(result.hash);
      const mac = createHmac('sha256', v.hash).update(v.chain.salt).digest();
      expect(Math.floor((mac.readUInt32BE(0) / 2 ** 32) * 37)).toBe(pocket);
      expect(v.recomputed).toEqual({ pocket });
      const hist = (
        await body<{ id: number; result: { pocket: number } }[]>(
          await app.request('/live/roulette-live/history?limit=5'),
        )
      ).data;
      expect(hist[0]).toEqual({ id: round.id, result: { pocket } });
    } finally {
      await tables.stop();
    }
  }, 40_000);

  it('refuses bad bets with 4xx and no wallet call', async () => {
    const w = fakeWallet(100_000_000);
    const app = appWith(w.purseFor);
    const tables = startLiveTables(db, {
      settings: { ...FAST, bettingMs: 4000 },
      purseFor: w.purseFor,
      tables: ['roulette-live'],
    });
    try {
      const p = await session('roulette-live', 'carol');
      const other = await session('baccarat-live', 'carol');
      const round = await freshRound(app, 'roulette-live', 2000);
      const bet = (bets: unknown, auth: Record<string, string> = p.auth, roundId = round.id) =>
        post(app, '/live/roulette-live/bets', auth, { round_id: roundId, bets });
      expect((await bet([{ type: 'red', amount: 999 }])).status).toBe(422); // under 10 ₽
      expect((await bet([{ type: 'red', amount: 5_000_001 }])).status).toBe(422); // over 50,000 ₽ a position
      expect((await bet([{ type: 'split', numbers: [3, 4], amount: 1000 }])).status).toBe(422); // not on the layout
      expect((await bet([{ type: 'banker', amount: 1000 }])).status).toBe(400);
      expect((await bet([{ type: 'red', amount: 10.5 }])).status).toBe(400);
      expect((await bet([{ type: 'red', amount: 1000 }], other.auth)).status).toBe(403); // a baccarat session
      expect((await bet([{ type: 'red', amount: 1000 }], p.auth, round.id + 1000)).status).toBe(404);
      expect((await bet([{ type: 'red', amount: 1000 }], {})).status).toBe(401);
      const noKey = await app.request('/live/roulette-live/bets', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...p.auth },
        body: JSON.stringify({ round_id: round.id, bets: [{ type: 'red', amount: 1000 }] }),
      });
      expect(noKey.status).toBe(400);
      expect((await app.request('/live/craps/state')).status).toBe(404);
      expect((await app.request('/live/roulette-live/rounds/abc')).status).toBe(400);
      // The round's maximum per player (100,000 ₽) across two requests: the second is refused.
      expect(
        (
          await bet([
            { type: 'red', amount: 5_000_000 },
            { type: 'black', amount: 4_000_000 },
          ])
        ).status,
      ).toBe(200);
      const over = await bet([{ type: 'odd', amount: 1_000_001 }]);
      expect(over.status).toBe(422);
      expect((await body(over)).error?.code).toBe('above_round_max');
      // And per position across requests.
      expect((await bet([{ type: 'red', amount: 1000 }])).status).toBe(422);
      expect(w.calls.filter((c) => c.kind === 'bet')).toHaveLength(1);
      // Not enough money: the wallet refuses, the player sees 402.
      const poor = await session('roulette-live', 'dave');
      const w2 = w.purseFor(poor.session);
      await w2.bet({ txId: 'drain', round: 'x', amount: 100_000_000, roundClosed: true });
      const broke = await bet([{ type: 'red', amount: 1000 }], poor.auth);
      expect(broke.status).toBe(402);
    } finally {
      await tables.stop();
    }
  }, 40_000);

  it('a leader restarted mid-settlement finishes the round without paying anyone twice', async () => {
    const w = fakeWallet();
    const app = appWith(w.purseFor);
    // The first leader: bob's win reaches the wallet but the answer is lost, and the leader dies.
    const first = startLiveTables(db, { settings: FAST, purseFor: w.purseFor, tables: ['roulette-live'] });
    let roundId = 0;
    const ids: string[] = [];
    try {
      const alice = await session('roulette-live', 'erin');
      const bob = await session('roulette-live', 'frank');
      const round = await freshRound(app, 'roulette-live');
      roundId = round.id;
      for (const [p, bets] of [
        [alice, [{ type: 'red', amount: 1000 }]],
        [
          bob,
          [
            { type: 'black', amount: 1000 },
            { type: 'straight', numbers: [0], amount: 1000 },
          ],
        ],
      ] as const) {
        const r = await post(app, '/live/roulette-live/bets', p.auth, { round_id: round.id, bets });
        expect(r.status).toBe(200);
        ids.push((await body<{ bet: { id: string } }>(r)).data.bet.id);
      }
      w.loseAnswer.add(ids[1]!);
      await until('the first win', async () => w.calls.some((c) => c.kind === 'win' && c.txId === `${ids[1]}-win`));
    } finally {
      await first.stop();
    }
    const { rows } = await db.query<{ phase: string }>('SELECT phase FROM studio_table_rounds WHERE id = $1', [
      roundId,
    ]);
    expect(rows[0]!.phase).toBe('result'); // half settled: bob's bet still open in the studio's books
    const stuck = await db.query<{ status: string }>('SELECT status FROM studio_table_bets WHERE id = $1', [ids[1]]);
    expect(stuck.rows[0]!.status).toBe('accepted');

    const second = startLiveTables(db, { settings: FAST, purseFor: w.purseFor, tables: ['roulette-live'] });
    try {
      await until('the round settled', async () => {
        const r = await db.query<{ phase: string }>('SELECT phase FROM studio_table_rounds WHERE id = $1', [roundId]);
        return r.rows[0]!.phase === 'settled';
      });
    } finally {
      await second.stop();
    }
    // Alice was paid by the first leader and never asked again; bob's win was sent twice (same txId)
    // and credited once.
    expect(w.calls.filter((c) => c.kind === 'win' && c.txId === `${ids[0]}-win`)).toHaveLength(1);
    expect(w.calls.filter((c) => c.kind === 'win' && c.txId === `${ids[1]}-win`)).toHaveLength(2);
    for (const id of ids) expect(w.credited(id)).toHaveLength(1);
  }, 40_000);
});

describe('across processes', () => {
  // PGlite is one process; on PostgreSQL two pools stand for two processes.
  it.runIf(process.env.DATABASE_URL)(
    'one process runs each table, the other takes over when it stops',
    async () => {
      const w = fakeWallet();
      const other = await openDatabase({ url });
      const a = startLiveTables(db, { settings: FAST, purseFor: w.purseFor, tables: ['roulette-live'] });
      const b = startLiveTables(other, { settings: FAST, purseFor: w.purseFor, tables: ['roulette-live'] });
      try {
        await until('a leader', async () => a.leading['roulette-live'] || b.leading['roulette-live']);
        await new Promise((r) => setTimeout(r, 1500));
        expect([a.leading['roulette-live'], b.leading['roulette-live']].filter(Boolean)).toHaveLength(1);
        const [leader, follower] = a.leading['roulette-live'] ? [a, b] : [b, a];
        const before = (await state(appWith(w.purseFor), 'roulette-live')).round!.id;
        await leader.stop();
        await until('the takeover', async () => follower.leading['roulette-live'], 10_000);
        await until(
          'a newer round',
          async () => (await state(appWith(w.purseFor), 'roulette-live')).round!.id > before,
        );
        // Never two live rounds at one table.
        const { rows } = await db.query<{ n: string }>(
          `SELECT count(*) AS n FROM studio_table_rounds WHERE table_code = 'roulette-live' AND phase <> 'settled'`,
        );
        expect(Number(rows[0]!.n)).toBeLessThanOrEqual(1);
      } finally {
        await a.stop();
        await b.stop();
        await other.close();
      }
    },
    40_000,
  );
});

describe('baccarat-live', () => {
  it('plays a coup with demo money through the studio purse', async () => {
    // The studio's own purse (demo balance in studio_sessions), not a fake.
    const app = new Hono<StudioEnv>();
    app.use('*', async (c, next) => {
      c.set('studioCtx', ctx);
      await next();
    });
    app.route('/live', liveRoutes({ db }));
    const tables = startLiveTables(db, { settings: FAST, tables: ['baccarat-live'] });
    try {
      const p = await session('baccarat-live', null, 'demo');
      const round = await freshRound(app, 'baccarat-live');
      const bets: Position[] = [
        { type: 'banker', amount: 10_000 },
        { type: 'tie', amount: 1000 },
        { type: 'player_pair', amount: 1000 },
      ];
      const r = await post(app, '/live/baccarat-live/bets', p.auth, { round_id: round.id, bets });
      expect(r.status).toBe(200);
      expect((await body<{ balance: number }>(r)).data.balance).toBe(1_000_000 - 12_000);
      const settled = await until('the coup settled', async () => {
        const s = await state(app, 'baccarat-live');
        return s.round?.id === round.id && s.round.phase === 'settled' ? s : null;
      });
      const coup = settled.round!.result as Coup;
      expect(coup.player.length).toBeGreaterThanOrEqual(2);
      const me = (
        await body<{ balance: number; bets: { payout: number }[] }>(
          await app.request('/live/baccarat-live/me', { headers: p.auth }),
        )
      ).data;
      const payout = returnOf('baccarat-live', bets, coup);
      expect(me.bets[0]!.payout).toBe(payout);
      expect(me.balance).toBe(1_000_000 - 12_000 + payout);
      const rules = (await body<Ev>(await app.request('/live/baccarat-live/rules'))).data;
      expect(rules.probabilities.banker).toBeCloseTo(0.458428, 6);
      expect(rules.chain.terminating_hash).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await tables.stop();
    }
  }, 40_000);
});
