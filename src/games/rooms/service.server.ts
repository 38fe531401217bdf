// The rooms on the server (issue 19, contract src/contract/rooms.ts): stakes into a room's round, its
// settlement and refund, and the reads. Domain code: no HTTP. The engine (engine.server.ts) settles
// rounds whose countdown ran out; stakes arrive at any process and are written here directly.
//
// Rules written down:
// - One pot per room and currency; its live round (phase open or countdown, one at a time by the
//   unique index room_rounds_live) is locked FOR UPDATE by every stake, so tickets follow commit
//   order with no gap or overlap: ticket_from = the round's total before the stake.
// - A stake that finds the live round's countdown over (ends_at <= now) settles that round itself,
//   in its own transaction, exactly as the engine would, then opens the next round and goes into it.
//   So there is no "locked" phase: a round is live until it is settled, and whoever (engine or
//   stake) takes its row lock first after ends_at settles it; the other finds it settled.
// - Settling and refunding open the pot's next round in the same transaction: a pot that has had a
//   round always has a live one (GET state shows it, with its commitment, before anyone stakes).
// - Each pot has its own hash chain (fair_chains.game = `rooms:<room>:<currency>`). A round's
//   commitment sha256(hash) is the previous link of the chain, i.e. the hash of the pot's previous
//   round; with one chain shared by fifteen pots that run at once, opening one pot's round would
//   publish the secret hash of another pot's live round. Within a pot rounds follow one another, so
//   a commitment only ever repeats a hash already revealed.
// - Nobody plays alone (issue 39): a round's first stake sets ends_at to aloneMs ahead. If no second
//   player has come by then, the round is refunded entry by entry (kind 'refund', the stake exactly, no
//   commission, counted for nothing), in one transaction with its phase and the pot's next round, by
//   the engine or by a stake that arrives after that instant, whichever locks the round first. A second
//   player at any moment before it starts the countdown (a fresh countdownMs) and the round plays.
//   A round left open from before this rule (ends_at null) is refunded idleRefundMs after its last stake.
// - The winner is paid settlePot's payout (the pot less the published commission, never below the
//   winner's own stake: all their entries in the round); a stake is refused when the best payout the
//   pot could make would pass the operator's maximum payout.
// Every change is published on the bus after its commit (channel 'rooms', event 'round' with the
// round's id), and each process's relay re-reads the round for its browsers.
import type { Currency } from '../../contract/common';
import {
  ROOM_COMMISSION_BPS,
  type ROOM_ERROR_CODES,
  ROOM_NAMES,
  ROOM_TIMING,
  type RoomBetResponse,
  type RoomEntry,
  type RoomName,
  type RoomRound,
  type RoomState,
  type roomSummarySchema,
} from '../../contract/rooms';
import type { z } from 'zod';
import { PUBLIC_PLAYER_SQL } from '../../server/bets/feed.server';
import { maxPayout } from '../../server/bets/limits.server';
import type { BetLimits } from '../../server/config/schema';
import type { Db, Queryable } from '../../server/db/types';
import { cashBalance, inWalletTransaction, payWinnings, placeStake, refundStake } from '../../server/wallet';
import { sha256Hex } from '../kit/fair/chain';
import { publish } from '../kit/shared/bus.server';
import { chainSalt, prepareChain, takeNextHash } from '../kit/shared/chain-store.server';
import { roomLimits } from './limits';
import { settlePot, winnerOf, winningTicket } from './math';
import { logFor } from '../../server/log.server';

const log = logFor('rooms');

export const GAME = 'rooms';
/** The bus channel of every room event. */
export const CHANNEL = 'rooms';

