import { afterAll, expect, it } from 'vitest';
import { migrate, migrations } from '../../src/server/db/migrate.server';
import { freshDb } from './helpers';

// A server starting on a database migrated before applies nothing again (each applied migration is
// skipped without a transaction of its own); one that lacks a migration gets exactly that one.
const fresh = await freshDb();
afterAll(() => fresh.drop());

it('applies nothing to a migrated database, and only what is missing to one behind', async () => {
  const { db } = fresh;
  expect(await migrate(db)).toEqual([]);
  // A database from before two-factor login (migration 29): its row and its two tables gone.
  expect(migrations.some((m) => m.version === 29)).toBe(true);
  await db.query('DELETE FROM schema_migrations WHERE version = 29');
  await db.exec('DROP TABLE user_recovery_codes; DROP TABLE user_two_factor;');
  expect(await migrate(db)).toEqual([29]);
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name IN ('user_two_factor', 'user_recovery_codes')`,
  );
  expect(rows[0]!.n).toBe(2);
  expect(await migrate(db)).toEqual([]);
});
