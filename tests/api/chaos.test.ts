// The chaos test (issue 38): two server processes over one PostgreSQL, players on the instant and
// round games, crash, the rooms, the sportsbook and the studio's slots, and three `kill -9`s (the
// engines' leader, then the other process, then the leader again), each process started again on
// its port after its kill. A player whose call dies with its process sends it again, with the same
// idempotency key, to the process still up (as the site's client does).
//
// Then, once every sweeper has had its first pass (a bounded poll, never a sleep):
// - every bet, cash-out and spin a process answered is in the ledger exactly once, with the money
//   it answered (its stake, its payout);
// - every bet the test's players made ends with its money where its row says (paid once, refunded,
//   or lost), and nothing is stuck: no open crash bet in a finished round, no room round past its
//   end, no studio spin half-done, no accepted sportsbook bet on a settled market;
// - `wallet check` and `wallet reconcile` pass.
// A failure names what is wrong: the bet, the money expected and the money found.
//
// PostgreSQL only (CI's second pass): PGlite is one process.
import { BET_GUARD_MS } from '../../src/studio/outbox.server';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedXml } from '../../src/games/betting/engine.server';
import type { UofMessage } from '../../src/games/betting/uof/messages';
import { toUofXml } from '../../src/games/betting/uof/write';
import type { Db } from '../../src/server/db/types';
import { checkLedger } from '../../src/server/wallet';
import { reconcile } from '../../src/server/wallet/reconcile';
import { type Proc, serverStarter, until } from './cluster';
import { configDir, freshDb, fundedPlayer } from './helpers';

const PG = !!process.env.DATABASE_URL;
const limits = {
  RUB: {
    games: {
      dice: { min: 100, max: 100_000 },
      miner: { min: 100, max: 100_000 },
      crash: { min: 100, max: 100_000 },
    },
  },
  // The crash players play in USD, where a round may pay 5,200 at most: four stakes of 1,000 end a
  // round early at 1.30× (a forced end, every open bet cashed out there). Half of all crash points
  // are above 2×, 11.5 s of running: without it a minute saw two or three rounds.
  USD: { maxPayout: 5_200, games: { crash: { min: 100, max: 2_000 } } },
};
const config = configDir({ limits });
const startServer = serverStarter(47_300, config, {
  CRASH_BETTING_MS: '2000',
  CRASH_PAUSE_MS: '300',
  CRASH_CHAIN_LENGTH: '500',
  // The test is the sportsbook's feed (as `npm run feed` would be): no simulator.
  SPORTSBOOK_SIM: '0',
  STUDIO: '1',
  LOG_LEVEL: 'info',
});
// The studio calls the wallet of its own process, as it does in production (over loopback).
const serverEnv = (url: string) => (port: number) => ({
  DATABASE_URL: url,
  STUDIO_WALLET_URL: `http://127.0.0.1:${port}/providers/studio`,
});

// ------------------------------------------------------------------------------------- HTTP

type Answer = { status: number; body: Record<string, unknown>; text: string };
type Req = { method?: string; path: string; token?: string; body?: unknown; key?: string; host?: string };

function request(port: number, r: Req): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const data = r.body === undefined ? undefined : JSON.stringify(r.body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: r.method ?? 'GET',
        path: r.path,
        agent: false,
        timeout: 15_000,
        headers: {
          host: r.host ?? `api.localhost:${port}`,
          ...(r.token ? { authorization: `Bearer ${r.token}` } : {}),
          ...(data ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } : {}),
          ...(r.key ? { 'idempotency-key': r.key } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => {
          let body: Record<string, unknown> = {};
          try {
            body = text ? JSON.parse(text) : {};
          } catch {
            // A page (the studio's launch): the text is the answer.
          }
          resolve({ status: res.statusCode ?? 0, body, text });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(data);
  });
}

// ------------------------------------------------------------------------------------- the cluster

const procs: (Proc | null)[] = [null, null];
const findings: string[] = [];
/** Calls answered 5xx, or never answered within the deadline: each a finding. */
const noteAnswer = (what: string, a: Answer) => {
  if (a.status >= 500) findings.push(`${what}: answered ${a.status} ${a.text.slice(0, 200)}`);
};

