import { GAMES } from '../../games/registry';
import type { Queryable } from './types';

/**
 * Brings the `games` catalog table in line with the game registry: a registry game without a
 * row gets one (active, in registry order), and every row's kind follows the registry. The
 * operator's own columns (sort, is_active) of existing rows are left alone. Runs after the
 * migrations on every start, so a new game needs no migration of its own.
 */
export async function syncGameCatalog(db: Queryable): Promise<void> {
  // A new game lands right after the registry game before it (its lobby place), else at (i + 1) × 10.
  const values = GAMES.map((_, i) => `($${i * 4 + 1}, $${i * 4 + 2}, $${i * 4 + 3}::int, $${i * 4 + 4})`).join(', ');
  const params = GAMES.flatMap((g, i) => [g.slug, g.kind, (i + 1) * 10, GAMES[i - 1]?.slug ?? null]);
  await db.query(
    `INSERT INTO games (slug, kind, sort)
     SELECT v.slug, v.kind, coalesce((SELECT g.sort + 1 FROM games g WHERE g.slug = v.prev), v.sort)
       FROM (VALUES ${values}) AS v(slug, kind, sort, prev)
     ON CONFLICT (slug) DO UPDATE SET kind = EXCLUDED.kind WHERE games.kind IS DISTINCT FROM EXCLUDED.kind`,
    params,
  );
}
