// Plinko on its game page: the screen with its texts (from this folder, in the page's language) and
// the stake rules of the player's currency.
import { autobetLabels, playKit } from '../../components/games/stage-kit';
import type { BetLimitKey } from '../registry';
import { getSiteContext } from '../../site/context.server';
import { PlinkoScreen } from './screen';
import { texts } from './texts';

export async function PlinkoStage() {
  // The cast stands until registry.ts lists Plinko (then 'plinko' is a BetLimitKey of its own).
  const kit = await playKit('plinko' as BetLimitKey);
  return <PlinkoScreen labels={texts[getSiteContext().lang]} autobet={autobetLabels()} {...kit} />;
}
