import { CASE_CONTENTS } from '../../games/cases/contents';
import { caseRtp } from '../../games/cases/math';
import { KENO_RISKS, kenoRtp } from '../../games/keno/math';
import { GAMES, type GameSlug } from '../../games/registry';
import { ROULETTE_RTP } from '../../games/roulette/math';
import { ROOM_COMMISSION_BPS } from '../../contract/rooms';
import { EDGE } from '../bets/bets.server';
import type { Queryable } from '../db/types';

// The house edge of each in-house game, in parts per million, written to game_edges (migration 22)
// at every start. wallet_game_move multiplies each stake by it into player_stats.edge, which VIP
// rakeback pays a share of: so the figure must be the game's real mathematics, not a guess.

const ppm = (edge: number) => Math.round(edge * 1_000_000);
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

/**
 * Keno pays by a table per risk and pick count, each scaled to about 99% (kenoRtp is exact): one
 * figure per game is the plain mean of the 40 tables' edges (≈1.03%), rounded.
 */
function kenoEdge(): number {
  const edges = KENO_RISKS.flatMap((risk) => Array.from({ length: 10 }, (_, i) => 1 - kenoRtp(risk, i + 1)));
  return mean(edges);
}

/** Cases: the mean of each case's exact edge (1 − caseRtp; 2.6% steady … 4.5% volatile). */
function casesEdge(): number {
  return mean(Object.values(CASE_CONTENTS).map((c) => 1 - caseRtp(c)));
}

/**
 * Every registry game, so a new one must be decided here (the type requires its slug). Null: the
 * house edge is not ours to know (providers' games, the sportsbook) and counts 0.
 * dice, coinflip, hilo, miner and crash take the configured edge in their formulas (EDGE, 1%);
 * wheel's tables each return 99%; roulette pays 36 for 37 pockets; a room keeps its published
 * commission of every pot, which is that share of every stake in expectation.
 */
export function gameEdgesPpm(): Record<GameSlug, number | null> {
  return {
    crash: ppm(EDGE),
    dice: ppm(EDGE),
    miner: ppm(EDGE),
    coinflip: ppm(EDGE),
    keno: ppm(kenoEdge()),
    hilo: ppm(EDGE),
    roulette: ppm(1 - ROULETTE_RTP),
    wheel: ppm(0.01),
    cases: ppm(casesEdge()),
    rooms: ROOM_COMMISSION_BPS * 100,
    slots: null,
    'live-casino': null,
    betting: null,
  };
}

/**
 * Games whose play is not counted in player_stats (so not in VIP points, rakeback, races, cashback
 * or the boards). Rooms: a pot between players, paying each at least their own stake back, so a
 * whale's stake risks only what the others put in; counted at its size, a lone or near-lone whale
 * collected level-ups, rakeback and race places for next to no risk (red team).
 */
export const UNCOUNTED_GAMES: ReadonlySet<GameSlug> = new Set<GameSlug>(['rooms']);

/** Brings game_edges in line with the registry (an operator's row for another slug is left alone). */
export async function syncGameEdges(db: Queryable): Promise<void> {
  const edges = gameEdgesPpm();
  const rows = GAMES.flatMap((g) => {
    const e = edges[g.slug];
    return e === null ? [] : [[g.slug, e, !UNCOUNTED_GAMES.has(g.slug)] as const];
  });
  if (!rows.length) return;
  const values = rows.map((_, i) => `($${i * 3 + 1}, $${i * 3 + 2}::int, $${i * 3 + 3}::boolean)`).join(', ');
  await db.query(
    `INSERT INTO game_edges (game, edge_ppm, counts) VALUES ${values}
     ON CONFLICT (game) DO UPDATE SET edge_ppm = EXCLUDED.edge_ppm, counts = EXCLUDED.counts
      WHERE (game_edges.edge_ppm, game_edges.counts) IS DISTINCT FROM (EXCLUDED.edge_ppm, EXCLUDED.counts)`,
    rows.flat(),
  );
}
