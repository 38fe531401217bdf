// The live tables' rounds and bets (decision 042), in studio_table_rounds and studio_table_bets.
// Money moves only through the studio's Purse (the wallet over signed HTTP, or demo money), never
// inside a database transaction: a bet row is written 'pending' first (under a share lock on its
// round, so the engine's close waits for it), the wallet is called, then the row says what the
// wallet answered. Every step is a conditional update, so two engines overlapping for a moment, or
// an engine that takes over mid-settlement, change nothing twice.
import { createHash, randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../../server/db/types';
import { prepareChain, takeNextHash } from '../../games/kit/shared/chain-store.server';
import { publish } from '../../games/kit/shared/bus.server';
import { walletUserKey } from '../seeds.server';
import type { Purse, StudioSession } from '../sessions.server';
import { sha256Hex } from './fair';
import {
  CHAIN_GAME,
  DEFAULT_LIMITS,
  type Position,
  positionKey,
  resultOf,
  returnOf,
  type TableCode,
  type TableLimits,
  type TableResult,
  walletRound,
} from './tables';
import { logFor } from '../../server/log.server';

const log = logFor('live');

/** The bus channel of both tables (events carry `table`). */
export const CHANNEL = 'studio_live';

export interface LiveSettings {
  /** The betting window, ms. */
  bettingMs: number;
  /** The spin or the deal the browsers show between the result and the settlement, ms. */
  animationMs: number;
  /** After the settlement, before the next round opens, ms. */
  pauseMs: number;
  chainLength: number;
  /** A bet whose wallet call has not come back after this is rolled back by the engine, ms. */
  pendingGraceMs: number;
}
/** 15 s of bets, 7 s of spin or deal, 3 s of pause: a round about every 25 s. */
export const DEFAULT_LIVE_SETTINGS: LiveSettings = {
  bettingMs: 15_000,
  animationMs: 7_000,
  pauseMs: 3_000,
  chainLength: 1_000_000,
  pendingGraceMs: 15_000,
};

export type Phase = 'betting' | 'closed' | 'result' | 'settled';

export interface RoundRow {
  id: number;
  table: TableCode;
  chainId: number;
  chainIndex: number;
  hash: string;
  result: TableResult;
  phase: Phase;
  openedAt: number;
  bettingEndsAt: number;
  resultAt: number | null;
  settledAt: number | null;
}

type DbRound = {
  id: string;
  table_code: TableCode;
  chain_id: string;
  chain_index: number;
  hash: string;
  result: TableResult | string;
  phase: Phase;
  opened_at: string;
  betting_ends_at: string;
  result_at: string | null;
  settled_at: string | null;
};
const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
const num = (v: string | number | null) => (v === null ? null : Number(v));
const toRound = (r: DbRound): RoundRow => ({
  id: Number(r.id),
  table: r.table_code,
  chainId: Number(r.chain_id),
  chainIndex: Number(r.chain_index),
  hash: r.hash,
  result: json(r.result),
  phase: r.phase,
  openedAt: Number(r.opened_at),
  bettingEndsAt: Number(r.betting_ends_at),
  resultAt: num(r.result_at),
  settledAt: num(r.settled_at),
});

/** What browsers see of a round: the hash and the result only once the result is out. */
export interface PublicRound {
  id: number;
  table: TableCode;
  phase: Phase;
  /** sha256 of the round's hash: the chain's previous link, published before any bet. */
  commitment: string;
  chain_id: number;
  chain_index: number;
  opened_at: number;
  betting_ends_at: number;
  result_at: number | null;
  settled_at: number | null;
  hash?: string;
  result?: TableResult;
}
export const revealed = (p: Phase) => p === 'result' || p === 'settled';
export function publicRound(r: RoundRow): PublicRound {
  return {
    id: r.id,
    table: r.table,
    phase: r.phase,
    commitment: sha256Hex(r.hash),
    chain_id: r.chainId,
    chain_index: r.chainIndex,
    opened_at: r.openedAt,
    betting_ends_at: r.bettingEndsAt,
    result_at: r.resultAt,
    settled_at: r.settledAt,
    ...(revealed(r.phase) ? { hash: r.hash, result: r.result } : {}),
  };
}

export interface PublicBet {
  /** The bet's wallet transaction id (the player who made it recognises it). */
  id: string;
  player: string;
  currency: string;
  amount: number;
  positions: { key: string; amount: number }[];
  payout: number | null;
}

type DbBet = {
  id: string;
  round_id: string;
  table_code: TableCode;
  session_id: string;
  player_key: string;
  player_name: string;
  session: StudioSession | string;
  currency: string;
  amount: string;
  positions: Position[] | string;
  idempotency_key: string;
  status: 'pending' | 'accepted' | 'refused' | 'rolled_back' | 'settled';
  payout: string | null;
  wallet_status: string | null;
  placed_at: string;
};
const publicBet = (b: DbBet): PublicBet => ({
  id: b.id,
  player: b.player_name,
  currency: b.currency,
  amount: Number(b.amount),
  positions: json(b.positions).map((p) => ({ key: positionKey(b.table_code, p), amount: p.amount })),
  payout: num(b.payout),
});

const ROUND_COLS =
  'id, table_code, chain_id, chain_index, hash, result, phase, opened_at, betting_ends_at, result_at, settled_at';

export async function latestRound(db: Queryable, table: TableCode): Promise<RoundRow | null> {
  const { rows } = await db.query<DbRound>(
    `SELECT ${ROUND_COLS} FROM studio_table_rounds WHERE table_code = $1 ORDER BY id DESC LIMIT 1`,
    [table],
  );
  return rows[0] ? toRound(rows[0]) : null;
}

export async function roundById(db: Queryable, table: TableCode, id: number): Promise<RoundRow | null> {
  const { rows } = await db.query<DbRound>(
    `SELECT ${ROUND_COLS} FROM studio_table_rounds WHERE table_code = $1 AND id = $2`,
    [table, id],
  );
  return rows[0] ? toRound(rows[0]) : null;
}

/** Opens the table's next round on the next hash of its chain; null when another engine just did. */
export async function openRound(db: Db, table: TableCode, s: LiveSettings, now: number): Promise<RoundRow | null> {
  const game = CHAIN_GAME[table];
  await prepareChain(db, game, s.chainLength);
  try {
    return await db.transaction(async (tx) => {
      const { rows: ids } = await tx.query<{ id: string }>(
        `SELECT nextval(pg_get_serial_sequence('studio_table_rounds', 'id')) AS id`,
      );
      const id = Number(ids[0]!.id);
      const link = await takeNextHash(tx, game, id, s.chainLength);
      const result = resultOf(table, link.hash, link.salt);
      const { rows } = await tx.query<DbRound>(
        `INSERT INTO studio_table_rounds (id, table_code, chain_id, chain_index, hash, result, phase, opened_at, betting_ends_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'betting', $7, $8) RETURNING ${ROUND_COLS}`,
        [id, table, link.chainId, link.index, link.hash, JSON.stringify(result), now, now + s.bettingMs],
      );
      return toRound(rows[0]!);
    });
  } catch (e) {
    // The partial unique index: another engine's round is live.
    if ((e as { code?: string }).code === '23505') return null;
    throw e;
  }
}

export async function closeBetting(db: Db, id: number): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE studio_table_rounds SET phase = 'closed' WHERE id = $1 AND phase = 'betting' RETURNING id`,
    [id],
  );
  return rows.length > 0;
}

/** Reveals the result once no bet of the round is still waiting for the wallet. */
export async function revealResult(db: Db, id: number, now: number): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE studio_table_rounds SET phase = 'result', result_at = $2
      WHERE id = $1 AND phase = 'closed'
        AND NOT EXISTS (SELECT 1 FROM studio_table_bets WHERE round_id = $1 AND status = 'pending')
      RETURNING id`,
    [id, now],
  );
  return rows.length > 0;
}

