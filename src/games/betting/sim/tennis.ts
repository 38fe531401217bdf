// Tennis, best of three sets with tiebreaks at 6-6: each point goes to the server with the server's
// own probability. The match is drawn point by point at the start; prices are exact, from a
// recursion over points → games → sets → match that also carries how many games each side wins
// (for total games and game handicap).
import type { Cell } from './pricing';
import type { Rng } from './rng';

export const SETS_TO_WIN = 2;

export interface TennisState {
  /** Sets won, home and away. */
  sets: [number, number];
  /** Games of every set so far, the current one last. */
  games: [number, number][];
  /** Points in the current game or tiebreak. */
  points: [number, number];
  /** Who serves the current game (or served first in the tiebreak): 0 home, 1 away. */
  server: 0 | 1;
  tiebreak: boolean;
  over: boolean;
}

export interface TennisPoint {
  /** Seconds from the first point. */
  at: number;
  /** The state after this point. */
  state: TennisState;
  /** This point ended a set (or the match). */
  setEnd: boolean;
}

export interface TennisPlan {
  /** Chance each side wins a point on its own serve. */
  serve: [number, number];
  first: 0 | 1;
  points: TennisPoint[];
}

export function startState(first: 0 | 1): TennisState {
  return { sets: [0, 0], games: [[0, 0]], points: [0, 0], server: first, tiebreak: false, over: false };
}

const other = (side: 0 | 1): 0 | 1 => (side === 0 ? 1 : 0);

/** Who serves point `k` (0-based) of a tiebreak that `first` opened: A, B, B, A, A, … */
export function tiebreakServer(first: 0 | 1, k: number): 0 | 1 {
  return Math.floor((k + 1) / 2) % 2 === 0 ? first : other(first);
}

function copy(s: TennisState): TennisState {
  return {
    sets: [s.sets[0], s.sets[1]],
    games: s.games.map((g) => [g[0], g[1]] as [number, number]),
    points: [s.points[0], s.points[1]],
    server: s.server,
    tiebreak: s.tiebreak,
    over: s.over,
  };
}

/** The state after `winner` takes the next point; whether the point ended a set. */
export function playPoint(
  state: TennisState,
  winner: 0 | 1,
): { state: TennisState; setEnd: boolean; gameEnd: boolean } {
  const s = copy(state);
  const g = s.games[s.games.length - 1]!;
  s.points[winner]++;
  const [ph, pa] = s.points;
  let gameEnd = false;
  let setEnd = false;
  if (s.tiebreak) {
    if (Math.max(ph, pa) >= 7 && Math.abs(ph - pa) >= 2) {
      g[winner]++;
      gameEnd = true;
      setEnd = true;
      // The player who received first in the tiebreak serves first in the next set.
      s.server = other(s.server);
    }
  } else if (Math.max(ph, pa) >= 4 && Math.abs(ph - pa) >= 2) {
    g[winner]++;
    gameEnd = true;
    s.server = other(s.server);
    const [gh, ga] = g;
    if ((Math.max(gh, ga) >= 6 && Math.abs(gh - ga) >= 2) || Math.max(gh, ga) === 7) setEnd = true;
    else if (gh === 6 && ga === 6) s.tiebreak = true;
  }
  if (gameEnd) s.points = [0, 0];
  if (setEnd) {
    s.tiebreak = false;
    s.sets[g[0] > g[1] ? 0 : 1]++;
    if (Math.max(...s.sets) >= SETS_TO_WIN) s.over = true;
    else s.games.push([0, 0]);
  }
  return { state: s, setEnd, gameEnd };
}

/** Who serves the next point of this state. */
export function pointServer(s: TennisState): 0 | 1 {
  return s.tiebreak ? tiebreakServer(s.server, s.points[0] + s.points[1]) : s.server;
}

export function planTennis(rng: Rng, serve: [number, number]): TennisPlan {
  const first: 0 | 1 = rng.next() < 0.5 ? 0 : 1;
  let state = startState(first);
  const points: TennisPoint[] = [];
  let at = 0;
  while (!state.over) {
    at += 20 + rng.int(26);
    const server = pointServer(state);
    const played = playPoint(state, rng.next() < serve[server] ? server : other(server));
    state = played.state;
    points.push({ at, state, setEnd: played.setEnd });
    const g = state.games[state.games.length - 1]!;
    // Changeovers after odd games, a longer break between sets.
    if (played.setEnd) at += 120;
    else if (played.gameEnd && (g[0] + g[1]) % 2 === 1) at += 60;
  }
  return { serve, first, points };
}

// ---- exact prices -------------------------------------------------------------------------------

/** A set's final score with who serves first in the next set. */
interface SetEnd {
  h: number;
  a: number;
  next: 0 | 1;
  p: number;
}

/** The probability machinery for one pairing; memoised, so pricing a point costs a few thousand steps. */
export class TennisOdds {
  private readonly hold: [number, number];
  private readonly setMemo = new Map<number, SetEnd[]>();
  private readonly futureMemo = new Map<number, Cell[]>();
  private readonly tbMemo = new Map<number, number>();

  constructor(private readonly serve: [number, number]) {
    this.hold = [gameFrom(serve[0], 0, 0), gameFrom(serve[1], 0, 0)];
  }

  /** Chance home wins a point served by `server`. */
  private homePoint(server: 0 | 1): number {
    return server === 0 ? this.serve[0] : 1 - this.serve[1];
  }

