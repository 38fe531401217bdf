import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { VERIFY_FORMS, verifyFormOf } from '../../src/components/games/verify-forms';
import type { FormContext } from '../../src/components/games/verify-kit';
import { minorOf } from '../../src/components/games/verifier-params';
import { cardText, redCard } from '../../src/games/hilo/cards';
import { playDef, PLAY_SLUGS, verifyBet } from '../../src/games/play';
import { RED, ROULETTE_VALUE_TYPES } from '../../src/games/roulette/math';
import { pocketColour } from '../../src/games/roulette/pockets';
import { ROULETTE_NUMBERED } from '../../src/games/roulette/verify-form';

// The verifier's forms (src/games/<slug>/verify-form.tsx) → the games' verify parameters. What a
// player types ("1.50" in their currency, picked numbers, roulette bets) must become exactly what
// the server settled with, or a verified bet would show a result the screen never showed.

const ctx: FormContext = { cases: [] };
const formOf = (game: string) => {
  const form = verifyFormOf(game);
  if (!form) throw new Error(`no verifier form for ${game}`);
  return form;
};
/** The game's form as typed: its defaults with `patch`, and the stake typed in `amount`. */
const toParams = (game: string, patch: Record<string, unknown> = {}, amount = '1.00') => {
  const form = formOf(game);
  return form.toParams({ ...(form.initial(ctx) as object), ...patch }, amount);
};
const seed = {
  serverSeed: createHash('sha256').update('verifier form').digest('hex'),
  clientSeed: 'my-own-seed',
  nonce: 7,
};

describe('amounts typed in the currency', () => {
  it('become minor units: dot or comma, spaces, at most two decimals', () => {
    expect(minorOf('1.00')).toBe(100);
    expect(minorOf('1.5')).toBe(150);
    expect(minorOf('0,54')).toBe(54);
    expect(minorOf(' 1 000.25 ')).toBe(100_025);
    expect(minorOf('49')).toBe(4900);
  });
  it('refuse what is not a positive amount', () => {
    for (const bad of ['', '0', '0.00', '-1', '1.234', 'abc', '1e3', '1.2.3']) expect(minorOf(bad), bad).toBeNull();
  });
});

describe('each game’s fields', () => {
  it('every playable game has a form whose defaults the game accepts', () => {
    expect(Object.keys(VERIFY_FORMS).sort()).toEqual([...PLAY_SLUGS].sort());
    for (const slug of PLAY_SLUGS) {
      const form = toParams(slug, slug === 'keno' ? { numbers: [4, 9] } : {});
      expect('params' in form, slug).toBe(true);
      if ('params' in form) expect(playDef(slug)!.verifyParams.safeParse(form.params).success, slug).toBe(true);
    }
  });

  it('dice: target and condition, stake in minor units; the roll is the one the bet settled with', () => {
    const form = toParams('dice', { target: '49,5', condition: 'under' }, '2.50');
    expect(form).toEqual({ params: { target: 49.5, condition: 'under' }, amount: 250 });
    if (!('params' in form)) return;
    const def = playDef('dice')!;
    const direct = verifyBet('dice', seed, def.verifyParams.parse({ target: 49.5, condition: 'under' }), 250);
    expect(verifyBet('dice', seed, def.verifyParams.parse(form.params), form.amount)).toEqual(direct);
    expect(toParams('dice', { target: '50.001' })).toEqual({ field: 'target' });
    expect(toParams('dice', {}, 'x')).toEqual({ field: 'amount' });
  });

  it('keno: the picked numbers and the risk; no pick is a problem at the grid', () => {
    expect(toParams('keno', { risk: 'high', numbers: [3, 17, 40] }, '0.10')).toEqual({
      params: { risk: 'high', numbers: [3, 17, 40] },
      amount: 10,
    });
    expect(toParams('keno', { numbers: [] })).toEqual({ field: 'numbers' });
  });

  it('miner keeps the opening order (the replay stops at the first mine); hilo keeps the moves', () => {
    expect(toParams('miner', { mines: '5', tiles: [12, 0, 24] })).toEqual({
      params: { mines: 5, revealed: [12, 0, 24] },
      amount: 100,
    });
    expect(toParams('hilo', { actions: ['higher', 'skip', 'lower'] })).toEqual({
      params: { actions: ['higher', 'skip', 'lower'] },
      amount: 100,
    });
  });

  it('wheel segments and case counts become numbers; a case’s amount is one case’s price', () => {
    expect(toParams('wheel', { risk: 'high', segments: '30' })).toEqual({
      params: { risk: 'high', segments: 30 },
      amount: 100,
    });
    expect(toParams('cases', { slug: 'bronze', count: '3' }, '49.00')).toEqual({
      params: { case: 'bronze', count: 3 },
      amount: 4900,
    });
  });

  it('roulette: each bet row with its own amount; numbers only where the bet names them', () => {
    const form = toParams('roulette', {
      placements: [
        { type: 'red', value: '7', second: '', amount: '1' },
        { type: 'split', value: '1', second: '2', amount: '0.50' },
        { type: 'straight', value: '0', second: '9', amount: '0.10' },
      ],
    });
    expect(form).toEqual({
      params: {
        placements: [
          { type: 'red', amount: 100 },
          { type: 'split', value: 1, second: 2, amount: 50 },
          { type: 'straight', value: 0, amount: 10 },
        ],
      },
      amount: 0,
    });
    if ('params' in form) expect(playDef('roulette')!.verifyParams.safeParse(form.params).success).toBe(true);
    expect(toParams('roulette', { placements: [{ type: 'dozen', value: '', second: '', amount: '1' }] })).toEqual({
      field: 'placement-0-value',
    });
    expect(toParams('roulette', { placements: [] })).toEqual({ field: 'placements' });
  });

  it('the bet types that take a number are the ones roulette reads `value` from', () => {
    expect([...ROULETTE_NUMBERED].sort()).toEqual([...ROULETTE_VALUE_TYPES].sort());
  });
});

