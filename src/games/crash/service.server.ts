// Crash on the server (issue 19): the rounds, bets and cash-outs in the database, and the moves of
// money through the wallet. Domain code: no HTTP. The engine (engine.server.ts) drives the rounds
// on one process; bets and cash-outs arrive at any process and are written here directly, so the
// engine never sits on the bet path.
//
// Rules written down (docs/decisions/038-shared-rounds.md):
// - A bet is taken while the round is in its betting phase and before betting_ends_at, under a
//   share lock of the round row: the engine's start (an UPDATE of that row) waits for bets being
//   written and no bet lands after it.
// - A cash-out is priced at the server's clock when the request arrives: elapsed = arrival −
//   started_at, paid at multiplierAt(elapsed), at the bet's auto cash-out if that came first. It is
//   refused when elapsed is past the instant the round ends (elapsedFor(end point)); at exactly
//   that instant it is paid (the tie goes to the player).
// - A round whose total payout could pass the operator's maximum payout ends early for everyone:
//   at start, per currency, F = floor(maxPayout × 100 / Σ stakes) hundredths; the round ends at
//   min(crash point, F) and a forced end cashes every open bet out at F.
// - Takeover: a round still in betting when a new engine finds it is refunded (in one transaction,
//   the round and every stake); a running round runs on to its end point and settles against it.
// - Durable end (issue 38, docs/decisions/055-crash-rounds-settle-durably.md): the statement that
//   marks a round crashed writes on each open bet what the end owes it (its auto cash-out when the
//   curve reached it, the forced point at a forced end). Owed bets stay open until crash_cash_out
//   pays them (the engine at once; a later engine's sweep after a kill or a failed payment); only
//   bets owed nothing are settled as lost. A bet counts for loyalty in the statement that settles
//   it (cashed or lost), never when refunded.
import { createHash } from 'node:crypto';
import { CURRENCIES, type Currency } from '../../contract/common';
import {
  type CrashBetResponse,
  CrashError,
  type CrashFair,
  type CrashMyBet,
  type CrashPublicBet,
  type CrashRound,
  type CrashState,
  CRASH_GROWTH,
  CRASH_HOUSE_EDGE,
} from '../../contract/crash';
import { BetError } from '../../contract/bets';
import type { BetLimits } from '../../server/config/schema';
import type { Db, Queryable } from '../../server/db/types';
import { PUBLIC_PLAYER_SQL } from '../../server/bets/feed.server';
import { maxPayout, stakeLimit } from '../../server/bets/limits.server';
import {
  asWalletError,
  cashBalance,
  inWalletTransaction,
  refundStake,
  sqlRefusal,
  wakeBalanceStreams,
} from '../../server/wallet';
import { roundBits52 } from '../kit/fair/chain';
import {
  DEFAULT_CHAIN_LENGTH,
  lockGame,
  prepareChain,
  publishedChain,
  takeNextHash,
} from '../kit/shared/chain-store.server';
import { currentSeeding, seedingOf, seedingReady } from './seeding.server';
import { crashHundredths, elapsedFor, multiplierAt } from './math';
import { logFor } from '../../server/log.server';
import { countBet, countPayout } from '../../server/ops/metrics.server';
import { failpoint, isFailpointStop } from '../../server/ops/failpoints.server';

const log = logFor('crash');

export const GAME = 'crash';

export interface CrashSettings {
  /** The betting phase (the countdown), ms. */
  bettingMs: number;
  /** The pause after a crash before the next round opens, ms. */
  pauseMs: number;
  /** How long after the crash open bets are settled as lost: cash-outs that arrived in time but are still being written. */
  graceMs: number;
  chainLength: number;
  /**
   * Where chains get their salt (decision 066): `public`, a seeding event the operator announces
   * and enters (no round before); `local`, the demo's own random salt, chains made as needed.
   */
  seeding: 'local' | 'public';
}
export const DEFAULT_SETTINGS: CrashSettings = {
  bettingMs: 5000,
  pauseMs: 3000,
  graceMs: 500,
  chainLength: DEFAULT_CHAIN_LENGTH,
  seeding: 'local',
};

