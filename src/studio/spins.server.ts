// A slot spin's money, durable across a kill at any point (issue 38 finding 7, decision 056).
//
// Real money, on the casino's wallet over Hub88:
//   1. one transaction: the nonce, the outcome its seeds fix, the spin 'pending' with the ids of
//      every call it may need (bet = the spin's id, win = win_tx), and its guard: a rollback,
//      armed to fire after BET_GUARD_MS unless the bet's answer removes it;
//   2. the bet (round closed when the outcome pays nothing);
//   3. its definite answer, in one statement or transaction with the guard's removal: refused
//      (nothing moved), settled (a loss: the bet closed its round), or bet_ok with the win queued;
//   4. the win, retried from the outbox until final; its answer and the spin's settlement are
//      one transaction.
// A kill before 3 leaves the guard, which voids the spin by a rollback the wallet accepts (the
// stake returned, or the bet never taken) or, when the wallet refuses it because the bet stands,
// finishes the spin with its outcome. A kill after 3 leaves the queued win. Every call is keyed by
// its transaction id, so sending one again moves nothing twice.
// Demo money is the studio's own: the whole spin is one transaction.
import { randomUUID } from 'node:crypto';
import { failpoint } from '../server/ops/failpoints.server';
import type { Queryable } from '../server/db/types';
import { payoutOf, roundingFloat } from '../games/kit/fair/money';
import { type SeedInput, floatStream } from '../games/kit/fair/engine';
import { attempt, BET_GUARD_MS, claim, insertRow, LEASE_MS } from './outbox.server';
import { seedOwner, takeNonce } from './seeds.server';
import type { StudioContext, StudioSession } from './sessions.server';
import type { SlotGame, SpinStep } from './slots/types';
import { betNeedsRollback, settlementIsFinal, type WinParams } from './wallet-client';

export type SpinStatus = 'pending' | 'bet_ok' | 'settled' | 'refused' | 'rolled_back' | 'failed';

export type SpinRow = {
  id: string;
  session_id: string;
  owner: string;
  game: string;
  mode: string;
  currency: string;
  seed_id: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: string;
  stake: string;
  buy: boolean;
  cost: string;
  multiplier: string;
  payout: string;
  steps: SpinStep[];
  status: SpinStatus;
  wallet_status: string | null;
  win_tx: string;
  created_at: Date;
};

/** What a spin request comes to. */
export type SpinResult =
  /** The outcome, its money counted (balance null: the win is owed and on its way from the outbox). */
  | { kind: 'done'; spin: SpinRow; balance: number | null }
  /** The wallet refused the bet (nothing moved), or gave no answer (then the bet is being voided). */
  | { kind: 'refused'; status: string; balance: number | null }
  /** Not decided yet: the same request again later gets the answer. */
  | { kind: 'in_progress' }
  /** Voided by a rollback the wallet accepted: nothing was taken. */
  | { kind: 'void' }
  /** The wallet refused the win of a bet it took: the operator's (reconcile reports it). */
  | { kind: 'failed'; status: string | null };

/** Computes a spin from its seed copy: what the route plays and what any verifier recomputes. */
export function playSpin(slot: SlotGame, seed: SeedInput, stake: number, buy: boolean) {
  const outcome = slot.spin(floatStream(seed), { buy });
  const cost = buy && slot.buy ? stake * slot.buy.costX : stake;
  const payout = payoutOf(stake, outcome.multiplier, roundingFloat(seed));
  return { outcome, cost, payout };
}

class DemoShort extends Error {
  constructor(readonly balance: number) {
    super('demo balance short');
  }
}

const walletBase = (s: StudioSession) => ({ user: s.user ?? '', token: s.token ?? '', game: s.game });

/**
 * Step 1: writes the spin (and, in real money, its guard) in one transaction; a demo spin is
 * played whole here. Throws a unique violation when the idempotency key is taken.
 */
