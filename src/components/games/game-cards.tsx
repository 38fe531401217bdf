import { GAME_INFO } from '../../content/games';
import { getSiteContext } from '../../site/context.server';
import { localePath } from '../../site/locale';
import { LOBBY_GAMES } from '../../site/routes';
import { LinkCard } from '../ui/card';

/** The lobby: one card per game, linking to its page. */
export function GameCards({ eagerCount = 4 }: { eagerCount?: number }) {
  const ctx = getSiteContext();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6" data-testid="game-lobby">
      {LOBBY_GAMES.map((g, i) => {
        const info = GAME_INFO[g.slug][ctx.lang];
        return (
          <li key={g.slug}>
            <LinkCard
              href={localePath(ctx.lang, g.href)}
              image={`/images/games/${g.slug}.svg`}
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