/**
 * Sends a call to the player's process, or the other one while it is down; a call whose connection
 * died is sent again (same key) until some process answers. `once`: a call with no key (a crash
 * cash-out) is not sent again: its fate is read from the database.
 */
async function send(prefer: number, r: Req, what: string, once = false): Promise<Answer | null> {
  const end = Date.now() + 45_000;
  for (let attempt = 0; ; attempt++) {
    const i = procs[prefer] ? prefer : 1 - prefer;
    const p = procs[i];
    if (p) {
      try {
        const a = await request(p.port, r);
        noteAnswer(what, a);
        return a;
      } catch {
        if (once) return null;
      }
    }
    if (Date.now() > end) {
      findings.push(`${what}: no process answered in 45 s`);
      return null;
    }
    await new Promise((res) => setTimeout(res, 100 + 50 * Math.min(attempt, 10)));
  }
}

const leads = (p: Proc | null) => !!p && p.log.join('').includes('now runs the crash engine');

/** SIGKILLs process i, then starts it again on its port and waits until it serves. */
async function killAndRestart(i: number): Promise<void> {
  const p = procs[i]!;
  procs[i] = null;
  p.child.kill('SIGKILL');
  await p.exited;
  procs[i] = await startServer(p.env, p.port);
}

// ------------------------------------------------------------------------------------- the feed

const EVENT = 'sr:match:990438';
async function feed(db: Db, m: UofMessage) {
  const res = await feedXml(db, toUofXml(m), { replay: true, maxPayoutOf: () => 1e12 });
  if (!res.ok) throw new Error(`the feed refused ${m.type}`);
}
async function producersAlive(db: Db) {
  for (const product of [1, 3]) await feed(db, { type: 'alive', product, timestamp: Date.now(), subscribed: true });
}

// ------------------------------------------------------------------------------------- what players were answered

interface Answered {
  dice: { user: number; id: number; amount: number; payout: number }[];
  minerOpen: { user: number; id: number; amount: number }[];
  minerEnd: { user: number; id: number; payout: number }[];
  crashBet: { user: number; id: number; amount: number }[];
  crashCashout: { user: number; id: number; payout: number }[];
  room: { user: number; id: number; round: number; amount: number }[];
  sbBet: { user: number; id: number; stake: number }[];
  sbCashout: { user: number; id: number; payout: number }[];
  spin: { user: number; id: string; cost: number; payout: number }[];
}
const answered: Answered = {
  dice: [],
  minerOpen: [],
  minerEnd: [],
  crashBet: [],
  crashCashout: [],
  room: [],
  sbBet: [],
  sbCashout: [],
  spin: [],
};

let seq = 0;
const key = (what: string) => `chaos-${process.pid}-${what}-${++seq}`;
/** A player's pause between calls: enough play to meet every kill, not so much the two cores starve crash. */
const pace = () => new Promise((r) => setTimeout(r, 40));
/** Crash bets refused for the betting window closing (a slow machine), to read a low count by. */
let crashClosed = 0;
type Player = Awaited<ReturnType<typeof fundedPlayer>>;

async function dicePlayer(p: Player, prefer: number, stop: () => boolean) {
  while (!stop()) {
    const amount = 100 + (seq % 20) * 50;
    const a = await send(
      prefer,
      {
        method: 'POST',
        path: '/dice/bets',
        token: p.token,
        key: key('dice'),
        body: { amount, target: 50, condition: 'over' },
      },
      'dice bet',
    );
    if (a?.status === 200) {
      const bet = a.body.bet as { id: number; amount: number; payout: number };
      answered.dice.push({ user: p.user.id, id: bet.id, amount: bet.amount, payout: bet.payout });
    }
    await pace();
  }
}