export interface RoomSettings {
  countdownMs: number;
  extendMs: number;
  capMs: number;
  idleRefundMs: number;
  /** How long a round's first stake waits for a second player before it is refunded. */
  aloneMs: number;
  /** Rounds per pot chain: a pot plays at most a round every half minute or so, so 10,000 last days or weeks. */
  chainLength: number;
}
export const DEFAULT_ROOM_SETTINGS: RoomSettings = {
  countdownMs: ROOM_TIMING.countdownMs,
  extendMs: ROOM_TIMING.extendMs,
  capMs: ROOM_TIMING.capMs,
  idleRefundMs: ROOM_TIMING.idleRefundMs,
  aloneMs: ROOM_TIMING.aloneMs,
  chainLength: 10_000,
};
// Per database, so tests run short rounds without touching the published timings.
const configured = new WeakMap<Db, RoomSettings>();
/** Sets the timings for one database (tests); the contract's ROOM_TIMING otherwise. */
export function configureRooms(db: Db, s: Partial<RoomSettings>): RoomSettings {
  const out = { ...DEFAULT_ROOM_SETTINGS, ...s };
  configured.set(db, out);
  return out;
}
export const roomSettings = (db: Db): RoomSettings => configured.get(db) ?? DEFAULT_ROOM_SETTINGS;

export type RoomErrorCode = (typeof ROOM_ERROR_CODES)[number];
/** A refused stake: 422 with `errors[field] = ["<code>: <text>"]`. */
export class RoomError extends Error {
  constructor(
    readonly code: RoomErrorCode,
    message: string,
    readonly field = 'amount',
  ) {
    super(message);
  }
}

const chainKey = (room: RoomName, currency: string) => `${GAME}:${room}:${currency}`;
const PLAYER = PUBLIC_PLAYER_SQL;
const ms = (col: string) => `(extract(epoch FROM r.${col}) * 1000)::bigint AS ${col}`;
const ROUND_COLS = `r.id, r.room, r.currency, r.chain_id, r.hash, r.hash_commitment, r.phase, ${ms('ends_at')},
  ${ms('countdown_cap_at')}, r.total, r.players, r.commission_bps, r.winning_ticket, r.winner_entry_id, r.payout,
  r.commission, ${ms('settled_at')}`;
const LIVE = `r.phase IN ('open', 'countdown')`;

export interface RoundRow {
  id: number;
  room: RoomName;
  currency: string;
  chain_id: number;
  /** Secret until the round is over. */
  hash: string;
  hash_commitment: string;
  phase: RoomRound['phase'];
  ends_at: number | null;
  countdown_cap_at: number | null;
  total: number;
  players: number;
  commission_bps: number;
  winning_ticket: number | null;
  winner_entry_id: number | null;
  payout: number | null;
  commission: number | null;
  settled_at: number | null;
}
const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const toRound = (r: Record<string, unknown>): RoundRow => ({
  id: Number(r.id),
  room: r.room as RoomName,
  currency: String(r.currency),
  chain_id: Number(r.chain_id),
  hash: String(r.hash),
  hash_commitment: String(r.hash_commitment),
  phase: r.phase as RoundRow['phase'],
  ends_at: n(r.ends_at),
  countdown_cap_at: n(r.countdown_cap_at),
  total: Number(r.total),
  players: Number(r.players),
  commission_bps: Number(r.commission_bps),
  winning_ticket: n(r.winning_ticket),
  winner_entry_id: n(r.winner_entry_id),
  payout: n(r.payout),
  commission: n(r.commission),
  settled_at: n(r.settled_at),
});

interface EntryRow {
  id: number;
  round_id: number;
  user_id: number;
  amount: number;
  ticket_from: number;
  ticket_to: number;
  player: string | null;
}
const toEntry = (r: Record<string, unknown>): EntryRow => ({
  id: Number(r.id),
  round_id: Number(r.round_id),
  user_id: Number(r.user_id),
  amount: Number(r.amount),
  ticket_from: Number(r.ticket_from),
  ticket_to: Number(r.ticket_to),
  player: (r.player as string | null | undefined) ?? null,
});
const publicEntry = (e: EntryRow): RoomEntry => ({
  id: e.id,
  player: e.player,
  amount: e.amount,
  ticket_from: e.ticket_from,
  ticket_to: e.ticket_to,
});
const ENTRY_COLS = `e.id, e.round_id, e.user_id, e.amount, e.ticket_from, e.ticket_to, ${PLAYER} AS player`;

const uniqueViolation = (e: unknown) => (e as { code?: string } | null)?.code === '23505';

/** After a commit: every process's relay re-reads these rounds. Never inside a transaction. */
export function publishRounds(db: Db, rounds: readonly Pick<RoundRow, 'id' | 'room' | 'currency'>[]): void {
  for (const r of rounds) publish(db, CHANNEL, 'round', { id: r.id, room: r.room, currency: r.currency });
}

