// Long simulation (issue 11): N rounds per game through the real engine, each mean return
// checked against the declared exact RTP's 99% interval. Default 10^7 rounds per game:
//   npx tsx scripts/simulate-games.ts            (SIM_ROUNDS=100000 for a quick run)
import { randomBytes } from 'node:crypto';
import { caseRtp, openCases } from '../src/games/cases/math';
import { CASE_CONTENTS } from '../src/games/cases/contents';
import { coinRtp, playCoinflip } from '../src/games/coinflip/math';
import { diceRtp, playDice } from '../src/games/dice/math';
import { hiloReplay, hiloRtp, rankOf } from '../src/games/hilo/math';
import { kenoRtp, playKeno } from '../src/games/keno/math';
import type { SeedInput } from '../src/games/kit/fair';
import { minerMines, minerMultiplier, minerRtp } from '../src/games/miner/math';
import { playRoulette, ROULETTE_RTP } from '../src/games/roulette/math';

const N = Number(process.env.SIM_ROUNDS ?? 10_000_000);
const seed: SeedInput = { serverSeed: randomBytes(32).toString('hex'), clientSeed: 'simulate', nonce: 0 };

function run(name: string, declared: number | (() => number), round: (s: SeedInput) => number) {
  let sum = 0;
  let sq = 0;
  const t = performance.now();
  for (let i = 0; i < N; i++) {
    seed.nonce = i;
    const r = round(seed);
    sum += r;
    sq += r * r;
  }
  const mean = sum / N;
  const half = (2.576 * Math.sqrt(sq / N - mean * mean)) / Math.sqrt(N);
  const want = typeof declared === 'number' ? declared : declared();
  const ok = Math.abs(mean - want) <= half;
  console.log(
    `${name.padEnd(22)} RTP ${(mean * 100).toFixed(4)}% ± ${(half * 100).toFixed(4)} (declared ${(want * 100).toFixed(4)}%) ${ok ? 'OK' : 'OUTSIDE 99% INTERVAL'} ${((performance.now() - t) / 1000).toFixed(1)}s`,
  );
  return ok;
}

let hiloExpected = 0;
const results = [
  run('dice under 50.5', diceRtp(50.5, 'under'), (s) => playDice(s, { target: 50.5, condition: 'under' }).multiplier),
  run('coinflip', coinRtp(), (s) => playCoinflip(s, { side: 'tails' }).multiplier),
  run(
    'keno classic 7 picks',
    kenoRtp('classic', 7),
    (s) => playKeno(s, { risk: 'classic', numbers: [1, 5, 9, 13, 17, 21, 40] }).multiplier,
  ),
  run('roulette red', ROULETTE_RTP, (s) => playRoulette(s, [{ type: 'red', amount: 100 }]).payout / 100),
  run('miner 3 mines, 3 tiles', minerRtp(3, 3), (s) =>
    minerMines(s, 3).some((m) => m < 3) ? 0 : minerMultiplier(3, 3),
  ),
  run(
    'hilo one guess',
    () => hiloExpected / N,
    (s) => {
      const r0 = rankOf(hiloReplay(s, []).cards[0]!);
      const g = r0 < 6 ? 'higher' : 'lower';
      hiloExpected += hiloRtp(r0, g);
      return hiloReplay(s, [g]).multiplier;
    },
  ),
  run('cases silver', caseRtp(CASE_CONTENTS.silver!), (s) => openCases(s, CASE_CONTENTS.silver!, 1)[0]!.value),
];
if (results.includes(false)) process.exitCode = 1;
