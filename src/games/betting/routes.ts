// The sportsbook's API (issue 22; the contract is src/contract/sportsbook.ts), on the API host.
import { Hono } from 'hono';
import { type Currency, LANGS, type Lang } from '../../contract/common';
import type { ApiError } from '../../contract/errors';
import {
  SbError,
  sbBetIdSchema,
  sbCashoutBodySchema,
  sbEventIdSchema,
  sbEventsQuerySchema,
  sbMyBetsQuerySchema,
  sbPlaceBodySchema,
} from '../../contract/sportsbook';
import { ApiHttpError } from '../../server/api/errors';
import { moneyCall } from '../../server/api/money-idempotency';
import { failpoint } from '../../server/ops/failpoints.server';
import { requireUser, sessionOf } from '../../server/api/require-user';
import type { ApiEnv } from '../../server/api/types';
import { parseJson, parseQuery } from '../../server/api/validate';
import { asHttpError, keyOf } from '../../server/bets/routes';
import type { Queryable } from '../../server/db/types';
import { langFromAcceptLanguage } from '../../site/locale';
import { sseResponse } from '../kit/shared/sse-route';
import { getEvent, listEvents } from './board.server';
import { sportsbookRelay } from './relay.server';
import { betsOf, cashOutIn, placeBet, sbSettings } from './service.server';

function httpError(e: unknown): unknown {
  if (e instanceof SbError) {
    const body: ApiError & { details?: Record<string, unknown> } = {
      message: e.message,
      errors: { [e.field]: [`${e.code}: ${e.message}`] },
      ...(Object.keys(e.details).length ? { details: e.details } : {}),
    };
    return new ApiHttpError(e.status, body);
  }
  return asHttpError(e);
}
const wrap = async <T>(fn: () => Promise<T>): Promise<T> => {
  try {
    return await fn();
  } catch (e) {
    throw httpError(e);
  }
};

const langOf = (c: { req: { query(k: string): string | undefined; header(k: string): string | undefined } }): Lang => {
  const q = c.req.query('lang');
  if (q && (LANGS as readonly string[]).includes(q)) return q as Lang;
  return langFromAcceptLanguage(c.req.header('accept-language')) ?? 'en';
};

// A player's currency may change only until their first money movement (setAccountCurrency): once
// they hold a bet it is theirs for good, and the process keeps it instead of reading it per bet.
const lockedCurrency = new WeakMap<object, Map<number, Currency>>();
const MAX_REMEMBERED = 50_000;
function rememberCurrency(db: object, userId: number, currency: Currency): void {
  let m = lockedCurrency.get(db);
  if (!m) {
    m = new Map();
    lockedCurrency.set(db, m);
  }
  if (m.size >= MAX_REMEMBERED) m.delete(m.keys().next().value!);
  m.set(userId, currency);
}
async function currencyOf(db: Queryable, userId: number): Promise<Currency | null> {
  const known = lockedCurrency.get(db)?.get(userId);
  if (known) return known;
  const { rows } = await db.query<{ currency: Currency | null }>('SELECT currency FROM users WHERE id = $1', [userId]);
  return rows[0]?.currency ?? null;
}
const noCurrency = () =>
  new ApiHttpError(422, {
    message: 'Choose your account currency first.',
    errors: { currency: ['currency_required: Choose your account currency first.'] },
  });