// ---- Opening, settling and refunding (inside the caller's transaction).

/** Opens the pot's next round with the next hash of the pot's chain. */
async function openRound(tx: Queryable, room: RoomName, currency: string, s: RoomSettings): Promise<RoundRow> {
  const { rows: seq } = await tx.query<{ id: string }>(
    `SELECT nextval(pg_get_serial_sequence('room_rounds', 'id')) AS id`,
  );
  const id = Number(seq[0]!.id);
  const link = await takeNextHash(tx, chainKey(room, currency), id, s.chainLength);
  const { rows } = await tx.query(
    `INSERT INTO room_rounds AS r (id, room, currency, chain_id, chain_index, hash, hash_commitment, phase, commission_bps)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'open', $8) RETURNING ${ROUND_COLS}`,
    [id, room, currency, link.chainId, link.index, link.hash, sha256Hex(link.hash), ROOM_COMMISSION_BPS],
  );
  return toRound(rows[0]!);
}

async function lockLive(tx: Queryable, room: RoomName, currency: string): Promise<RoundRow | null> {
  const { rows } = await tx.query(
    `SELECT ${ROUND_COLS} FROM room_rounds r WHERE r.room = $1 AND r.currency = $2 AND ${LIVE} FOR UPDATE`,
    [room, currency],
  );
  return rows[0] ? toRound(rows[0]) : null;
}

async function roundEntries(db: Queryable, roundIds: readonly number[]): Promise<EntryRow[]> {
  if (!roundIds.length) return [];
  const { rows } = await db.query(
    `SELECT ${ENTRY_COLS} FROM room_entries e JOIN users u ON u.id = e.user_id
      WHERE e.round_id = ANY($1::bigint[]) ORDER BY e.round_id, e.ticket_from`,
    [roundIds],
  );
  return rows.map(toEntry);
}

/**
 * Settles a locked round in countdown: the winning ticket from its hash and its chain's salt, the
 * pot less the commission to the winner. False (nothing done) when it was not in countdown.
 */
async function settleLocked(tx: Queryable, r: RoundRow, now: number): Promise<boolean> {
  if (r.phase !== 'countdown') return false;
  const entries = await roundEntries(tx, [r.id]);
  // The tickets must tile [0, total) exactly: anything else is a bug, and nothing is paid on it.
  let next = 0;
  for (const e of entries) {
    if (e.ticket_from !== next || e.ticket_to - e.ticket_from !== e.amount)
      throw new Error(`round ${r.id}: ticket gap`);
    next = e.ticket_to;
  }
  if (next !== r.total) throw new Error(`round ${r.id}: tickets do not make the pot`);
  const ticket = winningTicket(r.hash, await chainSalt(tx, r.chain_id), r.total);
  const won = winnerOf(
    entries.map((e) => ({ player: e, amount: e.amount, from: e.ticket_from, to: e.ticket_to })),
    ticket,
  );
  if (!won) throw new Error(`round ${r.id}: no entry holds ticket ${ticket}`);
  const winner = won.player;
  const stake = entries.filter((e) => e.user_id === winner.user_id).reduce((a, e) => a + e.amount, 0);
  const { payout, commission } = settlePot(r.total, stake, r.commission_bps);
  const { rows } = await tx.query(
    `UPDATE room_rounds SET phase = 'settled', winning_ticket = $2, winner_entry_id = $3, payout = $4,
       commission = $5, settled_at = to_timestamp($6 / 1000.0)
     WHERE id = $1 AND phase = 'countdown' RETURNING id`,
    [r.id, ticket, winner.id, payout, commission, now],
  );
  if (!rows[0]) return false;
  await payWinnings(tx, {
    userId: winner.user_id,
    currency: r.currency,
    amount: payout,
    game: GAME,
    key: `room-round:${r.id}:win`,
    reference: `room-round:${r.id}`,
  });
  return true;
}

/**
 * Refunds a locked open round: every entry's stake back exactly (kind 'refund', no commission; rooms
 * count nothing for loyalty, decision 053), in the caller's transaction with the phase. False (nothing
 * done) when it was not open any more. Each refund's key is its entry's, so nothing is paid twice.
 */
