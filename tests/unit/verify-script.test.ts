import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { playKeno } from '../../src/games/keno/math';
import { verifyBet } from '../../src/games/play';

const run = (args: string[]) =>
  JSON.parse(execFileSync(process.execPath, ['scripts/verify-bet.mjs', ...args], { encoding: 'utf8' }));

describe('scripts/verify-bet.mjs (offline, Node only)', () => {
  it('recomputes dice, coinflip and keno exactly as the server settles them', () => {
    const serverSeed = randomBytes(32).toString('hex');
    const base = ['--server-seed', serverSeed, '--client-seed', 'abc', '--nonce', '42', '--amount', '1000'];
    const seed = { serverSeed, clientSeed: 'abc', nonce: 42 };
    const dice = verifyBet('dice', seed, { target: 33.33, condition: 'under' }, 1000);
    expect(run(['--game', 'dice', ...base, '--params', '{"target":33.33,"condition":"under"}'])).toMatchObject({
      outcome: dice.outcome,
      payout: dice.payout,
    });
    const coin = verifyBet('coinflip', seed, { side: 'tails' }, 1000);
    expect(run(['--game', 'coinflip', ...base, '--params', '{"side":"tails"}'])).toMatchObject({
      outcome: coin.outcome,
      payout: coin.payout,
    });
    const keno = playKeno(seed, { risk: 'low', numbers: [1, 5, 9] });
    expect(run(['--game', 'keno', ...base, '--params', '{"risk":"low","numbers":[1,5,9]}']).outcome).toEqual(
      keno.outcome,
    );
  });
  it('recomputes finished miner and hilo games, won and lost, exactly as the site does', () => {
    const ranks = (cards: number[]) => cards.map((c) => Math.floor(c / 4));
    for (let i = 0; i < 6; i++) {
      const serverSeed = randomBytes(32).toString('hex');
      const seed = { serverSeed, clientSeed: `c${i}`, nonce: i };
      const base = ['--server-seed', serverSeed, '--client-seed', `c${i}`, '--nonce', String(i), '--amount', '1000'];
      // Miner: three safe tiles (a win), then the same three and a mine (a loss).
      const mines = verifyBet('miner', seed, { mines: 5, revealed: [] }, 1000).outcome.mines as number[];
      const safe = [...Array(25).keys()].filter((t) => !mines.includes(t)).slice(0, 3);
      for (const revealed of [safe, [...safe, mines[0]!]]) {
        const site = verifyBet('miner', seed, { mines: 5, revealed }, 1000);
        const script = run(['--game', 'miner', ...base, '--params', JSON.stringify({ mines: 5, revealed })]);
        expect(script).toMatchObject({ multiplier: site.multiplier, payout: site.payout, outcome: { mines } });
      }
      expect(verifyBet('miner', seed, { mines: 5, revealed: safe }, 1000).multiplier).toBeGreaterThan(1);
      // Hilo: guesses that win every card (read from the seed), then one that loses where one can.
      const cards = verifyBet('hilo', seed, { actions: ['skip', 'skip', 'skip', 'skip'] }, 1000).outcome
        .cards as number[];
      const r = ranks(cards);
      const winning = [0, 1, 2].map((k) => (r[k + 1]! > r[k]! ? 'higher' : r[k + 1]! < r[k]! ? 'lower' : 'same'));
      const losing = [...winning, r[4]! > r[3]! ? 'lower' : 'higher'];
      for (const actions of [winning, losing] as ('higher' | 'lower' | 'same')[][]) {
        const site = verifyBet('hilo', seed, { actions }, 1000);
        const script = run(['--game', 'hilo', ...base, '--params', JSON.stringify({ actions })]);
        expect(script).toMatchObject({ multiplier: site.multiplier, payout: site.payout });
        expect(script.outcome.cards).toEqual((site.outcome.cards as number[]).slice(0, actions.length + 1));
      }
      expect(verifyBet('hilo', seed, { actions: winning as 'higher'[] }, 1000).multiplier).toBeGreaterThan(1);
    }
  });
  it('says whether the revealed seed matches the committed hash', () => {
    expect(() =>
      run([
        '--game',
        'coinflip',
        '--server-seed',
        'a'.repeat(64),
        '--client-seed',
        'c',
        '--hash',
        'f'.repeat(64),
        '--params',
        '{"side":"heads"}',
      ]),
    ).toThrow();
  });
});