async function minerPlayer(p: Player, prefer: number, stop: () => boolean) {
  while (!stop()) {
    const open = await send(
      prefer,
      {
        method: 'POST',
        path: '/miner/bets',
        token: p.token,
        key: key('miner'),
        body: { amount: 500, mines: 3 },
      },
      'miner open',
    );
    if (open?.status !== 200) continue;
    const bet = open.body.bet as { id: number; amount: number };
    answered.minerOpen.push({ user: p.user.id, id: bet.id, amount: bet.amount });
    // One tile, then cash out if it was safe: every round ends (nothing left open by the test).
    const reveal = await send(
      prefer,
      {
        method: 'POST',
        path: '/miner/bets/current/reveal',
        token: p.token,
        key: key('reveal'),
        body: { tile: seq % 25 },
      },
      `miner reveal of bet ${bet.id}`,
    );
    const after = reveal?.body.bet as { status: string; payout: number } | undefined;
    if (after?.status === 'settled') {
      answered.minerEnd.push({ user: p.user.id, id: bet.id, payout: after.payout });
      continue;
    }
    const out = await send(
      prefer,
      {
        method: 'POST',
        path: '/miner/bets/current/cashout',
        token: p.token,
        key: key('cashout'),
      },
      `miner cash-out of bet ${bet.id}`,
    );
    if (out?.status === 200) {
      answered.minerEnd.push({ user: p.user.id, id: bet.id, payout: (out.body.bet as { payout: number }).payout });
    }
    await pace();
  }
}

async function crashPlayer(p: Player, prefer: number, auto: boolean, stop: () => boolean) {
  let lastRound = 0;
  while (!stop()) {
    const s = await send(prefer, { path: '/crash/state' }, 'crash state');
    const st = s?.body as { id?: number; phase?: string; betting_ends_at?: number; server_time?: number } | undefined;
    if (
      s?.status !== 200 ||
      !st?.id ||
      st.phase !== 'betting' ||
      st.id === lastRound ||
      (st.betting_ends_at ?? 0) - (st.server_time ?? 0) < 300
    ) {
      await new Promise((r) => setTimeout(r, 100));
      continue;
    }
    lastRound = st.id;
    const a = await send(
      prefer,
      {
        method: 'POST',
        path: '/crash/bets',
        token: p.token,
        key: key('crash'),
        body: auto ? { amount: 1_000, auto_cashout: 1.2 } : { amount: 1_000 },
      },
      'crash bet',
    );
    if (a?.status !== 200) {
      // Betting closed between the state and the bet (a slow machine): the next round.
      if (a && a.status !== 422) findings.push(`crash bet of player ${p.user.id}: ${a.status} ${a.text.slice(0, 200)}`);
      else if (a) crashClosed++;
      continue;
    }
    const bet = a.body.bet as { id: number; amount: number };
    answered.crashBet.push({ user: p.user.id, id: bet.id, amount: bet.amount });
    if (auto) continue;
    // Cash out a moment after the start (it may have crashed already: then lost).
    await until(
      'the round running',
      async () => {
        const r = await send(prefer, { path: '/crash/state' }, 'crash state');
        const b = r?.body as { id?: number; phase?: string } | undefined;
        return stop() || (b?.id ?? 0) > st.id! || b?.phase !== 'betting';
      },
      20_000,
    ).catch(() => {});
    await new Promise((r) => setTimeout(r, 150));
    const out = await send(prefer, { method: 'POST', path: '/crash/cashout', token: p.token }, 'crash cash-out', true);
    if (out?.status === 200) {
      const b = out.body.bet as { id: number; payout: number };
      answered.crashCashout.push({ user: p.user.id, id: b.id, payout: b.payout });
    }
  }
}

async function roomStake(p: Player, prefer: number, amount: number) {
  const a = await send(
    prefer,
    {
      method: 'POST',
      path: '/general/rooms/bets',
      token: p.token,
      key: key('room'),
      body: { room: 'red', amount },
    },
    'room stake',
  );
  if (a?.status === 200) {
    const e = a.body.entry as { id: number; round_id: number; amount: number };
    answered.room.push({ user: p.user.id, id: e.id, round: e.round_id, amount: e.amount });
  } else if (a) findings.push(`room stake of player ${p.user.id} refused: ${a.status} ${a.text.slice(0, 200)}`);
}

