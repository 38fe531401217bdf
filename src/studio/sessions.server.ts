// Studio sessions and the purse. A launch creates a session (a random 32-byte sid, stored only as
// its sha256); the iframe page keeps the sid in memory and sends it as `Authorization: Bearer`, since
// a third-party iframe may not get cookies. The purse is the one place studio money moves: the
// casino's wallet over signed HTTP in real mode, a balance in studio_sessions in demo mode (which
// never calls the wallet).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Db } from '../server/db/types';
import { armBetGuard, type OutboxDeps, sendSettlement } from './outbox.server';
import { betNeedsRollback, type Hub88Answer, type StudioWallet } from './wallet-client';

export interface StudioSession {
  /** Public id of the session (not the secret sid). */
  id: string;
  mode: 'real' | 'demo';
  user: string | null;
  token: string | null;
  /** 'XXX' in demo. */
  currency: string;
  game: string;
  lang: string;
  lobby: string | null;
}

export type PurseAnswer = { ok: true; balance: number } | { ok: false; status: string; balance?: number };

export interface Purse {
  /** Minor units. Throws when the wallet gives no answer. */
  balance(): Promise<number>;
  /**
   * A refused bet answers the wallet's status (and balance when sent). A bet without a definite
   * answer is rolled back here (the rollback retried from the outbox) and answers its status.
   */
  bet(p: { txId: string; round: string; amount: number; roundClosed: boolean }): Promise<PurseAnswer>;
  /** Written to the outbox first; without a final answer it answers status 'PENDING' and is retried. */
  win(p: {
    txId: string;
    round: string;
    amount: number;
    referenceTxId: string;
    roundClosed: boolean;
  }): Promise<PurseAnswer>;
  rollback(p: { txId: string; round: string; referenceTxId: string; roundClosed: boolean }): Promise<PurseAnswer>;
}

/** What every studio module shares: set once by createStudioApp. */
export interface StudioContext extends OutboxDeps {
  db: Db;
  wallet: StudioWallet;
  now: () => number;
}

export type StudioEnv = { Variables: { studio: StudioSession; studioCtx: StudioContext } };

/** 10,000.00 play money per demo session. */
export const DEMO_BALANCE = 1_000_000;
/** 12 h: a long evening of play; the wallet still checks its own token on every bet. */
export const SESSION_TTL_MS = 12 * 3600_000;

// The session a purse belongs to remembers its app's context (several apps may run in one process,
// as in tests); sessions built by hand fall back to the last app created.
const contextOf = new WeakMap<StudioSession, StudioContext>();
let lastContext: StudioContext | null = null;
export function registerStudioContext(ctx: StudioContext): void {
  lastContext = ctx;
}

const hashSid = (sid: string) => createHash('sha256').update(sid).digest('hex');
/** 32 random bytes, base64url: 43 characters. */
export const sidSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

type Row = {
  id: string;
  mode: 'real' | 'demo';
  user_id: string | null;
  token: string | null;
  currency: string;
  game: string;
  lang: string;
  lobby: string | null;
};
const fromRow = (r: Row): StudioSession => ({
  id: r.id,
  mode: r.mode,
  user: r.user_id,
  token: r.token,
  currency: r.currency,
  game: r.game,
  lang: r.lang,
  lobby: r.lobby,
});

