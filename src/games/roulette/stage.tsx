// Roulette on its game page: the screen with its texts from the page's dictionary.
import { labels, PLAY_KEYS } from '../../components/games/stage-kit';
import { ROULETTE_BET_TYPES } from './math';
import { type RouletteLabels, RouletteScreen } from './screen';

const KEYS = [
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

export function RouletteStage() {
  return <RouletteScreen labels={labels('roulette', KEYS)} />;
}
