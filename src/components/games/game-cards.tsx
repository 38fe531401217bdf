import { gameHref } from '../../games/registry';
import { getSiteContext } from '../../site/context.server';
import { localePath } from '../../site/locale';
import { visibleGames } from '../../site/visible-games';
import { LinkCard } from '../ui/card';

/** The lobby: one card per registry game that has a card and is on at this host, linking to its page. */
export function GameCards({ eagerCount = 4 }: { eagerCount?: number }) {
  const ctx = getSiteContext();
  const games = visibleGames().filter((g) => g.card);
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6" data-testid="game-lobby">
      {games.map((g, i) => {
        const info = g.content[ctx.lang];
        return (
          <li key={g.slug}>
            <LinkCard
              href={localePath(ctx.lang, gameHref(g))}
              image={g.card!.image}
              imageWidth={320}
              imageHeight={200}
              title={info.name}
              subtitle={info.tagline}
              eager={i < eagerCount}
            />
          </li>
        );
      })}
    </ul>
  );
}