const sha256Hex = (s: string) => createHash('sha256').update(s).digest('hex');
export const toMultiplier = (hundredths: number) => hundredths / 100;
const hundredthsAt = (elapsedMs: number) => Math.round(multiplierAt(elapsedMs) * 100);
/** The instant (ms after the start) a round ending at `h` hundredths ends. */
export const endInstant = (h: number) => elapsedFor(h / 100);
/** floor(amount × h / 100), exact for any stake. */
export const payoutAt = (amount: number, h: number) => Number((BigInt(amount) * BigInt(h)) / 100n);

export type RoundRow = {
  id: number;
  chain_id: number;
  chain_index: number;
  hash: string;
  crash_hundredths: number;
  phase: 'betting' | 'running' | 'crashed' | 'refunded';
  betting_ends_at: number;
  started_at: number | null;
  force_hundredths: number | null;
  ended_hundredths: number | null;
  ended_at: number | null;
  settled_at: number | null;
  /** When the round opened (its betting phase began). */
  opened_at: number;
};
const ROUND_COLS = `id, chain_id, chain_index, hash, crash_hundredths, phase,
  (extract(epoch FROM betting_ends_at) * 1000)::bigint AS betting_ends_at,
  (extract(epoch FROM started_at) * 1000)::bigint AS started_at,
  force_hundredths, ended_hundredths,
  (extract(epoch FROM ended_at) * 1000)::bigint AS ended_at,
  (extract(epoch FROM settled_at) * 1000)::bigint AS settled_at,
  (extract(epoch FROM created_at) * 1000)::bigint AS opened_at`;
const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
function toRound(r: Record<string, unknown>): RoundRow {
  return {
    id: Number(r.id),
    chain_id: Number(r.chain_id),
    chain_index: Number(r.chain_index),
    hash: String(r.hash),
    crash_hundredths: Number(r.crash_hundredths),
    phase: r.phase as RoundRow['phase'],
    betting_ends_at: Number(r.betting_ends_at),
    started_at: n(r.started_at),
    force_hundredths: n(r.force_hundredths),
    ended_hundredths: n(r.ended_hundredths),
    ended_at: n(r.ended_at),
    settled_at: n(r.settled_at),
    opened_at: Number(r.opened_at),
  };
}

export async function latestRound(db: Queryable): Promise<RoundRow | null> {
  const { rows } = await db.query(`SELECT ${ROUND_COLS} FROM crash_rounds ORDER BY id DESC LIMIT 1`);
  return rows[0] ? toRound(rows[0]) : null;
}

/**
 * Opens the next round (id = last + 1, the chain's next hash). Null when another engine just did, or
 * when no chain is ready to play (awaiting its seeding event: seedingReady).
 */
export async function openRound(db: Db, s: CrashSettings, now = Date.now()): Promise<RoundRow | null> {
  if (s.seeding === 'local') await prepareChain(db, GAME, s.chainLength);
  try {
    return await db.transaction(async (tx) => {
      await lockGame(tx, GAME);
      if (!(await seedingReady(tx, s.seeding))) return null;
      const { rows } = await tx.query<{ id: string | null }>('SELECT max(id) AS id FROM crash_rounds');
      const id = Number(rows[0]?.id ?? 0) + 1;
      const link = await takeNextHash(tx, GAME, id, s.chainLength);
      const crash = crashHundredths(roundBits52(link.hash, link.salt));
      const { rows: made } = await tx.query(
        `INSERT INTO crash_rounds (id, chain_id, chain_index, hash, crash_hundredths, phase, betting_ends_at)
         VALUES ($1, $2, $3, $4, $5, 'betting', to_timestamp($6 / 1000.0)) RETURNING ${ROUND_COLS}`,
        [id, link.chainId, link.index, link.hash, crash, now + s.bettingMs],
      );
      return toRound(made[0]!);
    });
  } catch (e) {
    if ((e as { code?: string }).code === '23505') return null;
    throw e;
  }
}

const PLAYER = PUBLIC_PLAYER_SQL;
const BET_COLS = `b.id, b.round_id, b.user_id, b.currency, b.amount, b.auto_cashout, b.status, b.cashed_out_at, b.payout,
  b.owed_hundredths`;
