import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { playKeno } from '../../src/games/keno/math';
import { settle } from '../../src/games/verify';

const run = (args: string[]) =>
  JSON.parse(execFileSync(process.execPath, ['scripts/verify-bet.mjs', ...args], { encoding: 'utf8' }));

describe('scripts/verify-bet.mjs (offline, Node only)', () => {
  it('recomputes dice, coinflip and keno exactly as the server settles them', () => {
    const serverSeed = randomBytes(32).toString('hex');
    const base = ['--server-seed', serverSeed, '--client-seed', 'abc', '--nonce', '42', '--amount', '1000'];
    const seed = { serverSeed, clientSeed: 'abc', nonce: 42 };
    const dice = settle('dice', seed, { target: 33.33, condition: 'under' }, 1000);
    expect(run(['--game', 'dice', ...base, '--params', '{"target":33.33,"condition":"under"}'])).toMatchObject({
      outcome: dice.outcome,
      payout: dice.payout,
    });
    const coin = settle('coinflip', seed, { side: 'tails' }, 1000);
    expect(run(['--game', 'coinflip', ...base, '--params', '{"side":"tails"}'])).toMatchObject({
      outcome: coin.outcome,
      payout: coin.payout,
    });
    const keno = playKeno(seed, { risk: 'low', numbers: [1, 5, 9] });
    expect(run(['--game', 'keno', ...base, '--params', '{"risk":"low","numbers":[1,5,9]}']).outcome).toEqual(
      keno.outcome,
    );
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
