import { publicNameKey } from '../../contract/public-name';
import { hashPassword, verifyPassword } from '../auth/password.server';
import { demoGrant, openPlayerAccounts } from '../wallet';
import type { Db } from './types';
import { logFor } from '../log.server';

const log = logFor('demo');

/** The demo player that README mentions; created once, never overwritten. */
export const DEMO_ACCOUNT = {
  email: 'demo@example.com',
  password: 'demo-player-2026',
  name: 'Demo Player',
  /** Shown in the demo's live feed; the first change stays free (no change date set). */
  publicName: 'DemoPlayer',
  currency: 'RUB',
  /** 10 000 ₽ in kopecks */
  startingBalance: 1_000_000,
} as const;

/** The demo's promo code (issue 20): the `welcome` deposit match of private/bonuses.json. */
export const DEMO_PROMO = { code: 'WELCOME', template: 'welcome' } as const;

export async function seedDemo(db: Db): Promise<void> {
  // Made once; an operator who disabled or changed it keeps their version.
  await db.query(
    `INSERT INTO promo_codes (code, template, per_player, created_by) VALUES ($1, $2, 1, 'demo') ON CONFLICT (code) DO NOTHING`,
    [DEMO_PROMO.code, DEMO_PROMO.template],
  );
  const existing = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [DEMO_ACCOUNT.email]);
  if (existing.rows.length) return;
  const hash = await hashPassword(DEMO_ACCOUNT.password);
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      // A player who already took the name keeps it: the demo player then goes without one.
      `WITH taken AS (SELECT EXISTS (SELECT 1 FROM users WHERE public_name_key = $6) AS t)
       INSERT INTO users (name, email, password_hash, currency, locale, register_method, is_email_verified,
                          public_name, public_name_key)
       SELECT $1, $2, $3, $4, 'en', 'email', true,
              CASE WHEN taken.t THEN NULL ELSE $5 END, CASE WHEN taken.t THEN NULL ELSE $6 END
       FROM taken
       ON CONFLICT (email) DO NOTHING RETURNING id`,
      [
        DEMO_ACCOUNT.name,
        DEMO_ACCOUNT.email,
        hash,
        DEMO_ACCOUNT.currency,
        DEMO_ACCOUNT.publicName,
        publicNameKey(DEMO_ACCOUNT.publicName),
      ],
    );
    const id = rows[0]?.id;
    if (id === undefined) return; // another process seeded it first
    // The starting money is a ledger movement like any other (a grant from the house).
    await openPlayerAccounts(tx, Number(id), DEMO_ACCOUNT.currency);
    await demoGrant(tx, Number(id), DEMO_ACCOUNT.currency, DEMO_ACCOUNT.startingBalance);
  });
}

/**
 * With DEMO_DATA=0 (a real deployment) the demo player must not stay reachable with the
 * password this repository publishes: if it still logs in with it, the password is removed
 * and its sessions end. Any other account, or a demo account whose password was changed,
 * is left alone.
 */
export async function retireDemoLogin(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ id: number; password_hash: string | null }>(
    'SELECT id, password_hash FROM users WHERE email = $1',
    [DEMO_ACCOUNT.email],
  );
  const demo = rows[0];
  if (!demo?.password_hash || !(await verifyPassword(DEMO_ACCOUNT.password, demo.password_hash))) return false;
  await db.transaction(async (tx) => {
    await tx.query('UPDATE users SET password_hash = NULL WHERE id = $1', [demo.id]);
    await tx.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [demo.id]);
  });
  log.warn('demo off: the demo account can no longer log in with its published password');
  return true;
}
