import { z } from 'zod';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { createApiApp } from '../../src/server/api/app';
import type { ConfigStore } from '../../src/server/config/store.server';
import { openDatabase } from '../../src/server/db/index.server';
import type { Db } from '../../src/server/db/types';
import type { Currency } from '../../src/contract/common';
import { createSession } from '../../src/server/auth/sessions.server';
import { createUser } from '../../src/server/auth/users.server';
import { createPromo, type PromoInput } from '../../src/server/bonus/promo.server';
import { adjust, checkLedger, inWalletTransaction } from '../../src/server/wallet';
import { RECONCILE_CHECKS, reconcile } from '../../src/server/wallet/reconcile';
import { createPgDatabase } from './pg-admin';
import { TEST_AUTH_SETTINGS, type AuthSettings } from '../../src/server/auth/settings.server';

/**
 * `npm run wallet -- check` and `npm run wallet -- reconcile` on a test database: every suite leaves
 * a ledger that proves itself, and every product's books agreeing with it, nothing stuck (issue 38).
 */
async function assertLedger(db: Db, skip: readonly string[]): Promise<void> {
  const report = await checkLedger(db);
  if (!report.ok) throw new Error(`wallet check failed:\n${report.problems.join('\n')}`);
  const books = await reconcile(
    db,
    50,
    'full',
    RECONCILE_CHECKS.filter((c) => !skip.includes(c.kind)),
  );
  if (!books.ok) {
    throw new Error(`wallet reconcile failed:\n${books.problems.map((p) => `${p.kind}: ${p.detail}`).join('\n')}`);
  }
}

/**
 * A fresh database per test file: in-memory PGlite, or, when DATABASE_URL is set,
 * a new database created on that PostgreSQL server and dropped afterwards.
 * `skipChecks` leaves out reconcile checks whose other side the file replaces on purpose
 * (the studio's files run it against a stand-in wallet, so its books have no wallet record).
 */
export async function freshDb(
  opts: { skipChecks?: readonly string[] } = {},
): Promise<{ db: Db; drop: () => Promise<void>; url?: string }> {
  const skip = opts.skipChecks ?? [];
  const url = process.env.DATABASE_URL;
  if (!url) {
    // The run's migrated template (global-setup.ts) when there is one: a file run on its own
    // through another config still gets a database, created from scratch.
    const template = inject('pgliteTemplate');
    const db = await openDatabase({
      pgliteTemplate: template ? new Blob([readFileSync(template)]) : undefined,
    });
    return {
      db,
      drop: async () => {
        try {
          await assertLedger(db, skip);
        } finally {
          await db.close();
        }
      },
    };
  }
  // The run's migrated template (global-setup.ts), copied by the server, when there is one.
  const created = await createPgDatabase(url, 'casino_test', inject('pgTemplate'));
  const db = await openDatabase({ url: created.url });
  return {
    db,
    url: created.url,
    drop: async () => {
      try {
        await assertLedger(db, skip);
      } finally {
        await db.close();
        await created.drop();
      }
    },
  };
}

/** A config folder of its own, with the given files. */
export function configDir(
  files: {
    operator?: unknown;
    seo?: unknown;
    limits?: unknown;
    bonuses?: unknown;
    vip?: unknown;
    races?: unknown;
  } = {},
): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'casino-config-'));
  // The captcha is off unless a test asks for it (tests/api/captcha.test.ts does): the other
  // tests sign up and fail logins from one address all the time.
  const operator = (files.operator ?? {}) as { auth?: { captcha?: unknown } };
  const captcha = operator.auth?.captcha ?? { signup: false, loginFailures: 0 };
  writeFileSync(path.join(dir, 'operator.json'), JSON.stringify({ ...operator, auth: { ...operator.auth, captcha } }));
  if (files.seo) writeFileSync(path.join(dir, 'seo.json'), JSON.stringify(files.seo));
  if (files.limits) writeFileSync(path.join(dir, 'bet-limits.json'), JSON.stringify(files.limits));
  if (files.bonuses) writeFileSync(path.join(dir, 'bonuses.json'), JSON.stringify(files.bonuses));
  if (files.vip) writeFileSync(path.join(dir, 'vip.json'), JSON.stringify(files.vip));
  if (files.races) writeFileSync(path.join(dir, 'races.json'), JSON.stringify(files.races));
  return dir;
}

