// Games in progress (miner, hilo): the bet row is the game. It is opened with the stake, acted on
// under a row lock, and settled once (loss, cash-out or the operator's timeout). Everything lives in
// the database, so reloads, second tabs and restarts see the same game. Domain code: no HTTP.
import { BetError, type RoundResponse } from '../../contract/bets';
import { HILO_GUESSES, type HiloGuess, hiloReplay, rankOf } from '../../games/hilo/math';
import { payoutOf } from '../../games/kit/fair';
import { MINER_TILES, minerMines, minerMultiplier } from '../../games/miner/math';
import type { BetLimits } from '../config/schema';
import type { Db, Queryable } from '../db/types';
import { inWalletTransaction, payWinnings, placeStake } from '../wallet';
import { checkLimits } from './bets.server';
import { takeNonce } from './seeds.server';

export type RoundGame = 'miner' | 'hilo';
type Row = {
  id: string;
  user_id: string;
  game: RoundGame;
  status: 'open' | 'settled';
  currency: string;
  amount: string;
  params: Record<string, unknown>;
  outcome: Record<string, unknown>;
  multiplier: string;
  payout: string;
  nonce: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  balance_after: string | null;
};
const SELECT = `SELECT b.id, b.user_id, b.game, b.status, b.currency, b.amount, b.params, b.outcome, b.multiplier, b.payout,
  b.nonce, b.balance_after, p.server_seed, p.server_seed_hash, p.client_seed
  FROM bets b JOIN fair_seed_pairs p ON p.id = b.seed_pair_id`;

const seedOf = (r: Row) => ({ serverSeed: r.server_seed, clientSeed: r.client_seed, nonce: Number(r.nonce) });

/** The state a player may see: mines and future cards stay hidden while the game is open. */
function view(
  r: Row,
  balance: number | null = r.balance_after === null ? null : Number(r.balance_after),
): RoundResponse {
  const open = r.status === 'open';
  const m = Number(r.multiplier);
  const state: Record<string, unknown> = { ...r.outcome };
  if (r.game === 'miner' && !open) state.mines = minerMines(seedOf(r), Number(r.params.mines));
  if (r.game === 'hilo') {
    const actions = (r.outcome.actions as string[]) ?? [];
    state.cards = hiloReplay(seedOf(r), actions as ('skip' | HiloGuess)[]).cards.slice(0, actions.length + 1);
  }
  return {
    bet: {
      id: Number(r.id),
      game: r.game,
      status: r.status,
      amount: Number(r.amount),
      params: r.params,
      state,
      multiplier: m,
      payout: open ? payoutOf(Number(r.amount), m) : Number(r.payout),
    },
    fair: { server_seed_hash: r.server_seed_hash, client_seed: r.client_seed, nonce: Number(r.nonce) },
    balance,
  };
}

async function currencyOf(db: Queryable, userId: number): Promise<string> {
  const { rows } = await db.query<{ currency: string | null }>('SELECT currency FROM users WHERE id = $1', [userId]);
  const c = rows[0]?.currency;
  if (!c) throw new BetError('currency_required', 'Choose the account currency first', 'currency');
  return c;
}

export async function currentRound(
  db: Queryable,
  userId: number,
  game: RoundGame,
  lock = false,
): Promise<Row | undefined> {
  const { rows } = await db.query<Row>(
    `${SELECT} WHERE b.user_id = $1 AND b.game = $2 AND b.status = 'open'${lock ? ' FOR UPDATE OF b' : ''}`,
    [userId, game],
  );
  return rows[0];
}

export async function getRound(db: Queryable, userId: number, game: RoundGame): Promise<RoundResponse> {
  const r = await currentRound(db, userId, game);
  if (!r) throw new BetError('no_open_game', 'No game in progress', '_');
  return view(r);
}