async function sportsPlayer(p: Player, prefer: number, outcome: { id: number; odds: number }, stop: () => boolean) {
  let n = 0;
  while (!stop() && n < 6) {
    const a = await send(
      prefer,
      {
        method: 'POST',
        path: '/betting/bets',
        token: p.token,
        key: key('sb'),
        body: {
          stake: 1000 + 100 * n++,
          selections: [{ outcome_id: outcome.id, odds: outcome.odds }],
          accept_odds: 'none',
        },
      },
      'sportsbook bet',
    );
    if (a?.status === 200) {
      const d = a.body.data as { id: number; status: string };
      if (d.status !== 'accepted') findings.push(`sportsbook bet ${d.id}: ${d.status}, not accepted`);
      else answered.sbBet.push({ user: p.user.id, id: d.id, stake: 1000 + 100 * (n - 1) });
    }
    // The first bet is cashed out at the offer (a cash-out answered during the chaos).
    if (n === 1 && a?.status === 200) {
      const id = (a.body.data as { id: number }).id;
      const list = await send(prefer, { path: '/betting/bets?status=open', token: p.token }, 'sportsbook bets');
      const offer = (list?.body.data as { id: number; cashout: number | null }[] | undefined)?.find(
        (b) => b.id === id,
      )?.cashout;
      if (offer) {
        const out = await send(
          prefer,
          {
            method: 'POST',
            path: `/betting/bets/${id}/cashout`,
            token: p.token,
            key: key('sbcash'),
            body: { amount: offer },
          },
          `sportsbook cash-out of bet ${id}`,
        );
        if (out?.status === 200) {
          answered.sbCashout.push({ user: p.user.id, id, payout: (out.body.data as { payout: number }).payout });
        }
      }
    }
  }
}

async function studioPlayer(p: Player, prefer: number, stop: () => boolean) {
  const launch = await send(
    prefer,
    {
      method: 'POST',
      path: '/games/launch',
      token: p.token,
      body: { game: 'studio-lucky-sevens', mode: 'real' },
    },
    'studio launch',
  );
  if (launch?.status !== 200) {
    findings.push(`studio launch for player ${p.user.id}: ${launch?.status} ${launch?.text.slice(0, 200)}`);
    return;
  }
  const url = new URL((launch.body.data as { url: string }).url);
  const page = await send(prefer, { path: `${url.pathname}${url.search}`, host: url.host }, 'studio page');
  const boot = /<script type="application\/json" id="studio-boot">(.*?)<\/script>/s.exec(page?.text ?? '')?.[1];
  if (!boot) {
    findings.push(`studio page for player ${p.user.id}: ${page?.status} without its boot data`);
    return;
  }
  const { sid, stakes } = JSON.parse(boot) as { sid: string; stakes: number[] };
  while (!stop()) {
    const a = await send(
      prefer,
      {
        method: 'POST',
        path: '/slots/lucky-sevens/spin',
        token: sid,
        host: url.host,
        body: { stake: stakes[0], idempotency: key('spin') },
      },
      'studio spin',
    );
    if (a?.status === 200) {
      const d = a.body.data as { id: string; payout: number; cost?: number };
      answered.spin.push({ user: p.user.id, id: d.id, cost: d.cost ?? stakes[0]!, payout: d.payout });
    }
    await pace();
  }
}

// ------------------------------------------------------------------------------------- the books afterwards

/** Every ledger transaction of the players: its key, kind, reference and what it moved on their cash and bonus. */
async function ledgerOf(db: Db, users: number[]) {
  const { rows } = await db.query<{
    id: string;
    key: string | null;
    kind: string;
    reference: string | null;
    cash: string;
  }>(
    `SELECT t.id, t.idempotency_key AS key, t.kind, t.reference, coalesce(sum(p.amount), 0) AS cash
       FROM wallet_transactions t
       JOIN wallet_postings p ON p.transaction_id = t.id
       JOIN wallet_accounts a ON a.id = p.account_id AND a.user_id = t.user_id AND a.kind IN ('cash', 'bonus')
      WHERE t.user_id = ANY($1::bigint[]) GROUP BY t.id`,
    [users],
  );
  const byId = new Map(rows.map((r) => [String(r.id), { ...r, cash: Number(r.cash) }]));
  const byKey = new Map(rows.filter((r) => r.key).map((r) => [r.key!, { ...r, cash: Number(r.cash) }]));
  const byRef = new Map<string, { kind: string; cash: number }[]>();
  for (const r of rows) {
    if (!r.reference) continue;
    const list = byRef.get(r.reference) ?? [];
    list.push({ kind: r.kind, cash: Number(r.cash) });
    byRef.set(r.reference, list);
  }
  return { byId, byKey, byRef, cashOf: (k: string) => byKey.get(k)?.cash ?? 0 };
}

