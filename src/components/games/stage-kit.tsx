// What the game stages (src/games/<slug>/stage.tsx) share: their labels read from the page's
// dictionary, the autobet panel's texts, and the "Provably fair" dialog under a screen. Server
// code: the stages pass plain texts to their client screens.
import type { ReactNode } from 'react';
import { getT } from '../../site/data.server';
import type { AutobetLabels } from './autobet-panel';
import { FairnessButton } from './fairness';

/** The texts every play screen shows: the fun switch and demo balance, the result, the log-in hint. */
export const PLAY_KEYS = ['fun', 'funBalance', 'win', 'lose', 'loginToPlay'] as const;

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

/** `prefix.key` for each key, in the page's language. */
export function labels<K extends string>(prefix: string, keys: readonly K[]): Record<K, string> {
  const t = getT();
  return Object.fromEntries(keys.map((k) => [k, t(`${prefix}.${k}`)])) as Record<K, string>;
}

/** The autobet panel's texts; the progress placeholders are filled in the browser. */
export function autobetLabels(): AutobetLabels {
  return {
    ...labels('autobet', AUTOBET_KEYS),
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
