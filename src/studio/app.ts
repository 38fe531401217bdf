// The in-house studio: a separate Hono app (mounted by the lead for `studio.*` hosts) that plays
// like any third-party provider. It reaches the casino's wallet ONLY through the Hub88 protocol over
// real HTTP (wallet-client.ts), keeps only `studio_` tables, and serves its pages for the casino's
// iframe with a strict CSP.
//
//   GET  /launch?game&user&token&lang&currency&mode&lobby   the game page (creates the session)
//   GET  /balance                                           Bearer sid
//   GET  /slots/:code/rules                                 published reels, paytable, RTP, …
//   POST /slots/:code/spin {stake, buy?, idempotency?}      Bearer sid
//   GET  /slots/:code/spins/:id                             Bearer sid: the verifiable record
//   GET  /fair · POST /fair/client-seed · POST /fair/rotate Bearer sid
//   GET  /assets/<name>.<hash>.<ext>                        the pages' bundles
//   /live/…                                                 the live tables (src/studio/live/routes.ts)
import { Hono } from 'hono';
import { z } from 'zod';
import { LANGS } from '../contract/common';
import type { Db } from '../server/db/types';
import { buildStudioAssets, type StudioAssets } from './assets.server';
import { studioText } from './i18n';
import { liveRoutes } from './live/routes';
import { isTable } from './live/tables';
import { runOutboxOnce, startOutbox } from './outbox.server';
import { studioCsp, studioErrorPage, studioPage } from './page';
import {
  createStudioSession,
  DEMO_BALANCE,
  registerStudioContext,
  type StudioContext,
  type StudioEnv,
} from './sessions.server';
import { slotRoutes } from './slots-routes';
import { slotByCode } from './slots/index';
import { stakeLevels } from './stakes';
import { createWalletClient } from './wallet-client';
import { logFor } from '../server/log.server';

const log = logFor('studio');

export interface StudioAppOptions {
  db: Db;
  /** e.g. http://api.localhost:PORT/providers/studio */
  walletUrl: string;
  /** The studio's RSA private key (PEM); the casino holds its public half in providers.json. */
  privateKeyPem: string;
  now?: () => number;
  /** Tests inject a fetch; the global one otherwise. */
  fetch?: typeof fetch;
  /**
   * Origins allowed to frame the pages and to receive their balance messages ('*' wildcards in the
   * host or port, CSP style). Default: http://localhost:*, http://*.localhost:* (local runs).
   */
  frameAncestors?: string[];
  /** Start the outbox timer (default true; tests drive `studio.runJobsOnce`). */
  timers?: boolean;
  /** Project root holding src/studio/client (default: the working directory). */
  root?: string;
}

export type StudioApp = Hono<StudioEnv> & {
  studio: { ctx: StudioContext; runJobsOnce(): Promise<void>; stop(): void; assets(): Promise<StudioAssets> };
};

export const DEFAULT_FRAME_ANCESTORS = ['http://localhost:*', 'http://*.localhost:*'];

/** Does `origin` match a CSP-style source like https://*.example.com or http://localhost:* ? */
export function originAllowed(origin: string, allow: readonly string[]): boolean {
  return allow.some((p) => {
    const anyPort = p.endsWith(':*');
    const host = (anyPort ? p.slice(0, -2) : p)
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
      .join('[a-z0-9-]+(?:\\.[a-z0-9-]+)*');
    return new RegExp(`^${host}${anyPort ? '(?::\\d{1,5})?' : ''}$`).test(origin);
  });
}

