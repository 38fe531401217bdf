import { unstable_notFound as notFound } from 'waku/router/server';
import { PageFrame } from '../components/layout/page-frame';
import { sbEventIdSchema } from '../contract/sportsbook';
import { getEvent } from '../games/betting/board.server';
import { BettingEventStage } from '../games/betting/stage';
import { getDb } from '../server/db/index.server';
import { getSiteContext } from '../site/context.server';
import { getT } from '../site/data.server';

function decoded(id: string): string | null {
  try {
    return decodeURIComponent(id);
  } catch {
    return null;
  }
}

/** /betting/event/<feed id, url-encoded>: one event with every market; an unknown id is the 404 page. */
export default async function BettingEventPage({ id }: { id: string }) {
  const ctx = getSiteContext();
  const parsed = sbEventIdSchema.safeParse(decoded(id));
  if (!parsed.success) notFound();
  const event = await getEvent(await getDb(), parsed.data, ctx.lang);
  if (!event) notFound();
  const title = `${event.home} – ${event.away}`;
  return (
    <PageFrame
      title={title}
      lead={`${event.sport_name} · ${event.tournament}`}
      description={getT()('sportsbook.eventDescription', { event: title, tournament: event.tournament })}
    >
      <BettingEventStage event={event} />
    </PageFrame>
  );
}