async function refundLocked(tx: Queryable, r: RoundRow, now: number): Promise<boolean> {
  const { rows: done } = await tx.query(
    `UPDATE room_rounds SET phase = 'refunded', settled_at = to_timestamp($2 / 1000.0)
      WHERE id = $1 AND phase = 'open' RETURNING id`,
    [r.id, now],
  );
  if (!done[0]) return false;
  for (const e of await roundEntries(tx, [r.id])) {
    await refundStake(tx, {
      userId: e.user_id,
      currency: r.currency,
      amount: e.amount,
      game: GAME,
      key: `room-entry:${e.id}:refund`,
      reference: `room-round:${r.id}`,
    });
  }
  return true;
}

/** An open round is due for its refund: its lone wait is over (or, from before it, idle since its last stake). */
const aloneDue = (
  now: string,
  idle: string,
) => `r.phase = 'open' AND r.total > 0 AND (r.ends_at <= to_timestamp(${now}::bigint / 1000.0)
  OR (r.ends_at IS NULL AND (SELECT max(e.created_at) FROM room_entries e WHERE e.round_id = r.id)
        <= to_timestamp((${now}::bigint - ${idle}::bigint) / 1000.0)))`;

/** Settles one round whose countdown is over (the engine). Returns the rounds changed. */
export async function settleDue(db: Db, id: number, now = Date.now()): Promise<RoundRow[]> {
  const s = roomSettings(db);
  const changed = await inWalletTransaction(db, async (tx) => {
    const { rows } = await tx.query(
      `SELECT ${ROUND_COLS} FROM room_rounds r
        WHERE r.id = $1 AND r.phase = 'countdown' AND r.ends_at <= to_timestamp($2 / 1000.0) FOR UPDATE`,
      [id, now],
    );
    if (!rows[0]) return [];
    const r = toRound(rows[0]);
    if (!(await settleLocked(tx, r, now))) return [];
    return [r, await openRound(tx, r.room, r.currency, s)];
  });
  publishRounds(db, changed);
  return changed;
}

/**
 * Refunds a round whose lone wait ended with one player in it (the engine): the stakes, the phase and
 * the pot's next round in one transaction. Returns the rounds changed (none when it was not due).
 */
export async function refundAlone(db: Db, id: number, now = Date.now()): Promise<RoundRow[]> {
  const s = roomSettings(db);
  const changed = await inWalletTransaction(db, async (tx) => {
    const { rows } = await tx.query(
      `SELECT ${ROUND_COLS} FROM room_rounds r WHERE r.id = $1 AND ${aloneDue('$2', '$3')} FOR UPDATE`,
      [id, now, s.idleRefundMs],
    );
    if (!rows[0]) return [];
    const r = toRound(rows[0]);
    if (!(await refundLocked(tx, r, now))) return [];
    return [r, await openRound(tx, r.room, r.currency, s)];
  });
  publishRounds(db, changed);
  return changed;
}

/** Rounds due: countdowns over, and rounds left alone to refund (ids), as of `now`. */
export async function dueRounds(db: Queryable, now: number, idleRefundMs: number) {
  const [due, idle, next] = await Promise.all([
    db.query<{ id: string }>(
      `SELECT id FROM room_rounds WHERE phase = 'countdown' AND ends_at <= to_timestamp($1 / 1000.0) ORDER BY ends_at`,
      [now],
    ),
    db.query<{ id: string }>(`SELECT r.id FROM room_rounds r WHERE ${aloneDue('$1', '$2')} ORDER BY r.id`, [
      now,
      idleRefundMs,
    ]),
    db.query<{ at: string | null }>(
      `SELECT (extract(epoch FROM min(ends_at)) * 1000)::bigint AS at FROM room_rounds
        WHERE phase = 'countdown' OR (phase = 'open' AND total > 0)`,
    ),
  ]);
  return {
    settle: due.rows.map((r) => Number(r.id)),
    refund: idle.rows.map((r) => Number(r.id)),
    /** The next countdown's or lone wait's end, if any: when the engine should look again. */
    nextAt: n(next.rows[0]?.at),
  };
}

