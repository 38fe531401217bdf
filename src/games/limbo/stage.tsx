// Limbo on its game page: the screen with its texts (from this folder, in the page's language) and
// the stake rules of the player's currency.
import { autobetLabels, playKit } from '../../components/games/stage-kit';
import { getSiteContext } from '../../site/context.server';
import { LimboScreen } from './screen';
import { texts } from './texts';

export async function LimboStage() {
  const kit = await playKit('limbo');
  return <LimboScreen labels={texts[getSiteContext().lang]} autobet={autobetLabels()} {...kit} />;
}
