// The live tables' HTTP side (decision 042), a Hono sub-app the studio app mounts at /live:
//   GET  /live/:table/stream      SSE: state, round_open, bets, closed, result, settled
//   GET  /live/:table/state       the table now (round, bets, last 50 results)
//   POST /live/:table/bets        Bearer sid, Idempotency-Key; {round_id, bets: [...]}
//   GET  /live/:table/me          Bearer sid: balance and this session's bets in the current round
//   GET  /live/:table/history     ?limit=1..200
//   GET  /live/:table/rounds/:id  verification: hash, salt, the result recomputed
//   GET  /live/:table/rules       payouts, exact odds and RTP, limits, the published chain
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { publishedChain } from '../../games/kit/shared/chain-store.server';
import { sseResponse } from '../../games/kit/shared/sse-route';
import type { Db } from '../../server/db/types';
import { purseFor as studioPurseFor, requireStudioSession, type StudioEnv } from '../sessions.server';
import { BACCARAT_BETS, BACCARAT_ODDS, baccaratOdds, baccaratRtp } from './baccarat';
import { liveRelay } from './engine.server';
import { liveText } from './i18n';
import { INSIDE, OUTSIDE, POCKETS, rouletteOdds } from './roulette';
import { coveredNumbers } from './roulette';
import {
  DEFAULT_LIMITS,
  DEFAULT_LIVE_SETTINGS,
  history,
  LiveError,
  latestRound,
  type PurseFor,
  placeBets,
  playerKeyOf,
  roundBets,
  roundVerification,
  tableState,
} from './service.server';
import { CHAIN_GAME, isTable, type Position, type TableCode, type TableLimits } from './tables';

export interface LiveRoutesOptions {
  db: Db;
  purseFor?: PurseFor;
  /** Per currency (minor units); DEFAULT_LIMITS otherwise. */
  limits?: Record<string, TableLimits>;
  now?: () => number;
}

const amount = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const rouletteBody = z
  .object({
    round_id: z.number().int().positive(),
    bets: z
      .array(
        z
          .object({
            type: z.enum([...INSIDE, ...OUTSIDE]),
            numbers: z.array(z.number().int().min(0).max(36)).min(1).max(6).optional(),
            index: z.number().int().min(1).max(3).optional(),
            amount,
          })
          .strict(),
      )
      .min(1)
      .max(60),
  })
  .strict();
const baccaratBody = z
  .object({
    round_id: z.number().int().positive(),
    bets: z
      .array(
        z
          .object({ type: z.enum(BACCARAT_BETS), amount })
          .strict()
          // The 5 % commission of a banker bet is exact only on multiples of 20 minor units: others
          // would be rounded (the house's way), which the published 0.95:1 does not say.
          .refine((b) => b.type !== 'banker' || b.amount % 20 === 0, {
            message: 'banker bets are whole multiples of 20 minor units',
          }),
      )
      .min(1)
      .max(5),
  })
  .strict();
const idempotencyKey = z.string().regex(/^[A-Za-z0-9_:.-]{8,100}$/);
const roundIdParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const limitQuery = z.coerce.number().int().min(1).max(200).default(50);

const fail = (c: Context, status: LiveError['status'], code: string, message: string) =>
  c.json({ error: { code, message } }, status);

/** The rules, payouts and exact odds of a table (also shown on its page). */
export function tableRules(table: TableCode, limits: Record<string, TableLimits>) {
  const timing = {
    betting_ms: DEFAULT_LIVE_SETTINGS.bettingMs,
    animation_ms: DEFAULT_LIVE_SETTINGS.animationMs,
    pause_ms: DEFAULT_LIVE_SETTINGS.pauseMs,
  };
  if (table === 'roulette-live') {
    const sizes = { straight: 1, split: 2, street: 3, corner: 4, line: 6, dozen: 12, column: 12 } as Record<
      string,
      number
    >;
    return {
      table,
      game: 'European roulette (single zero)',
      outcome: 'pocket = floor(f × 37), f = the first float of HMAC_SHA256(key = round hash, message = salt)',
      bets: [...INSIDE, ...OUTSIDE].map((type) => {
        const k = sizes[type] ?? 18;
        return { type, numbers: k, pays: rouletteOdds(k), rtp: (k / POCKETS) * (rouletteOdds(k) + 1) };
      }),
      rtp: 36 / 37,
      zero: 'Zero loses every outside bet (no la partage).',
      limits,
      timing,
    };
  }
  const o = baccaratOdds();
  return {
    table,
    game: 'Punto banco, infinite deck (every card drawn independently: card = floor(f × 52))',
    outcome:
      'Cards in dealing order (player, banker, player, banker, player third, banker third) from the floats of HMAC_SHA256(key = round hash, message = salt)',
    probabilities: {
      player: o.player / o.denominator,
      banker: o.banker / o.denominator,
      tie: o.tie / o.denominator,
      pair: 1 / 13,
      exact: o,
    },
    bets: BACCARAT_BETS.map((type) => ({
      type,
      pays: BACCARAT_ODDS[type][0] / BACCARAT_ODDS[type][1],
      rtp: baccaratRtp(type),
    })),
    notes:
      'Player and banker bets push on a tie. The banker pays exactly 0.95 to 1: banker bets are whole multiples of 20 minor units.',
    limits,
    timing,
  };
}

