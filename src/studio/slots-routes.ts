// The studio's slot service: spins from the player's own seed pair (fairness.md "Slots"), money
// through the purse (the casino's wallet over Hub88, or the demo balance), and the fairness routes.
// A spin is stored BEFORE the wallet hears of it, so a crash between the bet and the win is finished
// by the recovery pass (the win is sent, or the bet rolled back by its armed guard).
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { type SeedInput, floatStream } from '../games/kit/fair/engine';
import { payoutOf, roundingFloat } from '../games/kit/fair/money';
import type { OutboxEvent } from './outbox.server';
import { BET_GUARD_MS } from './outbox.server';
import { currentPair, revealedSeed, rotatePair, seedOwner, setClientSeed, takeNonce } from './seeds.server';
import {
  type PurseAnswer,
  purseFor,
  requireStudioSession,
  type StudioContext,
  type StudioEnv,
  type StudioSession,
} from './sessions.server';
import { slotByCode } from './slots/index';
import type { SlotGame, SpinStep } from './slots/types';
import { isStakeLevel, stakeLevels } from './stakes';

export const spinBody = z
  .object({
    stake: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    buy: z.boolean().optional(),
    idempotency: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/)
      .optional(),
  })
  .strict();
export const clientSeedBody = z.object({ clientSeed: z.string().regex(/^[\x21-\x7e]{1,64}$/) }).strict();
const codeParam = z.string().regex(/^[a-z0-9-]{1,40}$/);
const idParam = z.string().uuid();

export interface SpinAnswer {
  id: string;
  game: string;
  steps: SpinStep[];
  multiplier: number;
  stake: number;
  cost: number;
  payout: number;
  /** Minor units after the spin; null while the win is still being delivered to the wallet. */
  balance: number | null;
  currency: string;
  nonce: number;
  serverSeedHash: string;
  clientSeed: string;
}

type SpinRow = {
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
  status: string;
  wallet_status: string | null;
  win_tx: string | null;
  created_at: Date;
};

const toAnswer = (r: SpinRow, balance: number | null): SpinAnswer => ({
  id: r.id,
  game: r.game,
  steps: r.steps,
  multiplier: Number(r.multiplier),
  stake: Number(r.stake),
  cost: Number(r.cost),
  payout: Number(r.payout),
  balance,
  currency: r.currency,
  nonce: Number(r.nonce),
  serverSeedHash: r.server_seed_hash,
  clientSeed: r.client_seed,
});

/** The wallet's refusal as an HTTP status a page understands (always 4xx; 503 when undecided). */
function refusalHttp(status: string): 402 | 403 | 409 | 503 {
  if (status === 'RS_ERROR_NOT_ENOUGH_MONEY') return 402;
  if (
    status === 'RS_ERROR_USER_DISABLED' ||
    status === 'RS_ERROR_BET_LIMIT_EXCEEDED' ||
    status === 'RS_ERROR_INVALID_TOKEN' ||
    status === 'RS_ERROR_TOKEN_EXPIRED'
  )
    return 403;
  if (status === 'RS_ERROR_UNKNOWN' || status === 'RS_ERROR_TIMEOUT') return 503;
  return 409;
}

/** Computes a spin from its seed copy: what the route plays and what any verifier recomputes. */
export function playSpin(slot: SlotGame, seed: SeedInput, stake: number, buy: boolean) {
  const outcome = slot.spin(floatStream(seed), { buy });
  const cost = buy && slot.buy ? stake * slot.buy.costX : stake;
  const payout = payoutOf(stake, outcome.multiplier, roundingFloat(seed));
  return { outcome, cost, payout };
}

