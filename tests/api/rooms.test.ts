// The rooms over HTTP and their engine (issue 19, contract src/contract/rooms.ts), on a real database.
// Every pot (room × currency) is its own round sequence, so each test plays in pots of its own.
// Timings are short (configureRooms); the engine runs by hand (roomsTick at a chosen instant) or,
// where the test is about the loop itself, as two real engines at once.
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Currency } from '../../src/contract/common';
import { apiErrorSchema } from '../../src/contract/errors';
import {
  ROOM_COMMISSION_BPS,
  type RoomName,
  type RoomRound,
  roomBetResponseSchema,
  roomLobbyResponseSchema,
  roomRoundsResponseSchema,
  roomStateSchema,
} from '../../src/contract/rooms';
import { roomEngine, roomsTick, stopRoomRelay } from '../../src/games/rooms/engine.server';
import { settlePot, winnerOf, winningTicket } from '../../src/games/rooms/math';
import { configureRooms, placeRoomStake, refundAlone, settleDue } from '../../src/games/rooms/service.server';
import { ConfigStore } from '../../src/server/config/store.server';
import type { Db } from '../../src/server/db/types';
import { balancesOf, checkLedger } from '../../src/server/wallet';
import { reconcile } from '../../src/server/wallet/reconcile';
import { configDir, freshDb, fundedPlayer, json, loggedInPlayer, testApi } from './helpers';

let db: Db;
let drop: () => Promise<void>;
// aloneMs is long enough that a second player's request always lands inside it on a loaded machine:
// the tests of the lone wait move the clock by hand (roomsTick and placeRoomStake at chosen instants).
const T = { countdownMs: 800, extendMs: 100, capMs: 1200, idleRefundMs: 1000, aloneMs: 4000, chainLength: 500 };
beforeAll(async () => {
  ({ db, drop } = await freshDb());
  configureRooms(db, T);
});
afterAll(async () => {
  await stopRoomRelay(db);
  await drop();
});
// The pots' books agree with the ledger after every scenario (issue 38).
afterEach(async () => expect((await reconcile(db)).problems).toEqual([]));

const limits = {
  RUB: { rooms: { red: 100, yellow: { min: 1000, max: 20_000, playerMax: 30_000 } } },
  // A small maximum payout in KZT: a pot of more than 10,526 tenge-kopecks pays above it.
  KZT: { maxPayout: 10_000 },
};
const store = new ConfigStore(configDir({ limits }));
const api = () => testApi(db, store);

let keySeq = 0;
const newKey = () => `room-${Date.now().toString(36)}-${++keySeq}`;
const stake = (auth: Record<string, string>, body: unknown, key: string | null = newKey()) =>
  api().request('/general/rooms/bets', json(body, key ? { ...auth, 'idempotency-key': key } : auth));
const okStake = async (auth: Record<string, string>, room: RoomName, amount: number) => {
  const res = await stake(auth, { room, amount });
  expect(res.status, await res.clone().text()).toBe(200);
  return roomBetResponseSchema.parse(await res.json());
};
const errorCode = async (res: Response) => {
  const body = apiErrorSchema.parse(await res.json());
  return Object.values(body.errors ?? {})
    .flat()[0]
    ?.split(':')[0];
};
const state = async (room: RoomName, currency: Currency = 'RUB') => {
  const res = await api().request(`/general/rooms/${room}/state?currency=${currency}`, {
    headers: { host: 'api.casino.test' },
  });
  expect(res.status).toBe(200);
  return roomStateSchema.parse(await res.json());
};
const history = async (room: RoomName, currency: Currency, limit = 10) =>
  roomRoundsResponseSchema.parse(
    await (
      await api().request(`/general/rooms/${room}/rounds?currency=${currency}&limit=${limit}`, {
        headers: { host: 'api.casino.test' },
      })
    ).json(),
  ).data;
const cash = async (userId: number, currency: Currency = 'RUB') => (await balancesOf(db, userId, currency)).balance;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** An instant well past any countdown of these tests. */
const later = () => Date.now() + 60_000;