/** What is stuck half-way: empty when every flow finished. */
async function stuck(db: Db): Promise<string[]> {
  const out: string[] = [];
  const q = async (sql: string, say: (r: Record<string, unknown>) => string) => {
    for (const r of (await db.query<Record<string, unknown>>(sql)).rows) out.push(say(r));
  };
  await q(
    `SELECT b.id, b.round_id, b.amount FROM crash_bets b JOIN crash_rounds r ON r.id = b.round_id
      WHERE b.status = 'open' AND r.phase = 'crashed'`,
    (r) => `crash bet ${r.id} (stake ${r.amount}) still open in finished round ${r.round_id}`,
  );
  await q(
    `SELECT id, phase, ends_at FROM room_rounds WHERE phase IN ('open', 'countdown') AND players > 1
        AND countdown_cap_at < now() - interval '10 seconds'`,
    (r) => `room round ${r.id} still ${r.phase} past its cap`,
  );
  await q(
    // A spin the wallet answered: settled; one voided or refused: rolled_back, void, refused.
    `SELECT id, status, stake FROM studio_spins WHERE status IN ('pending', 'bet_ok', 'win_pending', 'win_failed')
        AND mode = 'real'`,
    (r) => `studio spin ${r.id} (stake ${r.stake}) still ${r.status}`,
  );
  await q(
    `SELECT tx_id, round_id, amount FROM provider_transactions WHERE provider = 'studio' AND kind = 'bet' AND status = 'open'`,
    (r) => `studio round ${r.round_id}: its bet ${r.tx_id} (${r.amount}) still open`,
  );
  await q(
    `SELECT id, stake FROM sb_bets WHERE status IN ('pending', 'accepted')`,
    (r) => `sportsbook bet ${r.id} (stake ${r.stake}) still open after its market was settled`,
  );
  return out;
}