type BetRow = {
  id: number;
  round_id: number;
  user_id: number;
  currency: string;
  amount: number;
  auto_cashout: number | null;
  status: CrashMyBet['status'];
  cashed_out_at: number | null;
  payout: number | null;
  /** What the round's end owes this open bet (hundredths), until it is paid. */
  owed_hundredths?: number | null;
  player?: string | null;
};
function toBet(r: Record<string, unknown>): BetRow {
  return {
    id: Number(r.id),
    round_id: Number(r.round_id),
    user_id: Number(r.user_id),
    currency: String(r.currency),
    amount: Number(r.amount),
    auto_cashout: n(r.auto_cashout),
    status: r.status as BetRow['status'],
    cashed_out_at: n(r.cashed_out_at),
    payout: n(r.payout),
    owed_hundredths: n(r.owed_hundredths),
    player: (r.player as string | null | undefined) ?? null,
  };
}
export const myBet = (b: BetRow): CrashMyBet => ({
  id: b.id,
  round_id: b.round_id,
  currency: b.currency,
  amount: b.amount,
  auto_cashout: b.auto_cashout === null ? null : toMultiplier(b.auto_cashout),
  cashed_out_at: b.cashed_out_at === null ? null : toMultiplier(b.cashed_out_at),
  payout: b.payout,
  status: b.status,
});
export const publicBet = (b: BetRow): CrashPublicBet => ({
  id: b.id,
  player: b.player ?? null,
  currency: b.currency,
  amount: b.amount,
  cashed_out_at: b.cashed_out_at === null ? null : toMultiplier(b.cashed_out_at),
  payout: b.status === 'cashed' ? b.payout : null,
});

export interface PlaceCrashBet {
  userId: number;
  amount: number;
  /** Hundredths, or null. */
  autoCashout: number | null;
  key: string;
  requestHash: string;
  /** When the request arrived (the server's clock): a bet sent before this round opened is not taken into it. */
  arrival?: number;
}

const PLACE_SQL = 'SELECT * FROM crash_place_bet($1, $2, $3, $4, $5, $6, $7, $8)';
const BET_REFUSALS = new Set([
  'currency_required',
  'game_unavailable',
  'below_min_bet',
  'above_max_bet',
  'max_payout_exceeded',
]);

/** The limits of crash in force per currency, as crash_place_bet takes them (migration 20). */
function limitsJson(limits: BetLimits): string {
  const out: Record<string, { min: number; max: number; cap: number }> = {};
  for (const c of CURRENCIES) {
    const l = stakeLimit(limits, c, GAME);
    if (l) out[c] = { ...l, cap: maxPayout(limits, c) };
  }
  return JSON.stringify(out);
}

/** Takes a bet into the round in its betting phase, in one statement. A repeated key answers the first bet. */
export async function placeCrashBet(
  db: Db,
  limits: BetLimits,
  req: PlaceCrashBet,
  now = Date.now,
): Promise<{ response: CrashBetResponse; bet: CrashPublicBet; roundId: number; fresh: boolean }> {
  const t = now();
  let row: { bet_id: string; round_id: string; currency: string; player: string | null; balance: string };
  try {
    const { rows } = await db.query<typeof row>(PLACE_SQL, [
      req.userId,
      req.amount,
      req.autoCashout,
      req.key,
      req.requestHash,
      req.arrival ?? t,
      t,
      limitsJson(limits),
    ]);
    row = rows[0]!;
  } catch (e) {
    const r = sqlRefusal(e);
    if (r?.code === 'replay') {
      const stored = await db.query(
        `SELECT ${BET_COLS}, b.request_hash, ${PLAYER} AS player FROM crash_bets b JOIN users u ON u.id = b.user_id
          WHERE b.user_id = $1 AND b.idempotency_key = $2`,
        [req.userId, req.key],
      );
      if (stored.rows[0]) return replay(db, req, stored.rows[0]);
    }
    if (r && BET_REFUSALS.has(r.code)) throw betRefusal(r.code, r.details);
    if (r?.code === 'betting_closed') {
      throw new CrashError('betting_closed', 'Bets are taken before the round starts: wait for the next one');
    }
    if (r?.code === 'already_bet') throw new CrashError('already_bet', 'You already have a bet in this round');
    throw asWalletError(e);
  }
  wakeBalanceStreams(db, req.userId);
  countBet('crash', row.currency, req.amount, 0);
  log.info(
    {
      game: 'crash',
      betId: Number(row.bet_id),
      roundId: Number(row.round_id),
      userId: req.userId,
      stake: req.amount,
      currency: row.currency,
    },
    'bet placed',
  );
  const bet: BetRow = {
    id: Number(row.bet_id),
    round_id: Number(row.round_id),
    user_id: req.userId,
    currency: row.currency,
    amount: req.amount,
    auto_cashout: req.autoCashout,
    status: 'open',
    cashed_out_at: null,
    payout: null,
    player: row.player,
  };
  return {
    response: { bet: myBet(bet), balance: Number(row.balance) },
    bet: publicBet(bet),
    roundId: bet.round_id,
    fresh: true,
  };
}