/** Opens a game: the stake leaves the balance now; the game's randomness is fixed by pair + nonce. */
export async function openRound(
  db: Db,
  limits: BetLimits,
  req: { userId: number; game: RoundGame; amount: number; params: Record<string, unknown>; key: string },
): Promise<RoundResponse> {
  const currency = await currencyOf(db, req.userId);
  const { rows: same } = await db.query<Row>(
    `${SELECT} WHERE b.user_id = $1 AND b.game = $2 AND b.idempotency_key = $3`,
    [req.userId, req.game, req.key],
  );
  if (same[0]) return view(same[0]);
  checkLimits(limits, currency, req.game, req.amount);
  if (await currentRound(db, req.userId, req.game))
    throw new BetError('game_in_progress', 'Finish the game in progress first', '_');
  try {
    return await inWalletTransaction(db, async (tx) => {
      const pair = await takeNonce(tx, req.userId);
      const ref = `bet:${req.userId}:${req.game}:${req.key}`;
      const stake = await placeStake(tx, {
        userId: req.userId,
        currency,
        game: req.game,
        amount: req.amount,
        key: `${ref}:stake`,
        reference: ref,
      });
      const outcome = req.game === 'miner' ? { revealed: [] } : { actions: [] };
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO bets (user_id, game, currency, amount, seed_pair_id, nonce, params, outcome, multiplier, status, idempotency_key, balance_after)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'open', $10, $11) RETURNING id`,
        [
          req.userId,
          req.game,
          currency,
          req.amount,
          pair.id,
          pair.nonce,
          JSON.stringify(req.params),
          JSON.stringify(outcome),
          req.game === 'miner' ? 0 : 1,
          req.key,
          stake.balance,
        ],
      );
      const { rows: full } = await tx.query<Row>(`${SELECT} WHERE b.id = $1`, [rows[0]!.id]);
      return view(full[0]!, stake.balance);
    });
  } catch (e) {
    if ((e as { code?: string }).code === '23505')
      throw new BetError('game_in_progress', 'Finish the game in progress first', '_');
    throw e;
  }
}

/** Settles a game at a multiplier (0 = lost) inside the caller's transaction. */
async function settleRound(
  tx: Queryable,
  r: Row,
  outcome: Record<string, unknown>,
  multiplier: number,
): Promise<RoundResponse> {
  const payout = payoutOf(Number(r.amount), multiplier);
  const ref = `bet:${r.id}`;
  let balance: number | null = null;
  if (payout > 0) {
    balance = (
      await payWinnings(tx, {
        userId: Number(r.user_id),
        currency: r.currency,
        game: r.game,
        amount: payout,
        key: `${ref}:win`,
        reference: ref,
      })
    ).balance;
  }
  const { rows } = await tx.query<Row>(
    `UPDATE bets SET status = 'settled', settled_at = now(), outcome = $2, multiplier = $3, payout = $4,
       balance_after = COALESCE($5, balance_after) WHERE id = $1 RETURNING id`,
    [r.id, JSON.stringify(outcome), multiplier, payout, balance],
  );
  const { rows: full } = await tx.query<Row>(`${SELECT} WHERE b.id = $1`, [rows[0]!.id]);
  return view(full[0]!, balance);
}

async function act(db: Db, userId: number, game: RoundGame, fn: (tx: Queryable, r: Row) => Promise<RoundResponse>) {
  return inWalletTransaction(db, async (tx) => {
    const r = await currentRound(tx, userId, game, true);
    if (!r) throw new BetError('no_open_game', 'No game in progress', '_');
    return fn(tx, r);
  });
}

export function minerReveal(db: Db, userId: number, tile: number, edge = 0.01) {
  return act(db, userId, 'miner', async (tx, r) => {
    const revealed = (r.outcome.revealed as number[]) ?? [];
    if (revealed.includes(tile)) throw new BetError('invalid_move', 'This tile is already open', 'tile');
    const mines = Number(r.params.mines);
    const next = [...revealed, tile];
    if (minerMines(seedOf(r), mines).includes(tile)) return settleRound(tx, r, { revealed: next, hit: tile }, 0);
    const m = minerMultiplier(mines, next.length, edge);
    // Every safe tile found: nothing left to risk, so the game cashes out by itself.
    if (next.length === MINER_TILES - mines) return settleRound(tx, r, { revealed: next }, m);
    await tx.query('UPDATE bets SET outcome = $2, multiplier = $3 WHERE id = $1', [
      r.id,
      JSON.stringify({ revealed: next }),
      m,
    ]);
    return view({ ...r, outcome: { revealed: next }, multiplier: String(m) }, null);
  });
}

export function hiloGuess(db: Db, userId: number, guess: 'skip' | HiloGuess, edge = 0.01) {
  return act(db, userId, 'hilo', async (tx, r) => {
    const actions = [...((r.outcome.actions as ('skip' | HiloGuess)[]) ?? []), guess];
    if (guess !== 'skip' && HILO_GUESSES.includes(guess)) {
      const prev = hiloReplay(seedOf(r), actions.slice(0, -1), edge).cards[actions.length - 1]!;
      const p = guess === 'higher' ? rankOf(prev) < 12 : guess === 'lower' ? rankOf(prev) > 0 : true;
      if (!p) throw new BetError('invalid_move', 'This guess cannot win on this card', 'guess');
    }
    const res = hiloReplay(seedOf(r), actions, edge);
    if (res.lost) return settleRound(tx, r, { actions }, 0);
    await tx.query('UPDATE bets SET outcome = $2, multiplier = $3 WHERE id = $1', [
      r.id,
      JSON.stringify({ actions }),
      res.multiplier,
    ]);
    return view({ ...r, outcome: { actions }, multiplier: String(res.multiplier) }, null);
  });
}

/** Cash out at the current multiplier. A miner game with no tile open returns the stake. */
export function cashOut(db: Db, userId: number, game: RoundGame) {
  return act(db, userId, game, (tx, r) => settleRound(tx, r, r.outcome, cashOutMultiplier(r)));
}
function cashOutMultiplier(r: Row): number {
  const m = Number(r.multiplier);
  return r.game === 'miner' && m === 0 ? 1 : m;
}

/** The operator's timeout (default 30 days): games left open longer are cashed out as they stand. */
export async function expireOpenRounds(db: Db, olderThanDays = 30): Promise<number> {
  const { rows } = await db.query<{ id: string; user_id: string; game: RoundGame }>(
    `SELECT id, user_id, game FROM bets WHERE status = 'open' AND created_at < now() - make_interval(days => $1)`,
    [olderThanDays],
  );
  for (const r of rows) await cashOut(db, Number(r.user_id), r.game).catch(() => undefined);
  return rows.length;
}

/** Seeds may not rotate while a game in progress depends on the secret. */
export async function assertNoOpenRound(db: Queryable, userId: number) {
  const { rows } = await db.query("SELECT 1 FROM bets WHERE user_id = $1 AND status = 'open' LIMIT 1", [userId]);
  if (rows.length)
    throw new BetError('game_in_progress', 'Finish your game in progress before rotating the seeds', '_');
}
