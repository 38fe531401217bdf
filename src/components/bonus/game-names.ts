import type { Lang } from '../../contract/common';
import { GAMES } from '../../games/registry';
import type { GameNames } from './terms';

/** Every game's name in one language, for the weights table (server side: the registry holds all texts). */
export const gameNames = (lang: Lang): GameNames =>
  Object.fromEntries(GAMES.map((g) => [g.slug, g.content[lang].name]));