function betRefusal(code: string, details: Record<string, unknown>): BetError {
  switch (code) {
    case 'currency_required':
      return new BetError('currency_required', 'Choose the account currency first', 'currency');
    case 'game_unavailable':
      return new BetError('game_unavailable', 'Crash is not offered in your currency', 'currency');
    case 'below_min_bet':
      return new BetError('below_min_bet', `The minimum bet is ${details.min} (minor units)`);
    case 'above_max_bet':
      return new BetError('above_max_bet', `The maximum bet is ${details.max} (minor units)`);
    default:
      return new BetError(
        'max_payout_exceeded',
        'This round holds as much as the maximum payout covers: bet in the next round',
      );
  }
}

async function replay(db: Db, req: PlaceCrashBet, r: Record<string, unknown>) {
  if (r.request_hash !== req.requestHash) {
    throw new BetError(
      'idempotency_key_reused',
      'This Idempotency-Key was used for another request',
      'Idempotency-Key',
    );
  }
  const bet = toBet(r);
  return {
    response: { bet: myBet(bet), balance: await cashBalance(db, req.userId, bet.currency) },
    bet: publicBet(bet),
    roundId: bet.round_id,
    fresh: false,
  };
}

/** The instant the round ends (ms after its start) and the multiplier it ends at (hundredths). */
export function roundEnd(r: Pick<RoundRow, 'crash_hundredths' | 'force_hundredths'>) {
  const h = r.force_hundredths !== null ? Math.min(r.force_hundredths, r.crash_hundredths) : r.crash_hundredths;
  return {
    hundredths: h,
    at: endInstant(h),
    forced: r.force_hundredths !== null && r.force_hundredths < r.crash_hundredths,
  };
}

/**
 * Cashes out the player's bet of the running round, priced at `arrival` (the server's clock when
 * the request came in). A second cash-out answers the bet as it stands and pays nothing more.
 */
type Cashout = { id: number; player: string | null; at: number; payout: number; currency: string };

/**
 * `key` (the request's Idempotency-Key, if any) is written on the bet by the statement that pays
 * it: a retry with it (after a kill between the money and the answer, or once the round is over)
 * answers the bet it paid, `replayed`, and nothing moves again.
 */
