import { gamesOn } from '../games/registry';
import { getSiteContext } from './context.server';

/**
 * The registry's games this request's host shows: on the operator's restricted games domains
 * the flagged ones are switched off (spec section 6), so the shell does not link them either.
 * The render cache keys pages by origin, so one host's copy never serves another.
 */
export function visibleGames() {
  const ctx = getSiteContext();
  return gamesOn(ctx.host, ctx.config.site.restrictedGamesDomains);
}