function verify(l: Awaited<ReturnType<typeof ledgerOf>>, rows: Rows): string[] {
  const bad: string[] = [];
  const expectCash = (what: string, expected: number, found: number) => {
    if (expected !== found) bad.push(`${what}: expected ${expected}, the ledger moved ${found}`);
  };
  // Instant and round games: the bet row names its stake's transaction; a round's payout is keyed.
  for (const a of answered.dice) {
    const b = rows.bets.get(a.id);
    if (!b) bad.push(`dice bet ${a.id} (player ${a.user}) was answered but has no row`);
    else if (b.amount !== a.amount || b.payout !== a.payout)
      bad.push(`dice bet ${a.id}: answered stake ${a.amount} payout ${a.payout}, the row says ${b.amount}/${b.payout}`);
    else
      expectCash(`dice bet ${a.id} (player ${a.user}) net`, a.payout - a.amount, l.byId.get(String(b.tx))?.cash ?? 0);
  }
  for (const a of answered.minerOpen) {
    const b = rows.bets.get(a.id);
    if (!b) bad.push(`miner bet ${a.id} (player ${a.user}) was answered but has no row`);
    else expectCash(`miner bet ${a.id} stake`, -a.amount, l.byId.get(String(b.tx))?.cash ?? 0);
  }
  for (const a of answered.minerEnd) {
    const b = rows.bets.get(a.id);
    if (b?.payout !== a.payout) bad.push(`miner bet ${a.id}: answered payout ${a.payout}, the row says ${b?.payout}`);
    expectCash(`miner bet ${a.id} payout`, a.payout, l.cashOf(`bet:${a.id}:win`));
  }
  // Crash: each bet's stake, and its cash-out (answered, auto or forced) or refund, once, by key.
  const cashedOut = new Map(answered.crashCashout.map((c) => [c.id, c.payout]));
  for (const a of answered.crashBet) {
    const b = rows.crash.get(a.id);
    if (!b) {
      bad.push(`crash bet ${a.id} (player ${a.user}) was answered but has no row`);
      continue;
    }
    expectCash(`crash bet ${a.id} stake`, -a.amount, l.cashOf(`crash-bet:${a.id}:stake`));
    const answeredPayout = cashedOut.get(a.id);
    if (answeredPayout !== undefined && (b.status !== 'cashed' || b.payout !== answeredPayout))
      bad.push(`crash bet ${a.id}: answered cash-out ${answeredPayout}, the row says ${b.status} ${b.payout}`);
    expectCash(
      `crash bet ${a.id} (${b.status}) payout`,
      b.status === 'cashed' ? b.payout : 0,
      l.cashOf(`crash-bet:${a.id}:win`),
    );
    expectCash(
      `crash bet ${a.id} (${b.status}) refund`,
      b.status === 'refunded' ? a.amount : 0,
      l.cashOf(`crash-bet:${a.id}:refund`),
    );
    if (b.status === 'open') bad.push(`crash bet ${a.id} is still open`);
  }
  // Rooms: each answered stake taken once; its round paid its winner once, or refunded every entry.
  for (const a of answered.room) {
    expectCash(`room entry ${a.id} stake`, -a.amount, l.cashOf(`room-entry:${a.id}:stake`));
    const r = rows.rooms.get(a.round);
    if (!r) bad.push(`room round ${a.round} of entry ${a.id} has no row`);
    else if (r.phase === 'refunded')
      expectCash(`room entry ${a.id} refund`, a.amount, l.cashOf(`room-entry:${a.id}:refund`));
    else if (r.phase === 'settled' && r.winner === a.id)
      expectCash(`room round ${a.round} win (entry ${a.id})`, r.payout, l.cashOf(`room-round:${a.round}:win`));
    else if (r.phase !== 'settled') bad.push(`room round ${a.round} is still ${r.phase}`);
  }
  // Sportsbook: every bet's net (stake, settlement or cash-out) under its reference.
  const sbCashed = new Map(answered.sbCashout.map((c) => [c.id, c.payout]));
  for (const a of answered.sbBet) {
    const b = rows.sb.get(a.id);
    if (!b) {
      bad.push(`sportsbook bet ${a.id} was answered but has no row`);
      continue;
    }
    const out = sbCashed.get(a.id);
    if (out !== undefined && (b.status !== 'cashed_out' || b.paid !== out))
      bad.push(`sportsbook bet ${a.id}: answered cash-out ${out}, the row says ${b.status} paid ${b.paid}`);
    if (out === undefined && b.status === 'settled' && b.paid !== (b.won ? b.potential : 0))
      bad.push(
        `sportsbook bet ${a.id}: settled ${b.won ? 'won' : 'lost'}, expected paid ${b.won ? b.potential : 0}, the row says ${b.paid}`,
      );
    const moved = (l.byRef.get(`sportsbook:${a.id}`) ?? []).reduce((s, t) => s + t.cash, 0);
    expectCash(`sportsbook bet ${a.id} (${b.status}) net`, b.paid - a.stake, moved);
  }
  // The studio: every answered spin's round moved its cost and payout, once.
  for (const a of answered.spin) {
    const moves = l.byRef.get(`provider:studio:${a.id}`) ?? [];
    const stakes = moves.filter((m) => m.kind === 'stake');
    if (stakes.length !== 1) bad.push(`studio spin ${a.id}: ${stakes.length} stakes in the ledger, expected 1`);
    expectCash(
      `studio spin ${a.id} net (cost ${a.cost}, payout ${a.payout})`,
      a.payout - a.cost,
      moves.reduce((s, m) => s + m.cash, 0),
    );
  }
  return bad;
}

interface Rows {
  bets: Map<number, { amount: number; payout: number; tx: string }>;
  crash: Map<number, { status: string; payout: number }>;
  rooms: Map<number, { phase: string; winner: number | null; payout: number }>;
  sb: Map<number, { status: string; paid: number; potential: number; won: boolean }>;
}

