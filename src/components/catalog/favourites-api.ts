import { apiRequest } from '../../client/api';
import { GAME_FAVOURITES_PATHS, gameFavouritesResponseSchema } from '../../contract/game-favourites';

// The player's favourite and recently played games (src/server/api/routes/game-favourites.ts).

export type FavouriteLists = { favourites: string[]; recent: string[] };

const one = (slug: string) => GAME_FAVOURITES_PATHS.one.replace(':slug', encodeURIComponent(slug));

export const favouritesApi = {
  list: async (): Promise<FavouriteLists> =>
    (await apiRequest(gameFavouritesResponseSchema, 'GET', GAME_FAVOURITES_PATHS.list)).data,
  set: async (slug: string, on: boolean): Promise<FavouriteLists> =>
    (await apiRequest(gameFavouritesResponseSchema, on ? 'PUT' : 'DELETE', one(slug))).data,
};