  /** Chance home wins a tiebreak at (h, a) points that `first` opened. */
  tiebreak(h: number, a: number, first: 0 | 1): number {
    if (h >= 7 && h - a >= 2) return 1;
    if (a >= 7 && a - h >= 2) return 0;
    const x = this.homePoint(tiebreakServer(first, h + a));
    if (h === a && h >= 6) {
      // From any tie at 6-6 or later the next two points are served one by each player.
      const y = this.homePoint(tiebreakServer(first, h + a + 1));
      return (x * y) / (x * y + (1 - x) * (1 - y));
    }
    const key = (h * 16 + a) * 2 + first;
    const hit = this.tbMemo.get(key);
    if (hit !== undefined) return hit;
    const p = x * this.tiebreak(h + 1, a, first) + (1 - x) * this.tiebreak(h, a + 1, first);
    this.tbMemo.set(key, p);
    return p;
  }

  /** Final scores of a set from the start of game (gh, ga) served by `server`. */
  setFrom(gh: number, ga: number, server: 0 | 1): SetEnd[] {
    if ((Math.max(gh, ga) >= 6 && Math.abs(gh - ga) >= 2) || Math.max(gh, ga) === 7)
      return [{ h: gh, a: ga, next: server, p: 1 }];
    const key = (gh * 8 + ga) * 2 + server;
    const hit = this.setMemo.get(key);
    if (hit) return hit;
    let out: SetEnd[];
    if (gh === 6 && ga === 6) {
      const p = this.tiebreak(0, 0, server);
      out = [
        { h: 7, a: 6, next: other(server), p },
        { h: 6, a: 7, next: other(server), p: 1 - p },
      ];
    } else {
      const homeGame = server === 0 ? this.hold[0] : 1 - this.hold[1];
      out = mix(this.setFrom(gh + 1, ga, other(server)), homeGame, this.setFrom(gh, ga + 1, other(server)));
    }
    this.setMemo.set(key, out);
    return out;
  }

  /** Games still to come (h, a) and the winner, from the start of a set at sets (sh, sa). */
  private future(sh: number, sa: number, server: 0 | 1): Cell[] {
    if (sh >= SETS_TO_WIN) return [{ h: 0, a: 0, w: 0, p: 1 }];
    if (sa >= SETS_TO_WIN) return [{ h: 0, a: 0, w: 1, p: 1 }];
    const key = (sh * 4 + sa) * 2 + server;
    const hit = this.futureMemo.get(key);
    if (hit) return hit;
    const out = this.afterSet(sh, sa, this.setFrom(0, 0, server));
    this.futureMemo.set(key, out);
    return out;
  }

  private afterSet(sh: number, sa: number, ends: SetEnd[]): Cell[] {
    const acc = new Map<number, Cell>();
    for (const e of ends) {
      const homeSet = e.h > e.a;
      for (const f of this.future(sh + (homeSet ? 1 : 0), sa + (homeSet ? 0 : 1), e.next)) {
        const h = e.h + f.h;
        const a = e.a + f.a;
        const key = (f.w! * 64 + h) * 64 + a;
        const cell = acc.get(key);
        if (cell) cell.p += e.p * f.p;
        else acc.set(key, { h, a, w: f.w, p: e.p * f.p });
      }
    }
    return [...acc.values()];
  }

  /** Every possible end of the match from this state: total games per side and the winner. */
  cells(s: TennisState): Cell[] {
    let doneH = 0;
    let doneA = 0;
    for (const g of s.games.slice(0, -1)) {
      doneH += g[0];
      doneA += g[1];
    }
    const g = s.games[s.games.length - 1]!;
    if (s.over) {
      return [{ h: doneH + g[0], a: doneA + g[1], w: s.sets[0] > s.sets[1] ? 0 : 1, p: 1 }];
    }
    let ends: SetEnd[];
    if (s.tiebreak) {
      const p = this.tiebreak(s.points[0], s.points[1], s.server);
      ends = [
        { h: 7, a: 6, next: other(s.server), p },
        { h: 6, a: 7, next: other(s.server), p: 1 - p },
      ];
    } else {
      const [ph, pa] = s.points;
      const homeGame = s.server === 0 ? gameFrom(this.serve[0], ph, pa) : 1 - gameFrom(this.serve[1], pa, ph);
      ends = mix(
        this.setFrom(g[0] + 1, g[1], other(s.server)),
        homeGame,
        this.setFrom(g[0], g[1] + 1, other(s.server)),
      );
    }
    return this.afterSet(s.sets[0], s.sets[1], ends).map((c) => ({ ...c, h: c.h + doneH, a: c.a + doneA }));
  }
}

function mix(win: SetEnd[], p: number, lose: SetEnd[]): SetEnd[] {
  const acc = new Map<number, SetEnd>();
  const add = (list: SetEnd[], weight: number) => {
    for (const e of list) {
      const key = (e.h * 8 + e.a) * 2 + e.next;
      const cur = acc.get(key);
      if (cur) cur.p += weight * e.p;
      else acc.set(key, { ...e, p: weight * e.p });
    }
  };
  add(win, p);
  add(lose, 1 - p);
  return [...acc.values()];
}

/** Chance the server wins a game from (server points, receiver points), p per point on serve. */
export function gameFrom(p: number, s: number, r: number): number {
  const q = 1 - p;
  if (s >= 4 && s - r >= 2) return 1;
  if (r >= 4 && r - s >= 2) return 0;
  if (s >= 3 && r >= 3) {
    const deuce = (p * p) / (p * p + q * q);
    return s === r ? deuce : s > r ? p + q * deuce : p * deuce;
  }
  return p * gameFrom(p, s + 1, r) + q * gameFrom(p, s, r + 1);
}