/** Marks spins from outbox events (a win delivered late, a bet rolled back by its guard). */
export function spinListener(ctx: StudioContext) {
  return async (e: OutboxEvent) => {
    if (e.kind === 'win')
      await ctx.db.query(
        `UPDATE studio_spins SET status = $2, wallet_status = $3, settled_at = $4 WHERE win_tx = $1 AND status IN ('bet_ok', 'win_pending')`,
        [e.txId, e.status === 'RS_OK' ? 'settled' : 'win_failed', e.status, new Date(ctx.now())],
      );
    else if (e.status === 'RS_OK')
      await ctx.db.query(
        `UPDATE studio_spins SET status = 'rolled_back', wallet_status = $2, settled_at = $3 WHERE id = $1 AND status IN ('pending', 'bet_ok', 'win_pending')`,
        [e.referenceTxId, e.status, new Date(ctx.now())],
      );
  };
}

async function sessionById(ctx: StudioContext, id: string): Promise<StudioSession | null> {
  const { rows } = await ctx.db.query<{
    id: string;
    mode: 'real' | 'demo';
    user_id: string | null;
    token: string | null;
    currency: string;
    game: string;
    lang: string;
    lobby: string | null;
  }>(`SELECT id, mode, user_id, token, currency, game, lang, lobby FROM studio_sessions WHERE id = $1`, [id]);
  const r = rows[0];
  return r
    ? {
        id: r.id,
        mode: r.mode,
        user: r.user_id,
        token: r.token,
        currency: r.currency,
        game: r.game,
        lang: r.lang,
        lobby: r.lobby,
      }
    : null;
}

/**
 * Finishes spins a crash left half-done: a spin whose bet was accepted but whose win was never
 * queued gets its win sent; a spin never answered and without a guard (the process died before the
 * bet went out) is void. Bets that were sent are rolled back by their armed guard in the outbox.
 */
export async function recoverSpins(ctx: StudioContext): Promise<number> {
  const before = new Date(ctx.now() - 2 * BET_GUARD_MS);
  const { rows } = await ctx.db.query<SpinRow>(
    `SELECT s.* FROM studio_spins s WHERE s.status IN ('pending', 'bet_ok') AND s.created_at < $1
       AND NOT EXISTS (SELECT 1 FROM studio_outbox o WHERE o.reference = s.id OR o.tx_id = s.win_tx)
     ORDER BY s.created_at LIMIT 20`,
    [before],
  );
  for (const r of rows) {
    if (r.status === 'pending') {
      await ctx.db.query(`UPDATE studio_spins SET status = 'void' WHERE id = $1 AND status = 'pending'`, [r.id]);
      continue;
    }
    const session = await sessionById(ctx, r.session_id);
    if (!session || !r.win_tx) continue;
    const a = await purseFor(session).win({
      txId: r.win_tx,
      round: r.id,
      amount: Number(r.payout),
      referenceTxId: r.id,
      roundClosed: true,
    });
    if (a.ok)
      await ctx.db.query(`UPDATE studio_spins SET status = 'settled', wallet_status = 'RS_OK' WHERE id = $1`, [r.id]);
  }
  return rows.length;
}