export async function cashOut(
  db: Db,
  userId: number,
  arrival: number,
  key: string | null = null,
): Promise<{ response: CrashBetResponse; cashout: Cashout | null; roundId: number; replayed: boolean }> {
  // The bet this key paid, else the player's latest bet: one statement either way.
  const { rows } = await db.query(
    `SELECT ${BET_COLS}, ${PLAYER} AS player, r.phase, r.crash_hundredths, r.force_hundredths,
            (extract(epoch FROM r.started_at) * 1000)::bigint AS started_at,
            (SELECT max(id) FROM crash_rounds) AS latest, coalesce(b.cashout_key = $2, false) AS replay
       FROM crash_bets b JOIN crash_rounds r ON r.id = b.round_id JOIN users u ON u.id = b.user_id
      WHERE b.id = coalesce((SELECT k.id FROM crash_bets k WHERE k.user_id = $1 AND k.cashout_key = $2),
                            (SELECT l.id FROM crash_bets l WHERE l.user_id = $1 ORDER BY l.id DESC LIMIT 1))`,
    [userId, key],
  );
  const r = rows[0];
  if (!r) throw new CrashError('no_bet', 'You have no bet in this round', '_', 404);
  const bet = toBet(r);
  // A second cash-out (a double click, a retry): the bet as it stands, nothing paid again.
  const asItStands = async (b: BetRow, replayed = false) => ({
    response: { bet: myBet(b), balance: await cashBalance(db, userId, b.currency) },
    cashout: null,
    roundId: b.round_id,
    replayed,
  });
  if (r.replay === true) return asItStands(bet, true);
  if (bet.round_id !== Number(r.latest)) throw new CrashError('no_bet', 'You have no bet in this round', '_', 404);
  if (bet.status === 'cashed') return asItStands(bet);
  if (bet.status !== 'open') throw new CrashError('round_over', 'The round is over');
  if (r.phase === 'betting' || r.started_at === null) {
    throw new CrashError('not_running', 'The round has not started yet');
  }
  const end = roundEnd({ crash_hundredths: Number(r.crash_hundredths), force_hundredths: n(r.force_hundredths) });
  const elapsed = arrival - Number(r.started_at);
  let at = hundredthsAt(elapsed);
  if (bet.auto_cashout !== null && bet.auto_cashout <= at) at = bet.auto_cashout;
  if (elapsed > end.at || at > end.hundredths) {
    // Past the end: a forced end cashed everyone out at its point; a crash took the bet.
    if (!end.forced) throw new CrashError('round_over', 'Too late: the round crashed');
    at = end.hundredths;
  }
  let paid: Awaited<ReturnType<typeof payCashout>>;
  try {
    paid = await payCashout(db, bet, at, key);
  } catch (e) {
    // The same key racing this call paid another bet of the player (a key reused across rounds):
    // the key's bet is the answer.
    if ((e as { code?: string }).code === '23505' && key !== null) return cashOut(db, userId, arrival, key);
    throw e;
  }
  if (paid) {
    failpoint('crash.cashout.after-money');
    return {
      response: { bet: myBet(paid.bet), balance: paid.balance },
      cashout: paid.cashout,
      roundId: bet.round_id,
      replayed: false,
    };
  }
  // Settled meanwhile: by a second request of this player (answered as it stands) or by the crash.
  const { rows: now } = await db.query(`SELECT ${BET_COLS} FROM crash_bets b WHERE b.id = $1`, [bet.id]);
  const settled = toBet(now[0]!);
  if (settled.status === 'cashed') return asItStands(settled);
  throw new CrashError('round_over', 'The round is over');
}

/**
 * Marks an open bet cashed at `at` and pays it, counting it for loyalty, in one statement
 * (crash_cash_out, migration 32); null when it was settled meanwhile.
 */
async function payCashout(
  db: Db,
  bet: BetRow,
  at: number,
  key: string | null = null,
): Promise<{ bet: BetRow; balance: number; cashout: Cashout } | null> {
  const payout = payoutAt(bet.amount, at);
  let rows: { balance: string }[];
  try {
    ({ rows } = await db.query<{ balance: string }>('SELECT balance FROM crash_cash_out($1, $2, $3, $4)', [
      bet.id,
      at,
      payout,
      key,
    ]));
  } catch (e) {
    throw asWalletError(e);
  }
  if (!rows[0]) return null;
  wakeBalanceStreams(db, bet.user_id);
  countPayout('crash', bet.currency, payout);
  return {
    bet: { ...bet, status: 'cashed', cashed_out_at: at, payout, owed_hundredths: null },
    balance: Number(rows[0].balance),
    cashout: { id: bet.id, player: bet.player ?? null, at: toMultiplier(at), payout, currency: bet.currency },
  };
}

// ---- The engine's steps: each one conditional, so two engines overlapping change nothing twice.

/** Betting → running. Returns the started round (with its force point), or null if it was not in betting. */
/**
 * crash_place_bet checks the round's stakes against the maximum payout without making bets wait for
 * each other (a lock there would queue every bet of a currency behind the one before's commit). Two
 * bets at once can pass it together: at the start the newest bets past what the maximum payout covers
 * at 1.01× are refunded, so the early end always pays above the stake and never past the cap.
 * Returns the stakes left in the currency.
 */
async function fitStakes(tx: Queryable, roundId: number, currency: string, total: number, cap: number) {
  if (total * 101 <= cap * 100) return total;
  const { rows } = await tx.query<{ id: string; user_id: string; amount: string }>(
    `SELECT id, user_id, amount FROM crash_bets WHERE round_id = $1 AND currency = $2 AND status = 'open' ORDER BY id DESC`,
    [roundId, currency],
  );
  for (const b of rows) {
    if (total * 101 <= cap * 100) break;
    const bet = { id: Number(b.id), user_id: Number(b.user_id), currency, amount: Number(b.amount), round_id: roundId };
    if (await refundBet(tx, bet)) total -= bet.amount;
  }
  return total;
}

