import { CASE_CONTENTS } from '../../games/cases/contents';
import { caseRtp } from '../../games/cases/math';
import { KENO_RISKS, kenoRtp } from '../../games/keno/math';
import type { GameSlug } from '../../games/registry';
import { ROULETTE_RTP } from '../../games/roulette/math';
import { ROOM_COMMISSION_BPS } from '../../contract/rooms';
import { EDGE } from '../bets/bets.server';

// One representative house edge per in-house game, in parts per million, for the operator's bonus
// cost estimate (`npm run bonus -- templates`). Loyalty never reads these: each settled bet counts
// the edge its own parameters put at risk (the games' edgeOf and riskOf, docs/decisions/053).

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