export async function markSettled(db: Db, id: number, now: number): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE studio_table_rounds SET phase = 'settled', settled_at = $2
      WHERE id = $1 AND phase = 'result'
        AND NOT EXISTS (SELECT 1 FROM studio_table_bets WHERE round_id = $1 AND status IN ('pending', 'accepted'))
      RETURNING id`,
    [id, now],
  );
  return rows.length > 0;
}

export type PurseFor = (s: StudioSession) => Purse;
const BET_COLS =
  'id, round_id, table_code, session_id, player_key, player_name, session, currency, amount, positions, idempotency_key, status, payout, wallet_status, placed_at';

/**
 * Rolls back the round's bets still 'pending' after the grace (the process that took them died
 * between the row and the wallet's answer). The rollback is idempotent in the wallet, and a bet the
 * wallet never saw is then refused there if it arrives late (Hub88's tombstone).
 */
export async function rollBackStale(db: Db, purseFor: PurseFor, roundId: number, before: number): Promise<number> {
  const { rows } = await db.query<DbBet>(
    `SELECT ${BET_COLS} FROM studio_table_bets WHERE round_id = $1 AND status = 'pending' AND placed_at <= $2`,
    [roundId, before],
  );
  let done = 0;
  for (const b of rows) {
    const a = await purseFor(json(b.session)).rollback({
      txId: `${b.id}-rb`,
      round: walletRound(b.table_code, roundId),
      referenceTxId: b.id,
      roundClosed: true,
    });
    if (!a.ok && a.status !== 'PENDING' && !FINAL.has(a.status)) continue;
    const { rows: upd } = await db.query(
      `UPDATE studio_table_bets SET status = 'rolled_back', wallet_status = $2 WHERE id = $1 AND status = 'pending' RETURNING id`,
      [b.id, a.ok ? 'RS_OK' : a.status],
    );
    done += upd.length;
  }
  return done;
}

// Wallet answers that retrying cannot change: the bet is done with (Hub88 / Caleta error handling).
const FINAL = new Set([
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_INVALID_GAME',
]);

/**
 * Pays every accepted bet of a round whose result is out: one win per bet (0 for a loss), txId
 * `<bet>-win`, round closed. A bet is marked settled only after the wallet answered (or the win was
 * queued in the studio's outbox, which retries it by itself); one that got no answer stays accepted
 * and the next pass (this engine's, or the next leader's) sends the same win again, which the
 * wallet, idempotent by txId, pays once. Returns the bets still unsettled.
 */
export async function settleRound(
  db: Db,
  purseFor: PurseFor,
  round: RoundRow,
  now: () => number,
): Promise<{ left: number; paid: { id: string; payout: number; session_id: string }[] }> {
  const { rows } = await db.query<DbBet>(
    `SELECT ${BET_COLS} FROM studio_table_bets WHERE round_id = $1 AND status = 'accepted' ORDER BY placed_at, id`,
    [round.id],
  );
  let left = 0;
  const paid: { id: string; payout: number; session_id: string }[] = [];
  for (const b of rows) {
    const payout = returnOf(round.table, json(b.positions), round.result);
    let a: Awaited<ReturnType<Purse['win']>>;
    try {
      a = await purseFor(json(b.session)).win({
        txId: `${b.id}-win`,
        round: walletRound(round.table, round.id),
        amount: payout,
        referenceTxId: b.id,
        roundClosed: true,
      });
    } catch (e) {
      log.warn({ betId: b.id, err: e }, 'win got no answer');
      left++;
      continue;
    }
    if (!a.ok && a.status !== 'PENDING' && !FINAL.has(a.status)) {
      left++;
      continue;
    }
    const { rows: upd } = await db.query(
      `UPDATE studio_table_bets SET status = 'settled', payout = $2, wallet_status = $3, settled_at = $4
        WHERE id = $1 AND status = 'accepted' RETURNING id`,
      [b.id, payout, a.ok ? 'RS_OK' : a.status, now()],
    );
    if (upd.length) paid.push({ id: b.id, payout, session_id: b.session_id });
  }
  return { left, paid };
}

// ---- Bets.

export class LiveError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 422 | 503,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface PlaceBetsInput {
  table: TableCode;
  session: StudioSession;
  purse: Purse;
  roundId: number;
  positions: Position[];
  key: string;
  limits: Record<string, TableLimits>;
  now: number;
}
export interface PlaceBetsResult {
  bet: PublicBet;
  round_id: number;
  balance: number | null;
  /** False on a replay of the same idempotency key (nothing new was announced). */
  fresh: boolean;
}

/** Real players are their wallet user; demo players their session. */
export const playerKeyOf = (s: StudioSession) =>
  s.mode === 'real' && s.user ? `u:${walletUserKey(s.user)}` : `s:${s.id}`;
/** The studio never learns public names: players show as "Player" and a short tag stable per player. */
export const playerNameOf = (key: string) => `Player ${createHash('sha256').update(key).digest('hex').slice(0, 4)}`;

const sumByKey = (table: TableCode, ps: Position[], into = new Map<string, number>()) => {
  for (const p of ps) into.set(positionKey(table, p), (into.get(positionKey(table, p)) ?? 0) + p.amount);
  return into;
};

/**
 * One bet request: its positions (already checked against the layout) become one wallet bet.
 * Refused with no wallet call when the round is not the table's open round, its window is over,
 * or a limit would be passed.
 */
export async function placeBets(db: Db, i: PlaceBetsInput): Promise<PlaceBetsResult> {
  const limits = i.limits[i.session.currency];
  if (!limits) throw new LiveError(422, 'currency_not_supported', `The table does not play ${i.session.currency}`);
  const amount = i.positions.reduce((s, p) => s + p.amount, 0);
  const mine = sumByKey(i.table, i.positions);
  for (const [k, v] of mine) {
    if (v < limits.min) throw new LiveError(422, 'below_min', `${k}: the table's minimum is ${limits.min}`);
    if (v > limits.max) throw new LiveError(422, 'above_max', `${k}: the table's maximum is ${limits.max}`);
  }
  if (!Number.isSafeInteger(amount) || amount > limits.roundMax)
    throw new LiveError(422, 'above_round_max', `At most ${limits.roundMax} a round`);

  const playerKey = playerKeyOf(i.session);
  const replay = await findByKey(db, playerKey, i.key);
  if (replay) return answerReplay(replay, i);

  const id = randomUUID();
  const inserted = await db.transaction(async (tx) => {
    // Share lock: the engine's close (an update) waits for bets being written, and sees them after.
    const { rows } = await tx.query<{ phase: Phase; betting_ends_at: string }>(
      `SELECT phase, betting_ends_at FROM studio_table_rounds WHERE id = $1 AND table_code = $2 FOR SHARE`,
      [i.roundId, i.table],
    );
    const r = rows[0];
    if (!r) throw new LiveError(404, 'no_such_round', 'No such round at this table');
    if (r.phase !== 'betting' || Number(r.betting_ends_at) <= i.now)
      throw new LiveError(409, 'betting_closed', 'Bets are closed for this round');
    // One player's bets in a round are checked one after another against the round's limits.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`studio-live:${i.roundId}:${playerKey}`]);
    const { rows: before } = await tx.query<{ positions: Position[] | string }>(
      `SELECT positions FROM studio_table_bets WHERE round_id = $1 AND player_key = $2 AND status IN ('pending', 'accepted', 'settled')`,
      [i.roundId, playerKey],
    );
    const all = new Map<string, number>();
    let total = amount;
    for (const b of before) {
      const ps = json(b.positions);
      sumByKey(i.table, ps, all);
      total += ps.reduce((s, p) => s + p.amount, 0);
    }
    if (total > limits.roundMax) throw new LiveError(422, 'above_round_max', `At most ${limits.roundMax} a round`);
    for (const [k, v] of mine) {
      if ((all.get(k) ?? 0) + v > limits.max)
        throw new LiveError(422, 'above_max', `${k}: the table's maximum is ${limits.max}`);
    }
    const { rows: made } = await tx.query<DbBet>(
      `INSERT INTO studio_table_bets (id, round_id, table_code, session_id, player_key, player_name, session, currency,
         amount, positions, idempotency_key, placed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (player_key, idempotency_key) DO NOTHING RETURNING ${BET_COLS}`,
      [
        id,
        i.roundId,
        i.table,
        i.session.id,
        playerKey,
        playerNameOf(playerKey),
        JSON.stringify(i.session),
        i.session.currency,
        amount,
        JSON.stringify(i.positions),
        i.key,
        i.now,
      ],
    );
    return made[0] ?? null;
  });
  if (!inserted) {
    // The same key raced in: answer what that request did.
    const again = await findByKey(db, playerKey, i.key);
    if (!again) throw new LiveError(409, 'in_progress', 'The same bet is being placed');
    return answerReplay(again, i);
  }

  let a: Awaited<ReturnType<Purse['bet']>>;
  try {
    a = await i.purse.bet({ txId: id, round: walletRound(i.table, i.roundId), amount, roundClosed: false });
  } catch {
    // No answer at all: the row stays pending and the engine rolls it back after the grace.
    throw new LiveError(503, 'wallet_unavailable', "The casino's wallet did not answer");
  }
  if (!a.ok) {
    await db.query(
      `UPDATE studio_table_bets SET status = 'refused', wallet_status = $2 WHERE id = $1 AND status = 'pending'`,
      [id, a.status],
    );
    throw refusal(a.status);
  }
  const { rows: ok } = await db.query(
    `UPDATE studio_table_bets SET status = 'accepted', wallet_status = 'RS_OK' WHERE id = $1 AND status = 'pending' RETURNING id`,
    [id],
  );
  if (!ok.length) {
    // The engine gave up waiting and rolled it back: the money is back with the player.
    throw new LiveError(409, 'betting_closed', 'Bets are closed for this round');
  }
  const bet = { ...publicBet(inserted), payout: null };
  publish(db, CHANNEL, 'bets', { table: i.table, round_id: i.roundId, bets: [bet] });
  return { bet, round_id: i.roundId, balance: a.balance, fresh: true };
}

