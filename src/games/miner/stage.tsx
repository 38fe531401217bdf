// Miner on its game page: the screen with its texts from the page's dictionary and the stake
// rules of the player's currency.
import { labels, PLAY_KEYS, playKit } from '../../components/games/stage-kit';
import { type MinerLabels, MinerScreen } from './screen';

const KEYS = [
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

export async function MinerStage() {
  return <MinerScreen labels={labels('miner', KEYS)} {...(await playKit('miner'))} />;
}
