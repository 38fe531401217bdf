// Placing a bet: one database round trip (issue 17, docs/decisions/031-one-round-trip-bets.md).
// The process knows the player's currency and active seed pair (seeds.server.ts), checks the
// stake and the best case against the limits in force, computes the outcome for the pair's next
// nonce, and hands everything to casino_place_bet (migration 17), which in one statement takes the
// nonce by compare-and-set, moves the money through the ledger with every player-protection check,
// and writes the bet row, whose unique key turns a repeat into a rollback (then the stored bet is
// read and answered). A pair that changed
// underneath (another process, a rotation, a client-seed change) fails the compare-and-set: the bet
// is computed again on the pair as it now stands, never played on the old one. Domain code.
import { createHash } from 'node:crypto';
import { BetError, type BetResponse } from '../../contract/bets';
import { WalletError } from '../../contract/wallet-errors';
import type { Currency } from '../../contract/common';
import { hashServerSeed } from '../../games/kit/fair';
import type { InstantPlay, RoundPlay } from '../../games/kit/play';
import { findGame } from '../../games/registry';
import type { BetLimits } from '../config/schema';
import type { Db } from '../db/types';
import { asWalletError, existingHouseAccount, sqlRefusal, wakeBalanceStreams } from '../wallet';
import { maxPayout, stakeLimit } from './limits.server';
import { forgetPlayer, newClientSeed, newServerSeed, playerPlay } from './seeds.server';
import { countBet } from '../ops/metrics.server';
import { logFor } from '../log.server';

const log = logFor('bets');

/** The house edge of the games whose formulas take one (fairness.md: default 1%). */
export const EDGE = 0.01;

export interface PlaceRequest {
  userId: number;
  params: unknown;
  /** The stake, or a unit price (cases) that `prices` may replace. */
  amount: number;
  /** Prices per account currency, when the game sets its price (cases). */
  prices?: Record<string, number>;
  /** The Idempotency-Key, and the hash of the request it came with. */
  key: string;
  requestHash: string;
}

/** A stored bet: the one just placed, or the one a repeated key finds. */
export interface BetRow {
  replayed: boolean;
  id: number;
  status: 'open' | 'settled';
  currency: string;
  amount: number;
  params: Record<string, unknown>;
  outcome: Record<string, unknown>;
  multiplier: number;
  payout: number;
  created_at: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  balance_after: number | null;
}

export const requestHash = (game: string, body: unknown) =>
  createHash('sha256')
    .update(`${game}\n${JSON.stringify(body)}`)
    .digest('hex');

const PLACE_SQL =
  'SELECT * FROM casino_place_bet($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)';
const STORED_SQL = `SELECT b.id, b.status, b.currency, b.amount, b.params, b.outcome, b.multiplier, b.payout, b.created_at,
    b.server_seed_hash, b.client_seed, b.nonce, b.balance_after, b.request_hash
  FROM bets b WHERE b.user_id = $1 AND b.game = $2 AND b.idempotency_key = $3`;

/** The refusal of an Idempotency-Key sent before with another request. */
export const keyReused = () =>
  new BetError('idempotency_key_reused', 'This Idempotency-Key was used for another request', 'Idempotency-Key');

/** The bet stored under a key (a repeat), or null; another request under the key is refused. */
async function storedBet(db: Db, userId: number, game: string, req: PlaceRequest): Promise<BetRow | null> {
  const { rows } = await db.query<Record<string, unknown>>(STORED_SQL, [userId, game, req.key]);
  const r = rows[0];
  if (!r) return null;
  if (r.request_hash !== null && r.request_hash !== req.requestHash) {
    throw keyReused();
  }
  return toRow({ ...r, replayed: true });
}
const ATTEMPTS = 6;

/** The stake's limits and the bet's best case, checked before any randomness is drawn. */
function checkBounds(limits: BetLimits, currency: Currency, game: string, stake: number, best: number): void {
  const key = findGame(game)?.limitKey;
  if (key) {
    const l = stakeLimit(limits, currency, key);
    if (!l) throw new BetError('game_unavailable', `This game is not offered in ${currency}`, 'currency');
    if (stake < l.min) throw new BetError('below_min_bet', `The minimum bet is ${l.min} (minor units)`);
    if (stake > l.max) throw new BetError('above_max_bet', `The maximum bet is ${l.max} (minor units)`);
  }
  const cap = maxPayout(limits, currency);
  if (best > cap)
    throw new BetError(
      'max_payout_exceeded',
      `This bet could pay more than the maximum payout of ${cap} (minor units)`,
    );
}