function refusal(status: string): LiveError {
  if (status === 'RS_ERROR_NOT_ENOUGH_MONEY') return new LiveError(402, 'not_enough_money', 'Not enough money');
  if (
    status === 'RS_ERROR_LIMIT_REACHED' ||
    status === 'RS_ERROR_BET_LIMIT_EXCEEDED' ||
    status === 'RS_ERROR_USER_DISABLED'
  )
    return new LiveError(422, 'bet_refused', `The casino refused the bet (${status})`);
  if (status === 'RS_ERROR_INVALID_TOKEN' || status === 'RS_ERROR_TOKEN_EXPIRED')
    return new LiveError(401, 'session_expired', 'The game session expired: reopen the game');
  return new LiveError(503, 'wallet_unavailable', `The casino's wallet did not take the bet (${status})`);
}

/** A key belongs to the player (every tab of theirs), not to one session. */
async function findByKey(db: Queryable, playerKey: string, key: string): Promise<DbBet | null> {
  const { rows } = await db.query<DbBet>(
    `SELECT ${BET_COLS} FROM studio_table_bets WHERE player_key = $1 AND idempotency_key = $2`,
    [playerKey, key],
  );
  return rows[0] ?? null;
}

// jsonb does not keep key order: compare positions by their layout names and amounts.
const canon = (table: TableCode, ps: Position[]) => ps.map((p) => `${positionKey(table, p)}=${p.amount}`).join(',');

