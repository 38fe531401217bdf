// The stage of a game page: the game's playable screen where it has one (screens.tsx, one line per
// game) with the "Provably fair" dialog under it, else the placeholder panel; and the fairness card
// (the player's seeds and the verifier). Each game states its verifier choices in its play.ts; only
// the verifier's case picker (cases' catalogue and names) still reads one game's folder here.
import { caseName } from '../../games/cases/content';
import { CASE_CONTENTS } from '../../games/cases/contents';
import { PLAY_GAMES } from '../../games/play';
import { findGame, type GameSlug } from '../../games/registry';
import { getSiteContext } from '../../site/context.server';
import { getCatalog, getT } from '../../site/data.server';
import { Card } from '../ui/card';
import { FairSeeds } from './fair-seeds';
import { fairSeedsTexts } from './fairness';
import { PlayPanel } from './play-panel';
import { SCREENS } from './screens';
import { labels, withFairness } from './stage-kit';
import { Verifier, type VerifierChoices, type VerifierLabels } from './verifier';

export { labels, withFairness } from './stage-kit';

const VERIFIER_KEYS = [
  'title',
  'lead',
  'game',
  'serverSeed',
  'serverSeedHash',
  'clientSeed',
  'nonce',
  'amount',
  'casePrice',
  'target',
  'condition',
  'side',
  'risk',
  'segments',
  'rows',
  'picks',
  'mines',
  'tiles',
  'actions',
  'undo',
  'clear',
  'case',
  'count',
  'betType',
  'number',
  'second',
  'addBet',
  'remove',
  'compute',
  'result',
  'roll',
  'drawn',
  'hits',
  'pocket',
  'segment',
  'cards',
  'items',
  'multiplier',
  'payout',
  'win',
  'lose',
  'hash',
  'hashMatches',
  'hashDiffers',
  'badSeed',
  'badField',
  'badBet',
  'green',
  'red',
  'black',
  'mine',
  'gem',
  'filled',
] as const satisfies readonly (keyof VerifierLabels)[];

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
  const catalog = await getCatalog('cases');
  const games = PLAY_GAMES.map((g) => ({ slug: g.slug, name: findGame(g.slug)?.content[lang].name ?? g.slug }));
  const cases = catalog
    .filter((c) => CASE_CONTENTS[c.slug])
    .map((c) => ({ slug: c.slug, name: caseName(c.slug, lang, c.name), prices: c.prices }));
  const initial = games.some((g) => g.slug === game) ? game : games[0]!.slug;
  return (
    <Card as="section" className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <FairSeeds labels={fairSeedsTexts()} />
      <Verifier
        labels={labels('verifier', VERIFIER_KEYS)}
        games={games}
        choices={verifierChoices()}
        cases={cases}
        initialGame={initial}
        initialCase={caseSlug}
      />
    </Card>
  );
}
