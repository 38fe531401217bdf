// The stage of a game page: the playable screen where one exists (issue 11), else the
// placeholder panel. A small map here until the registry grows a `screen` hook.
import type { ReactNode } from 'react';
import { ROULETTE_BET_TYPES, VERIFIABLE_GAMES, type VerifiableGame } from '../../contract/instant-games';
import type { GameSlug as OriginalGame } from '../../games/registry';
import { CoinflipScreen, type CoinflipLabels } from '../../games/coinflip/screen';
import { DiceScreen, type DiceLabels } from '../../games/dice/screen';
import { HiloScreen, type HiloLabels } from '../../games/hilo/screen';
import { KenoScreen, type KenoLabels } from '../../games/keno/screen';
import { MinerScreen, type MinerLabels } from '../../games/miner/screen';
import { RouletteScreen, type RouletteLabels } from '../../games/roulette/screen';
import { getT } from '../../site/data.server';
import { Card } from '../ui/card';
import type { AutobetLabels } from './autobet-panel';
import { FairnessButton } from './fairness';
import { PlayPanel } from './play-panel';
import { Verifier, type VerifierLabels } from './verifier';

/** The texts every play screen shows: the fun switch and demo balance, the result, the log-in hint. */
const PLAY_KEYS = ['fun', 'funBalance', 'win', 'lose', 'loginToPlay'] as const;
const DICE_KEYS = [
  ...PLAY_KEYS,
  'amount',
  'target',
  'over',
  'under',
  'chance',
  'multiplier',
  'bet',
  'roll',
  'balance',
  'rotate',
  'revealed',
] as const;
const MINER_KEYS = [
  ...PLAY_KEYS,
  'amount',
  'mines',
  'start',
  'cashOut',
  'current',
  'next',
  'tile',
  'pick',
  'serverSeed',
  'hotkeys',
] as const satisfies readonly (keyof MinerLabels)[];
const HILO_KEYS = [
  ...PLAY_KEYS,
  'amount',
  'start',
  'cashOut',
  'current',
  'higher',
  'lower',
  'same',
  'skip',
  'chance',
  'history',
  'serverSeed',
  'hotkeys',
] as const satisfies readonly (keyof HiloLabels)[];
const COINFLIP_KEYS = [
  ...PLAY_KEYS,
  'amount',
  'heads',
  'tails',
  'side',
  'multiplier',
  'flip',
  'history',
  'hotkeys',
] as const satisfies readonly (keyof CoinflipLabels)[];
const KENO_KEYS = [
  ...PLAY_KEYS,
  'amount',
  'risk',
  'classic',
  'low',
  'medium',
  'high',
  'pick',
  'autoPick',
  'clear',
  'bet',
  'hits',
  'chance',
  'payoutTable',
  'rtp',
  'hotkeys',
] as const satisfies readonly (keyof KenoLabels)[];
const ROULETTE_KEYS = [
  ...PLAY_KEYS,
  'chip',
  'betType',
  ...ROULETTE_BET_TYPES,
  'splitHint',
  'total',
  'spin',
  'undo',
  'clear',
  'bets',
  'history',
  'rtp',
  'noBets',
  'hotkeys',
] as const satisfies readonly (keyof RouletteLabels)[];
const VERIFIER_KEYS = [
  'title',
  'game',
  'serverSeed',
  'clientSeed',
  'nonce',
  'params',
  'amount',
  'compute',
  'hash',
  'outcome',
  'payout',
] as const;

const AUTOBET_KEYS = [
  'title',
  'bets',
  'stopLoss',
  'stopWin',
  'onWin',
  'onLoss',
  'reset',
  'increaseBy',
  'start',
  'stop',
  'progress',
  'stopped_count',
  'stopped_loss',
  'stopped_win',
  'stopped_error',
  'stopped_player',
  'problem_stake',
  'problem_bets',
  'problem_stopLoss',
  'problem_stopWin',
  'problem_percent',
] as const satisfies readonly (keyof AutobetLabels)[];

export function labels<K extends string>(prefix: string, keys: readonly K[]): Record<K, string> {
  const t = getT();
  return Object.fromEntries(keys.map((k) => [k, t(`${prefix}.${k}`)])) as Record<K, string>;
}

export function GameStage({ game, image, name }: { game: OriginalGame; image: string; name: string }) {
  if (game === 'dice') {
    return (
      <div className="flex flex-col gap-2">
        <DiceScreen
          labels={labels('dice', DICE_KEYS) as DiceLabels}
          autobet={{
            ...(labels('autobet', AUTOBET_KEYS) as AutobetLabels),
            // Filled in the browser as the run goes: the placeholders pass through as they are.
            progress: getT()('autobet.progress', { placed: '{{placed}}', total: '{{total}}', net: '{{net}}' }),
          }}
          hotkeys={getT()('autobet.hotkeys')}
        />
        <span className="self-end">
          <FairnessButton />
        </span>
      </div>
    );
  }
  if (game === 'miner') return withFairness(<MinerScreen labels={labels('miner', MINER_KEYS)} />);
  if (game === 'hilo') return withFairness(<HiloScreen labels={labels('hilo', HILO_KEYS)} />);
  if (game === 'coinflip') {
    return withFairness(<CoinflipScreen labels={labels('coinflip', COINFLIP_KEYS)} autobet={autobetLabels()} />);
  }
  if (game === 'keno') return withFairness(<KenoScreen labels={labels('keno', KENO_KEYS)} autobet={autobetLabels()} />);
  if (game === 'roulette') return withFairness(<RouletteScreen labels={labels('roulette', ROULETTE_KEYS)} />);
  return <PlayPanel image={image} name={name} />;
}

/** The autobet panel's texts; the progress placeholders are filled in the browser. */
function autobetLabels(): AutobetLabels {
  return {
    ...(labels('autobet', AUTOBET_KEYS) as AutobetLabels),
    progress: getT()('autobet.progress', { placed: '{{placed}}', total: '{{total}}', net: '{{net}}' }),
  };
}

/** A screen with the "Provably fair" dialog under it. */
export function withFairness(screen: ReactNode) {
  return (
    <div className="flex flex-col gap-2">
      {screen}
      <span className="self-end">
        <FairnessButton />
      </span>
    </div>
  );
}

/** The verifier, on every game page: recomputes any revealed bet in the browser. */
export function VerifierCard({ game }: { game: OriginalGame }) {
  const initial = (VERIFIABLE_GAMES as readonly string[]).includes(game) ? (game as VerifiableGame) : 'dice';
  return (
    <Card as="section" className="mt-6">
      <Verifier labels={labels('verifier', VERIFIER_KEYS) as VerifierLabels} initialGame={initial} />
    </Card>
  );
}
