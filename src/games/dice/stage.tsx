// Dice on its game page: the screen with its texts (a server component: labels come from the
// page's dictionary, the screen gets them as props) and the stake rules of the player's currency.
import {
  autobetLabels,
  firstStakeText,
  labels,
  PLAY_KEYS,
  recentLabel,
  stakeKit,
} from '../../components/games/stage-kit';
import { getT } from '../../site/data.server';
import { type DiceLabels, DiceScreen } from './screen';

const KEYS = [
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
] as const satisfies readonly (keyof DiceLabels)[];

export async function DiceStage() {
  const kit = await stakeKit('dice');
  return (
    <DiceScreen
      labels={labels('dice', KEYS)}
      autobet={autobetLabels()}
      hotkeys={getT()('autobet.hotkeys')}
      kit={kit}
      firstStake={firstStakeText(kit)}
      recentLabel={recentLabel()}
    />
  );
}
