// The in-house match simulator: football and tennis matches that speak UOF. It only produces
// UofMessage objects; the server writes them as XML and feeds them through the same adapter a real
// feed uses. Every match is drawn in full when it is created (from a seeded RNG that an unseeded run
// takes from the OS) and revealed as its clock runs at `speed` match-seconds per real second.
import { MARKET_TYPES } from '../markets';
import {
  type BetCancel,
  type EventStatus,
  type Fixture,
  MARKET_STATUS,
  type OddsChange,
  type OddsMarket,
  PRODUCER_LIVE,
  PRODUCER_PREMATCH,
  type UofMessage,
} from '../uof/messages';
import { type Club, LEAGUES, type Player, TOURS } from './data';
import { type FootballPlan, footballCells, HALF, planFootball } from './football';
import { type Cell, Folded, lineSpec, pickLines, priceMarket, settleMarket } from './pricing';
import { createRng, type Rng } from './rng';
import { planTennis, startState, TennisOdds, type TennisPlan, type TennisState } from './tennis';

export interface SimulatorOptions {
  /** 16 bytes (or any text/bytes, hashed); without it the OS picks, so results cannot be foreseen. */
  seed?: Uint8Array | string;
  now: () => number;
  /** Match seconds per real second (30: a football match in a little over 3 minutes). */
  speed: number;
  liveFootball?: number;
  liveTennis?: number;
  /** Matches on the board before kick-off (pre-match odds), shared between the sports. */
  upcoming?: number;
  /** The first event number: sr:match:<nextId>. Continue above the highest id already known. */
  nextId?: number;
  /** Chance a match has a feed mishap: a late goal's bet_cancel (maybe rolled back), or a wrong
   * settlement corrected by rollback_bet_settlement. Default 1/15. */
  chaos?: number;
  /** Overround of every market (0.06 = 106%). */
  margin?: number;
  /** Match seconds between live price updates in football. */
  oddsEvery?: number;
  /** Match seconds markets stay stopped after a goal or a set. */
  resumeAfter?: number;
  /** Match seconds of the half-time break. */
  halftime?: number;
  /** Lines per match: football totals and Asian handicaps, tennis total games and game handicaps. */
  lines?: { totals?: number; handicaps?: number; tennisTotals?: number; tennisHandicaps?: number };
  /** Real milliseconds between `alive` messages of each producer. */
  aliveEvery?: number;
}

export interface SimMatchState {
  event_id: string;
  sport: 'football' | 'tennis';
  phase: 'upcoming' | 'live' | 'ended';
  home: string;
  away: string;
  start_time: number;
  /** Goals (football) or sets (tennis), as revealed so far. */
  score: [number, number];
  /** Games per set (tennis) or goals per half (football) so far. */
  periods: [number, number][];
  /** Match seconds since kick-off (half-time included). */
  elapsed: number;
  markets: number;
}

export interface Simulator {
  /** Runs the clock to `now` (default options.now()) and returns what the feed said meanwhile. */
  tick(now?: number): UofMessage[];
  /** A producer's full snapshot (fixtures and current odds of its matches), then snapshot_complete. */
  requestRecovery(product: number, requestId: number): UofMessage[];
  /** For tests and debugging only: never shown to players (it would reveal nothing, but still). */
  state(): { matches: SimMatchState[]; nextId: number };
}

type Chaos = 'late-goal' | 'late-goal-rollback' | 'wrong-settlement' | null;

interface Offered {
  type: number;
  specifiers: string;
  line: number;
  /** What was last published. */
  market: OddsMarket;
}

interface MatchBase {
  id: string;
  fixture: Fixture;
  /** Real ms of kick-off (the first point in tennis). */
  kickoff: number;
  phase: 'upcoming' | 'live' | 'ended';
  /** Match seconds processed. */
  elapsed: number;
  markets: Offered[];
  stopUntil: number | null;
  chaos: Chaos;
  /** Things the feed still says after the end (corrections); the match leaves when empty. */
  post: { at: number; run: (out: UofMessage[]) => void }[];
  end: number;
}

interface FootballMatch extends MatchBase {
  sport: 'football';
  clubs: [Club, Club];
  plan: FootballPlan;
  /** Next goal of plan.goals to reveal. */
  goal: number;
  score: [number, number];
  halves: [number, number][];
  nextOdds: number;
  /** The goal (index) the feed reports late, and by how many match seconds. */
  late: { goal: number; by: number } | null;
  halftimeShown: boolean;
  secondShown: boolean;
}

