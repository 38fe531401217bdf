// Hilo on its game page: the screen with its texts from the page's dictionary.
import { labels, PLAY_KEYS } from '../../components/games/stage-kit';
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

export function HiloStage() {
  return <HiloScreen labels={labels('hilo', KEYS)} />;
}
