import type { Db } from './types';
import m001 from './migrations/001_init';
import m002 from './migrations/002_attribution';
import m003 from './migrations/003_catalog';
import m004 from './migrations/004_catalog_seed';
import m005 from './migrations/005_auth';
import m006 from './migrations/006_idempotency';
import m008 from './migrations/008_game_kinds';
import m009 from './migrations/009_ledger';
import m010 from './migrations/010_payments';
import m011 from './migrations/011_fair_seeds';
import m012 from './migrations/012_bets';
import m013 from './migrations/013_captcha';
import m014 from './migrations/014_case_prices';
import m015 from './migrations/015_bet_seeds';
import m016 from './migrations/016_payouts_and_frozen';
import m017 from './migrations/017_bet_path';
import m018 from './migrations/018_public_names';
import m019 from './migrations/019_shared_rounds';
import m020 from './migrations/020_crash_bet_path';
import m021 from './migrations/021_promo_codes';
import m022 from './migrations/022_bonus_money';
import m023 from './migrations/023_vip';
import m024 from './migrations/024_top';
import m025 from './migrations/025_providers';
import m026 from './migrations/026_studio_slots';
import m027 from './migrations/027_studio_tables';
import m028 from './migrations/028_sportsbook';
import m029 from './migrations/029_two_factor';
import m030 from './migrations/030_loyalty_at_risk';
import m031 from './migrations/031_sportsbook_durable';
import m032 from './migrations/032_crash_durable';
import m033 from './migrations/033_studio_outbox_durable';
import m034 from './migrations/034_provider_rollback_settled';
import m035 from './migrations/035_crash_seeding';

/** Ordered and append-only: a shipped migration is never edited, only followed by a new one. */
export const migrations: { version: number; name: string; sql: string }[] = [
  { version: 1, name: 'init', sql: m001 },
  { version: 2, name: 'attribution', sql: m002 },
  { version: 3, name: 'catalog', sql: m003 },
  { version: 4, name: 'catalog_seed', sql: m004 },
  { version: 5, name: 'auth', sql: m005 },
  { version: 6, name: 'idempotency', sql: m006 },
  { version: 8, name: 'game_kinds', sql: m008 },
  { version: 9, name: 'ledger', sql: m009 },
  { version: 10, name: 'payments', sql: m010 },
  { version: 11, name: 'fair_seeds', sql: m011 },
  { version: 12, name: 'bets', sql: m012 },
  { version: 13, name: 'captcha', sql: m013 },
  { version: 14, name: 'case_prices', sql: m014 },
  { version: 15, name: 'bet_seeds', sql: m015 },
  { version: 16, name: 'payouts_and_frozen', sql: m016 },
  { version: 17, name: 'bet_path', sql: m017 },
  { version: 18, name: 'public_names', sql: m018 },
  { version: 19, name: 'shared_rounds', sql: m019 },
  { version: 20, name: 'crash_bet_path', sql: m020 },
  { version: 21, name: 'promo_codes', sql: m021 },
  { version: 22, name: 'bonus_money', sql: m022 },
  { version: 23, name: 'vip', sql: m023 },
  { version: 24, name: 'top', sql: m024 },
  { version: 25, name: 'providers', sql: m025 },
  { version: 26, name: 'studio_slots', sql: m026 },
  { version: 27, name: 'studio_tables', sql: m027 },
  { version: 28, name: 'sportsbook', sql: m028 },
  { version: 29, name: 'two_factor', sql: m029 },
  { version: 30, name: 'loyalty_at_risk', sql: m030 },
  { version: 31, name: 'sportsbook_durable', sql: m031 },
  { version: 32, name: 'crash_durable', sql: m032 },
  { version: 33, name: 'studio_outbox_durable', sql: m033 },
  { version: 34, name: 'provider_rollback_settled', sql: m034 },
  { version: 35, name: 'crash_seeding', sql: m035 },
];

// Any constant works; it only has to be the same in every process that migrates.
const MIGRATION_LOCK = 727_001;

export async function migrate(db: Db): Promise<number[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version int PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  // Applied migrations stay applied: those are skipped without a transaction and a lock each
  // (28 of them cost a started server or a test's database ~0.4 s on PGlite).
  const done = new Set(
    (await db.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version),
  );
  const applied: number[] = [];
  for (const m of migrations) {
    if (done.has(m.version)) continue;
    await db.transaction(async (tx) => {
      // Two servers starting at once against one PostgreSQL must not both apply a
      // migration: a transaction-scoped lock, then a re-check under it.
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const { rows } = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [m.version]);
      if (rows.length) return;
      for (const stmt of splitStatements(m.sql)) await tx.query(stmt);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      applied.push(m.version);
    });
  }
  return applied;
}

/**
 * Statements end with ';' at the end of a line. Text inside dollar quotes ($$ … $$, $f$ … $f$:
 * function bodies) is never cut, so a PL/pgSQL body may be written over many lines. Comment lines
 * outside quotes are dropped.
 */
export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let current = '';
  let quote: string | null = null;
  for (const line of sql.split('\n')) {
    if (quote === null && /^\s*--/.test(line)) continue;
    current += `${line}\n`;
    // Track dollar quotes opened and closed on this line (tags like $f$ or $$).
    for (const m of line.matchAll(/\$[A-Za-z_]*\$/g)) {
      if (quote === null) quote = m[0];
      else if (m[0] === quote) quote = null;
    }
    if (quote === null && /;\s*$/.test(line)) {
      const stmt = current.trim().replace(/;$/, '').trim();
      if (stmt) out.push(stmt);
      current = '';
    }
  }
  const rest = current.trim();
  if (rest) out.push(rest);
  return out;
}