async function answerReplay(b: DbBet, i: PlaceBetsInput): Promise<PlaceBetsResult> {
  if (Number(b.round_id) !== i.roundId || canon(i.table, json(b.positions)) !== canon(i.table, i.positions))
    throw new LiveError(422, 'idempotency_key_reused', 'This idempotency key was used for another bet');
  if (b.status === 'pending') throw new LiveError(409, 'in_progress', 'The same bet is being placed');
  if (b.status === 'refused') throw refusal(b.wallet_status ?? 'RS_ERROR_UNKNOWN');
  if (b.status === 'rolled_back') throw new LiveError(409, 'betting_closed', 'Bets are closed for this round');
  const balance = await i.purse.balance().catch(() => null);
  return { bet: publicBet(b), round_id: Number(b.round_id), balance, fresh: false };
}

// ---- Views.

/** The round's bets that stand (of one player when `playerKey` is given), in the order taken. */
export async function roundBets(db: Queryable, roundId: number, playerKey?: string): Promise<PublicBet[]> {
  const { rows } = await db.query<DbBet>(
    `SELECT ${BET_COLS} FROM studio_table_bets WHERE round_id = $1 AND status IN ('accepted', 'settled')
       AND ($2::text IS NULL OR player_key = $2) ORDER BY placed_at, id`,
    [roundId, playerKey ?? null],
  );
  return rows.map(publicBet);
}

