import { describe, expect, it } from 'vitest';
import type { SbEvent } from '../../src/contract/sportsbook';
import { applyDelta, clockNow, clockRate } from '../../src/games/betting/screen/event-state';
import {
  applyPrices,
  combinationCount,
  MAX_SLIP_LEGS,
  potentialWin,
  restoreSelections,
  type SlipSelection,
  slipKind,
  systemsFor,
  toggleSelection,
  totalOdds,
  unitStake,
} from '../../src/games/betting/screen/slip-logic';

const sel = (outcomeId: number, eventId: string, odds = 2): SlipSelection => ({
  outcomeId,
  eventId,
  event: `${eventId} home – away`,
  market: '1X2',
  outcome: `outcome ${outcomeId}`,
  odds,
  prevOdds: null,
  active: true,
});

describe('the slip: adding and replacing selections', () => {
  it('adds selections of different events as legs in order', () => {
    const slip = toggleSelection(toggleSelection([], sel(1, 'sr:match:1')), sel(4, 'sr:match:2'));
    expect(slip.map((s) => s.outcomeId)).toEqual([1, 4]);
  });

  it('replaces the leg of an event when another outcome of that event is picked (one leg per event)', () => {
    let slip = [sel(1, 'sr:match:1'), sel(4, 'sr:match:2'), sel(7, 'sr:match:3')];
    slip = toggleSelection(slip, sel(5, 'sr:match:2', 3.4));
    expect(slip.map((s) => [s.outcomeId, s.eventId])).toEqual([
      [1, 'sr:match:1'],
      [5, 'sr:match:2'],
      [7, 'sr:match:3'],
    ]);
    expect(slip[1]!.odds).toBe(3.4);
  });

  it('takes a selection off when its price button is pressed again', () => {
    const slip = toggleSelection([sel(1, 'sr:match:1'), sel(4, 'sr:match:2')], sel(1, 'sr:match:1'));
    expect(slip.map((s) => s.outcomeId)).toEqual([4]);
  });

  it('keeps a full slip as it is rather than adding a 21st leg, but still lets a leg be replaced', () => {
    const full = Array.from({ length: MAX_SLIP_LEGS }, (_, i) => sel(i + 1, `sr:match:${i}`));
    expect(toggleSelection(full, sel(99, 'sr:match:99'))).toHaveLength(MAX_SLIP_LEGS);
    expect(toggleSelection(full, sel(99, 'sr:match:3')).map((s) => s.outcomeId)).toContain(99);
  });

  it('is a single with one leg, an accumulator with several, a system only when a fitting one is chosen', () => {
    expect(slipKind(1, '2/3')).toBe('single');
    expect(slipKind(3, null)).toBe('accumulator');
    expect(slipKind(3, '2/3')).toBe('system');
    expect(slipKind(4, '2/3')).toBe('accumulator'); // left over from a three-leg slip: does not fit four
  });

  it('moves a leg’s price on a stream update and remembers the old one; a suspended market greys it', () => {
    const slip = [sel(1, 'sr:match:1', 2.1), sel(4, 'sr:match:2', 1.5)];
    const next = applyPrices(slip, [
      { outcome_id: 1, odds: 2.25, active: true },
      { outcome_id: 4, odds: 1.5, active: false },
    ]);
    expect(next[0]).toMatchObject({ odds: 2.25, prevOdds: 2.1, active: true });
    expect(next[1]).toMatchObject({ odds: 1.5, prevOdds: null, active: false });
  });

  it('restores only well-formed selections from storage, one per event', () => {
    const restored = restoreSelections([
      sel(1, 'sr:match:1'),
      { ...sel(2, 'sr:match:1') },
      { outcomeId: 'x', eventId: 'sr:match:2' },
      { ...sel(3, 'sr:match:3'), odds: 0.5 },
      null,
    ]);
    expect(restored.map((s) => s.outcomeId)).toEqual([1]);
    expect(restoreSelections('nonsense')).toEqual([]);
  });
});

describe('the slip: systems', () => {
  it('offers k/n below n legs and the named systems at three and four legs', () => {
    expect(systemsFor(2)).toEqual([]);
    expect(systemsFor(3)).toEqual(['2/3', 'trixie', 'patent']);
    expect(systemsFor(4)).toEqual(['2/4', '3/4', 'yankee', 'lucky15']);
    expect(systemsFor(5)).toEqual(['2/5', '3/5', '4/5']);
  });

  it('counts the bets of each system', () => {
    expect(combinationCount('2/3', 3)).toBe(3);
    expect(combinationCount('2/4', 4)).toBe(6);
    expect(combinationCount('3/4', 4)).toBe(4);
    expect(combinationCount('trixie', 3)).toBe(4);
    expect(combinationCount('patent', 3)).toBe(7);
    expect(combinationCount('yankee', 4)).toBe(11);
    expect(combinationCount('lucky15', 4)).toBe(15);
    expect(combinationCount('yankee', 3)).toBe(0);
    expect(combinationCount('10/20', 20)).toBe(184_756);
  });

  it('splits the whole stake evenly over the combinations, or says it does not split', () => {
    expect(unitStake(1200, 4)).toBe(300);
    expect(unitStake(1000, 11)).toBeNull();
    expect(unitStake(1100, 11)).toBe(100);
    expect(unitStake(0, 4)).toBeNull();
  });
});