const num = (v: unknown) => Number(v);
function toRow(r: Record<string, unknown>): BetRow {
  return {
    replayed: r.replayed === true,
    id: num(r.id),
    status: r.status as BetRow['status'],
    currency: String(r.currency),
    amount: num(r.amount),
    params: r.params as Record<string, unknown>,
    outcome: r.outcome as Record<string, unknown>,
    multiplier: num(r.multiplier),
    payout: num(r.payout),
    created_at: new Date(r.created_at as string).toISOString(),
    server_seed_hash: String(r.server_seed_hash),
    client_seed: String(r.client_seed),
    nonce: num(r.nonce),
    balance_after: r.balance_after === null ? null : num(r.balance_after),
  };
}

// One player's bets in this process run one after another: they all take the next nonce of the same
// pair, so racing them would only make all but one fail their compare-and-set and compute again.
const queues = new WeakMap<object, Map<number, Promise<unknown>>>();
async function inTurn<T>(db: object, userId: number, fn: () => Promise<T>): Promise<T> {
  let q = queues.get(db);
  if (!q) {
    q = new Map();
    queues.set(db, q);
  }
  const before = q.get(userId);
  const run = before ? before.then(fn, fn) : fn();
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  q.set(userId, settled);
  void settled.then(() => {
    if (q.get(userId) === settled) q.delete(userId);
  });
  return run;
}

/**
 * Places a bet of game `def`: an instant bet settled at once, or a round opened (its stake taken,
 * its outcome fixed by the pair and nonce it starts on). Returns the stored bet; a repeat of the key
 * with the same request returns the first bet (`replayed`) and moves nothing.
 */
export function placeBet(
  db: Db,
  limits: BetLimits,
  def: InstantPlay<unknown, unknown> | RoundPlay<unknown, unknown, unknown, unknown>,
  req: PlaceRequest,
): Promise<BetRow> {
  return inTurn(db, req.userId, async () => {
    try {
      return await place(db, limits, def, req);
    } catch (e) {
      if (!(e instanceof BetError || e instanceof WalletError)) throw e;
      // A refusal (funds, limits, an exclusion, seeds, bounds) of a key already answered is the
      // retry of a bet that went through, perhaps the one that emptied the balance: it answers
      // what the first call did. Looked up only on a refusal, so the bet path pays nothing for it.
      const stored = await storedBet(db, req.userId, def.slug, req);
      if (stored) return stored;
      throw e;
    }
  });
}