describe('staking into a room', () => {
  it('refuses signed-out stakes, stakes without a key, and bad input with 4xx', async () => {
    const { auth } = await fundedPlayer(db, 10_000);
    expect((await stake({ host: 'api.casino.test' }, { room: 'red', amount: 100 })).status).toBe(401);
    const noKey = await stake(auth, { room: 'red', amount: 100 }, null);
    expect(noKey.status).toBe(422);
    expect(await errorCode(noKey)).toBe('required');
    for (const body of [
      { room: 'green', amount: 100 },
      { room: 'red', amount: 0 },
      { room: 'red', amount: 1.5 },
      { room: 'red', amount: '100' },
      { room: 'red' },
      // No ids in the body: a stake can only ever go to the live round of the player's own pot.
      { room: 'red', amount: 100, round_id: 1 },
      { room: 'red', amount: 100, currency: 'USD' },
    ]) {
      expect((await stake(auth, body)).status, JSON.stringify(body)).toBe(422);
    }
    const h = { headers: { host: 'api.casino.test' } };
    expect((await api().request('/general/rooms/green/state', h)).status).toBe(404);
    expect((await api().request('/general/rooms/red/state?currency=XXX', h)).status).toBe(422);
    expect((await api().request('/general/rooms/red/rounds?limit=0', h)).status).toBe(422);
    expect((await api().request('/general/rooms/red/rounds?limit=51', h)).status).toBe(422);
    expect((await api().request('/general/rooms?currency=RUB&x=1', h)).status).toBe(422);
    // A player without an account currency has no pot to stake into.
    const none = await loggedInPlayer(db, { currency: null });
    const res = await stake(none.auth, { room: 'red', amount: 100 });
    expect(res.status).toBe(422);
    expect(await errorCode(res)).toBe('currency_required');
    // More than the balance: the wallet refuses and nothing is written.
    const poor = await fundedPlayer(db, 50, { currency: 'INR' });
    const broke = await stake(poor.auth, { room: 'red', amount: 100 });
    expect(broke.status).toBe(422);
    expect(await errorCode(broke)).toBe('insufficient_funds');
    expect((await state('red', 'INR')).round.entries).toEqual([]);
  });

  it('takes one key once: the same stake twice at once makes one entry; another body under it is refused', async () => {
    const { user, auth } = await fundedPlayer(db, 10_000, { currency: 'INR' });
    const key = newKey();
    const [a, b] = await Promise.all([
      stake(auth, { room: 'yellow', amount: 2000 }, key),
      stake(auth, { room: 'yellow', amount: 2000 }, key),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const [ea, eb] = [roomBetResponseSchema.parse(await a.json()), roomBetResponseSchema.parse(await b.json())];
    expect(ea.entry).toEqual(eb.entry);
    expect(await cash(user.id, 'INR')).toBe(8000);
    // A late repeat answers the same entry and moves nothing.
    const again = roomBetResponseSchema.parse(await (await stake(auth, { room: 'yellow', amount: 2000 }, key)).json());
    expect(again.entry).toEqual(ea.entry);
    expect(again.balance).toBe(8000);
    const other = await stake(auth, { room: 'yellow', amount: 3000 }, key);
    expect(other.status).toBe(422);
    expect(await errorCode(other)).toBe('idempotency_key_reused');
    const s = await state('yellow', 'INR');
    expect(s.round.entries).toHaveLength(1);
    expect(s.round.total).toBe(2000);
    expect(await cash(user.id, 'INR')).toBe(8000);
  });

  it('gives stakes made at once contiguous tickets in commit order and starts the countdown at two players', async () => {
    const [p1, p2, p3] = await Promise.all([1, 2, 3].map(() => fundedPlayer(db, 100_000, { currency: 'EUR' })));
    const first = await okStake(p1!.auth, 'purple', 500);
    let s = await state('purple', 'EUR');
    expect(s.round.phase).toBe('open');
    // Alone, the stake waits aloneMs for a second player (issue 39); no countdown yet.
    expect(s.round.ends_at).toBeGreaterThan(Date.now());
    expect(s.round.countdown_cap_at).toBeNull();
    const amounts = [70, 130, 90, 110, 60];
    const t0 = Date.now();
    const placed = await Promise.all(
      amounts.map((a, i) => okStake([p1!, p2!, p3!][i % 3]!.auth, 'purple', a).then((r) => r.entry)),
    );
    s = await state('purple', 'EUR');
    expect(placed.every((e) => e.round_id === first.entry.round_id)).toBe(true);
    const entries = s.round.entries;
    expect(entries).toHaveLength(6);
    // [0, total) tiled exactly, each range as long as its stake.
    let next = 0;
    for (const e of entries) {
      expect(e.ticket_from).toBe(next);
      expect(e.ticket_to - e.ticket_from).toBe(e.amount);
      next = e.ticket_to;
    }
    expect(s.round.total).toBe(500 + amounts.reduce((a, b) => a + b, 0));
    expect(next).toBe(s.round.total);
    // Each answer holds the range its entry has in the round.
    for (const p of placed) expect(entries.find((e) => e.id === p.id)).toMatchObject({ ticket_from: p.ticket_from });
    expect(s.round.phase).toBe('countdown');
    // Started by the second player's stake, pushed back by the later ones, never past the cap.
    expect(s.round.countdown_cap_at! - s.round.ends_at!).toBeGreaterThanOrEqual(0);
    expect(s.round.countdown_cap_at!).toBeLessThanOrEqual(Date.now() + T.capMs);
    expect(s.round.countdown_cap_at!).toBeGreaterThanOrEqual(t0 + T.capMs - 50);
    expect(s.round.ends_at!).toBeGreaterThan(t0 + T.countdownMs);
    expect(await cash(p1!.user.id, 'EUR')).toBe(100_000 - 500 - 70 - 110);
  });

  it('opens one round when the first stakes of a never-played pot arrive at once', async () => {
    const players = await Promise.all([1, 2, 3, 4].map(() => fundedPlayer(db, 10_000, { currency: 'USD' })));
    const placed = await Promise.all(players.map((p, i) => okStake(p.auth, 'purple', 100 + i)));
    expect(new Set(placed.map((p) => p.entry.round_id)).size).toBe(1);
    const ranges = placed.map((p) => [p.entry.ticket_from, p.entry.ticket_to] as const).sort((a, b) => a[0] - b[0]);
    expect(ranges[0]![0]).toBe(0);
    for (let i = 1; i < ranges.length; i++) expect(ranges[i]![0]).toBe(ranges[i - 1]![1]);
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM room_rounds WHERE room = 'purple' AND currency = 'USD'`,
    );
    expect(rows[0]!.n).toBe(1);
    expect((await state('purple', 'USD')).round).toMatchObject({ total: 406, phase: 'countdown' });
  });

  it('applies the room limits of the currency: minimum, maximum, player cap, maximum payout', async () => {
    const a = await fundedPlayer(db, 1_000_000);
    // RUB red: the operator's minimum (a bare number), the built-in maximum of 1,000 ₽.
    const low = await stake(a.auth, { room: 'red', amount: 99 });
    expect(low.status).toBe(422);
    expect(await errorCode(low)).toBe('below_min_bet');
    const high = await stake(a.auth, { room: 'red', amount: 100_001 });
    expect(await errorCode(high)).toBe('above_max_bet');
    // RUB yellow: the operator's {min, max, playerMax}.
    expect(await errorCode(await stake(a.auth, { room: 'yellow', amount: 999 }))).toBe('below_min_bet');
    expect(await errorCode(await stake(a.auth, { room: 'yellow', amount: 20_001 }))).toBe('above_max_bet');
    await okStake(a.auth, 'yellow', 20_000);
    const capped = await stake(a.auth, { room: 'yellow', amount: 10_001 });
    expect(await errorCode(capped)).toBe('player_cap');
    await okStake(a.auth, 'yellow', 10_000);
    // The limits as published.
    expect((await state('yellow')).limits).toEqual({ min: 1000, max: 20_000, player_max: 30_000 });
    expect((await state('red')).limits).toEqual({ min: 100, max: 100_000, player_max: 500_000 });
    expect((await state('red', 'USD')).limits).toEqual({ min: 1, max: 1000, player_max: 5000 });
    // USD defaults: a hundredth of RUB.
    const u = await fundedPlayer(db, 100_000, { currency: 'USD' });
    expect(await errorCode(await stake(u.auth, { room: 'red', amount: 1001 }))).toBe('above_max_bet');
    expect((await okStake(u.auth, 'red', 1)).entry.amount).toBe(1);
    // KZT with a maximum payout of 10,000: a pot whose winner could be paid more is refused.
    const k1 = await fundedPlayer(db, 100_000, { currency: 'KZT' });
    const k2 = await fundedPlayer(db, 100_000, { currency: 'KZT' });
    await okStake(k1.auth, 'red', 5000);
    // 5000 + 5527 = 10,527: less 5% = 10,001 > 10,000.
    const over = await stake(k2.auth, { room: 'red', amount: 5527 });
    expect(over.status).toBe(422);
    expect(await errorCode(over)).toBe('max_payout_exceeded');
    await okStake(k2.auth, 'red', 5526);
    expect(await cash(k2.user.id, 'KZT')).toBe(100_000 - 5526);
  });

  it('lists the three rooms of a currency with their live pots', async () => {
    const lobby = roomLobbyResponseSchema.parse(
      await (await api().request('/general/rooms?currency=KZT', { headers: { host: 'api.casino.test' } })).json(),
    ).data;
    expect(lobby.map((r) => r.room).sort()).toEqual(['purple', 'red', 'yellow']);
    const red = lobby.find((r) => r.room === 'red')!;
    expect(red).toMatchObject({ currency: 'KZT', phase: 'countdown', total: 10_526, players: 2 });
    expect(red.limits).toEqual({ min: 500, max: 500_000, player_max: 2_500_000 });
    expect(lobby.find((r) => r.room === 'purple')).toMatchObject({ phase: 'open', total: 0, players: 0 });
    // The site's /bet-limits shows each room's minimum, built-in ones included.
    const limitsBody = await (
      await api().request('/bet-limits?currency=RUB', { headers: { host: 'api.casino.test' } })
    ).json();
    expect(limitsBody.rooms).toEqual({ red: 100, yellow: 1000, purple: 5000 });
  });
});

describe('settling a round', () => {
  it('keeps the hash secret until the draw, pays the winner the pot less the commission, and is verifiable', async () => {
    const ann = await fundedPlayer(db, 100_000, { currency: 'USD' });
    const bob = await fundedPlayer(db, 100_000, { currency: 'USD', hidden: true });
    const named = (id: number, name: string) =>
      db.query('UPDATE users SET public_name = $2, public_name_key = $3 WHERE id = $1', [id, name, `${name}-${id}`]);
    await named(ann.user.id, 'Ann');
    await named(bob.user.id, 'Bob');
    await okStake(ann.auth, 'yellow', 300);
    await okStake(bob.auth, 'yellow', 700);
    await okStake(ann.auth, 'yellow', 100);
    const before = await state('yellow', 'USD');
    expect(before.round.phase).toBe('countdown');
    expect(before.round.hash).toBeUndefined();
    expect(before.round.salt).toBeUndefined();
    expect(JSON.stringify(before)).not.toMatch(/"hash"/);
    // Public names only, none for a player who hides their statistics.
    expect(before.round.entries.map((e) => e.player)).toEqual(['Ann', null, 'Ann']);

    await roomsTick(db, later());
    const [round] = await history('yellow', 'USD', 1);
    expect(round!.id).toBe(before.round.id);
    expect(round!.phase).toBe('settled');
    // Anyone can check it: the hash is the committed one, and it draws the winning ticket.
    expect(sha256(round!.hash!)).toBe(before.round.hash_commitment);
    expect(round!.winning_ticket).toBe(winningTicket(round!.hash!, round!.salt!, 1100));
    const ranges = round!.entries.map((e) => ({
      player: e.id,
      amount: e.amount,
      from: e.ticket_from,
      to: e.ticket_to,
    }));
    expect(winnerOf(ranges, round!.winning_ticket!)?.player).toBe(round!.winner_entry_id);
    const winnerIsAnn = round!.entries.find((e) => e.id === round!.winner_entry_id)!.player === 'Ann';
    expect(round!.winner).toBe(winnerIsAnn ? 'Ann' : null);
    // Pot 1100, 5%: 55 to the house, 1045 to the winner (either stake is below it).
    expect(round!.commission_bps).toBe(ROOM_COMMISSION_BPS);
    expect([round!.payout, round!.commission]).toEqual([1045, 55]);
    expect(await cash(ann.user.id, 'USD')).toBe(100_000 - 400 + (winnerIsAnn ? 1045 : 0));
    expect(await cash(bob.user.id, 'USD')).toBe(100_000 - 700 + (winnerIsAnn ? 0 : 1045));
    // The pot's next round opened at once, committed to the next link: its commitment is this hash.
    const after = await state('yellow', 'USD');
    expect(after.round.phase).toBe('open');
    expect(after.round.id).not.toBe(round!.id);
    expect(after.round.hash_commitment).toBe(round!.hash);
    expect(after.round.hash).toBeUndefined();
    expect(after.last?.id).toBe(round!.id);
    // A second pass finds nothing to do.
    await roomsTick(db, later());
    expect(await cash(ann.user.id, 'USD')).toBe(100_000 - 400 + (winnerIsAnn ? 1045 : 0));
    expect((await history('yellow', 'USD')).length).toBe(1);
    // A pot between players counts for no loyalty (VIP points, rakeback, races, cashback).
    const { rows } = await db.query('SELECT 1 FROM player_stats WHERE user_id = ANY($1::bigint[])', [
      [ann.user.id, bob.user.id],
    ]);
    expect(rows).toEqual([]);
  });

  it('settles in one transaction with its money: a payment that fails leaves the round to settle whole on the next pass', async () => {
    const [ann, bob] = [await fundedPlayer(db, 10_000), await fundedPlayer(db, 10_000)];
    await okStake(ann.auth, 'red', 500);
    const { entry } = await okStake(bob.auth, 'red', 500);
    const id = entry.round_id;
    // The database refuses the winner's payment (as a kill or a failed statement would stop it).
    await db.exec(`CREATE FUNCTION test_refuse_room_win() RETURNS trigger LANGUAGE plpgsql AS $f$ BEGIN
      IF NEW.idempotency_key = 'room-round:${id}:win' THEN RAISE EXCEPTION 'test: the payment fails'; END IF;
      RETURN NEW; END $f$;
      CREATE TRIGGER test_refuse_room_win BEFORE INSERT ON wallet_transactions FOR EACH ROW
        EXECUTE FUNCTION test_refuse_room_win();`);
    try {
      await expect(settleDue(db, id, later())).rejects.toThrow(/the payment fails/);
    } finally {
      await db.exec('DROP TRIGGER test_refuse_room_win ON wallet_transactions; DROP FUNCTION test_refuse_room_win();');
    }
    // Nothing of the draw was kept: no winner, no next round yet, the money where it was.
    const { rows } = await db.query<{ phase: string; winner: unknown }>(
      'SELECT phase, winner_entry_id AS winner FROM room_rounds WHERE id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ phase: 'countdown', winner: null });
    expect([await cash(ann.user.id), await cash(bob.user.id)]).toEqual([9500, 9500]);
    await roomsTick(db, later());
    const paid = [await cash(ann.user.id), await cash(bob.user.id)].sort((x, y) => x - y);
    expect(paid).toEqual([9500, 9500 + 950]);
  });

  it('never pays the winner less than their own stake', async () => {
    // A whale with almost the whole pot: the 5% commission is capped at what the others put in.
    let whaleWins = 0;
    for (let i = 0; i < 4; i++) {
      const whale = await fundedPlayer(db, 100_000, { currency: 'EUR' });
      const minnow = await fundedPlayer(db, 100_000, { currency: 'EUR' });
      await okStake(whale.auth, 'red', 1000);
      await okStake(minnow.auth, 'red', 10);
      await roomsTick(db, later());
      const [r] = await history('red', 'EUR', 1);
      const won = r!.entries.find((e) => e.id === r!.winner_entry_id)!;
      expect(r!.payout).toBe(settlePot(1010, won.amount, ROOM_COMMISSION_BPS).payout);
      expect(r!.payout).toBeGreaterThanOrEqual(won.amount);
      if (won.amount === 1000) {
        whaleWins++;
        // floor(1010 × 5%) = 50 would take the whale to 960: the commission is the minnow's 10.
        expect([r!.payout, r!.commission]).toEqual([1000, 10]);
        expect(await cash(whale.user.id, 'EUR')).toBe(100_000);
      }
    }
    // 99% each time: a run without the whale winning would be a bug, not luck.
    expect(whaleWins).toBeGreaterThan(0);
  });

  it('puts a stake made after the countdown into the next round, settling the one it closed', async () => {
    const a = await fundedPlayer(db, 100_000, { currency: 'INR' });
    const b = await fundedPlayer(db, 100_000, { currency: 'INR' });
    const c = await fundedPlayer(db, 100_000, { currency: 'INR' });
    const first = await okStake(a.auth, 'purple', 5000);
    await okStake(b.auth, 'purple', 5000);
    const closing = await state('purple', 'INR');
    expect(closing.round.phase).toBe('countdown');
    await sleep(closing.round.ends_at! - Date.now() + 20);
    // No engine runs here: the late stake itself settles the round it arrived after.
    const late = await okStake(c.auth, 'purple', 6000);
    expect(late.entry.round_id).not.toBe(first.entry.round_id);
    expect([late.entry.ticket_from, late.entry.ticket_to]).toEqual([0, 6000]);
    const [settled] = await history('purple', 'INR', 1);
    expect(settled!.id).toBe(first.entry.round_id);
    expect(settled!.entries.map((e) => e.amount)).toEqual([5000, 5000]);
    expect(settled!.payout).toBe(9500);
    const s = await state('purple', 'INR');
    expect(s.round.id).toBe(late.entry.round_id);
    expect(s.round.phase).toBe('open');
    expect(s.round.total).toBe(6000);
    const total = (await cash(a.user.id, 'INR')) + (await cash(b.user.id, 'INR'));
    expect(total).toBe(200_000 - 10_000 + 9500);
  });

  it('refunds a round left with one player, and only such a round', async () => {
    const lone = await fundedPlayer(db, 10_000, { currency: 'INR' });
    const entry = await okStake(lone.auth, 'red', 1500);
    expect(await cash(lone.user.id, 'INR')).toBe(8500);
    // Still waiting for a second player.
    await roomsTick(db, Date.now() + T.aloneMs / 2);
    expect((await state('red', 'INR')).round.id).toBe(entry.entry.round_id);
    await roomsTick(db, Date.now() + T.aloneMs + 100);
    expect(await cash(lone.user.id, 'INR')).toBe(10_000);
    const { rows } = await db.query<{ phase: string }>('SELECT phase FROM room_rounds WHERE id = $1', [
      entry.entry.round_id,
    ]);
    expect(rows[0]!.phase).toBe('refunded');
    const s = await state('red', 'INR');
    expect(s.round.id).not.toBe(entry.entry.round_id);
    expect(s.round.total).toBe(0);
    // Refunded rounds are not in the history of draws.
    expect((await history('red', 'INR')).map((r) => r.id)).not.toContain(entry.entry.round_id);
    // The empty round that replaced it is never "refunded", however long it waits.
    await roomsTick(db, Date.now() + 10 * T.aloneMs);
    expect((await state('red', 'INR')).round.id).toBe(s.round.id);
  });

  it('settles once when two engines (and a late pass) go for the same round at once', async () => {
    const a = await fundedPlayer(db, 100_000, { currency: 'KZT' });
    const b = await fundedPlayer(db, 100_000, { currency: 'KZT' });
    await okStake(a.auth, 'yellow', 5000);
    await okStake(b.auth, 'yellow', 5000);
    const id = (await state('yellow', 'KZT')).round.id;
    const t = later();
    await Promise.all([roomsTick(db, t), roomsTick(db, t), settleDue(db, id, t), settleDue(db, id, t)]);
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM wallet_transactions WHERE idempotency_key = $1`,
      [`room-round:${id}:win`],
    );
    expect(rows[0]!.n).toBe(1);
    expect((await cash(a.user.id, 'KZT')) + (await cash(b.user.id, 'KZT'))).toBe(200_000 - 10_000 + 9500);
    const live = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM room_rounds WHERE room = 'yellow' AND currency = 'KZT' AND phase IN ('open', 'countdown')`,
    );
    expect(live.rows[0]!.n).toBe(1);
  });

  it('runs as an engine: two loops at once settle a countdown when it ends, once', async () => {
    const stops = [new AbortController(), new AbortController()];
    const loops = stops.map((s) => roomEngine(db, { pollMs: 100 })(s.signal));
    try {
      const a = await fundedPlayer(db, 100_000);
      const b = await fundedPlayer(db, 100_000);
      const first = await okStake(a.auth, 'purple', 10_000);
      await okStake(b.auth, 'purple', 30_000);
      let settled: RoomRound | undefined;
      for (let i = 0; i < 80 && !settled; i++) {
        await sleep(50);
        settled = (await history('purple', 'RUB', 1)).find((r) => r.id === first.entry.round_id);
      }
      expect(settled?.payout).toBe(38_000);
      // Settled at its countdown's end, not long after.
      expect(settled!.settled_at! - settled!.ends_at!).toBeLessThan(500);
      await sleep(200);
      expect((await cash(a.user.id)) + (await cash(b.user.id))).toBe(200_000 - 40_000 + 38_000);
    } finally {
      for (const s of stops) s.abort();
      await Promise.all(loops);
    }
  });
});

describe('the live stream', () => {
  it('sends the state first, then the round each time it changes', async () => {
    const abort = new AbortController();
    const res = await api().request('/general/rooms/red/events?currency=USD', {
      headers: { host: 'api.casino.test' },
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    let buf = '';
    const nextEvent = async (): Promise<{ event: string; data: string }> => {
      for (;;) {
        const i = buf.indexOf('\n\n');
        if (i >= 0) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          if (block.startsWith(':')) continue;
          const f = Object.fromEntries(
            block.split('\n').map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
          );
          return f as { event: string; data: string };
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buf += new TextDecoder().decode(value);
      }
    };
    try {
      const first = await nextEvent();
      expect(first.event).toBe('state');
      const s0 = roomStateSchema.parse(JSON.parse(first.data));
      expect(s0).toMatchObject({ room: 'red', currency: 'USD' });
      const p = await fundedPlayer(db, 10_000, { currency: 'USD' });
      const placed = await okStake(p.auth, 'red', 250);
      let round: RoomRound | null = null;
      while (!round?.entries.some((e) => e.id === placed.entry.id)) {
        const ev = await nextEvent();
        expect(ev.event).toBe('round');
        round = JSON.parse(ev.data) as RoomRound;
      }
      expect(round.id).toBe(placed.entry.round_id);
      expect(round.hash).toBeUndefined();
    } finally {
      abort.abort();
      await reader.cancel().catch(() => {});
    }
  });
});

// Issue 39: a lone player never waits forever. The first stake waits aloneMs for a second player; a
// round still alone then comes back whole (kind 'refund', no commission, counted for nothing), in one
// transaction with its phase and the next round; a second player at the last moment plays it.
describe('nobody plays alone (issue 39)', () => {
  const limitsNow = () => store.current.betLimits;
  const refunds = async (roundId: number) =>
    (
      await db.query<{ key: string; amount: string }>(
        `SELECT t.idempotency_key AS key, p.amount FROM wallet_transactions t
           JOIN wallet_postings p ON p.transaction_id = t.id JOIN wallet_accounts a ON a.id = p.account_id
          WHERE t.kind = 'refund' AND t.reference = $1 AND a.user_id IS NOT NULL ORDER BY t.id`,
        [`room-round:${roundId}`],
      )
    ).rows.map((r) => [r.key, Number(r.amount)]);
  const phaseOf = async (id: number) =>
    (
      await db.query<{ phase: string; commission: unknown }>(
        'SELECT phase, commission FROM room_rounds WHERE id = $1',
        [id],
      )
    ).rows[0];

  it('returns exactly the stake when the wait ends with one player, without commission or loyalty', async () => {
    const lone = await fundedPlayer(db, 10_000, { currency: 'KZT' });
    const { entry } = await okStake(lone.auth, 'red', 9_000);
    expect(await cash(lone.user.id, 'KZT')).toBe(1_000);
    const s = await state('red', 'KZT');
    expect(s.round).toMatchObject({ id: entry.round_id, phase: 'open', total: 9_000 });
    const endsAt = s.round.ends_at!;
    // One millisecond before the end: still waiting.
    await roomsTick(db, endsAt - 1);
    expect(await phaseOf(entry.round_id)).toEqual({ phase: 'open', commission: null });
    await roomsTick(db, endsAt);
    expect(await phaseOf(entry.round_id)).toEqual({ phase: 'refunded', commission: null });
    expect(await cash(lone.user.id, 'KZT')).toBe(10_000);
    expect(await refunds(entry.round_id)).toEqual([[`room-entry:${entry.id}:refund`, 9_000]]);
    // Zero risk counts nothing: no wager, no edge, no "biggest win".
    const { rows } = await db.query('SELECT 1 FROM player_stats WHERE user_id = $1', [lone.user.id]);
    expect(rows).toEqual([]);
    // The pot goes on with an empty round; the round seen by the stream says it was refunded.
    const after = await state('red', 'KZT');
    expect(after.round.id).not.toBe(entry.round_id);
    expect(after.round).toMatchObject({ phase: 'open', total: 0, ends_at: null });
  });

  it('plays the round when a second player comes at the last moment', async () => {
    const [a, b] = [
      await fundedPlayer(db, 100_000, { currency: 'KZT' }),
      await fundedPlayer(db, 100_000, { currency: 'KZT' }),
    ];
    const first = await okStake(a.auth, 'yellow', 5_000);
    const endsAt = (await state('yellow', 'KZT')).round.ends_at!;
    // b's stake is committed one millisecond before a's wait ends: it joins, and the countdown starts.
    const late = await placeRoomStake(
      db,
      limitsNow(),
      { userId: b.user.id, room: 'yellow', amount: 5_000, key: newKey(), requestHash: 'h' },
      () => endsAt - 1,
    );
    expect(late.entry.round_id).toBe(first.entry.round_id);
    const s = await state('yellow', 'KZT');
    expect(s.round).toMatchObject({ phase: 'countdown', ends_at: endsAt - 1 + T.countdownMs });
    // The lone wait's end passes: nothing is refunded.
    await roomsTick(db, endsAt + 1);
    expect((await phaseOf(first.entry.round_id))!.phase).toBe('countdown');
    await roomsTick(db, later());
    expect((await phaseOf(first.entry.round_id))!.phase).toBe('settled');
    expect(await refunds(first.entry.round_id)).toEqual([]);
    expect((await cash(a.user.id, 'KZT')) + (await cash(b.user.id, 'KZT'))).toBe(200_000 - 10_000 + 9_500);
  });

  it('refunds once whoever comes for it: engines at once, a late stake, a retry after a failure', async () => {
    const lone = await fundedPlayer(db, 100_000, { currency: 'EUR' });
    const other = await fundedPlayer(db, 100_000, { currency: 'EUR' });
    const { entry } = await okStake(lone.auth, 'yellow', 700);
    const id = entry.round_id;
    const endsAt = (await state('yellow', 'EUR')).round.ends_at!;
    // The refund's payment fails (a kill or a failed statement): nothing of it is kept.
    await db.exec(`CREATE FUNCTION test_refuse_room_refund() RETURNS trigger LANGUAGE plpgsql AS $f$ BEGIN
      IF NEW.idempotency_key = 'room-entry:${entry.id}:refund' THEN RAISE EXCEPTION 'test: the refund fails'; END IF;
      RETURN NEW; END $f$;
      CREATE TRIGGER test_refuse_room_refund BEFORE INSERT ON wallet_transactions FOR EACH ROW
        EXECUTE FUNCTION test_refuse_room_refund();`);
    try {
      await expect(refundAlone(db, id, endsAt)).rejects.toThrow(/the refund fails/);
    } finally {
      await db.exec(
        'DROP TRIGGER test_refuse_room_refund ON wallet_transactions; DROP FUNCTION test_refuse_room_refund();',
      );
    }
    expect((await phaseOf(id))!.phase).toBe('open');
    expect(await cash(lone.user.id, 'EUR')).toBe(100_000 - 700);
    // Two engines, two direct calls and a late stake from another player, all at once.
    const [, , , , lateStake] = await Promise.all([
      roomsTick(db, endsAt + 5),
      roomsTick(db, endsAt + 5),
      refundAlone(db, id, endsAt + 5),
      refundAlone(db, id, endsAt + 5),
      placeRoomStake(
        db,
        limitsNow(),
        { userId: other.user.id, room: 'yellow', amount: 900, key: newKey(), requestHash: 'h' },
        () => endsAt + 5,
      ),
    ]);
    expect(lateStake.entry.round_id).not.toBe(id);
    expect(await refunds(id)).toEqual([[`room-entry:${entry.id}:refund`, 700]]);
    expect(await cash(lone.user.id, 'EUR')).toBe(100_000);
    // Again, later: nothing more.
    await roomsTick(db, endsAt + 10);
    await refundAlone(db, id, later());
    expect(await refunds(id)).toEqual([[`room-entry:${entry.id}:refund`, 700]]);
    expect(await cash(lone.user.id, 'EUR')).toBe(100_000);
    // The other player is alone in the next round now: their stake comes back too, in its turn.
    await roomsTick(db, later());
    expect(await cash(other.user.id, 'EUR')).toBe(100_000);
  });

  it('refunds two rooms each with its own stakes, and the lobby counts the players in each room', async () => {
    await roomsTick(db, later());
    const a = await fundedPlayer(db, 100_000, { currency: 'USD' });
    const b = await fundedPlayer(db, 100_000, { currency: 'USD' });
    const c = await fundedPlayer(db, 100_000, { currency: 'USD' });
    // a alone in red with two stakes; b alone in purple; c and a together in yellow.
    const r1 = await okStake(a.auth, 'red', 30);
    const r2 = await okStake(a.auth, 'red', 45);
    const p1 = await okStake(b.auth, 'purple', 80);
    await okStake(c.auth, 'yellow', 20);
    await okStake(a.auth, 'yellow', 20);
    const lobby = roomLobbyResponseSchema.parse(
      await (await api().request('/general/rooms?currency=USD', { headers: { host: 'api.casino.test' } })).json(),
    ).data;
    expect(Object.fromEntries(lobby.map((r) => [r.room, [r.players, r.total, r.phase]]))).toEqual({
      red: [1, 75, 'open'],
      purple: [1, 80, 'open'],
      yellow: [2, 40, 'countdown'],
    });
    await roomsTick(db, later());
    expect(await refunds(r1.entry.round_id)).toEqual([
      [`room-entry:${r1.entry.id}:refund`, 30],
      [`room-entry:${r2.entry.id}:refund`, 45],
    ]);
    expect(await refunds(p1.entry.round_id)).toEqual([[`room-entry:${p1.entry.id}:refund`, 80]]);
    expect(await cash(b.user.id, 'USD')).toBe(100_000);
    // The yellow round played: a and c between them lost only its commission.
    const yellow = (await history('yellow', 'USD', 1))[0]!;
    expect(yellow.payout).toBe(38);
    expect((await cash(a.user.id, 'USD')) + (await cash(c.user.id, 'USD'))).toBe(200_000 - 40 + 38);
  });
});

describe('the books', () => {
  it('balance after everything above (wallet check)', async () => {
    const report = await checkLedger(db);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it("reconcile finds a settled round whose winner was not paid, and a pot's books apart from the ledger", async () => {
    const [ann, bob] = [await fundedPlayer(db, 10_000), await fundedPlayer(db, 10_000)];
    await okStake(ann.auth, 'purple', 5000);
    const { entry } = await okStake(bob.auth, 'purple', 5000);
    // In a transaction rolled back at the end: the round written as settled, its money never moved.
    const found = await db
      .transaction(async (tx) => {
        await tx.query(
          `UPDATE room_rounds SET phase = 'settled', winner_entry_id = $2, payout = 9500, commission = 500,
             settled_at = now() WHERE id = $1`,
          [entry.round_id, entry.id],
        );
        const report = await reconcile(tx);
        throw Object.assign(new Error('rollback'), { report });
      })
      .catch((e: { report?: Awaited<ReturnType<typeof reconcile>> }) => e.report!);
    expect(found.problems.map((p) => p.kind).sort()).toEqual(['rooms_books', 'rooms_settled_unpaid']);
    await roomsTick(db, later());
  });
});
