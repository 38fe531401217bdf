import { playDef } from '../../games/play';
import { GAMES, type GameSlug } from '../../games/registry';
import { EDGE } from '../bets/bets.server';

// One representative house edge per in-house game, in parts per million, for the operator's bonus
// cost estimate (`npm run bonus -- templates`). Loyalty never reads these: each settled bet counts
// the edge its own parameters put at risk (the games' edgeOf and riskOf, docs/decisions/053).
// Each game states its own: a playable game in its play.ts (representativeEdge), a shared round in
// its registry entry (houseEdge); this file names none.

const ppm = (edge: number) => Math.round(edge * 1_000_000);

/**
 * Every registry game. Null: the house edge is not ours to know (providers' games, the sportsbook)
 * and counts 0.
 */
export function gameEdgesPpm(): Record<GameSlug, number | null> {
  const edgeOf = (slug: string, houseEdge: 'configured' | number | undefined): number | null => {
    const play = playDef(slug);
    if (play) return ppm(play.representativeEdge(EDGE));
    if (houseEdge === 'configured') return ppm(EDGE);
    return houseEdge === undefined ? null : ppm(houseEdge);
  };
  return Object.fromEntries(
    GAMES.map((g) => [g.slug, edgeOf(g.slug, 'houseEdge' in g ? g.houseEdge : undefined)]),
  ) as Record<GameSlug, number | null>;
}