describe('the slip: potential win', () => {
  it('pays stake × price for a single, rounded down to the minor unit', () => {
    expect(potentialWin(1000, [2.1], null)).toBe(2100);
    expect(potentialWin(333, [1.857], null)).toBe(618); // 618.381
  });

  it('pays stake × the product of the prices for an accumulator', () => {
    expect(potentialWin(1000, [2, 1.5, 3], null)).toBe(9000);
    expect(totalOdds([2, 1.5, 3])).toBe(9000);
    // Twenty legs at 10.00: 10^20 × the stake, past 2^53, still exact (the server caps payouts anyway).
    expect(totalOdds(Array(20).fill(1.001))).toBe(1020);
  });

  it('pays a system as the unit stake on each combination', () => {
    // 2/3 at 2, 3, 4, 1.00 stake each of 3 combinations: 6 + 8 + 12 = 26 units.
    expect(potentialWin(300, [2, 3, 4], '2/3')).toBe(2600);
    // Trixie at 2, 2, 2, 1.00 each: three doubles at 4 and a treble at 8.
    expect(potentialWin(400, [2, 2, 2], 'trixie')).toBe(2000);
    // Patent adds the three singles: 2 + 2 + 2 more.
    expect(potentialWin(700, [2, 2, 2], 'patent')).toBe(2600);
    // Lucky 15 at 2 each: Π(1 + 2) − 1 = 80 units (all non-empty combinations).
    expect(potentialWin(1500, [2, 2, 2, 2], 'lucky15')).toBe(8000);
    // Yankee at 2 each: 6 doubles (4) + 4 trebles (8) + 1 fourfold (16) = 72 units.
    expect(potentialWin(1100, [2, 2, 2, 2], 'yankee')).toBe(7200);
  });

  it('shows no win for a system whose stake does not split', () => {
    expect(potentialWin(1000, [2, 2, 2, 2], 'yankee')).toBe(0);
  });
});

describe('the match clock', () => {
  const clock = { time: '12:30', at: 1_000_000, stopped: false };
  it('runs on from its last reading, and stands still when stopped', () => {
    expect(clockNow(clock, 1_000_000 + 95_000)).toBe('14:05');
    expect(clockNow({ ...clock, stopped: true }, 1_000_000 + 95_000)).toBe('12:30');
  });
  it('runs as fast as its readings say (a simulator at 30× shows 30 match seconds a second)', () => {
    const rate = clockRate(clock, { time: '13:30', at: 1_002_000, stopped: false });
    expect(rate).toBe(30);
    expect(clockNow({ time: '13:30', at: 1_002_000, stopped: false }, 1_003_000, rate!)).toBe('14:00');
    // Half time (the clock went back or stopped) tells nothing.
    expect(clockRate(clock, { time: '45:00', at: 1_002_000, stopped: true })).toBeNull();
  });
});

describe('stream deltas on a shown event', () => {
  const ev: SbEvent = {
    id: 'sr:match:1',
    sport: 'football',
    sport_name: 'Football',
    category: 'England',
    tournament: 'Premier League',
    home: 'A',
    away: 'B',
    start_at: 0,
    status: 'live',
    score: { home: 0, away: 0, periods: [] },
    clock: { time: '10:00', at: 0, stopped: false },
    markets: [
      {
        id: 7,
        type: 1,
        specifiers: '',
        status: 'active',
        name: '1X2',
        group: 'main',
        cashout: true,
        outcomes: [
          { id: 70, ref: '1', name: 'A', odds: 2.1, active: true },
          { id: 71, ref: '2', name: 'Draw', odds: 3.3, active: true },
        ],
      },
    ],
  };
  it('moves prices, suspends markets and updates the score of the event it names only', () => {
    const next = applyDelta(ev, {
      event_id: 'sr:match:1',
      score: { home: 1, away: 0, periods: [] },
      markets: [{ id: 7, status: 'suspended', prices: [{ outcome_id: 70, odds: 1.5, active: true }] }],
    });
    expect(next.score?.home).toBe(1);
    expect(next.markets[0]!.status).toBe('suspended');
    expect(next.markets[0]!.outcomes.map((o) => o.odds)).toEqual([1.5, 3.3]);
    expect(applyDelta(ev, { event_id: 'sr:match:2', markets: [] })).toBe(ev);
  });
});
