// The wheel on its game page: the screen with its texts from the page's dictionary and the stake
// rules of the player's currency.
import {
  autobetLabels,
  firstStakeText,
  labels,
  PLAY_KEYS,
  recentLabel,
  stakeKit,
} from '../../components/games/stage-kit';
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
  const kit = await stakeKit('wheel');
  return (
    <WheelScreen
      labels={labels('wheel', KEYS)}
      autobet={autobetLabels()}
      kit={kit}
      firstStake={firstStakeText(kit)}
      recentLabel={recentLabel()}
    />
  );
}