describe('results drawn as the games draw them', () => {
  it('roulette pockets have the table’s colours', () => {
    expect(pocketColour(0)).toBe('green');
    for (let n = 1; n <= 36; n++) expect(pocketColour(n)).toBe(RED.has(n) ? 'red' : 'black');
  });
  it('hilo cards: rank = card / 4 from the two, suit = card % 4', () => {
    expect(cardText(0)).toBe('2♠');
    expect(cardText(5)).toBe('3♥');
    expect(cardText(35)).toBe('10♣');
    expect(cardText(51)).toBe('A♣');
    expect([1, 2, 5, 6].map(redCard)).toEqual([true, true, true, true]);
    expect([0, 3, 4, 7].map(redCard)).toEqual([false, false, false, false]);
  });
});

describe('the verifier opened from a bet (issue 39)', () => {
  it("fills in the bet's own amount and choices, which convert back to its parameters", () => {
    const bets: [string, Record<string, unknown>, number][] = [
      ['dice', { target: 25.5, condition: 'under' }, 1250],
      ['coinflip', { side: 'tails' }, 300],
      ['keno', { risk: 'high', numbers: [1, 7, 40] }, 100],
      ['wheel', { risk: 'low', segments: 30 }, 500],
      [
        'roulette',
        {
          placements: [
            { type: 'straight', value: 17, amount: 200 },
            { type: 'red', amount: 100 },
          ],
        },
        300,
      ],
      ['cases', { case: 'starter', count: 2 }, 2000],
      ['limbo', { target: 3.5 }, 150],
      ['plinko', { rows: 12, risk: 'high' }, 250],
      ['miner', { mines: 5, revealed: [12, 0, 24] }, 400],
      ['hilo', { actions: ['higher', 'skip', 'lower'] }, 100],
    ];
    for (const [game, params, amount] of bets) {
      const f = formOf(game);
      const filled = f.fromBet(params, amount, f.initial(ctx));
      const form = f.toParams(filled.state, filled.amount);
      expect('params' in form ? form.params : form, game).toEqual(params);
      if (game === 'cases') expect('amount' in form && form.amount).toBe(1000);
      else if (game !== 'roulette') expect('amount' in form && form.amount, game).toBe(amount);
    }
  });
});