// ---- Stakes.

export interface RoomStakeRequest {
  userId: number;
  room: RoomName;
  amount: number;
  /** The Idempotency-Key and the hash of the request it came with. */
  key: string;
  requestHash: string;
}

const keyReused = () =>
  new RoomError('idempotency_key_reused', 'This Idempotency-Key was used for another request', 'Idempotency-Key');

/** The entry stored under the player's key, answered as the first time (or refused for another request). */
async function stored(db: Queryable, req: RoomStakeRequest): Promise<RoomBetResponse | null> {
  const { rows } = await db.query(
    `SELECT ${ENTRY_COLS}, e.request_hash, e.currency, r.room FROM room_entries e
       JOIN users u ON u.id = e.user_id JOIN room_rounds r ON r.id = e.round_id
      WHERE e.user_id = $1 AND e.idempotency_key = $2`,
    [req.userId, req.key],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.request_hash !== req.requestHash) throw keyReused();
  const e = toEntry(row);
  const currency = String(row.currency);
  return {
    entry: { ...publicEntry(e), round_id: e.round_id, room: row.room as RoomName, currency },
    balance: await cashBalance(db, req.userId, currency),
  };
}

/**
 * Puts a stake into the room's live round of the player's currency (a new round when the live one's
 * countdown is over). A repeated key answers the first stake and moves nothing.
 */
export async function placeRoomStake(
  db: Db,
  limits: BetLimits,
  req: RoomStakeRequest,
  now: () => number = Date.now,
): Promise<RoomBetResponse> {
  const s = roomSettings(db);
  for (let attempt = 0; ; attempt++) {
    const before = await stored(db, req);
    if (before) return before;
    try {
      const out = await inWalletTransaction(db, (tx) => stakeIn(tx, s, limits, req, now));
      publishRounds(db, out.changed);
      const entry = out.response.entry;
      log.info(
        {
          game: 'rooms',
          betId: entry.id,
          roundId: entry.round_id,
          userId: req.userId,
          stake: entry.amount,
          currency: entry.currency,
        },
        'bet placed',
      );
      return out.response;
    } catch (e) {
      // A twin with the same key, or another stake opening the pot's first round, committed first:
      // look again (the twin's entry is then the answer).
      if (uniqueViolation(e) && attempt < 4) continue;
      throw e;
    }
  }
}

