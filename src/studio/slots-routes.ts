// The studio's slot service: spins from the player's own seed pair (fairness.md "Slots"), money
// through the casino's wallet over Hub88 (or the demo balance), and the fairness routes. The spin's
// money is src/studio/spins.server.ts: written before the wallet hears of it, and finished by the
// outbox sweeper after any crash.
import { Hono } from 'hono';
import { z } from 'zod';
import { currentPair, revealedSeed, rotatePair, seedOwner, setClientSeed } from './seeds.server';
import { purseFor, requireStudioSession, type StudioContext, type StudioEnv } from './sessions.server';
import { slotByCode } from './slots/index';
import type { SpinStep } from './slots/types';
import { playRealSpin, replaySpin, type SpinResult, type SpinRow, startSpin } from './spins.server';
import { isStakeLevel, stakeLevels } from './stakes';

export { playSpin } from './spins.server';

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
    status === 'RS_ERROR_LIMIT_REACHED' ||
    status === 'RS_ERROR_BET_LIMIT_EXCEEDED' ||
    status === 'RS_ERROR_INVALID_TOKEN' ||
    status === 'RS_ERROR_TOKEN_EXPIRED'
  )
    return 403;
  if (status === 'RS_ERROR_UNKNOWN' || status === 'RS_ERROR_TIMEOUT') return 503;
  return 409;
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
    const byKey = async () =>
      idempotency
        ? (
            await ctx.db.query<SpinRow>(`SELECT * FROM studio_spins WHERE owner = $1 AND idempotency = $2`, [
              owner,
              idempotency,
            ])
          ).rows[0]
        : undefined;
    const replay = async (r: SpinRow) => {
      // The same key with another spin (game, stake or buy) is a mistake, not a retry.
      if (r.game !== slot.code || Number(r.stake) !== stake || Boolean(r.buy) !== buy)
        return c.json(
          { error: { code: 'idempotency_key_reused', message: 'This key was used for another spin' } },
          422,
        );
      return answer(await replaySpin(ctx, s, r.id));
    };
    const answer = (r: SpinResult) => {
      switch (r.kind) {
        case 'done':
          return c.json({ data: toAnswer(r.spin, r.balance) });
        case 'refused':
          return c.json(
            {
              error: {
                code: 'wallet_refused',
                message: 'The bet was not accepted',
                status: r.status,
                balance: r.balance,
              },
            },
            refusalHttp(r.status),
          );
        case 'in_progress':
          return c.json(
            { error: { code: 'spin_in_progress', message: 'The spin is not finished yet: send it again shortly' } },
            409,
          );
        case 'void':
          return c.json({ error: { code: 'spin_void', message: 'The spin was cancelled; nothing was taken' } }, 409);
        case 'failed':
          return c.json(
            { error: { code: 'spin_failed', message: 'The wallet refused the spin', status: r.status } },
            409,
          );
      }
    };

    const earlier = await byKey();
    if (earlier) return replay(earlier);
    let started: Awaited<ReturnType<typeof startSpin>>;
    try {
      started = await startSpin(ctx, s, slot, stake, buy, idempotency ?? null);
    } catch (err) {
      // Two requests with one idempotency key: the loser answers the winner's spin.
      const again = idempotency && /duplicate key|unique/i.test(String(err)) ? await byKey() : undefined;
      if (again) return replay(again);
      throw err;
    }
    if (s.mode === 'demo' || !started.spin) return answer(started);
    return answer(await playRealSpin(ctx, s, started.spin));
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
