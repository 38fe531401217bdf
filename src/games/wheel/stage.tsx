// The wheel on its game page: the screen with its texts from the page's dictionary.
import { autobetLabels, labels, PLAY_KEYS } from '../../components/games/stage-kit';
import { type WheelLabels, WheelScreen } from './screen';

const KEYS = [
  ...PLAY_KEYS,
  'amount',
  'risk',
  'low',
  'medium',
  'high',
  'segments',
  'spin',
  'multiplier',
  'payoutTable',
  'chance',
  'rtp',
  'segment',
  'history',
  'hotkeys',
] as const satisfies readonly (keyof WheelLabels)[];

export function WheelStage() {
  return <WheelScreen labels={labels('wheel', KEYS)} autobet={autobetLabels()} />;
}