interface TennisMatch extends MatchBase {
  sport: 'tennis';
  players: [Player, Player];
  plan: TennisPlan;
  odds: TennisOdds;
  point: number;
  tstate: TennisState;
}

type Match = FootballMatch | TennisMatch;

const FOOTBALL = { id: 'sr:sport:1', name: 'Soccer' };
const TENNIS = { id: 'sr:sport:5', name: 'Tennis' };
/** Mean stoppage per half in the plan (60–239 s and 120–419 s), used until it is announced. */
const MEAN_FIRST = HALF + 150;
const MEAN_SECOND = HALF + 270;
/** A typical tennis match in match seconds: about 165 points, changeovers and set breaks. */
const TENNIS_TYPICAL = 6200;

export function createSimulator(options: SimulatorOptions): Simulator {
  const rng: Rng = createRng(options.seed);
  const speed = options.speed;
  const liveWanted = { football: options.liveFootball ?? 6, tennis: options.liveTennis ?? 3 };
  const upcomingTotal = options.upcoming ?? 8;
  const liveSum = liveWanted.football + liveWanted.tennis;
  const upcomingWanted = {
    football: liveSum ? Math.round((upcomingTotal * liveWanted.football) / liveSum) : 0,
    tennis: 0,
  };
  upcomingWanted.tennis = liveSum ? upcomingTotal - upcomingWanted.football : 0;
  const chaosRate = options.chaos ?? 1 / 15;
  const margin = options.margin ?? 0.06;
  const oddsEvery = options.oddsEvery ?? 60;
  const resumeAfter = options.resumeAfter ?? 45;
  const halftime = options.halftime ?? 180;
  const lines = {
    totals: options.lines?.totals ?? 9,
    handicaps: options.lines?.handicaps ?? 7,
    tennisTotals: options.lines?.tennisTotals ?? 5,
    tennisHandicaps: options.lines?.tennisHandicaps ?? 3,
  };
  const aliveEvery = options.aliveEvery ?? 5000;
  const footballTypical = 2 * HALF + 420 + halftime;
  /** Real ms between kick-offs of a sport so that about `live` of its matches run at once. */
  const interval = (sport: 'football' | 'tennis') =>
    ((sport === 'football' ? footballTypical : TENNIS_TYPICAL) * 1000) / speed / Math.max(1, liveWanted[sport]);

  let nextId = options.nextId ?? 1;
  let matches: Match[] = [];
  let last: number | null = null;
  let nextAlive = 0;
  const lastStart = { football: 0, tennis: 0 };

  const ts = (m: Match, at: number) => Math.round(m.kickoff + (at * 1000) / speed);
  const elapsedAt = (m: Match, now: number) => ((now - m.kickoff) * speed) / 1000;

  // ---- fixtures ---------------------------------------------------------------------------------

  const busy = () => new Set(matches.flatMap((m) => [m.fixture.home, m.fixture.away]));
  function pickPair<T extends { name: string }>(pool: readonly T[]): [T, T] {
    const taken = busy();
    const free = pool.filter((x) => !taken.has(x.name));
    // Past the pool's size (a benchmark's 40 matches), names repeat rather than fail.
    const from = free.length >= 2 ? free : pool;
    const first = rng.pick(from);
    const second = rng.pick(from.filter((x) => x !== first));
    return [first, second];
  }

  function chaosFor(sport: 'football' | 'tennis'): Chaos {
    if (rng.next() >= chaosRate) return null;
    if (sport === 'tennis') return 'wrong-settlement';
    return rng.pick(['late-goal', 'late-goal-rollback', 'wrong-settlement'] as const);
  }

  function base(
    sport: 'football' | 'tennis',
    kickoff: number,
    names: [string, string],
    category: string,
    tournament: string,
  ) {
    const id = `sr:match:${nextId++}`;
    const kind = sport === 'football' ? FOOTBALL : TENNIS;
    const fixture: Fixture = {
      type: 'fixture',
      event_id: id,
      sport_id: kind.id,
      sport_name: kind.name,
      category,
      tournament,
      home: names[0],
      away: names[1],
      start_time: Math.round(kickoff),
    };
    return {
      id,
      fixture,
      kickoff: Math.round(kickoff),
      phase: 'upcoming' as const,
      elapsed: 0,
      markets: [] as Offered[],
      stopUntil: null,
      chaos: chaosFor(sport),
      post: [],
      end: 0,
    };
  }

  function newFootball(kickoff: number): FootballMatch {
    const league = rng.pick(LEAGUES);
    const clubs = pickPair(league.clubs);
    const b = base('football', kickoff, [clubs[0].name, clubs[1].name], league.category, league.tournament);
    const plan = planFootball(rng, clubs[0], clubs[1]);
    const m: FootballMatch = {
      ...b,
      sport: 'football',
      clubs,
      plan,
      goal: 0,
      score: [0, 0],
      halves: [],
      nextOdds: oddsEvery,
      late: null,
      halftimeShown: false,
      secondShown: false,
      end: plan.first + halftime + plan.second,
    };
    if (m.chaos === 'late-goal' || m.chaos === 'late-goal-rollback') {
      // A goal the feed misses for a while: choose one with room after it for the follow-ups.
      const by = 20 + rng.int(30);
      const idx = plan.goals.findIndex((g, i) => {
        const report = playToElapsed(m, g.at) + by;
        const nextGoal = plan.goals[i + 1];
        return (
          report + 300 < m.end &&
          (nextGoal === undefined || playToElapsed(m, nextGoal.at) > report + resumeAfter) &&
          // Reported in the same half it was scored in.
          (g.at < plan.first ? g.at + by < plan.first : true)
        );
      });
      if (idx >= 0) m.late = { goal: idx, by };
    }
    addFootballLines(m);
    return m;
  }

  function newTennis(kickoff: number): TennisMatch {
    const tour = rng.pick(TOURS);
    const players = pickPair(tour.players);
    const b = base('tennis', kickoff, [players[0].name, players[1].name], tour.category, rng.pick(tour.tournaments));
    // Each side's serve: the tour's base, shifted by half the rating gap.
    const gap = (players[0].rating - players[1].rating) / 2;
    const serve: [number, number] = [tour.serve + gap, tour.serve - gap];
    const plan = planTennis(rng, serve);
    const m: TennisMatch = {
      ...b,
      sport: 'tennis',
      players,
      plan,
      odds: new TennisOdds(serve),
      point: 0,
      tstate: startState(plan.first),
      end: plan.points[plan.points.length - 1]!.at,
    };
    addTennisLines(m);
    return m;
  }

  // ---- football clock -----------------------------------------------------------------------------

  function playToElapsed(m: FootballMatch, play: number) {
    return play < m.plan.first ? play : play + halftime;
  }
  function playAt(m: FootballMatch, elapsed: number) {
    if (elapsed < m.plan.first) return elapsed;
    if (elapsed < m.plan.first + halftime) return m.plan.first;
    return Math.min(m.plan.first + m.plan.second, elapsed - halftime);
  }
  /** Seconds of play left; a half's stoppage counts at its mean until it is announced at 45:00. */
  function playLeft(m: FootballMatch, play: number) {
    const first = play >= HALF ? m.plan.first : MEAN_FIRST;
    const second = play >= m.plan.first + HALF ? m.plan.second : MEAN_SECOND;
    if (play < m.plan.first) return Math.max(0, first - play) + second;
    return Math.max(0, second - (play - m.plan.first));
  }
  function footballCellsNow(m: FootballMatch): Cell[] {
    const play = m.phase === 'upcoming' ? 0 : playAt(m, m.elapsed);
    return footballCells(m.plan.rates, m.score[0], m.score[1], playLeft(m, play));
  }

  function addLine(m: Match, type: number, key: 'total' | 'hcp', value: number) {
    const specifiers = lineSpec(key, value);
    if (m.markets.some((o) => o.type === type && o.specifiers === specifiers)) return;
    m.markets.push({
      type,
      specifiers,
      line: value,
      market: { id: type, specifiers, status: 1, cashout: false, outcomes: [] },
    });
  }
  function addPlain(m: Match, type: number) {
    if (!m.markets.some((o) => o.type === type))
      m.markets.push({
        type,
        specifiers: '',
        line: 0,
        market: { id: type, specifiers: '', status: 1, cashout: false, outcomes: [] },
      });
  }
  function sortMarkets(m: Match) {
    m.markets.sort((x, y) => MARKET_TYPES[x.type]!.priority - MARKET_TYPES[y.type]!.priority || x.line - y.line);
  }

  /** Lines around the expected result; called before kick-off and after each goal. */
  function addFootballLines(m: FootballMatch) {
    addPlain(m, 1);
    addPlain(m, 29);
    const play = m.phase === 'upcoming' ? 0 : playAt(m, m.elapsed);
    const left = playLeft(m, play);
    const [gh, ga] = m.score;
    const mh = m.plan.rates[0] * left;
    const ma = m.plan.rates[1] * left;
    const goals = gh + ga;
    for (const line of pickLines(goals + mh + ma, lines.totals, goals + 0.5, goals + 10)) addLine(m, 18, 'total', line);
    const fairHcp = -(gh - ga + mh - ma);
    for (const line of pickLines(fairHcp, lines.handicaps, fairHcp - 3, fairHcp + 3)) addLine(m, 16, 'hcp', line);
    sortMarkets(m);
  }

  function addTennisLines(m: TennisMatch) {
    addPlain(m, 186);
    const cells = m.odds.cells(m.tstate);
    let total = 0;
    let diff = 0;
    for (const c of cells) {
      total += c.p * (c.h + c.a);
      diff += c.p * (c.h - c.a);
    }
    const played = m.tstate.games.reduce((s, g) => s + g[0] + g[1], 0);
    for (const line of pickLines(total, lines.tennisTotals, played + 0.5, played + 40, false))
      addLine(m, 189, 'total', line);
    for (const line of pickLines(-diff, lines.tennisHandicaps, -diff - 6, -diff + 6, false))
      addLine(m, 187, 'hcp', line);
    sortMarkets(m);
  }

  // ---- messages -----------------------------------------------------------------------------------

  const clock = (seconds: number) => {
    const s = Math.max(0, Math.floor(seconds));
    return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
  };

  function eventStatus(m: Match): EventStatus {
    // UnifiedFeed.xsd requires match_status; 0 is "not started".
    if (m.phase === 'upcoming') return { status: 0, match_status: 0 };
    const ended = m.phase === 'ended';
    if (m.sport === 'tennis') {
      const s = m.tstate;
      return {
        status: ended ? 3 : 1,
        home_score: s.sets[0],
        away_score: s.sets[1],
        match_status: ended ? 100 : 7 + s.games.length,
        // Each period names its match_status_code (the schema requires it): 8 first set, 9 second, …
        periods: s.games.map((g, i) => ({ number: i + 1, home: g[0], away: g[1], code: 8 + i })),
      };
    }
    const play = playAt(m, m.elapsed);
    const inBreak = m.elapsed >= m.plan.first && m.elapsed < m.plan.first + halftime;
    const second = m.elapsed >= m.plan.first + halftime;
    return {
      status: ended ? 3 : 1,
      home_score: m.score[0],
      away_score: m.score[1],
      match_status: ended ? 100 : inBreak ? 31 : second ? 7 : 6,
      ...(ended ? {} : { match_time: clock(second ? HALF + play - m.plan.first : inBreak ? HALF : play) }),
      periods: m.halves.map((h, i) => ({ number: i + 1, home: h[0], away: h[1], code: 6 + i })),
    };
  }

  /** Prices every market of the match now (or only marks them suspended) and records what was sent. */
  function priceAll(m: Match, suspend: boolean) {
    if (suspend) {
      for (const o of m.markets) o.market = { ...o.market, status: MARKET_STATUS.suspended, cashout: false };
      return;
    }
    const cells = m.sport === 'football' ? footballCellsNow(m) : m.odds.cells(m.tstate);
    const folded = new Folded(cells);
    for (const o of m.markets) o.market = priceMarket(o.type, o.specifiers, folded.for(o.type), margin).market;
  }

  function oddsChange(
    m: Match,
    product: number,
    timestamp: number,
    markets: OddsMarket[],
    requestId?: number,
  ): OddsChange {
    return {
      type: 'odds_change',
      product,
      event_id: m.id,
      timestamp,
      ...(requestId === undefined ? {} : { request_id: requestId }),
      status: eventStatus(m),
      markets,
    };
  }

  function publish(m: Match, at: number, out: UofMessage[], suspend = false) {
    priceAll(m, suspend);
    out.push(
      oddsChange(
        m,
        PRODUCER_LIVE,
        ts(m, at),
        m.markets.map((o) => o.market),
      ),
    );
  }

  function betStop(m: Match, at: number, out: UofMessage[]) {
    out.push({
      type: 'bet_stop',
      product: PRODUCER_LIVE,
      event_id: m.id,
      timestamp: ts(m, at),
      groups: 'all',
      market_status: MARKET_STATUS.suspended,
    });
  }

  const refs = (m: Match) => m.markets.map((o) => ({ id: o.type, specifiers: o.specifiers }));

  function finalCell(m: Match): Cell {
    if (m.sport === 'football') return { h: m.score[0], a: m.score[1], p: 1 };
    return m.odds.cells(m.tstate)[0]!;
  }

  function finish(m: Match, at: number, out: UofMessage[]) {
    m.phase = 'ended';
    const stamp = ts(m, at);
    out.push(
      oddsChange(
        m,
        PRODUCER_LIVE,
        stamp,
        m.markets.map((o) => ({
          id: o.type,
          specifiers: o.specifiers,
          status: MARKET_STATUS.suspended,
          cashout: false,
          outcomes: o.market.outcomes.map((x) => ({ id: x.id, active: false })),
        })),
      ),
    );
    const final = finalCell(m);
    const settled = m.markets.map((o) => settleMarket(o.type, o.specifiers, final));
    const mainType = m.sport === 'football' ? 1 : 186;
    if (m.chaos === 'wrong-settlement') {
      // The feed first settles the winner market wrongly, then takes it back and settles it again.
      const i = settled.findIndex((s) => s.id === mainType);
      const right = settled[i]!;
      const wrong = { ...right, outcomes: rotateWinner(right.outcomes) };
      out.push(
        settlement(
          m,
          stamp,
          settled.map((s, j) => (j === i ? wrong : s)),
        ),
      );
      m.post.push({
        at: at + 120,
        run: (o) => {
          o.push({
            type: 'rollback_bet_settlement',
            product: PRODUCER_LIVE,
            event_id: m.id,
            timestamp: ts(m, at + 120),
            markets: [{ id: right.id, specifiers: right.specifiers }],
          });
          o.push(settlement(m, ts(m, at + 120), [right]));
        },
      });
    } else {
      out.push(settlement(m, stamp, settled));
    }
  }

  function settlement(m: Match, timestamp: number, markets: ReturnType<typeof settleMarket>[]): UofMessage {
    return { type: 'bet_settlement', product: PRODUCER_LIVE, event_id: m.id, timestamp, certainty: 2, markets };
  }

  // ---- running a match up to a moment -----------------------------------------------------------------

  /** Runs the match's events in order up to match second `target`. */
  function advance(m: Match, target: number, out: UofMessage[]) {
    for (;;) {
      const ev = m.phase === 'ended' ? nextPost(m) : m.sport === 'football' ? nextFootball(m) : nextTennis(m);
      if (!ev || ev.at > target) break;
      m.elapsed = Math.max(m.elapsed, ev.at);
      ev.run(out);
    }
    m.elapsed = Math.max(m.elapsed, Math.min(target, m.phase === 'ended' ? Number.POSITIVE_INFINITY : m.end));
  }

  type Ev = { at: number; run: (out: UofMessage[]) => void };

  function nextPost(m: Match): Ev | null {
    const first = m.post[0];
    if (!first) return null;
    return {
      at: first.at,
      run: (out) => {
        m.post.shift();
        first.run(out);
      },
    };
  }

  function earliest(list: (Ev | null)[]): Ev | null {
    let best: Ev | null = null;
    for (const ev of list) if (ev && (!best || ev.at < best.at)) best = ev;
    return best;
  }

  function resumeEv(m: Match, refresh: () => void): Ev | null {
    const until = m.stopUntil;
    if (until === null || until >= m.end) return null;
    return {
      at: until,
      run: (out) => {
        m.stopUntil = null;
        refresh();
        publish(m, until, out);
      },
    };
  }

  function nextFootball(m: FootballMatch): Ev | null {
    const { plan } = m;
    const g = plan.goals[m.goal];
    const goalEv: Ev | null = g
      ? {
          at: playToElapsed(m, g.at) + (m.late?.goal === m.goal ? m.late.by : 0),
          run: (out) => goal(m, out),
        }
      : null;
    const half = plan.first;
    const breakEv: Ev | null = m.halftimeShown
      ? null
      : {
          at: half,
          run: (out) => {
            m.halftimeShown = true;
            publish(m, half, out, m.stopUntil !== null);
          },
        };
    const secondEv: Ev | null = m.secondShown
      ? null
      : {
          at: half + halftime,
          run: (out) => {
            m.secondShown = true;
            m.halves.push([0, 0]);
            publish(m, half + halftime, out, m.stopUntil !== null);
          },
        };
    const at = m.nextOdds;
    const oddsEv: Ev = {
      at,
      run: (out) => {
        m.nextOdds += oddsEvery;
        const inBreak = at >= half && at < half + halftime;
        if (!inBreak && m.stopUntil === null) publish(m, at, out);
      },
    };
    const endEv: Ev = { at: m.end, run: (out) => finish(m, m.end, out) };
    // Order matters on ties: a goal before a price update, everything before the final whistle.
    const ev = earliest([goalEv, breakEv, secondEv, resumeEv(m, () => addFootballLines(m)), oddsEv]);
    return ev && ev.at < m.end ? ev : endEv;
  }

  function goal(m: FootballMatch, out: UofMessage[]) {
    const g = m.plan.goals[m.goal]!;
    const late = m.late?.goal === m.goal ? m.late.by : 0;
    m.goal++;
    const scored = playToElapsed(m, g.at);
    const reported = scored + late;
    m.score[g.side]++;
    m.halves[g.at < m.plan.first ? 0 : 1]![g.side]++;
    betStop(m, reported, out);
    publish(m, reported, out, true);
    if (late) {
      // Bets taken between the goal and our bet_stop were at prices that no longer held.
      const cancel: BetCancel = {
        type: 'bet_cancel',
        product: PRODUCER_LIVE,
        event_id: m.id,
        timestamp: ts(m, reported),
        start_time: ts(m, scored),
        end_time: ts(m, reported),
        markets: refs(m),
      };
      out.push(cancel);
      if (m.chaos === 'late-goal-rollback') {
        const at = reported + 240;
        m.post.push({
          at,
          run: (o) =>
            o.push({
              type: 'rollback_bet_cancel',
              product: PRODUCER_LIVE,
              event_id: m.id,
              timestamp: ts(m, at),
              start_time: cancel.start_time,
              end_time: cancel.end_time,
              markets: cancel.markets.map((x) => ({ id: x.id, specifiers: x.specifiers })),
            }),
        });
      }
    }
    m.stopUntil = reported + resumeAfter;
  }

  function nextTennis(m: TennisMatch): Ev | null {
    const point = m.plan.points[m.point];
    const pointEv: Ev | null = point
      ? {
          at: point.at,
          run: (out) => {
            m.point++;
            m.tstate = point.state;
            if (point.state.over) {
              finish(m, point.at, out);
            } else if (point.setEnd) {
              betStop(m, point.at, out);
              publish(m, point.at, out, true);
              m.stopUntil = point.at + resumeAfter;
            } else {
              publish(m, point.at, out, m.stopUntil !== null);
            }
          },
        }
      : null;
    return earliest([resumeEv(m, () => addTennisLines(m)), pointEv]);
  }

  // ---- the board --------------------------------------------------------------------------------

  function create(sport: 'football' | 'tennis', kickoff: number): Match {
    const m = sport === 'football' ? newFootball(kickoff) : newTennis(kickoff);
    matches.push(m);
    return m;
  }

  function prematch(m: Match, timestamp: number, requestId?: number): OddsChange {
    priceAll(m, false);
    return oddsChange(
      m,
      PRODUCER_PREMATCH,
      timestamp,
      m.markets.map((o) => o.market),
      requestId,
    );
  }

  function kickOff(m: Match, out: UofMessage[]) {
    out.push(
      oddsChange(
        m,
        PRODUCER_PREMATCH,
        m.kickoff,
        m.markets.map((o) => ({ ...o.market, status: MARKET_STATUS.handedOver, cashout: false })),
      ),
    );
    m.phase = 'live';
    if (m.sport === 'football') m.halves = [[0, 0]];
    publish(m, 0, out);
  }

  function schedule(sport: 'football' | 'tennis', now: number, out: UofMessage[]) {
    const waiting = matches.filter(
      (m) => m.phase === 'upcoming' && m.fixture.sport_id === (sport === 'football' ? FOOTBALL.id : TENNIS.id),
    );
    for (let n = waiting.length; n < upcomingWanted[sport]; n++) {
      const start = Math.max(lastStart[sport], now) + interval(sport);
      lastStart[sport] = start;
      const m = create(sport, start);
      out.push(m.fixture, prematch(m, now));
    }
  }

  function init(now: number, out: UofMessage[]) {
    for (const sport of ['football', 'tennis'] as const) {
      const n = liveWanted[sport];
      for (let i = 0; i < n; i++) {
        // Already under way, at staggered minutes, so they do not all end together.
        const m = create(sport, now);
        const length = sport === 'football' ? footballTypical * 0.97 : m.end;
        const into = ((i + 0.5) / n) * length;
        m.kickoff = Math.round(now - (into * 1000) / speed);
        m.fixture.start_time = m.kickoff;
        m.phase = 'live';
        if (m.sport === 'football') m.halves = [[0, 0]];
        advance(m, into, []);
        // What happened before we joined is not news: no corrections for messages never sent.
        m.post = [];
        priceAll(m, m.stopUntil !== null);
        out.push(m.fixture);
        out.push(
          oddsChange(
            m,
            PRODUCER_LIVE,
            now,
            m.markets.map((o) => o.market),
          ),
        );
      }
      lastStart[sport] = now;
      schedule(sport, now, out);
    }
  }

  function tick(now = options.now()): UofMessage[] {
    const out: UofMessage[] = [];
    if (last === null) {
      init(now, out);
      nextAlive = now;
    }
    // A long pause yields one alive per producer, not a burst of old ones.
    if (nextAlive <= now) {
      for (const product of [PRODUCER_LIVE, PRODUCER_PREMATCH])
        out.push({ type: 'alive', product, timestamp: now, subscribed: true });
      nextAlive = Math.max(nextAlive + aliveEvery, now + 1);
    }
    for (const m of matches) {
      if (m.phase === 'upcoming' && m.kickoff <= now) kickOff(m, out);
      if (m.phase !== 'upcoming') advance(m, elapsedAt(m, now), out);
    }
    // A finished match leaves once its corrections (if any) are out.
    matches = matches.filter((m) => m.phase !== 'ended' || m.post.length > 0);
    for (const sport of ['football', 'tennis'] as const) schedule(sport, now, out);
    last = now;
    // Matches run one after another above; the feed interleaves them in time.
    // A fixture has no timestamp of its own: it goes with the message after it (its first odds).
    let at = now;
    const keyed = out.map((msg, i) => ({ msg, i, at: 0 }));
    for (let i = keyed.length - 1; i >= 0; i--) {
      const k = keyed[i]!;
      if (k.msg.type !== 'fixture') at = k.msg.timestamp;
      k.at = at;
    }
    return keyed.sort((x, y) => x.at - y.at || x.i - y.i).map((x) => x.msg);
  }

  function requestRecovery(product: number, requestId: number): UofMessage[] {
    const now = options.now();
    const out: UofMessage[] = [];
    for (const m of matches) {
      if (product === PRODUCER_LIVE && m.phase === 'live') {
        out.push(
          m.fixture,
          oddsChange(
            m,
            PRODUCER_LIVE,
            now,
            m.markets.map((o) => o.market),
            requestId,
          ),
        );
      } else if (product === PRODUCER_PREMATCH && m.phase === 'upcoming') {
        out.push(m.fixture, prematch(m, now, requestId));
      }
    }
    out.push({ type: 'snapshot_complete', product, timestamp: now, request_id: requestId });
    return out;
  }

  function state() {
    return {
      nextId,
      matches: matches.map(
        (m): SimMatchState => ({
          event_id: m.id,
          sport: m.sport,
          phase: m.phase,
          home: m.fixture.home,
          away: m.fixture.away,
          start_time: m.kickoff,
          score: m.sport === 'football' ? [m.score[0], m.score[1]] : [m.tstate.sets[0], m.tstate.sets[1]],
          periods: m.sport === 'football' ? m.halves.map((h) => [h[0], h[1]]) : m.tstate.games.map((g) => [g[0], g[1]]),
          elapsed: m.elapsed,
          markets: m.markets.length,
        }),
      ),
    };
  }

  return { tick, requestRecovery, state };
}

/** The same outcomes with the win moved to the next outcome: the feed's mistake in a chaos match. */
function rotateWinner<T extends { result: 0 | 1 }>(outcomes: T[]): T[] {
  const i = outcomes.findIndex((o) => o.result === 1);
  const j = (i + 1) % outcomes.length;
  return outcomes.map((o, k) => ({ ...o, result: k === j ? 1 : 0 }) as T);
}
