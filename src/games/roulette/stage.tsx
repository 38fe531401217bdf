// Roulette on its game page: the screen with its texts from the page's dictionary and the stake
// rules of the player's currency (its chips run from the minimum to the maximum).
import { labels, PLAY_KEYS, playKit } from '../../components/games/stage-kit';
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
  'rtp',
  'noBets',
  'hotkeys',
  'wheel',
] as const satisfies readonly (keyof RouletteLabels)[];

export async function RouletteStage() {
  return <RouletteScreen labels={labels('roulette', KEYS)} {...(await playKit('roulette'))} />;
}
