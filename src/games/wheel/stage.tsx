// The wheel on its game page: the screen with its texts from the page's dictionary and the stake
// rules of the player's currency.
import { autobetLabels, labels, PLAY_KEYS, playKit } from '../../components/games/stage-kit';
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
  'hotkeys',
] as const satisfies readonly (keyof WheelLabels)[];

export async function WheelStage() {
  return <WheelScreen labels={labels('wheel', KEYS)} autobet={autobetLabels()} {...(await playKit('wheel'))} />;
}
