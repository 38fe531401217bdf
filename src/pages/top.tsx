import { TopBoards } from '../components/top/boards';
import type { TopGames } from '../components/top/labels';
import { TopRaces } from '../components/top/races';
import { PageFrame } from '../components/layout/page-frame';
import { TOP } from '../content/pages';
import { gameHref } from '../games/registry';
import { getSiteContext } from '../site/context.server';
import { getT } from '../site/data.server';
import { localePath } from '../site/locale';
import { visibleGames } from '../site/visible-games';
import { logFor } from '../server/log.server';

const log = logFor('site');

/** Read for the first render; an unreachable API shows as empty boards, which the browser then refreshes. */
async function orNull<T>(what: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (e) {
    log.warn({ what, err: e }, 'top read failed');
    return null;
  }
}

/**
 * The top (issue 20): leaderboards of the biggest wins and the most wagered for the day, week and
 * month in the viewer's currency, and the races with their countdowns and prize tables. Both
 * refresh in the browser (src/components/top/).
 */
export default async function TopPage() {
  const ctx = getSiteContext();
  const t = getT();
  const top = TOP[ctx.lang];
  const [board, races] = await Promise.all([
    orNull('top board', () => ctx.api.top({ board: 'wins', period: 'day', currency: ctx.currency })),
    orNull('races', () => ctx.api.races(ctx.currency, ctx.lang)),
  ]);
  const shown = visibleGames();
  const games: TopGames = Object.fromEntries(
    shown.map((g) => [g.slug, { name: g.content[ctx.lang].name, href: localePath(ctx.lang, gameHref(g)) }]),
  );
  const play = { href: localePath(ctx.lang, gameHref(shown[0]!)), label: t('home.playNow') };
  return (
    <PageFrame title={t('nav.top')} lead={top.intro}>
      <div className="flex flex-col gap-8">
        <TopBoards lang={ctx.lang} currency={ctx.currency} labels={top} games={games} play={play} initial={board} />
        <TopRaces lang={ctx.lang} currency={ctx.currency} labels={top} initial={races} />
      </div>
    </PageFrame>
  );
}