const launchQuery = z.object({
  game: z.string().regex(/^[a-z0-9-]{1,40}$/),
  user: z.string().max(128).optional(),
  token: z.string().max(512).optional(),
  lang: z.string().max(8).optional(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  mode: z.enum(['real', 'demo']),
  lobby: z.string().max(2048).optional(),
});

export function createStudioApp(opts: StudioAppOptions): StudioApp {
  const wallet = createWalletClient({
    walletUrl: opts.walletUrl,
    privateKeyPem: opts.privateKeyPem,
    fetch: opts.fetch,
  });
  const ctx: StudioContext = { db: opts.db, wallet, now: opts.now ?? Date.now };
  registerStudioContext(ctx);
  const allow = opts.frameAncestors ?? DEFAULT_FRAME_ANCESTORS;

  let built: Promise<StudioAssets> | null = null;
  const assets = () => {
    built ??= buildStudioAssets(opts.root);
    built.catch((e: unknown) => {
      // Said once per failure, where an operator reads it: every game answers 503 meanwhile.
      log.error({ err: e }, 'the game pages could not be built');
      built = null;
    });
    return built;
  };

  const app = new Hono<StudioEnv>() as StudioApp;
  app.use('*', async (c, next) => {
    c.set('studioCtx', ctx);
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
  });

  app.get('/favicon.ico', (c) => c.body(null, 204));

  app.get('/assets/:file', async (c) => {
    const f = (await assets()).files.get(`/assets/${c.req.param('file')}`);
    if (!f) return c.text('Not found', 404);
    return c.body(f.body as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': f.type,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Access-Control-Allow-Origin': '*',
    });
  });

  app.get('/launch', async (c) => {
    const q = launchQuery.safeParse(c.req.query());
    const lang = (LANGS as readonly string[]).includes(c.req.query('lang') ?? '')
      ? (c.req.query('lang') as string)
      : 'en';
    const t = studioText(lang);
    // A bundle that failed to build answers the friendly page (503), not a 500.
    const a = await assets().catch((): StudioAssets => ({ entries: {}, files: new Map() }));
    const styles = a.entries.slots?.css ?? [];
    let lobbyOrigin: string | null = null;
    try {
      const o = q.success && q.data.lobby ? new URL(q.data.lobby).origin : null;
      lobbyOrigin = o && originAllowed(o, allow) ? o : null;
    } catch {}
    c.header('Content-Security-Policy', studioCsp(lobbyOrigin ? [lobbyOrigin] : allow));
    c.header('Cache-Control', 'no-store');
    const fail = (status: 400 | 403 | 404 | 503, message: string) =>
      c.html(studioErrorPage({ lang, title: t.launchFailed, message, styles }), status);
    if (!q.success) return fail(400, t.badLink);
    const { game, mode } = q.data;
    const slot = slotByCode(game);
    const live = isTable(game);
    if (!slot && !live) return fail(404, t.unknownGame);

    let session: { user: string | null; token: string | null; currency: string };
    let balance: number | null = null;
    if (mode === 'demo') session = { user: null, token: null, currency: 'XXX' };
    else {
      const user = q.data.user ?? '';
      const token = q.data.token ?? '';
      if (!user || !token || !stakeLevels(q.data.currency).length) return fail(400, t.badLink);
      const info = await wallet.userInfo(token, user, game);
      if (info.status !== 'RS_OK' || (info.user !== undefined && info.user !== user)) {
        return info.failure ? fail(503, t.walletDown) : fail(403, t.sessionRefused);
      }
      if (info.currency !== undefined && info.currency !== q.data.currency) return fail(403, t.sessionRefused);
      session = { user, token, currency: q.data.currency };
      balance = info.balance ?? null;
    }
    const { sid, session: s } = await createStudioSession(ctx, {
      mode,
      ...session,
      game,
      lang,
      lobby: lobbyOrigin,
    });
    if (mode === 'demo') balance = DEMO_BALANCE;
    const entry = live ? a.entries.live : a.entries.slots;
    if (!entry?.js) return fail(503, t.unknownGame);
    const boot = {
      sid,
      kind: live ? 'live' : 'slots',
      game,
      mode,
      lang,
      currency: s.currency,
      balance,
      lobbyOrigin,
      stakes: stakeLevels(s.currency),
      // Only the player's language travels (the page's script carries no dictionary).
      texts: t,
      slot: slot
        ? {
            code: slot.code,
            title: slot.title,
            rtp: slot.rtp,
            volatility: slot.volatility,
            hitRate: slot.hitRate,
            maxWinX: slot.maxWinX,
            buy: slot.buy,
            published: slot.published,
          }
        : null,
    };
    return c.html(
      studioPage({
        lang,
        title: slot?.title ?? game,
        boot,
        script: entry.js,
        styles: [...new Set([...styles, ...entry.css])],
      }),
    );
  });

  app.route('/', slotRoutes(ctx));
  // The live tables' routes (src/studio/live/routes.ts); their engines are started by the runtime.
  app.route('/live', liveRoutes({ db: opts.db, now: ctx.now }));

  app.onError((err, c) => {
    // Never the request (its Authorization header carries the sid): the message only.
    log.error({ err }, 'studio error');
    return c.json({ error: { code: 'internal', message: 'Internal error' } }, 500);
  });
  app.notFound((c) => c.json({ error: { code: 'not_found', message: 'Not found' } }, 404));

  // Every spin and live bet whose money is not final has its call in the outbox (its guard or its
  // win), so one sweeper finishes them all after a restart: every process runs it (rows are leased).
  const runJobsOnce = async () => {
    await runOutboxOnce(ctx);
  };
  const stops: (() => void)[] = [];
  if (opts.timers !== false) stops.push(startOutbox(ctx));
  app.studio = {
    ctx,
    runJobsOnce,
    stop: () => {
      for (const s of stops) s();
    },
    assets,
  };
  return app;
}
