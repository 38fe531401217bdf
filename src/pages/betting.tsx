import { PageFrame } from '../components/layout/page-frame';
import type { SbEvent } from '../contract/sportsbook';
import { BETTING } from '../content/pages';
import { listEvents } from '../games/betting/board.server';
import { mainMarket } from '../games/betting/screen/event-state';
import { BettingBoardStage } from '../games/betting/stage';
import { getGame } from '../games/registry';
import { getDb } from '../server/db/index.server';
import { getSiteContext } from '../site/context.server';
import { logFor } from '../server/log.server';

const log = logFor('site');

/** /betting: live now and starting soon, read from the database while the page renders (bots get them in the HTML). */
export default async function BettingPage() {
  const ctx = getSiteContext();
  const lists = await getDb()
    .then((db) =>
      Promise.all([
        listEvents(db, { status: 'live', lang: ctx.lang }),
        listEvents(db, { status: 'prematch', lang: ctx.lang }),
      ]),
    )
    .catch((e: unknown): [SbEvent[], SbEvent[]] => {
      // An unreadable board is an empty one (the stream's first hello reads it again), not an error page.
      log.warn({ err: e }, 'betting board failed');
      return [[], []];
    });
  // The rows show the main market only: the rest stays out of the HTML and the page's payload.
  const rows = (list: SbEvent[]) =>
    list.map((ev) => {
      const main = mainMarket(ev);
      return { ...ev, markets: main ? [main] : [] };
    });
  return (
    <PageFrame title={getGame('betting').content[ctx.lang].name} lead={BETTING[ctx.lang].intro}>
      <BettingBoardStage live={rows(lists[0])} prematch={rows(lists[1])} />
    </PageFrame>
  );
}