export function testApi(
  db: Db,
  store: ConfigStore,
  opts: { trustProxy?: boolean | number; auth?: Partial<AuthSettings>; siteOrigins?: string[] } = {},
) {
  // Tests stand behind a trusted proxy by default so X-Forwarded-For picks the visitor's address.
  return createApiApp({
    getDb: async () => db,
    getConfig: () => store.current,
    trustProxy: opts.trustProxy ?? true,
    extraCorsOrigins: [],
    auth: { ...TEST_AUTH_SETTINGS, ...opts.auth },
    // The tests' site is casino.test (its API api.casino.test), configured as SITE_URL would be.
    siteOrigins: opts.siteOrigins ?? ['http://casino.test'],
  });
}

export const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', host: 'api.casino.test', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

let playerSeq = 0;

/**
 * A player made directly in the database (no registration cost) with a live session:
 * `auth` holds the headers a signed-in call sends. Each call makes a new player with a
 * unique e-mail, so tests never share one.
 */
export async function loggedInPlayer(
  db: Db,
  opts: { currency?: Currency | null; region?: 'RU' | 'KZ'; name?: string; hidden?: boolean } = {},
) {
  const user = await createUser(db, {
    email: `player${++playerSeq}-${process.pid}-${Date.now()}@example.com`,
    passwordHash: null,
    registerMethod: 'social',
    region: opts.region ?? 'RU',
    ...(opts.currency === null ? {} : { currency: opts.currency ?? 'RUB' }),
  });
  if (opts.name !== undefined || opts.hidden !== undefined) {
    await db.query('UPDATE users SET name = $2, is_statistics_hidden = $3 WHERE id = $1', [
      user.id,
      opts.name ?? null,
      opts.hidden ?? false,
    ]);
  }
  const { token } = await createSession(
    db,
    { userId: user.id, method: 'social', ip: null, userAgent: null },
    { accessTtlSeconds: 3600, sessionTtlDays: 30 },
  );
  return { user, token, auth: { host: 'api.casino.test', authorization: `Bearer ${token}` } };
}

/** loggedInPlayer with `cash` minor units on their balance, granted through the wallet's ledger. */
export async function fundedPlayer(
  db: Db,
  cash: number,
  opts: Omit<Parameters<typeof loggedInPlayer>[1] & object, 'currency'> & { currency?: Currency } = {},
) {
  const p = await loggedInPlayer(db, opts);
  const currency = opts.currency ?? 'RUB';
  if (cash > 0) {
    await inWalletTransaction(db, (tx) =>
      adjust(tx, {
        key: `fund:${p.user.id}`,
        userId: p.user.id,
        currency,
        amount: cash,
        reason: 'test',
        actor: 'test',
      }),
    );
  }
  return p;
}

/**
 * Makes promo codes as the operator's command does: `promo(template, extra)` returns a new code
 * `<prefix><n>` for the template of the store's bonuses.json (one per player, no end by default).
 */
export function promoMaker(db: () => Db, store: ConfigStore, prefix: string) {
  let seq = 0;
  return async (template: string, extra: Partial<PromoInput> = {}): Promise<string> => {
    const code = `${prefix}${++seq}`;
    await createPromo(db(), store.current.bonuses, {
      code,
      template,
      maxRedemptions: null,
      perPlayer: 1,
      validFrom: null,
      validUntil: null,
      by: 'test',
      ...extra,
    });
    return code;
  };
}

/**
 * An OpenAPI schema as zod, its `$ref`s to `#/components/schemas/…` inlined from `schemas`: how the
 * OpenAPI tests check a real answer's body against the document.
 */
export function documentedZod(schema: unknown, schemas: Record<string, unknown>): z.ZodType {
  const inline = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(inline);
    if (v && typeof v === 'object') {
      const ref = (v as { $ref?: string }).$ref;
      if (ref?.startsWith('#/components/schemas/')) return inline(schemas[ref.slice('#/components/schemas/'.length)]);
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, inline(x)]));
    }
    return v;
  };
  return z.fromJSONSchema(inline(schema) as Parameters<typeof z.fromJSONSchema>[0]);
}
