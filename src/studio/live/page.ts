// The live table's page: the studio's HTML shell with the `live` bundle and what its script needs
// at boot. createStudioApp's /launch renders the same boot for a live game; this is for callers that
// hold a session already (a reload, tests).
import { studioPage } from '../page';
import type { StudioSession } from '../sessions.server';
import { liveText } from './i18n';
import type { TableCode } from './tables';

/** What src/studio/client/live.ts reads from #studio-boot. */
export interface LiveBoot {
  sid: string;
  kind: 'live';
  game: TableCode;
  mode: 'real' | 'demo';
  lang: string;
  currency: string;
  balance: number | null;
  lobbyOrigin: string | null;
}

export function liveBoot(
  session: StudioSession,
  table: TableCode,
  sid: string,
  balance: number | null = null,
): LiveBoot {
  return {
    sid,
    kind: 'live',
    game: table,
    mode: session.mode,
    lang: session.lang,
    currency: session.currency,
    balance,
    lobbyOrigin: session.lobby,
  };
}

/** The page's HTML; `entry` is the built `live` bundle (assets.entries.live). */
export function renderLivePage(
  session: StudioSession,
  table: TableCode,
  o: { sid: string; entry: { js: string; css: string[] }; balance?: number | null },
): string {
  const t = liveText(session.lang);
  return studioPage({
    lang: session.lang,
    title: table === 'roulette-live' ? t.roulette : t.baccarat,
    boot: liveBoot(session, table, o.sid, o.balance ?? null),
    script: o.entry.js,
    styles: o.entry.css,
  });
}
