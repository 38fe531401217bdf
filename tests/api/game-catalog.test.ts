import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/registry';
import { ConfigStore } from '../../src/server/config/store.server';
import { syncGameCatalog } from '../../src/server/db/game-catalog.server';
import { migrations, splitStatements } from '../../src/server/db/migrate.server';
import { openPglite } from '../../src/server/db/pglite.server';
import type { Db } from '../../src/server/db/types';
import { configDir, freshDb, testApi } from './helpers';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await freshDb()));
afterAll(() => drop());

const api = () => testApi(db, new ConfigStore(configDir({ operator: {} })));
const listed = async () =>
  (await (await api().request('/catalog/games')).json()).data as { slug: string; kind: string }[];

describe('the games catalog follows the game registry', () => {
  it('lists every registry game, in registry order, with its kind', async () => {
    expect(await listed()).toEqual(GAMES.map((g) => ({ slug: g.slug, kind: g.kind })));
  });

  it('keeps the operator’s choices on a restart, restores a lost row and corrects a wrong kind', async () => {
    await db.query(`UPDATE games SET is_active = false WHERE slug = 'keno'`);
    await db.query(`UPDATE games SET sort = 1 WHERE slug = 'roulette'`);
    await db.query(`UPDATE games SET kind = 'provider' WHERE slug = 'dice'`);
    await db.query(`DELETE FROM games WHERE slug = 'hilo'`);
    await syncGameCatalog(db);
    const rows = await listed();
    expect(rows.map((r) => r.slug)).not.toContain('keno');
    expect(rows[0]).toEqual({ slug: 'roulette', kind: 'instant' });
    expect(rows.find((r) => r.slug === 'dice')?.kind).toBe('instant');
    expect(rows.find((r) => r.slug === 'hilo')?.kind).toBe('instant');
  });

  it('refuses a kind the registry does not know', async () => {
    await expect(db.query(`UPDATE games SET kind = 'original' WHERE slug = 'dice'`)).rejects.toThrow();
  });
});

describe('migration 008', () => {
  it('turns the lobby sections 004 seeded into registry kinds', async () => {
    const old = await openPglite(undefined);
    try {
      for (const m of migrations.filter((x) => x.version < 8)) {
        for (const stmt of splitStatements(m.sql)) await old.query(stmt);
      }
      for (const stmt of splitStatements(migrations.find((x) => x.version === 8)!.sql)) await old.query(stmt);
      const { rows } = await old.query<{ slug: string; kind: string }>('SELECT slug, kind FROM games ORDER BY sort');
      // Games added to the registry later (the wheel, Limbo, Plinko) arrive through the catalog sync,
      // not a migration.
      const seeded = GAMES.filter((g) => !['wheel', 'limbo', 'plinko'].includes(g.slug));
      expect(rows).toEqual(seeded.map((g) => ({ slug: g.slug, kind: g.kind })));
    } finally {
      await old.close();
    }
  });
});