/** The live tables' routes; the studio app mounts them at /live. */
export function liveRoutes(opts: LiveRoutesOptions): Hono<StudioEnv> {
  const { db } = opts;
  const now = opts.now ?? Date.now;
  const purseFor = opts.purseFor ?? studioPurseFor;
  const limits = opts.limits ?? DEFAULT_LIMITS;
  const app = new Hono<StudioEnv>();
  const auth = requireStudioSession();

  app.use('/:table/*', async (c, next) => {
    if (!isTable(c.req.param('table'))) return fail(c, 404, 'no_such_table', 'No such table');
    await next();
  });
  const tableOf = (c: Context) => c.req.param('table') as TableCode;

  app.get('/:table/stream', async (c) => {
    const relay = liveRelay(db, now);
    await relay.ready;
    return sseResponse(c, relay.hub(tableOf(c)), relay.first(tableOf(c)));
  });

  app.get('/:table/state', async (c) => {
    c.header('cache-control', 'no-store');
    const relay = liveRelay(db, now);
    await relay.ready;
    const state = relay.state(tableOf(c)) ?? (await tableState(db, tableOf(c), now()));
    return c.json({ data: { ...state, server_time: now() } });
  });

  app.get('/:table/history', async (c) => {
    const limit = limitQuery.safeParse(c.req.query('limit') ?? undefined);
    if (!limit.success) return fail(c, 400, 'invalid', 'limit must be 1 to 200');
    return c.json({ data: await history(db, tableOf(c), limit.data) });
  });

  app.get('/:table/rounds/:id', async (c) => {
    const id = roundIdParam.safeParse(c.req.param('id'));
    if (!id.success) return fail(c, 400, 'invalid', 'Bad round id');
    const v = await roundVerification(db, tableOf(c), id.data);
    if (!v) return fail(c, 404, 'no_such_round', 'No such round at this table');
    return c.json({ data: v });
  });

  app.get('/:table/rules', async (c) => {
    const table = tableOf(c);
    const chain = await publishedChain(db, CHAIN_GAME[table]);
    return c.json({
      data: {
        ...tableRules(table, limits),
        // The table's texts in the asked language (the page's script ships no dictionary).
        texts: liveText(c.req.query('lang') ?? 'en'),
        chain: chain && {
          id: chain.id,
          terminating_hash: chain.terminatingHash,
          salt: chain.salt,
          length: chain.length,
        },
      },
    });
  });

  app.get('/:table/me', auth, async (c) => {
    const s = c.get('studio');
    const r = await latestRound(db, tableOf(c));
    const mine = r ? await roundBets(db, r.id, playerKeyOf(s)) : [];
    const balance = await purseFor(s)
      .balance()
      .catch(() => null);
    return c.json({ data: { balance, currency: s.currency, round_id: r?.id ?? null, bets: mine } });
  });

  app.post('/:table/bets', auth, async (c) => {
    const table = tableOf(c);
    const at = now();
    const s = c.get('studio');
    if (s.game !== table) return fail(c, 403, 'wrong_game', 'This session is for another game');
    const key = idempotencyKey.safeParse(c.req.header('idempotency-key'));
    if (!key.success)
      return fail(c, 400, 'idempotency_key', 'An Idempotency-Key header (8-100 characters) is required');
    const raw = await c.req.json().catch(() => null);
    const body = (table === 'roulette-live' ? rouletteBody : baccaratBody).safeParse(raw);
    if (!body.success) return fail(c, 400, 'invalid', body.error.issues[0]?.message ?? 'Invalid bets');
    const positions = body.data.bets as Position[];
    if (table === 'roulette-live') {
      for (const p of positions) {
        if (!coveredNumbers(p as Parameters<typeof coveredNumbers>[0]))
          return fail(c, 422, 'bad_position', `No such ${p.type} on the layout`);
      }
    }
    try {
      const out = await placeBets(db, {
        table,
        session: s,
        purse: purseFor(s),
        roundId: body.data.round_id,
        positions,
        key: key.data,
        limits,
        now: at,
      });
      return c.json({ data: { bet: out.bet, round_id: out.round_id, balance: out.balance, currency: s.currency } });
    } catch (e) {
      if (e instanceof LiveError) return fail(c, e.status, e.code, e.message);
      throw e;
    }
  });

  return app;
}
