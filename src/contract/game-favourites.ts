import { z } from 'zod';
import { text } from './text';

// A player's favourite and recently played catalog games (issue 21). Rows live in player_games:
// the launch route stamps last_played_at, these calls set `favourite`.

export const GAME_FAVOURITES_PATHS = {
  list: '/games/favourites',
  one: '/games/favourites/:slug',
} as const;

/** How many recently played games the list returns, newest first. */
export const RECENT_GAMES_LIMIT = 12;

/**
 * A catalog slug: `<provider>-<code>` for provider games (provider names are lowercase, game
 * codes letters, digits and _ . : -), or an older seeded slug. Anything else is refused before
 * the database is asked.
 */
export const gameSlugSchema = z
  .string()
  .min(1)
  .max(160)
  .regex(/^[a-z0-9][A-Za-z0-9_.:-]*$/, 'a catalog slug');

export const gameFavouritesResponseSchema = z.object({
  data: z.object({
    /** Slugs of the player's favourite games that are in the catalog now. */
    favourites: z.array(text()),
    /** Slugs of the games the player launched last, newest first. */
    recent: z.array(text()),
  }),
});
export type GameFavouritesResponse = z.infer<typeof gameFavouritesResponseSchema>;
