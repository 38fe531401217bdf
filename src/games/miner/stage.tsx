// Miner on its game page: the screen with its texts from the page's dictionary and the stake
// rules of the player's currency.
import { firstStakeText, labels, PLAY_KEYS, recentLabel, stakeKit } from '../../components/games/stage-kit';
import { type MinerLabels, MinerScreen } from './screen';

const KEYS = [
  ...PLAY_KEYS,
  'amount',
  'mines',
  'start',
  'cashOut',
  'current',
  'next',
  'tile',
  'pick',
  'serverSeed',
  'hotkeys',
] as const satisfies readonly (keyof MinerLabels)[];

export async function MinerStage() {
  const kit = await stakeKit('miner');
  return (
    <MinerScreen
      labels={labels('miner', KEYS)}
      kit={kit}
      initialStake={firstStakeText(kit)}
      recentLabel={recentLabel()}
    />
  );
}
