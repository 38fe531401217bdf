// Keno on its game page: the screen with its texts from the page's dictionary and the stake
// rules of the player's currency.
import { autobetLabels, labels, PLAY_KEYS, playKit } from '../../components/games/stage-kit';
import { type KenoLabels, KenoScreen } from './screen';

const KEYS = [
  ...PLAY_KEYS,
  'amount',
  'risk',
  'classic',
  'low',
  'medium',
  'high',
  'pick',
  'autoPick',
  'clear',
  'bet',
  'hits',
  'chance',
  'payoutTable',
  'rtp',
  'hotkeys',
] as const satisfies readonly (keyof KenoLabels)[];

export async function KenoStage() {
  return <KenoScreen labels={labels('keno', KEYS)} autobet={autobetLabels()} {...(await playKit('keno'))} />;
}