export async function createStudioSession(
  ctx: StudioContext,
  s: Omit<StudioSession, 'id'>,
): Promise<{ sid: string; session: StudioSession }> {
  const sid = randomBytes(32).toString('base64url');
  const id = randomUUID();
  const now = ctx.now();
  await ctx.db.query(
    `INSERT INTO studio_sessions (id, sid_hash, mode, user_id, token, currency, game, lang, lobby, demo_balance, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      id,
      hashSid(sid),
      s.mode,
      s.user,
      s.token,
      s.currency,
      s.game,
      s.lang,
      s.lobby,
      s.mode === 'demo' ? DEMO_BALANCE : 0,
      new Date(now),
      new Date(now + SESSION_TTL_MS),
    ],
  );
  const session = { id, ...s };
  contextOf.set(session, ctx);
  return { sid, session };
}

/** The live session for a sid, or null (unknown or expired). */
export async function loadStudioSession(ctx: StudioContext, sid: string): Promise<StudioSession | null> {
  const { rows } = await ctx.db.query<Row>(
    `SELECT id, mode, user_id, token, currency, game, lang, lobby FROM studio_sessions WHERE sid_hash = $1 AND expires_at > $2`,
    [hashSid(sid), new Date(ctx.now())],
  );
  if (!rows[0]) return null;
  const session = fromRow(rows[0]);
  contextOf.set(session, ctx);
  return session;
}

/** Reads `Authorization: Bearer <sid>` and sets c.get('studio'); 401 otherwise. */
export function requireStudioSession(): MiddlewareHandler<StudioEnv> {
  return async function requireStudioSession(c, next) {
    const ctx = c.get('studioCtx') ?? lastContext;
    const m = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '');
    const sid = sidSchema.safeParse(m?.[1]);
    const session = ctx && sid.success ? await loadStudioSession(ctx, sid.data) : null;
    if (!session) return c.json({ error: { code: 'unauthorized', message: 'No studio session' } }, 401);
    c.set('studio', session);
    await next();
  };
}

function ctxFor(session: StudioSession): StudioContext {
  const ctx = contextOf.get(session) ?? lastContext;
  if (!ctx) throw new Error('studio context not registered (createStudioApp first)');
  return ctx;
}

const answer = (a: Hub88Answer): PurseAnswer =>
  a.status === 'RS_OK' && a.balance !== undefined
    ? { ok: true, balance: a.balance }
    : { ok: false, status: a.status, ...(a.balance !== undefined ? { balance: a.balance } : {}) };

export function purseFor(session: StudioSession): Purse {
  const ctx = ctxFor(session);
  return session.mode === 'demo' ? demoPurse(ctx, session) : realPurse(ctx, session);
}

function realPurse(ctx: StudioContext, s: StudioSession): Purse {
  const user = s.user ?? '';
  const token = s.token ?? '';
  const base = { user, token, game: s.game };
  return {
    async balance() {
      const a = await ctx.wallet.balance(base);
      if (a.status !== 'RS_OK' || a.balance === undefined) throw new Error(`wallet balance: ${a.status}`);
      return a.balance;
    },
    async bet(p) {
      const guard = await armBetGuard(ctx, { ...base, txId: p.txId, round: p.round, roundClosed: true });
      const a = await ctx.wallet.bet({ ...base, currency: s.currency, ...p });
      if (betNeedsRollback(a)) {
        await guard.fire();
        return { ok: false, status: a.status, ...(a.balance !== undefined ? { balance: a.balance } : {}) };
      }
      await guard.disarm();
      return answer(a);
    },
    async win(p) {
      const { answer: a, queued } = await sendSettlement(ctx, 'win', { ...base, currency: s.currency, ...p });
      return queued ? { ok: false, status: 'PENDING' } : answer(a);
    },
    async rollback(p) {
      const { answer: a, queued } = await sendSettlement(ctx, 'rollback', { ...base, ...p });
      return queued ? { ok: false, status: 'PENDING' } : answer(a);
    },
  };
}

// Demo money: idempotent by txId like the wallet, all in one transaction per move.
function demoPurse(ctx: StudioContext, s: StudioSession): Purse {
  const current = async () => {
    const { rows } = await ctx.db.query<{ demo_balance: string }>(
      `SELECT demo_balance FROM studio_sessions WHERE id = $1`,
      [s.id],
    );
    return Number(rows[0]?.demo_balance ?? 0);
  };
  const move = (kind: 'bet' | 'win' | 'rollback', txId: string, amount: number, reference: string | null) =>
    ctx.db
      .transaction(async (tx): Promise<PurseAnswer> => {
        const ins = await tx.query(
          `INSERT INTO studio_demo_moves (session_id, tx_id, kind, amount, reference) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING RETURNING tx_id`,
          [s.id, txId, kind, amount, reference],
        );
        const bal = async () => {
          const { rows } = await tx.query<{ demo_balance: string }>(
            `SELECT demo_balance FROM studio_sessions WHERE id = $1`,
            [s.id],
          );
          return Number(rows[0]?.demo_balance ?? 0);
        };
        if (!ins.rows.length) return { ok: true, balance: await bal() };
        let delta = 0;
        if (kind === 'bet') delta = -amount;
        else if (kind === 'win') {
          const { rows } = await tx.query<{ rolled_back: boolean }>(
            `SELECT rolled_back FROM studio_demo_moves WHERE session_id = $1 AND tx_id = $2 AND kind = 'bet'`,
            [s.id, reference],
          );
          if (!rows[0]) throw new DemoRefusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
          if (rows[0].rolled_back) throw new DemoRefusal('RS_ERROR_TRANSACTION_ROLLED_BACK');
          delta = amount;
        } else {
          const { rows } = await tx.query<{ amount: string }>(
            `UPDATE studio_demo_moves SET rolled_back = true WHERE session_id = $1 AND tx_id = $2 AND kind = 'bet' AND NOT rolled_back RETURNING amount`,
            [s.id, reference],
          );
          delta = Number(rows[0]?.amount ?? 0);
        }
        const { rows } = await tx.query<{ demo_balance: string }>(
          `UPDATE studio_sessions SET demo_balance = demo_balance + $2 WHERE id = $1 AND demo_balance + $2 >= 0 RETURNING demo_balance`,
          [s.id, delta],
        );
        if (!rows[0]) throw new DemoRefusal('RS_ERROR_NOT_ENOUGH_MONEY');
        return { ok: true, balance: Number(rows[0].demo_balance) };
      })
      .catch(async (err) => {
        if (err instanceof DemoRefusal) return { ok: false as const, status: err.status, balance: await current() };
        throw err;
      });
  return {
    balance: current,
    bet: (p) => move('bet', p.txId, p.amount, null),
    win: (p) => move('win', p.txId, p.amount, p.referenceTxId),
    rollback: (p) => move('rollback', p.txId, 0, p.referenceTxId),
  };
}

class DemoRefusal extends Error {
  constructor(readonly status: string) {
    super(status);
  }
}
