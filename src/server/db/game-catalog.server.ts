import { GAMES } from '../../games/registry';
import type { Queryable } from './types';

/**
 * Brings the `games` catalog table in line with the game registry: a registry game without a
 * row gets one (active, in registry order), and every row's kind follows the registry. The
 * operator's own columns (sort, is_active) of existing rows are left alone. Runs after the
 * migrations on every start, so a new game needs no migration of its own.
 */
export async function syncGameCatalog(db: Queryable): Promise<void> {
  // A new game lands right after the registry game before it that has a row (its lobby place), a
  // run of new games one after another in registry order (Limbo then Plinko after the wheel); with
  // none before it, at (i + 1) × 10. Existing rows keep their sort (the operator's).
  const { rows } = await db.query<{ slug: string; sort: number }>('SELECT slug, sort FROM games');
  const have = new Map(rows.map((r) => [r.slug, Number(r.sort)]));
  let anchor: number | null = null;
  let run = 0;
  const sorts = GAMES.map((g, i) => {
    const own = have.get(g.slug);
    if (own !== undefined) {
      anchor = own;
      run = 0;
      return own;
    }
    run += 1;
    return anchor === null ? (i + 1) * 10 : anchor + run;
  });
  const values = GAMES.map((_, i) => `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3}::int)`).join(', ');
  const params = GAMES.flatMap((g, i) => [g.slug, g.kind, sorts[i]]);
  await db.query(
    `INSERT INTO games (slug, kind, sort)
     SELECT v.slug, v.kind, v.sort FROM (VALUES ${values}) AS v(slug, kind, sort)
     ON CONFLICT (slug) DO UPDATE SET kind = EXCLUDED.kind WHERE games.kind IS DISTINCT FROM EXCLUDED.kind`,
    params,
  );
}
