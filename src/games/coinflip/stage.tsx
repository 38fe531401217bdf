// Coinflip on its game page: the screen with its texts from the page's dictionary and the stake
// rules of the player's currency.
import { autobetLabels, labels, PLAY_KEYS, playKit } from '../../components/games/stage-kit';
import { type CoinflipLabels, CoinflipScreen } from './screen';

const KEYS = [
  ...PLAY_KEYS,
  'amount',
  'heads',
  'tails',
  'side',
  'multiplier',
  'flip',
  'hotkeys',
] as const satisfies readonly (keyof CoinflipLabels)[];

export async function CoinflipStage() {
  return (
    <CoinflipScreen labels={labels('coinflip', KEYS)} autobet={autobetLabels()} {...(await playKit('coinflip'))} />
  );
}