async function place(
  db: Db,
  limits: BetLimits,
  def: InstantPlay<unknown, unknown> | RoundPlay<unknown, unknown, unknown, unknown>,
  req: PlaceRequest,
): Promise<BetRow> {
  let fresh = false;
  for (let attempt = 0; ; attempt++) {
    const play = await playerPlay(db, req.userId, fresh);
    const currency = play.currency;
    if (!currency) {
      // The copy may predate the player's choice of currency: read it again once.
      if (!fresh) {
        fresh = true;
        continue;
      }
      throw new BetError('currency_required', 'Choose the account currency first', 'currency');
    }
    let amount = req.amount;
    if (req.prices) {
      const price = Object.hasOwn(req.prices, currency) ? req.prices[currency] : undefined;
      if (price === undefined || !Number.isSafeInteger(price) || price <= 0)
        throw new BetError('currency_mismatch', `This has no price in ${currency}`, 'currency');
      amount = price;
    }
    const stake = def.kind === 'instant' ? def.stakeOf(req.params, amount) : amount;
    const best =
      def.kind === 'instant' ? def.bestCase(req.params, amount, EDGE) : def.bestCase(req.params, stake, EDGE);
    checkBounds(limits, currency, def.slug, stake, best);

    const pair = play.pair;
    const seed = { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nextNonce };
    const s =
      def.kind === 'instant'
        ? def.settle(seed, req.params, amount, EDGE)
        : { outcome: def.initial(req.params), multiplier: def.initialMultiplier, payout: 0, stake };
    const house = await existingHouseAccount(db, currency, 'game', def.slug);
    try {
      const { rows } = await db.query<Record<string, unknown>>(PLACE_SQL, [
        req.userId,
        def.slug,
        req.key,
        req.requestHash,
        currency,
        pair.id,
        pair.nextNonce,
        pair.clientSeed,
        s.stake,
        s.payout,
        s.multiplier,
        JSON.stringify(req.params),
        JSON.stringify(s.outcome),
        def.kind === 'round',
        house,
        // An instant bet counts for loyalty at its parameters' exact edge (to 12 places: the float
        // noise of 1 − 0.99 is not an edge); a round when it settles.
        def.kind === 'instant' ? Math.round(def.edgeOf(req.params, EDGE) * 1e12) / 1e12 : null,
      ]);
      const r = rows[0]!;
      pair.nextNonce++;
      countBet(def.slug, currency, s.stake, s.payout);
      log.info(
        { game: def.slug, betId: Number(r.id), userId: req.userId, stake: s.stake, payout: s.payout, currency },
        'bet placed',
      );
      wakeBalanceStreams(db, req.userId);
      // A new bet is what this process just computed; the database adds its id, time and balance.
      return {
        replayed: false,
        id: Number(r.id),
        status: def.kind === 'round' ? 'open' : 'settled',
        currency,
        amount: s.stake,
        params: req.params as Record<string, unknown>,
        outcome: s.outcome,
        multiplier: s.multiplier,
        payout: s.payout,
        created_at: new Date(r.created_at as string).toISOString(),
        server_seed_hash: pair.serverSeedHash,
        client_seed: pair.clientSeed,
        nonce: seed.nonce,
        balance_after: r.balance_after === null ? null : Number(r.balance_after),
      };
    } catch (e) {
      const r = sqlRefusal(e);
      const code = (e as { code?: string }).code;
      if (r?.code === 'replay') {
        // The key was used: the stored bet is the answer (nothing of this call stands). No bet under
        // it means the conflict was another open round of the game.
        const stored = await storedBet(db, req.userId, def.slug, req);
        if (stored) return stored;
        throw new BetError('game_in_progress', 'Finish the game in progress first', '_');
      }
      // The pair changed underneath, or this process's copy is old: read it again and recompute.
      const stale = r?.code === 'stale_pair' || code === '40P01';
      // A currency copied before the player chose another (possible only while the account is empty).
      const maybeOld = r?.code === 'insufficient_funds' || r?.code === 'currency_mismatch';
      if ((stale || (maybeOld && !fresh)) && attempt < ATTEMPTS) {
        fresh = true;
        continue;
      }
      if (stale) {
        // Other processes keep winning the pair: a conflict the client may retry (409).
        forgetPlayer(db, req.userId);
        throw new BetError('seeds_changed', 'The seeds changed while the bet was placed: try again', '_');
      }
      throw asWalletError(e);
    }
  }
}

/** A stored instant bet as the API answers it. */
export function betResponse(game: string, r: BetRow): BetResponse {
  const bet = {
    id: r.id,
    game,
    amount: r.amount,
    currency: r.currency,
    params: r.params,
    outcome: r.outcome,
    multiplier: r.multiplier,
    payout: r.payout,
    created_at: r.created_at,
  };
  return {
    bet,
    fair: { server_seed_hash: r.server_seed_hash, client_seed: r.client_seed, nonce: r.nonce },
    outcome: bet.outcome,
    multiplier: bet.multiplier,
    payout: bet.payout,
    balance: r.balance_after,
  };
}

/** Play for fun: a throwaway pair revealed at once; no database, no wallet. */
export function playForFun(def: InstantPlay<unknown, unknown>, params: unknown, amount: number): BetResponse {
  const serverSeed = newServerSeed();
  const clientSeed = newClientSeed();
  const s = def.settle({ serverSeed, clientSeed, nonce: 0 }, params, amount, EDGE);
  return {
    bet: {
      id: null,
      game: def.slug,
      amount: s.stake,
      currency: null,
      params: params as Record<string, unknown>,
      outcome: s.outcome,
      multiplier: s.multiplier,
      payout: s.payout,
      created_at: new Date().toISOString(),
    },
    fair: { server_seed_hash: hashServerSeed(serverSeed), client_seed: clientSeed, nonce: 0 },
    outcome: s.outcome,
    multiplier: s.multiplier,
    payout: s.payout,
    balance: null,
    server_seed: serverSeed,
  };
}