async function rowsOf(db: Db, users: number[]): Promise<Rows> {
  const bets = await db.query<{ id: string; amount: string; payout: string; transaction_id: string }>(
    'SELECT id, amount, payout, transaction_id FROM bets WHERE user_id = ANY($1::bigint[])',
    [users],
  );
  const crash = await db.query<{ id: string; status: string; payout: string | null }>(
    'SELECT id, status, payout FROM crash_bets WHERE user_id = ANY($1::bigint[])',
    [users],
  );
  const rooms = await db.query<{ id: string; phase: string; winner_entry_id: string | null; payout: string | null }>(
    'SELECT id, phase, winner_entry_id, payout FROM room_rounds',
  );
  const sb = await db.query<{ id: string; status: string; paid: string; potential_win: string; won: boolean }>(
    `SELECT b.id, b.status, b.paid, b.potential_win,
            bool_and(o.result = 1) AS won
       FROM sb_bets b JOIN sb_legs l ON l.bet_id = b.id JOIN sb_outcomes o ON o.id = l.outcome_id
      WHERE b.user_id = ANY($1::bigint[]) GROUP BY b.id`,
    [users],
  );
  return {
    bets: new Map(
      bets.rows.map((r) => [
        Number(r.id),
        { amount: Number(r.amount), payout: Number(r.payout), tx: String(r.transaction_id) },
      ]),
    ),
    crash: new Map(crash.rows.map((r) => [Number(r.id), { status: r.status, payout: Number(r.payout ?? 0) }])),
    rooms: new Map(
      rooms.rows.map((r) => [
        Number(r.id),
        {
          phase: r.phase,
          winner: r.winner_entry_id === null ? null : Number(r.winner_entry_id),
          payout: Number(r.payout ?? 0),
        },
      ]),
    ),
    sb: new Map(
      sb.rows.map((r) => [
        Number(r.id),
        { status: r.status, paid: Number(r.paid), potential: Number(r.potential_win), won: r.won === true },
      ]),
    ),
  };
}

// ------------------------------------------------------------------------------------- the test

