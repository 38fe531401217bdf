import { GAMES } from '../../games/registry';
import type { Queryable } from './types';

/**
 * Brings the `games` catalog table in line with the game registry: a registry game without a
 * row gets one (active, in registry order), and every row's kind follows the registry. The
 * operator's own columns (sort, is_active) of existing rows are left alone. Runs after the
 * migrations on every start, so a new game needs no migration of its own.
 */
export async function syncGameCatalog(db: Queryable): Promise<void> {
  const values = GAMES.map((_, i) => `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3}::int)`).join(', ');
  const params = GAMES.flatMap((g, i) => [g.slug, g.kind, (i + 1) * 10]);
  await db.query(
    `INSERT INTO games (slug, kind, sort) VALUES ${values}
     ON CONFLICT (slug) DO UPDATE SET kind = EXCLUDED.kind WHERE games.kind IS DISTINCT FROM EXCLUDED.kind`,
    params,
  );
}