export function slotRoutes(ctx: StudioContext): Hono<StudioEnv> {
  const app = new Hono<StudioEnv>();
  const auth = requireStudioSession();

  app.get('/slots/:code/rules', (c) => {
    const code = codeParam.safeParse(c.req.param('code'));
    const slot = code.success ? slotByCode(code.data) : undefined;
    if (!slot) return c.json({ error: { code: 'not_found', message: 'No such slot' } }, 404);
    const currency = z
      .string()
      .regex(/^[A-Z]{3}$/)
      .safeParse(c.req.query('currency'));
    return c.json({
      data: {
        code: slot.code,
        title: slot.title,
        rtp: slot.rtp,
        volatility: slot.volatility,
        hitRate: slot.hitRate,
        sd: slot.sd,
        maxWinX: slot.maxWinX,
        buy: slot.buy,
        published: slot.published,
        stakes: currency.success ? stakeLevels(currency.data) : undefined,
      },
    });
  });

  app.get('/balance', auth, async (c) => {
    const s = c.get('studio');
    try {
      return c.json({ data: { balance: await purseFor(s).balance(), currency: s.currency } });
    } catch {
      return c.json({ error: { code: 'wallet_unavailable', message: 'The wallet did not answer' } }, 503);
    }
  });

  app.post('/slots/:code/spin', auth, async (c) => {
    const s = c.get('studio');
    const code = codeParam.safeParse(c.req.param('code'));
    const slot = code.success ? slotByCode(code.data) : undefined;
    if (!slot) return c.json({ error: { code: 'not_found', message: 'No such slot' } }, 404);
    // The wallet's session token is bound to the launched game.
    if (slot.code !== s.game)
      return c.json({ error: { code: 'wrong_game', message: 'Session is for another game' } }, 403);
    const body = spinBody.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return c.json({ error: { code: 'invalid', message: 'Invalid spin request' } }, 400);
    const { stake, idempotency } = body.data;
    const buy = body.data.buy === true;
    if (!isStakeLevel(s.currency, stake))
      return c.json(
        { error: { code: 'stake_not_allowed', message: 'Stake not offered', stakes: stakeLevels(s.currency) } },
        422,
      );
    if (buy && !slot.buy) return c.json({ error: { code: 'no_buy', message: 'This slot has no bonus buy' } }, 422);

    // A key belongs to the player (every tab and game of theirs), not to one session: a retry from
    // another tab answers the first spin, never plays a second one.
    const owner = seedOwner(s);
    if (idempotency) {
      const { rows } = await ctx.db.query<SpinRow>(`SELECT * FROM studio_spins WHERE owner = $1 AND idempotency = $2`, [
        owner,
        idempotency,
      ]);
      if (rows[0]) return replay(rows[0]);
    }

    const id = randomUUID();
    const winTx = randomUUID();
    let spin: SpinRow;
    try {
      spin = await ctx.db.transaction(async (tx) => {
        const pair = await takeNonce(tx, owner);
        const seed = { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nonce };
        const { outcome, cost, payout } = playSpin(slot, seed, stake, buy);
        const { rows } = await tx.query<SpinRow>(
          `INSERT INTO studio_spins (id, session_id, owner, game, mode, currency, idempotency, seed_id, server_seed_hash,
             client_seed, nonce, stake, buy, cost, multiplier, payout, steps, status, win_tx, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, 'pending', $18, $19)
           RETURNING *`,
          [
            id,
            s.id,
            owner,
            slot.code,
            s.mode,
            s.currency,
            idempotency ?? null,
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
            payout > 0 ? winTx : null,
            new Date(ctx.now()),
          ],
        );
        return rows[0]!;
      });
    } catch (err) {
      // Two requests with one idempotency key: the loser answers the winner's spin.
      if (idempotency && /duplicate key|unique/i.test(String(err))) {
        const { rows } = await ctx.db.query<SpinRow>(
          `SELECT * FROM studio_spins WHERE owner = $1 AND idempotency = $2`,
          [owner, idempotency],
        );
        if (rows[0]) return replay(rows[0]);
      }
      throw err;
    }

    const purse = purseFor(s);
    const payout = Number(spin.payout);
    const bet = await purse.bet({
      txId: spin.id,
      round: spin.id,
      amount: Number(spin.cost),
      roundClosed: payout === 0,
    });
    if (!bet.ok) {
      const undecided = bet.status === 'RS_ERROR_UNKNOWN' || bet.status === 'RS_ERROR_TIMEOUT';
      await ctx.db.query(`UPDATE studio_spins SET status = $2, wallet_status = $3, settled_at = $4 WHERE id = $1`, [
        spin.id,
        undecided ? 'rolled_back' : 'refused',
        bet.status,
        new Date(ctx.now()),
      ]);
      return c.json(
        {
          error: {
            code: 'wallet_refused',
            message: 'The bet was not accepted',
            status: bet.status,
            balance: bet.balance ?? null,
          },
        },
        refusalHttp(bet.status),
      );
    }
    if (payout === 0) {
      await ctx.db.query(
        `UPDATE studio_spins SET status = 'settled', wallet_status = 'RS_OK', settled_at = $2 WHERE id = $1`,
        [spin.id, new Date(ctx.now())],
      );
      return c.json({ data: toAnswer(spin, bet.balance) });
    }
    await ctx.db.query(`UPDATE studio_spins SET status = 'bet_ok', wallet_status = 'RS_OK' WHERE id = $1`, [spin.id]);
    const win: PurseAnswer = await purse.win({
      txId: spin.win_tx ?? winTx,
      round: spin.id,
      amount: payout,
      referenceTxId: spin.id,
      roundClosed: true,
    });
    await ctx.db.query(
      `UPDATE studio_spins SET status = $2, wallet_status = $3, settled_at = $4 WHERE id = $1 AND status = 'bet_ok'`,
      [
        spin.id,
        win.ok ? 'settled' : win.status === 'PENDING' ? 'win_pending' : 'win_failed',
        win.ok ? 'RS_OK' : win.status,
        win.ok || win.status !== 'PENDING' ? new Date(ctx.now()) : null,
      ],
    );
    return c.json({ data: toAnswer(spin, win.ok ? win.balance : null) });

    async function replay(r: SpinRow) {
      // The same key with another spin (game, stake or buy) is a mistake, not a retry.
      if (r.game !== slot!.code || Number(r.stake) !== stake || Boolean(r.buy) !== buy)
        return c.json(
          { error: { code: 'idempotency_key_reused', message: 'This key was used for another spin' } },
          422,
        );
      if (r.status === 'refused' || r.status === 'rolled_back' || r.status === 'void')
        return c.json(
          {
            error: {
              code: 'wallet_refused',
              message: 'The bet was not accepted',
              status: r.wallet_status,
              balance: null,
            },
          },
          refusalHttp(r.wallet_status ?? 'RS_ERROR_UNKNOWN'),
        );
      let balance: number | null = null;
      try {
        balance = await purseFor(s).balance();
      } catch {}
      return c.json({ data: toAnswer(r, balance) });
    }
  });

  app.get('/slots/:code/spins/:id', auth, async (c) => {
    const s = c.get('studio');
    const id = idParam.safeParse(c.req.param('id'));
    const code = codeParam.safeParse(c.req.param('code'));
    if (!id.success || !code.success) return c.json({ error: { code: 'invalid', message: 'Invalid id' } }, 400);
    const { rows } = await ctx.db.query<SpinRow>(
      `SELECT * FROM studio_spins WHERE id = $1 AND game = $2 AND owner = $3`,
      [id.data, code.data, seedOwner(s)],
    );
    const r = rows[0];
    if (!r) return c.json({ error: { code: 'not_found', message: 'No such spin' } }, 404);
    const serverSeed = await revealedSeed(ctx.db, Number(r.seed_id));
    return c.json({
      data: {
        ...toAnswer(r, null),
        buy: r.buy,
        status: r.status,
        createdAt: new Date(r.created_at).toISOString(),
        // Shown once the pair is rotated; until then the hash is the commitment.
        serverSeed,
      },
    });
  });

  app.get('/fair', auth, async (c) => c.json({ data: await currentPair(ctx.db, seedOwner(c.get('studio'))) }));

  app.post('/fair/client-seed', auth, async (c) => {
    const body = clientSeedBody.safeParse(await c.req.json().catch(() => null));
    if (!body.success)
      return c.json({ error: { code: 'invalid', message: 'Client seed: 1–64 visible ASCII characters' } }, 400);
    return c.json({ data: await setClientSeed(ctx.db, seedOwner(c.get('studio')), body.data.clientSeed) });
  });

  app.post('/fair/rotate', auth, async (c) => {
    const owner = seedOwner(c.get('studio'));
    return c.json({ data: await ctx.db.transaction((tx) => rotatePair(tx, owner)) });
  });

  return app;
}