/** An open bet refunded (its row and its stake back), inside the caller's transaction; false if it was not open. */
async function refundBet(
  tx: Queryable,
  b: Pick<BetRow, 'id' | 'user_id' | 'currency' | 'amount' | 'round_id'>,
): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE crash_bets SET status = 'refunded', payout = amount, settled_at = now() WHERE id = $1 AND status = 'open' RETURNING id`,
    [b.id],
  );
  if (!rows[0]) return false;
  await refundStake(tx, {
    userId: b.user_id,
    currency: b.currency,
    amount: b.amount,
    game: GAME,
    key: `crash-bet:${b.id}:refund`,
    reference: `crash:${b.round_id}`,
  });
  return true;
}

export async function startRound(db: Db, limits: BetLimits, id: number, now = Date.now()): Promise<RoundRow | null> {
  return inWalletTransaction(db, async (tx) => {
    const { rows } = await tx.query(
      `UPDATE crash_rounds SET phase = 'running', started_at = to_timestamp($2 / 1000.0)
        WHERE id = $1 AND phase = 'betting' RETURNING ${ROUND_COLS}`,
      [id, now],
    );
    if (!rows[0]) return null;
    const r = toRound(rows[0]);
    const { rows: sums } = await tx.query<{ currency: string; total: string }>(
      'SELECT currency, sum(amount) AS total FROM crash_bets WHERE round_id = $1 GROUP BY currency',
      [id],
    );
    let force: number | null = null;
    for (const s of sums) {
      const cap = maxPayout(limits, s.currency as Currency);
      const total = await fitStakes(tx, id, s.currency, Number(s.total), cap);
      if (total === 0) continue;
      const f = Math.max(100, Number((BigInt(cap) * 100n) / BigInt(total)));
      force = force === null ? f : Math.min(force, f);
    }
    if (force !== null && force >= r.crash_hundredths) force = null;
    const ended = force ?? r.crash_hundredths;
    await tx.query('UPDATE crash_rounds SET force_hundredths = $2, ended_hundredths = $3 WHERE id = $1', [
      id,
      force,
      ended,
    ]);
    return { ...r, force_hundredths: force, ended_hundredths: ended };
  });
}

/** Open bets of the round whose auto cash-out is at most `upTo` hundredths. */
export async function dueAutoCashouts(db: Queryable, roundId: number, upTo: number): Promise<BetRow[]> {
  const { rows } = await db.query(
    `SELECT ${BET_COLS}, ${PLAYER} AS player FROM crash_bets b JOIN users u ON u.id = b.user_id
      WHERE b.round_id = $1 AND b.status = 'open' AND b.auto_cashout <= $2 ORDER BY b.auto_cashout, b.id`,
    [roundId, upTo],
  );
  return rows.map(toBet);
}

/**
 * Cashes each bet out at its own `at` in its own transaction: one failure never holds the others
 * (a bet whose payment failed stays open, and the round's end records what it is owed). A failpoint
 * stop is no failure: it stops the whole batch, as a kill would.
 */
export async function cashOutMany(db: Db, bets: { bet: BetRow; at: number }[], after?: () => void) {
  const done: Cashout[] = [];
  const CONCURRENCY = db.kind === 'postgres' ? 8 : 1;
  let i = 0;
  let stop: unknown = null;
  const worker = async () => {
    while (i < bets.length && stop === null) {
      const { bet, at } = bets[i++]!;
      try {
        const out = await payCashout(db, bet, at);
        if (out) done.push(out.cashout);
        after?.();
      } catch (e) {
        if (isFailpointStop(e)) {
          stop = e;
          break;
        }
        log.error({ betId: bet.id, err: e }, 'cash-out failed');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, bets.length) }, worker));
  if (stop !== null) throw stop;
  return done;
}

/**
 * Running → crashed (the end point reached), and in the same statement what the end owes each bet
 * still open: its auto cash-out when the curve reached it (at or below the end point), the end
 * point itself when the round ended at the maximum payout. False when another engine did it first.
 */
export async function markCrashed(db: Queryable, id: number, now = Date.now()): Promise<boolean> {
  const { rows } = await db.query(
    `WITH r AS (
       UPDATE crash_rounds SET phase = 'crashed', ended_at = to_timestamp($2 / 1000.0)
        WHERE id = $1 AND phase = 'running'
       RETURNING id, coalesce(ended_hundredths, crash_hundredths) AS ended, force_hundredths IS NOT NULL AS forced),
     owed AS (
       UPDATE crash_bets b SET owed_hundredths = CASE WHEN b.auto_cashout <= r.ended THEN b.auto_cashout ELSE r.ended END
         FROM r
        WHERE b.round_id = r.id AND b.status = 'open' AND (b.auto_cashout <= r.ended OR r.forced)
       RETURNING b.id)
     SELECT id, (SELECT count(*) FROM owed) AS owed FROM r`,
    [id, now],
  );
  return rows.length > 0;
}

/**
 * Pays the cash-outs the end of a round owes (of round `roundId`, or of every finished round),
 * each in its own statement. Returns the cash-outs paid, to announce.
 */
export async function payOwed(
  db: Db,
  roundId: number | null = null,
): Promise<{ roundId: number; cashouts: Cashout[] }[]> {
  const { rows } = await db.query(
    `SELECT ${BET_COLS}, ${PLAYER} AS player FROM crash_bets b JOIN users u ON u.id = b.user_id
       JOIN crash_rounds r ON r.id = b.round_id
      WHERE b.status = 'open' AND b.owed_hundredths IS NOT NULL AND r.phase = 'crashed'
        AND ($1::bigint IS NULL OR b.round_id = $1)
      ORDER BY b.id`,
    [roundId],
  );
  const owed = rows.map(toBet);
  if (!owed.length) return [];
  const done = await cashOutMany(
    db,
    owed.map((bet) => ({ bet, at: bet.owed_hundredths! })),
    () => failpoint('crash.end.mid-payouts'),
  );
  const byRound = new Map<number, Cashout[]>();
  for (const c of done) {
    const r = owed.find((b) => b.id === c.id)!.round_id;
    byRound.set(r, [...(byRound.get(r) ?? []), c]);
  }
  return [...byRound].map(([id, cashouts]) => ({ roundId: id, cashouts }));
}

/**
 * The bets of a crashed round still open and owed nothing (after the crash and its grace) lost, each
 * counted for loyalty, in one statement (crash_settle_losses, migration 32); the round is settled
 * once none of its bets is open. Returns the bets lost.
 */
export async function settleLosses(db: Queryable, id: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT crash_settle_losses($1) AS n', [id]);
  return Number(rows[0]?.n ?? 0);
}

/**
 * A round that never started refunded: the round and every stake in one transaction, so a kill
 * midway leaves it in betting for the next engine to refund whole. Also finishes a round an older
 * version left refunded with stakes still held. Returns the bets refunded.
 */
export async function refundRound(db: Db, id: number): Promise<number> {
  return inWalletTransaction(db, async (tx) => {
    const { rows } = await tx.query(
      `UPDATE crash_rounds SET phase = 'refunded', ended_at = coalesce(ended_at, now()), settled_at = now()
        WHERE id = $1 AND (phase = 'betting' OR (phase = 'refunded'
          AND EXISTS (SELECT 1 FROM crash_bets b WHERE b.round_id = $1 AND b.status = 'open')))
        RETURNING id`,
      [id],
    );
    if (!rows[0]) return 0;
    const { rows: bets } = await tx.query(
      `SELECT ${BET_COLS} FROM crash_bets b WHERE b.round_id = $1 AND b.status = 'open' ORDER BY b.id FOR UPDATE`,
      [id],
    );
    let refunded = 0;
    for (const b of bets.map(toBet)) {
      if (await refundBet(tx, b)) refunded++;
      failpoint('crash.refund.mid-round');
    }
    return refunded;
  });
}

/**
 * Finishes what rounds before the latest left undone (the engine runs it between rounds, so also
 * after a takeover): stakes of refunded rounds still held, owed cash-outs unpaid (a kill, a failed
 * payment), bets of crashed rounds past their grace not yet settled. Returns the cash-outs paid.
 */
export async function sweepRounds(db: Db, graceMs: number, now = Date.now()) {
  const { rows } = await db.query<{ id: string; phase: string; due: boolean }>(
    `SELECT DISTINCT r.id, r.phase, r.ended_at <= to_timestamp($1 / 1000.0) AS due
       FROM crash_bets b JOIN crash_rounds r ON r.id = b.round_id
      WHERE b.status = 'open' AND r.phase IN ('crashed', 'refunded') ORDER BY r.id`,
    [now - graceMs],
  );
  for (const r of rows.filter((x) => x.phase === 'refunded')) {
    const refunded = await refundRound(db, Number(r.id));
    if (refunded) log.warn({ roundId: Number(r.id), refunded }, 'stakes still held in a refunded round: refunded');
  }
  const paid = await payOwed(db);
  for (const r of rows.filter((x) => x.phase === 'crashed' && x.due)) await settleLosses(db, Number(r.id));
  return paid;
}

// ---- Reads.

export const commitmentOf = (hash: string) => sha256Hex(hash);

export async function roundBets(db: Queryable, roundId: number): Promise<CrashPublicBet[]> {
  const { rows } = await db.query(
    `SELECT ${BET_COLS}, ${PLAYER} AS player FROM crash_bets b JOIN users u ON u.id = b.user_id
      WHERE b.round_id = $1 ORDER BY b.id`,
    [roundId],
  );
  return rows.map((r) => publicBet(toBet(r)));
}

/**
 * Where a finished round ended: `end_point` the multiplier (below crash_point after a forced end),
 * `ended_at` the instant (epoch ms, as every time of the crash contract).
 */
const endOf = (r: RoundRow) => ({
  end_point: toMultiplier(r.ended_hundredths ?? r.crash_hundredths),
  // Always written with the phase; a row without it ended no later than its betting.
  ended_at: r.ended_at ?? r.betting_ends_at,
});

/** The current round as players may see it: the hash and the points only once it crashed. */
export function stateOf(r: RoundRow, bets: CrashPublicBet[], now = Date.now()): CrashState {
  const over = r.phase === 'crashed' || r.phase === 'refunded';
  return {
    id: r.id,
    phase: r.phase === 'refunded' ? 'crashed' : r.phase,
    hash_commitment: commitmentOf(r.hash),
    betting_ends_at: r.betting_ends_at,
    started_at: r.started_at,
    server_time: now,
    bets,
    ...(over
      ? {
          crash_point: toMultiplier(r.crash_hundredths),
          ...endOf(r),
          hash: r.hash,
        }
      : {}),
  };
}

export async function currentState(db: Queryable): Promise<CrashState | null> {
  const r = await latestRound(db);
  if (!r) return null;
  return stateOf(r, await roundBets(db, r.id));
}

/** The chain in play, or null before the engine made the first one (a GET never makes it). */
export async function fairInfo(db: Db): Promise<CrashFair | null> {
  const c = await publishedChain(db, GAME);
  const seeding = await currentSeeding(db);
  if (!c || !seeding) return null;
  const last = await latestRound(db);
  return {
    salt: c.salt === '' ? null : c.salt,
    seeding: seedingOf(seeding),
    terminating_hash: c.terminatingHash,
    first_round_id: c.firstRoundId ?? (last?.id ?? 0) + 1,
    length: c.length,
    growth: CRASH_GROWTH,
    house_edge: CRASH_HOUSE_EDGE,
  };
}

export async function finishedRounds(db: Queryable, limit: number): Promise<CrashRound[]> {
  const { rows } = await db.query(
    `SELECT ${ROUND_COLS} FROM crash_rounds WHERE phase IN ('crashed', 'refunded') ORDER BY id DESC LIMIT $1`,
    [limit],
  );
  return rows.map((x) => {
    const r = toRound(x);
    return {
      id: r.id,
      hash: r.hash,
      crash_point: toMultiplier(r.crash_hundredths),
      started_at: r.started_at,
      ...endOf(r),
      ...(r.phase === 'refunded' ? { refunded: true } : {}),
    };
  });
}

export async function playerBets(db: Queryable, userId: number, limit: number): Promise<CrashMyBet[]> {
  const { rows } = await db.query(
    `SELECT ${BET_COLS} FROM crash_bets b WHERE b.user_id = $1 ORDER BY b.id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map((r) => myBet(toBet(r)));
}
