// The betting pages' stages: server components that pass the events the server read to the client
// screens, with the `sportsbook` texts of the page's language. The lists and the event are in the
// HTML, so a bot reads them without running the page's scripts.
import { I18nProvider } from '../../client/i18n';
import type { SbEvent } from '../../contract/sportsbook';
import { clientMessages } from '../../i18n';
import { getSiteContext } from '../../site/context.server';
import { Board } from './screen/board';
import { EventScreen } from './screen/event-screen';
import { SidePanel } from './screen/side-panel';

function Frame({ children }: { children: React.ReactNode }) {
  const ctx = getSiteContext();
  return (
    <I18nProvider lang={ctx.lang} messages={clientMessages(ctx.lang, ['sportsbook'], ctx.config.texts)}>
      {/* Room at the bottom on phones for the slip's bar above the bottom navigation. */}
      <div className="grid gap-6 pb-16 lg:grid-cols-[minmax(0,1fr)_minmax(300px,360px)] lg:pb-0">
        {children}
        <SidePanel lang={ctx.lang} currency={ctx.currency} />
      </div>
    </I18nProvider>
  );
}

export function BettingBoardStage({ live, prematch }: { live: SbEvent[]; prematch: SbEvent[] }) {
  const ctx = getSiteContext();
  return (
    <Frame>
      <Board live={live} prematch={prematch} lang={ctx.lang} />
    </Frame>
  );
}

export function BettingEventStage({ event }: { event: SbEvent }) {
  const ctx = getSiteContext();
  return (
    <Frame>
      <EventScreen initial={event} lang={ctx.lang} />
    </Frame>
  );
}