export const sportsbookRoutes = new Hono<ApiEnv>()
  .get('/betting/events', async (c) => {
    const q = parseQuery(c, sbEventsQuerySchema);
    const db = await c.env.deps.getDb();
    c.header('cache-control', 'no-store');
    return c.json({
      data: await listEvents(db, {
        status: q.status,
        ...(q.sport ? { sport: q.sport } : {}),
        lang: langOf(c),
        markets: q.markets,
      }),
    });
  })
  .get('/betting/events/:id', async (c) => {
    const id = sbEventIdSchema.safeParse(c.req.param('id'));
    if (!id.success)
      throw new ApiHttpError(404, { message: 'No such event.', errors: { id: ['not_found: No such event.'] } });
    const db = await c.env.deps.getDb();
    const ev = await getEvent(db, id.data, langOf(c));
    if (!ev) throw new ApiHttpError(404, { message: 'No such event.', errors: { id: ['not_found: No such event.'] } });
    c.header('cache-control', 'no-store');
    return c.json({ data: ev });
  })
  .get('/betting/stream', async (c) => {
    const relay = sportsbookRelay(await c.env.deps.getDb());
    await relay.ready;
    return sseResponse(c, relay.hub, relay.first());
  })
  .get('/betting/config', async (c) => {
    const deps = c.env.deps;
    const session = await sessionOf(c);
    const currency = session ? await currencyOf(await deps.getDb(), session.userId) : null;
    const cfg = deps.getConfig();
    const s = sbSettings(cfg.betLimits, cfg.sportsbook, currency ?? 'RUB');
    return c.json({
      data: {
        currency,
        min_stake: s.min,
        max_stake: s.max,
        max_payout: s.maxPayout,
        presets: s.presets,
        max_legs: s.maxLegs,
        cashout_margin_bp: s.marginBp,
        live_delay_ms: s.delaysBySlug,
      },
    });
  })
  .use('/betting/bets', requireUser)
  .use('/betting/bets/*', requireUser)
  .post('/betting/bets', async (c) => {
    const body = await parseJson(c, sbPlaceBodySchema);
    const key = keyOf(c);
    const deps = c.env.deps;
    const db = await deps.getDb();
    const userId = c.get('session').userId;
    const currency = await currencyOf(db, userId);
    if (!currency) throw noCurrency();
    const cfg = deps.getConfig();
    const out = await wrap(() =>
      placeBet(db, {
        userId,
        currency,
        key,
        body,
        settings: sbSettings(cfg.betLimits, cfg.sportsbook, currency),
        lang: langOf(c),
      }),
    );
    rememberCurrency(db, userId, currency);
    const { replayed, ...data } = out;
    if (replayed) c.header('idempotent-replayed', 'true');
    return c.json({ data });
  })
  .get('/betting/bets', async (c) => {
    const q = parseQuery(c, sbMyBetsQuerySchema);
    const deps = c.env.deps;
    const db = await deps.getDb();
    const cfg = deps.getConfig();
    const userId = c.get('session').userId;
    const currency = (await currencyOf(db, userId)) ?? 'RUB';
    const settings = sbSettings(cfg.betLimits, cfg.sportsbook, currency);
    c.header('cache-control', 'no-store');
    return c.json({
      data: await betsOf(db, userId, {
        status: q.status,
        limit: q.limit,
        ...(q.before ? { before: q.before } : {}),
        lang: langOf(c),
        settings,
      }),
    });
  })
  .post('/betting/bets/:id/cashout', async (c) => {
    const id = sbBetIdSchema.safeParse(c.req.param('id'));
    if (!id.success)
      throw new ApiHttpError(404, { message: 'No such bet.', errors: { id: ['not_found: No such bet.'] } });
    const body = await parseJson(c, sbCashoutBodySchema);
    const deps = c.env.deps;
    const db = await deps.getDb();
    const userId = c.get('session').userId;
    const currency = (await currencyOf(db, userId)) ?? 'RUB';
    const cfg = deps.getConfig();
    const settings = sbSettings(cfg.betLimits, cfg.sportsbook, currency);
    // The key and the answer are written in the cash-out's own transaction (issue 38): a process that
    // dies after the money moved leaves a retry the stored answer, never a 409 or a second payment.
    // The request's hash names `accept` only when it is not the default, so keys of bodies without it
    // hash as they did before it existed.
    const request = { bet: id.data, amount: body.amount, ...(body.accept === 'exact' ? {} : { accept: body.accept }) };
    const res = await moneyCall(c, userId, request, (tx) =>
      wrap(async () => {
        const out = await cashOutIn(tx, {
          userId,
          betId: id.data,
          amount: body.amount,
          accept: body.accept,
          lang: langOf(c),
          settings,
        });
        return { data: out.bet, balance: out.balance };
      }),
    );
    failpoint('sportsbook.cashout.after-money');
    return res;
  });