async function stakeIn(
  tx: Queryable,
  s: RoomSettings,
  limits: BetLimits,
  req: RoomStakeRequest,
  now: () => number,
): Promise<{ response: RoomBetResponse; changed: RoundRow[] }> {
  const { rows: us } = await tx.query<{ currency: string | null; player: string | null }>(
    `SELECT u.currency, ${PLAYER} AS player FROM users u WHERE u.id = $1`,
    [req.userId],
  );
  const currency = us[0]?.currency as Currency | null | undefined;
  if (!currency) throw new RoomError('currency_required', 'Choose the account currency first', 'currency');
  const l = roomLimits(limits, currency, req.room);
  if (req.amount < l.min) throw new RoomError('below_min_bet', `The minimum stake is ${l.min} (minor units)`);
  if (req.amount > l.max) throw new RoomError('above_max_bet', `The maximum stake is ${l.max} (minor units)`);

  const changed: RoundRow[] = [];
  let round = await lockLive(tx, req.room, currency);
  // The clock is read once the lock is ours: a stake that waited for it past ends_at is late.
  const t = now();
  // A twin with this key that committed while we waited for the lock: its entry is the answer.
  const twin = await stored(tx, req);
  if (twin) return { response: twin, changed: [] };
  if (round && round.ends_at !== null && round.ends_at <= t && round.total > 0) {
    // Past the lock: this round is settled now (or, left alone, refunded) and the stake goes to the next one.
    if (round.phase === 'countdown' ? await settleLocked(tx, round, t) : await refundLocked(tx, round, t))
      changed.push(round);
    round = null;
  }
  if (!round) {
    round = await openRound(tx, req.room, currency, s);
    changed.push(round);
  }

  const { rows: shares } = await tx.query<{ user_id: string; amount: string }>(
    'SELECT user_id, sum(amount) AS amount FROM room_entries WHERE round_id = $1 GROUP BY user_id',
    [round.id],
  );
  const own = Number(shares.find((x) => Number(x.user_id) === req.userId)?.amount ?? 0);
  if (own + req.amount > l.player_max) {
    throw new RoomError(
      'player_cap',
      `At most ${l.player_max} (minor units) per player in one round; you have ${own} in this one`,
    );
  }
  const total = round.total + req.amount;
  // The most the pot could pay: to its largest share (settlePot's payout grows with the winner's stake).
  const largest = Math.max(own + req.amount, ...shares.map((x) => Number(x.amount)));
  const best = settlePot(total, largest, round.commission_bps).payout;
  const cap = maxPayout(limits, currency);
  if (best > cap) {
    throw new RoomError(
      'max_payout_exceeded',
      `The pot would pay more than the maximum payout of ${cap} (minor units)`,
    );
  }

  const { rows: ins } = await tx.query<{ id: string }>(
    `INSERT INTO room_entries (round_id, user_id, currency, amount, ticket_from, ticket_to, idempotency_key,
       request_hash, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, to_timestamp($9 / 1000.0)) RETURNING id`,
    [round.id, req.userId, currency, req.amount, round.total, total, req.key, req.requestHash, t],
  );
  const entryId = Number(ins[0]!.id);
  const moved = await placeStake(tx, {
    userId: req.userId,
    currency,
    amount: req.amount,
    game: GAME,
    key: `room-entry:${entryId}:stake`,
    reference: `room-round:${round.id}`,
  });

  const players = round.players + (own === 0 ? 1 : 0);
  let { phase, ends_at: endsAt, countdown_cap_at: capAt } = round;
  if (phase === 'open' && players >= 2) {
    phase = 'countdown';
    endsAt = t + s.countdownMs;
    capAt = t + s.capMs;
  } else if (phase === 'open' && endsAt === null) {
    // The first stake: it waits aloneMs for a second player, then comes back (issue 39).
    endsAt = t + s.aloneMs;
  } else if (phase === 'countdown' && endsAt !== null && capAt !== null) {
    endsAt = Math.min(endsAt + s.extendMs, capAt);
  }
  const { rows: upd } = await tx.query(
    `UPDATE room_rounds AS r SET total = $2, players = $3, phase = $4,
       ends_at = to_timestamp($5::bigint / 1000.0), countdown_cap_at = to_timestamp($6::bigint / 1000.0)
     WHERE r.id = $1 AND ${LIVE} RETURNING ${ROUND_COLS}`,
    [round.id, total, players, phase, endsAt, capAt],
  );
  if (!upd[0]) throw new Error(`room round ${round.id} left its live phases under its lock`);
  const after = toRound(upd[0]);
  if (!changed.some((c) => c.id === after.id)) changed.push(after);
  return {
    response: {
      entry: {
        id: entryId,
        player: us[0]!.player,
        amount: req.amount,
        ticket_from: round.total,
        ticket_to: total,
        round_id: round.id,
        room: req.room,
        currency,
      },
      balance: moved.balance,
    },
    changed,
  };
}

// ---- Reads.

/** A round as players see it: the hash, salt and result only once it is over. */
async function views(db: Queryable, rounds: RoundRow[]): Promise<RoomRound[]> {
  const entries = await roundEntries(
    db,
    rounds.map((r) => r.id),
  );
  const out: RoomRound[] = [];
  for (const r of rounds) {
    const mine = entries.filter((e) => e.round_id === r.id);
    const base: RoomRound = {
      id: r.id,
      room: r.room,
      currency: r.currency,
      phase: r.phase,
      hash_commitment: r.hash_commitment,
      ends_at: r.ends_at,
      countdown_cap_at: r.countdown_cap_at,
      total: r.total,
      commission_bps: r.commission_bps,
      entries: mine.map(publicEntry),
    };
    if (r.phase === 'settled') {
      const winner = mine.find((e) => e.id === r.winner_entry_id);
      Object.assign(base, {
        hash: r.hash,
        salt: await chainSalt(db, r.chain_id),
        winning_ticket: r.winning_ticket ?? undefined,
        winner_entry_id: r.winner_entry_id ?? undefined,
        winner: winner?.player ?? null,
        payout: r.payout ?? undefined,
        commission: r.commission ?? undefined,
        settled_at: r.settled_at ?? undefined,
      });
    } else if (r.phase === 'refunded') {
      // Over without a draw: the hash is no secret any more (the next round's commitment is its
      // sha256 anyway), and shows the chain goes on unbroken.
      Object.assign(base, {
        hash: r.hash,
        salt: await chainSalt(db, r.chain_id),
        settled_at: r.settled_at ?? undefined,
      });
    }
    out.push(base);
  }
  return out;
}

