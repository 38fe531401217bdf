// The stage of a game page: the game's playable screen where it has one (screens.tsx, one line per
// game) with the "Provably fair" dialog under it, else the placeholder panel; and the verifier.
// Nothing here names a game.
import { PLAY_GAMES } from '../../games/play';
import type { GameSlug } from '../../games/registry';
import { Card } from '../ui/card';
import { PlayPanel } from './play-panel';
import { SCREENS } from './screens';
import { labels, withFairness } from './stage-kit';
import { Verifier, type VerifierLabels } from './verifier';

export { labels, withFairness } from './stage-kit';

const VERIFIER_KEYS = [
  'title',
  'game',
  'serverSeed',
  'clientSeed',
  'nonce',
  'params',
  'amount',
  'compute',
  'hash',
  'outcome',
  'payout',
] as const satisfies readonly (keyof VerifierLabels)[];

export function GameStage({ game, image, name }: { game: GameSlug; image: string; name: string }) {
  const Stage = SCREENS[game];
  return Stage ? withFairness(<Stage />) : <PlayPanel image={image} name={name} />;
}

/** The slugs the verifier and the live feed's bet detail can recompute (every playable game). */
export const verifiableSlugs = (): string[] => PLAY_GAMES.map((g) => g.slug);

/** The verifier, on every game page: recomputes any revealed bet in the browser. */
export function VerifierCard({ game }: { game: string }) {
  // Each game's sample parameters travel as JSON text: the browser loads the games' code only to compute.
  const games = PLAY_GAMES.map((g) => ({ slug: g.slug, example: JSON.stringify(g.example) }));
  const initial = games.some((g) => g.slug === game) ? game : games[0]!.slug;
  return (
    <Card as="section" className="mt-6">
      <Verifier labels={labels('verifier', VERIFIER_KEYS)} games={games} initialGame={initial} />
    </Card>
  );
}
