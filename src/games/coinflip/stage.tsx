// Coinflip on its game page: the screen with its texts from the page's dictionary.
import { autobetLabels, labels, PLAY_KEYS } from '../../components/games/stage-kit';
import { type CoinflipLabels, CoinflipScreen } from './screen';

const KEYS = [
  ...PLAY_KEYS,
  'amount',
  'heads',
  'tails',
  'side',
  'multiplier',
  'flip',
  'history',
  'hotkeys',
] as const satisfies readonly (keyof CoinflipLabels)[];

export function CoinflipStage() {
  return <CoinflipScreen labels={labels('coinflip', KEYS)} autobet={autobetLabels()} />;
}
