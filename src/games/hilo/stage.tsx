// Hilo on its game page: the screen with its texts from the page's dictionary and the stake
// rules of the player's currency.
import { labels, PLAY_KEYS, playKit } from '../../components/games/stage-kit';
import { type HiloLabels, HiloScreen } from './screen';

const KEYS = [
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

export async function HiloStage() {
  return <HiloScreen labels={labels('hilo', KEYS)} {...(await playKit('hilo'))} />;
}
