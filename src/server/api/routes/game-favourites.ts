import { Hono } from 'hono';
import {
  GAME_FAVOURITES_PATHS,
  type GameFavouritesResponse,
  gameSlugSchema,
  RECENT_GAMES_LIMIT,
} from '../../../contract/game-favourites';
import type { Queryable } from '../../db/types';
import { ApiHttpError, validationError } from '../errors';
import { requireUser } from '../require-user';
import type { ApiEnv } from '../types';

// Favourites and recently played (issue 21) over player_games. Only games the catalog lists now
// are returned: a game the operator switched off drops out of both lists without a cleanup job.

const IN_CATALOG = `(EXISTS (SELECT 1 FROM slots s WHERE s.slug = pg.slug AND s.is_active)
  OR EXISTS (SELECT 1 FROM live_tables l WHERE l.slug = pg.slug AND l.is_active))`;

async function listOf(db: Queryable, userId: number): Promise<GameFavouritesResponse> {
  const [fav, recent] = await Promise.all([
    db.query<{ slug: string }>(
      `SELECT pg.slug FROM player_games pg WHERE pg.user_id = $1 AND pg.favourite AND ${IN_CATALOG} ORDER BY pg.slug`,
      [userId],
    ),
    db.query<{ slug: string }>(
      `SELECT pg.slug FROM player_games pg
        WHERE pg.user_id = $1 AND pg.last_played_at IS NOT NULL AND ${IN_CATALOG}
        ORDER BY pg.last_played_at DESC, pg.slug LIMIT ${RECENT_GAMES_LIMIT}`,
      [userId],
    ),
  ]);
  return { data: { favourites: fav.rows.map((r) => r.slug), recent: recent.rows.map((r) => r.slug) } };
}

/** The path's slug, well formed (422 otherwise). */
function slugParam(raw: string | undefined): string {
  const res = gameSlugSchema.safeParse(raw ?? '');
  if (!res.success) throw validationError({ slug: ['invalid_slug: Not a catalog game'] });
  return res.data;
}

const unknownGame = () => new ApiHttpError(404, { message: 'Game not found' });

/** A slug the catalog lists now (a new favourite must be playable). */
async function isListed(db: Queryable, slug: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM slots WHERE slug = $1 AND is_active UNION ALL SELECT 1 FROM live_tables WHERE slug = $1 AND is_active`,
    [slug],
  );
  return rows.length > 0;
}

export const gameFavouriteRoutes = new Hono<ApiEnv>()
  .get(GAME_FAVOURITES_PATHS.list, requireUser, async (c) => {
    const db = await c.env.deps.getDb();
    return c.json(await listOf(db, c.get('session').userId));
  })
  .put(GAME_FAVOURITES_PATHS.one, requireUser, async (c) => {
    const slug = slugParam(c.req.param('slug'));
    const db = await c.env.deps.getDb();
    if (!(await isListed(db, slug))) throw unknownGame();
    const userId = c.get('session').userId;
    await db.query(
      `INSERT INTO player_games (user_id, slug, favourite) VALUES ($1, $2, true)
       ON CONFLICT (user_id, slug) DO UPDATE SET favourite = true`,
      [userId, slug],
    );
    return c.json(await listOf(db, userId));
  })
  .delete(GAME_FAVOURITES_PATHS.one, requireUser, async (c) => {
    const slug = slugParam(c.req.param('slug'));
    const db = await c.env.deps.getDb();
    const userId = c.get('session').userId;
    // A game the operator has since switched off can still be taken off the list.
    const { rows } = await db.query(
      'UPDATE player_games SET favourite = false WHERE user_id = $1 AND slug = $2 RETURNING 1',
      [userId, slug],
    );
    if (!rows.length && !(await isListed(db, slug))) throw unknownGame();
    return c.json(await listOf(db, userId));
  });
