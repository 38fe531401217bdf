// The stage of a game page: the game's playable screen where it has one (screens.tsx, one line per
// game) with the "Provably fair" dialog under it, else the placeholder panel; and the fairness card
// (the player's seeds and the verifier). Each game states its verifier choices in its play.ts and
// the texts its form shows in its verify-form.tsx; the verifier's case picker is the cases' folder's.
import { verifierCases } from '../../games/cases/verifier.server';
import { clientMessages } from '../../i18n';
import { PLAY_GAMES } from '../../games/play';
import { findGame, type GameSlug } from '../../games/registry';
import { getSiteContext } from '../../site/context.server';
import { getT } from '../../site/data.server';
import { Card } from '../ui/card';
import { FairSeeds } from './fair-seeds';
import { fairSeedsTexts } from './fairness';
import { PlayPanel } from './play-panel';
import { SCREENS } from './screens';
import { withFairness } from './stage-kit';
import { Verifier, type VerifierChoices, type VerifierTexts } from './verifier';

export { labels, withFairness } from './stage-kit';

/**
 * The verifier's texts: the whole `verifier` namespace in the page's language (English where a
 * text is missing, the operator's overrides applied): its own texts and those each game's form
 * names (its `labels`, in src/games/<slug>/verify-form.tsx), so no list of all games' fields here.
 */
function verifierTexts(): VerifierTexts {
  const { lang, config } = getSiteContext();
  return (clientMessages(lang, ['verifier'], config.texts).verifier ?? {}) as VerifierTexts;
}

/**
 * Each game's choices, named with the games' own texts (value → `namespace.key`): every playable
 * game lists its own in its play.ts (verifierChoices).
 */
function verifierChoices(): VerifierChoices {
  const t = getT();
  const out: VerifierChoices = {};
  for (const g of PLAY_GAMES)
    for (const c of g.verifierChoices ?? [])
      out[c.field] = Object.fromEntries(c.values.map((v) => [v, t(`${c.ns}.${v}`)]));
  return out;
}

export function GameStage({ game, image, name }: { game: GameSlug; image: string; name: string }) {
  const Stage = SCREENS[game];
  return Stage ? withFairness(<Stage />) : <PlayPanel image={image} name={name} />;
}

/** The slugs the verifier and the live feed's bet detail can recompute (every playable game). */
export const verifiableSlugs = (): string[] => PLAY_GAMES.map((g) => g.slug);

/**
 * The fairness card, on every game page: the player's seeds (set the client seed, rotate) and the
 * verifier, open on the page's game (and case), which recomputes any revealed bet in the browser.
 * The "Provably fair" dialog links to both (#fair-seeds, #verifier).
 */
export async function VerifierCard({ game, caseSlug }: { game: string; caseSlug?: string }) {
  const { lang } = getSiteContext();
  const games = PLAY_GAMES.map((g) => ({ slug: g.slug, name: findGame(g.slug)?.content[lang].name ?? g.slug }));
  const cases = await verifierCases(lang);
  const initial = games.some((g) => g.slug === game) ? game : games[0]!.slug;
  return (
    <Card as="section" className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <FairSeeds labels={fairSeedsTexts()} />
      <Verifier
        labels={verifierTexts()}
        games={games}
        choices={verifierChoices()}
        cases={cases}
        initialGame={initial}
        initialCase={caseSlug}
      />
    </Card>
  );
}
