import { Hono } from 'hono';
import { z } from 'zod';
import { currencySchema } from '../../../contract/enums';
import {
  DEPOSIT_PRESETS,
  depositRequestSchema,
  exclusionRequestSchema,
  HISTORY_CSV_COLUMNS,
  historyQuerySchema,
  limitsRequestSchema,
  MIN_DEPOSIT,
  MIN_PAYOUT,
  moneyIdSchema,
  rgSettingsRequestSchema,
  splitWalletCall,
  type WalletMethodsResponse,
  withdrawalRequestSchema,
} from '../../../contract/wallet';
import { WalletError } from '../../../contract/wallet-errors';
import { requireUser } from '../require-user';
import { revokeUserSessions } from '../../auth/sessions.server';
import { revokeSsoSessions } from '../../auth/sso.server';
import {
  createDeposit,
  getDeposit,
  handlePaymentWebhook,
  history,
  historyCsv,
  isKnownProvider,
  offeredMethods,
  offeredProviders,
  SANDBOX,
  requestWithdrawal,
  rgState,
  setLimits,
  setRgSettings,
  startExclusion,
  type WalletSettings,
  walletSummary,
  wakeBalanceStreams,
} from '../../wallet';
import { redeemSignupPromo } from '../../bonus/bonuses.server';
import { ApiHttpError } from '../errors';
import { moneyCall } from '../money-idempotency';
import type { ApiEnv } from '../types';
import { parseJson, parseQuery } from '../validate';

// The wallet's HTTP face (contract: src/contract/wallet.ts). Domain work is in src/server/wallet;
// WalletError becomes the spec's error shape in ../errors.ts.

const sessionStart = async (c: { env: Pick<ApiEnv['Bindings'], 'deps'> }, sessionId: number) => {
  const db = await c.env.deps.getDb();
  const { rows } = await db.query<{ created_at: Date | string }>(`SELECT created_at FROM sessions WHERE id = $1`, [
    sessionId,
  ]);
  return rows[0] ? new Date(rows[0].created_at).toISOString() : null;
};

/**
 * The operator's wallet settings and the providers this request may use. `auth.demo` is the
 * request's view (host-policy.ts turns it off unless the request reaches a local host from this
 * machine, or DEMO_ON_PUBLIC_HOSTS=1):
 * the sandbox, which pays with test cards, is implicitly on only where demo features answer
 * (decision 035).
 */
export function walletSettings(c: { env: Pick<ApiEnv['Bindings'], 'deps'> }): WalletSettings {
  const deps = c.env.deps;
  const { providers, ...cfg } = deps.getConfig().site.wallet;
  return { ...cfg, offered: offeredProviders(providers, deps.auth.demo) };
}

const WEBHOOK_MAX_BYTES = 64 * 1024;
const providerParam = z.string().regex(/^[a-z0-9_]{1,32}$/);