export interface HistoryItem {
  id: number;
  result: TableResult;
}
/** The table's last results, newest first. */
export async function history(db: Queryable, table: TableCode, limit: number): Promise<HistoryItem[]> {
  const { rows } = await db.query<{ id: string; result: TableResult | string }>(
    `SELECT id, result FROM studio_table_rounds WHERE table_code = $1 AND phase IN ('result', 'settled')
      ORDER BY id DESC LIMIT $2`,
    [table, limit],
  );
  return rows.map((r) => ({ id: Number(r.id), result: json(r.result) }));
}

export interface LiveState {
  table: TableCode;
  round: PublicRound | null;
  bets: PublicBet[];
  history: HistoryItem[];
  server_time: number;
}
export const HISTORY_SIZE = 50;

export async function tableState(db: Queryable, table: TableCode, now: number): Promise<LiveState> {
  const r = await latestRound(db, table);
  return {
    table,
    round: r ? publicRound(r) : null,
    bets: r ? await roundBets(db, r.id) : [],
    history: await history(db, table, HISTORY_SIZE),
    server_time: now,
  };
}

/** Verification data of a round: the revealed hash, its chain's salt and the result recomputed. */
/** Deep equality of JSON values, whatever the order of object keys. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

export async function roundVerification(db: Queryable, table: TableCode, id: number) {
  const r = await roundById(db, table, id);
  if (!r) return null;
  const { rows } = await db.query<{ salt: string; terminating_hash: string; length: number }>(
    'SELECT salt, terminating_hash, length FROM fair_chains WHERE id = $1',
    [r.chainId],
  );
  const chain = rows[0]!;
  const base = {
    round: publicRound(r),
    chain: {
      id: r.chainId,
      index: r.chainIndex,
      terminating_hash: chain.terminating_hash,
      salt: chain.salt,
      length: Number(chain.length),
    },
  };
  if (!revealed(r.phase)) return base;
  const recomputed = resultOf(table, r.hash, chain.salt);
  return {
    ...base,
    hash: r.hash,
    recomputed,
    // Compared as values: the stored result comes back from jsonb, whose key order is its own.
    matches: sameValue(recomputed, r.result) && sha256Hex(r.hash) === base.round.commitment,
    bets: await roundBets(db, r.id),
  };
}

export { DEFAULT_LIMITS };
