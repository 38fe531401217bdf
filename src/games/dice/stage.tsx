// Dice on its game page: the screen with its texts (a server component: labels come from the
// page's dictionary, the screen gets them as props) and the stake rules of the player's currency.
import { autobetLabels, labels, PLAY_KEYS, playKit } from '../../components/games/stage-kit';
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
  return (
    <DiceScreen
      labels={labels('dice', KEYS)}
      autobet={autobetLabels()}
      hotkeys={getT()('autobet.hotkeys')}
      {...(await playKit('dice'))}
    />
  );
}