export const walletRoutes = new Hono<ApiEnv>()
  .on(...splitWalletCall('wallet'), requireUser, async (c) => {
    const db = await c.env.deps.getDb();
    return c.json({ data: await walletSummary(db, c.get('session').userId) });
  })
  .on(...splitWalletCall('methods'), requireUser, async (c) => {
    const db = await c.env.deps.getDb();
    const { rows } = await db.query<{ currency: string | null }>(`SELECT currency FROM users WHERE id = $1`, [
      c.get('session').userId,
    ]);
    const currency = currencySchema
      .nullable()
      .catch(null)
      .parse(rows[0]?.currency ?? null);
    const { offered } = walletSettings(c);
    const body: WalletMethodsResponse = {
      data: {
        currency,
        deposit: currency ? offeredMethods(offered, currency, 'deposit') : [],
        withdrawal: currency ? offeredMethods(offered, currency, 'withdrawal') : [],
        presets: currency ? [...DEPOSIT_PRESETS[currency]] : [],
        min_deposit: currency ? MIN_DEPOSIT[currency] : null,
        min_payout: currency ? MIN_PAYOUT[currency] : null,
      },
    };
    return c.json(body);
  })
  .on(...splitWalletCall('depositCreate'), requireUser, async (c) => {
    const req = await parseJson(c, depositRequestSchema);
    const { userId } = c.get('session');
    const cfg = walletSettings(c);
    // A code kept from registration by a player who had no currency then is redeemed now, so the
    // deposit it waits for grants it (once; a code not offered to them is skipped).
    await redeemSignupPromo(await c.env.deps.getDb(), c.env.deps.getConfig().bonuses, userId);
    return moneyCall(c, userId, req, async (tx) => ({ data: await createDeposit(tx, cfg, userId, req) }));
  })
  .on(...splitWalletCall('depositGet'), requireUser, async (c) => {
    const id = moneyIdSchema.safeParse(c.req.param('id'));
    if (!id.success) throw new WalletError('not_found');
    const db = await c.env.deps.getDb();
    return c.json({ data: await getDeposit(db, c.get('session').userId, id.data) });
  })
  .on(...splitWalletCall('withdrawalCreate'), requireUser, async (c) => {
    const req = await parseJson(c, withdrawalRequestSchema);
    const { userId } = c.get('session');
    const cfg = walletSettings(c);
    return moneyCall(c, userId, req, async (tx) => ({ data: await requestWithdrawal(tx, cfg, userId, req) }));
  })
  .on(...splitWalletCall('history'), requireUser, async (c) => {
    const q = parseQuery(c, historyQuerySchema);
    const db = await c.env.deps.getDb();
    const userId = c.get('session').userId;
    if (q.format === 'csv') {
      // The export is the whole filtered range (bounded), not one page.
      const { items } = await history(db, userId, { kinds: q.kind, from: q.from, to: q.to, limit: 10_000 });
      return c.body(historyCsv(items, HISTORY_CSV_COLUMNS), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="history.csv"',
      });
    }
    const page = await history(db, userId, {
      kinds: q.kind,
      from: q.from,
      to: q.to,
      cursor: q.cursor,
      limit: q.limit,
    });
    const summary = await walletSummary(db, userId);
    return c.json({ data: page.items, next_cursor: page.nextCursor, net_deposits: summary.net_deposits });
  })
  // Webhooks: no session; the provider's signature over the raw body is the authentication.
  .post('/wallet/webhooks/:provider', async (c) => {
    const provider = providerParam.safeParse(c.req.param('provider'));
    if (!provider.success) throw new WalletError('not_found');
    // The sandbox's webhook exists only while the sandbox is offered. A real provider's stays
    // open after the operator stops offering it: payments already started still arrive.
    if (!isKnownProvider(provider.data)) throw new WalletError('not_found');
    if (provider.data === SANDBOX && !walletSettings(c).offered.includes(SANDBOX)) throw new WalletError('not_found');
    const raw = await c.req.text();
    if (raw.length > WEBHOOK_MAX_BYTES) throw new ApiHttpError(413, { message: 'Request body too large' });
    const res = await handlePaymentWebhook(await c.env.deps.getDb(), provider.data, raw, (n) => c.req.header(n));
    return c.json({ received: true, applied: res.applied });
  })
  .on(...splitWalletCall('rg'), requireUser, async (c) => {
    const { userId, sessionId } = c.get('session');
    const db = await c.env.deps.getDb();
    return c.json({ data: await rgState(db, userId, await sessionStart(c, sessionId)) });
  })
  .on(...splitWalletCall('rgLimits'), requireUser, async (c) => {
    const req = await parseJson(c, limitsRequestSchema);
    const { userId, sessionId } = c.get('session');
    const started = await sessionStart(c, sessionId);
    // No money moves: a key is honoured when sent, never required (decision 063).
    return moneyCall(
      c,
      userId,
      req,
      async (tx) => {
        await setLimits(tx, userId, req);
        return { data: await rgState(tx, userId, started) };
      },
      200,
      { keyRequired: false },
    );
  })
  .on(...splitWalletCall('rgSettings'), requireUser, async (c) => {
    const req = await parseJson(c, rgSettingsRequestSchema);
    const { userId, sessionId } = c.get('session');
    const started = await sessionStart(c, sessionId);
    return moneyCall(
      c,
      userId,
      req,
      async (tx) => {
        await setRgSettings(tx, userId, req);
        return { data: await rgState(tx, userId, started) };
      },
      200,
      { keyRequired: false },
    );
  })
  .on(...splitWalletCall('rgExclusion'), requireUser, async (c) => {
    const req = await parseJson(c, exclusionRequestSchema);
    const { userId } = c.get('session');
    const db = await c.env.deps.getDb();
    // A repeat without a key finds the session it came with already ended (401): it cannot exclude twice.
    const res = await moneyCall(
      c,
      userId,
      req,
      async (tx) => {
        const ex = await startExclusion(tx, userId, req);
        // Logged out at once, everywhere (this session too; its answer is the last one it gets).
        await revokeUserSessions(tx, userId);
        await revokeSsoSessions(tx, userId);
        return { data: ex };
      },
      200,
      { keyRequired: false },
    );
    wakeBalanceStreams(db, userId); // open event streams notice the logout now
    return res;
  });