export async function roundView(db: Queryable, id: number): Promise<RoomRound | null> {
  const { rows } = await db.query(`SELECT ${ROUND_COLS} FROM room_rounds r WHERE r.id = $1`, [id]);
  return rows[0] ? ((await views(db, [toRound(rows[0])]))[0] ?? null) : null;
}

export async function liveRoundId(db: Queryable, room: RoomName, currency: string): Promise<number | null> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT r.id FROM room_rounds r WHERE r.room = $1 AND r.currency = $2 AND ${LIVE}`,
    [room, currency],
  );
  return n(rows[0]?.id);
}

/** The pot's live round, opened now if the pot never had one. */
async function ensureLive(db: Db, room: RoomName, currency: string): Promise<RoundRow> {
  for (let attempt = 0; ; attempt++) {
    const { rows } = await db.query(
      `SELECT ${ROUND_COLS} FROM room_rounds r WHERE r.room = $1 AND r.currency = $2 AND ${LIVE}`,
      [room, currency],
    );
    if (rows[0]) return toRound(rows[0]);
    // The pot's chain, made before the transaction (PGlite: a transaction holds every other query).
    await prepareChain(db, chainKey(room, currency), roomSettings(db).chainLength);
    try {
      const made = await db.transaction((tx) => openRound(tx, room, currency, roomSettings(db)));
      publishRounds(db, [made]);
      return made;
    } catch (e) {
      if (!uniqueViolation(e) || attempt > 3) throw e;
    }
  }
}

export async function roomState(
  db: Db,
  limits: BetLimits,
  room: RoomName,
  currency: Currency,
  now = Date.now(),
): Promise<RoomState> {
  const live = await ensureLive(db, room, currency);
  const { rows } = await db.query(
    `SELECT ${ROUND_COLS} FROM room_rounds r WHERE r.room = $1 AND r.currency = $2 AND r.phase = 'settled'
      ORDER BY r.id DESC LIMIT 1`,
    [room, currency],
  );
  const [round, last] = await views(db, rows[0] ? [live, toRound(rows[0])] : [live]);
  return {
    room,
    currency,
    limits: roomLimits(limits, currency, room),
    server_time: now,
    round: round!,
    last: last ?? null,
  };
}

type RoomSummary = z.infer<typeof roomSummarySchema>;
/** The three rooms in a currency with their live round (an empty open pot where none was played yet). */
export async function roomLobby(db: Queryable, limits: BetLimits, currency: Currency): Promise<RoomSummary[]> {
  const { rows } = await db.query(`SELECT ${ROUND_COLS} FROM room_rounds r WHERE r.currency = $1 AND ${LIVE}`, [
    currency,
  ]);
  const live = new Map(rows.map((x) => [String(x.room), toRound(x)]));
  return ROOM_NAMES.map((room) => {
    const r = live.get(room);
    return {
      room,
      currency,
      limits: roomLimits(limits, currency, room),
      phase: r?.phase ?? 'open',
      total: r?.total ?? 0,
      players: r?.players ?? 0,
      ends_at: r?.ends_at ?? null,
    };
  });
}

/** Settled rounds of a pot, newest first, each with everything needed to verify its winner. */
export async function roomHistory(db: Queryable, room: RoomName, currency: Currency, limit: number) {
  const { rows } = await db.query(
    `SELECT ${ROUND_COLS} FROM room_rounds r WHERE r.room = $1 AND r.currency = $2 AND r.phase = 'settled'
      ORDER BY r.id DESC LIMIT $3`,
    [room, currency, limit],
  );
  return views(db, rows.map(toRound));
}