export async function startSpin(
  ctx: StudioContext,
  s: StudioSession,
  slot: SlotGame,
  stake: number,
  buy: boolean,
  idempotency: string | null,
): Promise<SpinResult & { spin?: SpinRow }> {
  const owner = seedOwner(s);
  const demo = s.mode === 'demo';
  try {
    const spin = await ctx.db.transaction(async (tx) => {
      const pair = await takeNonce(tx, owner);
      const seed = { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nonce };
      const { outcome, cost, payout } = playSpin(slot, seed, stake, buy);
      let demoBalance: number | null = null;
      if (demo) {
        const { rows } = await tx.query<{ demo_balance: string }>(
          `UPDATE studio_sessions SET demo_balance = demo_balance - $2 + $3 WHERE id = $1 AND demo_balance >= $2
           RETURNING demo_balance`,
          [s.id, cost, payout],
        );
        if (!rows[0]) throw new DemoShort(await demoBalanceOf(tx, s));
        demoBalance = Number(rows[0].demo_balance);
      }
      const id = randomUUID();
      const winTx = randomUUID();
      const { rows } = await tx.query<SpinRow>(
        `INSERT INTO studio_spins (id, session_id, owner, game, mode, currency, idempotency, seed_id, server_seed_hash,
           client_seed, nonce, stake, buy, cost, multiplier, payout, steps, status, wallet_status, win_tx, created_at, settled_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22)
         RETURNING *`,
        [
          id,
          s.id,
          owner,
          slot.code,
          s.mode,
          s.currency,
          idempotency,
          pair.seedId,
          pair.serverSeedHash,
          pair.clientSeed,
          pair.nonce,
          stake,
          buy,
          cost,
          outcome.multiplier,
          payout,
          JSON.stringify(outcome.steps),
          demo ? 'settled' : 'pending',
          demo ? 'RS_OK' : null,
          winTx,
          new Date(ctx.now()),
          demo ? new Date(ctx.now()) : null,
        ],
      );
      if (!demo)
        await insertRow(
          tx,
          ctx,
          'rollback',
          { ...walletBase(s), txId: randomUUID(), round: id, roundClosed: true, referenceTxId: id },
          'armed',
          BET_GUARD_MS,
          id,
        );
      return { row: rows[0]!, demoBalance };
    });
    return demo ? { kind: 'done', spin: spin.row, balance: spin.demoBalance } : { kind: 'in_progress', spin: spin.row };
  } catch (e) {
    if (e instanceof DemoShort) return { kind: 'refused', status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: e.balance };
    throw e;
  }
}

async function demoBalanceOf(q: Queryable, s: StudioSession): Promise<number> {
  const { rows } = await q.query<{ demo_balance: string }>(`SELECT demo_balance FROM studio_sessions WHERE id = $1`, [
    s.id,
  ]);
  return Number(rows[0]?.demo_balance ?? 0);
}