describe.runIf(PG)('chaos: two processes, three kill -9s, every answered bet in the ledger once', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const f = await freshDb();
    db = f.db;
    drop = f.drop;
    const env = serverEnv(f.url!);
    const [a, b] = await Promise.all([startServer(env), startServer(env)]);
    procs[0] = a;
    procs[1] = b;
  }, 120_000);
  afterAll(async () => {
    for (const p of procs) p?.child.kill('SIGKILL');
    await Promise.all(procs.map((p) => p?.exited));
    await drop();
  });

  it('plays through the kills; afterwards every answer is in the books, nothing stuck, reconcile clean', async () => {
    // The sportsbook: a pre-match event priced by the feed, producers kept alive during the run.
    for (const product of [1, 3]) {
      await feed(db, { type: 'alive', product, timestamp: Date.now(), subscribed: true });
      await feed(db, { type: 'snapshot_complete', product, timestamp: Date.now(), request_id: 1 });
    }
    await feed(db, {
      type: 'fixture',
      event_id: EVENT,
      sport_id: 'sr:sport:1',
      sport_name: 'Soccer',
      category: 'England',
      tournament: 'Premier League',
      home: 'Arsenal',
      away: 'Chelsea',
      start_time: Date.now() + 3_600_000,
    });
    await feed(db, {
      type: 'odds_change',
      event_id: EVENT,
      product: 3,
      timestamp: Date.now(),
      markets: [
        {
          id: 1,
          specifiers: '',
          status: 1,
          cashout: true,
          outcomes: [
            { id: '1', odds: 2100, active: true },
            { id: '2', odds: 3400, active: true },
            { id: '3', odds: 3900, active: true },
          ],
        },
      ],
    });
    const board = await send(0, { path: '/betting/events?status=prematch&lang=en' }, 'sportsbook board');
    type Ev = { id: string; markets: { outcomes: { id: number; ref: string; odds: number }[] }[] };
    const ev = ((board?.body.data ?? []) as Ev[]).find((e) => e.id === EVENT);
    expect(ev, 'the priced event on the board').toBeTruthy();
    const outcomeOf = (ref: string) => ev!.markets[0]!.outcomes.find((o) => o.ref === ref)!;

    const players = await Promise.all(
      Array.from({ length: 13 }, (_, i) => fundedPlayer(db, 10_000_000, i >= 3 && i <= 6 ? { currency: 'USD' } : {})),
    );
    const [d1, d2, m1, c1, c2, c3, c4, r1, r2, s1, s2, t1, t2] = players as [Player, ...Player[]] as Player[];
    let stopped = false;
    const stop = () => stopped;
    const alive = setInterval(() => void producersAlive(db).catch(() => {}), 2_000);

    // The rooms' round: two players in, its countdown (30 s) runs through the kills.
    await roomStake(r1!, 0, 1_000);
    await roomStake(r2!, 1, 2_000);
    const load = [
      dicePlayer(d1!, 0, stop),
      dicePlayer(d2!, 1, stop),
      minerPlayer(m1!, 1, stop),
      crashPlayer(c1!, 0, false, stop),
      crashPlayer(c2!, 1, true, stop),
      // A crash round can run for seconds: four players make a few rounds enough bets.
      crashPlayer(c3!, 1, false, stop),
      crashPlayer(c4!, 0, true, stop),
      sportsPlayer(s1!, 0, outcomeOf('1'), stop),
      sportsPlayer(s2!, 1, outcomeOf('2'), stop),
      studioPlayer(t1!, 0, stop),
      studioPlayer(t2!, 1, stop),
    ];

    // Three kill -9s: the leader, the other process, the leader again; each started again after.
    const kills: string[] = [];
    try {
      for (const which of ['leader', 'other', 'leader'] as const) {
        await new Promise((r) => setTimeout(r, 2_500));
        const leader = await until(
          'an engine leader',
          () => {
            const i = procs.findIndex((p) => leads(p));
            return i >= 0 ? i + 1 : undefined;
          },
          30_000,
        ).then((n) => n - 1);
        const i = which === 'leader' ? leader : 1 - leader;
        kills.push(`${which} (process ${i}, port ${procs[i]!.port})`);
        await killAndRestart(i);
      }
      await new Promise((r) => setTimeout(r, 1_500));
    } finally {
      stopped = true;
      await Promise.all(load);
    }
    expect(kills).toHaveLength(3);

    // The sportsbook settles its market (home wins): its bets are paid wherever they were placed.
    await feed(db, {
      type: 'bet_settlement',
      event_id: EVENT,
      product: 3,
      timestamp: Date.now(),
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
    clearInterval(alive);

    // The sweepers' first pass: bounded (a flow left half-done by a kill must be finished by then), and
    // on a timeout the test says what is still stuck. The rooms' round ends on its own clock (30 s).
    const rounds = [...new Set(answered.room.map((r) => r.round))];
    let left: string[] = [];
    const started = Date.now();
    await until(
      'every flow finished by the sweepers',
      async () => {
        left = await stuck(db);
        const { rows } = await db.query<{ id: string; phase: string }>(
          `SELECT id, phase FROM room_rounds WHERE id = ANY($1::bigint[]) AND phase NOT IN ('settled', 'refunded')`,
          [rounds],
        );
        left.push(...rows.map((r) => `room round ${r.id} still ${r.phase}`));
        return left.length === 0;
      },
      // A studio spin whose process died before the wallet answered is voided by its armed rollback,
      // which fires BET_GUARD_MS (60 s) after the spin began, then the 2 s sweeper sends it.
      BET_GUARD_MS + 15_000,
    ).catch(() => {});
    const waited = Date.now() - started;

    const users = players.map((p) => p.user.id);
    const bad = verify(await ledgerOf(db, users), await rowsOf(db, users));
    const ledger = await checkLedger(db);
    const books = await reconcile(db);
    const counts = {
      ...Object.fromEntries(Object.entries(answered).map(([k, v]) => [k, v.length])),
      crashClosed,
    } as Record<string, number>;
    const problems = [
      ...findings,
      ...left.map((x) => `stuck ${Math.round(waited / 1000)} s after the load stopped: ${x}`),
      ...bad,
      ...ledger.problems.map((x) => `wallet check: ${x}`),
      ...books.problems.map((x) => `wallet reconcile: ${x.kind}: ${x.detail}`),
    ];
    expect(problems, `after the kills of: ${kills.join(', ')}; answered ${JSON.stringify(counts)}`).toEqual([]);
    // Enough of each kind was answered for the checks above to mean something.
    expect(counts.dice, JSON.stringify(counts)).toBeGreaterThan(10);
    expect(counts.minerOpen, JSON.stringify(counts)).toBeGreaterThan(2);
    expect(counts.crashBet, JSON.stringify(counts)).toBeGreaterThan(2);
    expect(counts.room, JSON.stringify(counts)).toBe(2);
    expect(counts.sbBet, JSON.stringify(counts)).toBeGreaterThan(2);
    expect(counts.spin, JSON.stringify(counts)).toBeGreaterThan(2);
  }, 180_000);
});