/** Steps 2 to 4 of a real-money spin written by startSpin. */
export async function playRealSpin(ctx: StudioContext, s: StudioSession, spin: SpinRow): Promise<SpinResult> {
  failpoint('studio.spin.after-intent');
  const payout = Number(spin.payout);
  const bet = await ctx.wallet.bet({
    ...walletBase(s),
    currency: s.currency,
    txId: spin.id,
    round: spin.id,
    amount: Number(spin.cost),
    roundClosed: payout === 0,
  });
  failpoint('studio.spin.after-debit');
  if (betNeedsRollback(bet)) {
    // No trustworthy answer: the guard fires now (the outbox retries it, and settles the spin).
    const guard = await claim(ctx, `spin_id = $2 AND kind = 'rollback' AND state = 'armed'`, [spin.id]);
    if (guard) await attempt(ctx, guard);
    return { kind: 'refused', status: bet.status, balance: bet.balance ?? null };
  }
  const at = new Date(ctx.now());
  if (bet.status !== 'RS_OK') {
    // A definite refusal: nothing moved, so no rollback is owed (Hub88: the bet is discarded).
    await ctx.db.query(
      `WITH studio_guard AS (DELETE FROM studio_outbox WHERE spin_id = $1 AND kind = 'rollback' AND state = 'armed' RETURNING 1)
       UPDATE studio_spins SET status = 'refused', wallet_status = $2, settled_at = $3
        WHERE id = $1 AND status = 'pending' AND EXISTS (SELECT 1 FROM studio_guard)`,
      [spin.id, bet.status, at],
    );
    return { kind: 'refused', status: bet.status, balance: bet.balance ?? null };
  }
  if (payout === 0) {
    const { rows } = await ctx.db.query(
      `WITH studio_guard AS (DELETE FROM studio_outbox WHERE spin_id = $1 AND kind = 'rollback' AND state = 'armed' RETURNING 1)
       UPDATE studio_spins SET status = 'settled', wallet_status = 'RS_OK', settled_at = $2
        WHERE id = $1 AND status = 'pending' AND EXISTS (SELECT 1 FROM studio_guard) RETURNING id`,
      [spin.id, at],
    );
    // No row: the guard fired first (a bet answered past it); the spin is the rollback's now.
    return rows.length ? { kind: 'done', spin, balance: bet.balance ?? null } : replaySpin(ctx, s, spin.id);
  }
  const win: WinParams = {
    ...walletBase(s),
    currency: s.currency,
    txId: spin.win_tx,
    round: spin.id,
    roundClosed: true,
    amount: payout,
    referenceTxId: spin.id,
  };
  const row = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `WITH studio_guard AS (DELETE FROM studio_outbox WHERE spin_id = $1 AND kind = 'rollback' AND state = 'armed' RETURNING 1)
       UPDATE studio_spins SET status = 'bet_ok', wallet_status = 'RS_OK'
        WHERE id = $1 AND status = 'pending' AND EXISTS (SELECT 1 FROM studio_guard) RETURNING id`,
      [spin.id],
    );
    return rows.length ? insertRow(tx, ctx, 'win', win, 'due', LEASE_MS, spin.id) : null;
  });
  if (!row) return replaySpin(ctx, s, spin.id);
  failpoint('studio.spin.before-win');
  const a = await attempt(ctx, row);
  if (a.status === 'RS_OK' && a.failure === undefined) return { kind: 'done', spin, balance: a.balance ?? null };
  if (!settlementIsFinal(a)) return { kind: 'done', spin, balance: null };
  return { kind: 'failed', status: a.status };
}

/**
 * The answer for a spin already written (a retry with its idempotency key, or a spin whose guard
 * fired first): only an outcome whose money counted; a spin whose win is owed is finished first.
 */
export async function replaySpin(ctx: StudioContext, s: StudioSession, id: string): Promise<SpinResult> {
  const { rows } = await ctx.db.query<SpinRow>(`SELECT * FROM studio_spins WHERE id = $1`, [id]);
  const r = rows[0];
  if (!r) return { kind: 'in_progress' };
  switch (r.status) {
    case 'settled':
      return { kind: 'done', spin: r, balance: await balanceOf(ctx, s) };
    case 'bet_ok': {
      const row = await claim(ctx, `spin_id = $2 AND kind = 'win' AND state IN ('armed', 'due')`, [r.id]);
      const a = row ? await attempt(ctx, row) : null;
      if (a && a.status === 'RS_OK' && a.failure === undefined)
        return { kind: 'done', spin: { ...r, status: 'settled' }, balance: a.balance ?? null };
      if (a && settlementIsFinal(a)) return { kind: 'failed', status: a.status };
      return { kind: 'done', spin: r, balance: null };
    }
    case 'refused':
      return { kind: 'refused', status: r.wallet_status ?? 'RS_ERROR_UNKNOWN', balance: null };
    case 'rolled_back':
      return { kind: 'void' };
    case 'failed':
      return { kind: 'failed', status: r.wallet_status };
    default:
      return { kind: 'in_progress' };
  }
}

async function balanceOf(ctx: StudioContext, s: StudioSession): Promise<number | null> {
  if (s.mode === 'demo') return demoBalanceOf(ctx.db, s);
  const a = await ctx.wallet.balance(walletBase(s)).catch(() => null);
  return a?.status === 'RS_OK' && a.balance !== undefined ? a.balance : null;
}
